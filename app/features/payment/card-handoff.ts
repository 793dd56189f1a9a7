// The checkout's new card, handed to the Pay page that opens once the order is placed: in this
// tab's memory only (never storage, a URL or the store), taken once, and dropped when the checkout
// gets an answer instead of the Pay page.
export interface HandedCard {
  cardNumber: string;
  cardExpiry: string;
  cardCvv: string;
  cardHolder: string;
}

let handed: HandedCard | null = null;

export function handCardOver(card: HandedCard): void {
  handed = { ...card };
}

export function dropHandedCard(): void {
  handed = null;
}

/** The card the checkout handed over, once; null when there is none. */
export function takeHandedCard(): HandedCard | null {
  const card = handed;
  handed = null;
  return card;
}
