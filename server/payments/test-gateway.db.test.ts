// The test gateway on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): it must answer the store as Razorpay does (test-gateway.ts), send Razorpay's signed
// webhooks in order, and never keep a card number or CVV. Its browser endpoints are tried on a
// bare Hono app, and its checkout script is run as a browser would run it, against them.
import { createHmac } from "node:crypto";
import { Script, createContext } from "node:vm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DatabaseHandle } from "../db/client";
import { testGatewayCustomers, testGatewayOrders, testGatewayPayments, testGatewayRefunds, testGatewayTokens } from "../db/schema";
import { GatewayError, type GatewayWebhookEvent } from "./hosted-gateway";
import {
  createTestGateway,
  testGatewayBanks,
  testGatewayFailingBank,
  testGatewayMessages,
  type TestGateway,
  type TestPaymentAnswer,
  type TestPaymentRequest,
} from "./test-gateway";
import { testGatewayCheckoutScript } from "./test-gateway-checkout-script";
import { createTestGatewayRoutes } from "./test-gateway-routes";
import { paymentMessages, testCards } from "./test-cards";

const keyId = "test_key_aangan";
const keySecret = "the test gateway's key secret";
const webhookSecret = "the test gateway's webhook secret";

interface Delivery {
  rawBody: string;
  signature: string;
  eventId: string;
}

let handle: DatabaseHandle;
let gateway: TestGateway;
let routes: Hono;
let deliveries: Delivery[] = [];
let deliveryAttempts = 0;
let storeDown = false;
let warnings: { details: object; message: string }[] = [];
// A clock that moves a second at every reading, so records are in the order they were made.
let ticks = 0;
const clock = () => new Date(Date.UTC(2026, 2, 15, 10, 0, ticks++));

beforeAll(async () => {
  handle = await createTestDatabase();
  gateway = createTestGateway({
    db: handle.db,
    keyId,
    keySecret,
    webhookSecret,
    deliverWebhook: (rawBody, signature, eventId) => {
      deliveryAttempts += 1;
      if (storeDown) return Promise.reject(new Error("the store answered 503"));
      deliveries.push({ rawBody, signature, eventId });
      return Promise.resolve();
    },
    logger: { warn: (details, message) => warnings.push({ details, message }) },
    now: clock,
  });
  routes = new Hono();
  routes.route("/test-gateway", createTestGatewayRoutes(gateway));
});

afterAll(async () => {
  await handle.close();
});

beforeEach(() => {
  deliveries = [];
  deliveryAttempts = 0;
  storeDown = false;
  warnings = [];
});

let orderNumber = 5000;
function nextReceipt(): string {
  orderNumber += 1;
  return `ORD${orderNumber}`;
}

function cardNumber(description: string): string {
  const card = testCards.find((candidate) => candidate.description === description);
  if (!card) throw new Error(`No test card is described as ${description}`);
  return card.number;
}

const visaApproved = cardNumber("Visa, approved");

function card(number: string, overrides: Partial<NonNullable<TestPaymentRequest["card"]>> = {}): NonNullable<TestPaymentRequest["card"]> {
  return { number, expiryMonth: 12, expiryYear: 2030, cvv: "123", name: "Priya Sharma", ...overrides };
}

async function newOrder(amountPaise = 1_249_900, capture: "manual" | "automatic" = "manual") {
  return gateway.createOrder({ amountPaise, receipt: nextReceipt(), notes: { order: "for staff" }, capture });
}

async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const error: unknown = await promise.then(
    () => new Error("expected the gateway to refuse"),
    (rejection: unknown) => rejection,
  );
  if (!(error instanceof GatewayError)) throw error;
  return error;
}

function paid(answer: TestPaymentAnswer): Extract<TestPaymentAnswer, { status: "paid" }> {
  if (answer.status !== "paid") throw new Error(`expected a paid answer, got ${JSON.stringify(answer)}`);
  return answer;
}

function failed(answer: TestPaymentAnswer): Extract<TestPaymentAnswer, { status: "failed" }> {
  if (answer.status !== "failed") throw new Error(`expected a failed answer, got ${JSON.stringify(answer)}`);
  return answer;
}

function pending(answer: TestPaymentAnswer): Extract<TestPaymentAnswer, { status: "pending" }> {
  if (answer.status !== "pending") throw new Error(`expected a pending answer, got ${JSON.stringify(answer)}`);
  return answer;
}

/** A card payment of a new order by an approved Visa; the order and the browser's report. */
async function paidByCard(amountPaise = 1_249_900, capture: "manual" | "automatic" = "manual") {
  const order = await newOrder(amountPaise, capture);
  const report = paid(await gateway.pay({ orderId: order.id, amountPaise, method: "card", card: card(visaApproved) }));
  return { order, report, paymentId: report.razorpay_payment_id };
}

/** The webhooks delivered so far, each checked as the store's webhook route would: signature, then parse. */
function deliveredEvents(): GatewayWebhookEvent[] {
  return deliveries.map((delivery) => {
    expect(gateway.verifyWebhookSignature(delivery.rawBody, delivery.signature)).toBe(true);
    expect(gateway.verifyWebhookSignature(Buffer.from(delivery.rawBody), delivery.signature)).toBe(true);
    expect(delivery.signature).toBe(createHmac("sha256", webhookSecret).update(delivery.rawBody).digest("hex"));
    expect(delivery.eventId).toMatch(/^[A-Za-z0-9]{14}$/);
    return gateway.parseWebhookEvent(delivery.rawBody);
  });
}

function eventNames(): string[] {
  return deliveredEvents().map((event) => (event.type === "ignored" ? event.name : event.type));
}

describe("a shopper pays by card", () => {
  it("an approved card authorizes the payment, and the browser's report is signed for this order only", async () => {
    const { order, report, paymentId } = await paidByCard();
    const other = await newOrder();

    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(report.razorpay_order_id).toBe(order.id);
    expect(report.razorpay_signature).toBe(createHmac("sha256", keySecret).update(`${order.id}|${paymentId}`).digest("hex"));
    expect(gateway.verifyPaymentSignature({ gatewayOrderId: order.id, paymentId, signature: report.razorpay_signature })).toBe(true);
    expect(gateway.verifyPaymentSignature({ gatewayOrderId: other.id, paymentId, signature: report.razorpay_signature })).toBe(false);
    const flipped = `${report.razorpay_signature.slice(0, -1)}${report.razorpay_signature.endsWith("0") ? "1" : "0"}`;
    expect(gateway.verifyPaymentSignature({ gatewayOrderId: order.id, paymentId, signature: flipped })).toBe(false);
    expect(gateway.verifyPaymentSignature({ gatewayOrderId: order.id, paymentId, signature: "not a signature" })).toBe(false);
    expect(gateway.verifyPaymentSignature({ gatewayOrderId: "order", paymentId, signature: report.razorpay_signature })).toBe(false);

    const payment = await gateway.fetchPayment(paymentId);
    expect(payment).toMatchObject({
      gatewayOrderId: order.id,
      amountPaise: 1_249_900,
      currency: "INR",
      status: "authorized",
      captured: false,
      amountRefundedPaise: 0,
      method: "card",
      card: { network: "Visa", brand: "visa", last4: "1111", name: "Priya Sharma" },
    });
    expect(await gateway.fetchOrder(order.id)).toEqual({
      id: order.id,
      amountPaise: 1_249_900,
      amountPaidPaise: 0,
      currency: "INR",
      receipt: order.receipt,
      status: "attempted",
      attempts: 1,
      notes: { order: "for staff" },
    });
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([payment]);
    // The webhook tells the store exactly what asking the gateway does.
    expect(deliveredEvents()).toEqual([{ type: "payment.authorized", createdAt: expect.any(Date) as unknown, payment }]);
  });

  it.each(testCards.filter((testCard) => testCard.outcome === "approved"))("$description pays", async (testCard) => {
    const order = await newOrder();
    const report = paid(await gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "card", card: card(testCard.number) }));
    const payment = await gateway.fetchPayment(report.razorpay_payment_id);
    expect(payment.card).toMatchObject({ brand: testCard.brand, last4: testCard.number.slice(-4) });
  });

  const refusedCards = [
    { what: "a card the bank declines", card: card(cardNumber("Declined by the bank")), message: paymentMessages.declined, reason: "card_declined" },
    {
      what: "a card without the money",
      card: card(cardNumber("Insufficient funds")),
      message: paymentMessages.insufficientFunds,
      reason: "insufficient_funds",
    },
    { what: "a mistyped card number", card: card(cardNumber("Fails the Luhn check")), message: paymentMessages.invalidCard, reason: "card_number_invalid" },
    { what: "an expired card", card: card(visaApproved, { expiryMonth: 2, expiryYear: 2026 }), message: paymentMessages.expiredCard, reason: "card_expired" },
    { what: "an expiry month that is no month", card: card(visaApproved, { expiryMonth: 13 }), message: paymentMessages.invalidExpiry, reason: "input_validation_failed" },
    { what: "a CVV of two digits", card: card(visaApproved, { cvv: "12" }), message: paymentMessages.invalidCvv, reason: "input_validation_failed" },
  ];

  it.each(refusedCards)("$what fails with the shopper's message, and the order can be paid again", async ({ card: refusedCard, message, reason }) => {
    const order = await newOrder();
    const answer = failed(await gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "card", card: refusedCard }));
    const paymentId = answer.error.metadata.payment_id;
    expect(answer.error).toMatchObject({ code: "BAD_REQUEST_ERROR", description: message, reason, metadata: { payment_id: paymentId, order_id: order.id } });
    const payment = await gateway.fetchPayment(paymentId);
    expect(payment).toMatchObject({ status: "failed", captured: false, errorCode: "BAD_REQUEST_ERROR", errorDescription: message, errorReason: reason });
    expect(deliveredEvents()).toEqual([{ type: "payment.failed", createdAt: expect.any(Date) as unknown, payment }]);
    await expect(gateway.capture(paymentId, order.amountPaise)).rejects.toMatchObject({ kind: "refused", gateway: "test-gateway" });

    const retry = paid(await gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "card", card: card(visaApproved) }));
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: "attempted", attempts: 2 });
    expect((await gateway.fetchOrderPayments(order.id)).map((attempt) => [attempt.id, attempt.status])).toEqual([
      [paymentId, "failed"],
      [retry.razorpay_payment_id, "authorized"],
    ]);
  });

  it("a payment of another amount than the order's, of a paid order or of an unknown order is refused, and nothing is kept", async () => {
    const order = await newOrder();
    const more = await gatewayError(gateway.pay({ orderId: order.id, amountPaise: order.amountPaise + 100, method: "card", card: card(visaApproved) }));
    expect(more).toMatchObject({ kind: "refused", gateway: "test-gateway", operation: "pay", field: "amount" });
    const less = await gatewayError(gateway.pay({ orderId: order.id, amountPaise: order.amountPaise - 100, method: "card", card: card(visaApproved) }));
    expect(less.field).toBe("amount");
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([]);
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: "created", attempts: 0 });

    const { order: paidOrder } = await paidByCard(50_000, "automatic");
    const again = await gatewayError(gateway.pay({ orderId: paidOrder.id, amountPaise: 50_000, method: "card", card: card(visaApproved) }));
    expect(again).toMatchObject({ kind: "refused", field: "order_id" });

    for (const orderId of ["order_ABCDEFGHIJKLMN", "order", ""]) {
      await expect(gateway.pay({ orderId, amountPaise: 50_000, method: "card", card: card(visaApproved) })).rejects.toMatchObject({ kind: "refused" });
    }
    await expect(gateway.pay({ orderId: order.id, amountPaise: 0, method: "card", card: card(visaApproved) })).rejects.toThrow(RangeError);
  });

  it("an EMI payment pays by card over 3, 6, 9 or 12 months, and no other", async () => {
    const order = await newOrder(4_500_000);
    const refusedMonths = await gatewayError(
      gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "emi", emiMonths: 5, card: card(visaApproved) }),
    );
    expect(refusedMonths.field).toBe("emi_duration");
    const report = paid(await gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "emi", emiMonths: 6, card: card(visaApproved) }));
    expect(await gateway.fetchPayment(report.razorpay_payment_id)).toMatchObject({ method: "emi", status: "authorized", card: { last4: "1111" } });
  });
});

describe("an order is created as Razorpay's are", () => {
  it("in paise from ₹ 1, with a receipt of at most 40 characters", async () => {
    await expect(gateway.createOrder({ amountPaise: 99, receipt: nextReceipt() })).rejects.toMatchObject({ kind: "refused", field: "amount" });
    await expect(gateway.createOrder({ amountPaise: 100, receipt: "x".repeat(41) })).rejects.toMatchObject({ kind: "refused", field: "receipt" });
    await expect(gateway.createOrder({ amountPaise: 10.5, receipt: nextReceipt() })).rejects.toThrow(RangeError);
    const order = await gateway.createOrder({ amountPaise: 100, receipt: nextReceipt() });
    expect(order).toMatchObject({ amountPaise: 100, status: "created", attempts: 0, notes: {} });
    await expect(gateway.fetchOrder("order_ABCDEFGHIJKLMN")).rejects.toMatchObject({ kind: "refused", description: "The id provided does not exist" });
    await expect(gateway.fetchOrderPayments("order_ABCDEFGHIJKLMN")).rejects.toMatchObject({ kind: "refused" });
    await expect(gateway.fetchPayment("pay_ABCDEFGHIJKLMN")).rejects.toMatchObject({ kind: "refused" });
    await expect(gateway.fetchRefund("rfnd_ABCDEFGHIJKLMN")).rejects.toMatchObject({ kind: "refused" });
  });
});

describe("the store captures a payment", () => {
  it("for the authorized amount only, once, and a second capture for that amount answers it again", async () => {
    const { order, paymentId } = await paidByCard(250_000);
    deliveries = [];

    const other = await gatewayError(gateway.capture(paymentId, 240_000));
    expect(other).toMatchObject({ kind: "refused", description: "Capture amount must be equal to the amount authorized" });
    const captured = await gateway.capture(paymentId, 250_000);
    expect(captured).toMatchObject({ id: paymentId, status: "captured", captured: true });
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: "paid", amountPaidPaise: 250_000 });
    const events = deliveredEvents();
    expect(events.map((event) => event.type)).toEqual(["payment.captured", "order.paid"]);
    expect(events[0]).toMatchObject({ payment: captured });
    expect(events[1]).toMatchObject({ order: { id: order.id, status: "paid", amountPaidPaise: 250_000 }, payment: captured });

    deliveries = [];
    expect(await gateway.capture(paymentId, 250_000)).toEqual(captured);
    expect(deliveries).toEqual([]);
    expect(await gatewayError(gateway.capture(paymentId, 100_000))).toMatchObject({ description: "This payment has already been captured" });
  });

  it("automatically when the order asks for it: authorized, captured and order.paid come in that order", async () => {
    const { order, paymentId } = await paidByCard(180_000, "automatic");
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ status: "captured", captured: true });
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: "paid", amountPaidPaise: 180_000, attempts: 1 });
    const events = deliveredEvents();
    expect(events.map((event) => event.type)).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
    // Each payload is a snapshot of when its event happened.
    expect(events[0]).toMatchObject({ payment: { status: "authorized", captured: false } });
    expect(events[1]).toMatchObject({ payment: { status: "captured", captured: true } });
  });

  it("never of a failed, waiting or unknown payment", async () => {
    const order = await newOrder();
    const upi = pending(await gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "upi", upiFlow: "qr" }));
    expect(await gatewayError(gateway.capture(upi.razorpay_payment_id, order.amountPaise))).toMatchObject({
      kind: "refused",
      description: "Only payments which have been authorized and not yet captured can be captured",
    });
    for (const paymentId of ["pay_ABCDEFGHIJKLMN", "pay_", "order_ABCDEFGHIJKLMN"]) {
      expect(await gatewayError(gateway.capture(paymentId, order.amountPaise))).toMatchObject({ kind: "refused", gateway: "test-gateway", operation: "capture" });
    }
  });
});

describe("the store refunds a payment", () => {
  it("never more than was captured, and a full refund makes the payment refunded", async () => {
    const { paymentId: authorizedOnly } = await paidByCard(100_000);
    expect(await gatewayError(gateway.refund({ paymentId: authorizedOnly, amountPaise: 100_000, idempotencyKey: "rfnd_uncaptured" }))).toMatchObject({
      description: "The payment has not been captured, so it cannot be refunded",
    });

    const { paymentId } = await paidByCard(100_000, "automatic");
    deliveries = [];
    const first = await gateway.refund({ paymentId, amountPaise: 30_000, idempotencyKey: "rfnd_first_part" });
    expect(first).toMatchObject({ paymentId, amountPaise: 30_000, status: "processed", receipt: "rfnd_first_part" });
    expect(first.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ status: "captured", amountRefundedPaise: 30_000 });
    expect(await gatewayError(gateway.refund({ paymentId, amountPaise: 70_100, idempotencyKey: "rfnd_too_much" }))).toMatchObject({
      kind: "refused",
      description: "The refund amount provided is greater than amount captured",
    });
    const rest = await gateway.refund({ paymentId, amountPaise: 70_000, idempotencyKey: "rfnd_the_rest" });
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ status: "refunded", captured: true, amountRefundedPaise: 100_000 });
    expect(await gatewayError(gateway.refund({ paymentId, amountPaise: 100, idempotencyKey: "rfnd_once_more" }))).toMatchObject({
      description: "The payment has been fully refunded already",
    });
    expect(await gateway.fetchRefund(rest.id)).toEqual(rest);

    const events = deliveredEvents();
    expect(events.map((event) => event.type)).toEqual(["refund.processed", "refund.processed"]);
    expect(events[1]).toMatchObject({ refund: rest, payment: { status: "refunded", amountRefundedPaise: 100_000 } });
  });

  it("asked twice under the same key, pays once and answers the first refund", async () => {
    const { paymentId } = await paidByCard(100_000, "automatic");
    deliveries = [];
    const request = { paymentId, amountPaise: 40_000, idempotencyKey: "rfnd_retried_key" };
    const first = await gateway.refund(request);
    const again = await gateway.refund(request);
    expect(again).toEqual(first);
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ amountRefundedPaise: 40_000 });
    expect(deliveredEvents().map((event) => event.type)).toEqual(["refund.processed"]);

    // The same key for another refund is refused, as Razorpay refuses it.
    expect(await gatewayError(gateway.refund({ ...request, amountPaise: 10_000 }))).toMatchObject({ kind: "refused", field: "idempotency_key" });
    const { paymentId: otherPayment } = await paidByCard(100_000, "automatic");
    expect(await gatewayError(gateway.refund({ ...request, paymentId: otherPayment }))).toMatchObject({ kind: "refused", field: "idempotency_key" });
    expect(await gatewayError(gateway.refund({ ...request, idempotencyKey: "short" }))).toMatchObject({ kind: "refused" });
  });

  it("two refunds at once never come to more than was captured", async () => {
    const { paymentId } = await paidByCard(100_000, "automatic");
    const results = await Promise.allSettled([
      gateway.refund({ paymentId, amountPaise: 60_000, idempotencyKey: "rfnd_at_once_one" }),
      gateway.refund({ paymentId, amountPaise: 60_000, idempotencyKey: "rfnd_at_once_two" }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ amountRefundedPaise: 60_000 });
  });
});

describe("a shopper pays by UPI", () => {
  it("waits for the shopper's app, which approves: the payment is authorized and the webhook follows", async () => {
    const order = await newOrder(1_249_950);
    const answer = pending(await gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "upi", upiFlow: "intent" }));
    const paymentId = answer.razorpay_payment_id;
    expect(answer.razorpay_order_id).toBe(order.id);
    expect(answer.intent_url).toMatch(/^upi:\/\/pay\?pa=aangan\.test@testgateway&/);
    expect(answer.intent_url).toContain("am=12499.50");
    expect(answer.intent_url).toContain(`tr=${paymentId}`);
    expect(answer.approve_url).toBe(`/test-gateway/upi/${paymentId}`);
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ status: "created", method: "upi" });
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: "attempted", attempts: 1 });
    expect(deliveries).toEqual([]);

    await gateway.approveUpi(paymentId);
    const payment = await gateway.fetchPayment(paymentId);
    expect(payment).toMatchObject({ status: "authorized", captured: false });
    expect(deliveredEvents()).toEqual([{ type: "payment.authorized", createdAt: expect.any(Date) as unknown, payment }]);

    // A second tap changes nothing; a decline after the approval is refused.
    await gateway.approveUpi(paymentId);
    expect(deliveries).toHaveLength(1);
    expect(await gatewayError(gateway.declineUpi(paymentId))).toMatchObject({ kind: "refused", operation: "declineUpi" });
    await gateway.capture(paymentId, order.amountPaise);
    expect(eventNames()).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
  });

  it("approved on an order captured automatically, is captured and the order paid, with its webhooks in order", async () => {
    const order = await newOrder(99_900, "automatic");
    const answer = pending(await gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "upi", upiFlow: "qr" }));
    await gateway.approveUpi(answer.razorpay_payment_id);
    expect(await gateway.fetchPayment(answer.razorpay_payment_id)).toMatchObject({ status: "captured", captured: true });
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: "paid", amountPaidPaise: 99_900 });
    expect(eventNames()).toEqual(["payment.authorized", "payment.captured", "order.paid"]);
  });

  it("declined in the shopper's app, fails with the shopper's message", async () => {
    const order = await newOrder();
    const answer = pending(await gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "upi" }));
    await gateway.declineUpi(answer.razorpay_payment_id);
    const payment = await gateway.fetchPayment(answer.razorpay_payment_id);
    expect(payment).toMatchObject({ status: "failed", errorDescription: paymentMessages.upiDeclined, errorReason: "payment_cancelled" });
    expect(deliveredEvents()).toEqual([{ type: "payment.failed", createdAt: expect.any(Date) as unknown, payment }]);
    expect(await gatewayError(gateway.approveUpi(answer.razorpay_payment_id))).toMatchObject({ kind: "refused" });
    await gateway.declineUpi(answer.razorpay_payment_id);
    expect(deliveries).toHaveLength(1);
    // Only UPI payments wait for an app.
    const { paymentId: cardPayment } = await paidByCard();
    expect(await gatewayError(gateway.approveUpi(cardPayment))).toMatchObject({ kind: "refused" });
    expect(await gatewayError(gateway.approveUpi("pay_ABCDEFGHIJKLMN"))).toMatchObject({ kind: "refused", field: "id" });
  });
});

describe("a shopper pays by netbanking", () => {
  it.each(Object.keys(testGatewayBanks))("at %s, pays", async (bank) => {
    const order = await newOrder();
    const report = paid(await gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "netbanking", bank }));
    expect(await gateway.fetchPayment(report.razorpay_payment_id)).toMatchObject({ method: "netbanking", status: "authorized" });
  });

  it("at the failing bank, fails; at a bank the gateway does not know, is refused", async () => {
    const order = await newOrder();
    const answer = failed(await gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "netbanking", bank: testGatewayFailingBank }));
    expect(answer.error.description).toBe(testGatewayMessages.netbankingFailed);
    expect(await gatewayError(gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "netbanking", bank: "XXXX" }))).toMatchObject({
      field: "bank",
    });
    expect(await gatewayError(gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "netbanking", bank: "HDFC", card: card(visaApproved) }))).toMatchObject({
      field: "card",
    });
  });
});

describe("a shopper saves a card and pays with it later", () => {
  it("saves a token of network, last four, expiry and name, charges it with its CVV, and deletes it", async () => {
    const shopper = { name: "Ananya Iyer", email: "ananya.iyer@example.in", contact: "+919812345678" };
    const customer = await gateway.customerFor(shopper);
    expect(customer).toEqual({ id: expect.stringMatching(/^cust_[A-Za-z0-9]{14}$/) as unknown, ...shopper });
    expect(await gateway.customerFor(shopper)).toEqual(customer);
    expect(await gateway.listTokens(customer.id)).toEqual([]);

    const mastercard = cardNumber("Mastercard, approved");
    const first = await newOrder();
    const saved = paid(
      await gateway.pay({
        orderId: first.id,
        amountPaise: first.amountPaise,
        method: "card",
        card: card(mastercard, { name: "Ananya Iyer", expiryMonth: 8, expiryYear: 2029 }),
        saveCard: true,
        customerId: customer.id,
      }),
    );
    const tokens = await gateway.listTokens(customer.id);
    expect(tokens).toEqual([
      {
        id: expect.stringMatching(/^token_[A-Za-z0-9]{14}$/) as unknown,
        card: { network: "MasterCard", brand: "mastercard", last4: "4444", name: "Ananya Iyer", expiryMonth: 8, expiryYear: 2029 },
      },
    ]);
    const token = tokens[0]!;
    expect(await gateway.fetchPayment(saved.razorpay_payment_id)).toMatchObject({ tokenId: token.id, customerId: customer.id });

    const second = await newOrder();
    const withToken = { orderId: second.id, amountPaise: second.amountPaise, method: "card" as const, customerId: customer.id };
    const noCvv = failed(await gateway.pay({ ...withToken, token: { id: token.id, cvv: "" } }));
    expect(noCvv.error.description).toBe(paymentMessages.invalidCvv);
    const charged = paid(await gateway.pay({ ...withToken, token: { id: token.id, cvv: "321" } }));
    expect(await gateway.fetchPayment(charged.razorpay_payment_id)).toMatchObject({
      status: "authorized",
      tokenId: token.id,
      card: { network: "MasterCard", last4: "4444", name: "Ananya Iyer" },
    });

    // A token is its customer's alone.
    const someoneElse = await gateway.customerFor({ name: "Rahul Verma", email: "rahul.verma@example.in", contact: "+919900112233" });
    const third = await newOrder();
    expect(
      await gatewayError(gateway.pay({ orderId: third.id, amountPaise: third.amountPaise, method: "card", customerId: someoneElse.id, token: { id: token.id, cvv: "321" } })),
    ).toMatchObject({ kind: "refused", description: paymentMessages.savedCardUnusable });
    expect(await gatewayError(gateway.deleteToken(someoneElse.id, token.id))).toMatchObject({ kind: "refused" });

    await gateway.deleteToken(customer.id, token.id);
    expect(await gateway.listTokens(customer.id)).toEqual([]);
    expect(await gatewayError(gateway.deleteToken(customer.id, token.id))).toMatchObject({ kind: "refused" });
    expect(
      await gatewayError(gateway.pay({ orderId: third.id, amountPaise: third.amountPaise, method: "card", customerId: customer.id, token: { id: token.id, cvv: "321" } })),
    ).toMatchObject({ description: paymentMessages.savedCardUnusable });
    expect(await gatewayError(gateway.listTokens("cust_ABCDEFGHIJKLMN"))).toMatchObject({ kind: "refused" });
  });

  it("a card that fails is not saved, and saving needs a customer", async () => {
    const customer = await gateway.customerFor({ name: "Meera Nair", email: "meera.nair@example.in", contact: "+919845001122" });
    const order = await newOrder();
    const declined = card(cardNumber("Declined by the bank"));
    failed(await gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "card", card: declined, saveCard: true, customerId: customer.id }));
    expect(await gateway.listTokens(customer.id)).toEqual([]);
    expect(await gatewayError(gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "card", card: card(visaApproved), saveCard: true }))).toMatchObject({
      field: "customer_id",
    });
  });
});

describe("a card number and CVV are never kept", () => {
  it("no table of the test gateway holds them after payments of every kind, nor does any webhook or answer", async () => {
    const cvv = "7391";
    const customer = await gateway.customerFor({ name: "Kabir Singh", email: "kabir.singh@example.in", contact: "+919811122233" });
    const numbers = testCards.map((testCard) => testCard.number);
    const answers: TestPaymentAnswer[] = [];
    for (const number of numbers) {
      const order = await newOrder(100_000, "automatic");
      answers.push(
        await gateway.pay({ orderId: order.id, amountPaise: 100_000, method: "card", card: card(number, { cvv, name: "Kabir Singh" }), saveCard: true, customerId: customer.id }),
      );
    }
    const [token] = await gateway.listTokens(customer.id);
    const order = await newOrder(100_000);
    answers.push(await gateway.pay({ orderId: order.id, amountPaise: 100_000, method: "card", customerId: customer.id, token: { id: token!.id, cvv } }));

    const tables = [testGatewayOrders, testGatewayPayments, testGatewayRefunds, testGatewayCustomers, testGatewayTokens];
    const stored = JSON.stringify(await Promise.all(tables.map((table) => handle.db.select().from(table))));
    const sent = JSON.stringify([answers, deliveries, warnings]);
    // The scan does see what is kept: the name and last four digits.
    expect(stored).toContain("Kabir Singh");
    expect(stored).toContain("1111");
    for (const text of [stored, sent]) {
      for (const number of numbers) {
        expect(text).not.toContain(number.replace(/\s/g, ""));
        expect(text).not.toContain(number);
      }
      // As a value of its own: a signature's or id's random hex may hold the same four digits.
      expect(text).not.toMatch(new RegExp(`(^|[^0-9A-Za-z])${cvv}([^0-9A-Za-z]|$)`));
    }
  });
});

describe("webhooks are delivered in-process", () => {
  it("a delivery the store fails is logged without the payload and not sent again; the payment stands", async () => {
    storeDown = true;
    const { paymentId } = await paidByCard(100_000, "automatic");
    expect(deliveryAttempts).toBe(3);
    expect(warnings.map((warning) => warning.details)).toEqual([
      { event: "payment.authorized", eventId: expect.any(String) as unknown, error: "the store answered 503" },
      { event: "payment.captured", eventId: expect.any(String) as unknown, error: "the store answered 503" },
      { event: "order.paid", eventId: expect.any(String) as unknown, error: "the store answered 503" },
    ]);
    expect(JSON.stringify(warnings)).not.toContain("Priya Sharma");
    expect(await gateway.fetchPayment(paymentId)).toMatchObject({ status: "captured" });
  });

  it("each event has an id of its own, and a body changed on the way fails its signature", async () => {
    await paidByCard(100_000, "automatic");
    const ids = deliveries.map((delivery) => delivery.eventId);
    expect(new Set(ids).size).toBe(3);
    const delivery = deliveries[0]!;
    expect(gateway.verifyWebhookSignature(delivery.rawBody.replace("100000", "100001"), delivery.signature)).toBe(false);
    expect(gateway.verifyWebhookSignature(delivery.rawBody, "")).toBe(false);
    expect(JSON.parse(delivery.rawBody)).toMatchObject({ entity: "event", account_id: expect.stringMatching(/^acc_[A-Za-z0-9]{14}$/) as unknown, contains: ["payment"] });
    let thrown: unknown;
    try {
      gateway.parseWebhookEvent("not json");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ kind: "invalid", gateway: "test-gateway", operation: "parseWebhookEvent" });
  });
});

describe("the browser pays through the gateway's endpoints", () => {
  function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
    return Promise.resolve(
      routes.request("/test-gateway/v1/payments", {
        method: "POST",
        headers: { "content-type": "application/json", "x-test-gateway-key": keyId, ...headers },
        body,
      }),
    );
  }

  it("serves the checkout script: JavaScript, cacheable for an hour, small, and valid", async () => {
    const response = await routes.request("/test-gateway/checkout.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const script = await response.text();
    expect(script).toBe(testGatewayCheckoutScript);
    expect(Buffer.byteLength(script)).toBeLessThan(4096);
    expect(() => new Script(script)).not.toThrow();
    expect(gateway.browserCheckout).toEqual({ scriptUrl: "/test-gateway/checkout.js", keyId, connectSources: [], frameSources: [] });
  });

  it("answers a body that is not a payment with 400 and JSON, never 500, and without repeating it", async () => {
    const order = await newOrder();
    const good = { order_id: order.id, amount: order.amountPaise, currency: "INR", method: "card", card: { number: visaApproved, expiry_month: "12", expiry_year: "30", cvv: "123", name: "Priya Sharma" } };
    const bad = [
      "not json",
      "",
      "[]",
      "null",
      JSON.stringify({ ...good, amount: "12499" }),
      JSON.stringify({ ...good, currency: "USD" }),
      JSON.stringify({ ...good, method: "wallet" }),
      JSON.stringify({ ...good, card: { ...good.card, number: `${visaApproved} 4111 1111 1111 1111 1111` } }),
      JSON.stringify({ ...good, card: { ...good.card, name: "Priya\u0000Sharma" } }),
      JSON.stringify({ ...good, method: "upi", upi: { flow: "collect" } }),
      JSON.stringify({ ...good, padding: "x".repeat(5000) }),
    ];
    for (const body of bad) {
      const response = await post(body);
      expect(response.status, body.slice(0, 60)).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const answer = (await response.json()) as { error: { code: string; description: string } };
      expect(answer.error.code).toBe("BAD_REQUEST_ERROR");
      expect(answer.error.description).not.toContain("4111");
    }
    expect((await post(JSON.stringify(good), { "x-test-gateway-key": "another_key" })).status).toBe(401);
    expect((await post(JSON.stringify(good), { "x-test-gateway-key": "" })).status).toBe(401);
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([]);

    const response = await post(JSON.stringify(good));
    expect(response.status).toBe(200);
    const report = (await response.json()) as { status: string; razorpay_payment_id: string; razorpay_signature: string };
    expect(report.status).toBe("paid");
    expect(gateway.verifyPaymentSignature({ gatewayOrderId: order.id, paymentId: report.razorpay_payment_id, signature: report.razorpay_signature })).toBe(true);
    // Paying the order again (the amount is another's) is refused with Razorpay's error shape.
    const refusal = await post(JSON.stringify({ ...good, amount: order.amountPaise + 1 }));
    expect(refusal.status).toBe(400);
    expect(await refusal.json()).toMatchObject({ error: { code: "BAD_REQUEST_ERROR", field: "amount", metadata: { order_id: order.id } } });
  });

  it("the checkout script reports success, a failure, a pending UPI payment and an unreachable gateway to the page", async () => {
    type Handler = (data: unknown) => void;
    interface ScriptGateway {
      on(name: string, handler: Handler): ScriptGateway;
      createPayment(data: object): ScriptGateway;
    }
    /** Runs the script in a fresh "page" whose fetch reaches the routes (or fails, like a lost network). */
    function openPage(network: "up" | "down") {
      const window: { TestGateway?: new (options: { key: string }) => ScriptGateway } = {};
      const fetchFromPage = (url: string, init: RequestInit) =>
        network === "up" ? Promise.resolve(routes.request(url, init)) : Promise.reject(new TypeError("Failed to fetch"));
      new Script(testGatewayCheckoutScript).runInContext(createContext({ window, fetch: fetchFromPage }));
      const TestGatewayClass = window.TestGateway;
      if (!TestGatewayClass) throw new Error("the script defined no window.TestGateway");
      return TestGatewayClass;
    }
    function pay(network: "up" | "down", data: object): Promise<{ event: string; data: unknown }> {
      const TestGatewayClass = openPage(network);
      return new Promise((resolve) => {
        const checkout = new TestGatewayClass({ key: keyId });
        for (const event of ["payment.success", "payment.error", "payment.pending"]) checkout.on(event, (payload) => resolve({ event, data: payload }));
        checkout.createPayment(data);
      });
    }

    const order = await newOrder();
    const base = { order_id: order.id, amount: order.amountPaise, currency: "INR", email: "priya@example.in", contact: "+919876543210" };
    const declinedCard = { number: cardNumber("Declined by the bank"), expiry_month: 12, expiry_year: 2030, cvv: "123", name: "Priya Sharma" };
    const failure = await pay("up", { ...base, method: "card", card: declinedCard });
    expect(failure).toMatchObject({ event: "payment.error", data: { error: { code: "BAD_REQUEST_ERROR", description: paymentMessages.declined, metadata: { order_id: order.id } } } });

    const success = await pay("up", { ...base, method: "card", card: { ...declinedCard, number: visaApproved } });
    expect(success.event).toBe("payment.success");
    const report = success.data as { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
    expect(Object.keys(report).sort()).toEqual(["razorpay_order_id", "razorpay_payment_id", "razorpay_signature"]);
    expect(gateway.verifyPaymentSignature({ gatewayOrderId: order.id, paymentId: report.razorpay_payment_id, signature: report.razorpay_signature })).toBe(true);

    const upiOrder = await newOrder();
    const waiting = await pay("up", { ...base, order_id: upiOrder.id, amount: upiOrder.amountPaise, method: "upi", upi: { flow: "intent" } });
    expect(waiting).toMatchObject({ event: "payment.pending", data: { razorpay_order_id: upiOrder.id, intent_url: expect.stringMatching(/^upi:\/\/pay\?/) as unknown } });

    const lost = await pay("down", { ...base, method: "card", card: declinedCard });
    expect(lost).toMatchObject({ event: "payment.error", data: { error: { description: "Could not reach the payment gateway. Please try again." } } });
  });

  it("the test UPI app shows the amount, and its Approve button authorizes the payment", async () => {
    const order = await newOrder(1_249_900);
    const answer = pending(await gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "upi", upiFlow: "qr" }));

    const pageResponse = await routes.request(answer.approve_url);
    expect(pageResponse.status).toBe(200);
    const html = await pageResponse.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>Test UPI app</title>");
    expect(html).toContain("₹12,499.00");
    expect(html).toContain(`<form method="post" action="/test-gateway/upi/${answer.razorpay_payment_id}/approve" aria-label="Approve the payment">`);
    expect(html).toContain(`action="/test-gateway/upi/${answer.razorpay_payment_id}/decline"`);
    expect(html).toMatch(/<button type="submit"[^>]*>Approve<\/button>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Decline<\/button>/);

    const crossSite = await routes.request(`${answer.approve_url}/approve`, { method: "POST", headers: { origin: "https://elsewhere.example" } });
    expect(crossSite.status).toBe(403);
    expect(await gateway.fetchPayment(answer.razorpay_payment_id)).toMatchObject({ status: "created" });

    const approved = await routes.request(`${answer.approve_url}/approve`, { method: "POST" });
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain("Payment approved. You can go back to the store.");
    expect(await gateway.fetchPayment(answer.razorpay_payment_id)).toMatchObject({ status: "authorized" });
    expect(eventNames()).toEqual(["payment.authorized"]);
    expect(await (await routes.request(answer.approve_url)).text()).toContain("already approved");

    const declinedAfter = await routes.request(`${answer.approve_url}/decline`, { method: "POST" });
    expect(declinedAfter.status).toBe(409);
  });

  it("the test UPI app's Decline button fails the payment, and an unknown payment is not found", async () => {
    const order = await newOrder();
    const answer = pending(await gateway.pay({ orderId: order.id, amountPaise: order.amountPaise, method: "upi", upiFlow: "intent" }));
    const declined = await routes.request(`${answer.approve_url}/decline`, { method: "POST" });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain("Payment declined.");
    expect(await gateway.fetchPayment(answer.razorpay_payment_id)).toMatchObject({ status: "failed" });

    for (const path of ["/test-gateway/upi/pay_ABCDEFGHIJKLMN", "/test-gateway/upi/%3Cscript%3E"]) {
      const response = await routes.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<html lang="en">');
    }
    expect((await routes.request("/test-gateway/upi/pay_ABCDEFGHIJKLMN/approve", { method: "POST" })).status).toBe(404);
    const { paymentId: cardPayment } = await paidByCard();
    expect((await routes.request(`/test-gateway/upi/${cardPayment}`)).status).toBe(404);
  });
});
