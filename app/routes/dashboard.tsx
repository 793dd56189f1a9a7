import { Link } from "react-router";
import { LogoutForm } from "~/features/account/logout-form";
import { requireUser } from "~/lib/require-user.server";
import { site } from "~/lib/site";
import type { Route } from "./+types/dashboard";
import { privatePageHeaders } from "~/lib/private-page-headers";

export function meta(): Route.MetaDescriptors {
  return [{ title: `My Account | ${site.name}` }, { name: "robots", content: "noindex" }];
}

// One shopper's page: never stored by a shared cache.
export const headers = privatePageHeaders;

const memberSince = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const wishlistCount = await context.services.wishlist.count(context.wishlistOwner);
  return {
    user: {
      name: `${user.firstName} ${user.lastName}`,
      firstName: user.firstName,
      initials: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase(),
      email: user.email,
      mobile: user.mobile,
      memberSince: memberSince.format(new Date(user.createdAt)),
    },
    wishlistCount,
  };
}

const cardLink =
  "flex items-center justify-between rounded-xl border border-stone-200 bg-white p-5 font-semibold text-ink shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50";

/** Spec §2: where a successful login lands. A short overview of the account and where to go next. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, wishlistCount } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 md:py-14">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
          >
            {user.initials}
          </span>
          <div>
            <h1 className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              Welcome back, {user.firstName}!
            </h1>
            <p className="mt-1 text-sm text-stone-600">Member since {user.memberSince}</p>
          </div>
        </div>
        <LogoutForm className="h-11 rounded-full border border-stone-300 px-6 text-sm font-semibold text-ink hover:bg-stone-50">
          Logout
        </LogoutForm>
      </div>

      <section aria-labelledby="account-details" className="mt-10 rounded-2xl border border-stone-200 bg-sand p-6">
        <h2 id="account-details" className="text-lg font-semibold text-ink">
          Account details
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-stone-600">Name</dt>
            <dd className="mt-1 font-medium text-ink">{user.name}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-sm text-stone-600">Email</dt>
            <dd className="mt-1 font-medium break-words text-ink">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Mobile</dt>
            <dd className="mt-1 font-medium text-ink">{user.mobile}</dd>
          </div>
        </dl>
      </section>

      <nav aria-label="Your account" className="mt-8">
        <ul className="grid gap-4 sm:grid-cols-2">
          <li>
            <Link to="/profile?tab=orders" className={cardLink}>
              <span>My Orders</span>
              <span aria-hidden="true">→</span>
            </Link>
          </li>
          <li>
            <Link to="/wishlist" className={cardLink}>
              <span>
                My Wishlist{" "}
                <span className="font-normal text-stone-600">
                  ({wishlistCount} {wishlistCount === 1 ? "item" : "items"})
                </span>
              </span>
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
