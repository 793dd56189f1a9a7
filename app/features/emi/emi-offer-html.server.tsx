// The product page's and the cart's "No-cost EMI from ₹ X/month" disclosure, drawn once on the
// server from the server's own price or total. Those pages show it as drawn (ServerDrawnHtml), so
// they ship none of its code: the product page's first-visit JavaScript budget (150 KB gzipped) has
// no room for the plan tables and their rules (about 2 KB), and a <details> needs no script to open.
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { languageTags, type Language } from "~/i18n/language";
import { pageMessages } from "~/i18n/page-messages.server";
import { lowestMonthlyAmount } from "~/lib/emi";
import { EmiOffer } from "./emi-offer";

/**
 * Disclosures already drawn, by language and total: drawing one costs a React render (about
 * 0.3 ms), on every product page and cart, while the store has only so many prices. The oldest
 * drawn go first past the limit.
 */
const drawn = new Map<string, string | null>();
const maxDrawn = 4_000;

/** The disclosure for one total, as HTML in the page's language; null when the total is below the EMI minimum. */
export function emiOfferHtml(total: number, language: Language = "en"): string | null {
  const key = `${language} ${total}`;
  const known = drawn.get(key);
  if (known !== undefined) return known;
  const html = drawOffer(total, language);
  if (drawn.size >= maxDrawn) {
    const oldest = drawn.keys().next();
    if (!oldest.done) drawn.delete(oldest.value);
  }
  drawn.set(key, html);
  return html;
}

function drawOffer(total: number, language: Language): string | null {
  if (lowestMonthlyAmount(total) === null) return null;
  // Drawn outside the page, so it is given the EMI texts (the checkout area's) itself.
  const tag = languageTags[language];
  const i18n = setupI18n({ locale: tag, messages: { [tag]: pageMessages(language, ["checkout"]) } });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <EmiOffer total={total} />
    </I18nProvider>,
  );
}

/** The disclosure for each price a product page may show (its variants'), keyed by the price. */
export function emiOfferHtmlByPrice(prices: readonly number[], language: Language = "en"): Record<string, string> {
  const byPrice: Record<string, string> = {};
  for (const price of new Set(prices)) {
    const html = emiOfferHtml(price, language);
    if (html !== null) byPrice[String(price)] = html;
  }
  return byPrice;
}
