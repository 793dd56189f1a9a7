// The checkout's card, handed to the Pay page that opens once the order is placed: a new card (and
// whether to save it) or a saved card's id with its CVV. In this tab's memory only (never storage,
// a URL or the store), taken once, and dropped when the checkout gets an answer instead of the Pay page.
import type { BrowserCard } from "../checkout/checkout-state";

export interface HandedCard {
  card: BrowserCard;
  /** The saved card chosen (its CVV is `card.savedCardCvv`); null for the new card typed. */
  savedCardId: number | null;
}

let handed: HandedCard | null = null;

export function handCardOver(card: BrowserCard, savedCardId: number | null): void {
  handed = { card: { ...card }, savedCardId };
}

export function dropHandedCard(): void {
  handed = null;
}

/** The card the checkout handed over, once; null when there is none. */
export function takeHandedCard(): HandedCard | null {
  const taken = handed;
  handed = null;
  return taken;
}
