// When a promo code takes money off: one rule for applying it to a cart, showing the cart and
// charging the order, so a code that ends, is switched off or whose minimum the cart drops below
// after it was applied stops discounting everywhere at once (before, the cart kept showing it).
// What a code allows one shopper (its total uses, their own uses, a first order) is checked when
// the code is applied and again when the order is placed, where the use is also counted.
import { and, count, eq, ne, sql, type SQL } from "drizzle-orm";
import { promoCodeAtCheckoutMessage, promoCodeMessages, type CouponView } from "../../app/lib/contracts/cart";
import { OrderError } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import type { CouponDiscount } from "../../app/lib/order-totals";
import type { Database } from "../db/client";
import { coupons, orders } from "../db/schema";

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

/** A coupon's terms as the discount rule reads them; the table's check keeps exactly one of the two set. */
export function discountOf(coupon: { percent: number | null; amountOff: number | null }): CouponDiscount {
  if (coupon.percent !== null) return { percent: coupon.percent, amountOff: null };
  if (coupon.amountOff !== null) return { percent: null, amountOff: coupon.amountOff };
  throw new Error("a coupon has neither a percent nor an amount off");
}

/** The coupon as the cart shows it. */
export function couponViewOf(coupon: { code: string; percent: number | null; amountOff: number | null }): CouponView {
  return { code: coupon.code, percent: coupon.percent, amount_off: coupon.amountOff };
}

type CouponLimits = Pick<typeof coupons.$inferSelect, "code" | "maxUses" | "uses" | "maxUsesPerShopper" | "firstOrderOnly">;

/**
 * Why this shopper may not use the code now, beyond its being in force and the minimum (checked
 * with the cart): its uses are all taken, it is kept to signed-in shoppers, they used it up
 * themselves, or it is for a first order. Orders that were cancelled do not count.
 */
export async function couponLimitRefusal(tx: Database, coupon: CouponLimits, owner: Owner): Promise<string | null> {
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) return promoCodeMessages.usedUp;
  if (coupon.maxUsesPerShopper === null && !coupon.firstOrderOnly) return null;
  if (owner.kind !== "user") return promoCodeMessages.signInRequired;
  const notCancelled = and(eq(orders.userId, owner.userId), ne(orders.status, "cancelled"));
  if (coupon.firstOrderOnly) {
    const [earlier] = await tx.select({ id: orders.id }).from(orders).where(notCancelled).limit(1);
    if (earlier) return promoCodeMessages.firstOrderOnly;
  }
  if (coupon.maxUsesPerShopper !== null) {
    const [used] = await tx
      .select({ count: count() })
      .from(orders)
      .where(and(notCancelled, eq(orders.couponCode, coupon.code)));
    if ((used?.count ?? 0) >= coupon.maxUsesPerShopper) return promoCodeMessages.perShopperLimit;
  }
  return null;
}

/** The code's limits for this shopper before anything is charged: a refusal names what to do. */
export async function checkCouponForOrder(tx: Database, code: string, owner: Owner): Promise<void> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code));
  if (!coupon) return;
  const refusal = await couponLimitRefusal(tx, coupon, owner);
  if (refusal) throw new OrderError("promo_code_unavailable", promoCodeAtCheckoutMessage(refusal));
}

/**
 * The coupon row an order may take one use of (SQL on the coupons table, unaliased): the code, in
 * force, with a use left. The order's statement locks it and counts the use only when the order
 * is written, so of shoppers racing for the last use, one gets it and every other order is
 * refused, writing nothing. The shopper's own limits were checked before (checkCouponForOrder):
 * the cart's version keeps one shopper's orders from passing that check together.
 */
export function couponUsableWhere(code: string): SQL {
  return sql`${coupons.code} = ${code} and ${couponInForce()} and (${coupons.maxUses} is null or ${coupons.uses} < ${coupons.maxUses})`;
}

/** Why an order could not take a use of the code: all are taken, or it is no longer in force. */
export async function couponUseRefusal(db: Database, code: string): Promise<OrderError> {
  const [now] = await db.select({ uses: coupons.uses, maxUses: coupons.maxUses }).from(coupons).where(eq(coupons.code, code));
  const usedUp = now && now.maxUses !== null && now.uses >= now.maxUses;
  return new OrderError("promo_code_unavailable", promoCodeAtCheckoutMessage(usedUp ? promoCodeMessages.usedUp : promoCodeMessages.invalid));
}
