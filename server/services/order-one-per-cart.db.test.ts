// One cart gives one order. Two submissions of the same cart with different Idempotency-Keys (two
// tabs, a client retrying with a new key) race to place it: exactly one becomes an order, the
// other is told the cart is empty, and only that order is paid (in the gateway's window).
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderError, type OrderPayment } from "../../app/lib/contracts/orders";
import { openTestShop, ownerOf, testShipping, type TestShop } from "../../tests/support/test-shop";
import { orders, payments } from "../db/schema";

let shop: TestShop;
const card: OrderPayment = { method: "card" };

beforeAll(async () => {
  shop = await openTestShop({ products: 12 });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

describe("two submissions of one cart with different keys", () => {
  it.each([1, 2, 3, 4, 5])("make one order, and the shopper pays that one once (race %i)", async () => {
    const owner = ownerOf(await shop.newShopper());
    for (const index of [0, 4]) {
      const variant = shop.variantAt(index);
      await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });
    }
    const keys: string[] = [randomUUID(), randomUUID()];
    const outcomes = await Promise.allSettled(
      keys.map((idempotencyKey) =>
        shop.services.orders.placeOrder(owner, { shipping: testShipping, payment: card, deliverySlot: "morning", idempotencyKey }),
      ),
    );

    const placed = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value.order] : []));
    const refused = outcomes.flatMap((outcome): unknown[] => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(OrderError);
    expect(refused[0]).toMatchObject({ code: "empty_cart" });

    const user = owner.kind === "user" ? owner.userId : 0;
    const [row] = await shop.handle.db.select({ n: count() }).from(orders).where(eq(orders.userId, user));
    expect(row?.n).toBe(1);
    // The order awaits its payment; the shopper pays it in the gateway's window, and nothing else is charged.
    const [order] = placed;
    if (!order) throw new Error("no order was placed");
    expect(order).toMatchObject({ status: "ordered", payment: { method: "card", status: "awaiting" } });
    expect(await shop.payByCard(owner, order)).toMatchObject({ status: "confirmed", payment: { status: "captured" } });
    const charges = await shop.handle.db
      .select({ status: payments.status })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.userId, user));
    expect(charges).toEqual([{ status: "captured" }]);
  });
});
