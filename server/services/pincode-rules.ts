// Checkout's checks of a PIN code against the address it is typed in, worded once: the
// delivery service applies them as the PIN code is typed (GET /checkout/pincode), on Continue and
// when the order is placed. The browser only shows what the server says.
import { placeText, serviceableText } from "../../app/lib/delivery-promise";
import { stateName } from "../../app/lib/indian-states";

/** Checkout's refusal of a PIN code we do not deliver to: "Sorry, we do not deliver to … yet." */
export function notServiceableText(place: { city: string; stateCode: string; pincode: string }): string {
  return `${serviceableText(false, placeText(place))}.`;
}

/**
 * Whether a PIN code's state is the one the shopper chose. Dadra and Nagar Haveli and Daman and Diu
 * are one union territory since 2020 (app/lib/indian-states.ts keeps both names): either will do.
 */
export function pincodeInState(pincodeStateCode: string, chosenStateCode: string): boolean {
  const merged = new Set(["DN", "DD"]);
  return pincodeStateCode === chosenStateCode || (merged.has(pincodeStateCode) && merged.has(chosenStateCode));
}

/** Checkout's message when the PIN code belongs to another state than the one chosen. */
export function pincodeStateMismatchText(pincodeStateCode: string, chosenStateCode: string): string {
  const actual = stateName(pincodeStateCode) ?? pincodeStateCode;
  const chosen = stateName(chosenStateCode) ?? chosenStateCode;
  return `This PIN code is in ${actual}, not ${chosen}. Please check the PIN code or the state.`;
}
