// The e-mail a shopper gets when a refund has been paid (through the payment provider, or by the
// store to their UPI ID or bank account for cash on delivery), written to the outbox in the
// transaction that marks the refund processed (decision 007).
import { formatRupees } from "../../app/lib/money";
import { detailTable, emailLayout, greeting, paragraph, signOff, type OutboxEmail, textSignature } from "./email-layout";

export const refundEmailKind = "refund_processed";

export interface RefundEmailInput {
  number: string;
  firstName: string;
  toAddress: string;
  amount: number;
  /** Where it went: "your card ending 1111", "your UPI ID asha@okicici", "your bank account ending 4321". */
  to: string;
  /** The provider's refund id or the payout's UTR, for the shopper's bank. */
  reference: string;
  creditNoteNumber: string | null;
  /** A cancellation's refund or a return's. */
  forReturn: boolean;
}

export function refundEmail(input: RefundEmailInput): OutboxEmail {
  const subject = `Your refund for order ${input.number} is on its way`;
  const textRupees = `Rs. ${input.amount.toLocaleString("en-IN")}`;
  const why = input.forReturn ? "for the items you returned" : "for your cancelled order";
  const opening = (rupees: string) => `We have refunded ${rupees} ${why} ${input.number} to ${input.to}.`;
  const timing = "Banks usually show it within 5 to 7 working days. If it has not arrived by then, quote the reference below to your bank.";
  const textBody = [
    greeting(input.firstName),
    "",
    opening(textRupees),
    timing,
    "",
    `Refund reference: ${input.reference}`,
    ...(input.creditNoteNumber ? [`Credit note: ${input.creditNoteNumber}`] : []),
    "",
    ...textSignature,
  ].join("\n");
  const htmlBody = emailLayout({
    title: subject,
    preheader: opening(formatRupees(input.amount)),
    content: [
      paragraph(greeting(input.firstName)),
      paragraph(opening(formatRupees(input.amount)), timing),
      detailTable([
        { label: "Refund reference", value: input.reference },
        ...(input.creditNoteNumber ? [{ label: "Credit note", value: input.creditNoteNumber }] : []),
        { label: "Amount", value: formatRupees(input.amount), strong: true },
      ]),
      signOff(),
    ],
  });
  return { kind: refundEmailKind, toAddress: input.toAddress, subject, textBody, htmlBody };
}
