// The checkout's new card, handed to the Pay page that opens once the order is placed: in this
// tab's memory only (never storage, a URL or the store), taken once, and dropped when the checkout
// gets an answer instead of the Pay page.
import type { BrowserCard } from "../checkout/checkout-state";

let handed: BrowserCard | null = null;

export function handCardOver(card: BrowserCard): void {
  handed = { ...card };
}

export function dropHandedCard(): void {
  handed = null;
}

/** The card the checkout handed over, once; null when there is none. */
export function takeHandedCard(): BrowserCard | null {
  const card = handed;
  handed = null;
  return card;
}
