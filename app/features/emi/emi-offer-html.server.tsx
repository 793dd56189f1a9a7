// The product page's and the cart's "No-cost EMI from ₹ X/month" disclosure, drawn once on the
// server from the server's own price or total. Those pages show it as drawn (ServerDrawnHtml), so
// they ship none of its code: the product page's first-visit JavaScript budget (150 KB gzipped) has
// no room for the plan tables and their rules (about 2 KB), and a <details> needs no script to open.
import { renderToStaticMarkup } from "react-dom/server";
import { lowestMonthlyAmount } from "~/lib/emi";
import { EmiOffer } from "./emi-offer";

/** The disclosure for one total, as HTML; null when the total is below the EMI minimum. */
export function emiOfferHtml(total: number): string | null {
  if (lowestMonthlyAmount(total) === null) return null;
  return renderToStaticMarkup(<EmiOffer total={total} />);
}

/** The disclosure for each price a product page may show (its variants'), keyed by the price. */
export function emiOfferHtmlByPrice(prices: readonly number[]): Record<string, string> {
  const byPrice: Record<string, string> = {};
  for (const price of new Set(prices)) {
    const html = emiOfferHtml(price);
    if (html !== null) byPrice[String(price)] = html;
  }
  return byPrice;
}
