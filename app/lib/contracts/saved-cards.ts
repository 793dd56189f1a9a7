// A saved card as the profile and checkout show it (the provider's token stays on the server),
// and the refusals of saving and choosing cards.
import { Refusal, type RefusalStatus } from "./refusal";

export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  isDefault: boolean;
}

export type SavedCardErrorCode = "not_found" | "default_card" | "too_many" | "duplicate" | PaymentDeclineCode;

/** The HTTP status of each refusal, for the API and the pages alike. */
export const savedCardErrorStatus = {
  not_found: 404,
  default_card: 409,
  too_many: 409,
  duplicate: 409,
  // The payment provider refused to tokenize the card: the shopper can use another.
  declined: 422,
  insufficient_funds: 422,
  invalid_card: 422,
  expired_card: 422,
} as const satisfies Record<SavedCardErrorCode, RefusalStatus>;

/** A refusal the shopper can act on; pages show `message` as it is. */
export class SavedCardError extends Refusal<SavedCardErrorCode> {
  constructor(code: SavedCardErrorCode, message: string) {
    super(savedCardErrorStatus, code, message);
    this.name = "SavedCardError";
  }
}

export type PaymentDeclineCode = "declined" | "insufficient_funds" | "invalid_card" | "expired_card";
