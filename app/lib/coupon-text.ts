// How a promo code's saving reads, in the cart and the back office alike: "10% off", "₹ 500 off".
import { formatRupees } from "./money";

export function couponOffText(coupon: { percent: number | null; amountOff: number | null }): string {
  if (coupon.percent !== null) return `${coupon.percent}% off`;
  return `${formatRupees(coupon.amountOff ?? 0)} off`;
}
