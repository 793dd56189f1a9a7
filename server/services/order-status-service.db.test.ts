// Moving orders forward on a real database: the spec's tracking messages in order, skipped steps
// still recorded, never backwards, cash on delivery collected at the door, the shopper e-mailed
// (unless they turned order updates off), and development's automatic progression, which never
// moves an order twice however many processes run it.
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderStatusError } from "../../app/lib/contracts/orders";
import { openTestShop, type TestPayment, type TestShop } from "../../tests/support/test-shop";
import { auditLog, emailOutbox, orders, payments } from "../db/schema";
import { type AdvanceTarget } from "./order-status-service";
import { createServices, type Services } from "./services";

let shop: TestShop;
let services: Services;

beforeAll(async () => {
  shop = await openTestShop({ products: 4 });
  services = shop.services;
}, 120_000);

afterAll(async () => {
  await shop.close();
});

/** Paid by UPI in the gateway's window at once, as the shopper approves it in their UPI app. */
const paidByUpi: TestPayment = { method: "upi", upiId: "asha@okicici", paidInWindow: true };

/** A guest's order of the catalog's first variant. */
async function placedOrder(payment: TestPayment): Promise<string> {
  return (await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0], { payment })).number;
}

async function refusal(work: Promise<unknown>): Promise<OrderStatusError> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof OrderStatusError)) throw new Error(`expected an OrderStatusError, got ${String(error)}`);
  return error;
}

async function timeline(number: string) {
  const [view] = await services.orders.ordersByNumber([number]);
  return view?.tracking.map((event) => [event.status, event.message]);
}

describe("the person running the store moves an order forward", () => {
  it("ships a paid order and delivers it, with the spec's tracking messages", async () => {
    const number = await placedOrder(paidByUpi);
    const shipped = await services.orderStatus.advance(number, "shipped", { deliveryType: "Express Delivery" });
    expect(shipped).toMatchObject({ from: "confirmed", to: "shipped" });
    await services.orderStatus.advance(number, "delivered");
    expect(await timeline(number)).toEqual([
      ["ordered", "Order placed successfully"],
      ["confirmed", "Order confirmed and payment received"],
      ["packed", "Order packed and ready to ship"],
      ["shipped", "Order shipped via Express Delivery"],
      ["delivered", "Order delivered successfully"],
    ]);
    const [row] = await shop.handle.db
      .select({ status: orders.status, deliveredAt: orders.deliveredAt, courier: orders.courier })
      .from(orders)
      .where(eq(orders.number, number));
    expect(row?.status).toBe("delivered");
    // The delivery's date starts the return window; --via names a way of delivery, not a courier.
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    expect(row?.courier).toBeNull();
  });

  it("records every step skipped on the way, and collects cash on delivery at the door", async () => {
    const number = await placedOrder({ method: "cod" });
    const result = await services.orderStatus.advance(number, "delivered");
    expect(result.events.map((event) => event.status)).toEqual(["confirmed", "packed", "shipped", "delivered"]);
    expect(await timeline(number)).toEqual([
      ["ordered", "Order placed successfully"],
      ["confirmed", "Order confirmed and payment received"],
      ["packed", "Order packed and ready to ship"],
      ["shipped", "Order shipped via Standard Delivery"],
      ["delivered", "Order delivered successfully"],
    ]);
    const [payment] = await shop.handle.db
      .select({ status: payments.status })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.number, number));
    expect(payment?.status).toBe("captured");
  });

  it("never moves an order backwards or to where it already is", async () => {
    const number = await placedOrder({ method: "cod" });
    await services.orderStatus.advance(number, "shipped");
    for (const target of ["confirmed", "packed", "shipped"] satisfies AdvanceTarget[]) {
      const refused = await refusal(services.orderStatus.advance(number, target));
      expect(refused.code).toBe("not_forward");
      expect(refused.message).toContain("already shipped");
    }
    expect((await timeline(number))?.length).toBe(4);
  });

  it("writes each move to the audit trail as the command line's, before and after", async () => {
    const number = await placedOrder({ method: "cod" });
    await services.orderStatus.advance(number, "packed");
    const rows = await shop.handle.db
      .select({ actor: auditLog.actor, staffId: auditLog.staffId, action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, number)));
    expect(rows).toEqual([{ actor: "command line", staffId: null, action: "order.pack", before: { status: "ordered" }, after: { status: "packed" } }]);
  });

  it("refuses an unknown order number and a cancelled order", async () => {
    expect((await refusal(services.orderStatus.advance("ORD000000000000", "shipped"))).code).toBe("not_found");
    const number = await placedOrder({ method: "cod" });
    await shop.handle.db.update(orders).set({ status: "cancelled" }).where(eq(orders.number, number));
    expect((await refusal(services.orderStatus.advance(number, "delivered"))).code).toBe("cancelled");
  });

  it("cannot confirm an order that still awaits its payment in the gateway's window: only the payment confirms it", async () => {
    const number = await placedOrder({ method: "card" });
    const refused = await refusal(services.orderStatus.advance(number, "confirmed"));
    expect(refused).toMatchObject({ code: "awaiting_payment", status: 409 });
    expect(await timeline(number)).toEqual([["ordered", "Order placed successfully"]]);
  });
});

/** The order-status e-mails written for an address, oldest first. */
async function statusMails(address: string) {
  const rows = await shop.handle.db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, textBody: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, "order_status")))
    .orderBy(asc(emailOutbox.id));
  return rows;
}

/** Makes an order's last step (or placement) look `seconds` older, as if time had passed. */
async function age(number: string, seconds: number): Promise<void> {
  const interval = sql`make_interval(secs => ${seconds})`;
  await shop.handle.db.execute(sql`update orders set created_at = created_at - ${interval} where number = ${number}`);
  await shop.handle.db.execute(
    sql`update order_tracking_events set created_at = created_at - ${interval} where order_id = (select id from orders where number = ${number})`,
  );
}

describe("e-mails when an order moves on", () => {
  it("tells the shopper when the order is confirmed, shipped and delivered, through the outbox", async () => {
    const email = `mover.${randomUUID().slice(0, 8)}@example.in`;
    const number = (await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0], { shipping: { email } })).number;
    await services.orderStatus.advance(number, "confirmed");
    await services.orderStatus.advance(number, "shipped", { deliveryType: "Express Delivery" });
    await services.orderStatus.advance(number, "delivered");
    const mails = await statusMails(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your order ${number} has been confirmed`,
      `Your order ${number} has shipped`,
      `Your order ${number} has been delivered`,
    ]);
    expect(mails[1]?.textBody).toContain("Status: Order shipped via Express Delivery");
    expect(mails[2]?.textBody).toContain("Hello Asha,");
  });

  it("sends nothing when the warehouse packs an order, and files every e-mail under its order", async () => {
    const email = `packer.${randomUUID().slice(0, 8)}@example.in`;
    const number = (await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0], { shipping: { email } })).number;
    await services.orderStatus.advance(number, "confirmed");
    await services.orderStatus.advance(number, "packed");
    expect((await statusMails(email)).map((mail) => mail.subject)).toEqual([`Your order ${number} has been confirmed`]);
    const [order] = await shop.handle.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    const filed = await shop.handle.db.select({ kind: emailOutbox.kind, orderId: emailOutbox.orderId }).from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(filed).toEqual([
      { kind: "order_confirmation", orderId: order?.id },
      { kind: "order_status", orderId: order?.id },
    ]);
  });

  it("sends one e-mail for where the order is now when steps are skipped", async () => {
    const email = `skipper.${randomUUID().slice(0, 8)}@example.in`;
    const number = (await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0], { shipping: { email } })).number;
    await services.orderStatus.advance(number, "delivered");
    expect((await statusMails(email)).map((mail) => mail.subject)).toEqual([`Your order ${number} has been delivered`]);
  });

  it("sends none to a shopper who turned order update e-mails off, and does to one who left them on", async () => {
    const quiet = await shop.newShopper();
    const keen = await shop.newShopper({ firstName: "Ravi" });
    await services.account.updateNotificationSettings(quiet.id, {
      email: { orderUpdates: false, promotions: false, newsletter: false },
      push: { orderUpdates: true, promotions: false },
    });
    for (const shopper of [quiet, keen]) {
      const number = (await shop.placeOrder(shopper, [0], { shipping: { email: shopper.email } })).number;
      await services.orderStatus.advance(number, "shipped");
    }
    expect(await statusMails(quiet.email)).toEqual([]);
    const [mail] = await statusMails(keen.email);
    expect(mail?.textBody).toContain("You can turn off order update e-mails under Settings in your profile.");
  });
});

describe("orders moving on by themselves (ORDER_AUTO_ADVANCE_SECONDS)", () => {
  it("moves an order one step each time its last step is old enough, with the spec's messages, then stops", async () => {
    const number = await placedOrder({ method: "cod" });
    // Just placed: not yet due.
    expect((await services.orderStatus.advanceDue(60)).map((moved) => moved.number)).not.toContain(number);
    for (const expected of ["confirmed", "packed", "shipped", "delivered"]) {
      await age(number, 61);
      const moved = (await services.orderStatus.advanceDue(60)).filter((result) => result.number === number);
      expect(moved.map((result) => result.to)).toEqual([expected]);
      // Right after a step, the order waits again.
      expect((await services.orderStatus.advanceDue(60)).map((result) => result.number)).not.toContain(number);
    }
    await age(number, 61);
    expect((await services.orderStatus.advanceDue(60)).map((result) => result.number)).not.toContain(number);
    expect(await timeline(number)).toEqual([
      ["ordered", "Order placed successfully"],
      ["confirmed", "Order confirmed and payment received"],
      ["packed", "Order packed and ready to ship"],
      ["shipped", "Order shipped via Standard Delivery"],
      ["delivered", "Order delivered successfully"],
    ]);
  });

  it("leaves an order awaiting its payment alone however old it is", async () => {
    const number = await placedOrder({ method: "card" });
    await age(number, 61);
    expect((await services.orderStatus.advanceDue(60)).map((result) => result.number)).not.toContain(number);
  });

  it("leaves cancelled orders alone", async () => {
    const number = await placedOrder({ method: "cod" });
    await shop.handle.db.update(orders).set({ status: "cancelled" }).where(eq(orders.number, number));
    await age(number, 61);
    expect((await services.orderStatus.advanceDue(60)).map((result) => result.number)).not.toContain(number);
  });

  it("never moves an order twice when several server processes look at the same moment", async () => {
    const numbers: string[] = [];
    for (let index = 0; index < 6; index++) numbers.push(await placedOrder(paidByUpi));
    for (const number of numbers) await age(number, 61);
    // Three "processes": services of their own on the same database, looking at once.
    const others = [createServices(shop.handle), createServices(shop.handle), createServices(shop.handle)];
    const moves = (await Promise.all(others.map((other) => other.orderStatus.advanceDue(60)))).flat();
    for (const number of numbers) {
      expect(moves.filter((result) => result.number === number).map((result) => result.to)).toEqual(["packed"]);
      expect(await timeline(number)).toEqual([
        ["ordered", "Order placed successfully"],
        ["confirmed", "Order confirmed and payment received"],
        ["packed", "Order packed and ready to ship"],
      ]);
    }
  });
});
