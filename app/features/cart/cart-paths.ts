// Where the cart screens lead (spec §2).
export const checkoutPath = "/checkout";
export const continueShoppingPath = "/products";

/** A cart line's product page, opened on the variant that is in the cart. */
export function productPagePath(productId: number, variantId: number | undefined): string {
  return variantId === undefined ? `/product/${productId}` : `/product/${productId}?variant=${variantId}`;
}

export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}
