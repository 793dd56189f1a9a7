// Returns on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is set): a
// shopper asks to return pieces of a delivered order inside the 7-day window (a cash-on-delivery
// shopper names where the money goes), staff approve or refuse it, book the pickup, receive the
// pieces back to stock or aside as damaged, and refund them once, whoever presses the button; each
// step audited, tracked and e-mailed in its own transaction.
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderAdminError, type ReturnRequestInput, type ReturnView } from "../../app/lib/contracts/admin-orders";
import type { AuthUser } from "../../app/lib/contracts/auth";
import type { Owner } from "../../app/lib/contracts/owner";
import { StaffError, type StaffActor } from "../../app/lib/contracts/staff";
import { pickupDates } from "../../app/lib/forms/return-schemas";
import { openTestShop, testShipping, type TestPayment, type TestShop } from "../../tests/support/test-shop";
import { auditLog, emailOutbox, orderReturns, orders, orderTrackingEvents, payments, productVariants, refunds } from "../db/schema";
import { createTestPaymentProvider, type TestPaymentProvider } from "../payments/test-payment-provider";
import type { Services } from "./services";

const dayMs = 24 * 60 * 60 * 1000;
let shop: TestShop;
let services: Services;
/** The provider that took card payments before the hosted gateway; it still refunds them. */
let provider: TestPaymentProvider;
/** The services' clock runs with the database's (delivery dates are the database's), moved ahead by tests. */
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);
const office = "203.0.113.40";
const shopperContext = { clientAddress: "198.51.100.9", origin: "https://aangan.example" };

let owner: StaffActor;
let operations: StaffActor;
let otherOperations: StaffActor;
let support: StaffActor;
let catalog: StaffActor;

beforeAll(async () => {
  provider = createTestPaymentProvider();
  shop = await openTestShop({ products: 4, services: { now: clock, paymentProvider: provider } });
  services = shop.services;
  const add = async (name: string, role: "owner" | "operations" | "support" | "catalog") => ({
    staff: await services.staff.addFromCommandLine({ email: `${name.toLowerCase().replace(/\s/g, ".")}@aangan.example`, name, role, password: `${name}'s long password` }),
    clientAddress: office,
  });
  owner = await add("Meera Iyer", "owner");
  operations = await add("Ravi Menon", "operations");
  otherOperations = await add("Farah Khan", "operations");
  support = await add("Sunita Das", "support");
  catalog = await add("Arjun Nair", "catalog");
}, 120_000);

afterAll(async () => {
  await shop.close();
});

// Card and UPI orders are paid at once in the gateway's window, as shoppers pay at checkout.
const card: TestPayment = { method: "card", cardNumber: "4111111111111111", cardExpiry: "12/39", cardCvv: "123" };
const upi: TestPayment = { method: "upi", upiId: "asha@okicici", paidInWindow: true };
const cod: TestPayment = { method: "cod" };

interface Delivered {
  shopper: AuthUser;
  owner: Owner;
  number: string;
  orderId: number;
  /** The order's lines in order: id, variant, price and quantity. */
  lines: { id: number; variantId: number; price: number; quantity: number }[];
}

/** A new shopper's order of the variants named (a variant twice is two pieces on one line), delivered now. */
async function deliveredOrder(payment: TestPayment, variantIndexes: readonly number[] = [0, 0, 1], coupon?: string): Promise<Delivered> {
  const shopper = await shop.newShopper();
  const order = await shop.placeOrder(shopper, variantIndexes, { payment, ...(coupon ? { coupon } : {}) });
  await services.orderStatus.advance(order.number, "delivered");
  const ownerOf: Owner = { kind: "user", userId: shopper.id };
  const options = await services.orderChanges.returnOptions(ownerOf, order.number);
  if (!options) throw new Error("the shopper should see their own order's return form");
  const [row] = await shop.handle.db.select({ id: orders.id }).from(orders).where(eq(orders.number, order.number));
  if (!row) throw new Error("the order should exist");
  const variantIds = new Map(order.items.map((item) => [`${item.name}|${item.variantName}`, item.variantId]));
  return {
    shopper,
    owner: ownerOf,
    number: order.number,
    orderId: row.id,
    lines: options.lines.map((line) => ({ id: line.orderLineId, variantId: variantIds.get(`${line.name}|${line.variantName}`) ?? 0, price: line.price, quantity: line.bought })),
  };
}

function lineAt(order: Delivered, index: number) {
  const line = order.lines[index];
  if (!line) throw new Error(`the order has no line #${index}`);
  return line;
}

function request(lines: { orderLineId: number; quantity: number }[], extra: Partial<ReturnRequestInput> = {}): ReturnRequestInput {
  const [, dayAfterTomorrow = ""] = pickupDates(clock());
  return { lines, reason: "The colour is darker than in the pictures.", pickupDate: dayAfterTomorrow, pickupSlot: "morning", ...extra };
}

async function refusal(work: Promise<unknown>): Promise<OrderAdminError> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof OrderAdminError)) throw new Error(`expected an OrderAdminError, got ${String(error)}`);
  return error;
}

async function trackingOf(orderId: number) {
  const rows = await shop.handle.db
    .select({ status: orderTrackingEvents.status, message: orderTrackingEvents.message })
    .from(orderTrackingEvents)
    .where(eq(orderTrackingEvents.orderId, orderId))
    .orderBy(asc(orderTrackingEvents.id));
  return rows.filter((row) => row.status.startsWith("return") || row.status.startsWith("refund")).map((row) => row.message);
}

async function mailsOf(orderId: number) {
  return shop.handle.db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, textBody: emailOutbox.textBody, toAddress: emailOutbox.toAddress })
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, orderId))
    .orderBy(asc(emailOutbox.id));
}

async function returnMailKinds(orderId: number) {
  return (await mailsOf(orderId)).map((mail) => mail.kind).filter((kind) => kind.startsWith("return") || kind.startsWith("refund"));
}

async function auditOf(returnId: number) {
  const rows = await shop.handle.db.select().from(auditLog).orderBy(asc(auditLog.id));
  return rows.filter((row) => row.entityType === "return" && row.entityId === String(returnId));
}

async function stockOf(variantId: number) {
  const [row] = await shop.handle.db
    .select({ stock: productVariants.stock, damaged: productVariants.damagedStock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!row) throw new Error(`no variant ${variantId}`);
  return row;
}

/** Everything a refused request or move could have written, to compare before and after. */
async function footprint(orderId: number) {
  const db = shop.handle.db;
  const [returns, events, mails, audit, refundRows, variants] = await Promise.all([
    db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)),
    db.select().from(orderTrackingEvents).where(eq(orderTrackingEvents.orderId, orderId)),
    db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.orderId, orderId)),
    db.select({ id: auditLog.id }).from(auditLog),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)),
    db.select().from(productVariants).orderBy(asc(productVariants.id)),
  ]);
  return JSON.stringify([returns, events, mails, audit, refundRows, variants]);
}

/** Walks a requested return to `received`, each line back to sale. */
/** Paise the gateway has given back of the order's payment, as the gateway itself tells it. */
async function refundedAtGateway(orderId: number): Promise<number> {
  const [row] = await shop.handle.db.select({ reference: payments.providerReference }).from(payments).where(eq(payments.orderId, orderId));
  if (!row?.reference) throw new Error(`order ${orderId} was not paid through the gateway`);
  return (await services.gateway.fetchPayment(row.reference)).amountRefundedPaise;
}

/**
 * A delivered order paid by card before the store moved to the hosted gateway (decision 029): its
 * card was charged by the payment provider of the time, as the order service then did.
 */
async function deliveredBeforeTheGateway(): Promise<Delivered> {
  const order = await deliveredOrder(cod);
  const [placed] = await shop.handle.db.select({ total: orders.total }).from(orders).where(eq(orders.id, order.orderId));
  const outcome = await provider.authorize({
    method: "card",
    amount: placed?.total ?? 0,
    orderReference: randomUUID(),
    card: { number: "4111111111111111", expiryMonth: 12, expiryYear: 2039, cvv: "123", holderName: "ASHA VERMA" },
  });
  if (!outcome.ok) throw new Error(outcome.message);
  await provider.capture(outcome.reference);
  await shop.handle.db.update(orders).set({ paymentMethod: "card" }).where(eq(orders.id, order.orderId));
  await shop.handle.db
    .update(payments)
    .set({ method: "card", status: "captured", provider: provider.name, providerReference: outcome.reference, cardBrand: outcome.cardBrand, cardLast4: outcome.cardLast4 })
    .where(eq(payments.orderId, order.orderId));
  return order;
}

async function receivedReturn(order: Delivered, view: ReturnView): Promise<ReturnView> {
  await services.returns.act(operations, view.id, { action: "approve", expectedStatus: "requested" }, shopperContext.origin);
  await services.returns.act(
    operations,
    view.id,
    { action: "schedule_pickup", expectedStatus: "approved", pickupDate: view.pickupDate, pickupSlot: view.pickupSlot },
    shopperContext.origin,
  );
  return services.returns.act(
    operations,
    view.id,
    { action: "receive", expectedStatus: "pickup_scheduled", conditions: view.lines.map((line) => ({ orderLineId: line.orderLineId, condition: "sellable" })) },
    shopperContext.origin,
  );
}

describe("a shopper asks to return pieces of a delivered order", () => {
  it("returns one of two chairs paid by card: the request is tracked and e-mailed, and that chair is no longer returnable", async () => {
    const order = await deliveredOrder(card);
    const chairs = lineAt(order, 0);
    expect(chairs.quantity).toBe(2);
    const view = await services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: chairs.id, quantity: 1 }]), shopperContext);
    expect(view).toMatchObject({
      orderNumber: order.number,
      status: "requested",
      reason: "The colour is darker than in the pictures.",
      refundDestination: "original",
      refundAccount: null,
      amount: chairs.price,
      refund: null,
      lines: [{ orderLineId: chairs.id, quantity: 1, price: chairs.price, condition: null }],
    });
    expect(await trackingOf(order.orderId)).toEqual(["Return requested"]);
    const [mail] = (await mailsOf(order.orderId)).filter((candidate) => candidate.kind === "return_requested");
    expect(mail).toMatchObject({ subject: `We have your return request for order ${order.number}`, toAddress: testShipping.email });
    expect(mail?.textBody).toContain(`${shopperContext.origin}/track-order?`);

    const options = await services.orderChanges.returnOptions(order.owner, order.number);
    expect(options?.unavailable).toBeNull();
    expect(options?.lines.map((line) => line.returnable)).toEqual([1, 1]);
    expect(await services.orderChanges.returns(order.owner, order.number)).toEqual([view]);
    const summaries = await services.orderChanges.returnSummaries(order.owner, [order.number, "ORD000000000"]);
    expect(Object.keys(summaries)).toEqual([order.number]);
    expect(summaries[order.number]).toMatchObject({ canRequestReturn: true, returns: [view] });
  });

  it("is refused once the 7-day window has closed, with the date it closed, and nothing is written", async () => {
    const order = await deliveredOrder(upi);
    const before = await footprint(order.orderId);
    ahead = 7 * dayMs + 60_000;
    try {
      const refused = await refusal(
        services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: lineAt(order, 1).id, quantity: 1 }]), shopperContext),
      );
      expect(refused).toMatchObject({ code: "return_window_closed", status: 409 });
      expect(refused.message).toMatch(/^The 7-day return window for this order closed on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);
      const options = await services.orderChanges.returnOptions(order.owner, order.number);
      expect(options?.unavailable).toBe(refused.message);
      expect((await services.orderChanges.returnSummaries(order.owner, [order.number]))[order.number]?.canRequestReturn).toBe(false);
    } finally {
      ahead = 0;
    }
    expect(await footprint(order.orderId)).toBe(before);
  });

  it("may not ask for more pieces than were bought, less those earlier returns hold; a refused return frees its pieces", async () => {
    const order = await deliveredOrder(card);
    const chairs = lineAt(order, 0);
    const before = await footprint(order.orderId);
    const tooMany = await refusal(services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: chairs.id, quantity: 3 }]), shopperContext));
    expect(tooMany).toMatchObject({ code: "invalid_request", status: 422 });
    expect(tooMany.message).toContain("at most 2");
    expect((await refusal(services.orderChanges.requestReturn(order.owner, order.number, request([]), shopperContext))).message).toBe(
      "Choose at least one item to return",
    );
    expect(await footprint(order.orderId)).toBe(before);

    const first = await services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: chairs.id, quantity: 2 }]), shopperContext);
    const held = await refusal(services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: chairs.id, quantity: 1 }]), shopperContext));
    expect(held.message).toContain("is already in a return");
    await services.returns.act(operations, first.id, { action: "reject", expectedStatus: "requested", reason: "Used for more than a week." }, shopperContext.origin);
    const again = await services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: chairs.id, quantity: 1 }]), shopperContext);
    expect(again.status).toBe("requested");
  });

  it("only for a delivered order of the shopper's own", async () => {
    const shopper = await shop.newShopper();
    const placed = await shop.placeOrder(shopper, [2], { payment: cod });
    const mine: Owner = { kind: "user", userId: shopper.id };
    const options = await services.orderChanges.returnOptions(mine, placed.number);
    expect(options?.unavailable).toMatch(/has not been delivered yet/);
    const lineId = options?.lines[0]?.orderLineId ?? 0;
    expect(await refusal(services.orderChanges.requestReturn(mine, placed.number, request([{ orderLineId: lineId, quantity: 1 }]), shopperContext))).toMatchObject({
      code: "not_allowed",
    });
    const stranger: Owner = { kind: "user", userId: (await shop.newShopper()).id };
    expect(await services.orderChanges.returnOptions(stranger, placed.number)).toBeNull();
    expect(await services.orderChanges.returns(stranger, placed.number)).toEqual([]);
    expect(await refusal(services.orderChanges.requestReturn(stranger, placed.number, request([{ orderLineId: lineId, quantity: 1 }]), shopperContext))).toMatchObject({
      code: "not_found",
      status: 404,
    });
    expect(await refusal(services.orderChanges.requestReturn({ kind: "guest", token: randomUUID() }, placed.number, request([{ orderLineId: lineId, quantity: 1 }]), shopperContext))).toMatchObject({
      code: "not_found",
    });
  });

  it("paid cash on delivery, must say where the refund goes; paid online, must not", async () => {
    const cash = await deliveredOrder(cod);
    const line = { orderLineId: lineAt(cash, 1).id, quantity: 1 };
    const before = await footprint(cash.orderId);
    const missing = await refusal(services.orderChanges.requestReturn(cash.owner, cash.number, request([line]), shopperContext));
    expect(missing).toMatchObject({ code: "invalid_request" });
    expect(missing.message).toBe("You paid cash on delivery: tell us the UPI ID or bank account to send your refund to");
    const badIfsc = await refusal(
      services.orderChanges.requestReturn(
        cash.owner,
        cash.number,
        request([line], { refundAccount: { destination: "bank", accountName: "Asha Verma", accountNumber: "123456789012", ifsc: "HDFC1234567" } }),
        shopperContext,
      ),
    );
    expect(badIfsc.message).toBe("Please enter a valid IFSC: 11 characters, like HDFC0001234");
    expect(await footprint(cash.orderId)).toBe(before);

    const view = await services.orderChanges.requestReturn(
      cash.owner,
      cash.number,
      request([line], { refundAccount: { destination: "bank", accountName: "Asha Verma", accountNumber: "5010 0123 4567 89", ifsc: "hdfc0001234" } }),
      shopperContext,
    );
    expect(view).toMatchObject({ refundDestination: "bank", refundAccount: "Asha Verma · A/c ending 6789 · IFSC HDFC0001234" });
    const [stored] = await shop.handle.db.select().from(orderReturns).where(eq(orderReturns.id, view.id));
    expect(stored).toMatchObject({ refundAccountNumber: "50100123456789", refundIfsc: "HDFC0001234" });

    const online = await deliveredOrder(upi);
    const extra = await refusal(
      services.orderChanges.requestReturn(
        online.owner,
        online.number,
        request([{ orderLineId: lineAt(online, 1).id, quantity: 1 }], { refundAccount: { destination: "upi", upiId: "asha@okicici" } }),
        shopperContext,
      ),
    );
    expect(extra.message).toBe(
      "You paid online: your refund goes back to the card or UPI account you paid with, so no account details are needed",
    );
  });
});

describe("staff take a return from request to refund", () => {
  it("a cash-on-delivery return: approved, pickup moved, received (one piece back to sale, one damaged), paid out by bank with its UTR", async () => {
    const order = await deliveredOrder(cod);
    const chairs = lineAt(order, 0);
    const table = lineAt(order, 1);
    const requested = await services.orderChanges.requestReturn(
      order.owner,
      order.number,
      request(
        [
          { orderLineId: chairs.id, quantity: 1 },
          { orderLineId: table.id, quantity: 1 },
        ],
        { refundAccount: { destination: "bank", accountName: "Asha Verma", accountNumber: "123456789012", ifsc: "SBIN0004321" } },
      ),
      shopperContext,
    );
    const origin = "https://aangan.example";

    const approved = await services.returns.act(operations, requested.id, { action: "approve", expectedStatus: "requested" }, origin);
    expect(approved.status).toBe("approved");
    // Staff who pay it see the account in full; everyone else, its last four digits.
    expect(approved.refundAccount).toBe("Asha Verma · A/c 123456789012 · IFSC SBIN0004321");
    expect((await services.returns.detail(support, requested.id)).refundAccount).toBe("Asha Verma · A/c ending 9012 · IFSC SBIN0004321");
    expect((await services.returns.detail(owner, requested.id)).refundAccount).toContain("123456789012");
    const queued = await services.returns.queue(support, { status: "approved" }, 1);
    expect(queued.returns.find((candidate) => candidate.id === requested.id)?.refundAccount).toContain("ending 9012");
    expect(queued.countsByStatus.approved).toBeGreaterThanOrEqual(1);

    const [, , , , , sixDaysAhead = ""] = pickupDates(clock());
    const scheduled = await services.returns.act(
      operations,
      requested.id,
      { action: "schedule_pickup", expectedStatus: "approved", pickupDate: sixDaysAhead, pickupSlot: "evening" },
      origin,
    );
    expect(scheduled).toMatchObject({ status: "pickup_scheduled", pickupDate: sixDaysAhead, pickupSlot: "evening" });

    const chairStock = await stockOf(chairs.variantId);
    const tableStock = await stockOf(table.variantId);
    const received = await services.returns.act(
      operations,
      requested.id,
      {
        action: "receive",
        expectedStatus: "pickup_scheduled",
        conditions: [
          { orderLineId: chairs.id, condition: "sellable" },
          { orderLineId: table.id, condition: "damaged" },
        ],
      },
      origin,
    );
    expect(received.lines.map((line) => line.condition)).toEqual(["sellable", "damaged"]);
    expect(await stockOf(chairs.variantId)).toEqual({ stock: chairStock.stock + 1, damaged: chairStock.damaged });
    expect(await stockOf(table.variantId)).toEqual({ stock: tableStock.stock, damaged: tableStock.damaged + 1 });

    const value = chairs.price + table.price;
    expect(
      await refusal(services.returns.act(operations, requested.id, { action: "refund", expectedStatus: "received" }, origin)),
    ).toMatchObject({ code: "invalid_request" });
    const refunded = await services.returns.act(operations, requested.id, { action: "refund", expectedStatus: "received", payoutReference: "SBIN 2611 2500 0042" }, origin);
    expect(refunded).toMatchObject({ status: "refunded", amount: value });
    expect(refunded.refund).toMatchObject({ amount: value, destination: "bank", status: "processed", reference: "SBIN261125000042" });
    expect(refunded.refund?.creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    const [payment] = await shop.handle.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment?.status).toBe("partially_refunded");

    const slotWords = "Evening (5 pm – 9 pm)";
    const dateWords = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${sixDaysAhead}T00:00:00Z`));
    expect(await trackingOf(order.orderId)).toEqual([
      "Return requested",
      "Return approved",
      `Return pickup scheduled for ${dateWords}, ${slotWords}`,
      "Return received",
      `Refund of ₹ ${value.toLocaleString("en-IN")} issued`,
    ]);
    // The payout's own e-mail (with its UTR) is the last step's.
    expect(await returnMailKinds(order.orderId)).toEqual(["return_requested", "return_approved", "return_pickup_scheduled", "return_received", "refund_processed"]);
    const mails = await mailsOf(order.orderId);
    expect(mails.every((mail) => mail.toAddress === testShipping.email)).toBe(true);
    expect(mails.find((mail) => mail.kind === "refund_processed")?.textBody).toContain("SBIN261125000042");

    const audit = await auditOf(requested.id);
    expect(audit.map((row) => [row.action, row.staffId, row.clientAddress])).toEqual([
      ["return.approve", operations.staff.id, office],
      ["return.schedule_pickup", operations.staff.id, office],
      ["return.receive", operations.staff.id, office],
      ["return.refund", operations.staff.id, office],
    ]);
    expect(audit[1]).toMatchObject({ before: { status: "approved", pickupDate: requested.pickupDate, pickupSlot: "morning" }, after: { status: "pickup_scheduled", pickupDate: sixDaysAhead, pickupSlot: "evening" } });
    expect(audit[3]?.after).toMatchObject({ status: "refunded", amount: value, destination: "bank" });
    // The bank account number is never written to the audit trail.
    expect(JSON.stringify(await shop.handle.db.select().from(auditLog))).not.toContain("123456789012");

    // The shopper sees the whole way in their order's returns, the account masked.
    const [seen] = await services.orderChanges.returns(order.owner, order.number);
    expect(seen).toMatchObject({ status: "refunded", refundAccount: "Asha Verma · A/c ending 9012 · IFSC SBIN0004321", refund: { status: "processed" } });
  });

  it("a card-paid return with a promo code: refunded through the payment gateway for the pieces less their share of the discount", async () => {
    const order = await deliveredOrder(card, [0, 0, 1], "WELCOME10");
    const [placed] = await shop.handle.db.select({ subtotal: orders.subtotal, discount: orders.discount }).from(orders).where(eq(orders.id, order.orderId));
    if (!placed) throw new Error("the order should exist");
    expect(placed.discount).toBeGreaterThan(0);
    const chairs = lineAt(order, 0);
    const requested = await services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: chairs.id, quantity: 2 }]), shopperContext);
    const value = chairs.price * 2;
    const expected = value - Math.round((placed.discount * value) / placed.subtotal);
    expect(requested.amount).toBe(expected);
    await receivedReturn(order, requested);
    const refunded = await services.returns.act(operations, requested.id, { action: "refund", expectedStatus: "received" }, shopperContext.origin);
    expect(refunded.refund).toMatchObject({ amount: expected, destination: "original", status: "processed" });
    expect(await refundedAtGateway(order.orderId)).toBe(expected * 100);
    expect((await trackingOf(order.orderId)).at(-1)).toBe(`Refund of ₹ ${expected.toLocaleString("en-IN")} issued`);
    expect(await returnMailKinds(order.orderId)).toEqual([
      "return_requested",
      "return_approved",
      "return_pickup_scheduled",
      "return_received",
      "return_refunded",
      "refund_processed",
    ]);

    // The rest of the order, returned later, takes the rest of the discount: to the rupee.
    const table = lineAt(order, 1);
    const rest = await services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: table.id, quantity: 1 }]), shopperContext);
    await receivedReturn(order, rest);
    const last = await services.returns.act(operations, rest.id, { action: "refund", expectedStatus: "received" }, shopperContext.origin);
    expect((last.refund?.amount ?? 0) + expected).toBe(placed.subtotal - placed.discount);
    const [payment] = await shop.handle.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment?.status).toBe("refunded");
  });

  it("a refused return tells the shopper why: tracked, e-mailed and shown on the return", async () => {
    const order = await deliveredOrder(upi);
    const requested = await services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: lineAt(order, 1).id, quantity: 1 }]), shopperContext);
    expect(
      await refusal(services.returns.act(operations, requested.id, { action: "reject", expectedStatus: "requested", reason: "  " }, shopperContext.origin)),
    ).toMatchObject({ code: "invalid_request" });
    const rejected = await services.returns.act(
      operations,
      requested.id,
      { action: "reject", expectedStatus: "requested", reason: "The table was assembled with glue and cannot be taken apart." },
      shopperContext.origin,
    );
    expect(rejected).toMatchObject({ status: "rejected", rejectionReason: "The table was assembled with glue and cannot be taken apart." });
    expect(await trackingOf(order.orderId)).toEqual(["Return requested", "Return rejected: The table was assembled with glue and cannot be taken apart."]);
    const [mail] = (await mailsOf(order.orderId)).filter((candidate) => candidate.kind === "return_rejected");
    expect(mail?.textBody).toContain("Why: The table was assembled with glue and cannot be taken apart.");
    expect((await auditOf(requested.id)).map((row) => row.action)).toEqual(["return.reject"]);
    const [seen] = await services.orderChanges.returns(order.owner, order.number);
    expect(seen?.rejectionReason).toBe("The table was assembled with glue and cannot be taken apart.");
    // Nothing else can happen to it.
    expect(await refusal(services.returns.act(operations, requested.id, { action: "approve", expectedStatus: "rejected" }, shopperContext.origin))).toMatchObject({
      code: "not_allowed",
    });
  });

  it("a move on a return someone else has moved is refused as changed, and writes nothing", async () => {
    const order = await deliveredOrder(card);
    const requested = await services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: lineAt(order, 1).id, quantity: 1 }]), shopperContext);
    await services.returns.act(otherOperations, requested.id, { action: "approve", expectedStatus: "requested" }, shopperContext.origin);
    const before = await footprint(order.orderId);
    const changed = await refusal(
      services.returns.act(operations, requested.id, { action: "reject", expectedStatus: "requested", reason: "Out of the return window." }, shopperContext.origin),
    );
    expect(changed).toMatchObject({ code: "changed", status: 409 });
    expect(changed.message).toContain("it is now approved");
    expect(await footprint(order.orderId)).toBe(before);
    // A move that does not apply where the return stands.
    expect(
      await refusal(
        services.returns.act(
          operations,
          requested.id,
          { action: "receive", expectedStatus: "approved", conditions: [{ orderLineId: lineAt(order, 1).id, condition: "sellable" }] },
          shopperContext.origin,
        ),
      ),
    ).toMatchObject({ code: "not_allowed" });
    expect(await footprint(order.orderId)).toBe(before);
  });

  it("refunds once when two staff press Refund at the same moment", async () => {
    const order = await deliveredOrder(card);
    const requested = await services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: lineAt(order, 1).id, quantity: 1 }]), shopperContext);
    await receivedReturn(order, requested);
    const results = await Promise.allSettled([
      services.returns.act(operations, requested.id, { action: "refund", expectedStatus: "received" }, shopperContext.origin),
      services.returns.act(otherOperations, requested.id, { action: "refund", expectedStatus: "received" }, shopperContext.origin),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [failed] = results.filter((result) => result.status === "rejected");
    expect(failed?.reason).toBeInstanceOf(OrderAdminError);
    expect(failed?.reason).toMatchObject({ code: "changed" });
    expect(await shop.handle.db.select().from(refunds).where(eq(refunds.returnId, requested.id))).toHaveLength(1);
    const [refund] = await shop.handle.db.select({ amount: refunds.amount }).from(refunds).where(eq(refunds.returnId, requested.id));
    expect(await refundedAtGateway(order.orderId)).toBe((refund?.amount ?? 0) * 100);
    expect((await trackingOf(order.orderId)).filter((message) => message.startsWith("Refund of"))).toHaveLength(1);
    expect((await auditOf(requested.id)).filter((row) => row.action === "return.refund")).toHaveLength(1);
  });

  it("a refund the provider refuses, of a card payment taken before the gateway, stays failed on the refunded return, and is paid when staff try it again", async () => {
    const order = await deliveredBeforeTheGateway();
    const requested = await services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: lineAt(order, 1).id, quantity: 1 }]), shopperContext);
    await receivedReturn(order, requested);
    provider.refuseRefunds("The gateway is down for maintenance.");
    let refunded: ReturnView;
    try {
      refunded = await services.returns.act(operations, requested.id, { action: "refund", expectedStatus: "received" }, shopperContext.origin);
    } finally {
      provider.refuseRefunds(null);
    }
    expect(refunded).toMatchObject({ status: "refunded", refund: { status: "failed", failureReason: "The gateway is down for maintenance." } });
    const refundId = refunded.refund?.id ?? 0;
    expect((await staffRefusal(services.returns.retryRefund(support, refundId))).code).toBe("forbidden");
    const retried = await services.returns.retryRefund(operations, refundId);
    expect(retried).toMatchObject({ status: "processed" });
    expect((await services.returns.detail(operations, requested.id)).refund?.status).toBe("processed");
  });
});

async function staffRefusal(work: Promise<unknown>): Promise<StaffError> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof StaffError)) throw new Error(`expected a StaffError, got ${String(error)}`);
  return error;
}

describe("who may see and move returns", () => {
  it("support reads returns but may not move them; catalog may not even read them", async () => {
    const order = await deliveredOrder(card);
    const requested = await services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: lineAt(order, 1).id, quantity: 1 }]), shopperContext);
    expect((await services.returns.detail(support, requested.id)).status).toBe("requested");
    const before = await footprint(order.orderId);
    expect(await staffRefusal(services.returns.act(support, requested.id, { action: "approve", expectedStatus: "requested" }, shopperContext.origin))).toMatchObject({
      code: "forbidden",
      status: 403,
    });
    expect((await staffRefusal(services.returns.queue(catalog, {}, 1))).status).toBe(403);
    expect((await staffRefusal(services.returns.detail(catalog, requested.id))).status).toBe(403);
    expect(await footprint(order.orderId)).toBe(before);
    expect(await refusal(services.returns.detail(support, 987_654))).toMatchObject({ code: "not_found", status: 404 });
  });
});

describe("the return's progress where the shopper looks", () => {
  it("Track Order shows a guest's returns to whoever has the order number and e-mail or phone, without the refund account", async () => {
    const order = await deliveredOrder(cod);
    await services.orderChanges.requestReturn(
      order.owner,
      order.number,
      request([{ orderLineId: lineAt(order, 1).id, quantity: 1 }], { refundAccount: { destination: "upi", upiId: "asha@okaxis" } }),
      shopperContext,
    );
    const [byEmail] = await services.orderChanges.trackedReturns(order.number.toLowerCase(), "ASHA@example.in");
    expect(byEmail).toMatchObject({ status: "requested", refundDestination: "upi", refundAccount: null });
    expect(await services.orderChanges.trackedReturns(order.number, "98765 43210")).toHaveLength(1);
    expect(await services.orderChanges.trackedReturns(order.number, "someone@example.in")).toEqual([]);
    expect(await services.orderChanges.trackedReturns("not an order", "asha@example.in")).toEqual([]);
    const [mine] = await services.orderChanges.returns(order.owner, order.number);
    expect(mine?.refundAccount).toBe("asha@okaxis");
  });

  it("Order History offers a return only while something can still be returned", async () => {
    const order = await deliveredOrder(card, [3]);
    const line = lineAt(order, 0);
    expect((await services.orderChanges.returnSummaries(order.owner, [order.number]))[order.number]?.canRequestReturn).toBe(true);
    await services.orderChanges.requestReturn(order.owner, order.number, request([{ orderLineId: line.id, quantity: 1 }]), shopperContext);
    const summary = (await services.orderChanges.returnSummaries(order.owner, [order.number]))[order.number];
    expect(summary).toMatchObject({ canRequestReturn: false, returns: [expect.objectContaining({ status: "requested" })] });
    expect((await services.orderChanges.returnOptions(order.owner, order.number))?.unavailable).toBe("Every item of this order is already in a return.");
  });
});
