import { Outlet } from "react-router";
import { ShopFooter } from "~/features/layout/shop-footer";
import { ShopHeader } from "~/features/layout/shop-header";
import type { Route } from "./+types/shop-layout";

// The footer's copyright year, in India's time zone, decided once on the server and handed to the
// browser with the loader data so both render the same text.
const yearInIndia = new Intl.DateTimeFormat("en-IN", { year: "numeric", timeZone: "Asia/Kolkata" });

export async function loader({ context }: Route.LoaderArgs) {
  return {
    cartCount: await context.services.cart.count(context.cartOwner),
    // Only what the header shows: the account menu greets a signed-in shopper by first name.
    account: context.user ? { firstName: context.user.firstName } : null,
    copyrightYear: Number(yearInIndia.format(new Date())),
  };
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <ShopHeader cartCount={loaderData.cartCount} account={loaderData.account} />
      {/* tabIndex -1: the skip link moves focus here, and the region itself needs no ring. */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <ShopFooter copyrightYear={loaderData.copyrightYear} />
    </div>
  );
}
