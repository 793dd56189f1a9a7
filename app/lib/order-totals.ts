// How a cart's or an order's money adds up: one rule for the cart API, checkout and the browser's
// optimistic copy. The server's result is the one that counts.
import { shippingFor } from "./shipping";

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

/** What a promo code takes off: a percent of the subtotal, or a flat number of rupees. */
export type CouponDiscount = { percent: number; amountOff: null } | { percent: null; amountOff: number };

/**
 * The rupees a promo code takes off this subtotal: a percent rounded to the rupee, or the flat
 * amount, never more than the subtotal (so no total is ever negative).
 */
export function couponDiscount(subtotal: number, coupon: CouponDiscount | null): number {
  if (!coupon || subtotal <= 0) return 0;
  const off = coupon.percent !== null ? Math.round((subtotal * coupon.percent) / 100) : coupon.amountOff;
  return Math.min(subtotal, Math.max(0, off));
}

/**
 * Spec §9: a promo code takes its share off the subtotal; delivery is free on orders above ₹ 999
 * after the discount; an empty cart costs nothing.
 */
export function orderTotals(subtotal: number, coupon: CouponDiscount | null): OrderTotals {
  if (subtotal <= 0) return { subtotal: 0, discount: 0, shipping: 0, total: 0 };
  const discount = couponDiscount(subtotal, coupon);
  const shipping = shippingFor(subtotal - discount);
  return { subtotal, discount, shipping, total: subtotal - discount + shipping };
}
