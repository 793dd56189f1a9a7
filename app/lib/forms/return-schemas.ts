// A shopper's return request (which pieces, why, when to collect them and, for cash on delivery,
// where to send the money), checked in the browser and again by the server: one set of rules and
// messages. zod/mini, because the return form ships this to the browser.
import * as z from "zod/mini";
import { msg } from "../../i18n/msg";
import type { CodRefundAccount, PaymentMethod, ReturnRequestInput } from "../contracts/admin-orders";
import { indiaToday } from "../delivery-promise";
import { deliverySlots } from "../delivery-slots";
import { checkoutMaxLengths, checkoutMessages, upiIdPattern } from "./checkout-schema";

export const returnLimits = {
  reasonMin: 3,
  reasonMax: 500,
  accountNameMax: 100,
  /** Pickup from tomorrow to a week ahead, India's calendar. */
  pickupFirstDay: 1,
  pickupLastDay: 7,
  /** Nobody buys more than this of one piece of furniture; it keeps forged numbers small. */
  quantityMax: 999,
} as const;

export const returnMessages = {
  linesRequired: msg("Choose at least one item to return"),
  quantityInvalid: msg("Choose how many of this item to return"),
  reasonRequired: msg("Tell us why you are returning it"),
  reasonTooShort: msg(`Please tell us a little more (at least ${returnLimits.reasonMin} characters)`),
  reasonTooLong: msg(`The reason must be at most ${returnLimits.reasonMax} characters`),
  pickupDateRequired: msg("Choose a pickup date"),
  pickupDateOutOfRange: msg(`Choose a pickup date from tomorrow to ${returnLimits.pickupLastDay} days ahead`),
  pickupSlotRequired: msg("Choose a pickup slot"),
  refundDestinationRequired: msg("You paid cash on delivery: tell us the UPI ID or bank account to send your refund to"),
  refundAccountNotNeeded: msg("You paid online: your refund goes back to the card or UPI account you paid with, so no account details are needed"),
  upiIdRequired: checkoutMessages.upiIdRequired,
  upiIdInvalid: checkoutMessages.upiIdInvalid,
  accountNameRequired: msg("Account holder's name is required"),
  accountNameTooLong: msg(`Account holder's name must be at most ${returnLimits.accountNameMax} characters`),
  accountNumberRequired: msg("Account number is required"),
  accountNumberInvalid: msg("Please enter a valid account number (9 to 18 digits)"),
  ifscRequired: msg("IFSC is required"),
  ifscInvalid: msg("Please enter a valid IFSC: 11 characters, like HDFC0001234"),
} as const;

const m = returnMessages;

/** RBI's branch code: four letters of the bank, a zero, six letters or digits of the branch. */
export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const accountNumberPattern = /^\d{9,18}$/;

function requiredText(required: string, maxLength: number, tooLong: string) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), z.maxLength(maxLength, { error: tooLong, abort: true }));
}

const upiAccount = z.object({
  destination: z.literal("upi"),
  upiId: requiredText(m.upiIdRequired, checkoutMaxLengths.upiId, m.upiIdInvalid).check(z.regex(upiIdPattern, { error: m.upiIdInvalid })),
});

const bankAccount = z.object({
  destination: z.literal("bank"),
  accountName: requiredText(m.accountNameRequired, returnLimits.accountNameMax, m.accountNameTooLong),
  accountNumber: requiredText(m.accountNumberRequired, 40, m.accountNumberInvalid).check(
    // Spaces and hyphens are how people copy it from a cheque book; the digits are what is kept.
    z.overwrite((typed) => typed.replace(/[\s-]/g, "")),
    z.regex(accountNumberPattern, { error: m.accountNumberInvalid }),
  ),
  ifsc: requiredText(m.ifscRequired, 20, m.ifscInvalid).check(
    z.overwrite((typed) => typed.replace(/\s/g, "").toUpperCase()),
    z.regex(ifscPattern, { error: m.ifscInvalid }),
  ),
});

/** Where a cash-on-delivery refund is paid: a UPI ID or a bank account. */
export const refundAccountSchema = z.discriminatedUnion("destination", [upiAccount, bankAccount], { error: m.refundDestinationRequired });

/** The India date `days` after `isoDate` (both YYYY-MM-DD). */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The pickup dates a shopper may choose today: tomorrow to a week ahead, India's calendar. */
export function pickupDates(now: Date): string[] {
  const today = indiaToday(now);
  const dates: string[] = [];
  const last: number = returnLimits.pickupLastDay;
  for (let day: number = returnLimits.pickupFirstDay; day <= last; day++) dates.push(addDays(today, day));
  return dates;
}

const pickupDateLabels = new Map<string, Intl.DateTimeFormat>();

/** "Thu, 3 Dec": how a pickup date (YYYY-MM-DD, India) is shown, in a page's language tag ("hi-IN" on Hindi pages). */
export function pickupDateText(isoDate: string, languageTag = "en-IN"): string {
  let label = pickupDateLabels.get(languageTag);
  if (!label) {
    label = new Intl.DateTimeFormat(languageTag, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
    pickupDateLabels.set(languageTag, label);
  }
  return label.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The request's shape, with the pickup date checked against `now` (the caller's clock). */
export function returnRequestSchema(now: Date) {
  const allowed = new Set(pickupDates(now));
  return z.object({
    lines: z
      .array(
        z.object({
          orderLineId: z.number({ error: m.linesRequired }).check(z.int({ error: m.linesRequired }), z.positive({ error: m.linesRequired }), z.maximum(2_147_483_647, { error: m.linesRequired })),
          quantity: z
            .number({ error: m.quantityInvalid })
            .check(z.int({ error: m.quantityInvalid }), z.positive({ error: m.quantityInvalid }), z.maximum(returnLimits.quantityMax, { error: m.quantityInvalid })),
        }),
        { error: m.linesRequired },
      )
      .check(z.minLength(1, { error: m.linesRequired }), z.maxLength(100, { error: m.linesRequired })),
    reason: z
      .string({ error: m.reasonRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: m.reasonRequired, abort: true }),
        z.minLength(returnLimits.reasonMin, { error: m.reasonTooShort, abort: true }),
        z.maxLength(returnLimits.reasonMax, { error: m.reasonTooLong, abort: true }),
      ),
    pickupDate: z
      .string({ error: m.pickupDateRequired })
      .check(z.minLength(1, { error: m.pickupDateRequired, abort: true }), z.refine((date) => allowed.has(date), { error: m.pickupDateOutOfRange })),
    pickupSlot: z.enum(deliverySlots, { error: m.pickupSlotRequired }),
    refundAccount: z.optional(refundAccountSchema),
  });
}

/**
 * The payment rule: cash on delivery needs somewhere to send the money; an order paid online must
 * not name one (its money goes back the way it came). The message for the refund account's field,
 * or null when the request keeps the rule.
 */
export function refundAccountRefusal(paymentMethod: PaymentMethod, account: CodRefundAccount | undefined): string | null {
  if (paymentMethod === "cod") return account ? null : m.refundDestinationRequired;
  return account ? m.refundAccountNotNeeded : null;
}

/** Each line's quantity is posted as quantity-<order line id>; 0 (or left out) returns none of it. */
export const quantityFieldPrefix = "quantity-";

export function quantityField(orderLineId: number): string {
  return `${quantityFieldPrefix}${orderLineId}`;
}

type Fields = Partial<Record<string, string>>;

/** The posted return form as the schema reads it; the refund account only when a destination was chosen. */
export function returnRequestFields(fields: Fields): Record<string, unknown> & { lines: { orderLineId: number; quantity: number }[] } {
  const lines = Object.entries(fields)
    .filter(([name, value]) => name.startsWith(quantityFieldPrefix) && value !== undefined && value.trim() !== "" && value.trim() !== "0")
    .map(([name, value]) => ({ orderLineId: Number(name.slice(quantityFieldPrefix.length)), quantity: Number(value) }));
  const destination = fields.refundDestination;
  const refundAccount =
    destination === "upi"
      ? { destination, upiId: fields.upiId ?? "" }
      : destination === "bank"
        ? { destination, accountName: fields.accountName ?? "", accountNumber: fields.accountNumber ?? "", ifsc: fields.ifsc ?? "" }
        : destination
          ? { destination }
          : undefined;
  return { lines, reason: fields.reason ?? "", pickupDate: fields.pickupDate ?? "", pickupSlot: fields.pickupSlot, refundAccount };
}

export type ReturnFormResult = { ok: true; input: ReturnRequestInput } | { ok: false; errors: Partial<Record<string, string>> };

/**
 * Checks a posted return form for an order paid by `paymentMethod`: one message per field, named
 * as the form names them (quantity-<line>, reason, pickupDate, pickupSlot, refundDestination,
 * upiId, accountName, accountNumber, ifsc; "lines" when no item was chosen).
 */
export function parseReturnForm(fields: Fields, options: { now: Date; paymentMethod: PaymentMethod }): ReturnFormResult {
  const value = returnRequestFields(fields);
  const parsed = returnRequestSchema(options.now).safeParse(value);
  const errors: Partial<Record<string, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index, inner] = issue.path;
      let field = typeof first === "string" ? first : "form";
      if (first === "lines" && typeof index === "number" && inner === "quantity") {
        const line = value.lines[index];
        field = line ? quantityField(line.orderLineId) : "lines";
      } else if (first === "lines") {
        field = "lines";
      } else if (first === "refundAccount") {
        field = typeof index === "string" && index !== "destination" ? index : "refundDestination";
      }
      errors[field] ??= issue.message;
    }
  }
  const account = parsed.success ? parsed.data.refundAccount : undefined;
  // The payment rule is checked even when other fields failed, so every problem shows at once.
  const chosen = fields.refundDestination === "upi" || fields.refundDestination === "bank";
  if (options.paymentMethod === "cod" && !chosen) errors.refundDestination ??= m.refundDestinationRequired;
  if (parsed.success) {
    const refusal = refundAccountRefusal(options.paymentMethod, account);
    if (refusal) errors.refundDestination ??= refusal;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
