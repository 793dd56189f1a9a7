// A shopper's saved address as the address book and checkout show it, and the address book's refusals.
import type { AddressInput } from "../forms/address-schema";
import { Refusal, type RefusalStatus } from "./refusal";

export interface SavedAddress extends AddressInput {
  id: number;
  isDefault: boolean;
}

/** Besides the address book's own, the PIN code refusals of checkout's rule (a PIN code not served may be saved). */
export type AddressErrorCode = "not_found" | "default_address" | "too_many" | "unknown_pincode" | "pincode_state_mismatch";

/** The HTTP status of each refusal, for the API and the pages alike. */
export const addressErrorStatus = {
  not_found: 404,
  /** The default address cannot be deleted: another must be made default first. */
  default_address: 409,
  too_many: 409,
  /** As checkout answers the same PIN codes. */
  unknown_pincode: 422,
  pincode_state_mismatch: 422,
} as const satisfies Record<AddressErrorCode, RefusalStatus>;

/** A refusal the shopper can act on; pages show `message` as it is. */
export class AddressError extends Refusal<AddressErrorCode> {
  constructor(code: AddressErrorCode, message: string) {
    super(addressErrorStatus, code, message);
    this.name = "AddressError";
  }
}
