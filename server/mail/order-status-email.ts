// The e-mail a shopper gets when their order moves on (confirmed, shipped, delivered), written to
// the outbox in the same transaction as the move (decision 007): plain text, and HTML in the shared
// layout. It links to Track Order for the order; a guest is never sent to an account they lack.
// Packing is the warehouse's step and sends nothing; the shipped e-mail names the courier and its
// tracking number when staff gave them.
import type { Language } from "../../app/i18n/language";
import type { Translate } from "../../app/i18n/use-t";
import { emailDate, emailLayout, emailTranslator, greeting, list, paragraph, signatureLines, signOff, smallPrint, type OutboxEmail } from "./email-layout";
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
  /** The order's language (English when left out); `trackingMessage` comes already in it. */
  language?: Language;
}

export const orderStatusEmailKind = "order_status";

function promiseText(from: string | null, to: string | null, language: Language, t: Translate): string | null {
  if (!from || !to) return null;
  const first = emailDate(from, language);
  const last = emailDate(to, language);
  return from === to ? first : t("{first} to {last}", { first, last });
}

/** Who brings the order and how to follow it with them, as far as staff said; null when they did not. */
function shipmentLine(courier: string | null | undefined, trackingNumber: string | null | undefined, t: Translate): string | null {
  if (courier && trackingNumber) return t("{courier} is bringing it: follow it on their website with the tracking number {number}.", { courier, number: trackingNumber });
  if (courier) return t("{courier} is bringing it.", { courier });
  if (trackingNumber) return t("Its tracking number is {number}.", { number: trackingNumber });
  return null;
}

export function orderStatusEmail(input: OrderStatusEmailInput): OutboxEmail {
  const language = input.language ?? "en";
  const t = emailTranslator(language);
  const number = input.number;
  const promise = promiseText(input.promisedFrom, input.promisedTo, language, t);
  const shipment = shipmentLine(input.courier, input.trackingNumber, t);
  const headline: Record<OrderStatusEmailStatus, { subject: string; lines: string[] }> = {
    confirmed: {
      subject: t("Your order {number} has been confirmed", { number }),
      lines: [t("We have confirmed your order {number} and are getting it ready. We will e-mail you again when it ships.", { number })],
    },
    shipped: {
      subject: t("Your order {number} has shipped", { number }),
      lines: [
        t("Your order {number} is on its way.", { number }),
        ...(shipment ? [shipment] : []),
        ...(promise ? [t("It should reach you {when}.", { when: promise })] : []),
        t("Our delivery team will call before they come, and assemble your furniture at no charge."),
      ],
    },
    delivered: {
      subject: t("Your order {number} has been delivered", { number }),
      lines: [
        t("Your order {number} has been delivered. We hope it makes your home even better.", { number }),
        // Reviews are written in the account; a guest's order has none to send them to.
        ...(input.hasAccount ? [t("How did we do? You can review each item under Orders in your profile.")] : []),
      ],
    },
  };
  const { subject, lines } = headline[input.status];
  const track = trackOrderLink(input.origin, input.number, input.toAddress, language);
  const status = t("Status: {message}", { message: input.trackingMessage });
  const item = (line: OrderStatusEmailInput["items"][number], times: string) => `${line.name} (${line.variantName}) ${times} ${line.quantity}`;
  const turnOff = t("You can turn off order update e-mails under Settings in your profile.");
  const textBody = [
    greeting(input.firstName, language),
    "",
    ...lines,
    "",
    status,
    ...input.items.map((line) => `- ${item(line, "x")}`),
    "",
    ...track.text,
    "",
    ...signatureLines(language),
    ...(input.hasAccount ? ["", turnOff] : []),
  ].join("\n");
  const htmlBody = emailLayout({
    language,
    title: subject,
    preheader: lines[0] ?? subject,
    content: [
      paragraph(greeting(input.firstName, language)),
      ...lines.map((line) => paragraph(line)),
      paragraph(status),
      list(input.items.map((line) => item(line, "×"))),
      track.html,
      signOff(language),
      ...(input.hasAccount ? [smallPrint(turnOff)] : []),
    ],
  });
  return { kind: orderStatusEmailKind, toAddress: input.toAddress, subject, textBody, htmlBody };
}
