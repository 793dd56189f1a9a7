// The cart as the shop's pages and the JSON API show it, and how the cart service refuses a change.
import { Refusal, type RefusalStatus } from "./refusal";

/** The cart as the API of spec §7 answers it (snake_case, as the spec's client reads it). */
export interface CartView {
  items: {
    id: number;
    product: { id: number; name: string; primary_image: { url: string } | null };
    variant: { id: number; type: string; name: string };
    price: number;
    original_price: number;
    quantity: number;
    max_quantity: number;
  }[];
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  item_count: number;
  /** The promo code that applies now: a percent off, or (amount_off) a flat number of rupees off. */
  coupon: CouponView | null;
}

export interface CouponView {
  code: string;
  percent: number | null;
  amount_off: number | null;
}

export type CartErrorCode = "not_found" | "invalid_quantity" | "out_of_stock" | "invalid_coupon";

/** The HTTP status of each refusal, for the API and the pages alike. */
export const cartErrorStatus = {
  not_found: 404,
  out_of_stock: 409,
  invalid_quantity: 422,
  invalid_coupon: 422,
} as const satisfies Record<CartErrorCode, RefusalStatus>;

/** A refusal a shopper can act on; the API turns it into a 4xx with this message. */
export class CartError extends Refusal<CartErrorCode> {
  constructor(code: CartErrorCode, message: string) {
    super(cartErrorStatus, code, message);
    this.name = "CartError";
  }
}

export const promoCodeMessages = {
  applied: "Promo code applied successfully!",
  removed: "Promo code removed.",
  missing: "Please enter a promo code.",
  /** Spec §5: any code that is not in force, or whose minimum the cart does not reach. */
  invalid: "Invalid promo code",
  /** A code's total use limit is reached. */
  usedUp: "This promo code has been used up.",
  /** A code limited per shopper, or for first orders, is kept to signed-in shoppers. */
  signInRequired: "Please sign in to use this promo code.",
  perShopperLimit: "You have already used this promo code as many times as it allows.",
  firstOrderOnly: "This promo code is for your first order only.",
} as const;

/** A code that stopped applying to this shopper between the cart and Place Order: no order is placed. */
export function promoCodeAtCheckoutMessage(reason: string): string {
  const sentence = /[.!?]$/.test(reason) ? reason : `${reason}.`;
  return `${sentence} Please remove it from your cart to place your order.`;
}
