// The e-mail a shopper gets when an order is placed, written to the outbox in the same transaction
// as the order (decision 007): plain text, and HTML in the shared layout (server/mail/email-layout.ts).
// It links to Track Order for the order, which a guest can open as well as an account.
import type { OrderView } from "../../app/lib/contracts/orders";
import { deliverySlotText } from "../../app/lib/delivery-slots";
import { emiPlanText } from "../../app/lib/emi";
import { formatRupees } from "../../app/lib/money";
import { detailTable, emailLayout, greeting, paragraph, signOff, type OutboxEmail, textSignature } from "./email-layout";
import { trackOrderLink } from "./track-order-link";

export const orderConfirmationKind = "order_confirmation";

/**
 * The confirmation of a placed order: what was bought, what it costs, how it is paid, where it goes
 * and where to follow it. `origin` is the store's public address (null: the page is named instead).
 */
export function orderConfirmationEmail(order: OrderView, origin: string | null): OutboxEmail {
  const track = trackOrderLink(origin, order.number, order.email);
  const rupees = (amount: number) => `Rs. ${amount.toLocaleString("en-IN")}`;
  const lines = order.items.map(
    (item) => `- ${item.name} (${item.variantType}: ${item.variantName}) x ${item.quantity}: ${rupees(item.lineTotal)}`,
  );
  const paidWith =
    order.payment.method === "card"
      ? `Card ending ${order.payment.cardLast4 ?? "----"}`
      : order.payment.method === "upi"
        ? `UPI (${order.payment.upiId ?? ""})`
        : "Cash on delivery";
  const textBody = [
    greeting(order.shipping.firstName),
    "",
    `Thank you for your order ${order.number}. We have received it and will let you know when it ships.`,
    "",
    ...lines,
    "",
    `Subtotal: ${rupees(order.subtotal)}`,
    ...(order.discount > 0 ? [`Discount: -${rupees(order.discount)}`] : []),
    `Shipping: ${order.shippingFee === 0 ? "Free" : rupees(order.shippingFee)}`,
    `Total: ${rupees(order.total)}`,
    `Payment: ${paidWith}`,
    ...(order.emi ? [emiPlanText(order.emi).replace("₹ ", "Rs. ")] : []),
    "",
    ...(order.delivery.promiseText ? [order.delivery.promiseText] : []),
    ...(deliverySlotText(order.delivery.slot) ? [`Delivery slot: ${deliverySlotText(order.delivery.slot) ?? ""}`] : []),
    "",
    "Delivering to:",
    `${order.shipping.firstName} ${order.shipping.lastName}`,
    [order.shipping.address, order.shipping.apartment].filter(Boolean).join(", "),
    `${order.shipping.city}, ${order.shipping.state} ${order.shipping.pincode}`,
    "",
    ...track.text,
    "",
    ...textSignature,
  ].join("\n");
  const subject = `Your order ${order.number} is confirmed`;
  const slot = deliverySlotText(order.delivery.slot);
  const htmlBody = emailLayout({
    title: subject,
    preheader: `Thank you for your order ${order.number}.`,
    content: [
      paragraph(greeting(order.shipping.firstName)),
      paragraph(`Thank you for your order ${order.number}. We have received it and will let you know when it ships.`),
      detailTable(
        order.items.map((item) => ({
          label: `${item.name} (${item.variantType}: ${item.variantName}) × ${item.quantity}`,
          value: formatRupees(item.lineTotal),
        })),
      ),
      detailTable([
        { label: "Subtotal", value: formatRupees(order.subtotal) },
        ...(order.discount > 0 ? [{ label: "Discount", value: formatRupees(-order.discount) }] : []),
        { label: "Shipping", value: order.shippingFee === 0 ? "Free" : formatRupees(order.shippingFee) },
        { label: "Total", value: formatRupees(order.total), strong: true },
      ]),
      paragraph(`Payment: ${paidWith}`, ...(order.emi ? [emiPlanText(order.emi)] : [])),
      ...(order.delivery.promiseText || slot
        ? [paragraph(...(order.delivery.promiseText ? [order.delivery.promiseText] : []), ...(slot ? [`Delivery slot: ${slot}`] : []))]
        : []),
      paragraph(
        "Delivering to:",
        `${order.shipping.firstName} ${order.shipping.lastName}`,
        [order.shipping.address, order.shipping.apartment].filter(Boolean).join(", "),
        `${order.shipping.city}, ${order.shipping.state} ${order.shipping.pincode}`,
      ),
      track.html,
      signOff(),
    ],
  });
  return { kind: orderConfirmationKind, toAddress: order.email, subject, textBody, htmlBody };
}
