// What every payment gateway the store can use implements (docs/payments.md). The order service
// talks only to this interface, so the built-in test provider and a real gateway are interchangeable.
// A request carries the card number and CVV only on their way to the gateway: nothing that receives
// a PaymentRequest may store or log it; an outcome carries only the brand and last four digits.
export type PaymentDeclineCode = "declined" | "insufficient_funds" | "invalid_card" | "expired_card";

export type PaymentRequest =
  | {
      method: "card";
      /** Integer rupees. */
      amount: number;
      orderReference: string;
      card: { number: string; expiryMonth: number; expiryYear: number; cvv: string; holderName: string };
    }
  | {
      /** A saved card, charged by the token the provider gave when it was saved (saveCard). */
      method: "card_token";
      amount: number;
      orderReference: string;
      token: string;
      /** The expiry the store kept with the token, so an expired card is refused plainly. */
      expiryMonth: number;
      expiryYear: number;
      /** Asked of the shopper only when `savedCardNeedsCvv`; passed on, never kept. */
      cvv: string | null;
    }
  | { method: "upi"; amount: number; orderReference: string; upiId: string }
  | { method: "cod"; amount: number; orderReference: string };


export type PaymentOutcome =
  | {
      ok: true;
      status: "authorized" | "pending";
      reference: string;
      cardBrand: string | null;
      cardLast4: string | null;
    }
  | { ok: false; code: PaymentDeclineCode; /** Shown to the shopper as is. */ message: string };

/** A card to keep for later payments: the provider answers with a token standing for it. */
export interface SaveCardRequest {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  holderName: string;
}

export type SaveCardOutcome =
  | { ok: true; /** The provider's token for the card; the only thing the store can charge it by. */ token: string; brand: string; last4: string }
  | { ok: false; code: PaymentDeclineCode; /** Shown to the shopper as is. */ message: string };

/** Money given back on a captured payment (a cancellation, a return). Integer rupees. */
export interface RefundRequest {
  /** The payment's reference, as authorize answered it. */
  reference: string;
  amount: number;
  /** The store's key for this one refund: asked again with it, the provider answers the first refund and pays nothing more. */
  idempotencyKey: string;
}

export type RefundOutcome =
  | { ok: true; /** The provider's id of the refund. */ refundReference: string }
  | { ok: false; /** Why it was refused, for staff (the refund stays failed, to try again). */ message: string };

export interface PaymentProvider {
  readonly name: string;
  /**
   * Whether charging a saved card needs the shopper to type its CVV again (most Indian card
   * networks ask for it); checkout shows the CVV field for a saved card only when true.
   */
  readonly savedCardNeedsCvv: boolean;
  /** Reserve the amount (card/UPI) or register a pay-on-delivery (cod: status "pending"). */
  authorize(request: PaymentRequest): Promise<PaymentOutcome>;
  /** Take the reserved money once the order exists. */
  capture(reference: string): Promise<void>;
  /** Release an authorization when the order could not be created (e.g. out of stock). */
  voidAuthorization(reference: string): Promise<void>;
  /**
   * Give back part or all of a captured payment. The same idempotency key never refunds twice (the
   * first refund is answered again), and the refunds of a payment never add up to more than was
   * captured. A refusal is an answer; a rejected promise means the provider could not be asked
   * (the refund stays pending and is asked again under the same key).
   */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Check a card and tokenize it for "Saved Cards": the number and CVV go no further than this call. */
  saveCard(card: SaveCardRequest): Promise<SaveCardOutcome>;
}
