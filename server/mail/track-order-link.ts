// How an order e-mail leads the shopper back to the order: a link to Track Order for it (number and
// e-mail filled in), which works for a guest as for an account, on the page in the e-mail's
// language. The link needs the store's public address; a tool run without one (no PUBLIC_ORIGIN)
// names the page instead.
import { pathInLanguage, type Language } from "../../app/i18n/language";
import { trackOrderPath } from "../../app/lib/order-links";
import { site } from "../../app/lib/site";
import { emailTranslator, linkButton, paragraph, type SafeHtml } from "./email-layout";

export function trackOrderLink(origin: string | null, orderNumber: string, email: string, language: Language = "en"): { text: string[]; html: SafeHtml } {
  const t = emailTranslator(language);
  if (!origin) {
    const named = t("Track it any time on the Track Order page of {store} with your order number and this e-mail address.", { store: site.name });
    return { text: [named], html: paragraph(named) };
  }
  const link = `${origin}${pathInLanguage(trackOrderPath(orderNumber, email), language)}`;
  return { text: [t("Track your order any time:"), link], html: linkButton(t("Track your order"), link, language) };
}
