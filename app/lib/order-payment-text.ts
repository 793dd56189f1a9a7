// How an order's payment is described to its shopper (profile, invoice): the card's last four
// digits, the UPI id, or cash on delivery. Never more of a card than its last four digits.

export interface OrderPaymentFacts {
  method: "card" | "cod" | "upi" | "netbanking";
  cardBrand: string | null;
  cardLast4: string | null;
  upiId: string | null;
}

const brandNames: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", rupay: "RuPay", amex: "American Express" };

export function orderPaymentText(payment: OrderPaymentFacts): string {
  if (payment.method === "card") {
    if (!payment.cardLast4) return "Card";
    const brand = payment.cardBrand ? brandNames[payment.cardBrand] : undefined;
    return `${brand ? `${brand} card` : "Card"} ending in ${payment.cardLast4}`;
  }
  if (payment.method === "upi") return payment.upiId ? `UPI (${payment.upiId})` : "UPI";
  if (payment.method === "netbanking") return "Netbanking";
  return "Cash on Delivery";
}

/** A saved card's brand as people say it; "Card" for any other network. */
export function cardBrandName(brand: string): string {
  return brandNames[brand] ?? "Card";
}
