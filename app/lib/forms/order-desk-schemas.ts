// The back office's order and return forms: moving an order on (confirm with a note, pack, ship
// with courier and tracking number, deliver, cancel with a reason), a note and moving a return on.
// One set of rules and messages, checked in the browser, by the JSON API and again by the services,
// whoever calls them. zod/mini, because the forms ship it.
import * as z from "zod/mini";
import { orderStatuses, returnConditions, returnStatuses } from "../contracts/admin-orders";
import { deliverySlots } from "../delivery-slots";

export const orderDeskLimits = {
  courier: { min: 2, max: 60 },
  trackingNumber: { min: 3, max: 40 },
  reason: { min: 3, max: 500 },
  note: { min: 1, max: 2000 },
  payoutReference: { min: 6, max: 40 },
} as const;

/** The inputs' maxLength attributes. */
export const orderDeskMaxLengths = {
  note: orderDeskLimits.note.max,
  confirmNote: orderDeskLimits.note.max,
  courier: orderDeskLimits.courier.max,
  trackingNumber: orderDeskLimits.trackingNumber.max,
  reason: orderDeskLimits.reason.max,
  payoutReference: orderDeskLimits.payoutReference.max,
} as const;

export const orderDeskMessages = {
  courierRequired: "Enter the courier's name",
  courierLength: `The courier's name must be ${orderDeskLimits.courier.min} to ${orderDeskLimits.courier.max} characters`,
  trackingNumberRequired: "Enter the tracking number",
  trackingNumberFormat: `The tracking number must be ${orderDeskLimits.trackingNumber.min} to ${orderDeskLimits.trackingNumber.max} letters, digits or dashes`,
  reasonRequired: "Say why",
  reasonLength: `The reason must be ${orderDeskLimits.reason.min} to ${orderDeskLimits.reason.max} characters`,
  noteRequired: "Write the note",
  noteTooLong: `A note must be at most ${orderDeskLimits.note.max} characters`,
  statusUnknown: "The page did not say which status it showed; reload it and try again",
  actionUnknown: "Choose what to do",
  dateFormat: "Write the date as YYYY-MM-DD",
  pickupSlotRequired: "Choose a pickup slot",
  conditionsRequired: "Say in what condition each returned item came back",
  conditionUnknown: "Choose sellable or damaged",
  payoutReferenceFormat: `The UTR must be ${orderDeskLimits.payoutReference.min} to ${orderDeskLimits.payoutReference.max} letters or digits`,
} as const;

const m = orderDeskMessages;

export const trackingNumberPattern = /^[A-Za-z0-9-]{3,40}$/;
/** A payout's UTR (IMPS 12, NEFT and RTGS 16 to 22 characters) or a UPI transaction reference. */
export const payoutReferencePattern = /^[A-Z0-9]{6,40}$/;

/** An ISO date that exists on the calendar (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function trimmedText(required: string, min: number, max: number, length: string) {
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.minLength(min, { error: length, abort: true }),
    z.maxLength(max, { error: length, abort: true }),
  );
}

const orderStatus = z.enum(orderStatuses, { error: m.statusUnknown });
const returnStatus = z.enum(returnStatuses, { error: m.statusUnknown });

export const courierSchema = trimmedText(m.courierRequired, orderDeskLimits.courier.min, orderDeskLimits.courier.max, m.courierLength);

export const trackingNumberSchema = z.string({ error: m.trackingNumberRequired }).check(
  z.trim(),
  z.minLength(1, { error: m.trackingNumberRequired, abort: true }),
  z.regex(trackingNumberPattern, { error: m.trackingNumberFormat }),
);

export const reasonSchema = trimmedText(m.reasonRequired, orderDeskLimits.reason.min, orderDeskLimits.reason.max, m.reasonLength);

export const noteBodySchema = trimmedText(m.noteRequired, orderDeskLimits.note.min, orderDeskLimits.note.max, m.noteTooLong);

export const orderNoteSchema = z.object({ body: noteBodySchema });

/** The optional note of a confirmation (what was said on the call for cash on delivery); blank is none. */
const confirmNote = z.optional(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(orderDeskLimits.note.max, { error: m.noteTooLong })),
    z.transform((value: string) => value || undefined),
  ),
);

export const orderActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("confirm"), expectedStatus: orderStatus, note: confirmNote }),
    z.object({ action: z.literal("pack"), expectedStatus: orderStatus }),
    z.object({ action: z.literal("ship"), expectedStatus: orderStatus, courier: courierSchema, trackingNumber: trackingNumberSchema }),
    z.object({ action: z.literal("deliver"), expectedStatus: orderStatus }),
    z.object({ action: z.literal("cancel"), expectedStatus: orderStatus, reason: reasonSchema }),
  ],
  { error: m.actionUnknown },
);

const calendarDate = z.string({ error: m.dateFormat }).check(z.trim(), z.refine(isCalendarDate, { error: m.dateFormat }));

/** A payout's UTR as typed: spaces dropped, upper case. */
const payoutReference = z.optional(
  z.pipe(
    z.string().check(
      z.overwrite((typed) => typed.replace(/\s/g, "").toUpperCase()),
      z.refine((typed) => typed === "" || payoutReferencePattern.test(typed), { error: m.payoutReferenceFormat }),
    ),
    z.transform((value: string) => value || undefined),
  ),
);

export const returnActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("approve"), expectedStatus: returnStatus }),
    z.object({ action: z.literal("reject"), expectedStatus: returnStatus, reason: reasonSchema }),
    z.object({
      action: z.literal("schedule_pickup"),
      expectedStatus: returnStatus,
      pickupDate: calendarDate,
      pickupSlot: z.enum(deliverySlots, { error: m.pickupSlotRequired }),
    }),
    z.object({
      action: z.literal("receive"),
      expectedStatus: returnStatus,
      conditions: z
        .array(
          z.object({
            orderLineId: z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
            condition: z.enum(returnConditions, { error: m.conditionUnknown }),
          }),
          { error: m.conditionsRequired },
        )
        .check(z.minLength(1, { error: m.conditionsRequired })),
    }),
    z.object({ action: z.literal("refund"), expectedStatus: returnStatus, payoutReference }),
  ],
  { error: m.actionUnknown },
);
