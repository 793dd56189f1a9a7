// The /wishlist action's form: a named `intent` (as the cart's). The product page's heart posts
// add or remove, the state the shopper asked for, so a press sent twice (a double click before
// the page took over, a retried post) ends where they meant. A post naming only the product
// toggles, as the first hearts did.
import { z } from "zod";
import { msg } from "~/i18n/msg";

export const wishlistIntents = ["toggle", "add", "remove"] as const;
export type WishlistIntent = (typeof wishlistIntents)[number];

/** Where the wishlist's forms post, with or without JavaScript. */
export const wishlistActionPath = "/wishlist";

export const wishlistFormMessages = {
  unknownIntent: msg("Unknown wishlist action."),
  productMissing: msg("The product is missing."),
  productInvalid: msg("The product is not valid."),
} as const;

export function isWishlistIntent(value: unknown): value is WishlistIntent {
  return typeof value === "string" && (wishlistIntents as readonly string[]).includes(value);
}

const productId = z
  .string({ error: wishlistFormMessages.productMissing })
  .trim()
  .regex(/^[1-9]\d{0,8}$/, wishlistFormMessages.productInvalid)
  .transform(Number);

export const wishlistFormSchema = z.object({
  intent: z.enum(wishlistIntents),
  product_id: productId,
});

export type WishlistForm = z.infer<typeof wishlistFormSchema>;

/** What the /wishlist action answers a fetcher (a plain form post is redirected instead). */
export type WishlistActionData =
  | { ok: true; intent: WishlistIntent; productId: number; wishlisted: boolean }
  | { ok: false; intent: WishlistIntent | null; productId: number | null; error: string };
