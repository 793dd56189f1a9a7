// The e-mails a shopper gets as their return moves on: asked for, approved or refused, pickup
// booked, received, refunded. One template per step, each written to the outbox in the transaction
// of the step itself (decision 007): plain text, and HTML in the shared layout, with a link to
// Track Order, where the return's progress shows. Sent whatever the account's update settings say:
// a return is about the shopper's money.
import { formatRupees } from "../../app/lib/money";
import { deliverySlotText } from "../../app/lib/delivery-slots";
import { pickupDateText } from "../../app/lib/forms/return-schemas";
import { emailLayout, greeting, list, paragraph, signOff, type OutboxEmail, textSignature } from "./email-layout";
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
}

/** The few words each step needs: its subject and paragraphs, given how rupees are written. */
interface StepText {
  subject: string;
  lines: (rupees: (amount: number) => string) => string[];
}

function pickupText(input: ReturnEmailInput): string {
  const slot = deliverySlotText(input.pickupSlot);
  return slot ? `${pickupDateText(input.pickupDate)}, ${slot}` : pickupDateText(input.pickupDate);
}

/** Plain text has no ₹ in some mail clients' fonts; the HTML part shows the sign. */
const textRupees = (amount: number) => `Rs. ${amount.toLocaleString("en-IN")}`;

function composeReturnEmail(kind: string, input: ReturnEmailInput, step: StepText): OutboxEmail {
  const track = trackOrderLink(input.origin, input.number, input.toAddress);
  const items = input.items.map((item) => `${item.name} (${item.variantName}) x ${item.quantity}`);
  const textLines = step.lines(textRupees);
  const htmlLines = step.lines(formatRupees);
  const textBody = [
    greeting(input.firstName),
    "",
    ...textLines.flatMap((line) => [line, ""]),
    "Items in this return:",
    ...items.map((item) => `- ${item}`),
    "",
    ...track.text,
    "",
    ...textSignature,
  ].join("\n");
  const htmlBody = emailLayout({
    title: step.subject,
    preheader: htmlLines[0] ?? step.subject,
    content: [
      paragraph(greeting(input.firstName)),
      ...htmlLines.map((line) => paragraph(line)),
      paragraph("Items in this return:"),
      list(input.items.map((item) => `${item.name} (${item.variantName}) × ${item.quantity}`)),
      track.html,
      signOff(),
    ],
  });
  return { kind, toAddress: input.toAddress, subject: step.subject, textBody, htmlBody };
}

export function returnRequestedEmail(input: ReturnEmailInput): OutboxEmail {
  return composeReturnEmail(returnEmailKinds.requested, input, {
    subject: `We have your return request for order ${input.number}`,
    lines: (rupees) => [
      `We have received your request to return items from order ${input.number}. We will look at it within two working days and e-mail you.`,
      `The pickup you asked for: ${pickupText(input)}.`,
      `Once the items reach us, we refund ${rupees(input.amount)} to ${input.refundTo}.`,
    ],
  });
}

export function returnApprovedEmail(input: ReturnEmailInput): OutboxEmail {
  return composeReturnEmail(returnEmailKinds.approved, input, {
    subject: `Your return for order ${input.number} is approved`,
    lines: (rupees) => [
      `Good news: we have approved your return for order ${input.number}.`,
      `We will confirm the pickup (you asked for ${pickupText(input)}) in another e-mail. Please keep the items ready, in their packaging if you still have it.`,
      `Once they reach us, we refund ${rupees(input.amount)} to ${input.refundTo}.`,
    ],
  });
}

export function returnRejectedEmail(input: ReturnEmailInput & { reason: string }): OutboxEmail {
  return composeReturnEmail(returnEmailKinds.rejected, input, {
    subject: `We cannot accept your return for order ${input.number}`,
    lines: () => [
      `We are sorry: we cannot accept your return for order ${input.number}.`,
      `Why: ${input.reason.trim()}`,
      "If you think we have got it wrong, reply to this e-mail or call us, and we will look at it again.",
    ],
  });
}

export function returnPickupScheduledEmail(input: ReturnEmailInput): OutboxEmail {
  return composeReturnEmail(returnEmailKinds.pickup_scheduled, input, {
    subject: `Return pickup for order ${input.number}: ${pickupDateText(input.pickupDate)}`,
    lines: () => [
      `Our team will collect your return for order ${input.number} on ${pickupText(input)}.`,
      "They will call before they come. Please keep the items ready, in their packaging if you still have it; our team packs them if not.",
    ],
  });
}

export function returnReceivedEmail(input: ReturnEmailInput): OutboxEmail {
  return composeReturnEmail(returnEmailKinds.received, input, {
    subject: `We have received your return for order ${input.number}`,
    lines: (rupees) => [
      `Your returned items from order ${input.number} have reached us and have been checked.`,
      `We are refunding ${rupees(input.amount)} to ${input.refundTo}; we will e-mail you when it is on its way.`,
    ],
  });
}

export function returnRefundedEmail(input: ReturnEmailInput): OutboxEmail {
  return composeReturnEmail(returnEmailKinds.refunded, input, {
    subject: `Your refund for order ${input.number} has been issued`,
    lines: (rupees) => [
      `We have issued a refund of ${rupees(input.amount)} to ${input.refundTo} for the items you returned from order ${input.number}.`,
      "Banks usually show it within 5 to 7 working days.",
    ],
  });
}
