// Placing an order in few statements: its view and e-mail are made from what the statement
// wrote, not read back, so these tests check the two agree, and that racing submissions of one
// checkout still make one order (the cart's version and the idempotency key's unique index order
// them).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlaceOrderInput } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import { createTestDatabase } from "../../tests/support/test-database";
import { openTestShop, testShipping, type TestShop } from "../../tests/support/test-shop";
import { emailOutbox, orders } from "../db/schema";
import { newToken } from "../lib/tokens";

let shop: TestShop;
let statements: string[] = [];

beforeAll(async () => {
  const database = await createTestDatabase({ onStatement: (statement) => statements.push(statement) });
  shop = await openTestShop({ products: 12, database });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

function checkout(payment: PlaceOrderInput["payment"], key = randomUUID()): PlaceOrderInput {
  return { shipping: testShipping, payment, deliverySlot: "morning", idempotencyKey: key };
}

async function guestWith(...variantIndexes: number[]): Promise<Owner> {
  const guest: Owner = { kind: "guest", token: newToken() };
  for (const index of variantIndexes) {
    const variant = shop.variants[index];
    if (!variant) throw new Error(`no variant #${index}`);
    await shop.services.cart.addItem(guest, { productId: variant.productId, variantId: variant.id, quantity: 1 });
  }
  return guest;
}

describe("placing an order in few statements", () => {
  it("a signed-in shopper's cash-on-delivery order is two statements: what decides it, then the order written", async () => {
    const asha = await shop.newShopper();
    await shop.placeOrder(asha, [0]);
    const owner: Owner = { kind: "user", userId: asha.id };
    const variant = shop.variants[1];
    if (!variant) throw new Error("no variant #1");
    await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });

    statements = [];
    // Placed from a page, which names the page's language.
    await shop.services.orders.placeOrder(owner, checkout({ method: "cod" }), { language: "en", origin: "http://localhost", clientAddress: "127.0.0.1" });
    // The first statement reads the key, the cart priced, and the PIN code, the warehouses and
    // which of the cart's products need fitting. The second writes the order, its lines, the stock
    // taken, the invoice number, payment, timeline, e-mail and the emptied cart, atomic on its
    // own: no transaction is opened around it.
    expect(statements.filter((statement) => /^(begin|commit)$/i.test(statement.trim()))).toEqual([]);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/idempotency_key/);
    expect(statements[0]).toMatch(/cart_lines/);
    expect(statements[0]).toMatch(/warehouses/);
    expect(statements[1]).toMatch(/\binsert into\b/i);
  });

  it("without a page's language, the shopper's own is read too: three statements", async () => {
    const asha = await shop.newShopper();
    const owner: Owner = { kind: "user", userId: asha.id };
    const variant = shop.variants[7];
    if (!variant) throw new Error("no variant #7");
    await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });

    statements = [];
    await shop.services.orders.placeOrder(owner, checkout({ method: "cod" }));
    expect(statements).toHaveLength(3);
    expect(statements.filter((statement) => /\binsert into\b/i.test(statement))).toHaveLength(1);
  });

  it("what a shopper is shown on placing an order is the order as it is read back, e-mail included", async () => {
    const asha = await shop.newShopper();
    const cod = await shop.placeOrder(asha, [2, 3], { payment: { method: "cod" }, coupon: "WELCOME10" });
    const owner: Owner = { kind: "user", userId: asha.id };
    expect(cod.discount).toBeGreaterThan(0);
    expect(await shop.services.orders.orderForOwner(owner, cod.number)).toEqual(cod);

    const guest = await guestWith(4);
    const { order: awaiting, checkout: toPay } = await shop.services.orders.placeOrder(guest, checkout({ method: "upi", upiId: "asha@okaxis" }));
    expect(awaiting.payment).toMatchObject({ method: "upi", status: "awaiting", upiId: "asha@okaxis" });
    expect(await shop.services.orders.orderForOwner(guest, awaiting.number)).toEqual(awaiting);
    expect(toPay?.gatewayOrderId).toMatch(/\S/);

    const [row] = await shop.handle.db.select({ id: orders.id, invoice: orders.invoiceNumber }).from(orders).where(eq(orders.number, cod.number));
    expect(row?.invoice).toMatch(/^AAN\/\d{2}-\d{2}\/\d{6,}$/);
    const mail = await shop.handle.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, row?.id ?? -1));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.textBody).toContain(cod.number);
    // An order awaiting its payment is e-mailed when paid, and has no invoice number yet.
    const [waiting] = await shop.handle.db.select({ id: orders.id, invoice: orders.invoiceNumber }).from(orders).where(eq(orders.number, awaiting.number));
    expect(waiting?.invoice).toBeNull();
    expect(await shop.handle.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, waiting?.id ?? -1))).toHaveLength(0);
  });

  it("one checkout submitted twice at the same moment makes one order, and both answers name it", async () => {
    const guest = await guestWith(5);
    const input = checkout({ method: "cod" });
    const [first, second] = await Promise.all([shop.services.orders.placeOrder(guest, input), shop.services.orders.placeOrder(guest, input)]);
    expect(first.order.number).toBe(second.order.number);
    expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
    expect(await shop.handle.db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey))).toHaveLength(1);
  });

  it("another shopper sending the same key at the same moment is refused, and the first order stands", async () => {
    const [asha, stranger] = [await guestWith(6), await guestWith(6)];
    const input = checkout({ method: "cod" });
    const results = await Promise.allSettled([shop.services.orders.placeOrder(asha, input), shop.services.orders.placeOrder(stranger, input)]);
    const placed = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const refused = results.flatMap((result): unknown[] => (result.status === "rejected" ? [result.reason] : []));
    expect(placed).toHaveLength(1);
    expect(refused).toEqual([expect.objectContaining({ code: "idempotency_conflict" })]);
    expect(await shop.handle.db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey))).toHaveLength(1);
  });
});
