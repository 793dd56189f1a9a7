import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { productVariants } from "../db/schema";
import { createServices } from "../services/services";

interface CartBody {
  data: {
    cart: {
      items: { id: number; product: { id: number; name: string; primary_image: { url: string } | null }; variant: { id: number }; price: number; quantity: number; max_quantity: number }[];
      subtotal: number;
      discount: number;
      shipping: number;
      total: number;
      item_count: number;
      coupon: { code: string; percent: number } | null;
    };
  };
}
interface ErrorBody {
  error: { code: string; message: string };
}

describe("a shopper's cart through the spec's cart API", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let plenty: { id: number; productId: number; price: number };
  let cheap: { id: number; productId: number; price: number };
  let fewLeft: { id: number; productId: number; stock: number };
  let soldOut: { id: number; productId: number };

  beforeAll(async () => {
    database = await createTestDatabase({ template: seededTemplate({ products: 120 }) });
    app = createApp({
      services: createServices(database),
      logger: pino({ level: "silent" }),
      imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
    });
    const variant = async (where: ReturnType<typeof and>, order = asc(productVariants.id)) => {
      const [row] = await database.db.select().from(productVariants).where(where).orderBy(order).limit(1);
      if (!row) throw new Error("the seed has no such variant");
      return row;
    };
    plenty = await variant(and(gt(productVariants.stock, 20), gt(productVariants.price, 1000)));
    cheap = await variant(and(gt(productVariants.stock, 20), lte(productVariants.price, 3000)), asc(productVariants.price));
    fewLeft = await variant(and(gt(productVariants.stock, 0), lte(productVariants.stock, 3)));
    soldOut = await variant(eq(productVariants.stock, 0));
  });

  afterAll(async () => {
    await database.close();
  });

  /** A browser of one shopper: keeps the cart cookie between calls, as a browser would. */
  function shopper() {
    let cookie = "";
    return async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await app.request(`http://store.test/api/db${url}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          "X-Requested-With": "XMLHttpRequest",
          ...(cookie ? { Cookie: cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      const setCookie = response.headers.get("set-cookie");
      if (setCookie) cookie = setCookie.split(";")[0] ?? "";
      return { status: response.status, body: (await response.json()) as unknown, setCookie };
    };
  }

  it("adds an item to a new cart, with an httpOnly cookie, and answers the cart with server prices", async () => {
    const call = shopper();
    const added = await call("POST", "/cart/items", { product_id: plenty.productId, variant_id: plenty.id, quantity: 2, price: 1 });
    expect(added.status).toBe(200);
    expect(added.setCookie).toMatch(/cart_token=.+HttpOnly/i);
    expect(added.setCookie).toMatch(/SameSite=Lax/i);
    const { cart } = (added.body as CartBody).data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ product: { id: plenty.productId }, variant: { id: plenty.id }, price: plenty.price, quantity: 2, max_quantity: 10 });
    expect(cart.items[0]?.product.primary_image?.url).toMatch(/^\/images\/p\/.+-320\.webp$/);
    expect(cart.subtotal).toBe(2 * plenty.price);
    expect(cart.item_count).toBe(2);
    const count = await call("GET", "/cart/count");
    expect(count.body).toEqual({ data: { count: 2 } });
  });

  it("raises the quantity when the same item is added again, and refuses to pass ten", async () => {
    const call = shopper();
    await call("POST", "/cart/items", { product_id: plenty.productId, variant_id: plenty.id, quantity: 4 });
    const again = await call("POST", "/cart/items", { product_id: plenty.productId, variant_id: plenty.id, quantity: 6 });
    expect((again.body as CartBody).data.cart.items[0]?.quantity).toBe(10);
    const tooMany = await call("POST", "/cart/items", { product_id: plenty.productId, variant_id: plenty.id, quantity: 1 });
    expect(tooMany.status).toBe(422);
    expect((tooMany.body as ErrorBody).error.code).toBe("invalid_quantity");
    const cart = await call("GET", "/cart");
    expect((cart.body as CartBody).data.cart.items[0]?.quantity).toBe(10);
  });

  it("cannot add more than are left, nor an item that is sold out", async () => {
    const call = shopper();
    const over = await call("POST", "/cart/items", { product_id: fewLeft.productId, variant_id: fewLeft.id, quantity: fewLeft.stock + 1 });
    expect(over.status).toBe(422);
    const gone = await call("POST", "/cart/items", { product_id: soldOut.productId, variant_id: soldOut.id, quantity: 1 });
    expect(gone.status).toBe(409);
    expect(gone.body).toEqual({ error: { code: "out_of_stock", message: "This item is out of stock." } });
  });

  it("changes and removes a line, and cannot touch another shopper's line", async () => {
    const asha = shopper();
    const ravi = shopper();
    const added = await asha("POST", "/cart/items", { product_id: plenty.productId, variant_id: plenty.id, quantity: 1 });
    const lineId = (added.body as CartBody).data.cart.items[0]!.id;
    expect((await ravi("PUT", `/cart/items/${lineId}`, { quantity: 3 })).status).toBe(404);
    expect((await ravi("DELETE", `/cart/items/${lineId}`)).status).toBe(404);
    const updated = await asha("PUT", `/cart/items/${lineId}`, { quantity: 3 });
    expect((updated.body as CartBody).data.cart.item_count).toBe(3);
    expect((await asha("PUT", `/cart/items/${lineId}`, { quantity: 0 })).status).toBe(422);
    expect((await asha("PUT", `/cart/items/${lineId}`, { quantity: 11 })).status).toBe(422);
    const removed = await asha("DELETE", `/cart/items/${lineId}`);
    expect((removed.body as CartBody).data.cart.items).toEqual([]);
    expect((await asha("DELETE", "/cart/items/999999")).status).toBe(404);
    expect((await asha("PUT", "/cart/items/abc", { quantity: 1 })).status).toBe(404);
  });

  it("a shopper applies welcome10 and sees 10% off the subtotal", async () => {
    const call = shopper();
    await call("POST", "/cart/items", { product_id: plenty.productId, variant_id: plenty.id, quantity: 1 });
    const applied = await call("POST", "/cart/coupon", { code: "welcome10" });
    const { cart } = (applied.body as CartBody).data;
    expect(cart.coupon).toEqual({ code: "WELCOME10", percent: 10, amount_off: null });
    expect(cart.discount).toBe(Math.round(plenty.price * 0.1));
    expect(cart.total).toBe(cart.subtotal - cart.discount + cart.shipping);
    const invalid = await call("POST", "/cart/coupon", { code: "FREESOFA" });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({ error: { code: "invalid_coupon", message: "Invalid promo code" } });
    const removed = await call("DELETE", "/cart/coupon");
    expect((removed.body as CartBody).data.cart).toMatchObject({ coupon: null, discount: 0 });
  });

  it("pays a delivery fee at ₹ 999 or less and nothing above", async () => {
    const call = shopper();
    const small = await call("POST", "/cart/items", { product_id: cheap.productId, variant_id: cheap.id, quantity: 1 });
    const cart = (small.body as CartBody).data.cart;
    expect(cart.shipping).toBe(cheap.price > 999 ? 0 : 99);
    const big = await call("POST", "/cart/items", { product_id: plenty.productId, variant_id: plenty.id, quantity: 1 });
    expect((big.body as CartBody).data.cart.shipping).toBe(0);
  });

  it("empties the cart", async () => {
    const call = shopper();
    await call("POST", "/cart/items", { product_id: plenty.productId, quantity: 1 });
    const cleared = await call("DELETE", "/cart");
    expect((cleared.body as CartBody).data.cart).toMatchObject({ items: [], total: 0, item_count: 0 });
  });

  it("answers bad requests with 4xx and the API's error shape, changing nothing", async () => {
    const call = shopper();
    expect((await call("POST", "/cart/items", { product_id: 99_999_999, quantity: 1 })).status).toBe(404);
    expect((await call("POST", "/cart/items", "{not json")).status).toBe(400);
    expect((await call("POST", "/cart/items", { product_id: "1", quantity: 1 })).status).toBe(422);
    expect((await call("POST", "/cart/items", { product_id: plenty.productId, quantity: -3 })).status).toBe(422);
    expect((await call("POST", "/cart/items", { product_id: plenty.productId, quantity: 1 }, { "Content-Type": "text/plain" })).status).toBe(415);
    const huge = await call("POST", "/cart/coupon", { code: "x".repeat(20_000) }, { "Content-Length": "20020" });
    expect(huge.status).toBe(413);
    const cart = await call("GET", "/cart");
    expect((cart.body as CartBody).data.cart.items).toEqual([]);
    const [{ negative } = { negative: 1 }] = await database.db
      .select({ negative: sql<number>`count(*)`.mapWith(Number) })
      .from(productVariants)
      .where(sql`${productVariants.stock} < 0`);
    expect(negative).toBe(0);
  });

  it("refuses a variant of another product, a huge quantity and a forged promo code", async () => {
    const call = shopper();
    const foreign = [cheap, fewLeft, soldOut].find((variant) => variant.productId !== plenty.productId);
    if (!foreign) throw new Error("the seed gave every chosen variant to one product");
    const otherVariant = await call("POST", "/cart/items", { product_id: plenty.productId, variant_id: foreign.id, quantity: 1 });
    expect(otherVariant.status).toBe(404);
    expect((await call("POST", "/cart/items", { product_id: plenty.productId, quantity: 1_000_000 })).status).toBe(422);
    expect((await call("POST", "/cart/items", { product_id: plenty.productId, quantity: 11 })).status).toBe(422);
    expect((await call("POST", "/cart/items", { product_id: plenty.productId, quantity: 1.5 })).status).toBe(422);
    const forged = await call("POST", "/cart/coupon", { code: "WELCOME100" });
    expect(forged.status).toBe(422);
    expect(forged.body).toEqual({ error: { code: "invalid_coupon", message: "Invalid promo code" } });
    const cart = await call("GET", "/cart");
    expect((cart.body as CartBody).data.cart.items).toEqual([]);
    expect((cart.body as CartBody).data.cart.coupon).toBeNull();
  });

  // A change from another site (CSRF): server/api/attacks.db.test.ts, for every endpoint.
});
