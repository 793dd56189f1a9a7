// The back office's order desk on a real database (embedded PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): staff find orders by filters, number, e-mail or phone; an operations
// clerk confirms, packs, ships with a courier and tracking number the shopper then sees, and
// delivers; orders are cancelled with their stock back and their money voided or refunded once,
// even when two people act at the same moment; support reads, notes and resends but moves nothing;
// and shoppers cancel their own orders until they ship.
import { randomInt, randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderAdminError, type OrderActionInput, type OrderStatus } from "../../app/lib/contracts/admin-orders";
import type { OrderShipping } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import { StaffError, type StaffActor } from "../../app/lib/contracts/staff";
import type { StaffRole } from "../../app/lib/admin/staff-permissions";
import { openTestShop, testVisa, type TestPayment, type TestShop } from "../../tests/support/test-shop";
import { auditLog, emailOutbox, orderNotes, orders, payments, productVariants, refunds } from "../db/schema";
import type { Services } from "./services";

let shop: TestShop;
let services: Services;
const office = "203.0.113.7";
const shopperContext = { clientAddress: "198.51.100.4", origin: "https://aangan.example" };
// Paid at once in the gateway's window (the test gateway), as shoppers pay at checkout.
const upi: TestPayment = { method: "upi", upiId: "asha@okicici", paidInWindow: true };
const card: TestPayment = testVisa;

let owner: StaffActor;
let clerk: StaffActor;
let otherClerk: StaffActor;
let support: StaffActor;
let catalog: StaffActor;

async function staffMember(name: string, role: StaffRole): Promise<StaffActor> {
  const email = `${name.split(" ")[0]?.toLowerCase() ?? "staff"}.${randomUUID().slice(0, 6)}@aangan.example`;
  const staff = await services.staff.addFromCommandLine({ email, name, role, password: "a long staff password" });
  return { staff, clientAddress: office };
}

beforeAll(async () => {
  shop = await openTestShop({ products: 6 });
  services = shop.services;
  owner = await staffMember("Meera Iyer", "owner");
  clerk = await staffMember("Ravi Kumar", "operations");
  otherClerk = await staffMember("Farah Khan", "operations");
  support = await staffMember("Sunita Rao", "support");
  catalog = await staffMember("Kiran Das", "catalog");
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function refusal(work: Promise<unknown>): Promise<OrderAdminError> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof OrderAdminError)) throw new Error(`expected an OrderAdminError, got ${String(error)}`);
  return error;
}

async function staffRefusal(work: Promise<unknown>): Promise<StaffError> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof StaffError)) throw new Error(`expected a StaffError, got ${String(error)}`);
  return error;
}

/** A shopper of their own: an e-mail and a phone number nobody else in this database has. */
function newCustomer(): Pick<OrderShipping, "email" | "phone"> {
  return { email: `buyer.${randomUUID().slice(0, 8)}@example.in`, phone: `9${randomInt(100_000_000, 999_999_999)}` };
}

async function placed(options: { payment?: TestPayment; shipping?: Partial<OrderShipping>; owner?: Owner; variants?: number[] } = {}) {
  return shop.placeOrder(options.owner ?? { kind: "guest", token: randomUUID() }, options.variants ?? [0], {
    payment: options.payment ?? { method: "cod" },
    shipping: options.shipping ?? newCustomer(),
  });
}

async function act(actor: StaffActor, number: string, input: OrderActionInput) {
  return services.orderDesk.act(actor, number, input, "https://aangan.example");
}

/** Moves an order on as staff would, step by step, from where it is to `to`. */
async function moveTo(number: string, to: "confirmed" | "packed" | "shipped") {
  const steps: { from: OrderStatus; input: OrderActionInput }[] = [
    { from: "ordered", input: { action: "confirm", expectedStatus: "ordered" } },
    { from: "confirmed", input: { action: "pack", expectedStatus: "confirmed" } },
    { from: "packed", input: { action: "ship", expectedStatus: "packed", courier: "Delhivery", trackingNumber: "DLV123456" } },
  ];
  let status = (await services.orderDesk.detail(clerk, number)).order.status;
  for (const step of steps) {
    if (status === to) return;
    if (step.from === status) status = (await act(clerk, number, step.input)).order.status;
  }
}

async function stockOf(variantIndex: number): Promise<number> {
  const [row] = await shop.handle.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, shop.variantAt(variantIndex).id));
  return row?.stock ?? -1;
}

async function auditOf(number: string) {
  return shop.handle.db
    .select({ actor: auditLog.actor, action: auditLog.action, before: auditLog.before, after: auditLog.after, clientAddress: auditLog.clientAddress })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, number)))
    .orderBy(asc(auditLog.id));
}

async function refundsOf(number: string) {
  return shop.handle.db
    .select({ amount: refunds.amount, status: refunds.status, reference: refunds.reference, creditNoteNumber: refunds.creditNoteNumber })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(orders.number, number));
}

async function mailsOf(number: string) {
  return shop.handle.db
    .select({ id: emailOutbox.id, kind: emailOutbox.kind, subject: emailOutbox.subject, textBody: emailOutbox.textBody, orderId: emailOutbox.orderId })
    .from(emailOutbox)
    .innerJoin(orders, eq(orders.id, emailOutbox.orderId))
    .where(eq(orders.number, number))
    .orderBy(asc(emailOutbox.id));
}

describe("staff find orders in the queue", () => {
  it("by order number, e-mail or phone however it is typed", async () => {
    const customer = { email: `Nisha.${randomUUID().slice(0, 8)}@Example.in`, phone: "9876512345" };
    const first = await placed({ shipping: customer });
    const second = await placed({ shipping: customer, payment: upi });
    await placed();

    const byNumber = await services.orderDesk.queue(support, { query: ` ${first.number.toLowerCase()} ` }, 1);
    expect(byNumber.orders.map((order) => order.number)).toEqual([first.number]);

    const byEmail = await services.orderDesk.queue(support, { query: customer.email.toUpperCase() }, 1);
    expect(byEmail.orders.map((order) => order.number)).toEqual([second.number, first.number]);
    expect(byEmail.total).toBe(2);

    for (const typed of ["+91 98765 12345", "098765-12345", "9876512345"]) {
      const byPhone = await services.orderDesk.queue(support, { query: typed }, 1);
      expect(byPhone.orders.map((order) => order.number), typed).toEqual([second.number, first.number]);
    }

    const [row] = byEmail.orders;
    expect(row).toMatchObject({
      number: second.number,
      status: "confirmed",
      customerName: "Asha Verma",
      email: customer.email,
      phone: "9876512345",
      city: "Bengaluru",
      state: "KA",
      total: second.total,
      paymentMethod: "upi",
      paymentStatus: "captured",
      itemCount: 1,
    });
    // Something that is no number, e-mail or phone finds nothing.
    expect(await services.orderDesk.queue(support, { query: "sofa" }, 1)).toMatchObject({ orders: [], total: 0 });
  });

  it("filtered by status, payment method, state and dates in India's time, with counts per status under the same filters", async () => {
    const customer = newCustomer();
    const inPune = { ...customer, city: "Pune", state: "MH", pincode: "411001" };
    const cod = await placed({ shipping: customer });
    const paid = await placed({ shipping: customer, payment: upi, variants: [0, 1] });
    const elsewhere = await placed({ shipping: inPune });
    const query = customer.email;

    const all = await services.orderDesk.queue(clerk, { query }, 1);
    expect(all.total).toBe(3);
    expect(all.countsByStatus).toEqual({ ordered: 2, confirmed: 1, packed: 0, shipped: 0, delivered: 0, cancelled: 0 });
    expect(all.orders.find((order) => order.number === paid.number)?.itemCount).toBe(2);

    const ordered = await services.orderDesk.queue(clerk, { query, status: "ordered" }, 1);
    expect(ordered.orders.map((order) => order.number).sort()).toEqual([cod.number, elsewhere.number].sort());
    expect(ordered.total).toBe(2);
    // The tabs' counts ignore the status chosen, so every tab shows what it would hold.
    expect(ordered.countsByStatus).toEqual(all.countsByStatus);

    expect((await services.orderDesk.queue(clerk, { query, paymentMethod: "upi" }, 1)).orders.map((order) => order.number)).toEqual([paid.number]);
    expect((await services.orderDesk.queue(clerk, { query, state: "mh" }, 1)).orders.map((order) => order.number)).toEqual([elsewhere.number]);

    // 23:59 on 1 March in India is still 1 March; 00:01 the next minute's day is 2 March.
    await shop.handle.db.update(orders).set({ createdAt: new Date("2026-03-01T18:29:00Z") }).where(eq(orders.number, cod.number));
    await shop.handle.db.update(orders).set({ createdAt: new Date("2026-03-01T18:31:00Z") }).where(eq(orders.number, elsewhere.number));
    const firstOfMarch = await services.orderDesk.queue(clerk, { query, from: "2026-03-01", to: "2026-03-01" }, 1);
    expect(firstOfMarch.orders.map((order) => order.number)).toEqual([cod.number]);
    const secondOfMarch = await services.orderDesk.queue(clerk, { query, from: "2026-03-02", to: "2026-03-02" }, 1);
    expect(secondOfMarch.orders.map((order) => order.number)).toEqual([elsewhere.number]);
    expect(secondOfMarch.countsByStatus.ordered).toBe(1);
  });

  it("counts every order without a search, and counts again as soon as one is placed or moves on", async () => {
    const before = await services.orderDesk.queue(clerk, {}, 1);
    const order = await placed();
    const after = await services.orderDesk.queue(clerk, {}, 1);
    expect(after.orders[0]?.number).toBe(order.number);
    expect(after.total).toBe(before.total + 1);
    expect(after.countsByStatus.ordered).toBe(before.countsByStatus.ordered + 1);
    await act(clerk, order.number, { action: "cancel", expectedStatus: "ordered", reason: "Placed twice by mistake" });
    const cancelled = await services.orderDesk.queue(clerk, { status: "cancelled" }, 1);
    expect(cancelled.countsByStatus).toMatchObject({ ordered: before.countsByStatus.ordered, cancelled: before.countsByStatus.cancelled + 1 });
    expect(cancelled.total).toBe(cancelled.countsByStatus.cancelled);
    expect(cancelled.orders[0]?.number).toBe(order.number);
  });

  it("25 to a page, newest first, with the total of every page", async () => {
    const customer = newCustomer();
    const numbers: string[] = [];
    for (let index = 0; index < 27; index++) numbers.push((await placed({ shipping: customer })).number);
    const first = await services.orderDesk.queue(support, { query: customer.phone }, 1);
    const second = await services.orderDesk.queue(support, { query: customer.phone }, 2);
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
    expect(first.orders.map((order) => order.number)).toEqual(numbers.slice(2).reverse());
    expect(second.orders.map((order) => order.number)).toEqual(numbers.slice(0, 2).reverse());
  });

  it("refuses filters that cannot be, and people whose role does not read orders", async () => {
    const badStatus = await refusal(services.orderDesk.queue(clerk, { status: "lost" as OrderStatus }, 1));
    expect(badStatus).toMatchObject({ code: "invalid_request", status: 422 });
    expect(await refusal(services.orderDesk.queue(clerk, { from: "2026-02-30" }, 1))).toMatchObject({ code: "invalid_request" });
    expect(await staffRefusal(services.orderDesk.queue(catalog, {}, 1))).toMatchObject({ code: "forbidden", status: 403 });
    expect(await staffRefusal(services.orderDesk.detail(catalog, "ORD100000000000"))).toMatchObject({ status: 403 });
  });
});

describe("an order's page", () => {
  it("shows the order with its invoice, notes, e-mails and what can be done next", async () => {
    const shopper = await shop.newShopper();
    const first = await placed({ owner: { kind: "user", userId: shopper.id } });
    const order = await placed({ owner: { kind: "user", userId: shopper.id } });
    await services.orderDesk.addNote(support, order.number, "  Shopper asked for a call before delivery.  ");
    const detail = await services.orderDesk.detail(support, order.number.toLowerCase());
    expect(detail.order.number).toBe(order.number);
    expect(detail.invoiceNumber).toMatch(/^AAN\/\d{2}-\d{2}\/\d{6}$/);
    expect(detail.customer).toEqual({ userId: shopper.id, ordersPlaced: 2 });
    expect(detail.notes).toEqual([expect.objectContaining({ author: "Sunita Rao", body: "Shopper asked for a call before delivery." })]);
    expect(detail.emails.map((email) => email.kind)).toEqual(["order_confirmation"]);
    expect(detail.nextActions).toEqual(["confirm", "cancel"]);
    expect(detail).toMatchObject({ courier: null, trackingNumber: null, cancelledAt: null, refunds: [], returns: [] });
    expect(first.number).not.toBe(order.number);
    expect(await refusal(services.orderDesk.detail(support, "ORD100000000000"))).toMatchObject({ code: "not_found", status: 404 });
  });
});

describe("an operations clerk moves an order on", () => {
  it("confirms a cash-on-delivery order after a call, packs it, ships it with courier and tracking number, and the shopper sees them", async () => {
    const customer = newCustomer();
    const order = await placed({ shipping: customer });
    const confirmed = await act(clerk, order.number, { action: "confirm", expectedStatus: "ordered", note: "Called the shopper; confirmed for COD." });
    expect(confirmed.order.status).toBe("confirmed");
    expect(confirmed.notes.map((note) => [note.author, note.body])).toEqual([["Ravi Kumar", "Called the shopper; confirmed for COD."]]);
    expect(confirmed.nextActions).toEqual(["pack", "cancel"]);

    expect((await act(clerk, order.number, { action: "pack", expectedStatus: "confirmed" })).nextActions).toEqual(["ship", "cancel"]);
    const shipped = await act(clerk, order.number, { action: "ship", expectedStatus: "packed", courier: " Delhivery ", trackingNumber: "DLV-20261125" });
    expect(shipped).toMatchObject({ courier: "Delhivery", trackingNumber: "DLV-20261125", nextActions: ["deliver"] });

    const tracked = await services.orders.trackOrder(order.number, customer.phone);
    expect(tracked?.status).toBe("shipped");
    expect(tracked?.shipment).toEqual({ courier: "Delhivery", trackingNumber: "DLV-20261125" });
    expect(tracked?.tracking.map((event) => event.message)).toEqual([
      "Order placed successfully",
      "Order confirmed and payment received",
      "Order packed and ready to ship",
      "Order shipped via Delhivery, tracking number DLV-20261125",
    ]);
    const shippedMail = (await mailsOf(order.number)).find((mail) => mail.subject === `Your order ${order.number} has shipped`);
    expect(shippedMail?.textBody).toContain("Delhivery is bringing it: follow it on their website with the tracking number DLV-20261125.");

    const delivered = await act(clerk, order.number, { action: "deliver", expectedStatus: "shipped" });
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.order.payment.status).toBe("captured");
    expect(delivered.nextActions).toEqual([]);

    expect((await auditOf(order.number)).map((row) => [row.actor, row.action, row.before, row.after, row.clientAddress])).toEqual([
      [expect.stringContaining("Ravi Kumar <"), "order.confirm", { status: "ordered" }, { status: "confirmed" }, office],
      [expect.stringContaining("Ravi Kumar <"), "order.note", null, expect.objectContaining({ body: "Called the shopper; confirmed for COD." }), office],
      [expect.stringContaining("Ravi Kumar <"), "order.pack", { status: "confirmed" }, { status: "packed" }, office],
      [
        expect.stringContaining("Ravi Kumar <"),
        "order.ship",
        { status: "packed" },
        { status: "shipped", courier: "Delhivery", trackingNumber: "DLV-20261125" },
        office,
      ],
      [expect.stringContaining("Ravi Kumar <"), "order.deliver", { status: "shipped" }, { status: "delivered" }, office],
    ]);
  });

  it("is refused a move that does not apply where the order stands, and a shipment without a proper courier or tracking number", async () => {
    const order = await placed();
    const early = await refusal(act(clerk, order.number, { action: "ship", expectedStatus: "ordered", courier: "Delhivery", trackingNumber: "DLV123" }));
    expect(early).toMatchObject({ code: "not_allowed", status: 409 });
    expect(early.message).toBe(`Order ${order.number} is ordered: next it can be confirmed or cancelled, not shipped.`);
    await moveTo(order.number, "packed");
    for (const bad of [
      { courier: "D", trackingNumber: "DLV123" },
      { courier: "Delhivery", trackingNumber: "AB" },
      { courier: "Delhivery", trackingNumber: "DLV 123/45" },
      { courier: "x".repeat(61), trackingNumber: "DLV123" },
    ]) {
      expect(await refusal(act(clerk, order.number, { action: "ship", expectedStatus: "packed", ...bad }))).toMatchObject({ code: "invalid_request", status: 422 });
    }
    expect(await refusal(act(clerk, order.number, { action: "cancel", expectedStatus: "packed", reason: "no" }))).toMatchObject({ code: "invalid_request" });
    expect((await services.orderDesk.detail(clerk, order.number)).order.status).toBe("packed");
  });

  it("is told who changed the order while they were looking, and nothing is applied", async () => {
    const order = await placed();
    await act(otherClerk, order.number, { action: "confirm", expectedStatus: "ordered" });
    const stale = await refusal(act(clerk, order.number, { action: "confirm", expectedStatus: "ordered" }));
    expect(stale).toMatchObject({ code: "changed", status: 409 });
    expect(stale.message).toBe(
      `Order ${order.number} was changed by Farah Khan while you were looking: it is now confirmed. Nothing was applied; look again before acting.`,
    );
    expect((await auditOf(order.number)).map((row) => row.action)).toEqual(["order.confirm"]);
  });

  it("may not be a support agent, who reads, notes and resends e-mails but moves nothing", async () => {
    const order = await placed();
    expect(await staffRefusal(act(support, order.number, { action: "confirm", expectedStatus: "ordered" }))).toMatchObject({ code: "forbidden", status: 403 });
    expect(await staffRefusal(act(support, order.number, { action: "cancel", expectedStatus: "ordered", reason: "Asked by phone" }))).toMatchObject({ status: 403 });
    const note = await services.orderDesk.addNote(support, order.number, "Shopper called about the delivery date.");
    expect(note).toMatchObject({ author: "Sunita Rao", body: "Shopper called about the delivery date." });
    const [confirmation] = await mailsOf(order.number);
    if (!confirmation) throw new Error("the order has no confirmation e-mail");
    await services.orderDesk.resendEmail(support, order.number, confirmation.id);
    const mails = await mailsOf(order.number);
    expect(mails.map((mail) => [mail.kind, mail.subject, mail.orderId])).toEqual([
      [confirmation.kind, confirmation.subject, confirmation.orderId],
      [confirmation.kind, confirmation.subject, confirmation.orderId],
    ]);
    expect((await auditOf(order.number)).map((row) => row.action)).toEqual(["order.note", "order.email_resend"]);
    expect((await services.orderDesk.detail(support, order.number)).order.status).toBe("ordered");
  });

  it("refuses a blank or overlong note and an e-mail of another order", async () => {
    const order = await placed();
    const other = await placed();
    expect(await refusal(services.orderDesk.addNote(support, order.number, "   "))).toMatchObject({ code: "invalid_request" });
    expect(await refusal(services.orderDesk.addNote(support, order.number, "x".repeat(2001)))).toMatchObject({ code: "invalid_request" });
    expect((await services.orderDesk.addNote(support, order.number, "x".repeat(2000))).body).toHaveLength(2000);
    const [otherMail] = await mailsOf(other.number);
    expect(await refusal(services.orderDesk.resendEmail(support, order.number, otherMail?.id ?? 0))).toMatchObject({ code: "not_found" });
    const notes = await shop.handle.db.select({ id: orderNotes.id }).from(orderNotes).innerJoin(orders, eq(orders.id, orderNotes.orderId)).where(eq(orders.number, order.number));
    expect(notes).toHaveLength(1);
  });
});

describe("staff cancel an order", () => {
  it("puts the stock back, voids an unpaid cash-on-delivery payment, records why and tells the shopper", async () => {
    const before = await stockOf(2);
    const order = await placed({ variants: [2] });
    expect(await stockOf(2)).toBe(before - 1);
    const cancelled = await act(clerk, order.number, { action: "cancel", expectedStatus: "ordered", reason: "Shopper asked on the phone" });
    expect(await stockOf(2)).toBe(before);
    expect(cancelled).toMatchObject({ cancelReason: "Shopper asked on the phone", cancelledBy: "Ravi Kumar", nextActions: [], refunds: [] });
    expect(cancelled.order.status).toBe("cancelled");
    expect(cancelled.order.payment.status).toBe("voided");
    expect(cancelled.order.tracking.at(-1)?.message).toBe("Order cancelled");
    const mail = (await mailsOf(order.number)).at(-1);
    expect(mail).toMatchObject({ kind: "order_cancelled", subject: `Your order ${order.number} has been cancelled` });
    expect(mail?.textBody).toContain("Shopper asked on the phone");
    expect(mail?.textBody).toContain("Nothing was charged");
    const [audit] = (await auditOf(order.number)).filter((row) => row.action === "order.cancel");
    expect(audit).toMatchObject({
      before: { status: "ordered", paymentStatus: "pending" },
      after: { status: "cancelled", reason: "Shopper asked on the phone", paymentStatus: "voided", refundId: null },
    });
  });

  it("refunds a prepaid order through the payment gateway once, with a credit note, even when settled again", async () => {
    const order = await placed({ payment: card });
    const cancelled = await act(owner, order.number, { action: "cancel", expectedStatus: "confirmed", reason: "Out of stock at the warehouse" });
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({ amount: order.total, destination: "original", status: "processed", returnId: null, creditNoteNumber: expect.stringMatching(/^CN\/\d{2}-\d{2}\/\d{6}$/) as unknown }),
    ]);
    expect(cancelled.order.payment.status).toBe("refunded");
    const [refund] = cancelled.refunds;
    if (!refund) throw new Error("no refund");
    await services.refunds.settle(refund.id);
    await services.refunds.settlePending({ olderThanMs: 0 });
    // The gateway gave the payment back once, in full.
    const [payment] = await shop.handle.db.select({ reference: payments.providerReference }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(orders.number, order.number));
    const atGateway = await services.gateway.fetchPayment(payment?.reference ?? "");
    expect(atGateway).toMatchObject({ amountRefundedPaise: order.total * 100, status: "refunded" });
    expect((await refundsOf(order.number)).map((row) => row.reference)).toEqual([refund.reference]);
    expect((await mailsOf(order.number)).map((mail) => mail.kind)).toEqual(["order_confirmation", "order_cancelled", "refund_processed"]);
    const cancelMail = (await mailsOf(order.number)).find((mail) => mail.kind === "order_cancelled");
    expect(cancelMail?.textBody).toContain(`We are refunding Rs. ${order.total.toLocaleString("en-IN")} to your card ending 1111.`);
  });

  it("is refused once the order has shipped", async () => {
    const order = await placed();
    await moveTo(order.number, "shipped");
    const refused = await refusal(act(clerk, order.number, { action: "cancel", expectedStatus: "shipped", reason: "Too late" }));
    expect(refused).toMatchObject({ code: "not_allowed", status: 409 });
    expect(refused.message).toContain("has already shipped and can no longer be cancelled");
  });

  it("happens once when two people cancel at the same moment: the stock comes back once and one refund is made", async () => {
    const before = await stockOf(3);
    const order = await placed({ payment: upi, variants: [3] });
    const results = await Promise.allSettled([
      act(clerk, order.number, { action: "cancel", expectedStatus: "confirmed", reason: "Shopper changed their mind" }),
      act(otherClerk, order.number, { action: "cancel", expectedStatus: "confirmed", reason: "Duplicate order" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [lost] = results.filter((result) => result.status === "rejected");
    expect(lost?.reason).toBeInstanceOf(OrderAdminError);
    expect(lost?.reason).toMatchObject({ code: "changed" });
    expect(await stockOf(3)).toBe(before);
    expect(await refundsOf(order.number)).toEqual([expect.objectContaining({ amount: order.total, status: "processed" })]);
    expect((await auditOf(order.number)).filter((row) => row.action === "order.cancel")).toHaveLength(1);
    expect((await mailsOf(order.number)).filter((mail) => mail.kind === "order_cancelled")).toHaveLength(1);
  });

  it("happens or the shipment does, never both, when one ships while another cancels", async () => {
    const before = await stockOf(4);
    const order = await placed({ variants: [4] });
    await moveTo(order.number, "packed");
    const [shipping, cancelling] = await Promise.allSettled([
      act(clerk, order.number, { action: "ship", expectedStatus: "packed", courier: "Blue Dart", trackingNumber: "BD998877" }),
      act(otherClerk, order.number, { action: "cancel", expectedStatus: "packed", reason: "Shopper cancelled by phone" }),
    ]);
    expect([shipping.status, cancelling.status].sort()).toEqual(["fulfilled", "rejected"]);
    const loser: unknown = shipping.status === "rejected" ? shipping.reason : cancelling.status === "rejected" ? cancelling.reason : null;
    expect(loser).toMatchObject({ code: "changed" });
    const detail = await services.orderDesk.detail(clerk, order.number);
    const statuses = detail.order.tracking.map((event) => event.status);
    if (shipping.status === "fulfilled") {
      expect(detail.order.status).toBe("shipped");
      expect(statuses).not.toContain("cancelled");
      expect(await stockOf(4)).toBe(before - 1);
    } else {
      expect(detail.order.status).toBe("cancelled");
      expect(statuses).not.toContain("shipped");
      expect(detail.courier).toBeNull();
      expect(await stockOf(4)).toBe(before);
    }
  });
});

describe("a shopper cancels their own order", () => {
  it("before it ships: the same cancellation, recorded as theirs, refunded to their UPI account", async () => {
    const shopper = await shop.newShopper();
    const mine: Owner = { kind: "user", userId: shopper.id };
    const before = await stockOf(5);
    const order = await placed({ owner: mine, payment: upi, variants: [5] });
    const view = await services.orderChanges.cancel(mine, order.number, shopperContext);
    expect(view.status).toBe("cancelled");
    expect(view.payment.status).toBe("refunded");
    expect(await stockOf(5)).toBe(before);
    const [row] = await shop.handle.db.select({ cancelledBy: orders.cancelledBy, cancelReason: orders.cancelReason }).from(orders).where(eq(orders.number, order.number));
    expect(row).toEqual({ cancelledBy: "customer", cancelReason: "Cancelled by the customer" });
    // The audit trail is staff's (and the gateway payment's): the shopper's own cancellation is on the order, not there.
    expect((await auditOf(order.number)).map((row) => row.action)).toEqual(["payment.confirm"]);
    expect(await refundsOf(order.number)).toEqual([expect.objectContaining({ amount: order.total, status: "processed" })]);
    const mail = (await mailsOf(order.number)).find((each) => each.kind === "order_cancelled");
    expect(mail?.textBody).toContain("As you asked, we have cancelled your order");
    expect(mail?.textBody).toContain("to your UPI account asha@okicici");

    const again = await refusal(services.orderChanges.cancel(mine, order.number, shopperContext));
    expect(again).toMatchObject({ code: "not_allowed", message: "This order has already been cancelled." });
    // Staff looking at the order as it was are told the customer changed it.
    const stale = await refusal(act(clerk, order.number, { action: "pack", expectedStatus: "confirmed" }));
    expect(stale.message).toContain("was changed by the customer while you were looking: it is now cancelled.");
  });

  it("is refused once it has shipped, and for someone else's order", async () => {
    const shopper = await shop.newShopper();
    const mine: Owner = { kind: "user", userId: shopper.id };
    const order = await placed({ owner: mine });
    const stranger: Owner = { kind: "guest", token: randomUUID() };
    expect(await refusal(services.orderChanges.cancel(stranger, order.number, shopperContext))).toMatchObject({ code: "not_found", status: 404 });
    await moveTo(order.number, "shipped");
    expect(await refusal(services.orderChanges.cancel(mine, order.number, shopperContext))).toMatchObject({
      code: "not_allowed",
      message: "This order has already shipped and can no longer be cancelled. You can return it within 7 days of delivery.",
    });
    const [payment] = await shop.handle.db.select({ status: payments.status }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(orders.number, order.number));
    expect(payment?.status).toBe("pending");
  });

  it("and a guest cancels theirs with the cookie that placed it", async () => {
    const guest: Owner = { kind: "guest", token: randomUUID() };
    const order = await placed({ owner: guest });
    const view = await services.orderChanges.cancel(guest, order.number, shopperContext);
    expect(view).toMatchObject({ status: "cancelled", payment: { status: "voided" } });
  });
});
