// Card number helpers shared by the checkout's input masks, the saved-cards screen and the payment
// provider. Browser-safe, no dependencies. None of them keep or log what they are given.

export type CardBrand = "visa" | "mastercard" | "rupay" | "amex" | "other";

/** Longest grouped card number the field accepts: 16 digits in fours (spec §9: field max 19). */
export const maxGroupedCardNumberLength = 19;
/** "MM/YY" (spec §9: expiry field max 5). */
export const maxExpiryLength = 5;

/**
 * The Luhn (mod 10) check every card number carries, which catches a mistyped digit or two swapped
 * neighbours. `digits` must be digits only; anything else is not a card number.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * The networks checkout takes, as the help pages and the home page name them. Checkout asks for
 * 16 digits, so American Express (15) is not one of them.
 */
export const acceptedCardBrands = ["visa", "mastercard", "rupay"] as const satisfies readonly CardBrand[];

function startsWithin(digits: string, length: number, low: number, high: number): boolean {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

/**
 * The card's network from its first digits (its IIN). RuPay's ranges overlap Discover's (60, 65)
 * and JCB's (35x); in India those cards are RuPay, so RuPay wins.
 */
export function cardBrand(digits: string): CardBrand {
  if (!/^\d+$/.test(digits)) return "other";
  if (startsWithin(digits, 2, 34, 34) || startsWithin(digits, 2, 37, 37)) return "amex";
  if (
    ["60", "65", "81", "82"].some((prefix) => digits.startsWith(prefix)) ||
    ["508", "353", "356"].some((prefix) => digits.startsWith(prefix))
  ) {
    return "rupay";
  }
  if (startsWithin(digits, 2, 51, 55) || startsWithin(digits, 4, 2221, 2720)) return "mastercard";
  if (digits.startsWith("4")) return "visa";
  return "other";
}

/** The card number input's mask: digits only, in groups of four, at most 16 digits. */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * The expiry input's mask: digits only with the slash after the month, at most "MM/YY". A first
 * digit of 2 to 9 can only be a month 02 to 09, so it becomes "0X/" at once. The slash appears only
 * once a year digit is typed (or the shopper typed it), so backspace over it is never undone.
 */
export function formatExpiryInput(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 4);
  if (digits.length === 1 && digits >= "2") return `0${digits}/`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && typed.trimEnd().endsWith("/")) return `${digits}/`;
  return digits;
}

/** How a stored card is shown: only its last four digits. */
export function maskedCardNumber(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

/** The last four digits of a card number, the only digits the store keeps. */
export function cardLast4(digits: string): string {
  return digits.replace(/\D/g, "").slice(-4);
}

/**
 * "MM/YY" as a month (1–12) and a four-digit year, or null when it is not of that form. Cards
 * printed this century only, so YY is 20YY.
 */
export function parseCardExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}
