// A saved card as the profile and checkout show it, and the refusals of saving and choosing cards.
// A saved card is the payment gateway's token (RBI's card-on-file rules): the store keeps the
// token's id with the brand, last four digits, expiry and holder, never a number or CVV.
import { z } from "zod";
import type { GatewayCheckout } from "./gateway-payments";
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

/** A saved card as the shopper's own payment page pays it: the gateway's token goes to the gateway's script. */
export interface PayableSavedCard extends SavedCard {
  tokenId: string;
}

/** The shopper as the gateway's customer record names them (an AuthUser is one). */
export interface CardOwner {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

/** What a signed-in shopper's payment page needs to pay with saved cards or save a new one. */
export interface CardPaymentProfile {
  /** The shopper's customer at the gateway; null when it could not be reached (cards can then be neither saved nor used). */
  customerId: string | null;
  cards: PayableSavedCard[];
}

/** Add New Card: the one-rupee payment that checks and saves the card, opened with the gateway's script. */
export type CardCheckCheckout = Omit<GatewayCheckout, "orderNumber" | "expiresAt"> & { customerId: string };

/** The store's answer to POST /api/db/saved-cards/checks, as the profile page reads it. */
export const cardCheckCheckoutSchema = z.object({
  gateway: z.string(),
  scriptUrl: z.string(),
  keyId: z.string(),
  gatewayOrderId: z.string(),
  amountPaise: z.number().int().positive(),
  currency: z.literal("INR"),
  customerId: z.string(),
}) satisfies z.ZodType<CardCheckCheckout>;

export type SavedCardErrorCode =
  | "not_found"
  | "default_card"
  | "too_many"
  | "duplicate"
  | "card_refused"
  | "not_saved"
  | "signature_invalid"
  | "gateway_unavailable";

/** The HTTP status of each refusal, for the API and the pages alike. */
export const savedCardErrorStatus = {
  not_found: 404,
  default_card: 409,
  too_many: 409,
  duplicate: 409,
  // The gateway refused the card (declined, expired…): the shopper can use another.
  card_refused: 422,
  not_saved: 422,
  signature_invalid: 400,
  gateway_unavailable: 503,
} as const satisfies Record<SavedCardErrorCode, RefusalStatus>;

/** A refusal the shopper can act on; pages show `message` as it is. */
export class SavedCardError extends Refusal<SavedCardErrorCode> {
  constructor(code: SavedCardErrorCode, message: string) {
    super(savedCardErrorStatus, code, message);
    this.name = "SavedCardError";
  }
}
