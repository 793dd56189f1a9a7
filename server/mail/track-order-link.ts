// How an order e-mail leads the shopper back to the order: a link to Track Order for it (number and
// e-mail filled in), which works for a guest as for an account. The link needs the store's public
// address; a tool run without one (no PUBLIC_ORIGIN) names the page instead.
import { trackOrderPath } from "../../app/lib/order-links";
import { site } from "../../app/lib/site";
import { linkButton, paragraph, type SafeHtml } from "./email-layout";

export function trackOrderLink(origin: string | null, orderNumber: string, email: string): { text: string[]; html: SafeHtml } {
  if (!origin) {
    const named = `Track it any time on the Track Order page of ${site.name} with your order number and this e-mail address.`;
    return { text: [named], html: paragraph(named) };
  }
  const link = `${origin}${trackOrderPath(orderNumber, email)}`;
  return { text: ["Track your order any time:", link], html: linkButton("Track your order", link) };
}
