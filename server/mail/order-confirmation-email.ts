// The e-mail a shopper gets when an order is placed, written to the outbox in the same transaction
// as the order (decision 007): plain text, and HTML in the shared layout (server/mail/email-layout.ts).
// It links to Track Order for the order, which a guest can open as well as an account.
import { languageTags, type Language } from "../../app/i18n/language";
import { variantText } from "../../app/i18n/variant-type-name";
import type { OrderView } from "../../app/lib/contracts/orders";
import { deliveryWindowText } from "../../app/lib/delivery-promise";
import { deliverySlotText } from "../../app/lib/delivery-slots";
import { emiPlanText } from "../../app/lib/emi";
import { formatRupees } from "../../app/lib/money";
import { detailTable, emailLayout, emailTranslator, greeting, paragraph, signatureLines, signOff, textRupees, type OutboxEmail } from "./email-layout";
import { trackOrderLink } from "./track-order-link";

export const orderConfirmationKind = "order_confirmation";

/**
 * The confirmation of a placed order: what was bought, what it costs, how it is paid, where it goes
 * and where to follow it, in the order's language. `origin` is the store's public address (null:
 * the page is named instead).
 */
export function orderConfirmationEmail(order: OrderView, origin: string | null, language: Language = "en"): OutboxEmail {
  const t = emailTranslator(language);
  const track = trackOrderLink(origin, order.number, order.email, language);
  const rupees = (amount: number) => textRupees(amount, language);
  // Names come in the order's language from its lines; the kind of variant is the store's word.
  const itemText = (item: OrderView["items"][number], times: string) =>
    `${item.name} (${variantText(t, item.variantType, item.variantName)}) ${times} ${item.quantity}`;
  const lines = order.items.map((item) => `- ${itemText(item, "x")}: ${rupees(item.lineTotal)}`);
  const paidWith =
    order.payment.method === "card"
      ? t("Card ending {last4}", { last4: order.payment.cardLast4 ?? "----" })
      : order.payment.method === "upi"
        ? `UPI (${order.payment.upiId ?? ""})`
        : t("Cash on delivery");
  const thanks = t("Thank you for your order {number}. We have received it and will let you know when it ships.", { number: order.number });
  const free = t("Free");
  // The promise the order view words in English, worded again in the order's language.
  const promise =
    language === "en" || !order.delivery.promisedFrom || !order.delivery.promisedTo
      ? order.delivery.promiseText
      : deliveryWindowText({ from: order.delivery.promisedFrom, to: order.delivery.promisedTo }, t, languageTags[language]);
  const slotLabel = deliverySlotText(order.delivery.slot);
  const slot = slotLabel ? t(slotLabel) : null;
  const slotLine = slot ? t("Delivery slot: {slot}", { slot }) : null;
  const emiText = order.emi ? emiPlanText(order.emi, t) : null;
  const address = [
    `${order.shipping.firstName} ${order.shipping.lastName}`,
    [order.shipping.address, order.shipping.apartment].filter(Boolean).join(", "),
    `${order.shipping.city}, ${order.shipping.state} ${order.shipping.pincode}`,
  ];
  const textBody = [
    greeting(order.shipping.firstName, language),
    "",
    thanks,
    "",
    ...lines,
    "",
    t("Subtotal: {amount}", { amount: rupees(order.subtotal) }),
    ...(order.discount > 0 ? [t("Discount: -{amount}", { amount: rupees(order.discount) })] : []),
    t("Shipping: {amount}", { amount: order.shippingFee === 0 ? free : rupees(order.shippingFee) }),
    t("Total: {amount}", { amount: rupees(order.total) }),
    t("Payment: {method}", { method: paidWith }),
    ...(emiText ? [language === "en" ? emiText.replace("₹ ", "Rs. ") : emiText] : []),
    "",
    ...(promise ? [promise] : []),
    ...(slotLine ? [slotLine] : []),
    "",
    t("Delivering to:"),
    ...address,
    "",
    ...track.text,
    "",
    ...signatureLines(language),
  ].join("\n");
  const subject = t("Your order {number} is confirmed", { number: order.number });
  const htmlBody = emailLayout({
    language,
    title: subject,
    preheader: t("Thank you for your order {number}.", { number: order.number }),
    content: [
      paragraph(greeting(order.shipping.firstName, language)),
      paragraph(thanks),
      detailTable(order.items.map((item) => ({ label: itemText(item, "×"), value: formatRupees(item.lineTotal) }))),
      detailTable([
        { label: t("Subtotal"), value: formatRupees(order.subtotal) },
        ...(order.discount > 0 ? [{ label: t("Discount"), value: formatRupees(-order.discount) }] : []),
        { label: t("Shipping"), value: order.shippingFee === 0 ? free : formatRupees(order.shippingFee) },
        { label: t("Total"), value: formatRupees(order.total), strong: true },
      ]),
      paragraph(t("Payment: {method}", { method: paidWith }), ...(emiText ? [emiText] : [])),
      ...(promise || slotLine ? [paragraph(...(promise ? [promise] : []), ...(slotLine ? [slotLine] : []))] : []),
      paragraph(t("Delivering to:"), ...address),
      track.html,
      signOff(language),
    ],
  });
  return { kind: orderConfirmationKind, toAddress: order.email, subject, textBody, htmlBody };
}
