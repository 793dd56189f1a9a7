// The e-mails a shopper gets as their return moves on: asked for, approved or refused, pickup
// booked, received, refunded. One template per step, each written to the outbox in the transaction
// of the step itself (decision 007): plain text, and HTML in the shared layout, with a link to
// Track Order, where the return's progress shows. Sent whatever the account's update settings say:
// a return is about the shopper's money.
import { languageTags, type Language } from "../../app/i18n/language";
import type { Translate } from "../../app/i18n/use-t";
import { formatRupees } from "../../app/lib/money";
import { deliverySlotText } from "../../app/lib/delivery-slots";
import { pickupDateText } from "../../app/lib/forms/return-schemas";
import { emailLayout, emailTranslator, greeting, list, paragraph, signatureLines, signOff, textRupees, type OutboxEmail } from "./email-layout";
import { moneyDestinationText } from "./money-destination";
import { trackOrderLink } from "./track-order-link";

export const returnEmailKinds = {
  requested: "return_requested",
  approved: "return_approved",
  rejected: "return_rejected",
  pickup_scheduled: "return_pickup_scheduled",
  received: "return_received",
  refunded: "return_refunded",
} as const;

export type ReturnEmailStep = keyof typeof returnEmailKinds;

export interface ReturnEmailInput {
  number: string;
  firstName: string;
  toAddress: string;
  items: readonly { name: string; variantName: string; quantity: number }[];
  /** The pickup (YYYY-MM-DD, India) and its slot, as they stand at this step. */
  pickupDate: string;
  pickupSlot: string;
  /** What the refund is (or will be), in rupees. */
  amount: number;
  /** Where it goes: "the card or UPI account you paid with", "your UPI ID asha@okicici", "your bank account ending 4321". */
  refundTo: string;
  /** The store's public address for the tracking link; null names the page instead. */
  origin: string | null;
  /** The order's language (English when left out). */
  language?: Language;
}

/** The few words each step needs: its subject and paragraphs, given how rupees are written. */
interface StepText {
  subject: string;
  lines: (rupees: (amount: number) => string) => string[];
}

/** What a step's words are made of, in the order's language. */
interface StepWords {
  t: Translate;
  number: string;
  /** The pickup's date (and slot) as the shopper reads it. */
  pickup: string;
  pickupDate: string;
  /** Where the refund goes. */
  refundTo: string;
}

function stepWords(input: ReturnEmailInput): StepWords {
  const language = input.language ?? "en";
  const t = emailTranslator(language);
  const pickupDate = pickupDateText(input.pickupDate, languageTags[language]);
  const slotLabel = deliverySlotText(input.pickupSlot);
  return {
    t,
    number: input.number,
    pickup: slotLabel ? `${pickupDate}, ${t(slotLabel)}` : pickupDate,
    pickupDate,
    refundTo: moneyDestinationText(input.refundTo, language),
  };
}

function composeReturnEmail(kind: string, input: ReturnEmailInput, step: StepText): OutboxEmail {
  const language = input.language ?? "en";
  const t = emailTranslator(language);
  const track = trackOrderLink(input.origin, input.number, input.toAddress, language);
  const item = (line: ReturnEmailInput["items"][number], times: string) => `${line.name} (${line.variantName}) ${times} ${line.quantity}`;
  const textLines = step.lines((amount) => textRupees(amount, language));
  const htmlLines = step.lines(formatRupees);
  const contents = t("Items in this return:");
  const textBody = [
    greeting(input.firstName, language),
    "",
    ...textLines.flatMap((line) => [line, ""]),
    contents,
    ...input.items.map((line) => `- ${item(line, "x")}`),
    "",
    ...track.text,
    "",
    ...signatureLines(language),
  ].join("\n");
  const htmlBody = emailLayout({
    language,
    title: step.subject,
    preheader: htmlLines[0] ?? step.subject,
    content: [
      paragraph(greeting(input.firstName, language)),
      ...htmlLines.map((line) => paragraph(line)),
      paragraph(contents),
      list(input.items.map((line) => item(line, "×"))),
      track.html,
      signOff(language),
    ],
  });
  return { kind, toAddress: input.toAddress, subject: step.subject, textBody, htmlBody };
}

export function returnRequestedEmail(input: ReturnEmailInput): OutboxEmail {
  const { t, number, pickup, refundTo } = stepWords(input);
  return composeReturnEmail(returnEmailKinds.requested, input, {
    subject: t("We have your return request for order {number}", { number }),
    lines: (rupees) => [
      t("We have received your request to return items from order {number}. We will look at it within two working days and e-mail you.", { number }),
      t("The pickup you asked for: {pickup}.", { pickup }),
      t("Once the items reach us, we refund {amount} to {destination}.", { amount: rupees(input.amount), destination: refundTo }),
    ],
  });
}

export function returnApprovedEmail(input: ReturnEmailInput): OutboxEmail {
  const { t, number, pickup, refundTo } = stepWords(input);
  return composeReturnEmail(returnEmailKinds.approved, input, {
    subject: t("Your return for order {number} is approved", { number }),
    lines: (rupees) => [
      t("Good news: we have approved your return for order {number}.", { number }),
      t("We will confirm the pickup (you asked for {pickup}) in another e-mail. Please keep the items ready, in their packaging if you still have it.", { pickup }),
      t("Once they reach us, we refund {amount} to {destination}.", { amount: rupees(input.amount), destination: refundTo }),
    ],
  });
}

export function returnRejectedEmail(input: ReturnEmailInput & { reason: string }): OutboxEmail {
  const { t, number } = stepWords(input);
  return composeReturnEmail(returnEmailKinds.rejected, input, {
    subject: t("We cannot accept your return for order {number}", { number }),
    lines: () => [
      t("We are sorry: we cannot accept your return for order {number}.", { number }),
      t("Why: {reason}", { reason: input.reason.trim() }),
      t("If you think we have got it wrong, reply to this e-mail or call us, and we will look at it again."),
    ],
  });
}

export function returnPickupScheduledEmail(input: ReturnEmailInput): OutboxEmail {
  const { t, number, pickup, pickupDate } = stepWords(input);
  return composeReturnEmail(returnEmailKinds.pickup_scheduled, input, {
    subject: t("Return pickup for order {number}: {date}", { number, date: pickupDate }),
    lines: () => [
      t("Our team will collect your return for order {number} on {pickup}.", { number, pickup }),
      t("They will call before they come. Please keep the items ready, in their packaging if you still have it; our team packs them if not."),
    ],
  });
}

export function returnReceivedEmail(input: ReturnEmailInput): OutboxEmail {
  const { t, number, refundTo } = stepWords(input);
  return composeReturnEmail(returnEmailKinds.received, input, {
    subject: t("We have received your return for order {number}", { number }),
    lines: (rupees) => [
      t("Your returned items from order {number} have reached us and have been checked.", { number }),
      t("We are refunding {amount} to {destination}; we will e-mail you when it is on its way.", { amount: rupees(input.amount), destination: refundTo }),
    ],
  });
}

export function returnRefundedEmail(input: ReturnEmailInput): OutboxEmail {
  const { t, number, refundTo } = stepWords(input);
  return composeReturnEmail(returnEmailKinds.refunded, input, {
    subject: t("Your refund for order {number} has been issued", { number }),
    lines: (rupees) => [
      t("We have issued a refund of {amount} to {destination} for the items you returned from order {number}.", { amount: rupees(input.amount), destination: refundTo, number }),
      t("Banks usually show it within 5 to 7 working days."),
    ],
  });
}
