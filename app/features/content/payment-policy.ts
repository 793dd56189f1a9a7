// How shoppers may pay and are refunded, as the help pages word it, from the rules checkout
// applies: the card networks it takes, its payment methods and the cash-on-delivery cap the store
// runs with (COD_MAX_RUPEES).
import { acceptedCardBrands } from "~/lib/card-number";
import type { PaymentMethod } from "~/lib/forms/checkout-schema";
import { formatRupees } from "~/lib/money";
import { cardBrandName } from "~/lib/order-payment-text";
import { andList } from "./list-text";

/** "Visa, Mastercard and RuPay". */
export const cardNetworksText = andList(acceptedCardBrands.map((brand) => cardBrandName(brand)));

/** Where cash on delivery is offered, for a store whose cap is `codMaxRupees`. */
export function cashOnDeliveryText(codMaxRupees: number): string {
  return `Cash on delivery is offered on orders up to ${formatRupees(codMaxRupees)}, at any PIN code we deliver to; larger orders are paid by card or UPI.`;
}

/** How many working days a refund takes once the item is picked up, at least and at most. */
export const refundWorkingDays = { min: 5, max: 7 } as const;

/** "5 to 7 working days". */
export const refundWorkingDaysText = `${refundWorkingDays.min} to ${refundWorkingDays.max} working days`;

/** How each way checkout takes payment is refunded: a new way cannot go without its rule. */
export const refundRules = {
  card: `Card payments are refunded to the same card, within ${refundWorkingDaysText}.`,
  upi: `UPI payments are refunded to the same UPI account, within ${refundWorkingDaysText}.`,
  netbanking: `Netbanking payments are refunded to the same bank account, within ${refundWorkingDaysText}.`,
  cod: `Cash on delivery orders are refunded by bank transfer or UPI to an account you name, within ${refundWorkingDaysText}.`,
} as const satisfies Record<PaymentMethod | "netbanking", string>;
