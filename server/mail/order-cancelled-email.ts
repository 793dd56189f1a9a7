// The e-mail a shopper gets when their order is cancelled (by them or by the store), written to the
// outbox in the cancellation's own transaction (decision 007). It says what happens to the money:
// nothing was taken (cash on delivery), the hold was released, or a refund is on its way. Sent
// whatever the account's update settings say: it is about the shopper's money.
import { formatRupees } from "../../app/lib/money";
import { emailLayout, greeting, list, paragraph, signOff, type OutboxEmail, textSignature } from "./email-layout";
import { trackOrderLink } from "./track-order-link";

export const orderCancelledEmailKind = "order_cancelled";

/** What became of the order's payment. */
export type CancelledPayment =
  | { kind: "nothing_taken" }
  | { kind: "hold_released" }
  /** An order awaiting its payment through a gateway, which never came. */
  | { kind: "not_paid" }
  | { kind: "refund"; amount: number; /** "your card ending 1111", "your UPI account" */ to: string };

export interface OrderCancelledEmailInput {
  number: string;
  firstName: string;
  toAddress: string;
  /** True when the shopper cancelled it themselves. */
  byCustomer: boolean;
  /** The store's reason, told to the shopper when the store cancelled. */
  reason: string;
  payment: CancelledPayment;
  items: readonly { name: string; variantName: string; quantity: number }[];
  origin: string | null;
}

function paymentLine(payment: CancelledPayment, rupees: (amount: number) => string): string {
  switch (payment.kind) {
    case "nothing_taken":
      return "Nothing was charged: the order was to be paid on delivery.";
    case "not_paid":
      return "Nothing was charged: no payment had reached us for it.";
    case "hold_released":
      return "The amount held for it has been released; nothing was charged.";
    case "refund":
      return `We are refunding ${rupees(payment.amount)} to ${payment.to}. Banks usually show it within 5 to 7 working days; we will e-mail you once it is on its way.`;
  }
}

export function orderCancelledEmail(input: OrderCancelledEmailInput): OutboxEmail {
  const subject = `Your order ${input.number} has been cancelled`;
  const opening = input.byCustomer
    ? `As you asked, we have cancelled your order ${input.number}.`
    : `We are sorry: we have had to cancel your order ${input.number}. ${input.reason.trim()}`;
  const textRupees = (amount: number) => `Rs. ${amount.toLocaleString("en-IN")}`;
  const track = trackOrderLink(input.origin, input.number, input.toAddress);
  const items = input.items.map((item) => `${item.name} (${item.variantName}) x ${item.quantity}`);
  const textBody = [
    greeting(input.firstName),
    "",
    opening,
    "",
    paymentLine(input.payment, textRupees),
    "",
    "What was in it:",
    ...items.map((item) => `- ${item}`),
    "",
    ...track.text,
    "",
    ...textSignature,
  ].join("\n");
  const htmlBody = emailLayout({
    title: subject,
    preheader: opening,
    content: [
      paragraph(greeting(input.firstName)),
      paragraph(opening),
      paragraph(paymentLine(input.payment, formatRupees)),
      paragraph("What was in it:"),
      list(input.items.map((item) => `${item.name} (${item.variantName}) × ${item.quantity}`)),
      track.html,
      signOff(),
    ],
  });
  return { kind: orderCancelledEmailKind, toAddress: input.toAddress, subject, textBody, htmlBody };
}
