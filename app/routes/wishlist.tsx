import { wishlistAction } from "~/features/wishlist/wishlist-action.server";
import { WishlistPage } from "~/features/wishlist/wishlist-page";
import { languageOfRequest, messagesFor, pageText } from "~/i18n/page-messages.server";
import { msg } from "~/i18n/msg";
import { site } from "~/lib/site";
import type { Route } from "./+types/wishlist";
import { privatePageHeaders } from "~/lib/private-page-headers";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `${loaderData.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

// A wishlist is one shopper's: never stored by a shared cache.
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    items: await context.services.wishlist.list(context.wishlistOwner, languageOfRequest(request)),
    title: pageText(request, msg("My Wishlist")),
    // The product cards' words are the catalog's.
    messages: messagesFor(request, "wishlist", "catalog"),
  };
}

/** The one wishlist action: toggle (the heart's default) and remove. */
export async function action({ request, context }: Route.ActionArgs) {
  return wishlistAction({ request, context });
}

export default function Wishlist({ loaderData, actionData }: Route.ComponentProps) {
  return <WishlistPage items={loaderData.items} actionData={actionData} />;
}
