// The e-mail a shopper gets when their order moves on (confirmed, shipped, delivered), written to
// the outbox in the same transaction as the move (decision 007): plain text, and HTML in the shared
// layout. It links to Track Order for the order; a guest is never sent to an account they lack.
// Packing is the warehouse's step and sends nothing; the shipped e-mail names the courier and its
// tracking number when staff gave them.
import { emailLayout, greeting, list, paragraph, signOff, smallPrint, type OutboxEmail, textSignature } from "./email-layout";
import { trackOrderLink } from "./track-order-link";

export type OrderStatusEmailStatus = "confirmed" | "shipped" | "delivered";

export interface OrderStatusEmailInput {
  status: OrderStatusEmailStatus;
  number: string;
  firstName: string;
  toAddress: string;
  /** The tracking message recorded for this step (spec §4). */
  trackingMessage: string;
  items: readonly { name: string; variantName: string; quantity: number }[];
  /** The delivery promise made at checkout (YYYY-MM-DD, India), when there was one. */
  promisedFrom: string | null;
  promisedTo: string | null;
  /** Who carries a shipped order and its tracking number, when staff gave them. */
  courier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
  /** Whether the shopper has an account (its settings can turn these e-mails off). */
  hasAccount: boolean;
  /** The store's public address (PUBLIC_ORIGIN) for the tracking link; null names the page instead. */
  origin: string | null;
}

export const orderStatusEmailKind = "order_status";

const promiseDate = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

function promiseText(from: string | null, to: string | null): string | null {
  if (!from || !to) return null;
  const first = promiseDate.format(new Date(`${from}T00:00:00Z`));
  const last = promiseDate.format(new Date(`${to}T00:00:00Z`));
  return from === to ? first : `${first} to ${last}`;
}

/** Who brings the order and how to follow it with them, as far as staff said; null when they did not. */
function shipmentLine(courier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  if (courier && trackingNumber) return `${courier} is bringing it: follow it on their website with the tracking number ${trackingNumber}.`;
  if (courier) return `${courier} is bringing it.`;
  if (trackingNumber) return `Its tracking number is ${trackingNumber}.`;
  return null;
}

export function orderStatusEmail(input: OrderStatusEmailInput): OutboxEmail {
  const promise = promiseText(input.promisedFrom, input.promisedTo);
  const shipment = shipmentLine(input.courier, input.trackingNumber);
  const headline: Record<OrderStatusEmailStatus, { subject: string; lines: string[] }> = {
    confirmed: {
      subject: `Your order ${input.number} has been confirmed`,
      lines: [`We have confirmed your order ${input.number} and are getting it ready. We will e-mail you again when it ships.`],
    },
    shipped: {
      subject: `Your order ${input.number} has shipped`,
      lines: [
        `Your order ${input.number} is on its way.`,
        ...(shipment ? [shipment] : []),
        ...(promise ? [`It should reach you ${promise}.`] : []),
        "Our delivery team will call before they come, and assemble your furniture at no charge.",
      ],
    },
    delivered: {
      subject: `Your order ${input.number} has been delivered`,
      lines: [
        `Your order ${input.number} has been delivered. We hope it makes your home even better.`,
        // Reviews are written in the account; a guest's order has none to send them to.
        ...(input.hasAccount ? ["How did we do? You can review each item under Orders in your profile."] : []),
      ],
    },
  };
  const { subject, lines } = headline[input.status];
  const track = trackOrderLink(input.origin, input.number, input.toAddress);
  const textBody = [
    greeting(input.firstName),
    "",
    ...lines,
    "",
    `Status: ${input.trackingMessage}`,
    ...input.items.map((item) => `- ${item.name} (${item.variantName}) x ${item.quantity}`),
    "",
    ...track.text,
    "",
    ...textSignature,
    ...(input.hasAccount ? ["", "You can turn off order update e-mails under Settings in your profile."] : []),
  ].join("\n");
  const htmlBody = emailLayout({
    title: subject,
    preheader: lines[0] ?? subject,
    content: [
      paragraph(greeting(input.firstName)),
      ...lines.map((line) => paragraph(line)),
      paragraph(`Status: ${input.trackingMessage}`),
      list(input.items.map((item) => `${item.name} (${item.variantName}) × ${item.quantity}`)),
      track.html,
      signOff(),
      ...(input.hasAccount ? [smallPrint("You can turn off order update e-mails under Settings in your profile.")] : []),
    ],
  });
  return { kind: orderStatusEmailKind, toAddress: input.toAddress, subject, textBody, htmlBody };
}
