// A local counterpart of Razorpay's API for tests: a real HTTP server on 127.0.0.1 answering the
// endpoints server/payments/razorpay-gateway.ts calls, with the request and answer shapes of
// Razorpay's API reference (orders, payments, capture, refunds with X-Refund-Idempotency,
// customers and card tokens, errors as { error: { code, description, source, step, reason, field } }).
// Tests play the shopper's browser with pay() (what Checkout does) and Razorpay's webhooks with
// webhook(). Like Razorpay, it never keeps a card number: pay() keeps the network, last four digits,
// expiry and name. Its error wording follows Razorpay's documented messages where there is one.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { z } from "zod";
import { cardBrand } from "../../app/lib/card-number";

export interface RazorpaySandboxOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /**
   * How an order created without `payment.capture` is captured: Razorpay's default account setting
   * captures at once ("automatic").
   */
  defaultCapture?: "automatic" | "manual";
}

export type SandboxPaymentMethod = "card" | "emi" | "upi" | "netbanking" | "wallet";

export interface SandboxPaymentOptions {
  method: SandboxPaymentMethod;
  /** Card and EMI payments; any future expiry. Its number is read for the network and last four, then forgotten. */
  card?: { number: string; expiryMonth: number; expiryYear: number; name?: string };
  /** UPI; Razorpay's test ids are success@razorpay and failure@razorpay (which needs outcome "failed"). */
  vpa?: string;
  /** Netbanking bank code, such as HDFC. */
  bank?: string;
  wallet?: string;
  email?: string;
  contact?: string;
  /** Saves the card as a token of this Razorpay customer, as Checkout does with the shopper's consent. */
  customerId?: string;
  saveCard?: boolean;
}

/** What Checkout hands the page's handler after a successful payment. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What Checkout hands the page's payment.failed handler. */
export interface CheckoutFailure {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { payment_id: string; order_id: string };
  };
}

export interface SandboxWebhook {
  /** Exactly the bytes Razorpay would send (as text), which the signature covers. */
  rawBody: string;
  /** X-Razorpay-Signature: HMAC-SHA256 of rawBody with the webhook secret, in hex. */
  signature: string;
  /** X-Razorpay-Event-Id: the same for every delivery of one event. */
  eventId: string;
}

export interface SandboxRequest {
  method: string;
  path: string;
  query: string;
  idempotencyKey: string | null;
}

export interface RazorpaySandbox {
  /** Give this to createRazorpayGateway as apiUrl. */
  readonly url: string;
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  /** Pays a gateway order as Checkout would: an authorized payment (or captured, on automatic capture) and its signed report. */
  pay(gatewayOrderId: string, options: SandboxPaymentOptions & { outcome?: "authorized" }): CheckoutSuccess;
  /** A payment the bank refuses: what Checkout reports to payment.failed. */
  pay(gatewayOrderId: string, options: SandboxPaymentOptions & { outcome: "failed" }): CheckoutFailure;
  /**
   * The event Razorpay would send now for these entities, built as its documented sample payloads
   * and signed with the webhook secret. payment.authorized, .captured, .failed: paymentId; order.paid:
   * orderId (and its captured payment); refund.created, .processed, .failed, .speed_changed:
   * refundId. Any other name gives an event with an empty payload.
   */
  webhook(event: string, ids: { paymentId?: string; orderId?: string; refundId?: string }): SandboxWebhook;
  /** Delivers a webhook to the store as Razorpay does (POST, JSON, signature and event id headers); answers the HTTP status. */
  postWebhook(url: string, webhook: SandboxWebhook): Promise<number>;
  /** From now on, new refunds stay "pending" (as normal-speed refunds do) until settleRefund. */
  holdRefunds(hold: boolean): void;
  settleRefund(refundId: string, status: "processed" | "failed"): void;
  /** An outage: every connection is cut before an answer, until called with false. */
  setUnreachable(unreachable: boolean): void;
  /** Every request that reached the sandbox, oldest first. */
  requests(): readonly SandboxRequest[];
  close(): Promise<void>;
}

type Notes = Record<string, string>;
type Capture = "automatic" | "manual";

interface OrderState {
  id: string;
  amount: number;
  amountPaid: number;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Notes;
  createdAt: number;
  capture: Capture;
}

interface CardState {
  id: string;
  name: string;
  last4: string;
  network: string;
  emi: boolean;
  expiryMonth: number;
  expiryYear: number;
}

interface PaymentState {
  id: string;
  orderId: string;
  amount: number;
  method: SandboxPaymentMethod;
  status: "authorized" | "captured" | "refunded" | "failed";
  captured: boolean;
  amountRefunded: number;
  card: CardState | null;
  vpa: string | null;
  bank: string | null;
  wallet: string | null;
  email: string;
  contact: string;
  customerId: string | null;
  tokenId: string | null;
  error: { code: string; description: string; source: string; step: string; reason: string } | null;
  createdAt: number;
}

interface RefundState {
  id: string;
  paymentId: string;
  amount: number;
  notes: Notes;
  receipt: string | null;
  speed: "normal" | "optimum";
  status: "pending" | "processed" | "failed";
  createdAt: number;
  /** The idempotency key and the request it was first used for. */
  idempotency: { key: string; request: string } | null;
}

interface TokenState {
  id: string;
  card: CardState;
  createdAt: number;
}

interface CustomerState {
  id: string;
  name: string;
  email: string | null;
  contact: string | null;
  notes: Notes;
  createdAt: number;
  tokens: Map<string, TokenState>;
}

const idAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Razorpay's ids: a prefix and 14 letters and digits. */
function newId(prefix: string): string {
  const bytes = randomBytes(14);
  let id = "";
  for (const byte of bytes) id += idAlphabet[byte % idAlphabet.length] ?? "A";
  return `${prefix}_${id}`;
}

function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}

function hmacHex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

const networkNames = { visa: "Visa", mastercard: "MasterCard", rupay: "RuPay", amex: "American Express", other: "Unknown" } as const;

/** An answer of Razorpay's: the HTTP status and its JSON body. */
class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

function refusal(
  description: string,
  details: { status?: number; field?: string; source?: string; step?: string; reason?: string } = {},
): Answer {
  return new Answer(details.status ?? 400, {
    error: {
      code: "BAD_REQUEST_ERROR",
      description,
      source: details.source ?? "business",
      step: details.step ?? "payment_initiation",
      reason: details.reason ?? "input_validation_failed",
      metadata: {},
      ...(details.field ? { field: details.field } : {}),
    },
  });
}

const paymentEvents: ReadonlySet<string> = new Set(["payment.authorized", "payment.captured", "payment.failed"]);
const refundEvents: ReadonlySet<string> = new Set(["refund.created", "refund.processed", "refund.failed", "refund.speed_changed"]);

/** How Razorpay fills source, step and reason when they do not apply. */
const notApplicable = { source: "NA", step: "NA", reason: "NA" };

const idNotFound = (): Answer => refusal("The id provided does not exist", { field: "id" });

// Request bodies as Razorpay's API reference lists their fields; anything else is refused, as Razorpay does.
const notesInput = z.record(z.string().max(256), z.union([z.string().max(256), z.number()])).refine((notes) => Object.keys(notes).length <= 15);
const orderInput = z.strictObject({
  amount: z.unknown(),
  currency: z.string(),
  receipt: z.string().max(40).optional(),
  notes: notesInput.optional(),
  partial_payment: z.boolean().optional(),
  payment: z
    .strictObject({
      capture: z.enum(["automatic", "manual"]),
      capture_options: z
        .strictObject({
          automatic_expiry_period: z.number().int().min(12).optional(),
          manual_expiry_period: z.number().int().max(7200).optional(),
          refund_speed: z.enum(["normal", "optimum"]),
        })
        .optional(),
    })
    .optional(),
});
const captureInput = z.strictObject({ amount: z.unknown(), currency: z.string().optional() });
const refundInput = z.strictObject({
  amount: z.unknown().optional(),
  speed: z.enum(["normal", "optimum"]).optional(),
  notes: notesInput.optional(),
  receipt: z.string().max(40).nullish(),
});
const customerInput = z.strictObject({
  name: z.string().min(1).max(50),
  email: z.email().optional(),
  contact: z.union([z.string().min(8).max(15), z.number()]).optional(),
  fail_existing: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal("0"), z.literal("1")]).optional(),
  gstin: z.string().nullish(),
  notes: notesInput.optional(),
});

/** Razorpay's refusal for the first thing wrong with a body. */
function inputRefusal(error: z.ZodError, body: unknown): Answer {
  const issue = error.issues[0];
  if (issue?.code === "unrecognized_keys") {
    return refusal(`${issue.keys.join(", ")} is/are not required and should not be sent`);
  }
  const field = issue?.path.map(String).join(".") ?? "";
  const topField = String(issue?.path[0] ?? "");
  if (typeof body === "object" && body !== null && !Object.hasOwn(body, topField)) {
    return refusal(`The ${field} field is required.`, { field });
  }
  return refusal(`The ${field} field is invalid.`, { field });
}

/** Amount checks in Razorpay's words. */
function amountRefusal(amount: unknown): Answer | null {
  if (amount === undefined) return refusal("The amount field is required.", { field: "amount" });
  if (typeof amount !== "number" || !Number.isInteger(amount)) return refusal("The amount must be an integer.", { field: "amount" });
  if (amount < 100) return refusal("The amount must be at least INR 1.00", { field: "amount" });
  return null;
}

function flattenNotes(notes: Record<string, string | number> | undefined): Notes {
  return Object.fromEntries(Object.entries(notes ?? {}).map(([key, value]) => [key, String(value)]));
}

/** Empty notes are [] in Razorpay's answers. */
function renderNotes(notes: Notes): Notes | [] {
  return Object.keys(notes).length === 0 ? [] : notes;
}

function renderOrder(order: OrderState) {
  return {
    id: order.id,
    entity: "order",
    amount: order.amount,
    amount_paid: order.amountPaid,
    amount_due: order.amount - order.amountPaid,
    currency: "INR",
    receipt: order.receipt,
    offer_id: null,
    status: order.status,
    attempts: order.attempts,
    notes: renderNotes(order.notes),
    created_at: order.createdAt,
  };
}

function renderCard(card: CardState) {
  return {
    id: card.id,
    entity: "card",
    name: card.name,
    last4: card.last4,
    network: card.network,
    type: "credit",
    issuer: null,
    international: false,
    emi: card.emi,
    sub_type: "consumer",
    token_iin: null,
  };
}

function renderPayment(payment: PaymentState, withCard: boolean) {
  const fee = payment.captured ? Math.round(payment.amount * 0.02) : null;
  return {
    id: payment.id,
    entity: "payment",
    amount: payment.amount,
    currency: "INR",
    status: payment.status,
    order_id: payment.orderId,
    invoice_id: null,
    international: false,
    method: payment.method,
    amount_refunded: payment.amountRefunded,
    refund_status: payment.amountRefunded === 0 ? null : payment.amountRefunded === payment.amount ? "full" : "partial",
    captured: payment.captured,
    description: null,
    card_id: payment.card?.id ?? null,
    // Razorpay expands the card only when asked (expand[]=card), and always in webhooks.
    ...(withCard && payment.card ? { card: renderCard(payment.card) } : {}),
    bank: payment.bank,
    wallet: payment.wallet,
    vpa: payment.vpa,
    email: payment.email,
    contact: payment.contact,
    ...(payment.customerId ? { customer_id: payment.customerId } : {}),
    ...(payment.tokenId ? { token_id: payment.tokenId } : {}),
    notes: [],
    fee,
    tax: fee === null ? null : Math.round(fee * 0.18),
    error_code: payment.error?.code ?? null,
    error_description: payment.error?.description ?? null,
    error_source: payment.error?.source ?? null,
    error_step: payment.error?.step ?? null,
    error_reason: payment.error?.reason ?? null,
    acquirer_data: payment.method === "upi" ? { rrn: "0125836177" } : { auth_code: payment.status === "failed" ? null : "828553" },
    created_at: payment.createdAt,
  };
}

function renderRefund(refund: RefundState) {
  return {
    id: refund.id,
    entity: "refund",
    amount: refund.amount,
    currency: "INR",
    payment_id: refund.paymentId,
    notes: renderNotes(refund.notes),
    receipt: refund.receipt,
    acquirer_data: { arn: refund.status === "processed" ? "10000000000000" : null },
    created_at: refund.createdAt,
    batch_id: null,
    status: refund.status,
    speed_processed: "normal",
    speed_requested: refund.speed,
  };
}

function renderToken(token: TokenState) {
  return {
    id: token.id,
    entity: "token",
    token: token.id.slice("token_".length),
    bank: null,
    wallet: null,
    method: "card",
    card: {
      entity: "card",
      name: token.card.name,
      last4: token.card.last4,
      network: token.card.network,
      type: "credit",
      issuer: null,
      international: false,
      emi: false,
      sub_type: "consumer",
      expiry_month: token.card.expiryMonth,
      expiry_year: token.card.expiryYear,
      flows: { otp: true, recurring: false },
    },
    recurring: false,
    auth_type: null,
    mrn: null,
    used_at: token.createdAt,
    created_at: token.createdAt,
    expired_at: Date.UTC(token.card.expiryYear, token.card.expiryMonth) / 1000 - 1,
    dcc_enabled: false,
    billing_address: null,
  };
}

function renderCustomer(customer: CustomerState) {
  return {
    id: customer.id,
    entity: "customer",
    name: customer.name,
    email: customer.email,
    contact: customer.contact,
    gstin: null,
    notes: renderNotes(customer.notes),
    created_at: customer.createdAt,
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > 1_000_000) throw new Error("The sandbox takes bodies of at most 1 MB");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, answer: Answer): void {
  const text = JSON.stringify(answer.body);
  response.writeHead(answer.status, { "content-type": "application/json; charset=UTF-8", "content-length": Buffer.byteLength(text) });
  response.end(text);
}

export async function startRazorpaySandbox(options: RazorpaySandboxOptions = {}): Promise<RazorpaySandbox> {
  const keyId = options.keyId ?? `rzp_test_${randomBytes(7).toString("hex")}`;
  const keySecret = options.keySecret ?? randomBytes(18).toString("base64url");
  const webhookSecret = options.webhookSecret ?? randomBytes(18).toString("base64url");
  const defaultCapture = options.defaultCapture ?? "automatic";
  const accountId = newId("acc");
  const expectedAuthorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  const orders = new Map<string, OrderState>();
  const payments = new Map<string, PaymentState>();
  const refunds = new Map<string, RefundState>();
  const refundsByKey = new Map<string, RefundState>();
  const customers = new Map<string, CustomerState>();
  const log: SandboxRequest[] = [];
  let unreachable = false;
  let holdingRefunds = false;

  function capturePayment(payment: PaymentState): void {
    payment.status = "captured";
    payment.captured = true;
    const order = orders.get(payment.orderId);
    if (order) {
      order.status = "paid";
      order.amountPaid = payment.amount;
    }
  }

  /** What is refunded or on its way back: failed refunds gave their money back to the balance. */
  function refundedOf(payment: PaymentState): number {
    let total = 0;
    for (const refund of refunds.values()) {
      if (refund.paymentId === payment.id && refund.status !== "failed") total += refund.amount;
    }
    return total;
  }

  function updateRefunded(payment: PaymentState): void {
    payment.amountRefunded = refundedOf(payment);
    if (payment.captured) payment.status = payment.amountRefunded === payment.amount ? "refunded" : "captured";
  }

  function createOrder(body: unknown): Answer {
    const input = orderInput.safeParse(body);
    if (!input.success) return inputRefusal(input.error, body);
    const amountProblem = amountRefusal(input.data.amount);
    if (amountProblem) return amountProblem;
    if (input.data.currency !== "INR") return refusal("The currency should be INR", { field: "currency" });
    const amount = z.number().int().parse(input.data.amount);
    const order: OrderState = {
      id: newId("order"),
      amount,
      amountPaid: 0,
      receipt: input.data.receipt ?? null,
      status: "created",
      attempts: 0,
      notes: flattenNotes(input.data.notes),
      createdAt: unixNow(),
      capture: input.data.payment?.capture ?? defaultCapture,
    };
    orders.set(order.id, order);
    return new Answer(200, renderOrder(order));
  }

  function capture(paymentId: string, body: unknown): Answer {
    const payment = payments.get(paymentId);
    if (!payment) return idNotFound();
    const input = captureInput.safeParse(body);
    if (!input.success) return inputRefusal(input.error, body);
    if (payment.captured) return refusal("This payment has already been captured", { field: "payment_id" });
    if (payment.status !== "authorized") {
      return refusal("Only payments which have been authorized and not yet captured can be captured", { field: "payment_id" });
    }
    const amountProblem = amountRefusal(input.data.amount);
    if (amountProblem) return amountProblem;
    if (input.data.amount !== payment.amount) {
      return refusal("Capture amount must be equal to the amount authorized", { field: "amount" });
    }
    if (input.data.currency !== undefined && input.data.currency !== "INR") {
      return refusal("The currency should be same as the payment currency", { field: "currency" });
    }
    capturePayment(payment);
    return new Answer(200, renderPayment(payment, false));
  }

  function refund(paymentId: string, body: unknown, idempotencyKey: string | null): Answer {
    const input = refundInput.safeParse(body);
    if (!input.success) return inputRefusal(input.error, body);
    // What makes two requests the same refund, under one key: the payment and the whole body.
    const { amount: asked, speed, receipt, notes } = input.data;
    const request = JSON.stringify([paymentId, asked ?? null, speed ?? null, receipt ?? null, Object.entries(notes ?? {}).sort()]);
    if (idempotencyKey !== null) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey)) {
        return refusal("The idempotency key must be at least 10 letters, numbers, hyphens or underscores", notApplicable);
      }
      const earlier = refundsByKey.get(idempotencyKey);
      if (earlier) {
        return earlier.idempotency?.request === request
          ? new Answer(200, renderRefund(earlier))
          : refusal("Different request with the same idempotency key has already been processed.", notApplicable);
      }
    }
    const payment = payments.get(paymentId);
    if (!payment) return idNotFound();
    if (!payment.captured) return refusal("The payment has not been captured, so it cannot be refunded", { field: "payment_id" });
    const left = payment.amount - refundedOf(payment);
    if (left === 0) return refusal("The payment has been fully refunded already", { field: "payment_id" });
    const amount = asked ?? left;
    const amountProblem = amountRefusal(amount);
    if (amountProblem) return amountProblem;
    if (typeof amount !== "number" || amount > left) {
      return refusal("The refund amount provided is greater than amount captured", { field: "amount" });
    }
    const created: RefundState = {
      id: newId("rfnd"),
      paymentId,
      amount,
      notes: flattenNotes(notes),
      receipt: receipt ?? null,
      speed: speed ?? "normal",
      status: holdingRefunds ? "pending" : "processed",
      createdAt: unixNow(),
      idempotency: idempotencyKey === null ? null : { key: idempotencyKey, request },
    };
    refunds.set(created.id, created);
    if (idempotencyKey !== null) refundsByKey.set(idempotencyKey, created);
    updateRefunded(payment);
    return new Answer(200, renderRefund(created));
  }

  function createCustomer(body: unknown): Answer {
    const input = customerInput.safeParse(body);
    if (!input.success) return inputRefusal(input.error, body);
    const email = input.data.email ?? null;
    const contact = input.data.contact === undefined ? null : String(input.data.contact);
    const existing = [...customers.values()].find((customer) => customer.email === email && customer.contact === contact);
    if (existing) {
      const failExisting = input.data.fail_existing;
      if (failExisting === undefined || failExisting === true || failExisting === 1 || failExisting === "1") {
        return refusal("Customer already exists for the merchant", { field: "email" });
      }
      return new Answer(200, renderCustomer(existing));
    }
    const customer: CustomerState = {
      id: newId("cust"),
      name: input.data.name,
      email,
      contact,
      notes: flattenNotes(input.data.notes),
      createdAt: unixNow(),
      tokens: new Map(),
    };
    customers.set(customer.id, customer);
    return new Answer(200, renderCustomer(customer));
  }

  function route(method: string, path: string, query: URLSearchParams, body: unknown, idempotencyKey: string | null): Answer {
    const parts = path.split("/").filter((part) => part.length > 0);
    if (parts[0] !== "v1") return refusal("The requested URL was not found on the server.", { status: 404 });
    const [, resource, id, sub, subId] = parts;
    const signature = `${method} ${resource ?? ""}${id ? "/:id" : ""}${sub ? `/${sub}` : ""}${subId ? "/:id" : ""}`;
    switch (signature) {
      case "POST orders":
        return createOrder(body);
      case "GET orders/:id": {
        const order = orders.get(id ?? "");
        return order ? new Answer(200, renderOrder(order)) : idNotFound();
      }
      case "GET orders/:id/payments": {
        if (!orders.has(id ?? "")) return idNotFound();
        const items = [...payments.values()].filter((payment) => payment.orderId === id).map((payment) => renderPayment(payment, false));
        return new Answer(200, { entity: "collection", count: items.length, items });
      }
      case "GET payments/:id": {
        const payment = payments.get(id ?? "");
        return payment ? new Answer(200, renderPayment(payment, query.getAll("expand[]").includes("card"))) : idNotFound();
      }
      case "POST payments/:id/capture":
        return capture(id ?? "", body);
      case "POST payments/:id/refund":
        return refund(id ?? "", body, idempotencyKey);
      case "GET refunds/:id": {
        const found = refunds.get(id ?? "");
        return found ? new Answer(200, renderRefund(found)) : idNotFound();
      }
      case "POST customers":
        return createCustomer(body);
      case "GET customers/:id/tokens": {
        const customer = customers.get(id ?? "");
        if (!customer) return idNotFound();
        const items = [...customer.tokens.values()].map(renderToken);
        return new Answer(200, { entity: "collection", count: items.length, items });
      }
      case "DELETE customers/:id/tokens/:id": {
        const customer = customers.get(id ?? "");
        if (!customer?.tokens.delete(subId ?? "")) return idNotFound();
        return new Answer(200, { deleted: true });
      }
      default:
        return refusal("The requested URL was not found on the server.", { status: 404 });
    }
  }

  async function answer(request: IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? "/", "http://sandbox.invalid");
    const header = request.headers["x-refund-idempotency"];
    const idempotencyKey = typeof header === "string" ? header : null;
    log.push({ method: request.method ?? "GET", path: url.pathname, query: url.search, idempotencyKey });
    const text = await readBody(request);
    if (request.headers.authorization !== expectedAuthorization) {
      return refusal("The api key/secret provided is invalid", { status: 401, ...notApplicable });
    }
    let body: unknown = {};
    if (text.length > 0) {
      try {
        body = JSON.parse(text);
      } catch {
        return refusal("The request body is not valid JSON");
      }
    }
    return route(request.method ?? "GET", url.pathname, url.searchParams, body, idempotencyKey);
  }

  const server = createServer((request, response) => {
    if (unreachable) {
      // An outage: the connection is cut before any answer.
      request.socket.destroy();
      return;
    }
    answer(request).then(
      (result) => send(response, result),
      (error: unknown) => send(response, new Answer(500, { error: { code: "SERVER_ERROR", description: String(error) } })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The Razorpay sandbox did not get a port");
  const { port } = address;

  function cardOf(options: SandboxPaymentOptions): CardState | null {
    if (options.method !== "card" && options.method !== "emi") return null;
    if (!options.card) throw new Error(`A ${options.method} payment needs a card`);
    const digits = options.card.number.replace(/\D/g, "");
    if (digits.length < 12) throw new Error("Checkout refuses a card number that short");
    return {
      id: newId("card"),
      name: options.card.name ?? "",
      last4: digits.slice(-4),
      network: networkNames[cardBrand(digits)],
      emi: options.method === "emi",
      expiryMonth: options.card.expiryMonth,
      expiryYear: options.card.expiryYear,
    };
  }

  function pay(gatewayOrderId: string, options: SandboxPaymentOptions & { outcome?: "authorized" }): CheckoutSuccess;
  function pay(gatewayOrderId: string, options: SandboxPaymentOptions & { outcome: "failed" }): CheckoutFailure;
  function pay(
    gatewayOrderId: string,
    options: SandboxPaymentOptions & { outcome?: "authorized" | "failed" },
  ): CheckoutSuccess | CheckoutFailure {
    const order = orders.get(gatewayOrderId);
    if (!order) throw new Error(`Checkout cannot open the unknown order ${gatewayOrderId}`);
    if (order.status === "paid") throw new Error(`Checkout refuses to pay ${gatewayOrderId} again: it is paid`);
    const failed = options.outcome === "failed";
    if (options.vpa === "failure@razorpay" && !failed) throw new Error("failure@razorpay always fails: pass outcome \"failed\"");
    const card = cardOf(options);
    const payment: PaymentState = {
      id: newId("pay"),
      orderId: order.id,
      amount: order.amount,
      method: options.method,
      status: failed ? "failed" : "authorized",
      captured: false,
      amountRefunded: 0,
      card,
      vpa: options.method === "upi" ? (options.vpa ?? "success@razorpay") : null,
      bank: options.method === "netbanking" ? (options.bank ?? "HDFC") : null,
      wallet: options.method === "wallet" ? (options.wallet ?? "payzapp") : null,
      email: options.email ?? "priya.sharma@example.com",
      contact: options.contact ?? "+919876543210",
      customerId: options.customerId ?? null,
      tokenId: null,
      error: failed
        ? {
            code: "BAD_REQUEST_ERROR",
            description: "Payment failed",
            source: "bank",
            step: "payment_authorization",
            reason: "payment_failed",
          }
        : null,
      createdAt: unixNow(),
    };
    order.attempts += 1;
    order.status = "attempted";
    payments.set(payment.id, payment);
    if (payment.error) {
      return { error: { ...payment.error, metadata: { payment_id: payment.id, order_id: order.id } } };
    }
    if (options.saveCard && card) {
      const customer = customers.get(options.customerId ?? "");
      if (!customer) throw new Error("Checkout saves a card only for a known customer_id");
      const token: TokenState = { id: newId("token"), card, createdAt: unixNow() };
      customer.tokens.set(token.id, token);
      payment.tokenId = token.id;
    }
    if (order.capture === "automatic") capturePayment(payment);
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: hmacHex(keySecret, `${order.id}|${payment.id}`),
    };
  }

  function webhookPayload(event: string, ids: { paymentId?: string; orderId?: string; refundId?: string }) {
    const paymentEntity = (paymentId: string | undefined) => {
      const payment = payments.get(paymentId ?? "");
      if (!payment) throw new Error(`${event} needs a known paymentId`);
      return { entity: renderPayment(payment, true) };
    };
    if (paymentEvents.has(event)) return { contains: ["payment"], payload: { payment: paymentEntity(ids.paymentId) } };
    if (event === "order.paid") {
      const order = orders.get(ids.orderId ?? "");
      if (!order) throw new Error(`${event} needs a known orderId`);
      const paid = ids.paymentId ?? [...payments.values()].find((payment) => payment.orderId === order.id && payment.captured)?.id;
      return { contains: ["payment", "order"], payload: { payment: paymentEntity(paid), order: { entity: renderOrder(order) } } };
    }
    if (refundEvents.has(event)) {
      const found = refunds.get(ids.refundId ?? "");
      if (!found) throw new Error(`${event} needs a known refundId`);
      return {
        contains: ["refund", "payment"],
        payload: { refund: { entity: renderRefund(found) }, payment: paymentEntity(found.paymentId) },
      };
    }
    return { contains: [], payload: {} };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    pay,

    webhook(event, ids) {
      const { contains, payload } = webhookPayload(event, ids);
      const rawBody = JSON.stringify({ entity: "event", account_id: accountId, event, contains, payload, created_at: unixNow() });
      return { rawBody, signature: hmacHex(webhookSecret, rawBody), eventId: newId("evt").slice("evt_".length) };
    },

    async postWebhook(url, webhook) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": webhook.signature,
          "x-razorpay-event-id": webhook.eventId,
        },
        body: webhook.rawBody,
      });
      await response.arrayBuffer();
      return response.status;
    },

    holdRefunds(hold) {
      holdingRefunds = hold;
    },

    settleRefund(refundId, status) {
      const found = refunds.get(refundId);
      if (found?.status !== "pending") throw new Error(`${refundId} is not a pending refund`);
      found.status = status;
      const payment = payments.get(found.paymentId);
      if (payment) updateRefunded(payment);
    },

    setUnreachable(value) {
      unreachable = value;
    },

    requests: () => [...log],

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
