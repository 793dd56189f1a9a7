// What the checkout page carries from step to step (spec §4 "Checkout steps"): the raw text the
// shopper typed, so Back keeps it exactly, and the server's answer for the step being shown.
import type { PaymentField, ShippingField } from "~/lib/forms/checkout-schema";

export const checkoutSteps = ["shipping", "payment", "review"] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** Spec §2: the step indicator's labels. */
export const checkoutStepLabels: Record<CheckoutStep, string> = {
  shipping: "Shipping",
  payment: "Payment",
  review: "Review",
};

export const shippingFields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "apartment",
  "city",
  "state",
  "pincode",
] as const satisfies readonly ShippingField[];

export const paymentFields = [
  "method",
  "cardNumber",
  "cardExpiry",
  "cardCvv",
  "cardHolder",
  "upiId",
] as const satisfies readonly PaymentField[];

export type CheckoutField = (typeof shippingFields)[number] | (typeof paymentFields)[number];
export const checkoutFields: readonly CheckoutField[] = [...shippingFields, ...paymentFields];
export type CheckoutValues = Record<CheckoutField, string>;

/** The buttons of the three steps: each names where the shopper wants to go. */
export const checkoutIntents = ["to-payment", "to-review", "back-to-shipping", "back-to-payment", "place-order"] as const;
export type CheckoutIntent = (typeof checkoutIntents)[number];

export function isCheckoutIntent(value: unknown): value is CheckoutIntent {
  return typeof value === "string" && (checkoutIntents as readonly string[]).includes(value);
}

export function emptyCheckoutValues(): CheckoutValues {
  return {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    address: "",
    apartment: "",
    city: "",
    state: "",
    pincode: "",
    method: "card",
    cardNumber: "",
    cardExpiry: "",
    cardCvv: "",
    cardHolder: "",
    upiId: "",
  };
}

/** The review step's UPI intent for the exact amount, and its QR code drawn by the server. */
export interface UpiPaymentPrompt {
  uri: string;
  amount: number;
  modules: boolean[][];
}

export interface CheckoutActionData {
  step: CheckoutStep;
  values: CheckoutValues;
  /** One message per field, from the shared schemas (spec §5). */
  errors: Partial<Record<CheckoutField, string>>;
  /** A refusal of the whole order (payment declined, out of stock…), shown on the review step. */
  formError: string | null;
  idempotencyKey: string;
  upi: UpiPaymentPrompt | null;
}

/** The shipping part of the values, as the shared shipping schema reads it. */
export function shippingPart(values: CheckoutValues): Partial<CheckoutValues> {
  const part: Partial<CheckoutValues> = {};
  for (const field of shippingFields) part[field] = values[field];
  return part;
}

/** The payment part of the values, as the shared payment schema reads it. */
export function paymentPart(values: CheckoutValues): Partial<CheckoutValues> {
  const part: Partial<CheckoutValues> = {};
  for (const field of paymentFields) part[field] = values[field];
  return part;
}

/** Reads the checkout's fields out of a submitted form; anything else in it is ignored. */
export function checkoutValuesFrom(form: FormData): CheckoutValues {
  const values = emptyCheckoutValues();
  for (const field of checkoutFields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}
