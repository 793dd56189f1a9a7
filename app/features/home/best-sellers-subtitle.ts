// The line under the home page's Best Sellers: counted from the products shown, never a claim
// the cards beneath it could contradict.
import type { Translate } from "~/i18n/use-t";

export function bestSellersSubtitle(products: readonly { reviewCount: number }[], t: Translate): string {
  const reviews = products.reduce((sum, product) => sum + product.reviewCount, 0);
  if (reviews === 0) return t("Our best-selling pieces in stock");
  return t(
    "{reviews, plural, one {Our most-reviewed pieces in stock, with # review between them} other {Our most-reviewed pieces in stock, with # reviews between them}}",
    { reviews },
  );
}
