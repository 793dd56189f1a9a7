// Promo codes as the back office shows and changes them, and how the promotion service refuses.
import { Refusal, type RefusalStatus } from "./refusal";

export const promotionKinds = ["percent", "flat"] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** Where a code stands now, worked out on the server from its switch, dates and uses. */
export const promotionStates = ["live", "scheduled", "ended", "used_up", "off"] as const;
export type PromotionState = (typeof promotionStates)[number];

export const promotionStateLabels: Record<PromotionState, string> = {
  live: "Live",
  scheduled: "Scheduled",
  ended: "Ended",
  used_up: "Used up",
  off: "Switched off",
};

export interface PromotionView {
  code: string;
  kind: PromotionKind;
  /** Percent (1–100) or rupees, as kind says. */
  value: number;
  minSubtotal: number;
  /** ISO date-times; null: from now on, or for ever. */
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerShopper: number | null;
  firstOrderOnly: boolean;
  active: boolean;
  /** Orders placed with the code. */
  uses: number;
  state: PromotionState;
  createdAt: string;
  updatedAt: string;
}

export type PromotionErrorCode = "not_found" | "duplicate" | "invalid_request";

export const promotionErrorStatus = {
  not_found: 404,
  duplicate: 409,
  invalid_request: 422,
} as const satisfies Record<PromotionErrorCode, RefusalStatus>;

export class PromotionError extends Refusal<PromotionErrorCode> {
  constructor(code: PromotionErrorCode, message: string) {
    super(promotionErrorStatus, code, message);
    this.name = "PromotionError";
  }
}

export const promotionErrorMessages = {
  notFound: "No promo code has that name.",
  duplicate: (code: string) => `The promo code ${code} already exists. Choose another code, or edit that one.`,
} as const;
