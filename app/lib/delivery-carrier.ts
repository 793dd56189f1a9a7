// How a shipped order travels when staff name no courier. The timeline keeps the English words;
// pages and e-mails show them in their reader's language, and a courier's own name as written.
import { msg } from "../i18n/msg";
import type { Translate } from "../i18n/use-t";

export const defaultDeliveryType = msg("Standard Delivery");

/** A carrier as a reader sees it: the store's default in their language, a courier's name as staff wrote it. */
export function carrierName(carrier: string, t: Translate): string {
  return carrier === defaultDeliveryType ? t(defaultDeliveryType) : carrier;
}
