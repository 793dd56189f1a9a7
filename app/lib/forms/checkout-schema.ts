// The checkout's shipping and payment forms (spec §3 Shipping info / Payment info, §5 Shipping form
// and Payment), checked in the browser before each step and again by the server when the order is
// placed: one set of rules and messages. zod/mini, because the checkout page ships this to the browser.
import * as z from "zod/mini";
import { msg } from "../../i18n/msg";
import { deliverySlotMessages, deliverySlots } from "../delivery-slots";
import { emiMessages } from "../emi";
import { checkGstin, normalizeGstin } from "../gstin";
import { isIndianStateCode } from "../indian-states";
import { parsePincode, pincodeMaxLength, pincodeMessages, pincodePattern } from "../pincode";
import { maxEmailLength } from "./email-length";
import { phoneField } from "./phone-field";

/** Longest value each free-text field takes, so the database never receives a page of text. */
export const checkoutMaxLengths = {
  firstName: 50,
  lastName: 50,
  address: 200,
  apartment: 100,
  city: 60,
  email: maxEmailLength,
  cardHolder: 60,
  /** As typed, with spaces: 16 digits in fours (spec §9). */
  cardNumber: 19,
  /** Spec §5: a name of up to 256 characters, "@", a handle of up to 65. */
  upiId: 256 + 1 + 65,
} as const;

export const checkoutMessages = {
  firstNameRequired: msg("First name is required"),
  firstNameTooLong: msg(`First name must be at most ${checkoutMaxLengths.firstName} characters`),
  lastNameRequired: msg("Last name is required"),
  lastNameTooLong: msg(`Last name must be at most ${checkoutMaxLengths.lastName} characters`),
  emailRequired: msg("Email is required"),
  emailInvalid: msg("Invalid email address"),
  emailTooLong: msg(`Email must be at most ${checkoutMaxLengths.email} characters`),
  phoneRequired: msg("Phone number is required"),
  phoneInvalid: msg("Please enter a valid 10-digit phone number"),
  addressRequired: msg("Address is required"),
  addressTooLong: msg(`Address must be at most ${checkoutMaxLengths.address} characters`),
  apartmentTooLong: msg(`Apartment, suite, etc. must be at most ${checkoutMaxLengths.apartment} characters`),
  cityRequired: msg("City is required"),
  cityTooLong: msg(`City must be at most ${checkoutMaxLengths.city} characters`),
  stateRequired: msg("State is required"),
  stateInvalid: msg("Please select a state from the list"),
  pincodeRequired: msg("PIN code is required"),
  pincodeInvalid: pincodeMessages.invalid,
  /** Only when something other than a form was sent (a forged request); a browser never sees it. */
  shippingMissing: msg("Please fill in your shipping details"),
  methodRequired: msg("Please choose a payment method"),
  cardNumberRequired: msg("Card number is required"),
  cardNumberInvalid: msg("Please enter a valid 16-digit card number"),
  cardExpiryRequired: msg("Expiry date is required"),
  cardExpiryInvalid: msg("Please enter a valid date (MM/YY)"),
  cardCvvRequired: msg("CVV is required"),
  cardCvvInvalid: msg("Please enter a valid CVV"),
  cardHolderTooLong: msg(`Name on card must be at most ${checkoutMaxLengths.cardHolder} characters`),
  upiIdRequired: msg("UPI ID is required"),
  upiIdInvalid: msg("Please enter a valid UPI ID"),
  /** Only for a forged form or API call: the page always sends a chosen address or card. */
  savedAddressRequired: msg("Please choose one of your saved addresses"),
  savedCardRequired: msg("Please choose one of your saved cards"),
  /** For an API client that sends a card's details: they go from the browser to the gateway, never to the store. */
  cardDetailsRefused:
    msg("Card details are never sent to the store. Send only the payment method (and a saved card's id); the card is paid in the payment gateway's window."),
  /** Spec §5: shown instead of fields when cash on delivery is chosen. */
  codNotice: msg("You pay the full amount when your order is delivered, in cash or by card."),
} as const;

/** Spec §5: letters, digits and ._%+- then @ then a domain with a 2+ letter ending. */
const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** Spec §5: a name of 2–256 letters, digits, dots or hyphens, @, a handle of 3–65 letters. */
export const upiIdPattern = /^[A-Za-z0-9.-]{2,256}@[A-Za-z]{3,65}$/;

// Short names for the two tables above, so each field's rules read on one line.
const m = checkoutMessages;
const max = checkoutMaxLengths;

/**
 * A trimmed text field: empty gives `required`, then over `maxLength` gives `tooLong`. `abort` keeps it to
 * one clear message per problem, not "required" and "invalid" at once.
 */
function requiredText(required: string, maxLength: number, tooLong: string) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(maxLength, { error: tooLong, abort: true }),
    );
}

/** An optional trimmed text field: missing reads as "". */
function optionalText(maxLength: number, tooLong: string) {
  return z._default(z.string().check(z.trim(), z.maxLength(maxLength, { error: tooLong, abort: true })), "");
}

export const shippingSchema = z.object(
  {
    firstName: requiredText(m.firstNameRequired, max.firstName, m.firstNameTooLong),
    lastName: requiredText(m.lastNameRequired, max.lastName, m.lastNameTooLong),
    email: requiredText(m.emailRequired, max.email, m.emailTooLong).check(
      z.regex(emailPattern, { error: m.emailInvalid }),
    ),
    phone: phoneField({ required: m.phoneRequired, invalid: m.phoneInvalid }),
    address: requiredText(m.addressRequired, max.address, m.addressTooLong),
    apartment: optionalText(max.apartment, m.apartmentTooLong),
    city: requiredText(m.cityRequired, max.city, m.cityTooLong),
    state: requiredText(m.stateRequired, 2, m.stateInvalid).check(
      z.refine(isIndianStateCode, { error: m.stateInvalid }),
    ),
    pincode: requiredText(m.pincodeRequired, pincodeMaxLength, m.pincodeInvalid).check(
      // "400 050" is kept as its six digits, as the PIN code check reads it.
      z.overwrite((typed) => parsePincode(typed) ?? typed),
      z.regex(pincodePattern, { error: m.pincodeInvalid }),
    ),
  },
  { error: m.shippingMissing },
);

export type ShippingInput = z.output<typeof shippingSchema>;
export type ShippingField = keyof ShippingInput;

const cardPayment = z.object({
  method: z.literal("card"),
  cardNumber: requiredText(m.cardNumberRequired, max.cardNumber, m.cardNumberInvalid).check(
    // Spaces are the input mask's grouping; what is kept and sent on is the 16 digits alone.
    z.overwrite((typed) => typed.replace(/ /g, "")),
    z.regex(/^\d{16}$/, { error: m.cardNumberInvalid }),
  ),
  // Spec §5: no past-date check here; the payment provider refuses an expired card.
  cardExpiry: requiredText(m.cardExpiryRequired, 5, m.cardExpiryInvalid).check(
    z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: m.cardExpiryInvalid }),
  ),
  cardCvv: requiredText(m.cardCvvRequired, 4, m.cardCvvInvalid).check(
    z.regex(/^\d{3,4}$/, { error: m.cardCvvInvalid }),
  ),
  cardHolder: optionalText(max.cardHolder, m.cardHolderTooLong),
});

const upiPayment = z.object({
  method: z.literal("upi"),
  upiId: requiredText(m.upiIdRequired, max.upiId, m.upiIdInvalid).check(
    z.regex(upiIdPattern, { error: m.upiIdInvalid }),
  ),
});

const cashOnDelivery = z.object({ method: z.literal("cod") });

/** Fields of the other methods (still in the form when the shopper switched) are dropped. */
export const paymentSchema = z.discriminatedUnion("method", [cardPayment, upiPayment, cashOnDelivery], {
  error: m.methodRequired,
});

export const paymentMethods = ["card", "cod", "upi"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** Spec §4: the payment step opens on card. */
export const defaultPaymentMethod: PaymentMethod = "card";

export type PaymentInput = z.output<typeof paymentSchema>;
export type PaymentField = "method" | "cardNumber" | "cardExpiry" | "cardCvv" | "cardHolder" | "upiId";

/** A row id sent back by the page or an API client: a positive 32-bit integer. */
function rowId(required: string) {
  return z.number({ error: required }).check(z.int({ error: required }), z.positive({ error: required }), z.maximum(2_147_483_647, { error: required }));
}

/**
 * A signed-in shopper's saved address (spec §2 Addresses): the order goes where that address says,
 * and the e-mail is this order's (an API client may leave it out: the account's is used).
 */
export const savedAddressShippingSchema = z.object(
  {
    savedAddressId: rowId(m.savedAddressRequired),
    email: z.optional(
      requiredText(m.emailRequired, max.email, m.emailTooLong).check(z.regex(emailPattern, { error: m.emailInvalid })),
    ),
  },
  { error: m.shippingMissing },
);

export type SavedAddressShippingInput = z.output<typeof savedAddressShippingSchema>;

/**
 * A saved card (spec §2 Cards): one of the shopper's gateway tokens, paid in the gateway's window
 * with its CVV typed there, so the order names only the card's id.
 */
export const savedCardPaymentSchema = z.object({
  method: z.literal("card"),
  savedCardId: rowId(m.savedCardRequired),
});

export type SavedCardPaymentInput = z.output<typeof savedCardPaymentSchema>;

/** An optional GSTIN for a GST invoice in the buyer's name; "" when none. */
export const buyerGstinSchema = z._default(
  z.string().check(
    z.overwrite(normalizeGstin),
    z.superRefine((gstin, context) => {
      if (gstin === "") return;
      const checked = checkGstin(gstin);
      if (!checked.ok) context.issues.push({ code: "custom", message: checked.message, input: gstin });
    }),
  ),
  "",
);

/** Morning, afternoon or evening, for furniture our fitters assemble; null when none. */
export const deliverySlotSchema = z.optional(z.nullable(z.enum(deliverySlots, { error: deliverySlotMessages.required })));

/**
 * A no-cost EMI plan asked for with a card payment, as `{bank, months}`; null or left out
 * to pay in full. Only its shape is checked here: whether that bank, tenure, payment and total may
 * have EMI is the order service's answer (emiRefusal), so a refusal says why in plain words.
 */
export const emiChoiceSchema = z.optional(
  z.nullable(
    z.object({
      bank: z.string({ error: emiMessages.bankRequired }).check(
        z.trim(),
        z.minLength(1, { error: emiMessages.bankRequired, abort: true }),
        z.maxLength(40, { error: emiMessages.unknownBank, abort: true }),
      ),
      months: z.number({ error: emiMessages.monthsRequired }).check(z.int({ error: emiMessages.unknownTenure })),
    }),
  ),
);

export type EmiChoiceInput = NonNullable<z.output<typeof emiChoiceSchema>>;

/** Whether a submitted shipping part picks a saved address rather than typing one. */
export function picksSavedAddress(value: unknown): boolean {
  return typeof value === "object" && value !== null && "savedAddressId" in value;
}

/**
 * Paid in the hosted gateway's own window (decision 029): card, UPI or netbanking named with none
 * of its details, which go from the browser to the gateway and never to the store. A UPI ID, when
 * given (spec §3), is only shown back with the order: no collect request is sent to it.
 */
export const gatewayWindowPaymentSchema = z.object({
  method: z.enum(["card", "upi", "netbanking"], { error: m.methodRequired }),
  upiId: z.optional(upiPayment.shape.upiId),
});

export type GatewayWindowPaymentInput = z.output<typeof gatewayWindowPaymentSchema>;

/** What an order may be paid with: cash on delivery, a saved card, or a method paid in the gateway's window. */
export const orderPaymentSchema = z.union([cashOnDelivery, gatewayWindowPaymentSchema], { error: m.methodRequired });

/** A card's own details: never accepted by the store, whoever sends them. */
const cardDetailKeys = ["cardNumber", "cardExpiry", "cardCvv"] as const;

/** The card detail a submitted payment part carries, if any (a forged form, an old API client). */
export function cardDetailIn(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  return cardDetailKeys.find((key) => key in value) ?? null;
}

/** Whether a submitted payment part is paid in the gateway's window: card, UPI or netbanking. */
export function picksGatewayWindow(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const method: unknown = "method" in value ? value.method : undefined;
  return method === "card" || method === "upi" || method === "netbanking";
}

/** Whether a submitted payment part pays with a saved card rather than a typed one. */
export function picksSavedCard(value: unknown): boolean {
  return typeof value === "object" && value !== null && "savedCardId" in value;
}

/** Everything an order is placed with, after the shared checks: what the order service receives. */
export interface OrderRequest {
  shipping: ShippingInput | SavedAddressShippingInput;
  payment: SavedCardPaymentInput | z.output<typeof orderPaymentSchema>;
  deliverySlot: NonNullable<z.output<typeof deliverySlotSchema>> | null;
  buyerGstin: string;
  /** The no-cost EMI plan asked for; null to pay in full. */
  emi: EmiChoiceInput | null;
}

export type OrderRequestResult =
  | { ok: true; request: OrderRequest }
  /** `path` names the first problem's place, e.g. ["shipping", "pincode"]; `message` is for the shopper. */
  | { ok: false; path: string[]; message: string };

function firstIssue(
  part: string,
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
): OrderRequestResult {
  const issue = error.issues[0];
  return {
    ok: false,
    path: [part, ...(issue?.path ?? []).map(String)],
    message: issue?.message ?? msg("Invalid request."),
  };
}

/** The shipping part of an order: a saved address by id, or a typed one. */
export function parseOrderShipping(value: unknown) {
  return picksSavedAddress(value) ? savedAddressShippingSchema.safeParse(value) : shippingSchema.safeParse(value);
}

/**
 * Checks an order the way both the checkout page and POST /api/db/orders send it: a typed or a
 * saved address, a typed or a saved card (or UPI, cash on delivery), a delivery slot, a GSTIN and
 * a no-cost EMI plan. Prices and totals are not read: the server prices the cart itself.
 */
export function parseOrderRequest(value: {
  shipping?: unknown;
  payment?: unknown;
  deliverySlot?: unknown;
  buyerGstin?: unknown;
  emi?: unknown;
}): OrderRequestResult {
  const shipping = parseOrderShipping(value.shipping);
  if (!shipping.success) return firstIssue("shipping", shipping.error);
  const cardDetail = cardDetailIn(value.payment);
  if (cardDetail) return { ok: false, path: ["payment", cardDetail], message: m.cardDetailsRefused };
  const payment = picksSavedCard(value.payment) ? savedCardPaymentSchema.safeParse(value.payment) : orderPaymentSchema.safeParse(value.payment);
  if (!payment.success) return firstIssue("payment", payment.error);
  const slot = deliverySlotSchema.safeParse(value.deliverySlot);
  if (!slot.success) return firstIssue("deliverySlot", slot.error);
  const gstin = buyerGstinSchema.safeParse(value.buyerGstin);
  if (!gstin.success) return firstIssue("buyerGstin", gstin.error);
  const emi = emiChoiceSchema.safeParse(value.emi);
  if (!emi.success) return firstIssue("emi", emi.error);
  return {
    ok: true,
    request: {
      shipping: shipping.data,
      payment: payment.data,
      deliverySlot: slot.data ?? null,
      buyerGstin: gstin.data,
      emi: emi.data ?? null,
    },
  };
}

/**
 * The first message for each field of a failed parse, keyed by the field's name; what the form
 * shows next to each field. Problems with the whole value (not an object at all) are under "form".
 */
export function firstErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    const field = typeof key === "string" ? key : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What is wrong with a shipping form, one message per field; empty when it can be sent. */
export function shippingErrors(value: unknown): Partial<Record<ShippingField | "form", string>> {
  const parsed = shippingSchema.safeParse(value);
  return parsed.success ? {} : firstErrors(parsed.error);
}

/** What is wrong with a payment form, one message per field; empty when it can be sent. */
export function paymentErrors(value: unknown): Partial<Record<PaymentField, string>> {
  const parsed = paymentSchema.safeParse(value);
  if (parsed.success) return {};
  const errors = firstErrors(parsed.error);
  // A value that is not a form at all is reported on the whole value; the fix is choosing a method.
  if (errors.form !== undefined) return { method: errors.form };
  return errors;
}
