// Moving orders forward on a real database: the spec's tracking messages in order, skipped steps
// still recorded, never backwards, cash on delivery collected at the door.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestShop, type TestShop } from "../../tests/support/test-shop";
import { orders, payments } from "../db/schema";
import { OrderStatusError, type AdvanceTarget } from "./order-status-service";
import type { Services } from "./services";

let shop: TestShop;
let services: Services;

beforeAll(async () => {
  shop = await openTestShop({ products: 4 });
  services = shop.services;
}, 120_000);

afterAll(async () => {
  await shop.close();
});

/** A guest's order of the catalog's first variant. */
async function placedOrder(payment: { method: "cod" } | { method: "upi"; upiId: string }): Promise<string> {
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
    const number = await placedOrder({ method: "upi", upiId: "asha@okicici" });
    const shipped = await services.orderStatus.advance(number, "shipped", { deliveryType: "Express Delivery" });
    expect(shipped).toMatchObject({ from: "confirmed", to: "shipped" });
    await services.orderStatus.advance(number, "delivered");
    expect(await timeline(number)).toEqual([
      ["ordered", "Order placed successfully"],
      ["confirmed", "Order confirmed and payment received"],
      ["shipped", "Order shipped via Express Delivery"],
      ["delivered", "Order delivered successfully"],
    ]);
    const [row] = await shop.handle.db.select({ status: orders.status }).from(orders).where(eq(orders.number, number));
    expect(row?.status).toBe("delivered");
  });

  it("records every step skipped on the way, and collects cash on delivery at the door", async () => {
    const number = await placedOrder({ method: "cod" });
    const result = await services.orderStatus.advance(number, "delivered");
    expect(result.events.map((event) => event.status)).toEqual(["confirmed", "shipped", "delivered"]);
    expect(await timeline(number)).toEqual([
      ["ordered", "Order placed successfully"],
      ["confirmed", "Order confirmed and payment received"],
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
    for (const target of ["confirmed", "shipped"] satisfies AdvanceTarget[]) {
      const refused = await refusal(services.orderStatus.advance(number, target));
      expect(refused.code).toBe("not_forward");
      expect(refused.message).toContain("already shipped");
    }
    expect((await timeline(number))?.length).toBe(3);
  });

  it("refuses an unknown order number and a cancelled order", async () => {
    expect((await refusal(services.orderStatus.advance("ORD000000000000", "shipped"))).code).toBe("not_found");
    const number = await placedOrder({ method: "cod" });
    await shop.handle.db.update(orders).set({ status: "cancelled" }).where(eq(orders.number, number));
    expect((await refusal(services.orderStatus.advance(number, "delivered"))).code).toBe("cancelled");
  });
});
