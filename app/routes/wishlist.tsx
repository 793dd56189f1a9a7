import { wishlistAction } from "~/features/wishlist/wishlist-action.server";
import { WishlistPage } from "~/features/wishlist/wishlist-page";
import { site } from "~/lib/site";
import type { Route } from "./+types/wishlist";
import { privatePageHeaders } from "~/lib/private-page-headers";

export function meta(): Route.MetaDescriptors {
  return [{ title: `My Wishlist | ${site.name}` }, { name: "robots", content: "noindex" }];
}

// A wishlist is one shopper's: never stored by a shared cache.
export const headers = privatePageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return { items: await context.services.wishlist.list(context.wishlistOwner) };
}

/** The one wishlist action: toggle (the heart's default) and remove. */
export async function action({ request, context }: Route.ActionArgs) {
  return wishlistAction({ request, context });
}

export default function Wishlist({ loaderData, actionData }: Route.ComponentProps) {
  return <WishlistPage items={loaderData.items} actionData={actionData} />;
}
