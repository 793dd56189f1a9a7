// How the order and return pages' forms post their fields, turned into what the shared schemas
// (app/lib/forms/order-desk-schemas.ts) read: the intent names the action.

type Fields = Partial<Record<string, string>>;

export function orderActionFields(fields: Fields): Record<string, unknown> {
  return {
    action: fields.intent,
    expectedStatus: fields.expectedStatus,
    note: fields.note,
    courier: fields.courier,
    trackingNumber: fields.trackingNumber,
    reason: fields.reason,
  };
}

/** A received line's condition is posted as condition-<order line id>. */
export const conditionFieldPrefix = "condition-";

export function returnActionFields(fields: Fields): Record<string, unknown> {
  const conditions = Object.entries(fields)
    .filter(([name]) => name.startsWith(conditionFieldPrefix))
    .map(([name, condition]) => ({ orderLineId: Number(name.slice(conditionFieldPrefix.length)), condition }));
  return {
    action: fields.intent,
    expectedStatus: fields.expectedStatus,
    reason: fields.reason,
    pickupDate: fields.pickupDate,
    pickupSlot: fields.pickupSlot,
    conditions,
    payoutReference: fields.payoutReference,
  };
}
