// The back office's part of the OpenAPI document (server/api/openapi.ts): /api/admin/*, for
// integrations with a staff API token and staff's browsers with the staff session cookie.
import { staffPermissions, staffRoles } from "../../app/lib/admin/staff-permissions";
import { orderActions, orderStatuses, paymentMethods, refundDestinations, refundStatuses, returnConditions, returnStatuses } from "../../app/lib/contracts/admin-orders";
import { orderNumberPattern } from "../../app/lib/contracts/orders";
import { deliverySlots } from "../../app/lib/delivery-slots";
import { apiTokenNameMaxLength } from "../../app/lib/forms/api-token-schema";
import { orderDeskMaxLengths } from "../../app/lib/forms/order-desk-schemas";
import { indianStates } from "../../app/lib/indian-states";
import { adminMaxPage } from "./admin-routes";
import { arrayOf, boolean, dataOf, errorResponse, integer, jsonBody, jsonResponse, nullable, object, ref, string, type Json } from "./openapi-builders";

const dateTime: Json = { type: "string", format: "date-time" };
const isoDate: Json = { type: "string", format: "date", description: "A date in India (YYYY-MM-DD)." };
const identifier: Json = { type: "integer", minimum: 1, maximum: 2_147_483_647 };
const text = (maxLength: number): Json => ({ type: "string", minLength: 1, maxLength });
const enumOf = (values: readonly string[]): Json => ({ type: "string", enum: [...values] });
const countsBy = (values: readonly string[], description?: string) => ({
  type: "object",
  ...(description ? { description } : {}),
  required: [...values],
  properties: Object.fromEntries(values.map((value): [string, Json] => [value, integer])),
});

const tag = "back office";
const security: Json[] = [{ staffApiToken: [] }, { staffSessionCookie: [] }];

export const adminSecuritySchemes: Record<string, Json> = {
  staffApiToken: {
    type: "http",
    scheme: "bearer",
    description: "An API token the owner made at /admin/api-tokens (aangan_staff_…). It acts with the role chosen for it.",
  },
  staffSessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "staff_session",
    description: "A staff member signed in to /admin. Changes made with it must come from the store's own pages (X-Requested-With: XMLHttpRequest).",
  },
};

/** What every /api/admin call may answer besides its own. */
const common: Record<string, Json> = {
  401: errorResponse("No API token or staff session, or the token is revoked or mistyped (code unauthorized)."),
  403: errorResponse(
    "The role does not allow it (code forbidden; the message names the permission), or a change made with the session cookie came from another site.",
  ),
};

const withBody: Record<string, Json> = {
  400: errorResponse("The body is not valid JSON."),
  413: errorResponse("The body is larger than 16 KB."),
  415: errorResponse("The body is not JSON."),
};

const orderNumber: Json = { name: "number", in: "path", required: true, schema: { type: "string", pattern: orderNumberPattern.source } };
const idIn = (description: string): Json => ({ name: "id", in: "path", required: true, description, schema: identifier });
const pageParameter: Json = { name: "page", in: "query", schema: { ...integer, minimum: 1, maximum: adminMaxPage, default: 1 } };

const orderActionBody: Json = {
  oneOf: [
    object({ action: { const: "confirm" }, expectedStatus: enumOf(orderStatuses), note: { type: "string", maxLength: orderDeskMaxLengths.confirmNote } }, ["action", "expectedStatus"]),
    object({ action: { const: "pack" }, expectedStatus: enumOf(orderStatuses) }),
    object({
      action: { const: "ship" },
      expectedStatus: enumOf(orderStatuses),
      courier: text(orderDeskMaxLengths.courier),
      trackingNumber: text(orderDeskMaxLengths.trackingNumber),
    }),
    object({ action: { const: "deliver" }, expectedStatus: enumOf(orderStatuses) }),
    object({ action: { const: "cancel" }, expectedStatus: enumOf(orderStatuses), reason: text(orderDeskMaxLengths.reason) }),
  ],
};

const returnActionBody: Json = {
  oneOf: [
    object({ action: { const: "approve" }, expectedStatus: enumOf(returnStatuses) }),
    object({ action: { const: "reject" }, expectedStatus: enumOf(returnStatuses), reason: text(orderDeskMaxLengths.reason) }),
    object({ action: { const: "schedule_pickup" }, expectedStatus: enumOf(returnStatuses), pickupDate: isoDate, pickupSlot: enumOf(deliverySlots) }),
    object({
      action: { const: "receive" },
      expectedStatus: enumOf(returnStatuses),
      conditions: { type: "array", minItems: 1, items: object({ orderLineId: identifier, condition: enumOf(returnConditions) }) },
    }),
    object(
      {
        action: { const: "refund" },
        expectedStatus: enumOf(returnStatuses),
        payoutReference: { type: "string", pattern: "^[A-Za-z0-9]{12,22}$", description: "The UTR of a cash-on-delivery refund paid by UPI or bank transfer." },
      },
      ["action", "expectedStatus"],
    ),
  ],
};

export const adminSchemas: Record<string, Json> = {
  AdminOrderSummary: object({
    number: string,
    placedAt: dateTime,
    status: enumOf(orderStatuses),
    customerName: string,
    email: string,
    phone: string,
    city: string,
    state: string,
    total: integer,
    paymentMethod: enumOf(paymentMethods),
    paymentStatus: string,
    itemCount: integer,
  }),
  AdminOrderQueue: object({
    orders: arrayOf(ref("AdminOrderSummary")),
    total: { type: "integer", description: "Orders matching the filters." },
    page: integer,
    pageSize: integer,
    countsByStatus: countsBy(orderStatuses, "Orders per status under the same filters except status."),
  }),
  OrderNote: object({ id: integer, author: string, body: string, at: dateTime }),
  OrderEmail: object({ id: integer, kind: string, subject: string, toAddress: string, createdAt: dateTime, sentAt: nullable(dateTime), failedAt: nullable(dateTime) }),
  Refund: object({
    id: integer,
    amount: integer,
    destination: enumOf(refundDestinations),
    status: enumOf(refundStatuses),
    reference: nullable({ type: "string", description: "The provider's refund id or the payout's UTR." }),
    failureReason: nullable(string),
    creditNoteNumber: nullable(string),
    returnId: nullable(integer),
    createdAt: dateTime,
    processedAt: nullable(dateTime),
  }),
  Return: object({
    id: integer,
    orderNumber: string,
    status: enumOf(returnStatuses),
    reason: string,
    rejectionReason: nullable(string),
    pickupDate: isoDate,
    pickupSlot: enumOf(deliverySlots),
    refundDestination: enumOf(refundDestinations),
    refundAccount: nullable({ type: "string", description: "The UPI ID, or the bank account masked to its last four digits with its IFSC." }),
    lines: arrayOf(
      object({ orderLineId: integer, name: string, variantName: string, quantity: integer, price: integer, condition: nullable(enumOf(returnConditions)) }),
    ),
    amount: { type: "integer", description: "What the returned lines are worth: the refund's amount." },
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  ReturnQueue: object({
    returns: arrayOf(ref("Return")),
    total: integer,
    page: integer,
    pageSize: integer,
    countsByStatus: countsBy(returnStatuses),
  }),
  AdminOrderDetail: object({
    order: ref("Order"),
    invoiceNumber: nullable(string),
    courier: nullable(string),
    trackingNumber: nullable(string),
    deliveredAt: nullable(dateTime),
    cancelledAt: nullable(dateTime),
    cancelReason: nullable(string),
    cancelledBy: nullable(string),
    customer: object({ userId: nullable(integer), ordersPlaced: integer }),
    notes: arrayOf(ref("OrderNote")),
    emails: arrayOf(ref("OrderEmail")),
    refunds: arrayOf(ref("Refund")),
    returns: arrayOf(ref("Return")),
    nextActions: { type: "array", items: enumOf(orderActions), description: "The moves open from here, before the role is considered." },
  }),
  AuditEntry: object({
    id: integer,
    at: dateTime,
    actor: { type: "string", description: "Who, as they were named then: a staff member, an API token and its creator, or the command line." },
    staffId: nullable(integer),
    action: string,
    entityType: string,
    entityId: string,
    before: {},
    after: {},
    clientAddress: nullable(string),
  }),
  AuditPage: object({ entries: arrayOf(ref("AuditEntry")), total: integer, page: integer, pageSize: integer }),
  StaffApiToken: object({
    id: integer,
    name: string,
    role: enumOf(staffRoles),
    createdBy: string,
    createdAt: dateTime,
    lastUsedAt: nullable({ ...dateTime, description: "Noted at most once a minute." }),
    revokedAt: nullable(dateTime),
    inactiveReason: nullable({ type: "string", description: "Why a token that is not revoked is refused all the same (its creator is disabled or no longer an owner)." }),
  }),
  AdminMe: object({
    name: { type: "string", description: "A staff member's name, or for a token: API token #id 'name' (by its creator)." },
    email: string,
    role: enumOf(staffRoles),
    roleName: string,
    permissions: arrayOf(enumOf(Object.keys(staffPermissions))),
    apiToken: nullable(object({ id: integer, name: string })),
  }),
};

const orderAnswer = jsonResponse("The order as the back office shows it.", dataOf(ref("AdminOrderDetail")));
const returnAnswer = jsonResponse("The return.", dataOf(ref("Return")));

export const adminPaths: Record<string, Json> = {
  "/api/admin/me": {
    get: {
      tags: [tag],
      summary: "Who is acting: the signed-in staff member or the API token, its role and what it may do",
      security,
      responses: { 200: jsonResponse("Who acts.", dataOf(ref("AdminMe"))), 401: common[401] ?? null },
    },
  },
  "/api/admin/orders": {
    get: {
      tags: [tag],
      summary: "The order queue, newest first, filtered (orders.read)",
      security,
      parameters: [
        { name: "status", in: "query", schema: enumOf(orderStatuses) },
        { name: "paymentMethod", in: "query", schema: enumOf(paymentMethods) },
        { name: "state", in: "query", description: "Two-letter state code of the delivery address.", schema: enumOf(indianStates.map((state) => state.code)) },
        { name: "from", in: "query", description: "Placed on or after (India's time).", schema: isoDate },
        { name: "to", in: "query", description: "Placed on or before (India's time).", schema: isoDate },
        { name: "q", in: "query", description: "An order number, an e-mail address or a phone number, however typed.", schema: { type: "string", maxLength: 100 } },
        pageParameter,
      ],
      responses: { 200: jsonResponse("One page of the queue.", dataOf(ref("AdminOrderQueue"))), 422: errorResponse("A parameter is invalid; the message names it."), ...common },
    },
  },
  "/api/admin/orders/{number}": {
    get: {
      tags: [tag],
      summary: "One order with its notes, e-mails, refunds, returns and the moves open from here (orders.read)",
      security,
      parameters: [orderNumber],
      responses: { 200: orderAnswer, 404: errorResponse("No such order."), ...common },
    },
  },
  "/api/admin/orders/{number}/actions": {
    post: {
      tags: [tag],
      summary: "Confirm, pack, ship, deliver or cancel an order (orders.advance; cancel: orders.cancel)",
      description:
        "expectedStatus is the status the caller saw: when the order moved since, nothing is applied (409, code changed). " +
        "Shipping needs the courier and tracking number, which the shopper then sees; cancelling needs a reason, puts the stock " +
        "back and voids or refunds the payment. Each move writes the audit trail and e-mails the shopper.",
      security,
      parameters: [orderNumber],
      requestBody: jsonBody(orderActionBody),
      responses: {
        200: orderAnswer,
        404: errorResponse("No such order."),
        409: errorResponse("The order moved since expectedStatus (changed), or the move does not apply where it stands (not_allowed)."),
        422: errorResponse("A field is missing or invalid; the message is the form's."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/orders/{number}/notes": {
    post: {
      tags: [tag],
      summary: "Add an internal note to an order (orders.note); shoppers never see notes",
      security,
      parameters: [orderNumber],
      requestBody: jsonBody(object({ body: text(orderDeskMaxLengths.note) })),
      responses: {
        201: jsonResponse("The note.", dataOf(ref("OrderNote"))),
        404: errorResponse("No such order."),
        422: errorResponse("The note is blank or too long."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/orders/{number}/emails/{id}/resend": {
    post: {
      tags: [tag],
      summary: "Send one of the order's e-mails again: a copy goes to the outbox (emails.resend)",
      security,
      parameters: [orderNumber, idIn("The e-mail's id, from the order's emails.")],
      responses: { 202: jsonResponse("Queued.", dataOf(object({ queued: boolean }))), 404: errorResponse("No such order, or no such e-mail of it."), ...common },
    },
  },
  "/api/admin/returns": {
    get: {
      tags: [tag],
      summary: "Return requests, newest first, by status (orders.read)",
      security,
      parameters: [{ name: "status", in: "query", schema: enumOf(returnStatuses) }, pageParameter],
      responses: { 200: jsonResponse("One page of returns.", dataOf(ref("ReturnQueue"))), 422: errorResponse("A parameter is invalid."), ...common },
    },
  },
  "/api/admin/returns/{id}": {
    get: {
      tags: [tag],
      summary: "One return (orders.read; the bank account in full only with returns.manage)",
      security,
      parameters: [idIn("The return's id.")],
      responses: { 200: returnAnswer, 404: errorResponse("No such return."), ...common },
    },
  },
  "/api/admin/returns/{id}/actions": {
    post: {
      tags: [tag],
      summary: "Approve, reject, schedule the pickup, receive (with each piece's condition) or refund a return (returns.manage)",
      security,
      parameters: [idIn("The return's id.")],
      requestBody: jsonBody(returnActionBody),
      responses: {
        200: returnAnswer,
        402: errorResponse("The payment provider refused the refund; it stays failed, to try again (refund_failed)."),
        404: errorResponse("No such return."),
        409: errorResponse("The return moved since expectedStatus (changed), or the step does not apply where it stands (not_allowed)."),
        422: errorResponse("A field is missing or invalid."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/refunds/{id}/retry": {
    post: {
      tags: [tag],
      summary: "Try a failed refund again with the provider, under its same idempotency key (returns.manage)",
      security,
      parameters: [idIn("The refund's id.")],
      responses: {
        200: jsonResponse("The refund after the attempt.", dataOf(ref("Refund"))),
        402: errorResponse("The provider refused it again (refund_failed)."),
        404: errorResponse("No such refund."),
        409: errorResponse("The refund is not a failed one."),
        ...common,
      },
    },
  },
  "/api/admin/audit": {
    get: {
      tags: [tag],
      summary: "The audit trail, newest first, filtered (audit.read)",
      security,
      parameters: [
        { name: "action", in: "query", description: "e.g. order.ship, api-token.create", schema: { type: "string", maxLength: 100 } },
        { name: "entityType", in: "query", schema: { type: "string", maxLength: 100 } },
        { name: "entityId", in: "query", schema: { type: "string", maxLength: 100 } },
        { name: "staffId", in: "query", description: "Changes by this staff member and by the API tokens they made.", schema: identifier },
        { name: "from", in: "query", schema: isoDate },
        { name: "to", in: "query", schema: isoDate },
        pageParameter,
      ],
      responses: { 200: jsonResponse("One page of entries.", dataOf(ref("AuditPage"))), 422: errorResponse("A parameter is invalid."), ...common },
    },
  },
  "/api/admin/api-tokens": {
    get: {
      tags: [tag],
      summary: "Every API token, revoked ones included, newest first (api-tokens.manage); never the tokens themselves",
      security,
      responses: { 200: jsonResponse("The tokens.", dataOf(object({ tokens: arrayOf(ref("StaffApiToken")) }))), ...common },
    },
    post: {
      tags: [tag],
      summary: "Make an API token with a name and a role (api-tokens.manage, signed in: a token cannot make tokens)",
      description: "The token is in this answer only: the store keeps its SHA-256. Keep it secret; revoke it when in doubt.",
      security,
      requestBody: jsonBody(object({ name: text(apiTokenNameMaxLength), role: enumOf(staffRoles) })),
      responses: {
        201: jsonResponse("The token, shown this once.", dataOf(object({ token: { type: "string", pattern: "^aangan_staff_[A-Za-z0-9_-]{43}$" }, apiToken: ref("StaffApiToken") }))),
        422: errorResponse("The name is blank or too long, or the role unknown."),
        ...withBody,
        ...common,
      },
    },
  },
  "/api/admin/api-tokens/{id}": {
    delete: {
      tags: [tag],
      summary: "Revoke an API token at once (api-tokens.manage, signed in)",
      security,
      parameters: [idIn("The token's id (not the token).")],
      responses: { 204: { description: "Revoked." }, 404: errorResponse("No such token, or it is already revoked."), ...common },
    },
  },
};
