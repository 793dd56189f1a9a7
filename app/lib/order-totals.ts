// How a cart's or an order's money adds up: one rule for the cart API, checkout and the browser's
// optimistic copy. The server's result is the one that counts.
import { shippingFor } from "./shipping";

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

/**
 * Spec §9: a promo code takes its percent off the subtotal (rounded to the rupee); delivery is
 * free on orders above ₹ 999 after the discount; an empty cart costs nothing.
 */
export function orderTotals(subtotal: number, couponPercent: number | null): OrderTotals {
  if (subtotal <= 0) return { subtotal: 0, discount: 0, shipping: 0, total: 0 };
  const discount = couponPercent ? Math.round((subtotal * couponPercent) / 100) : 0;
  const shipping = shippingFor(subtotal - discount);
  return { subtotal, discount, shipping, total: subtotal - discount + shipping };
}
