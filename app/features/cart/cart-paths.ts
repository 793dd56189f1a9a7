// Where the cart screens lead (spec §2).
import type { Translate } from "~/i18n/use-t";

export const checkoutPath = "/checkout";
export const continueShoppingPath = "/products";

/** A cart line's product page, opened on the variant that is in the cart. */
export function productPagePath(productId: number, variantId: number | undefined): string {
  return variantId === undefined ? `/product/${productId}` : `/product/${productId}?variant=${variantId}`;
}

/** "1 item", "3 items" in the page's language (Hindi counts 0 and 1 as one). */
export function itemCountText(count: number, t: Translate): string {
  return t("{count, plural, one {# item} other {# items}}", { count });
}
