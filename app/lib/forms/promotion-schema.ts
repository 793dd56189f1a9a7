// The back office's promo code form: the code, percent or flat rupees, the minimum order, when it
// runs (India time), its limits and whether it is switched on. One set of rules and messages for
// the /admin/promotions pages, the JSON API and the promotion service. zod/mini, as the other forms.
import * as z from "zod/mini";
import { promotionKinds } from "../contracts/promotions";

export const promotionLimits = {
  codeMin: 3,
  codeMax: 32,
  flatMax: 10_000_000,
  minSubtotalMax: 100_000_000,
  usesMax: 10_000_000,
} as const;

export const promotionMessages = {
  codeRequired: "Enter the code shoppers will type",
  codeReserved: "NEW names the page for a new code; choose another code",
  codeFormat: `The code must be ${promotionLimits.codeMin} to ${promotionLimits.codeMax} letters or digits, without spaces`,
  kindRequired: "Choose a percent off or a flat amount off",
  valueRequired: "Enter how much the code takes off",
  // An order must cost something: the payment methods cannot take ₹0.
  percentRange: "A percent off must be a whole number from 1 to 99",
  flatRange: `A flat amount off must be a whole number of rupees from 1 to ${promotionLimits.flatMax.toLocaleString("en-IN")}`,
  minSubtotal: `The minimum order must be a whole number of rupees from 0 to ${promotionLimits.minSubtotalMax.toLocaleString("en-IN")}`,
  maxUses: `The total limit must be a whole number from 1 to ${promotionLimits.usesMax.toLocaleString("en-IN")}, or empty for no limit`,
  maxUsesPerShopper: `The limit per shopper must be a whole number from 1 to ${promotionLimits.usesMax.toLocaleString("en-IN")}, or empty for no limit`,
  dateTime: "Write the date and time as YYYY-MM-DDTHH:MM, India time",
  endsAfterStart: "The end must be after the start",
  flatBelowMinimum: "A flat amount off needs a minimum order above it, so no order is ever free",
  yesOrNo: "Answer yes or no",
} as const;

const m = promotionMessages;

/** Letters and digits only; stored upper-case, as shoppers' codes are compared without case. */
export const promotionCodePattern = /^[A-Z0-9]+$/;

/** A date and time in India as a datetime-local field writes it: 2026-12-01T09:30. */
const indiaDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const indiaOffsetMs = 330 * 60 * 1000;

/** The instant an India date and time names, or null when it is no such time (30 February, 25:00). */
export function indiaDateTimeToDate(value: string): Date | null {
  const parts = indiaDateTimePattern.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || year < 2000 || year > 2200) return null;
  return new Date(utc - indiaOffsetMs);
}

/** An instant as a datetime-local field in India shows it. */
export function indiaDateTimeOf(date: Date | string): string {
  return new Date(new Date(date).getTime() + indiaOffsetMs).toISOString().slice(0, 16);
}

const wholeNumber = (error: string, min: number, max: number) =>
  z.number({ error }).check(z.int({ error }), z.minimum(min, { error }), z.maximum(max, { error }));

const optionalDateTime = z.nullable(
  z.string({ error: m.dateTime }).check(z.refine((value) => indiaDateTimeToDate(value) !== null, { error: m.dateTime })),
);

const terms = {
  kind: z.enum(promotionKinds, { error: m.kindRequired }),
  value: z.number({ error: m.valueRequired }).check(z.int({ error: m.valueRequired })),
  minSubtotal: wholeNumber(m.minSubtotal, 0, promotionLimits.minSubtotalMax),
  startsAt: optionalDateTime,
  endsAt: optionalDateTime,
  maxUses: z.nullable(wholeNumber(m.maxUses, 1, promotionLimits.usesMax)),
  maxUsesPerShopper: z.nullable(wholeNumber(m.maxUsesPerShopper, 1, promotionLimits.usesMax)),
  firstOrderOnly: z.boolean({ error: m.yesOrNo }),
  active: z.boolean({ error: m.yesOrNo }),
};

type Terms = { kind: string; value: number; minSubtotal: number; startsAt: string | null; endsAt: string | null };

const valueInRange = z.refine<Terms>((input) => (input.kind === "percent" ? input.value >= 1 && input.value <= 99 : true), {
  error: m.percentRange,
  path: ["value"],
});
const flatInRange = z.refine<Terms>((input) => (input.kind === "flat" ? input.value >= 1 && input.value <= promotionLimits.flatMax : true), {
  error: m.flatRange,
  path: ["value"],
});
// A total of nothing cannot be paid (card, UPI and cash on delivery all need an amount).
const flatBelowMinimum = z.refine<Terms>((input) => (input.kind === "flat" ? input.minSubtotal > input.value : true), {
  error: m.flatBelowMinimum,
  path: ["minSubtotal"],
});
const endsAfterStart = z.refine<Terms>(
  (input) => {
    const starts = input.startsAt ? indiaDateTimeToDate(input.startsAt) : null;
    const ends = input.endsAt ? indiaDateTimeToDate(input.endsAt) : null;
    return !starts || !ends || ends > starts;
  },
  { error: m.endsAfterStart, path: ["endsAt"] },
);

/** An existing code's terms (the code itself never changes: orders and carts name it). */
export const promotionTermsSchema = z.object(terms).check(valueInRange, flatInRange, flatBelowMinimum, endsAfterStart);
export type PromotionTermsInput = z.output<typeof promotionTermsSchema>;

/** A new code: its name and its terms. */
export const newPromotionSchema = z
  .object({
    code: z.string({ error: m.codeRequired }).check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, { error: m.codeRequired, abort: true }),
      z.minLength(promotionLimits.codeMin, { error: m.codeFormat, abort: true }),
      z.maxLength(promotionLimits.codeMax, { error: m.codeFormat, abort: true }),
      z.regex(promotionCodePattern, { error: m.codeFormat }),
      z.refine((code) => code !== "NEW", { error: m.codeReserved }),
    ),
    ...terms,
  })
  .check(valueInRange, flatInRange, flatBelowMinimum, endsAfterStart);
export type NewPromotionInput = z.output<typeof newPromotionSchema>;

export const promotionActiveSchema = z.object({ active: z.boolean({ error: m.yesOrNo }) });
