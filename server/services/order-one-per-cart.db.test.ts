// One cart gives one order. Two submissions of the same cart with different Idempotency-Keys (two
// tabs, a client retrying with a new key) race to place it: exactly one becomes an order, the
// other is told the cart is empty, and only the order's payment is charged.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderError, type OrderPayment } from "../../app/lib/contracts/orders";
import { openTestShop, ownerOf, testShipping, type TestShop } from "../../tests/support/test-shop";
import { orders } from "../db/schema";
import { createTestPaymentProvider } from "../payments/test-payment-provider";

let shop: TestShop;
const provider = createTestPaymentProvider();
const visa: OrderPayment = { method: "card", cardNumber: "4111111111111111", cardExpiry: "12/30", cardCvv: "123" };

beforeAll(async () => {
  shop = await openTestShop({ products: 12, services: { paymentProvider: provider } });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

describe("two submissions of one cart with different keys", () => {
  it.each([1, 2, 3, 4, 5])("make one order and one charge (race %i)", async () => {
    const owner = ownerOf(await shop.newShopper());
    for (const index of [0, 4]) {
      const variant = shop.variantAt(index);
      await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });
    }
    const keys: string[] = [randomUUID(), randomUUID()];
    const outcomes = await Promise.allSettled(
      keys.map((idempotencyKey) =>
        shop.services.orders.placeOrder(owner, { shipping: testShipping, payment: visa, deliverySlot: "morning", idempotencyKey }),
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
    const charges = provider.ledgerEntries().filter((entry) => keys.includes(entry.orderReference));
    expect(charges.filter((entry) => entry.status === "authorized" || entry.status === "captured")).toHaveLength(1);
    expect(charges.filter((entry) => entry.status === "voided")).toHaveLength(1);
  });
});
