// The test gateway's documented cards (docs/payments.md, Test cards) and the words a shopper reads
// when a payment fails: one list, which the gateway, the docs' table and the tests all read.
import type { CardBrand } from "../../app/lib/card-number";

export type TestCardOutcome = "approved" | "declined" | "insufficient_funds" | "invalid_card";

export type TestCard = {
  /** As a shopper types it, grouped in fours. */
  readonly number: string;
  readonly brand: CardBrand;
  readonly outcome: TestCardOutcome;
  readonly description: string;
};

/** Any future expiry and any 3- or 4-digit CVV work with them. */
export const testCards = [
  { number: "4111 1111 1111 1111", brand: "visa", outcome: "approved", description: "Visa, approved" },
  { number: "5555 5555 5555 4444", brand: "mastercard", outcome: "approved", description: "Mastercard, approved" },
  { number: "6522 0000 0000 0006", brand: "rupay", outcome: "approved", description: "RuPay, approved" },
  { number: "4000 0000 0000 0002", brand: "visa", outcome: "declined", description: "Declined by the bank" },
  { number: "4000 0000 0000 9995", brand: "visa", outcome: "insufficient_funds", description: "Insufficient funds" },
  { number: "4111 1111 1111 1112", brand: "visa", outcome: "invalid_card", description: "Fails the Luhn check" },
] as const satisfies readonly TestCard[];

/** What the shopper reads when a payment fails, as the gateway's `description`. */
export const paymentMessages = {
  declined: "Your card was declined. Please use another card.",
  insufficientFunds: "Your card has insufficient funds. Please use another card.",
  invalidCard: "Your card number is not valid. Please check it and try again.",
  invalidExpiry: "Your card's expiry date is not valid. Please check it and try again.",
  invalidCvv: "Your card's CVV is not valid. Please check it and try again.",
  expiredCard: "Your card has expired.",
  upiDeclined: "Your UPI payment was declined. Please try again or choose another payment method.",
  savedCardUnusable: "This saved card can no longer be charged. Please choose another card.",
} as const;
