// The e-mail a shopper gets when their order is cancelled (by them or by the store), written to the
// outbox in the cancellation's own transaction (decision 007). It says what happens to the money:
// nothing was taken (cash on delivery), the hold was released, or a refund is on its way. Sent
// whatever the account's update settings say: it is about the shopper's money.
import type { Language } from "../../app/i18n/language";
import type { Translate } from "../../app/i18n/use-t";
import { formatRupees } from "../../app/lib/money";
import { emailLayout, emailTranslator, greeting, list, paragraph, signatureLines, signOff, textRupees, type OutboxEmail } from "./email-layout";
import { moneyDestinationText } from "./money-destination";
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
  /** The order's language (English when left out). */
  language?: Language;
}

function paymentLine(payment: CancelledPayment, rupees: (amount: number) => string, t: Translate, language: Language): string {
  switch (payment.kind) {
    case "nothing_taken":
      return t("Nothing was charged: the order was to be paid on delivery.");
    case "not_paid":
      return t("Nothing was charged: no payment had reached us for it.");
    case "hold_released":
      return t("The amount held for it has been released; nothing was charged.");
    case "refund":
      return t("We are refunding {amount} to {destination}. Banks usually show it within 5 to 7 working days; we will e-mail you once it is on its way.", {
        amount: rupees(payment.amount),
        destination: moneyDestinationText(payment.to, language),
      });
  }
}

export function orderCancelledEmail(input: OrderCancelledEmailInput): OutboxEmail {
  const language = input.language ?? "en";
  const t = emailTranslator(language);
  const number = input.number;
  const subject = t("Your order {number} has been cancelled", { number });
  // The store's reason is staff's own words, told as they wrote them.
  const opening = input.byCustomer
    ? t("As you asked, we have cancelled your order {number}.", { number })
    : t("We are sorry: we have had to cancel your order {number}. {reason}", { number, reason: input.reason.trim() });
  const track = trackOrderLink(input.origin, input.number, input.toAddress, language);
  const item = (line: OrderCancelledEmailInput["items"][number], times: string) => `${line.name} (${line.variantName}) ${times} ${line.quantity}`;
  const contents = t("What was in it:");
  const textBody = [
    greeting(input.firstName, language),
    "",
    opening,
    "",
    paymentLine(input.payment, (amount) => textRupees(amount, language), t, language),
    "",
    contents,
    ...input.items.map((line) => `- ${item(line, "x")}`),
    "",
    ...track.text,
    "",
    ...signatureLines(language),
  ].join("\n");
  const htmlBody = emailLayout({
    language,
    title: subject,
    preheader: opening,
    content: [
      paragraph(greeting(input.firstName, language)),
      paragraph(opening),
      paragraph(paymentLine(input.payment, formatRupees, t, language)),
      paragraph(contents),
      list(input.items.map((line) => item(line, "×"))),
      track.html,
      signOff(language),
    ],
  });
  return { kind: orderCancelledEmailKind, toAddress: input.toAddress, subject, textBody, htmlBody };
}
