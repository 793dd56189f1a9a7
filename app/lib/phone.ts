// Indian phone numbers as shoppers type or paste them ("98765 43210", "+91 98765-43210",
// "098765 43210"): one rule for every phone and mobile field, its input mask in the browser and
// its check on the server (the form schemas, order tracking). What is kept is the ten digits.

/** The ten digits of the national number: what every form stores. */
export const phoneDigitsPattern = /^\d{10}$/;

/** Room for "+91 98765 43210" and other spacing; a bound, not a rule about the number. */
export const phoneMaxLength = 20;

/** Spaces (a pasted number often has no-break ones) and dashes, the en and em dash included. */
const separators = /[\s\u2010-\u2015-]/g;

/**
 * The ten digits of a phone number as typed: separators are dropped, then a leading +91 (the
 * country code), or a 91 or 0 in front of ten digits (country code or trunk prefix written
 * without the plus). Null when what is left is not ten digits: such a number is refused, never cut.
 */
export function parsePhone(typed: string): string | null {
  const compact = typed.replace(separators, "");
  const national = compact.startsWith("+91") ? compact.slice(3) : compact.replace(/^(?:91|0)(?=\d{10}$)/, "");
  return phoneDigitsPattern.test(national) ? national : null;
}

/**
 * The phone inputs' mask: keeps digits, separators and the plus of +91, and nothing is cut short of
 * the bound: a pasted "+91 98765 43210" arrives whole, and the form's check keeps its ten digits.
 */
export function maskPhone(typed: string): string {
  return typed.replace(/[^\d\s\u2010-\u2015+-]/g, "").slice(0, phoneMaxLength);
}
