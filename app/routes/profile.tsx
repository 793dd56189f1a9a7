import { languageOfRequest, messagesFor, pageText } from "~/i18n/page-messages.server";
import { languageTags } from "~/i18n/language";
import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { profileAction } from "~/features/profile/profile-action.server";
import { ProfilePage } from "~/features/profile/profile-page";
import { isProfileTab, profileTabLabel, profileTabOf, profileTabPath, type ProfileTab } from "~/features/profile/profile-tabs";
import type { PageArea } from "~/i18n/message-area";
import { orderHistoryPageSize } from "~/lib/contracts/account";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { requireUser } from "~/lib/require-user.server";
import { site } from "~/lib/site";
import type { Route } from "./+types/profile";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${loaderData.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

// One shopper's page: never stored by a shared cache.
export const headers = privatePageHeaders;

function memberSince(languageTag: string, createdAt: string): string {
  return new Intl.DateTimeFormat(languageTag, { month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(createdAt));
}

/**
 * The areas whose words a tab shows besides its own: orders' timelines, checkout's card and address
 * fields, product cards ("Rating" is the catalog's, "Newsletter" the content pages').
 */
const tabAreas: Record<ProfileTab, PageArea[]> = {
  overview: [],
  orders: ["orders", "checkout", "catalog", "delivery"],
  wishlist: ["wishlist", "catalog"],
  addresses: ["checkout", "delivery"],
  cards: ["checkout"],
  settings: ["content"],
};

/** A positive id from the query string (which address to edit, which review to write), else null. */
function queryId(url: URL, name: string): number | null {
  const value = url.searchParams.get(name);
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const url = new URL(request.url);
  // Spec §2: /profile/* lands on the profile too; /profile/orders means the orders tab.
  const rest = params["*"];
  if (rest !== undefined) {
    const tab = rest.split("/")[0];
    throw localizedRedirect(request, isProfileTab(tab) ? profileTabPath(tab) : "/profile");
  }
  const tab = profileTabOf(url.searchParams.get("tab"));
  const { services } = context;
  const account = {
    name: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    initials: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase(),
    email: user.email,
    mobile: user.mobile,
    memberSince: memberSince(languageTags[languageOfRequest(request)], user.createdAt),
  };
  const messages = messagesFor(request, "profile", ...tabAreas[tab]);
  const base = { tab, account, title: pageText(request, profileTabLabel(tab)), messages } as const;
  switch (tab) {
    case "overview":
      return { ...base, view: { tab, counts: await services.account.overview(user.id) } } as const;
    case "orders": {
      const page = queryId(url, "page") ?? 1;
      const [orders, counts] = await Promise.all([services.account.orders(user.id, page, languageOfRequest(request)), services.account.overview(user.id)]);
      const returns = await services.orderChanges.returnSummaries(
        { kind: "user", userId: user.id },
        orders.map((order) => order.number),
      );
      return {
        ...base,
        view: {
          tab,
          orders,
          returns,
          page,
          pageCount: Math.ceil(counts.orders / orderHistoryPageSize),
          track: url.searchParams.get("track"),
          review: queryId(url, "review"),
          cancel: url.searchParams.get("cancel"),
          returned: url.searchParams.get("returned"),
        },
      } as const;
    }
    case "wishlist":
      return { ...base, view: { tab, items: await services.wishlist.list(context.wishlistOwner, languageOfRequest(request)) } } as const;
    case "addresses": {
      const addresses = await services.addresses.list(user.id);
      const editing = url.searchParams.get("address");
      return {
        ...base,
        view: { tab, addresses, editing: editing === "new" ? ("new" as const) : queryId(url, "address") },
      } as const;
    }
    case "cards":
      return { ...base, view: { tab, cards: await services.savedCards.list(user.id), adding: url.searchParams.get("card") === "new" } } as const;
    case "settings":
      return {
        ...base,
        view: {
          tab,
          notifications: await services.account.notificationSettings(user.id),
          changingEmail: url.searchParams.get("change") === "email",
        },
      } as const;
  }
}

/** Every change on the profile: one intent per form, for the signed-in shopper only. */
export async function action({ request, context }: Route.ActionArgs) {
  return profileAction({ request, context });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage data={loaderData} actionData={actionData} />;
}
