// What the delivery rules answer about a PIN code and an address, for the PIN check and checkout.
import type { PincodeCheck } from "../delivery-promise";

export interface PincodeCheckOptions {
  /** What the shopper would pay, in rupees: above the cap there is no cash on delivery. */
  cartSubtotal?: number;
  /** False when an item must be made or restocked first; true when left out. */
  inStock?: boolean;
  /** The products asked about (a product page's, a cart's): whether any needs our fitters. Furniture that needs them when left out. */
  productIds?: readonly number[];
}

/** Where a PIN code is, for filling city and state (checkout). */
export interface PincodePlace {
  pincode: string;
  city: string;
  stateCode: string;
}

/** What checkout learns of a PIN code typed in an address. */
export interface AddressCheck {
  /** What India Post says of the PIN code; null when it does not know it (or it is not six digits). */
  check: PincodeCheck | null;
  /** Why an order cannot go there, in plain words; null when it can. */
  refusal: { code: DeliveryRefusalCode; message: string } | null;
}

export type DeliveryRefusalCode = "invalid_pincode" | "unknown_pincode" | "pincode_state_mismatch" | "not_serviceable";
