// The profile (spec §2): a side navigation of tabs (links, so they work without JavaScript) and
// the chosen tab, whose label is the page's heading and title.
import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import { LogoutForm } from "~/features/account/logout-form";
import { WishlistCard } from "~/features/wishlist/wishlist-page";
import type { AccountOverview, ProfileOrder } from "~/lib/contracts/account";
import type { OrderReturnSummary } from "~/lib/contracts/order-returns";
import type { SavedAddress } from "~/lib/contracts/addresses";
import type { SavedCard } from "~/lib/contracts/saved-cards";
import type { WishlistItem } from "~/lib/contracts/wishlist";
import type { NotificationSettings } from "~/lib/forms/account-schemas";
import { AddressesTab } from "./addresses-tab";
import { CardsTab } from "./cards-tab";
import { OrdersTab } from "./orders-tab";
import { OverviewTab } from "./overview-tab";
import type { ProfileActionData } from "./profile-intents";
import { profileTabLabel, profileTabPath, profileTabs, type ProfileTab } from "./profile-tabs";
import { buttonPrimary, EmptyState } from "./profile-ui";
import { SettingsTab } from "./settings-tab";

export interface ProfileAccount {
  name: string;
  firstName: string;
  lastName: string;
  initials: string;
  email: string;
  mobile: string;
  memberSince: string;
}

export type ProfileView =
  | { tab: "overview"; counts: AccountOverview }
  | {
      tab: "orders";
      orders: ProfileOrder[];
      /** Each order's returns and whether more can be returned, by order number. */
      returns: Record<string, OrderReturnSummary>;
      page: number;
      pageCount: number;
      track: string | null;
      review: number | null;
      /** ?cancel=: the order whose cancellation is confirmed inline (without JavaScript). */
      cancel: string | null;
      /** ?returned=: the order a return was just asked for. */
      returned: string | null;
    }
  | { tab: "wishlist"; items: WishlistItem[] }
  | { tab: "addresses"; addresses: SavedAddress[]; editing: "new" | number | null }
  | { tab: "cards"; cards: SavedCard[]; adding: boolean }
  | { tab: "settings"; notifications: NotificationSettings; changingEmail: boolean };

export interface ProfilePageProps {
  data: { tab: ProfileTab; account: ProfileAccount; view: ProfileView };
  actionData: ProfileActionData | undefined;
}

export function ProfilePage({ data, actionData }: ProfilePageProps) {
  const t = useT();
  const { tab, account, view } = data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10 lg:px-6">
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="min-w-0">
          <div className="hidden items-center gap-3 lg:flex">
            <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {account.initials}
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold text-ink">{account.name}</p>
              <p className="truncate text-sm text-stone-700">{account.email}</p>
            </div>
          </div>
          <nav aria-label={t("Your account")} className="lg:mt-6">
            <ul className="flex flex-wrap gap-2 lg:flex-col lg:flex-nowrap lg:gap-1">
              {profileTabs.map((candidate) => {
                const current = candidate.id === tab;
                return (
                  <li key={candidate.id}>
                    <Link
                      to={profileTabPath(candidate.id)}
                      aria-current={current ? "page" : undefined}
                      className={`flex h-10 items-center rounded-lg px-3.5 text-sm font-medium whitespace-nowrap transition-colors lg:h-11 lg:px-4 ${
                        current ? "bg-brand-700 text-white" : "border border-stone-200 bg-white text-ink hover:bg-stone-50 lg:border-transparent"
                      }`}
                    >
                      {t(candidate.short)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-6 hidden lg:block">
            <LogoutForm className="h-11 w-full rounded-lg border border-stone-300 px-4 text-left text-sm font-medium text-ink hover:bg-stone-50">
              {t("Logout")}
            </LogoutForm>
          </div>
        </aside>
        <div className="min-w-0">
          <h1 className="mb-6 font-display text-3xl font-bold text-ink">
            {t(profileTabLabel(tab))}
            {view.tab === "wishlist" ? (
              <span className="ml-2 text-xl font-medium text-stone-700">
                ({t("{count, plural, one {# item} other {# items}}", { count: view.items.length })})
              </span>
            ) : null}
          </h1>
          <TabContent account={account} view={view} actionData={actionData} />
        </div>
      </div>
    </div>
  );
}

function TabContent({ account, view, actionData }: { account: ProfileAccount; view: ProfileView; actionData: ProfileActionData | undefined }) {
  const t = useT();
  switch (view.tab) {
    case "overview":
      return <OverviewTab account={account} counts={view.counts} />;
    case "orders":
      return (
        <OrdersTab
          orders={view.orders}
          returns={view.returns}
          cancel={view.cancel}
          returned={view.returned}
          page={view.page}
          pageCount={view.pageCount}
          track={view.track}
          review={view.review}
          actionData={actionData}
        />
      );
    case "wishlist":
      return view.items.length === 0 ? (
        <EmptyState
          title={t("Your wishlist is empty")}
          action={
            <Link to="/products" className={buttonPrimary}>
              {t("Continue Shopping")}
            </Link>
          }
        >
          {t("Tap the heart on any product to save it here for later.")}
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {view.items.map((item, index) => (
            <WishlistCard key={item.id} item={item} priority={index === 0} />
          ))}
        </ul>
      );
    case "addresses":
      return <AddressesTab addresses={view.addresses} editing={view.editing} actionData={actionData} />;
    case "cards":
      return <CardsTab cards={view.cards} adding={view.adding} actionData={actionData} />;
    case "settings":
      return (
        <SettingsTab
          details={{ firstName: account.firstName, lastName: account.lastName, mobile: account.mobile }}
          email={account.email}
          notifications={view.notifications}
          changingEmail={view.changingEmail}
          actionData={actionData}
        />
      );
  }
}
