// The e-mail a shopper gets when a refund has been paid (through the payment provider, or by the
// store to their UPI ID or bank account for cash on delivery), written to the outbox in the
// transaction that marks the refund processed (decision 007).
import type { Language } from "../../app/i18n/language";
import { formatRupees } from "../../app/lib/money";
import { detailTable, emailLayout, emailTranslator, greeting, paragraph, signatureLines, signOff, textRupees, type OutboxEmail } from "./email-layout";
import { moneyDestinationText } from "./money-destination";

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
  /** The order's language (English when left out). */
  language?: Language;
}

export function refundEmail(input: RefundEmailInput): OutboxEmail {
  const language = input.language ?? "en";
  const t = emailTranslator(language);
  const number = input.number;
  const subject = t("Your refund for order {number} is on its way", { number });
  const destination = moneyDestinationText(input.to, language);
  const opening = (amount: string) =>
    input.forReturn
      ? t("We have refunded {amount} for the items you returned {number} to {destination}.", { amount, number, destination })
      : t("We have refunded {amount} for your cancelled order {number} to {destination}.", { amount, number, destination });
  const timing = t("Banks usually show it within 5 to 7 working days. If it has not arrived by then, quote the reference below to your bank.");
  const textBody = [
    greeting(input.firstName, language),
    "",
    opening(textRupees(input.amount, language)),
    timing,
    "",
    t("Refund reference: {reference}", { reference: input.reference }),
    ...(input.creditNoteNumber ? [t("Credit note: {number}", { number: input.creditNoteNumber })] : []),
    "",
    ...signatureLines(language),
  ].join("\n");
  const htmlBody = emailLayout({
    language,
    title: subject,
    preheader: opening(formatRupees(input.amount)),
    content: [
      paragraph(greeting(input.firstName, language)),
      paragraph(opening(formatRupees(input.amount)), timing),
      detailTable([
        { label: t("Refund reference"), value: input.reference },
        ...(input.creditNoteNumber ? [{ label: t("Credit note"), value: input.creditNoteNumber }] : []),
        { label: t("Amount"), value: formatRupees(input.amount), strong: true },
      ]),
      signOff(language),
    ],
  });
  return { kind: refundEmailKind, toAddress: input.toAddress, subject, textBody, htmlBody };
}
