// When a promo code takes money off: one rule for applying it to a cart, showing the cart and
// charging the order, so a code that ends, is switched off or whose minimum the cart drops below
// after it was applied stops discounting everywhere at once (before, the cart kept showing it).
import { and, eq, sql, type SQL } from "drizzle-orm";
import { coupons } from "../db/schema";

/** A coupon switched on, started and not yet ended (SQL on the coupons table, unaliased). */
export function couponInForce(): SQL {
  const inForce = and(
    eq(coupons.active, true),
    sql`(${coupons.startsAt} is null or ${coupons.startsAt} <= now())`,
    sql`(${coupons.endsAt} is null or ${coupons.endsAt} > now())`,
  );
  if (!inForce) throw new Error("an and() of three conditions is never empty");
  return inForce;
}

/** The coupon as it applies to this subtotal: null below its minimum. */
export function couponFor<Coupon extends { minSubtotal: number }>(coupon: Coupon | null, subtotal: number): Coupon | null {
  return coupon && subtotal >= coupon.minSubtotal ? coupon : null;
}
