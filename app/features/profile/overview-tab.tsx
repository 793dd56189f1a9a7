// Profile Overview (spec §2): initials avatar, name, member since, e-mail, phone and real counts.
import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import type { AccountOverview } from "~/lib/contracts/account";
import type { ProfileAccount } from "./profile-page";
import { profileTabPath } from "./profile-tabs";
import { card } from "./profile-ui";

export function OverviewTab({ account, counts }: { account: ProfileAccount; counts: AccountOverview }) {
  const t = useT();
  const tiles = [
    { label: msg("Orders"), count: counts.orders, href: profileTabPath("orders") },
    { label: msg("Wishlist items"), count: counts.wishlistItems, href: profileTabPath("wishlist") },
    { label: msg("Saved addresses"), count: counts.addresses, href: profileTabPath("addresses") },
    { label: msg("Saved cards"), count: counts.cards, href: profileTabPath("cards") },
  ];
  return (
    <div className="space-y-6">
      <section aria-label={t("Your details")} className={`${card} flex flex-col gap-5 sm:flex-row sm:items-center`}>
        <span aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white">
          {account.initials}
        </span>
        <div className="min-w-0">
          <p className="text-xl font-semibold text-ink">{account.name}</p>
          <p className="text-sm text-stone-700">{t("Member since {date}", { date: account.memberSince })}</p>
          <dl className="mt-3 grid gap-x-8 gap-y-2 text-[15px] sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="text-sm text-stone-600">{t("Email")}</dt>
              <dd className="font-medium break-words text-ink">{account.email}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">{t("Phone")}</dt>
              <dd className="font-medium text-ink">{account.mobile}</dd>
            </div>
          </dl>
        </div>
      </section>
      <ul aria-label={t("Your account at a glance")} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link to={tile.href} className={`${card} block text-center transition-colors hover:border-brand-200 hover:bg-brand-50`}>
              <span className="block font-display text-3xl font-bold text-brand-800">{tile.count}</span>
              <span className="mt-1 block text-sm font-medium text-stone-700">{t(tile.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
