// India Post's PIN codes, one rule for every form, API and check that takes one: six digits, the
// first of which (the postal zone) is 1 to 9.
import { msg } from "../i18n/msg";

/** India Post PIN codes: six digits, never starting with 0. */
export const pincodePattern = /^[1-9][0-9]{5}$/;

export const pincodeMessages = {
  invalid: msg("Please enter a valid 6-digit PIN code"),
  unknown: msg("We could not find this PIN code"),
} as const;

/** Room for a PIN code written in two groups of three ("400 050"), so a pasted one arrives whole. */
export const pincodeMaxLength = 7;

/** The PIN code inputs' mask: digits only, six at most. */
export function maskPincode(typed: string): string {
  return typed.replace(/\D/g, "").slice(0, 6);
}

/** The PIN code a shopper typed (spaces allowed, e.g. "400 050"), or null when it cannot be one. */
export function parsePincode(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const digits = raw.replace(/\s+/g, "");
  return pincodePattern.test(digits) ? digits : null;
}
