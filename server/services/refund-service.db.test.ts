// Refunds on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is set): each
// opened in the transaction that decides it with a GST credit note number of its own, settled with
// the payment gateway (the built-in test gateway) under its idempotency key (so asking twice, or
// again after a restart, pays once), tried again by staff when it was refused, settled by
// housekeeping when the store stopped halfway, and, for cash on delivery, paid out by the store and
// recorded with its UTR. A card payment taken before the gateway (decision 029) is still refunded
// through the payment provider that took it.
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderAdminError } from "../../app/lib/contracts/admin-orders";
import type { OrderView } from "../../app/lib/contracts/orders";
import { StaffError, type StaffActor } from "../../app/lib/contracts/staff";
import type { StaffRole } from "../../app/lib/admin/staff-permissions";
import { openTestShop, type TestPayment, type TestShop } from "../../tests/support/test-shop";
import { auditLog, emailOutbox, orderLines, orderReturnLines, orderReturns, orders, payments, refunds } from "../db/schema";
import { createTestPaymentProvider, type TestPaymentProvider } from "../payments/test-payment-provider";
import { commandLine } from "./audit-trail";
import { createHousekeeping } from "./housekeeping";
import { openRefund } from "./refund-service";
import { createServices, type Services } from "./services";

let shop: TestShop;
let services: Services;
/** The provider that took card payments before the hosted gateway; it still refunds them. */
let provider: TestPaymentProvider;
// Paid at once in the gateway's window, as shoppers pay at checkout.
const upi: TestPayment = { method: "upi", upiId: "ravi@okhdfc", paidInWindow: true };
const card: TestPayment = { method: "card", cardNumber: "5555 5555 5555 4444", cardExpiry: "12/30", cardCvv: "123" };

let clerk: StaffActor;
let support: StaffActor;

async function staffMember(name: string, role: StaffRole): Promise<StaffActor> {
  const staff = await services.staff.addFromCommandLine({ email: `${role}.${randomUUID().slice(0, 6)}@aangan.example`, name, role, password: "a long staff password" });
  return { staff, clientAddress: "203.0.113.9" };
}

beforeAll(async () => {
  provider = createTestPaymentProvider();
  shop = await openTestShop({ products: 3, services: { paymentProvider: provider } });
  services = shop.services;
  clerk = await staffMember("Ravi Kumar", "operations");
  support = await staffMember("Sunita Rao", "support");
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function refusal(work: Promise<unknown>): Promise<Error> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

async function orderId(number: string): Promise<number> {
  const [row] = await shop.handle.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  if (!row) throw new Error(`no order ${number}`);
  return row.id;
}

async function paymentStatus(id: number): Promise<string | undefined> {
  const [row] = await shop.handle.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, id));
  return row?.status;
}

/** Paise the gateway has given back of the order's payment, as the gateway itself tells it. */
async function refundedAtGateway(id: number): Promise<number> {
  const [row] = await shop.handle.db.select({ reference: payments.providerReference }).from(payments).where(eq(payments.orderId, id));
  if (!row?.reference) throw new Error(`order ${id} was not paid through the gateway`);
  return (await services.gateway.fetchPayment(row.reference)).amountRefundedPaise;
}

/**
 * An order paid by card before the store moved to the hosted gateway (decision 029): placed, and
 * its card charged by the payment provider of the time, as the order service then did.
 */
async function paidBeforeTheGateway(): Promise<{ order: OrderView; id: number }> {
  const order = await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0]);
  const outcome = await provider.authorize({
    method: "card",
    amount: order.total,
    orderReference: randomUUID(),
    card: { number: "4111111111111111", expiryMonth: 12, expiryYear: 2030, cvv: "123", holderName: "RAVI KUMAR" },
  });
  if (!outcome.ok) throw new Error(outcome.message);
  await provider.capture(outcome.reference);
  const id = await orderId(order.number);
  await shop.handle.db.update(orders).set({ status: "confirmed", paymentMethod: "card" }).where(eq(orders.id, id));
  await shop.handle.db
    .update(payments)
    .set({ method: "card", status: "captured", provider: provider.name, providerReference: outcome.reference, cardBrand: outcome.cardBrand, cardLast4: outcome.cardLast4 })
    .where(eq(payments.orderId, id));
  return { order, id };
}

/** Opens a refund as a return or a cancellation would, in a transaction of its own. */
async function opened(id: number, amount: number, options: { destination?: "original" | "upi" | "bank"; returnId?: number | null } = {}) {
  return shop.handle.db.transaction((tx) =>
    openRefund(tx, { orderId: id, returnId: options.returnId ?? null, amount, destination: options.destination ?? "original", actor: clerk }),
  );
}

async function refundMails(id: number) {
  return shop.handle.db
    .select({ subject: emailOutbox.subject, textBody: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, id), eq(emailOutbox.kind, "refund_processed")))
    .orderBy(asc(emailOutbox.id));
}

/** The financial year of today in India, as GST numbers write it: "26-27". */
function financialYearNow(): string {
  const india = new Date(Date.now() + 330 * 60_000);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
}

describe("a refund of a paid order", () => {
  it("carries a credit note number of its own, in the financial year's series, at most 16 characters", async () => {
    const numbers: string[] = [];
    for (let index = 0; index < 3; index++) {
      const order = await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0], { payment: upi });
      const refund = await opened(await orderId(order.number), 100);
      numbers.push(refund.creditNoteNumber ?? "");
    }
    for (const number of numbers) {
      expect(number).toMatch(new RegExp(`^CN/${financialYearNow()}/\\d{6}$`));
      expect(number.length).toBeLessThanOrEqual(16);
    }
    expect(new Set(numbers).size).toBe(3);
    // An order placed before invoices were numbered has no invoice to credit.
    const old = await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0], { payment: upi });
    await shop.handle.db.update(orders).set({ invoiceNumber: null }).where(eq(orders.number, old.number));
    expect((await opened(await orderId(old.number), 100)).creditNoteNumber).toBeNull();
  });

  it("is never more than was paid, counting the refunds already made or on their way", async () => {
    const order = await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0], { payment: upi });
    const id = await orderId(order.number);
    await opened(id, order.total - 10);
    const refused = await refusal(opened(id, 11));
    expect(refused).toBeInstanceOf(OrderAdminError);
    expect(refused).toMatchObject({ code: "not_allowed" });
    expect(await opened(id, 10)).toMatchObject({ amount: 10, status: "pending" });
    const audit = await shop.handle.db.select({ action: auditLog.action, after: auditLog.after }).from(auditLog).where(eq(auditLog.action, "refund.open"));
    expect(audit.some((row) => JSON.stringify(row.after).includes(order.number))).toBe(true);
  });

  it("is paid back through the gateway in parts, the payment's status following, and the shopper told each time", async () => {
    const order = await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0], { payment: card });
    const id = await orderId(order.number);
    const part = await opened(id, 1000);
    expect(await services.refunds.settle(part.id)).toMatchObject({ status: "processed", reference: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/) as unknown });
    expect(await paymentStatus(id)).toBe("partially_refunded");
    expect(await refundedAtGateway(id)).toBe(1000 * 100);
    const rest = await opened(id, order.total - 1000);
    await services.refunds.settle(rest.id);
    expect(await paymentStatus(id)).toBe("refunded");
    expect(await refundedAtGateway(id)).toBe(order.total * 100);
    const mails = await refundMails(id);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.textBody).toContain("We have refunded Rs. 1,000 for your cancelled order");
    expect(mails[0]?.textBody).toContain("to your card ending 4444");
    expect(mails[0]?.textBody).toContain(`Credit note: ${part.creditNoteNumber ?? ""}`);
  });

  it("is paid once when it is settled twice at the same moment", async () => {
    const order = await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0], { payment: upi });
    const id = await orderId(order.number);
    const refund = await opened(id, order.total);
    const [first, second] = await Promise.all([services.refunds.settle(refund.id), services.refunds.settle(refund.id)]);
    expect(first.reference).toBe(second.reference);
    expect(first.status).toBe("processed");
    expect(await refundedAtGateway(id)).toBe(order.total * 100);
    expect(await refundMails(id)).toHaveLength(1);
  });
});

describe("a refund the gateway refuses", () => {
  it("stays failed with the gateway's reason; staff who handle returns or cancellations try it again under a new key, and refund what is left", async () => {
    const order = await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0], { payment: upi });
    const id = await orderId(order.number);
    // Someone gave ₹ 100 back from the gateway's own dashboard: the gateway has less left than the store thinks.
    const [paid] = await shop.handle.db.select({ reference: payments.providerReference }).from(payments).where(eq(payments.orderId, id));
    await services.gateway.refund({ paymentId: paid?.reference ?? "", amountPaise: 100 * 100, idempotencyKey: `dashboard-${randomUUID().slice(0, 8)}` });
    const refund = await opened(id, order.total);
    const reason = "The refund amount provided is greater than amount captured";
    expect(await services.refunds.settle(refund.id)).toMatchObject({ status: "failed", failureReason: reason });
    expect(await paymentStatus(id)).toBe("captured");
    expect(await refundMails(id)).toEqual([]);
    expect(await refusal(services.refunds.retry(support, refund.id))).toBeInstanceOf(StaffError);
    const keyOf = async () => (await shop.handle.db.select({ key: refunds.idempotencyKey }).from(refunds).where(eq(refunds.id, refund.id)))[0]?.key;
    const firstKey = await keyOf();
    const again = await refusal(services.refunds.retry(clerk, refund.id));
    expect(again).toMatchObject({ code: "refund_failed", status: 402 });
    expect(again.message).toContain(reason);
    // A gateway answers a key it failed with that same failure: a retry asks under a new one.
    expect(await keyOf()).not.toBe(firstKey);
    expect(await keyOf()).toMatch(/^rfnd_[0-9a-f]{32}$/);
    expect(await shop.handle.db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, refund.id))).toEqual([{ status: "failed" }]);

    // A failed refund holds nothing back: what the gateway still has is refunded instead.
    const rest = await opened(id, order.total - 100);
    expect(await services.refunds.settle(rest.id)).toMatchObject({ status: "processed" });
    expect(await refundedAtGateway(id)).toBe(order.total * 100);
    const retries = await shop.handle.db
      .select({ actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.action, "refund.retry"), eq(auditLog.entityId, String(refund.id))));
    expect(retries).toHaveLength(1);
  });
});

describe("a refund of a card payment taken before the gateway, which its provider refuses", () => {
  it("stays failed with the reason, and staff who handle returns or cancellations try it again, each time under a new key, until it is paid", async () => {
    const { order, id } = await paidBeforeTheGateway();
    const refund = await opened(id, order.total);
    provider.refuseRefunds("The bank did not answer in time.");
    try {
      expect(await services.refunds.settle(refund.id)).toMatchObject({ status: "failed", failureReason: "The bank did not answer in time." });
      expect(await paymentStatus(id)).toBe("captured");
      expect(await refusal(services.refunds.retry(support, refund.id))).toBeInstanceOf(StaffError);
      const again = await refusal(services.refunds.retry(clerk, refund.id));
      expect(again).toMatchObject({ code: "refund_failed", status: 402 });
      expect(again.message).toContain("The bank did not answer in time.");
    } finally {
      provider.refuseRefunds(null);
    }
    const paid = await services.refunds.retry(clerk, refund.id);
    expect(paid).toMatchObject({ status: "processed", failureReason: null });
    expect(await paymentStatus(id)).toBe("refunded");
    const [key] = await shop.handle.db.select({ key: refunds.idempotencyKey }).from(refunds).where(eq(refunds.id, refund.id));
    expect(provider.refunds().filter((each) => each.idempotencyKey === key?.key)).toHaveLength(1);
    expect(await refusal(services.refunds.retry(clerk, refund.id))).toMatchObject({ code: "not_allowed" });
    const retries = await shop.handle.db
      .select({ actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.action, "refund.retry"), eq(auditLog.entityId, String(refund.id))));
    expect(retries).toHaveLength(2);
    const [mail] = await refundMails(id);
    expect(mail?.textBody).toContain("to your card ending 1111");
  });
});

describe("a refund left pending when the store stopped", () => {
  it("is settled by housekeeping after a minute, by the store started again, once", async () => {
    const order = await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0], { payment: upi });
    const id = await orderId(order.number);
    const stranded = await opened(id, 500);
    const fresh = await opened(id, 600);
    await shop.handle.db.execute(sql`update refunds set created_at = created_at - interval '2 minutes' where id = ${stranded.id}`);
    // The store starts again: a new process, with services (and a gateway client) of its own.
    const restarted = createServices(shop.handle, { paymentProvider: createTestPaymentProvider() });
    const housekeeping = createHousekeeping(shop.handle.db, { settlePendingRefunds: () => restarted.refunds.settlePending() });
    expect((await housekeeping.runOnce()).pendingRefunds.settled).toBeGreaterThanOrEqual(1);
    const rows = await shop.handle.db.select({ id: refunds.id, status: refunds.status }).from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.id));
    expect(rows).toEqual([
      { id: stranded.id, status: "processed" },
      { id: fresh.id, status: "pending" },
    ]);
    await housekeeping.runOnce();
    expect(await refundedAtGateway(id)).toBe(500 * 100);
  });
});

describe("a cash-on-delivery refund paid out by the store", () => {
  it("is recorded with the payout's UTR, once, audited, and the shopper told where it went", async () => {
    const order = await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0], { payment: { method: "cod" } });
    await services.orderStatus.advance(order.number, "delivered");
    const id = await orderId(order.number);
    const [line] = await shop.handle.db.select({ id: orderLines.id, price: orderLines.price }).from(orderLines).where(eq(orderLines.orderId, id));
    if (!line) throw new Error("no order line");
    const [ret] = await shop.handle.db
      .insert(orderReturns)
      .values({ orderId: id, status: "received", reason: "Scratched top", pickupDate: "2026-12-01", pickupSlot: "morning", refundDestination: "upi", refundUpiId: "asha@okaxis" })
      .returning({ id: orderReturns.id });
    if (!ret) throw new Error("no return");
    await shop.handle.db.insert(orderReturnLines).values({ returnId: ret.id, orderLineId: line.id, quantity: 1, condition: "damaged" });
    const refund = await opened(id, line.price, { destination: "upi", returnId: ret.id });
    // Paid out by the store: the provider is never asked.
    expect(await services.refunds.settle(refund.id)).toMatchObject({ status: "pending" });

    const bad = await refusal(shop.handle.db.transaction((tx) => services.refunds.recordPayout(tx, refund.id, "12/34", clerk)));
    expect(bad).toMatchObject({ code: "invalid_request" });
    const paid = await shop.handle.db.transaction((tx) => services.refunds.recordPayout(tx, refund.id, "axis 1234 5678 9012", clerk));
    expect(paid).toMatchObject({ status: "processed", reference: "AXIS123456789012", returnId: ret.id });
    expect(await paymentStatus(id)).toBe(line.price >= order.total ? "refunded" : "partially_refunded");
    const twice = await refusal(shop.handle.db.transaction((tx) => services.refunds.recordPayout(tx, refund.id, "AXIS999999999999", commandLine)));
    expect(twice).toMatchObject({ code: "not_allowed" });
    const [mail] = await refundMails(id);
    expect(mail?.textBody).toContain("for the items you returned");
    expect(mail?.textBody).toContain("to your UPI ID asha@okaxis");
    expect(mail?.textBody).toContain("Refund reference: AXIS123456789012");
    const [audit] = await shop.handle.db.select({ before: auditLog.before, after: auditLog.after }).from(auditLog).where(and(eq(auditLog.action, "refund.payout"), eq(auditLog.entityId, String(refund.id))));
    expect(audit).toEqual({ before: { status: "pending" }, after: { status: "processed", reference: "AXIS123456789012" } });
  });
});
