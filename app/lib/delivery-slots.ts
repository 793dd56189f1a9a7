// The delivery slot a shopper chooses at checkout when our fitters come to assemble the order:
// morning, afternoon or evening. Browser-safe: the checkout form, the API's checks and
// every page that shows an order read these names and words.

import { msg } from "../i18n/msg";

export const deliverySlots = ["morning", "afternoon", "evening"] as const;
export type DeliverySlot = (typeof deliverySlots)[number];

export const deliverySlotLabels: Record<DeliverySlot, string> = {
  morning: msg("Morning (9 am – 1 pm)"),
  afternoon: msg("Afternoon (1 pm – 5 pm)"),
  evening: msg("Evening (5 pm – 9 pm)"),
};

export function isDeliverySlot(value: unknown): value is DeliverySlot {
  return typeof value === "string" && (deliverySlots as readonly string[]).includes(value);
}

export const deliverySlotMessages = {
  required: msg("Please choose a delivery slot"),
} as const;

/** "Morning (9 am – 1 pm)", or null for an order without a slot (or one the store no longer knows). */
export function deliverySlotText(slot: string | null): string | null {
  return isDeliverySlot(slot) ? deliverySlotLabels[slot] : null;
}
