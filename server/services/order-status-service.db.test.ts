// Moving orders forward on a real database: the spec's tracking messages in order, skipped steps
// still recorded, never backwards, cash on delivery collected at the door.
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedIndiaPincodes } from "../../tests/support/india-data";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DatabaseHandle } from "../db/client";
import { orders, payments, productVariants } from "../db/schema";
import { seedCatalog } from "../db/seed/seed-catalog";
import { OrderStatusError, type AdvanceTarget } from "./order-status-service";
import { createServices, type Services } from "./services";

let handle: DatabaseHandle;
let services: Services;
let variant: { id: number; productId: number };

const shipping = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  phone: "9876543210",
  address: "12 MG Road",
  apartment: "",
  city: "Bengaluru",
  state: "KA",
  pincode: "560001",
};

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalog(handle.db, { products: 4 });
  await seedIndiaPincodes(handle.db, ["560001"]);
  services = createServices(handle);
  const [row] = await handle.db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .orderBy(asc(productVariants.id))
    .limit(1);
  if (!row) throw new Error("the seed has no variants");
  variant = row;
  await handle.db.execute(sql`update product_variants set stock = 1000`);
}, 120_000);

afterAll(async () => {
  await handle.close();
});

async function placedOrder(payment: { method: "cod" } | { method: "upi"; upiId: string }): Promise<string> {
  const owner = { kind: "guest", token: randomUUID() } as const;
  await services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });
  const { order } = await services.orders.placeOrder(owner, { shipping, payment, deliverySlot: "morning", idempotencyKey: randomUUID() });
  return order.number;
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
    const [row] = await handle.db.select({ status: orders.status }).from(orders).where(eq(orders.number, number));
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
    const [payment] = await handle.db
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
    await handle.db.update(orders).set({ status: "cancelled" }).where(eq(orders.number, number));
    expect((await refusal(services.orderStatus.advance(number, "delivered"))).code).toBe("cancelled");
  });
});
