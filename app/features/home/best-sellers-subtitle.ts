// The line under the home page's Best Sellers: counted from the products shown, never a claim
// the cards beneath it could contradict.
const count = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

export function bestSellersSubtitle(products: readonly { reviewCount: number }[]): string {
  const reviews = products.reduce((sum, product) => sum + product.reviewCount, 0);
  if (reviews === 0) return "Our best-selling pieces in stock";
  return `Our most-reviewed pieces in stock, with ${count.format(reviews)} ${reviews === 1 ? "review" : "reviews"} between them`;
}
