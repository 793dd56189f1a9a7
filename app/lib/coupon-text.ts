// How a promo code's saving reads, in the cart and the back office alike: "10% off", "₹ 500 off".
import { translateWith, type Translate } from "../i18n/use-t";
import { formatRupees } from "./money";

/** English, as the server and the API word it; a page passes its own `t` for its language. */
const inEnglish: Translate = (message, values) => translateWith(null, message, values);


export function couponOffText(coupon: { percent: number | null; amountOff: number | null }, t: Translate = inEnglish): string {
  if (coupon.percent !== null) return t("{percent}% off", { percent: coupon.percent });
  return t("{amount} off", { amount: formatRupees(coupon.amountOff ?? 0) });
}
