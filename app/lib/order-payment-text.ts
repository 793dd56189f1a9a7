// How an order's payment is described to its shopper (profile, invoice): the card's last four
// digits, the UPI id, or cash on delivery. Never more of a card than its last four digits.

import { translateWith, type Translate } from "../i18n/use-t";

/** English, as the server and the API word it; a page passes its own `t` for its language. */
const inEnglish: Translate = (message, values) => translateWith(null, message, values);

export interface OrderPaymentFacts {
  method: "card" | "cod" | "upi" | "netbanking";
  cardBrand: string | null;
  cardLast4: string | null;
  upiId: string | null;
}

const brandNames: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", rupay: "RuPay", amex: "American Express" };

export function orderPaymentText(payment: OrderPaymentFacts, t: Translate = inEnglish): string {
  if (payment.method === "card") {
    if (!payment.cardLast4) return t("Card");
    const brand = payment.cardBrand ? brandNames[payment.cardBrand] : undefined;
    return brand
      ? t("{brand} card ending in {last4}", { brand, last4: payment.cardLast4 })
      : t("Card ending in {last4}", { last4: payment.cardLast4 });
  }
  if (payment.method === "upi") return payment.upiId ? t("UPI ({upiId})", { upiId: payment.upiId }) : "UPI";
  if (payment.method === "netbanking") return t("Netbanking");
  return t("Cash on Delivery");
}

/** A saved card's brand as people say it; "Card" for any other network. */
export function cardBrandName(brand: string): string {
  return cardBrandNameIn(brand, inEnglish);
}

/** cardBrandName in a page's language ("Card" is translated; the networks' names are not). */
export function cardBrandNameIn(brand: string, t: Translate): string {
  return brandNames[brand] ?? t("Card");
}
