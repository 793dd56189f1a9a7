// A saved address (spec §3 "Saved address"): the checkout's shipping form without the e-mail, so
// the address book and checkout check the same fields with the same messages (spec §5).
import * as z from "zod/mini";
import { firstErrors, shippingSchema } from "./checkout-schema";

export const addressSchema = z.omit(shippingSchema, { email: true });

export type AddressInput = z.output<typeof addressSchema>;
export type AddressField = keyof AddressInput;

export const addressFields = [
  "firstName",
  "lastName",
  "phone",
  "address",
  "apartment",
  "city",
  "state",
  "pincode",
] as const satisfies readonly AddressField[];

/** What is wrong with an address form, one message per field; empty when it can be saved. */
export function addressErrors(value: unknown): Partial<Record<AddressField | "form", string>> {
  const parsed = addressSchema.safeParse(value);
  return parsed.success ? {} : firstErrors(parsed.error);
}
