// Spec §4: "In Stock" when the maximum quantity is above 10, "Only N left in stock" when 10 or
// below, "Out of Stock" when not in stock. Shared by product pages, cards, cart and wishlist.

/** Spec §9: no shopper may put more than this many of one item in the cart. */
export const defaultMaxQuantity = 10;

export const stockWords = {
  inStock: "In Stock",
  outOfStock: "Out of Stock",
} as const;

/** Most of a variant one cart line may hold: its stock, and its own per-order limit (the spec's by default). */
export function maxQuantityForStock(stock: number, maxPerOrder: number = defaultMaxQuantity): number {
  return Math.max(0, Math.min(stock, maxPerOrder));
}

/**
 * The one definition of "low stock" for the back office (stock list, dashboard): at or under the
 * figure from which the shop says "Only N left", out of stock included.
 */
export const lowStockThreshold = defaultMaxQuantity;

export function isLowStock(stock: number): boolean {
  return stock <= lowStockThreshold;
}

export function stockLabel(stock: number): string {
  if (stock <= 0) return stockWords.outOfStock;
  if (stock > defaultMaxQuantity) return stockWords.inStock;
  return `Only ${stock} left in stock`;
}

/** Where only whether it can be bought is known (a product card, a wishlist line). */
export function availabilityLabel(inStock: boolean): string {
  return inStock ? stockWords.inStock : stockWords.outOfStock;
}
