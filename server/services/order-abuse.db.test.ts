// Limits on what costs the store without paying it: guest cash-on-delivery orders (stock held, an
// e-mail sent to any address typed) and order lookups (guessing orders); and order numbers that
// tell nothing of each other.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestContext } from "../../app/lib/contracts/auth";
import { OrderError, type OrderPayment } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import { openTestShop, ownerOf, testShipping, type TestShop } from "../../tests/support/test-shop";
import { newToken } from "../lib/tokens";

let shop: TestShop;

beforeAll(async () => {
  shop = await openTestShop({ products: 12 });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

const cod: OrderPayment = { method: "cod" };
const upi: OrderPayment = { method: "upi", upiId: "asha@okicici" };

async function order(owner: Owner, email: string, payment: OrderPayment, context: RequestContext) {
  const variant = shop.variantAt(1);
  await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });
  return shop.services.orders.placeOrder(
    owner,
    { shipping: { ...testShipping, email }, payment, deliverySlot: "morning", idempotencyKey: randomUUID() },
    { ...context, origin: "http://store.test" },
  );
}

const guest = (): Owner => ({ kind: "guest", token: newToken() });
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe("guest orders paid on delivery", () => {
  it("are three a day to one e-mail and five an hour from one address; signed-in shoppers and prepaid orders are not limited", async () => {
    const here = { clientAddress: "198.51.100.40" };
    for (let placed = 1; placed <= 3; placed++) await order(guest(), "victim@example.in", cod, here);
    const toVictim = await refusal(order(guest(), "VICTIM@example.in", cod, { clientAddress: "203.0.113.5" }));
    expect(toVictim).toBeInstanceOf(OrderError);
    expect(toVictim).toMatchObject({ code: "rate_limited", status: 429 });
    expect((toVictim as OrderError).retryAfterSeconds).toBeGreaterThan(23 * 60 * 60);

    await order(guest(), "one@example.in", cod, here);
    await order(guest(), "two@example.in", cod, here);
    expect(await refusal(order(guest(), "three@example.in", cod, here))).toMatchObject({ code: "rate_limited" });

    // Paid online (in the gateway's window, before anything is sent), or by an account: not limited.
    await expect(order(guest(), "three@example.in", upi, here)).resolves.toMatchObject({ replayed: false });
    const shopper = ownerOf(await shop.newShopper());
    await expect(order(shopper, "three@example.in", cod, here)).resolves.toMatchObject({ replayed: false });
  });
});

describe("order lookups", () => {
  it("are thirty a quarter of an hour from one address, then refused with when to try again; another address is not", async () => {
    const placed = (await order(guest(), "lookup@example.in", upi, { clientAddress: "198.51.100.60" })).order;
    const here = { clientAddress: "198.51.100.61" };
    for (let lookup = 1; lookup <= 30; lookup++) {
      await shop.services.orders.trackOrder(`ORD${100_000_000_000 + lookup}`, "lookup@example.in", here);
    }
    const limited = await refusal(shop.services.orders.trackOrder(placed.number, "lookup@example.in", here));
    expect(limited).toMatchObject({ code: "rate_limited", status: 429 });
    expect((limited as OrderError).retryAfterSeconds).toBeGreaterThan(0);
    await expect(shop.services.orders.trackOrder(placed.number, "lookup@example.in", { clientAddress: "192.0.2.9" })).resolves.toMatchObject({
      number: placed.number,
    });
  });
});

describe("order numbers", () => {
  it("are ORD and twelve digits, none a neighbour of another", async () => {
    const numbers: string[] = [];
    for (let placed = 0; placed < 10; placed++) {
      numbers.push((await order(guest(), `n${placed}@example.in`, upi, { clientAddress: `192.0.2.${placed + 20}` })).order.number);
    }
    for (const number of numbers) expect(number).toMatch(/^ORD[1-9]\d{11}$/);
    const values = numbers.map((number) => Number(number.slice(3))).sort((a, b) => a - b);
    expect(new Set(values).size).toBe(values.length);
    for (let index = 1; index < values.length; index++) expect((values[index] ?? 0) - (values[index - 1] ?? 0)).toBeGreaterThan(1_000);
  });
});
