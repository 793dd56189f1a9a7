// A shopper on the Hindi pages reads the cart, the checkout's summary and their orders with the
// products and variants named in Hindi; staff read the same order in English. What was bought is
// named as it was when bought, in both languages, whatever the catalog says later.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Owner } from "../../app/lib/contracts/owner";
import { openTestShop, testShipping, type TestShop } from "../../tests/support/test-shop";
import { createApp } from "../app";
import { products, productVariants } from "../db/schema";

let shop: TestShop;
let app: ReturnType<typeof createApp>;
const devanagari = /[\u0900-\u097F]/;
const shopperContext = { clientAddress: "198.51.100.4", origin: "https://aangan.example" };

beforeAll(async () => {
  shop = await openTestShop({ products: 4 });
  app = createApp({ services: shop.services, logger: pino({ level: "silent" }), imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")) });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

/** The product and variant names of a variant as the catalog holds them, in both languages. */
async function namesOf(variantId: number) {
  const [row] = await shop.handle.db
    .select({ name: products.name, nameHi: products.nameHi, variantName: productVariants.name, variantNameHi: productVariants.nameHi })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  if (!row?.nameHi || !row.variantNameHi) throw new Error("the seed gave this variant no Hindi names");
  return { ...row, nameHi: row.nameHi, variantNameHi: row.variantNameHi };
}

function guest(): Owner {
  return { kind: "guest", token: randomUUID() };
}

describe("the cart and orders in Hindi", () => {
  it("a shopper's cart names its products and variants in Hindi on a Hindi page, and in English on an English one", async () => {
    const owner = guest();
    const variant = shop.variantAt(0);
    const names = await namesOf(variant.id);
    const added = await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 }, "hi");
    expect(added.items[0]?.product.name).toBe(names.nameHi);
    expect(added.items[0]?.variant.name).toBe(names.variantNameHi);
    const english = await shop.services.cart.getCart(owner);
    expect(english.items[0]?.product.name).toBe(names.name);
    expect(english.items[0]?.variant.name).toBe(names.variantName);
    // Only the names differ: prices and totals are the same cart.
    const hindi = await shop.services.cart.getCart(owner, "hi");
    expect({ ...hindi, items: [] }).toEqual({ ...english, items: [] });
    expect(hindi.items[0]?.price).toBe(english.items[0]?.price);
  });

  it("a product without Hindi names shows its English ones in a Hindi cart", async () => {
    const owner = guest();
    const variant = shop.variantAt(1);
    const names = await namesOf(variant.id);
    await shop.handle.db.update(productVariants).set({ nameHi: null }).where(eq(productVariants.id, variant.id));
    await shop.handle.db.update(products).set({ nameHi: null, descriptionHi: null }).where(eq(products.id, variant.productId));
    try {
      const cart = await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 }, "hi");
      expect(cart.items[0]?.product.name).toBe(names.name);
      expect(cart.items[0]?.variant.name).toBe(names.variantName);
    } finally {
      await shop.handle.db.update(productVariants).set({ nameHi: names.variantNameHi }).where(eq(productVariants.id, variant.id));
      await shop.handle.db.update(products).set({ nameHi: names.nameHi }).where(eq(products.id, variant.productId));
    }
  });

  it("the cart API answers in the language asked for, and refuses an unknown one before changing anything", async () => {
    const variant = shop.variantAt(2);
    const names = await namesOf(variant.id);
    const added = await app.request("/api/db/cart/items?lang=hi", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
      body: JSON.stringify({ product_id: variant.productId, variant_id: variant.id, quantity: 1 }),
    });
    expect(added.status).toBe(200);
    const cookie = added.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const body = (await added.json()) as { data: { cart: { items: { product: { name: string }; variant: { name: string } }[] } } };
    expect(body.data.cart.items[0]?.product.name).toBe(names.nameHi);
    const inHindi = await app.request("/api/db/cart", { headers: { Cookie: cookie, "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" } });
    expect(((await inHindi.json()) as typeof body).data.cart.items[0]?.variant.name).toBe(names.variantNameHi);

    const refused = await app.request("/api/db/cart/items?lang=fr", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", Cookie: cookie },
      body: JSON.stringify({ product_id: variant.productId, variant_id: variant.id, quantity: 1 }),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("Invalid query: lang must be one of en, hi.");
    const after = await app.request("/api/db/cart", { headers: { Cookie: cookie } });
    const cart = ((await after.json()) as { data: { cart: { items: { quantity: number; product: { name: string } }[] } } }).data.cart;
    expect(cart.items.map((item) => item.quantity)).toEqual([1]);
    expect(cart.items[0]?.product.name).toBe(names.name);
  });

  it("an order placed in Hindi names its lines in Hindi for its shopper, in English for staff, and keeps both when the catalog changes", async () => {
    const owner = guest();
    const variant = shop.variantAt(3);
    const names = await namesOf(variant.id);
    await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 }, "hi");
    const { order } = await shop.services.orders.placeOrder(
      owner,
      { shipping: testShipping, payment: { method: "cod" }, deliverySlot: "morning", emi: null, idempotencyKey: randomUUID() },
      { ...shopperContext, language: "hi" },
    );
    // What the placing answers with is in the order's language.
    expect(order.items[0]?.name).toBe(names.nameHi);

    // Renamed after it was bought: the order keeps the names it was bought under.
    await shop.handle.db.update(products).set({ name: "Renamed Sofa", nameHi: "नया नाम" }).where(eq(products.id, variant.productId));
    try {
      const hindi = await shop.services.orders.orderForOwner(owner, order.number, "hi");
      expect(hindi?.items[0]).toMatchObject({ name: names.nameHi, variantName: names.variantNameHi });
      const english = await shop.services.orders.orderForOwner(owner, order.number, "en");
      expect(english?.items[0]).toMatchObject({ name: names.name, variantName: names.variantName });
      const tracked = await shop.services.orders.trackOrder(order.number, testShipping.email, undefined, "hi");
      expect(tracked?.items[0]?.name).toMatch(devanagari);
      const staff = await shop.services.staff.addFromCommandLine({
        email: `meera.${randomUUID().slice(0, 6)}@aangan.example`,
        name: "Meera Iyer",
        role: "owner",
        password: "a long staff password",
      });
      const detail = await shop.services.orderDesk.detail({ staff, clientAddress: "203.0.113.7" }, order.number);
      expect(detail.order.items[0]?.name).toBe(names.name);
    } finally {
      await shop.handle.db.update(products).set({ name: names.name, nameHi: names.nameHi }).where(eq(products.id, variant.productId));
    }
  });
});
