// What the checkout page carries from step to step (spec §4 "Checkout steps"): the raw text the
// shopper typed, so Back keeps it exactly, and the server's answer for the step being shown. The
// step checks here are the browser's and the server's alike, built from the shared schemas.
import { msg } from "~/i18n/msg";
import type { OrderShipping } from "~/lib/contracts/orders";
import type { DeliveryWindow } from "~/lib/delivery-promise";
import { deliverySlotMessages, isDeliverySlot } from "~/lib/delivery-slots";
import { emiBankOf, emiMessages, emiOffered, isEmiTenure } from "~/lib/emi";
import {
  buyerGstinSchema,
  checkoutMessages,
  firstErrors,
  paymentErrors,
  savedAddressShippingSchema,
  savedCardPaymentSchema,
  shippingErrors,
  type PaymentField,
  type ShippingField,
} from "~/lib/forms/checkout-schema";

export const checkoutSteps = ["shipping", "payment", "review"] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** Spec §2: the step indicator's labels. */
export const checkoutStepLabels: Record<CheckoutStep, string> = {
  shipping: msg("Shipping"),
  payment: msg("Payment"),
  review: msg("Review"),
};

/** The typed address of spec §3 "Shipping info". */
export const addressFields = [
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

/** The typed payment of spec §3 "Payment info" (a new card, UPI, or cash on delivery). */
export const typedPaymentFields = [
  "method",
  "cardNumber",
  "cardExpiry",
  "cardCvv",
  "cardHolder",
  "upiId",
] as const satisfies readonly PaymentField[];

/**
 * A new card's number, expiry, CVV and holder, whether to save it, and a saved card's CVV: typed
 * and checked on the payment step, then read by the payment gateway's script in the browser. They
 * have no name in the form, so they are never posted to the store, and the store never reads them
 * from a form (decision 029). "saveCard" is "yes" when the shopper asks to save the new card.
 */
export const browserCardFields = ["cardNumber", "cardExpiry", "cardCvv", "cardHolder", "savedCardCvv", "saveCard"] as const;
export type BrowserCardField = (typeof browserCardFields)[number];
export type BrowserCard = Record<BrowserCardField, string>;

export function isBrowserCardField(field: string): field is BrowserCardField {
  return (browserCardFields as readonly string[]).includes(field);
}

/** Why a new card or UPI cannot be paid on a page without JavaScript: the gateway's script pays them. */
export const gatewayNeedsScriptMessage = msg(
  "Paying by card or UPI needs JavaScript: your payment goes straight to our payment gateway from this page. Turn JavaScript on, or choose cash on delivery.",
);

/** The hidden field only a page running JavaScript posts: it can hand the payment to the gateway's script. */
export const paysInBrowserField = "paysInBrowser";

export function emptyBrowserCard(): BrowserCard {
  return { cardNumber: "", cardExpiry: "", cardCvv: "", cardHolder: "", savedCardCvv: "", saveCard: "" };
}

/**
 * The shipping step: a saved address ("new" or "" for a typed one), the typed address, and an
 * optional GSTIN for a GST invoice.
 */
export const shippingFields = ["savedAddressId", ...addressFields, "buyerGstin"] as const;

/**
 * The payment step: the delivery slot (when our fitters come), the method, a saved or a new card,
 * paying by card in full or in no-cost EMI (bank and months), UPI.
 */
export const paymentFields = [
  "deliverySlot",
  "method",
  "savedCardId",
  "savedCardCvv",
  ...typedPaymentFields.slice(1),
  "saveCard",
  "cardPlan",
  "emiBank",
  "emiMonths",
] as const;

/** How a card payment is made: all at once, or in no-cost EMI. */
export const cardPlans = { full: "full", emi: "emi" } as const;

export type CheckoutField = (typeof shippingFields)[number] | (typeof paymentFields)[number];
export const checkoutFields: readonly CheckoutField[] = [...shippingFields, ...paymentFields];
/** The fields a checkout form posts: all but a new card's. */
export const postedCheckoutFields: readonly CheckoutField[] = checkoutFields.filter((field) => !isBrowserCardField(field));
export type CheckoutValues = Record<CheckoutField, string>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The radio value of "A new address" / "A new card" beside the saved ones. */
export const newChoice = "new";

/** The buttons of the three steps: each names where the shopper wants to go. */
export const checkoutIntents = ["to-payment", "to-review", "back-to-shipping", "back-to-payment", "place-order"] as const;
export type CheckoutIntent = (typeof checkoutIntents)[number];

export function isCheckoutIntent(value: unknown): value is CheckoutIntent {
  return typeof value === "string" && (checkoutIntents as readonly string[]).includes(value);
}

export function emptyCheckoutValues(): CheckoutValues {
  return {
    savedAddressId: "",
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    address: "",
    apartment: "",
    city: "",
    state: "",
    pincode: "",
    buyerGstin: "",
    deliverySlot: "",
    method: "card",
    savedCardId: "",
    savedCardCvv: "",
    cardNumber: "",
    cardExpiry: "",
    cardCvv: "",
    cardHolder: "",
    saveCard: "",
    upiId: "",
    cardPlan: cardPlans.full,
    emiBank: "",
    emiMonths: "",
  };
}

/** What the server worked out for the address on Continue: shown on the payment and review steps. */
export interface CheckoutDelivery {
  /** The promised dates (India), computed again and stored when the order is placed. */
  window: DeliveryWindow;
  /** As the server words it: "Delivery by Thu, 26 Nov – Sat, 28 Nov". */
  windowText: string;
  assemblyIncluded: boolean;
  /** Our fitters assemble something in this order there: the shopper picks a slot. */
  slotOffered: boolean;
  /** Why cash on delivery is not offered, in plain words; null when it is. */
  codRefusal: string | null;
}

export interface CheckoutActionData {
  step: CheckoutStep;
  values: CheckoutValues;
  /** One message per field, from the shared schemas (spec §5) and the delivery rules. */
  errors: CheckoutErrors;
  /** A refusal of the whole order (payment declined, out of stock…), shown on the review step. */
  formError: string | null;
  idempotencyKey: string;
  /** Where the order goes (a saved address resolved by the server); null on the shipping step. */
  shipping: OrderShipping | null;
  delivery: CheckoutDelivery | null;
  /** What the order would cost now, as the server priced it; null on the shipping step. */
  total: number | null;
}

/** The row id the shopper picked among saved ones, or null for a new (typed) one. */
function chosenId(value: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

export function chosenSavedAddress(values: CheckoutValues): number | null {
  return chosenId(values.savedAddressId);
}

/** A saved card counts only while paying by card. */
export function chosenSavedCard(values: CheckoutValues): number | null {
  return values.method === "card" ? chosenId(values.savedCardId) : null;
}

/** The typed address, as the shared shipping schema reads it. */
export function shippingPart(values: CheckoutValues): Record<(typeof addressFields)[number], string> {
  const { firstName, lastName, email, phone, address, apartment, city, state, pincode } = values;
  return { firstName, lastName, email, phone, address, apartment, city, state, pincode };
}

/** The typed payment, as the shared payment schema reads it. */
export function paymentPart(values: CheckoutValues): Record<(typeof typedPaymentFields)[number], string> {
  const { method, cardNumber, cardExpiry, cardCvv, cardHolder, upiId } = values;
  return { method, cardNumber, cardExpiry, cardCvv, cardHolder, upiId };
}

/** Whether the shopper asked to pay by card in no-cost EMI. */
export function choosesEmi(values: CheckoutValues): boolean {
  return values.method === "card" && values.cardPlan === cardPlans.emi;
}

/** Whether the payment is made in the gateway's window (a card, new or saved, or UPI): the page's script pays it, not the store. */
export function paysInGatewayWindow(values: CheckoutValues): boolean {
  return values.method === "card" || values.method === "upi";
}

/** The payment as the order service receives it: a saved card's id, the method paid in the gateway's window, or cash. */
function orderPaymentFrom(values: CheckoutValues) {
  const savedCardId = chosenSavedCard(values);
  if (savedCardId !== null) return { method: "card", savedCardId };
  // A card's details, or the UPI approval, go between the browser and the gateway, and cash needs
  // none: the order names only the method.
  return { method: values.method };
}

/**
 * The order as the checkout posts it, in the shape POST /api/db/orders takes, for the one shared
 * check (parseOrderRequest): a saved address or card by id, or what was typed.
 */
export function orderRequestFrom(values: CheckoutValues) {
  const savedAddressId = chosenSavedAddress(values);
  return {
    shipping: savedAddressId !== null ? { savedAddressId, email: values.email } : shippingPart(values),
    payment: orderPaymentFrom(values),
    deliverySlot: values.deliverySlot === "" ? null : values.deliverySlot,
    buyerGstin: values.buyerGstin,
    // Months as typed become a number; anything else is refused by the schema or the order service.
    emi: choosesEmi(values) ? { bank: values.emiBank, months: /^\d{1,2}$/.test(values.emiMonths) ? Number(values.emiMonths) : Number.NaN } : null,
  };
}

/** What is wrong with the shipping step: the address (typed, or the e-mail for a saved one) and the GSTIN. */
export function shippingStepErrors(values: CheckoutValues): CheckoutErrors {
  const savedAddressId = chosenSavedAddress(values);
  const errors: CheckoutErrors = {};
  if (savedAddressId !== null) {
    const parsed = savedAddressShippingSchema.safeParse({ savedAddressId, email: values.email });
    if (!parsed.success) {
      const found = firstErrors(parsed.error);
      if (found.email !== undefined) errors.email = found.email;
      if (found.savedAddressId !== undefined) errors.savedAddressId = found.savedAddressId;
    }
  } else {
    Object.assign(errors, withoutForm(shippingErrors(shippingPart(values))));
  }
  const gstin = buyerGstinSchema.safeParse(values.buyerGstin);
  if (!gstin.success) errors.buyerGstin = gstin.error.issues[0]?.message ?? checkoutMessages.shippingMissing;
  return errors;
}

/** The shared schema's problem with the whole value ("form") is not a field's: a page never sends one. */
function withoutForm(errors: Partial<Record<ShippingField | "form", string>>): CheckoutErrors {
  const { form: _form, ...fields } = errors;
  return fields;
}

/** The rules the payment step depends on: where it is checked, the delivery answer, the server's total. */
export interface PaymentStepRules {
  /**
   * Whether the card's fields (a new card's, a saved card's CVV) are checked: in the browser, which
   * has them; not on the server, which never receives them (the gateway judges the card).
   */
  checksCardInBrowser: boolean;
  delivery: CheckoutDelivery | null;
  /** What the order costs now (for no-cost EMI's minimum); null when not known. */
  total: number | null;
}

/** What is wrong with the payment step: the slot, the method (cash on delivery where offered) and its fields. */
export function paymentStepErrors(values: CheckoutValues, rules: PaymentStepRules): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (rules.delivery?.slotOffered && !isDeliverySlot(values.deliverySlot)) {
    errors.deliverySlot = deliverySlotMessages.required;
  }
  if (values.method === "cod" && rules.delivery?.codRefusal) errors.method = rules.delivery.codRefusal;
  if (choosesEmi(values)) Object.assign(errors, emiStepErrors(values, rules.total));
  const savedCardId = chosenSavedCard(values);
  if (savedCardId !== null) {
    const parsed = savedCardPaymentSchema.safeParse(orderRequestFrom(values).payment);
    if (!parsed.success) {
      const found = firstErrors(parsed.error);
      if (found.savedCardId !== undefined) errors.savedCardId = found.savedCardId;
    }
    const cvvProblem = rules.checksCardInBrowser ? savedCardCvvProblem(values.savedCardCvv) : null;
    if (cvvProblem) errors.savedCardCvv = cvvProblem;
  } else {
    for (const [field, message] of Object.entries(paymentErrors(paymentPart(values)))) {
      if (rules.checksCardInBrowser || !isBrowserCardField(field)) Object.assign(errors, { [field]: message });
    }
  }
  return errors;
}

/** A saved card's CVV, typed again for the gateway (as Indian cards ask): the checkout's CVV rule. */
export function savedCardCvvProblem(cvv: string): string | null {
  if (cvv.trim() === "") return checkoutMessages.cardCvvRequired;
  return /^\d{3,4}$/.test(cvv) ? null : checkoutMessages.cardCvvInvalid;
}

/** A no-cost EMI choice's problems: the total too small, no bank or no months chosen. */
function emiStepErrors(values: CheckoutValues, total: number | null): CheckoutErrors {
  if (total !== null && !emiOffered(total)) return { cardPlan: emiMessages.belowMinimum };
  const errors: CheckoutErrors = {};
  if (!emiBankOf(values.emiBank)) errors.emiBank = values.emiBank === "" ? emiMessages.bankRequired : emiMessages.unknownBank;
  if (!isEmiTenure(Number(values.emiMonths))) errors.emiMonths = emiMessages.monthsRequired;
  return errors;
}

/** Reads the checkout's posted fields out of a submitted form; anything else in it (a card number) is ignored. */
export function checkoutValuesFrom(form: FormData): CheckoutValues {
  const values = emptyCheckoutValues();
  for (const field of postedCheckoutFields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}
