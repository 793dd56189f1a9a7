// The e-mail a shopper gets when their order moves on (confirmed, shipped, delivered), written to
// the outbox in the same transaction as the move (decision 007): plain text, and HTML in the shared
// layout. The shop's pages are named rather than linked, as the service knows no origin.
import { site } from "../../app/lib/site";
import { emailLayout, list, paragraph, smallPrint, type OutboxEmail, textSignature } from "./email-layout";

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
  /** Whether the shopper has an account (its settings can turn these e-mails off). */
  hasAccount: boolean;
}

export const orderStatusEmailKind = "order_status";

const promiseDate = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

function promiseText(from: string | null, to: string | null): string | null {
  if (!from || !to) return null;
  const first = promiseDate.format(new Date(`${from}T00:00:00Z`));
  const last = promiseDate.format(new Date(`${to}T00:00:00Z`));
  return from === to ? first : `${first} to ${last}`;
}

export function orderStatusEmail(input: OrderStatusEmailInput): OutboxEmail {
  const promise = promiseText(input.promisedFrom, input.promisedTo);
  const headline: Record<OrderStatusEmailStatus, { subject: string; lines: string[] }> = {
    confirmed: {
      subject: `Your order ${input.number} has been confirmed`,
      lines: [`We have confirmed your order ${input.number} and are getting it ready. We will e-mail you again when it ships.`],
    },
    shipped: {
      subject: `Your order ${input.number} has shipped`,
      lines: [
        `Your order ${input.number} is on its way.`,
        ...(promise ? [`It should reach you ${promise}.`] : []),
        "Our delivery team will call before they come, and assemble your furniture at no charge.",
      ],
    },
    delivered: {
      subject: `Your order ${input.number} has been delivered`,
      lines: [
        `Your order ${input.number} has been delivered. We hope it makes your home even better.`,
        "How did we do? You can review each item under Orders in your profile.",
      ],
    },
  };
  const { subject, lines } = headline[input.status];
  const textBody = [
    `Hello ${input.firstName},`,
    "",
    ...lines,
    "",
    `Status: ${input.trackingMessage}`,
    ...input.items.map((item) => `- ${item.name} (${item.variantName}) x ${item.quantity}`),
    "",
    `Track it any time on the Track Order page of ${site.name} with your order number and this e-mail address.`,
    "",
    ...textSignature,
    ...(input.hasAccount ? ["", "You can turn off order update e-mails under Settings in your profile."] : []),
  ].join("\n");
  const htmlBody = emailLayout({
    title: subject,
    preheader: lines[0] ?? subject,
    content: [
      paragraph(`Hello ${input.firstName},`),
      ...lines.map((line) => paragraph(line)),
      paragraph(`Status: ${input.trackingMessage}`),
      list(input.items.map((item) => `${item.name} (${item.variantName}) × ${item.quantity}`)),
      paragraph(`Track it any time on the Track Order page of ${site.name} with your order number and this e-mail address.`),
      paragraph(`Team ${site.name}`),
      ...(input.hasAccount ? [smallPrint("You can turn off order update e-mails under Settings in your profile.")] : []),
    ],
  });
  return { kind: orderStatusEmailKind, toAddress: input.toAddress, subject, textBody, htmlBody };
}
