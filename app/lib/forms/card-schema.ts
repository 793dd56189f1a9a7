// The Add New Card form (spec §2 Cards, §9 limits): number, expiry and CVV are checked by the
// checkout's card rules and messages (one place for them); a saved card also needs the name on it.
import * as z from "zod/mini";
import { msg } from "../../i18n/msg";
import { parseCardExpiry } from "../card-number";
import { checkoutMaxLengths, checkoutMessages, firstErrors, paymentSchema } from "./checkout-schema";

export const cardMessages = {
  cardHolderRequired: msg("Name on card is required"),
  cardHolderTooLong: checkoutMessages.cardHolderTooLong,
} as const;

const cardHolderSchema = z.string({ error: cardMessages.cardHolderRequired }).check(
  z.trim(),
  z.minLength(1, { error: cardMessages.cardHolderRequired, abort: true }),
  z.maxLength(checkoutMaxLengths.cardHolder, { error: cardMessages.cardHolderTooLong, abort: true }),
  // Spec §2: the holder name is forced to upper case, as it is embossed on the card.
  z.toUpperCase(),
);

export type NewCardField = "cardNumber" | "cardExpiry" | "cardCvv" | "cardHolder";

export interface NewCardInput {
  /** Digits only. */
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cardCvv: string;
  cardHolder: string;
}

export type NewCardResult =
  | { ok: true; card: NewCardInput }
  | { ok: false; errors: Partial<Record<NewCardField, string>> };

/** Checks a submitted card form: the checkout's card rules, then the holder name. */
export function parseNewCard(value: { [field: string]: unknown }): NewCardResult {
  const payment = paymentSchema.safeParse({
    method: "card",
    cardNumber: value.cardNumber,
    cardExpiry: value.cardExpiry,
    cardCvv: value.cardCvv,
  });
  const holder = cardHolderSchema.safeParse(value.cardHolder);
  const errors: Partial<Record<NewCardField, string>> = {};
  if (!payment.success) {
    const found = firstErrors(payment.error);
    for (const field of ["cardNumber", "cardExpiry", "cardCvv"] as const) {
      if (found[field] !== undefined) errors[field] = found[field];
    }
  }
  if (!holder.success) errors.cardHolder = holder.error.issues[0]?.message ?? cardMessages.cardHolderRequired;
  if (!payment.success || !holder.success || payment.data.method !== "card") return { ok: false, errors };
  const expiry = parseCardExpiry(payment.data.cardExpiry);
  if (!expiry) return { ok: false, errors: { cardExpiry: checkoutMessages.cardExpiryInvalid } };
  return {
    ok: true,
    card: {
      cardNumber: payment.data.cardNumber,
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      cardCvv: payment.data.cardCvv,
      cardHolder: holder.data,
    },
  };
}
