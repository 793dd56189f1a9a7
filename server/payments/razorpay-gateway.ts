// The HostedGateway on Razorpay (docs/payments.md, "Razorpay (being built)"), through Razorpay's
// official Node SDK. Every answer is checked with zod before the store believes it: the SDK's types
// are only its authors' promise. Errors carry Razorpay's code and description, never what was sent
// (the SDK's HTTP client keeps the key secret and the request body on its errors, so those are never
// kept). Signatures are compared in constant time with node:crypto: the SDK's own helpers
// (validatePaymentVerification, validateWebhookSignature) compare with ===, which leaks timing.
import { createHmac, timingSafeEqual } from "node:crypto";
import Razorpay from "razorpay";
import { z } from "zod";
import type { CardBrand } from "../../app/lib/card-number";
import {
  assertPaise,
  GatewayError,
  type GatewayCard,
  type GatewayCardToken,
  type GatewayCustomer,
  type GatewayNotes,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayPaymentMethod,
  type GatewayRefund,
  type GatewayRefundRequest,
  type GatewayWebhookEvent,
  type HostedGateway,
} from "./hosted-gateway";

/**
 * Razorpay's Custom Checkout script: it reads the page's own card fields in the browser, so the
 * spec's payment step stays (Standard Checkout, checkout.js, would open Razorpay's form instead).
 * The Content-Security-Policy will allow exactly this address.
 */
export const razorpayCheckoutScriptUrl = "https://checkout.razorpay.com/v1/razorpay.js";

export interface RazorpayGatewayOptions {
  /** rzp_test_… or rzp_live_…: public, given to the browser. */
  keyId: string;
  keySecret: string;
  /** The secret set on the Dashboard's webhook (not the key secret). */
  webhookSecret: string;
  /** Only for tests: a local counterpart of api.razorpay.com, such as tests/support/razorpay-sandbox.ts. */
  apiUrl?: string;
  /** How long one call may take before it is "unreachable"; the SDK itself would wait forever. */
  timeoutMs?: number;
}

const gatewayName = "Razorpay";

/**
 * The SDK's HTTP client: an axios instance the SDK keeps at `api.rq` (node_modules/razorpay/dist/api.js)
 * and leaves out of its types. It is reached for three things the SDK offers no option for: the base
 * URL (the SDK hard-codes https://api.razorpay.com), a timeout (the SDK sets none), and the
 * X-Refund-Idempotency header (the SDK drops every header but two).
 */
interface SdkHttpClient {
  defaults: { baseURL?: unknown; timeout?: unknown };
  post(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<unknown>;
}

function sdkHttpClient(sdk: Razorpay): SdkHttpClient {
  const client: unknown = Reflect.get(sdk.api, "rq");
  if (!isSdkHttpClient(client)) {
    throw new Error("The razorpay SDK no longer keeps its HTTP client at api.rq: check node_modules/razorpay/dist/api.js");
  }
  return client;
}

function isSdkHttpClient(value: unknown): value is SdkHttpClient {
  // An axios instance is a function with properties.
  if (typeof value !== "function" && (typeof value !== "object" || value === null)) return false;
  const defaults: unknown = Reflect.get(value, "defaults");
  return typeof Reflect.get(value, "post") === "function" && typeof defaults === "object" && defaults !== null;
}

// Razorpay's ids: a prefix, "_", and letters and digits. Checked before an id goes into a URL path.
const razorpayIdPattern = /^[a-z]{2,10}_[A-Za-z0-9]{6,32}$/;
// Razorpay's rule for X-Refund-Idempotency (10 characters at least), kept within 40 because the key
// is also sent as the refund's receipt.
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{10,40}$/;

const paise = z.number().int().nonnegative();
const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value ? value : undefined));

// Razorpay sends empty notes as [] and note values as strings or numbers.
const notesSchema = z
  .union([z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])), z.array(z.unknown()).max(0)])
  .nullish()
  .transform((notes): GatewayNotes => {
    if (!notes || Array.isArray(notes)) return {};
    const entries = Object.entries(notes).flatMap(([key, value]) => (value === null ? [] : [[key, String(value)] as const]));
    return Object.fromEntries(entries);
  });

// Expiry comes as a number in some answers and as text in others; two-digit years are this century's.
const expiryMonth = z.union([z.number().int(), z.string().regex(/^\d{1,2}$/).transform(Number)]).pipe(z.number().int().min(1).max(12));
const expiryYear = z
  .union([z.number().int(), z.string().regex(/^\d{2,4}$/).transform(Number)])
  .transform((year) => (year < 100 ? 2000 + year : year))
  .pipe(z.number().int().min(2000).max(2200));

const cardSchema = z.object({
  name: optionalText,
  last4: z.string().regex(/^\d{4}$/),
  network: z.string().min(1),
  expiry_month: expiryMonth.optional(),
  expiry_year: expiryYear.optional(),
});

const brandsByNetwork: ReadonlyMap<string, CardBrand> = new Map([
  ["visa", "visa"],
  ["mastercard", "mastercard"],
  ["rupay", "rupay"],
  ["american express", "amex"],
  ["amex", "amex"],
]);

function gatewayCard(card: z.infer<typeof cardSchema>): GatewayCard {
  return {
    network: card.network,
    brand: brandsByNetwork.get(card.network.toLowerCase()) ?? "other",
    last4: card.last4,
    ...(card.name !== undefined ? { name: card.name } : {}),
    ...(card.expiry_month !== undefined ? { expiryMonth: card.expiry_month } : {}),
    ...(card.expiry_year !== undefined ? { expiryYear: card.expiry_year } : {}),
  };
}

const knownMethods: ReadonlySet<string> = new Set<GatewayPaymentMethod>(["card", "upi", "netbanking", "emi", "wallet"]);

function isKnownMethod(method: string): method is GatewayPaymentMethod {
  return knownMethods.has(method);
}

function paymentMethod(method: string): GatewayPaymentMethod {
  return isKnownMethod(method) ? method : "other";
}

const paymentSchema = z
  .object({
    id: z.string().min(1),
    entity: z.literal("payment"),
    amount: paise,
    currency: z.string().min(1),
    status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
    order_id: z.string().nullish(),
    method: z.string().min(1),
    amount_refunded: paise.nullish(),
    captured: z.boolean(),
    card: cardSchema.nullish(),
    token_id: optionalText,
    customer_id: optionalText,
    // A successful payment may carry "" in these.
    error_code: optionalText,
    error_description: optionalText,
    error_reason: optionalText,
    created_at: z.number().int(),
  })
  .transform(
    (payment): GatewayPayment => ({
      id: payment.id,
      gatewayOrderId: payment.order_id ?? null,
      amountPaise: payment.amount,
      currency: payment.currency,
      status: payment.status,
      captured: payment.captured,
      amountRefundedPaise: payment.amount_refunded ?? 0,
      method: paymentMethod(payment.method),
      ...(payment.card ? { card: gatewayCard(payment.card) } : {}),
      ...(payment.token_id !== undefined ? { tokenId: payment.token_id } : {}),
      ...(payment.customer_id !== undefined ? { customerId: payment.customer_id } : {}),
      ...(payment.error_code !== undefined ? { errorCode: payment.error_code } : {}),
      ...(payment.error_description !== undefined ? { errorDescription: payment.error_description } : {}),
      ...(payment.error_reason !== undefined ? { errorReason: payment.error_reason } : {}),
      createdAt: new Date(payment.created_at * 1000),
    }),
  );

const orderSchema = z
  .object({
    id: z.string().min(1),
    entity: z.literal("order"),
    amount: paise,
    amount_paid: paise,
    currency: z.literal("INR"),
    receipt: z.string().nullish(),
    status: z.enum(["created", "attempted", "paid"]),
    attempts: z.number().int().nonnegative(),
    notes: notesSchema,
  })
  .transform(
    (order): GatewayOrder => ({
      id: order.id,
      amountPaise: order.amount,
      amountPaidPaise: order.amount_paid,
      currency: order.currency,
      receipt: order.receipt ?? null,
      status: order.status,
      attempts: order.attempts,
      notes: order.notes,
    }),
  );

const refundSchema = z
  .object({
    id: z.string().min(1),
    entity: z.literal("refund"),
    amount: paise,
    payment_id: z.string().min(1),
    receipt: z.string().nullish(),
    status: z.enum(["pending", "processed", "failed"]),
    created_at: z.number().int(),
  })
  .transform(
    (refund): GatewayRefund => ({
      id: refund.id,
      paymentId: refund.payment_id,
      amountPaise: refund.amount,
      status: refund.status,
      receipt: refund.receipt ?? null,
      createdAt: new Date(refund.created_at * 1000),
    }),
  );

const customerSchema = z
  .object({
    id: z.string().min(1),
    entity: z.literal("customer"),
    name: z.string().nullish(),
    email: z.string().nullish(),
    contact: z.union([z.string(), z.number()]).nullish(),
  })
  .transform(
    (customer): GatewayCustomer => ({
      id: customer.id,
      name: customer.name ?? null,
      email: customer.email ?? null,
      contact: customer.contact === null || customer.contact === undefined ? null : String(customer.contact),
    }),
  );

const tokenSchema = z.object({
  id: z.string().min(1),
  entity: z.literal("token"),
  method: z.string(),
  card: cardSchema.nullish(),
});

function collectionOf<T extends z.ZodType>(item: T) {
  return z.object({ entity: z.literal("collection"), count: z.number().int().nonnegative(), items: z.array(item) });
}

const deletedSchema = z.object({ deleted: z.boolean() });
// What the SDK's HTTP client resolves with.
const httpResponseSchema = z.object({ data: z.unknown() });

const razorpayErrorBody = z.object({
  code: z.string().nullish(),
  description: z.string().nullish(),
  reason: z.string().nullish(),
  field: z.string().nullish(),
});
/** How the SDK rejects when Razorpay answered: `{ statusCode, error }` (normalizeError in its api.js). */
const sdkRejection = z.object({ statusCode: z.number().int(), error: z.unknown() });
/** How the SDK's HTTP client (axios) rejects when an answer came: the status and body are under `response`. */
const httpRejection = z.object({ response: z.object({ status: z.number().int(), data: z.unknown() }) });

/** A status that says "not now" rather than "no": asked again later, the answer may differ. */
function isTransient(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

function answeredError(operation: string, status: number, body: unknown): GatewayError {
  const parsed = z.object({ error: razorpayErrorBody }).safeParse(body);
  const error = parsed.success ? parsed.data.error : razorpayErrorBody.safeParse(body).data;
  return new GatewayError({
    kind: isTransient(status) ? "unreachable" : "refused",
    gateway: gatewayName,
    operation,
    httpStatus: status,
    code: error?.code ?? null,
    description: error?.description ?? null,
    reason: error?.reason ?? null,
    field: error?.field ?? null,
  });
}

/**
 * Turns a rejected call into a GatewayError. Anything that is not an answer from Razorpay means no
 * answer came: the SDK's normalizeError reads `err.response.status`, so on a network failure or a
 * timeout (no response) it rejects with a TypeError of its own instead. Nothing of the original
 * error is kept: axios errors hold the request, with the key secret and the body.
 */
function gatewayErrorOf(operation: string, error: unknown): GatewayError {
  const fromSdk = sdkRejection.safeParse(error);
  if (fromSdk.success) return answeredError(operation, fromSdk.data.statusCode, { error: fromSdk.data.error });
  const fromHttp = httpRejection.safeParse(error);
  if (fromHttp.success) return answeredError(operation, fromHttp.data.response.status, fromHttp.data.response.data);
  const networkCode = z.object({ code: z.string() }).safeParse(error).data?.code;
  return new GatewayError({
    kind: "unreachable",
    gateway: gatewayName,
    operation,
    description: networkCode ? `no answer (${networkCode})` : "no answer",
  });
}

function invalidAnswer(operation: string, issues: readonly z.core.$ZodIssue[], gateway: string = gatewayName): GatewayError {
  // Where the answer differed, never its values (a payment holds the shopper's e-mail and phone).
  const where = [...new Set(issues.map((issue) => issue.path.join(".") || "(the answer itself)"))].slice(0, 5).join(", ");
  return new GatewayError({
    kind: "invalid",
    gateway,
    operation,
    description: `the answer is not shaped as Razorpay documents it (at ${where})`,
  });
}

function refusal(operation: string, description: string): GatewayError {
  return new GatewayError({ kind: "refused", gateway: gatewayName, operation, code: "BAD_REQUEST_ERROR", description });
}

function checkId(operation: string, id: string, what: string): void {
  if (!razorpayIdPattern.test(id)) throw refusal(operation, `${what} is not a Razorpay id`);
}

function checkNotes(operation: string, notes: GatewayNotes | undefined): void {
  if (!notes) return;
  const entries = Object.entries(notes);
  if (entries.length > 15 || entries.some(([key, value]) => key.length === 0 || value.length > 256)) {
    throw refusal(operation, "notes are at most 15 values of at most 256 characters each");
  }
}

function hmacSha256(secret: string, message: string | Uint8Array): Buffer {
  return createHmac("sha256", secret).update(message).digest();
}

/** Whether `signature` (hex) is the HMAC-SHA256 of `message`, compared in constant time. */
function signatureMatches(secret: string, message: string | Uint8Array, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(hmacSha256(secret, message), Buffer.from(signature, "hex"));
}

const webhookEnvelope = z.object({
  entity: z.literal("event"),
  event: z.string().min(1),
  payload: z.unknown(),
  created_at: z.number().int(),
});
const paymentPayload = z.object({ payment: z.object({ entity: paymentSchema }) });
const orderPaidPayload = z.object({ payment: z.object({ entity: paymentSchema }), order: z.object({ entity: orderSchema }) });
const refundPayload = z.object({ refund: z.object({ entity: refundSchema }), payment: z.object({ entity: paymentSchema }) });

/**
 * Reads a webhook in Razorpay's documented format (whose signature was verified first) as a
 * GatewayWebhookEvent; a body that is not a documented event is a GatewayError "invalid" of
 * `gateway`. Shared with the test gateway (test-gateway.ts), which sends Razorpay's payloads.
 */
export function parseRazorpayWebhook(rawBody: string | Uint8Array, gateway: string): GatewayWebhookEvent {
  const text = typeof rawBody === "string" ? rawBody : Buffer.from(rawBody).toString("utf8");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new GatewayError({
      kind: "invalid",
      gateway,
      operation: "parseWebhookEvent",
      description: "the body is not JSON",
    });
  }
  const envelope = webhookEnvelope.safeParse(body);
  if (!envelope.success) throw invalidAnswer("parseWebhookEvent", envelope.error.issues, gateway);
  const { event, payload } = envelope.data;
  const createdAt = new Date(envelope.data.created_at * 1000);
  function read<T>(schema: z.ZodType<T>): T {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw invalidAnswer("parseWebhookEvent", parsed.error.issues, gateway);
    return parsed.data;
  }
  switch (event) {
    case "payment.authorized":
    case "payment.captured":
    case "payment.failed":
      return { type: event, createdAt, payment: read(paymentPayload).payment.entity };
    case "order.paid": {
      const { order, payment } = read(orderPaidPayload);
      return { type: event, createdAt, order: order.entity, payment: payment.entity };
    }
    case "refund.processed":
    case "refund.failed": {
      const { refund: refunded, payment } = read(refundPayload);
      return { type: event, createdAt, refund: refunded.entity, payment: payment.entity };
    }
    default:
      return { type: "ignored", name: event };
  }
}

export function createRazorpayGateway(options: RazorpayGatewayOptions): HostedGateway {
  const sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const http = sdkHttpClient(sdk);
  if (options.apiUrl !== undefined) http.defaults.baseURL = options.apiUrl;
  http.defaults.timeout = options.timeoutMs ?? 20_000;

  async function ask<T>(operation: string, schema: z.ZodType<T>, call: () => Promise<unknown>): Promise<T> {
    let answer: unknown;
    try {
      answer = await call();
    } catch (error) {
      throw gatewayErrorOf(operation, error);
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw invalidAnswer(operation, parsed.error.issues);
    return parsed.data;
  }

  async function fetchPayment(paymentId: string): Promise<GatewayPayment> {
    checkId("fetchPayment", paymentId, "The payment id");
    // The SDK's payments.fetch nests its expand option ({ expand: { "expand[]": … } }), which axios
    // sends as expand[expand]=card; asked through the SDK's own api.get, it goes as expand[]=card.
    return ask("fetchPayment", paymentSchema, () =>
      sdk.api.get({ url: `/payments/${paymentId}`, data: { "expand[]": "card" } }),
    );
  }

  async function capture(paymentId: string, amountPaise: number): Promise<GatewayPayment> {
    assertPaise(amountPaise, "A capture");
    checkId("capture", paymentId, "The payment id");
    try {
      return await ask("capture", paymentSchema, () => sdk.payments.capture(paymentId, amountPaise, "INR"));
    } catch (error) {
      if (!(error instanceof GatewayError) || error.kind !== "refused") throw error;
      // Razorpay refuses a second capture ("This payment has already been captured"). Done already
      // for this amount, by a retry or by the other of webhook and browser, there is nothing to do.
      const payment = await fetchPayment(paymentId);
      if (payment.captured && payment.amountPaise === amountPaise) return payment;
      throw error;
    }
  }

  async function refund(request: GatewayRefundRequest): Promise<GatewayRefund> {
    assertPaise(request.amountPaise, "A refund");
    checkId("refund", request.paymentId, "The payment id");
    if (!idempotencyKeyPattern.test(request.idempotencyKey)) {
      throw refusal("refund", "an idempotency key is 10 to 40 letters, digits, - or _");
    }
    checkNotes("refund", request.notes);
    // Speed is always sent, so a retry's body is the first one's, as Razorpay requires under one key.
    const body = {
      amount: request.amountPaise,
      speed: "normal",
      receipt: request.idempotencyKey,
      notes: request.notes ?? {},
    };
    const answer = await ask("refund", httpResponseSchema, () =>
      http.post(`/v1/payments/${request.paymentId}/refund`, body, {
        headers: { "X-Refund-Idempotency": request.idempotencyKey },
      }),
    );
    const parsed = refundSchema.safeParse(answer.data);
    if (!parsed.success) throw invalidAnswer("refund", parsed.error.issues);
    return parsed.data;
  }

  return {
    name: "razorpay",
    // Custom Checkout calls Razorpay's API and frames its bank and 3-D Secure pages from there.
    browserCheckout: {
      scriptUrl: razorpayCheckoutScriptUrl,
      keyId: options.keyId,
      connectSources: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
      frameSources: ["https://api.razorpay.com"],
    },

    async createOrder(request) {
      assertPaise(request.amountPaise, "An order");
      if (request.receipt.length === 0 || request.receipt.length > 40) {
        throw refusal("createOrder", "a receipt is 1 to 40 characters");
      }
      checkNotes("createOrder", request.notes);
      return ask("createOrder", orderSchema, () =>
        sdk.orders.create({
          amount: request.amountPaise,
          currency: "INR",
          receipt: request.receipt,
          notes: { ...request.notes },
          // Sent every time, so the Dashboard's capture setting cannot change what the store expects.
          payment:
            request.capture === "automatic"
              ? {
                  capture: "automatic",
                  // Razorpay's longest windows: 7200 minutes (5 days).
                  capture_options: { automatic_expiry_period: 7200, manual_expiry_period: 7200, refund_speed: "normal" },
                }
              : { capture: "manual" },
        }),
      );
    },

    async fetchOrder(gatewayOrderId) {
      checkId("fetchOrder", gatewayOrderId, "The order id");
      return ask("fetchOrder", orderSchema, () => sdk.orders.fetch(gatewayOrderId));
    },

    async fetchOrderPayments(gatewayOrderId) {
      checkId("fetchOrderPayments", gatewayOrderId, "The order id");
      const payments = await ask("fetchOrderPayments", collectionOf(paymentSchema), () =>
        sdk.orders.fetchPayments(gatewayOrderId),
      );
      return payments.items;
    },

    verifyPaymentSignature({ gatewayOrderId, paymentId, signature }) {
      if (!razorpayIdPattern.test(gatewayOrderId) || !razorpayIdPattern.test(paymentId)) return false;
      return signatureMatches(options.keySecret, `${gatewayOrderId}|${paymentId}`, signature);
    },

    fetchPayment,
    capture,
    refund,

    async fetchRefund(refundId) {
      checkId("fetchRefund", refundId, "The refund id");
      return ask("fetchRefund", refundSchema, () => sdk.refunds.fetch(refundId));
    },

    verifyWebhookSignature(rawBody, signature) {
      return signatureMatches(options.webhookSecret, rawBody, signature);
    },

    parseWebhookEvent: (rawBody) => parseRazorpayWebhook(rawBody, gatewayName),

    async customerFor(shopper) {
      // fail_existing 0: Razorpay answers the customer it has for these details instead of refusing.
      return ask("customerFor", customerSchema, () =>
        sdk.customers.create({ name: shopper.name, email: shopper.email, contact: shopper.contact, fail_existing: 0 }),
      );
    },

    async listTokens(customerId) {
      checkId("listTokens", customerId, "The customer id");
      const tokens = await ask("listTokens", collectionOf(tokenSchema), () => sdk.customers.fetchTokens(customerId));
      // Only cards are saved cards; a card token without its expiry cannot be shown or charged safely.
      return tokens.items.flatMap((token): GatewayCardToken[] => {
        const card = token.method === "card" && token.card ? gatewayCard(token.card) : null;
        if (card?.expiryMonth === undefined || card.expiryYear === undefined) return [];
        return [{ id: token.id, card: { ...card, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear } }];
      });
    },

    async deleteToken(customerId, tokenId) {
      checkId("deleteToken", customerId, "The customer id");
      checkId("deleteToken", tokenId, "The token id");
      const answer = await ask("deleteToken", deletedSchema, () => sdk.customers.deleteToken(customerId, tokenId));
      if (!answer.deleted) throw refusal("deleteToken", "Razorpay did not delete the token");
    },
  };
}
