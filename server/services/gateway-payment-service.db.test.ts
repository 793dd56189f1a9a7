// Orders paid in a hosted gateway's window, on a real database (embedded, and PostgreSQL when
// TEST_DATABASE_URL is set) and through the real Razorpay adapter talking to a local server that
// answers as Razorpay documents (tests/support/razorpay-sandbox.ts). The sandbox plays the
// shopper's browser paying in Razorpay's window and Razorpay sending its webhooks; what the store
// believes is only what it checks by signature and fetches from the gateway.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { GatewayCheckout } from "../../app/lib/contracts/gateway-payments";
import { GatewayPaymentError } from "../../app/lib/contracts/gateway-payments";
import type { OrderPayment } from "../../app/lib/contracts/orders";
import { OrderError } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import { startRazorpaySandbox, type CheckoutSuccess, type RazorpaySandbox } from "../../tests/support/razorpay-sandbox";
import { openTestShop, testShipping, type TestShop } from "../../tests/support/test-shop";
import { auditLog, emailOutbox, orders, paymentEvents, payments, productVariants, refunds } from "../db/schema";
import { createRazorpayGateway } from "../payments/razorpay-gateway";

const visa = { number: "4111111111111111", expiryMonth: 12, expiryYear: 2030, name: "ASHA VERMA" };
const minute = 60 * 1000;

let sandbox: RazorpaySandbox;
let shop: TestShop;
let clock: Date;

beforeAll(async () => {
  sandbox = await startRazorpaySandbox();
  const gateway = createRazorpayGateway({
    keyId: sandbox.keyId,
    keySecret: sandbox.keySecret,
    webhookSecret: sandbox.webhookSecret,
    apiUrl: sandbox.url,
  });
  clock = new Date();
  shop = await openTestShop({ products: 6, services: { gateway, now: () => clock } });
});

afterAll(async () => {
  await shop.close();
  await sandbox.close();
});

beforeEach(() => {
  sandbox.setUnreachable(false);
  clock = new Date();
});

const guest = (): Owner => ({ kind: "guest", token: randomUUID() });

/** A guest puts one of variant #index in the cart and places it, to be paid in the gateway's window. */
async function placeAwaiting(index = 0, payment: OrderPayment = { method: "card" }) {
  const owner = guest();
  const variant = shop.variantAt(index);
  await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });
  const placed = await shop.services.orders.placeOrder(owner, {
    shipping: testShipping,
    payment,
    deliverySlot: "morning",
    idempotencyKey: randomUUID(),
  });
  if (!placed.checkout) throw new Error("an order paid in the gateway's window came back without its checkout");
  return { owner, order: placed.order, checkout: placed.checkout, variant };
}

function payByCard(checkout: GatewayCheckout): CheckoutSuccess {
  return sandbox.pay(checkout.gatewayOrderId, { method: "card", card: visa, email: testShipping.email, contact: testShipping.phone });
}

async function stockOf(variantId: number): Promise<number> {
  const [row] = await shop.handle.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  if (!row) throw new Error(`no variant ${variantId}`);
  return row.stock;
}

async function stored(number: string) {
  const [row] = await shop.handle.db
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.number, number));
  if (!row) throw new Error(`no order ${number}`);
  return row;
}

async function auditActions(number: string): Promise<string[]> {
  const rows = await shop.handle.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, number)))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

async function emailsTo(number: string): Promise<string[]> {
  const rows = await shop.handle.db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .innerJoin(orders, eq(orders.id, emailOutbox.orderId))
    .where(eq(orders.number, number))
    .orderBy(emailOutbox.id);
  return rows.map((row) => row.subject);
}

function captures(paymentId: string): number {
  return sandbox.requests().filter((request) => request.method === "POST" && request.path.endsWith(`/payments/${paymentId}/capture`)).length;
}

async function refusalOf(promise: Promise<unknown>): Promise<{ code: string; status: number }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GatewayPaymentError || error instanceof OrderError) return { code: error.code, status: error.status };
    throw error;
  }
  throw new Error("expected a refusal");
}

const deliver = (webhook: { rawBody: string; signature: string; eventId: string }) =>
  shop.services.gatewayPayments.receiveWebhook(new TextEncoder().encode(webhook.rawBody), webhook.signature, webhook.eventId, {
    clientAddress: "127.0.0.1",
  });

describe("a shopper paying in the gateway's window", () => {
  it("places the order awaiting payment with its stock held, for the server's total in paise, with no invoice or e-mail yet", async () => {
    const before = await stockOf(shop.variantAt(0).id);
    const { order, checkout, variant } = await placeAwaiting(0);
    expect(order.status).toBe("ordered");
    expect(order.payment.status).toBe("awaiting");
    expect(order.payment.payableUntil).toBe(new Date(clock.getTime() + 15 * minute).toISOString());
    expect(checkout).toMatchObject({ gateway: "razorpay", keyId: sandbox.keyId, amountPaise: order.total * 100, currency: "INR", orderNumber: order.number });
    expect(await stockOf(variant.id)).toBe(before - 1);
    const { order: row } = await stored(order.number);
    expect(row.invoiceNumber).toBeNull();
    expect(await emailsTo(order.number)).toEqual([]);
  });

  it("pays by card: the browser's signed report confirms, captures, invoices and e-mails the order, once", async () => {
    const { owner, order, checkout } = await placeAwaiting(1);
    const report = payByCard(checkout);
    const confirmed = await shop.services.gatewayPayments.confirmFromBrowser(owner, order.number, report, { clientAddress: "127.0.0.1" });
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.payment).toMatchObject({ status: "captured", cardBrand: "visa", cardLast4: "1111", payableUntil: null });
    const { order: row, payment } = await stored(order.number);
    expect(row.invoiceNumber).toMatch(/^AAN\//);
    expect(payment.providerReference).toBe(report.razorpay_payment_id);
    expect(captures(report.razorpay_payment_id)).toBe(1);
    expect(await emailsTo(order.number)).toEqual([`Your order ${order.number} is confirmed`]);

    // The same report again (a double click, a retry): the same order, nothing taken twice.
    const again = await shop.services.gatewayPayments.confirmFromBrowser(owner, order.number, report, { clientAddress: "127.0.0.1" });
    expect(again.status).toBe("confirmed");
    expect(captures(report.razorpay_payment_id)).toBe(1);
    expect(await emailsTo(order.number)).toHaveLength(1);
    expect(await auditActions(order.number)).toEqual(["payment.confirm"]);
  });

  it("is refused a forged signature, and nothing changes", async () => {
    const { owner, order, checkout } = await placeAwaiting(2);
    const report = payByCard(checkout);
    const forged = { ...report, razorpay_signature: report.razorpay_signature.replace(/^./, (c) => (c === "a" ? "b" : "a")) };
    expect(await refusalOf(shop.services.gatewayPayments.confirmFromBrowser(owner, order.number, forged, { clientAddress: "10.0.0.9" }))).toEqual({
      code: "signature_invalid",
      status: 400,
    });
    const { order: row, payment } = await stored(order.number);
    expect([row.status, payment.status, row.invoiceNumber]).toEqual(["ordered", "awaiting", null]);
    expect(captures(report.razorpay_payment_id)).toBe(0);
    expect(await auditActions(order.number)).toEqual(["payment.refuse_signature"]);
  });

  it("is refused another order's signed report replayed against this order", async () => {
    const first = await placeAwaiting(0);
    const second = await placeAwaiting(0);
    const report = payByCard(first.checkout);
    // Even naming the other order's gateway id: the store checks against the one it stored.
    expect(await refusalOf(shop.services.gatewayPayments.confirmFromBrowser(second.owner, second.order.number, report, { clientAddress: null }))).toEqual({
      code: "signature_invalid",
      status: 400,
    });
    expect((await stored(second.order.number)).payment.status).toBe("awaiting");
    expect(await auditActions(second.order.number)).toEqual(["payment.refuse_signature"]);
  });

  it("cannot confirm another shopper's order, even with its real report", async () => {
    const { order, checkout } = await placeAwaiting(0);
    const report = payByCard(checkout);
    expect(await refusalOf(shop.services.gatewayPayments.confirmFromBrowser(guest(), order.number, report, { clientAddress: null }))).toEqual({
      code: "order_not_found",
      status: 404,
    });
    expect((await stored(order.number)).payment.status).toBe("awaiting");
  });

  it("refuses a payment whose amount is not the order's, and takes nothing", async () => {
    const { owner, order, checkout } = await placeAwaiting(3);
    // The order's total changed in the database after its gateway order was made.
    await shop.handle.db.update(payments).set({ amount: sql`${payments.amount} + 1` }).where(eq(payments.gatewayOrderId, checkout.gatewayOrderId));
    const report = payByCard(checkout);
    expect(await refusalOf(shop.services.gatewayPayments.confirmFromBrowser(owner, order.number, report, { clientAddress: null }))).toEqual({
      code: "payment_mismatch",
      status: 422,
    });
    expect((await stored(order.number)).payment.status).toBe("awaiting");
    expect(captures(report.razorpay_payment_id)).toBe(0);
    expect(await auditActions(order.number)).toEqual(["payment.mismatch"]);
  });

  it("a second payment of the same order (two tabs) is not taken: the gateway gives it back", async () => {
    const { owner, order, checkout } = await placeAwaiting(0);
    // "Pay now" twice opens the same gateway order.
    expect((await shop.services.gatewayPayments.checkout(owner, order.number)).gatewayOrderId).toBe(checkout.gatewayOrderId);
    expect((await shop.services.gatewayPayments.checkout(owner, order.number)).gatewayOrderId).toBe(checkout.gatewayOrderId);
    const first = payByCard(checkout);
    const second = payByCard(checkout);
    await shop.services.gatewayPayments.confirmFromBrowser(owner, order.number, first, { clientAddress: null });
    const view = await shop.services.gatewayPayments.confirmFromBrowser(owner, order.number, second, { clientAddress: null });
    expect(view.payment.status).toBe("captured");
    expect(captures(first.razorpay_payment_id)).toBe(1);
    expect(captures(second.razorpay_payment_id)).toBe(0);
    expect(await auditActions(order.number)).toEqual(["payment.confirm", "payment.release_duplicate"]);
    expect(await refusalOf(shop.services.gatewayPayments.checkout(owner, order.number))).toEqual({ code: "already_paid", status: 409 });
  });

  it("is told plainly when the gateway cannot be reached at Place Order, and nothing is written", async () => {
    const owner = guest();
    const variant = shop.variantAt(4);
    await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });
    const before = await stockOf(variant.id);
    const ordersBefore = await shop.handle.db.$count(orders);
    sandbox.setUnreachable(true);
    const refusal = await refusalOf(
      shop.services.orders.placeOrder(owner, { shipping: testShipping, payment: { method: "upi" }, deliverySlot: "morning", idempotencyKey: randomUUID() }),
    );
    expect(refusal).toEqual({ code: "gateway_unavailable", status: 503 });
    expect(await stockOf(variant.id)).toBe(before);
    expect(await shop.handle.db.$count(orders)).toBe(ordersBefore);
    expect((await shop.services.cart.getCart(owner)).items).toHaveLength(1);
  });
});

describe("webhooks", () => {
  it("confirm an order whose browser never reported (a tab closed after paying), once however often they come", async () => {
    const { order, checkout } = await placeAwaiting(1);
    const report = payByCard(checkout);
    const authorized = sandbox.webhook("payment.authorized", { paymentId: report.razorpay_payment_id });
    expect(await deliver(authorized)).toEqual({ outcome: "confirmed" });
    expect(await deliver(authorized)).toEqual({ outcome: "duplicate" });
    const { payment, order: row } = await stored(order.number);
    expect([row.status, payment.status]).toEqual(["confirmed", "captured"]);
    expect(captures(report.razorpay_payment_id)).toBe(1);
    const events = await shop.handle.db.select().from(paymentEvents).where(eq(paymentEvents.gatewayOrderId, checkout.gatewayOrderId));
    expect(events.map((event) => [event.eventType, event.outcome])).toEqual([["payment.authorized", "confirmed"]]);
  });

  it("complete an order when the store died between the gateway's capture and its own commit", async () => {
    const { order, checkout } = await placeAwaiting(2);
    const report = payByCard(checkout);
    // The store captured at the gateway, then stopped before writing it down.
    const gateway = shop.services.gateway;
    await gateway.capture(report.razorpay_payment_id, checkout.amountPaise);
    expect((await stored(order.number)).payment.status).toBe("awaiting");
    expect(await deliver(sandbox.webhook("payment.captured", { paymentId: report.razorpay_payment_id }))).toEqual({ outcome: "confirmed" });
    const { payment, order: row } = await stored(order.number);
    expect([row.status, payment.status]).toEqual(["confirmed", "captured"]);
    expect(captures(report.razorpay_payment_id)).toBe(1);
  });

  it("out of order change nothing: an older event after the confirmation is answered and ignored", async () => {
    const { owner, order, checkout } = await placeAwaiting(3);
    const report = payByCard(checkout);
    const older = sandbox.webhook("payment.authorized", { paymentId: report.razorpay_payment_id });
    await shop.services.gatewayPayments.confirmFromBrowser(owner, order.number, report, { clientAddress: null });
    expect(await deliver(sandbox.webhook("order.paid", { orderId: checkout.gatewayOrderId }))).toEqual({ outcome: "already-confirmed" });
    expect(await deliver(older)).toEqual({ outcome: "already-confirmed" });
    expect((await stored(order.number)).payment.status).toBe("captured");
    expect(captures(report.razorpay_payment_id)).toBe(1);
  });

  it("for a gateway order the store never made is recorded, and changes nothing", async () => {
    const foreign = await shop.services.gateway.createOrder({ amountPaise: 150_000, receipt: "not-ours" });
    const report = sandbox.pay(foreign.id, { method: "card", card: visa });
    const auditBefore = await shop.handle.db.$count(auditLog);
    expect(await deliver(sandbox.webhook("payment.authorized", { paymentId: report.razorpay_payment_id }))).toEqual({ outcome: "unknown-order" });
    expect(captures(report.razorpay_payment_id)).toBe(0);
    const [entry] = await shop.handle.db.select().from(auditLog).where(eq(auditLog.action, "payment.unknown_order"));
    expect(entry?.after).toMatchObject({ gatewayOrderId: foreign.id });
    expect(await shop.handle.db.$count(auditLog)).toBe(auditBefore + 1);
  });

  it("claiming another amount in a re-signed payload are not believed: the gateway's own payment is", async () => {
    const { order, checkout } = await placeAwaiting(4);
    const report = payByCard(checkout);
    const real = sandbox.webhook("payment.authorized", { paymentId: report.razorpay_payment_id });
    const tampered = real.rawBody.replace(`"amount":${checkout.amountPaise}`, `"amount":${checkout.amountPaise - 100}`);
    expect(tampered).not.toBe(real.rawBody);
    // Without the webhook secret, the altered body fails its signature.
    expect(await refusalOf(deliver({ ...real, rawBody: tampered }))).toEqual({ code: "webhook_refused", status: 400 });
    expect((await stored(order.number)).payment.status).toBe("awaiting");
    // Signed with the secret (a leaked secret, or the gateway's mistake): the store still reads the gateway's payment.
    const { createHmac } = await import("node:crypto");
    const resigned = { rawBody: tampered, eventId: `${real.eventId}x`, signature: createHmac("sha256", sandbox.webhookSecret).update(tampered).digest("hex") };
    expect(await deliver(resigned)).toEqual({ outcome: "confirmed" });
    const { payment } = await stored(order.number);
    expect(payment.amount * 100).toBe(checkout.amountPaise);
  });

  it("forged thirty times from one address are each refused, and the audit trail keeps only the first twenty of them", async () => {
    const { checkout } = await placeAwaiting(3);
    const forged = (n: number) => ({ rawBody: `{"event":"payment.captured","n":${n},"order":"${checkout.gatewayOrderId}"}`, signature: "0".repeat(64), eventId: `evt_forged_${n}` });
    const fromFlood = (n: number) =>
      shop.services.gatewayPayments.receiveWebhook(new TextEncoder().encode(forged(n).rawBody), forged(n).signature, forged(n).eventId, { clientAddress: "203.0.113.66" });
    for (let n = 0; n < 30; n++) expect(await refusalOf(fromFlood(n))).toEqual({ code: "webhook_refused", status: 400 });
    const audited = await shop.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "payment.refuse_webhook"), eq(auditLog.clientAddress, "203.0.113.66")));
    expect(audited).toHaveLength(20);
  });

  it("say when a payment failed, and the shopper can pay the same order again", async () => {
    const { owner, order, checkout } = await placeAwaiting(5);
    const failure = sandbox.pay(checkout.gatewayOrderId, { method: "card", card: { ...visa, number: "4000000000000002" }, outcome: "failed" });
    expect(await deliver(sandbox.webhook("payment.failed", { paymentId: failure.error.metadata.payment_id }))).toEqual({ outcome: "failed" });
    const { payment } = await stored(order.number);
    expect(payment.status).toBe("awaiting");
    expect(payment.failureReason).toBeTruthy();
    const retry = payByCard(await shop.services.gatewayPayments.checkout(owner, order.number));
    expect((await shop.services.gatewayPayments.confirmFromBrowser(owner, order.number, retry, { clientAddress: null })).status).toBe("confirmed");
  });
});

describe("an order not paid in time", () => {
  it("expires: cancelled, its stock back, the shopper told, and Pay now refused", async () => {
    // A variant no other test's order holds, whose stock only this order moves.
    const before = await stockOf(shop.variantAt(7).id);
    const { owner, order } = await placeAwaiting(7);
    clock = new Date(clock.getTime() + 16 * minute);
    await shop.services.gatewayPayments.expireOverdue();
    const { order: row, payment } = await stored(order.number);
    expect([row.status, row.cancelReason, payment.status]).toEqual(["cancelled", "Payment was not received in time.", "expired"]);
    expect(await stockOf(shop.variantAt(7).id)).toBe(before);
    expect(await emailsTo(order.number)).toEqual([`Your order ${order.number} has been cancelled`]);
    expect(await auditActions(order.number)).toEqual(["payment.expire"]);
    expect(await refusalOf(shop.services.gatewayPayments.checkout(owner, order.number))).toEqual({ code: "payment_expired", status: 410 });
  });

  it("is not expired when the gateway has its payment though no report came: it is confirmed instead", async () => {
    const { order, checkout } = await placeAwaiting(1);
    payByCard(checkout);
    clock = new Date(clock.getTime() + 16 * minute);
    await shop.services.gatewayPayments.expireOverdue();
    expect((await stored(order.number)).order.status).toBe("confirmed");
    expect(await auditActions(order.number)).toEqual(["payment.confirm"]);
  });

  it("waits for the next round when the gateway cannot be asked", async () => {
    const { order } = await placeAwaiting(2);
    clock = new Date(clock.getTime() + 16 * minute);
    sandbox.setUnreachable(true);
    expect((await shop.services.gatewayPayments.expireOverdue()).unreachable).toBeGreaterThan(0);
    expect((await stored(order.number)).payment.status).toBe("awaiting");
    sandbox.setUnreachable(false);
    await shop.services.gatewayPayments.expireOverdue();
    expect((await stored(order.number)).payment.status).toBe("expired");
  });

  it("paid late while its stock is still there: accepted, the stock taken again, and recorded", async () => {
    const variant = shop.variantAt(3);
    const before = await stockOf(variant.id);
    const { owner, order, checkout } = await placeAwaiting(3);
    clock = new Date(clock.getTime() + 16 * minute);
    await shop.services.gatewayPayments.expireOverdue();
    expect(await stockOf(variant.id)).toBe(before);
    // The shopper's bank approves after the order expired.
    const late = payByCard(checkout);
    const view = await shop.services.gatewayPayments.confirmFromBrowser(owner, order.number, late, { clientAddress: null });
    expect([view.status, view.payment.status]).toEqual(["confirmed", "captured"]);
    expect(await stockOf(variant.id)).toBe(before - 1);
    expect(await auditActions(order.number)).toEqual(["payment.expire", "payment.accept_after_expiry"]);
    expect(await emailsTo(order.number)).toEqual([`Your order ${order.number} has been cancelled`, `Your order ${order.number} is confirmed`]);
  });

  it("paid late when its stock has gone: not taken, the gateway gives the money back, and it is recorded", async () => {
    const variant = shop.variantAt(4);
    const { owner, order, checkout } = await placeAwaiting(4);
    clock = new Date(clock.getTime() + 16 * minute);
    await shop.services.gatewayPayments.expireOverdue();
    // Meanwhile the last pieces were sold in the shop.
    await shop.handle.db.execute(sql`update warehouse_stock set sellable = 0 where variant_id = ${variant.id}`);
    await shop.handle.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variant.id));
    const late = payByCard(checkout);
    expect(await refusalOf(shop.services.gatewayPayments.confirmFromBrowser(owner, order.number, late, { clientAddress: null }))).toEqual({
      code: "payment_expired",
      status: 410,
    });
    const { order: row, payment } = await stored(order.number);
    expect([row.status, payment.status]).toEqual(["cancelled", "expired"]);
    expect(captures(late.razorpay_payment_id)).toBe(0);
    expect(await auditActions(order.number)).toEqual(["payment.expire", "payment.release_after_expiry"]);
  });
});

describe("cancelling and refunding", () => {
  const context = { clientAddress: "127.0.0.1", origin: "http://localhost" };

  it("a shopper cancels an order still awaiting payment: nothing to refund, the stock back once, and a payment landing later is not taken", async () => {
    const variant = shop.variantAt(8);
    const before = await stockOf(variant.id);
    const { owner, order, checkout } = await placeAwaiting(8);
    const cancelled = await shop.services.orderChanges.cancel(owner, order.number, context);
    expect([cancelled.status, cancelled.payment.status]).toEqual(["cancelled", "voided"]);
    expect(await stockOf(variant.id)).toBe(before);
    // The expiry round finds nothing to expire: the stock is not put back twice.
    clock = new Date(clock.getTime() + 16 * minute);
    await shop.services.gatewayPayments.expireOverdue();
    expect(await stockOf(variant.id)).toBe(before);
    const late = payByCard(checkout);
    expect(await deliver(sandbox.webhook("payment.authorized", { paymentId: late.razorpay_payment_id }))).toEqual({ outcome: "duplicate-released" });
    expect(captures(late.razorpay_payment_id)).toBe(0);
    expect((await stored(order.number)).payment.status).toBe("voided");
  });

  it("a paid order cancelled is refunded through the gateway under the refund's key, and the gateway's refund webhook settles it", async () => {
    const { owner, order, checkout } = await placeAwaiting(9);
    const paid = payByCard(checkout);
    await shop.services.gatewayPayments.confirmFromBrowser(owner, order.number, paid, { clientAddress: null });
    sandbox.holdRefunds(true);
    try {
      const cancelled = await shop.services.orderChanges.cancel(owner, order.number, context);
      expect(cancelled.status).toBe("cancelled");
    } finally {
      sandbox.holdRefunds(false);
    }
    const [pending] = await shop.handle.db.select().from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(eq(orders.number, order.number));
    expect(pending?.refunds).toMatchObject({ status: "pending", amount: order.total });
    const gatewayRefundId = pending?.refunds.reference ?? "";
    expect(gatewayRefundId).toMatch(/^rfnd_/);
    const asked = sandbox.requests().filter((request) => request.path.endsWith(`/payments/${paid.razorpay_payment_id}/refund`));
    expect(asked.map((request) => request.idempotencyKey)).toEqual([pending?.refunds.idempotencyKey]);

    sandbox.settleRefund(gatewayRefundId, "processed");
    const processed = sandbox.webhook("refund.processed", { refundId: gatewayRefundId });
    expect(await deliver(processed)).toEqual({ outcome: "refund-processed" });
    expect(await deliver(processed)).toEqual({ outcome: "duplicate" });
    const { payment } = await stored(order.number);
    expect(payment.status).toBe("refunded");
    const [settled] = await shop.handle.db.select().from(refunds).where(eq(refunds.reference, gatewayRefundId));
    expect(settled?.status).toBe("processed");
    expect(await emailsTo(order.number)).toContain(`Your refund for order ${order.number} is on its way`);
  });

  it("a webhook that arrives while the gateway cannot be asked is refused for now, and applied when sent again", async () => {
    const { order, checkout } = await placeAwaiting(10);
    const report = payByCard(checkout);
    const authorized = sandbox.webhook("payment.authorized", { paymentId: report.razorpay_payment_id });
    sandbox.setUnreachable(true);
    expect(await refusalOf(deliver(authorized))).toEqual({ code: "gateway_unavailable", status: 503 });
    sandbox.setUnreachable(false);
    expect(await deliver(authorized)).toEqual({ outcome: "confirmed" });
    expect((await stored(order.number)).order.status).toBe("confirmed");
  });
});
