// The store's built-in test gateway: a stand-in for a hosted Indian gateway (Razorpay) for
// development, demonstrations and tests (docs/payments.md, "The test gateway"). From the store's
// side it behaves as Razorpay does (ids, paise, order and payment states, manual capture,
// idempotent refunds, signed browser reports, signed webhooks in Razorpay's documented format), but
// in-process: the browser pays through its own script and endpoints (test-gateway-routes.ts), and
// it keeps its records in tables of its own (test_gateway_*), shared by every store process as a
// real gateway would be, and read by nothing but this file.
//
// Like a real gateway it never keeps a card number or CVV: a payment or a token holds the network,
// last four digits, expiry and name on the card, nothing else, and nothing here logs a request.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { cardBrand, luhnValid, type CardBrand } from "../../app/lib/card-number";
import { isStorableText } from "../../app/lib/storable-text";
import { upiPaymentUri } from "../../app/lib/upi";
import type { Database } from "../db/client";
import {
  testGatewayCustomers,
  testGatewayOrders,
  testGatewayPayments,
  testGatewayRefunds,
  testGatewayTokens,
} from "../db/schema";
import {
  assertPaise,
  GatewayError,
  type GatewayCard,
  type GatewayCardToken,
  type GatewayCustomer,
  type GatewayNotes,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type HostedGateway,
} from "./hosted-gateway";
import { paymentMessages, testCards } from "./test-cards";
import { parseRazorpayWebhook } from "./razorpay-gateway";

export interface TestGatewayOptions {
  /** From server/db/client (PGlite or node-postgres, one dialect). */
  db: Database;
  /** Public, given to the browser, e.g. "test_key_aangan". */
  keyId: string;
  /** Signs the browser's payment reports: hex HMAC-SHA256 of `${orderId}|${paymentId}`, as Razorpay. */
  keySecret: string;
  /** Signs webhooks: hex HMAC-SHA256 of the raw body, as Razorpay. */
  webhookSecret: string;
  /** Where the gateway sends its webhooks (in-process): the raw body and its signature, as Razorpay's POST would carry them. */
  deliverWebhook?: (rawBody: string, signature: string, eventId: string) => Promise<void>;
  logger?: { warn(details: object, message: string): void };
  now?: () => Date;
}

export type TestPaymentMethod = "card" | "emi" | "upi" | "netbanking";

/** The browser's payment, as the gateway's script sends it (test-gateway-routes.ts reads it). */
export interface TestPaymentRequest {
  orderId: string;
  /** Must be the order's amount. */
  amountPaise: number;
  method: TestPaymentMethod;
  /** A new card (card and EMI payments): checked, then forgotten but for network, last four, expiry and name. */
  card?: { number: string; expiryMonth: number; expiryYear: number; cvv: string; name: string };
  /** A saved card of `customerId`, charged with its CVV typed again (as Indian cards are). */
  token?: { id: string; cvv: string };
  /** Saves the new card as a token of `customerId` when the payment succeeds. */
  saveCard?: boolean;
  customerId?: string;
  /** EMI: 3, 6, 9 or 12 months. */
  emiMonths?: number;
  /** Netbanking: a bank code of testGatewayBanks, or testGatewayFailingBank. */
  bank?: string;
  /** UPI: the shopper's app opens a link (intent) or scans a QR code; there is no collect request. */
  upiFlow?: "intent" | "qr";
}

/** Razorpay's error object for a failed payment, as Checkout hands it to payment.failed. */
export interface TestPaymentError {
  code: "BAD_REQUEST_ERROR";
  /** Shown to the shopper as is. */
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: { payment_id: string; order_id: string };
}

export type TestPaymentAnswer =
  | { status: "paid"; razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | { status: "failed"; error: TestPaymentError }
  | {
      status: "pending";
      razorpay_payment_id: string;
      razorpay_order_id: string;
      /** The upi:// link a UPI app opens (or a QR code shows). */
      intent_url: string;
      /** The test gateway's stand-in for the shopper's UPI app. */
      approve_url: string;
    };

export interface TestGateway extends HostedGateway {
  readonly name: "test-gateway";
  /**
   * The browser's payment. A payment the bank or the card refuses is an answer ("failed", with a
   * failed payment kept, as Razorpay keeps it); a request that cannot become a payment (an unknown
   * or paid order, another amount, an unknown saved card) rejects with a GatewayError "refused".
   */
  pay(request: TestPaymentRequest): Promise<TestPaymentAnswer>;
  /** The shopper's UPI app says yes: the payment is authorized (or captured, on automatic capture). */
  approveUpi(paymentId: string): Promise<void>;
  /** The shopper's UPI app says no: the payment fails. */
  declineUpi(paymentId: string): Promise<void>;
}

/** Where the store mounts createTestGatewayRoutes (test-gateway-routes.ts). */
export const testGatewayMountPath = "/test-gateway";

/** Netbanking bank codes that pay (Razorpay's codes). */
export const testGatewayBanks = {
  HDFC: "HDFC Bank",
  ICIC: "ICICI Bank",
  SBIN: "State Bank of India",
  UTIB: "Axis Bank",
} as const;

/** The netbanking "bank" whose payments fail, to try a failed netbanking payment. */
export const testGatewayFailingBank = "FAIL";

/** What the shopper reads for failures paymentMessages has no text for. */
export const testGatewayMessages = {
  netbankingFailed: "Your bank could not complete the payment. Please try again or choose another payment method.",
} as const;

/**
 * The UPI id the test gateway's intent links pay. Its handle belongs to no UPI app, so a real app
 * scanning a demonstration QR code refuses it instead of sending real money somewhere.
 */
export const testGatewayUpiVpa = "aangan.test@testgateway";

const gatewayName = "test-gateway";
const idAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const idPattern = /^[a-z]{2,10}_[A-Za-z0-9]{14}$/;
// Razorpay's rule for X-Refund-Idempotency, kept within 40 as the adapter does (it is the receipt too).
const idempotencyKeyPattern = /^[A-Za-z0-9_-]{10,40}$/;
// The amount columns are PostgreSQL integers.
const maxPaise = 2_147_483_647;
const emiMonths: ReadonlySet<number> = new Set([3, 6, 9, 12]);

/** Razorpay's ids: a prefix and 14 letters and digits. */
function newId(prefix: string): string {
  let id = "";
  for (let index = 0; index < 14; index += 1) id += idAlphabet.charAt(randomInt(idAlphabet.length));
  return `${prefix}_${id}`;
}

const networkNames: Readonly<Record<CardBrand, string>> = {
  visa: "Visa",
  mastercard: "MasterCard",
  rupay: "RuPay",
  amex: "American Express",
  other: "Unknown",
};

function brandOfNetwork(network: string): CardBrand {
  const found = Object.entries(networkNames).find(([, name]) => name === network)?.[0];
  return found === "visa" || found === "mastercard" || found === "rupay" || found === "amex" ? found : "other";
}

// The documented cards that fail, by their digits: the test provider's list, so both agree.
const cardFailures: ReadonlyMap<string, "declined" | "insufficient_funds"> = new Map(
  testCards.flatMap((card) =>
    card.outcome === "declined" || card.outcome === "insufficient_funds" ? [[card.number.replace(/\s/g, ""), card.outcome] as const] : [],
  ),
);

/** Why a payment failed, in Razorpay's terms: its reason, who failed (source), at which step, and the shopper's text. */
interface Failure {
  reason: string;
  source: string;
  step: string;
  description: string;
}

const failures = {
  declined: { reason: "card_declined", source: "bank", step: "payment_authorization", description: paymentMessages.declined },
  insufficientFunds: {
    reason: "insufficient_funds",
    source: "customer",
    step: "payment_authorization",
    description: paymentMessages.insufficientFunds,
  },
  invalidCard: { reason: "card_number_invalid", source: "customer", step: "payment_initiation", description: paymentMessages.invalidCard },
  invalidExpiry: {
    reason: "input_validation_failed",
    source: "customer",
    step: "payment_initiation",
    description: paymentMessages.invalidExpiry,
  },
  invalidCvv: { reason: "input_validation_failed", source: "customer", step: "payment_initiation", description: paymentMessages.invalidCvv },
  expiredCard: { reason: "card_expired", source: "customer", step: "payment_initiation", description: paymentMessages.expiredCard },
  netbanking: { reason: "payment_failed", source: "bank", step: "payment_authorization", description: testGatewayMessages.netbankingFailed },
  upiDeclined: { reason: "payment_cancelled", source: "customer", step: "payment_authorization", description: paymentMessages.upiDeclined },
} as const satisfies Record<string, Failure>;

// Source and step are not kept (a payment row keeps code, description and reason): found again by reason.
const failureByReason: ReadonlyMap<string, Failure> = new Map(Object.values(failures).map((failure) => [failure.reason, failure]));

type OrderRow = typeof testGatewayOrders.$inferSelect;
type PaymentRow = typeof testGatewayPayments.$inferSelect;
type RefundRow = typeof testGatewayRefunds.$inferSelect;
type CustomerRow = typeof testGatewayCustomers.$inferSelect;
type TokenRow = typeof testGatewayTokens.$inferSelect;

/** What a gateway may keep of a card. */
interface KeptCard {
  network: string;
  last4: string;
  name: string | null;
  expiryMonth: number;
  expiryYear: number;
}

function refused(operation: string, description: string, field: string | null = null): GatewayError {
  return new GatewayError({
    kind: "refused",
    gateway: gatewayName,
    operation,
    httpStatus: 400,
    code: "BAD_REQUEST_ERROR",
    description,
    reason: "input_validation_failed",
    field,
  });
}

function notFound(operation: string, field = "id"): GatewayError {
  return refused(operation, "The id provided does not exist", field);
}

function hmac(secret: string, message: string | Uint8Array): Buffer {
  return createHmac("sha256", secret).update(message).digest();
}

/** Whether `signature` (hex) is the HMAC-SHA256 of `message`, compared in constant time. */
function signatureMatches(secret: string, message: string | Uint8Array, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(hmac(secret, message), Buffer.from(signature, "hex"));
}

/** Razorpay counts time in whole seconds. */
function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** India's calendar month: a card is valid until the end of its expiry month there (as the test provider counts). */
function indianYearAndMonth(date: Date): { year: number; month: number } {
  const indiaTime = new Date(date.getTime() + 330 * 60_000);
  return { year: indiaTime.getUTCFullYear(), month: indiaTime.getUTCMonth() + 1 };
}

function hasExpired(expiryMonth: number, expiryYear: number, now: Date): boolean {
  const today = indianYearAndMonth(now);
  return expiryYear < today.year || (expiryYear === today.year && expiryMonth < today.month);
}

/** Two-digit years are this century's, as cards print them. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/**
 * A new card's fate, in the test provider's order of checks (docs/payments.md): Luhn, expiry, CVV,
 * then the documented failing cards; any other valid card is approved. What is kept of it is the
 * network and last four, and only of something shaped like a card number.
 */
function checkCard(card: NonNullable<TestPaymentRequest["card"]>, now: Date): { kept: KeptCard | null; failure: Failure | null } {
  const digits = card.number.replace(/[\s-]/g, "");
  const shapedLikeACard = /^\d{12,19}$/.test(digits);
  const expiryYear = fullYear(card.expiryYear);
  const validExpiry = Number.isInteger(card.expiryMonth) && card.expiryMonth >= 1 && card.expiryMonth <= 12 && Number.isInteger(expiryYear);
  const name = card.name.trim();
  const kept: KeptCard | null =
    shapedLikeACard && validExpiry && expiryYear >= 2000 && expiryYear <= 2200
      ? { network: networkNames[cardBrand(digits)], last4: digits.slice(-4), name: name === "" ? null : name, expiryMonth: card.expiryMonth, expiryYear }
      : null;
  if (!shapedLikeACard || !luhnValid(digits)) return { kept, failure: failures.invalidCard };
  if (!kept) return { kept, failure: failures.invalidExpiry };
  if (hasExpired(kept.expiryMonth, kept.expiryYear, now)) return { kept, failure: failures.expiredCard };
  if (!/^\d{3,4}$/.test(card.cvv)) return { kept, failure: failures.invalidCvv };
  const outcome = cardFailures.get(digits);
  if (outcome === "declined") return { kept, failure: failures.declined };
  if (outcome === "insufficient_funds") return { kept, failure: failures.insufficientFunds };
  return { kept, failure: null };
}

function checkNotes(operation: string, notes: GatewayNotes | undefined): void {
  if (!notes) return;
  const entries = Object.entries(notes);
  if (entries.length > 15 || entries.some(([key, value]) => key.length === 0 || value.length > 256 || !isStorableText(key) || !isStorableText(value))) {
    throw refused(operation, "notes are at most 15 values of at most 256 characters each", "notes");
  }
}

// ---- The store's view of the records (HostedGateway's shapes) -----------------------------------

function gatewayOrderOf(row: OrderRow): GatewayOrder {
  return {
    id: row.id,
    amountPaise: row.amountPaise,
    amountPaidPaise: row.amountPaidPaise,
    currency: "INR",
    receipt: row.receipt,
    status: row.status,
    attempts: row.attempts,
    notes: row.notes,
  };
}

/** Exactly what the Razorpay adapter reads from the same payment's entity (a test compares them). */
function gatewayPaymentOf(row: PaymentRow): GatewayPayment {
  const card: GatewayCard | null =
    row.cardNetwork !== null && row.cardLast4 !== null
      ? {
          network: row.cardNetwork,
          brand: brandOfNetwork(row.cardNetwork),
          last4: row.cardLast4,
          ...(row.cardName ? { name: row.cardName } : {}),
        }
      : null;
  return {
    id: row.id,
    gatewayOrderId: row.orderId,
    amountPaise: row.amountPaise,
    currency: "INR",
    status: row.status,
    captured: row.captured,
    amountRefundedPaise: row.amountRefundedPaise,
    method: row.method,
    ...(card ? { card } : {}),
    ...(row.tokenId ? { tokenId: row.tokenId } : {}),
    ...(row.customerId ? { customerId: row.customerId } : {}),
    ...(row.errorCode ? { errorCode: row.errorCode } : {}),
    ...(row.errorDescription ? { errorDescription: row.errorDescription } : {}),
    ...(row.errorReason ? { errorReason: row.errorReason } : {}),
    createdAt: new Date(unixSeconds(row.createdAt) * 1000),
  };
}

function gatewayRefundOf(row: RefundRow): GatewayRefund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amountPaise: row.amountPaise,
    status: row.status,
    // The adapter sends its idempotency key as the refund's receipt; so does this gateway.
    receipt: row.idempotencyKey,
    createdAt: new Date(unixSeconds(row.createdAt) * 1000),
  };
}

function gatewayCustomerOf(row: CustomerRow): GatewayCustomer {
  return { id: row.id, name: row.name, email: row.email, contact: row.contact };
}

function gatewayTokenOf(row: TokenRow): GatewayCardToken {
  return {
    id: row.id,
    card: {
      network: row.cardNetwork,
      brand: brandOfNetwork(row.cardNetwork),
      last4: row.cardLast4,
      ...(row.cardName ? { name: row.cardName } : {}),
      expiryMonth: row.cardExpiryMonth,
      expiryYear: row.cardExpiryYear,
    },
  };
}

// ---- Razorpay's entities, as its webhooks carry them (tests/support/razorpay-sandbox.ts) --------

function orderEntity(row: OrderRow) {
  return {
    id: row.id,
    entity: "order",
    amount: row.amountPaise,
    amount_paid: row.amountPaidPaise,
    amount_due: row.amountPaise - row.amountPaidPaise,
    currency: "INR",
    receipt: row.receipt,
    offer_id: null,
    status: row.status,
    attempts: row.attempts,
    // Razorpay sends empty notes as [].
    notes: Object.keys(row.notes).length === 0 ? [] : row.notes,
    created_at: unixSeconds(row.createdAt),
  };
}

function paymentEntity(row: PaymentRow) {
  const failure = row.errorReason !== null ? failureByReason.get(row.errorReason) : undefined;
  const fee = row.captured ? Math.round(row.amountPaise * 0.02) : null;
  const hasCard = row.cardNetwork !== null && row.cardLast4 !== null;
  // A card's id at Razorpay is its own; here it is derived from the payment's, as nothing else uses it.
  const cardId = hasCard ? `card_${row.id.slice("pay_".length)}` : null;
  return {
    id: row.id,
    entity: "payment",
    amount: row.amountPaise,
    currency: "INR",
    status: row.status,
    order_id: row.orderId,
    invoice_id: null,
    international: false,
    method: row.method,
    amount_refunded: row.amountRefundedPaise,
    refund_status: row.amountRefundedPaise === 0 ? null : row.amountRefundedPaise === row.amountPaise ? "full" : "partial",
    captured: row.captured,
    description: null,
    card_id: cardId,
    // Razorpay's payment card carries no expiry (its tokens do).
    ...(hasCard
      ? {
          card: {
            id: cardId,
            entity: "card",
            name: row.cardName ?? "",
            last4: row.cardLast4,
            network: row.cardNetwork,
            type: "credit",
            issuer: null,
            international: false,
            emi: row.method === "emi",
            sub_type: "consumer",
            token_iin: null,
          },
        }
      : {}),
    bank: row.bank,
    wallet: null,
    vpa: null,
    ...(row.customerId ? { customer_id: row.customerId } : {}),
    ...(row.tokenId ? { token_id: row.tokenId } : {}),
    notes: [],
    fee,
    tax: fee === null ? null : Math.round(fee * 0.18),
    error_code: row.errorCode,
    error_description: row.errorDescription,
    error_source: failure?.source ?? null,
    error_step: failure?.step ?? null,
    error_reason: row.errorReason,
    acquirer_data: row.method === "upi" ? { rrn: null } : { auth_code: row.status === "failed" ? null : "828553" },
    created_at: unixSeconds(row.createdAt),
  };
}

function refundEntity(row: RefundRow) {
  return {
    id: row.id,
    entity: "refund",
    amount: row.amountPaise,
    currency: "INR",
    payment_id: row.paymentId,
    notes: [],
    receipt: row.idempotencyKey,
    acquirer_data: { arn: row.status === "processed" ? "10000000000000" : null },
    created_at: unixSeconds(row.createdAt),
    batch_id: null,
    status: row.status,
    speed_processed: "normal",
    speed_requested: "normal",
  };
}

/** One webhook to send: the event's name and its payload, a snapshot of the entities when it happened. */
interface PendingEvent {
  event: "payment.authorized" | "payment.captured" | "payment.failed" | "order.paid" | "refund.processed";
  contains: string[];
  payload: Record<string, { entity: object }>;
}

function paymentEvent(event: "payment.authorized" | "payment.captured" | "payment.failed", payment: PaymentRow): PendingEvent {
  return { event, contains: ["payment"], payload: { payment: { entity: paymentEntity(payment) } } };
}

function orderPaidEvent(order: OrderRow, payment: PaymentRow): PendingEvent {
  return {
    event: "order.paid",
    contains: ["payment", "order"],
    payload: { payment: { entity: paymentEntity(payment) }, order: { entity: orderEntity(order) } },
  };
}

/** What a successful payment sends: authorized, and with automatic capture captured and order.paid after it. */
function successEvents(payment: PaymentRow, order: OrderRow): PendingEvent[] {
  if (!payment.captured) return [paymentEvent("payment.authorized", payment)];
  return [
    paymentEvent("payment.authorized", { ...payment, status: "authorized", captured: false }),
    paymentEvent("payment.captured", payment),
    orderPaidEvent(order, payment),
  ];
}

export function createTestGateway(options: TestGatewayOptions): TestGateway {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  // Undelivered webhooks are never silent, even without a logger.
  const logger = options.logger ?? { warn: (details: object, message: string) => console.warn(message, details) };
  // Razorpay's account id, stable for one key.
  const accountId = `acc_${hmac(options.keyId, "account").toString("base64").replace(/[^A-Za-z0-9]/g, "").slice(0, 14)}`;

  /**
   * Sends each event, in order, once: a delivery that fails is logged (the event and its id, never
   * the body, which holds the card's last four and name) and not retried, because the store
   * reconciles by asking the gateway. Delivered before the call that caused them returns, so a
   * test sees them at once.
   */
  async function send(events: readonly PendingEvent[]): Promise<void> {
    const deliver = options.deliverWebhook;
    if (!deliver) return;
    for (const pending of events) {
      const eventId = newId("evt").slice("evt_".length);
      const rawBody = JSON.stringify({
        entity: "event",
        account_id: accountId,
        event: pending.event,
        contains: pending.contains,
        payload: pending.payload,
        created_at: unixSeconds(now()),
      });
      const signature = hmac(options.webhookSecret, rawBody).toString("hex");
      try {
        await deliver(rawBody, signature, eventId);
      } catch (error) {
        logger.warn(
          { event: pending.event, eventId, error: error instanceof Error ? error.message : String(error) },
          "the test gateway could not deliver a webhook; it is not sent again",
        );
      }
    }
  }

  async function lockedPayment(tx: Database, operation: string, paymentId: string): Promise<PaymentRow> {
    if (!idPattern.test(paymentId)) throw notFound(operation);
    const [row] = await tx.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId)).for("update");
    if (!row) throw notFound(operation);
    return row;
  }

  async function lockedOrder(tx: Database, operation: string, orderId: string): Promise<OrderRow> {
    if (!idPattern.test(orderId)) throw notFound(operation, "order_id");
    const [row] = await tx.select().from(testGatewayOrders).where(eq(testGatewayOrders.id, orderId)).for("update");
    if (!row) throw notFound(operation, "order_id");
    return row;
  }

  async function findOrder(operation: string, orderId: string): Promise<OrderRow> {
    if (!idPattern.test(orderId)) throw notFound(operation);
    const [row] = await db.select().from(testGatewayOrders).where(eq(testGatewayOrders.id, orderId));
    if (!row) throw notFound(operation);
    return row;
  }

  async function findPayment(operation: string, paymentId: string): Promise<PaymentRow> {
    if (!idPattern.test(paymentId)) throw notFound(operation);
    const [row] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId));
    if (!row) throw notFound(operation);
    return row;
  }

  /** Marks a payment captured and its order paid, inside the caller's transaction. */
  async function markCaptured(tx: Database, payment: PaymentRow): Promise<{ payment: PaymentRow; order: OrderRow }> {
    const [captured] = await tx
      .update(testGatewayPayments)
      .set({ status: "captured", captured: true })
      .where(eq(testGatewayPayments.id, payment.id))
      .returning();
    const [order] = await tx
      .update(testGatewayOrders)
      .set({ status: "paid", amountPaidPaise: payment.amountPaise })
      .where(eq(testGatewayOrders.id, payment.orderId))
      .returning();
    if (!captured || !order) throw new Error(`The test payment ${payment.id} or its order vanished while it was captured`);
    return { payment: captured, order };
  }

  /** Checks what needs no database; a request that cannot become a payment is refused. */
  function checkPaymentRequest(request: TestPaymentRequest): void {
    const operation = "pay";
    assertPaise(request.amountPaise, "A payment");
    const isCard = request.method === "card" || request.method === "emi";
    if (isCard) {
      if ((request.card === undefined) === (request.token === undefined)) {
        throw refused(operation, "A card payment needs either the card's details or a saved card's token", "card");
      }
    } else if (request.card !== undefined || request.token !== undefined) {
      throw refused(operation, `A ${request.method} payment takes no card`, "card");
    }
    if (request.card && !isStorableText(request.card.name)) throw refused(operation, "The name on the card is not valid", "card.name");
    if (request.method === "emi" && (request.emiMonths === undefined || !emiMonths.has(request.emiMonths))) {
      throw refused(operation, "An EMI payment is for 3, 6, 9 or 12 months", "emi_duration");
    }
    if (request.method === "netbanking" && !(request.bank !== undefined && (Object.hasOwn(testGatewayBanks, request.bank) || request.bank === testGatewayFailingBank))) {
      throw refused(operation, "The bank code provided is invalid", "bank");
    }
    // Razorpay's Checkout saves a card only for a customer.
    if (request.saveCard && request.customerId === undefined) throw refused(operation, "Saving a card needs a customer_id", "customer_id");
    if (request.customerId !== undefined && !idPattern.test(request.customerId)) throw notFound(operation, "customer_id");
  }

  async function pay(request: TestPaymentRequest): Promise<TestPaymentAnswer> {
    const operation = "pay";
    checkPaymentRequest(request);
    const at = now();
    const result = await db.transaction(async (tx) => {
      // One payment of an order at a time, so two cannot both find it unpaid.
      const order = await lockedOrder(tx, operation, request.orderId);
      if (order.status === "paid") throw refused(operation, "This order has already been paid", "order_id");
      if (request.amountPaise !== order.amountPaise) throw refused(operation, "The amount must be the order's amount", "amount");
      if (request.customerId !== undefined) {
        const [customer] = await tx.select({ id: testGatewayCustomers.id }).from(testGatewayCustomers).where(eq(testGatewayCustomers.id, request.customerId));
        if (!customer) throw notFound(operation, "customer_id");
      }

      let kept: KeptCard | null = null;
      let failure: Failure | null = null;
      let tokenId: string | null = null;
      if (request.token) {
        const [token] =
          request.customerId !== undefined && idPattern.test(request.token.id)
            ? await tx
                .select()
                .from(testGatewayTokens)
                .where(and(eq(testGatewayTokens.id, request.token.id), eq(testGatewayTokens.customerId, request.customerId)))
            : [];
        // Only the customer's own token, as Razorpay ties tokens to customers.
        if (!token) throw refused(operation, paymentMessages.savedCardUnusable, "token");
        kept = {
          network: token.cardNetwork,
          last4: token.cardLast4,
          name: token.cardName,
          expiryMonth: token.cardExpiryMonth,
          expiryYear: token.cardExpiryYear,
        };
        tokenId = token.id;
        if (hasExpired(kept.expiryMonth, kept.expiryYear, at)) failure = failures.expiredCard;
        else if (!/^\d{3,4}$/.test(request.token.cvv)) failure = failures.invalidCvv;
      } else if (request.card) {
        ({ kept, failure } = checkCard(request.card, at));
      } else if (request.method === "netbanking" && request.bank === testGatewayFailingBank) {
        failure = failures.netbanking;
      }

      const pending = request.method === "upi";
      const paymentId = newId("pay");
      if (!failure && !pending && request.saveCard && request.card && kept && request.customerId !== undefined) {
        // A new token for the customer: network, last four, expiry and name, nothing else.
        tokenId = newId("token");
        await tx.insert(testGatewayTokens).values({
          id: tokenId,
          customerId: request.customerId,
          cardNetwork: kept.network,
          cardLast4: kept.last4,
          cardName: kept.name,
          cardExpiryMonth: kept.expiryMonth,
          cardExpiryYear: kept.expiryYear,
          createdAt: at,
        });
      }
      const [inserted] = await tx
        .insert(testGatewayPayments)
        .values({
          id: paymentId,
          orderId: order.id,
          amountPaise: order.amountPaise,
          status: failure ? "failed" : pending ? "created" : "authorized",
          method: request.method,
          cardNetwork: kept?.network ?? null,
          cardLast4: kept?.last4 ?? null,
          cardName: kept?.name ?? null,
          cardExpiryMonth: kept?.expiryMonth ?? null,
          cardExpiryYear: kept?.expiryYear ?? null,
          tokenId,
          customerId: request.customerId ?? null,
          bank: request.method === "netbanking" ? (request.bank ?? null) : null,
          errorCode: failure ? "BAD_REQUEST_ERROR" : null,
          errorDescription: failure?.description ?? null,
          errorReason: failure?.reason ?? null,
          createdAt: at,
        })
        .returning();
      const [attempted] = await tx
        .update(testGatewayOrders)
        .set({ status: "attempted", attempts: order.attempts + 1 })
        .where(eq(testGatewayOrders.id, order.id))
        .returning();
      if (!inserted || !attempted) throw new Error(`The test payment of ${order.id} was not written`);
      if (!failure && !pending && order.capture === "automatic") return { ...(await markCaptured(tx, inserted)), failure };
      return { payment: inserted, order: attempted, failure };
    });

    const { payment, order, failure } = result;
    if (failure) {
      await send([paymentEvent("payment.failed", payment)]);
      return {
        status: "failed",
        error: {
          code: "BAD_REQUEST_ERROR",
          description: failure.description,
          source: failure.source,
          step: failure.step,
          reason: failure.reason,
          metadata: { payment_id: payment.id, order_id: order.id },
        },
      };
    }
    if (payment.status === "created") {
      return {
        status: "pending",
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        intent_url: upiPaymentUri({
          payeeVpa: testGatewayUpiVpa,
          payeeName: "Aangan (test gateway)",
          amount: payment.amountPaise / 100,
          transactionNote: `Test payment ${order.receipt ?? order.id}`,
          transactionRef: payment.id,
        }),
        approve_url: `${testGatewayMountPath}/upi/${payment.id}`,
      };
    }
    await send(successEvents(payment, order));
    return {
      status: "paid",
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: hmac(options.keySecret, `${order.id}|${payment.id}`).toString("hex"),
    };
  }

  /** The shopper's UPI app answers a pending UPI payment. Answering the same way twice changes nothing. */
  async function answerUpi(paymentId: string, approve: boolean): Promise<void> {
    const operation = approve ? "approveUpi" : "declineUpi";
    const events = await db.transaction(async (tx): Promise<PendingEvent[]> => {
      const payment = await lockedPayment(tx, operation, paymentId);
      if (payment.method !== "upi") throw refused(operation, "Only a UPI payment waits for the shopper's app", "payment_id");
      const alreadyApproved = payment.status === "authorized" || payment.status === "captured" || payment.status === "refunded";
      if (payment.status !== "created") {
        if (approve === alreadyApproved) return [];
        throw refused(operation, `This payment was already ${alreadyApproved ? "approved" : "declined"}`, "payment_id");
      }
      const order = await lockedOrder(tx, operation, payment.orderId);
      if (!approve) {
        const [failed] = await tx
          .update(testGatewayPayments)
          .set({
            status: "failed",
            errorCode: "BAD_REQUEST_ERROR",
            errorDescription: failures.upiDeclined.description,
            errorReason: failures.upiDeclined.reason,
          })
          .where(eq(testGatewayPayments.id, payment.id))
          .returning();
        if (!failed) throw new Error(`The test payment ${payment.id} vanished while it was declined`);
        return [paymentEvent("payment.failed", failed)];
      }
      if (order.status === "paid") throw refused(operation, "This order has already been paid", "order_id");
      const [authorized] = await tx
        .update(testGatewayPayments)
        .set({ status: "authorized" })
        .where(eq(testGatewayPayments.id, payment.id))
        .returning();
      if (!authorized) throw new Error(`The test payment ${payment.id} vanished while it was approved`);
      if (order.capture !== "automatic") return successEvents(authorized, order);
      const captured = await markCaptured(tx, authorized);
      return successEvents(captured.payment, captured.order);
    });
    await send(events);
  }

  return {
    name: "test-gateway",
    // Served by the store itself: the page's own origin covers the script and its calls.
    browserCheckout: { scriptUrl: `${testGatewayMountPath}/checkout.js`, keyId: options.keyId, connectSources: [], frameSources: [] },

    async createOrder(request) {
      const operation = "createOrder";
      assertPaise(request.amountPaise, "An order");
      if (request.amountPaise < 100) throw refused(operation, "The amount must be at least INR 1.00", "amount");
      if (request.amountPaise > maxPaise) throw refused(operation, "The amount exceeds the maximum amount allowed", "amount");
      if (request.receipt.length === 0 || request.receipt.length > 40 || !isStorableText(request.receipt)) {
        throw refused(operation, "a receipt is 1 to 40 characters", "receipt");
      }
      checkNotes(operation, request.notes);
      const [row] = await db
        .insert(testGatewayOrders)
        .values({
          id: newId("order"),
          amountPaise: request.amountPaise,
          receipt: request.receipt,
          status: "created",
          notes: { ...request.notes },
          // Manual unless asked, whatever a default might be: the store captures after checking.
          capture: request.capture ?? "manual",
          createdAt: now(),
        })
        .returning();
      if (!row) throw new Error("A test gateway order was not written");
      return gatewayOrderOf(row);
    },

    async fetchOrder(gatewayOrderId) {
      return gatewayOrderOf(await findOrder("fetchOrder", gatewayOrderId));
    },

    async fetchOrderPayments(gatewayOrderId) {
      const order = await findOrder("fetchOrderPayments", gatewayOrderId);
      const rows = await db
        .select()
        .from(testGatewayPayments)
        .where(eq(testGatewayPayments.orderId, order.id))
        .orderBy(asc(testGatewayPayments.createdAt), asc(testGatewayPayments.id));
      return rows.map(gatewayPaymentOf);
    },

    verifyPaymentSignature({ gatewayOrderId, paymentId, signature }) {
      if (!idPattern.test(gatewayOrderId) || !idPattern.test(paymentId)) return false;
      return signatureMatches(options.keySecret, `${gatewayOrderId}|${paymentId}`, signature);
    },

    async fetchPayment(paymentId) {
      return gatewayPaymentOf(await findPayment("fetchPayment", paymentId));
    },

    async capture(paymentId, amountPaise) {
      const operation = "capture";
      assertPaise(amountPaise, "A capture");
      const done = await db.transaction(async (tx) => {
        const payment = await lockedPayment(tx, operation, paymentId);
        if (payment.captured) {
          // Done already for this amount (a retry, or the webhook and the browser both confirming).
          if (payment.amountPaise === amountPaise) return { payment, events: [] };
          throw refused(operation, "This payment has already been captured", "payment_id");
        }
        if (payment.status !== "authorized") {
          throw refused(operation, "Only payments which have been authorized and not yet captured can be captured", "payment_id");
        }
        if (amountPaise !== payment.amountPaise) throw refused(operation, "Capture amount must be equal to the amount authorized", "amount");
        const captured = await markCaptured(tx, payment);
        return {
          payment: captured.payment,
          events: [paymentEvent("payment.captured", captured.payment), orderPaidEvent(captured.order, captured.payment)],
        };
      });
      await send(done.events);
      return gatewayPaymentOf(done.payment);
    },

    async refund(request) {
      const operation = "refund";
      assertPaise(request.amountPaise, "A refund");
      if (!idempotencyKeyPattern.test(request.idempotencyKey)) {
        throw refused(operation, "an idempotency key is 10 to 40 letters, digits, - or _", "idempotency_key");
      }
      // Notes are checked as Razorpay would, but this gateway keeps none of a refund's.
      checkNotes(operation, request.notes);
      const done = await db.transaction(async (tx) => {
        // One refund of a payment at a time, so two cannot both find money left.
        const payment = await lockedPayment(tx, operation, request.paymentId);
        // Razorpay's keys are the account's, not the payment's: the same key for anything else is refused.
        const [earlier] = await tx.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.idempotencyKey, request.idempotencyKey));
        if (earlier) {
          if (earlier.paymentId === payment.id && earlier.amountPaise === request.amountPaise) return { refund: earlier, events: [] };
          throw refused(operation, "Different request with the same idempotency key has already been processed.", "idempotency_key");
        }
        if (!payment.captured) throw refused(operation, "The payment has not been captured, so it cannot be refunded", "payment_id");
        const left = payment.amountPaise - payment.amountRefundedPaise;
        if (left === 0) throw refused(operation, "The payment has been fully refunded already", "payment_id");
        if (request.amountPaise < 100) throw refused(operation, "The amount must be at least INR 1.00", "amount");
        if (request.amountPaise > left) throw refused(operation, "The refund amount provided is greater than amount captured", "amount");
        const [created] = await tx
          .insert(testGatewayRefunds)
          .values({
            id: newId("rfnd"),
            paymentId: payment.id,
            amountPaise: request.amountPaise,
            // Processed at once: the test gateway has no bank to wait for.
            status: "processed",
            idempotencyKey: request.idempotencyKey,
            createdAt: now(),
          })
          .returning();
        const refunded = payment.amountRefundedPaise + request.amountPaise;
        const [updated] = await tx
          .update(testGatewayPayments)
          // A full refund makes the payment "refunded"; a partial one leaves it "captured".
          .set({ amountRefundedPaise: refunded, status: refunded === payment.amountPaise ? "refunded" : "captured" })
          .where(eq(testGatewayPayments.id, payment.id))
          .returning();
        if (!created || !updated) throw new Error(`A refund of the test payment ${payment.id} was not written`);
        const event: PendingEvent = {
          event: "refund.processed",
          contains: ["refund", "payment"],
          payload: { refund: { entity: refundEntity(created) }, payment: { entity: paymentEntity(updated) } },
        };
        return { refund: created, events: [event] };
      });
      await send(done.events);
      return gatewayRefundOf(done.refund);
    },

    async fetchRefund(refundId) {
      const operation = "fetchRefund";
      if (!idPattern.test(refundId)) throw notFound(operation);
      const [row] = await db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.id, refundId));
      if (!row) throw notFound(operation);
      return gatewayRefundOf(row);
    },

    verifyWebhookSignature(rawBody, signature) {
      return signatureMatches(options.webhookSecret, rawBody, signature);
    },

    parseWebhookEvent(rawBody) {
      return parseRazorpayWebhook(rawBody, gatewayName);
    },

    async customerFor(shopper) {
      const operation = "customerFor";
      const email = shopper.email.trim();
      if (email === "" || email.length > 254 || !isStorableText(email)) throw refused(operation, "The email field is invalid.", "email");
      if (!isStorableText(shopper.name) || !isStorableText(shopper.contact)) throw refused(operation, "The name or contact field is invalid.", "name");
      // As Razorpay with fail_existing 0: the customer of this e-mail address if there is one, as it is.
      await db
        .insert(testGatewayCustomers)
        .values({ id: newId("cust"), name: shopper.name || null, email, contact: shopper.contact || null, createdAt: now() })
        .onConflictDoNothing({ target: testGatewayCustomers.email });
      const [row] = await db.select().from(testGatewayCustomers).where(eq(testGatewayCustomers.email, email));
      if (!row) throw new Error("A test gateway customer was not written");
      return gatewayCustomerOf(row);
    },

    async listTokens(customerId) {
      const operation = "listTokens";
      if (!idPattern.test(customerId)) throw notFound(operation);
      const [customer] = await db.select({ id: testGatewayCustomers.id }).from(testGatewayCustomers).where(eq(testGatewayCustomers.id, customerId));
      if (!customer) throw notFound(operation);
      const rows = await db
        .select()
        .from(testGatewayTokens)
        .where(eq(testGatewayTokens.customerId, customerId))
        .orderBy(asc(testGatewayTokens.createdAt), asc(testGatewayTokens.id));
      return rows.map(gatewayTokenOf);
    },

    async deleteToken(customerId, tokenId) {
      const operation = "deleteToken";
      if (!idPattern.test(customerId) || !idPattern.test(tokenId)) throw notFound(operation);
      const deleted = await db
        .delete(testGatewayTokens)
        .where(and(eq(testGatewayTokens.id, tokenId), eq(testGatewayTokens.customerId, customerId)))
        .returning({ id: testGatewayTokens.id });
      if (deleted.length === 0) throw notFound(operation);
    },

    pay,
    approveUpi: (paymentId) => answerUpi(paymentId, true),
    declineUpi: (paymentId) => answerUpi(paymentId, false),
  };
}
