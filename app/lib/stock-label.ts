// Spec §4: "In Stock" when the maximum quantity is above 10, "Only N left in stock" when 10 or
// below, "Out of Stock" when not in stock. Shared by product pages, cart and wishlist.

/** Spec §9: no shopper may put more than this many of one item in the cart. */
export const defaultMaxQuantity = 10;

export function maxQuantityForStock(stock: number): number {
  return Math.max(0, Math.min(stock, defaultMaxQuantity));
}

export function stockLabel(stock: number): string {
  if (stock <= 0) return "Out of Stock";
  if (stock > defaultMaxQuantity) return "In Stock";
  return `Only ${stock} left in stock`;
}
