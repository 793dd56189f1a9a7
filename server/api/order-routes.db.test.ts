// Placing orders through the JSON API on a real database: the Idempotency-Key rule, the shared
// checkout validation, refusals with the API's error shape, and card data in neither the
// database nor the logs.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { and, asc, gt } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { productVariants } from "../db/schema";
import { seedCatalog } from "../db/seed/seed-catalog";
import { createServices } from "../services/services";

interface OrderBody {
  data: { order: { number: string; total: number; subtotal: number; payment: { method: string; cardLast4: string | null } } };
}
interface ErrorBody {
  error: { code: string; message: string };
}

const shipping = {
  firstName: "Rohan",
  lastName: "Iyer",
  email: "rohan@example.in",
  phone: "9123456780",
  address: "7 Park Street",
  city: "Kolkata",
  state: "WB",
  pincode: "700016",
};
const card = { method: "card", cardNumber: "4111 1111 1111 1111", cardExpiry: "08/31", cardCvv: "4321" };

describe("placing an order through the API", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const logLines: string[] = [];
  let variant: { id: number; productId: number; price: number };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalog(database.db, { products: 24 });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    app = createApp({
      services: createServices(database),
      logger: pino({ level: "trace" }, sink),
      imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
    });
    const [row] = await database.db
      .select()
      .from(productVariants)
      .where(and(gt(productVariants.stock, 20), gt(productVariants.price, 2000)))
      .orderBy(asc(productVariants.id))
      .limit(1);
    if (!row) throw new Error("the seed has no variant in stock");
    variant = row;
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  /** One shopper's browser: keeps the cart cookie between calls. */
  function shopper() {
    let cookie = "";
    return async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await app.request(`http://store.test/api/db${url}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          "X-Requested-With": "XMLHttpRequest",
          ...(cookie ? { Cookie: cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      const setCookie = response.headers.get("set-cookie");
      if (setCookie) cookie = setCookie.split(";")[0] ?? "";
      return { status: response.status, body: (await response.json()) as unknown };
    };
  }

  async function shopperWithCart() {
    const call = shopper();
    const added = await call("POST", "/cart/items", { product_id: variant.productId, variant_id: variant.id, quantity: 2 });
    expect(added.status).toBe(200);
    return call;
  }

  it("a shopper places a card order, retries it safely, and reads it back; nobody else can", async () => {
    const call = await shopperWithCart();
    const key = "checkout-0001-aaaa-bbbb";
    // Whatever the client claims a price to be, the server prices the cart itself.
    const tampered = { shipping, payment: card, total: 1, subtotal: 1, items: [{ price: 1 }] };
    const placed = await call("POST", "/orders", tampered, { "Idempotency-Key": key });
    expect(placed.status).toBe(201);
    const order = (placed.body as OrderBody).data.order;
    expect(order.subtotal).toBe(variant.price * 2);
    expect(order.payment).toMatchObject({ method: "card", cardLast4: "1111" });

    const retried = await call("POST", "/orders", tampered, { "Idempotency-Key": key });
    expect(retried.status).toBe(200);
    expect((retried.body as OrderBody).data.order.number).toBe(order.number);

    const changed = await call("POST", "/orders", { shipping, payment: { method: "cod" } }, { "Idempotency-Key": key });
    expect(changed.status).toBe(422);
    expect((changed.body as ErrorBody).error.code).toBe("idempotency_conflict");

    expect((await call("GET", `/orders/${order.number}`)).status).toBe(200);
    expect((await shopper()("GET", `/orders/${order.number}`)).status).toBe(404);
    expect((await call("GET", "/orders/ORD' or 1=1 --")).status).toBe(404);

    // The cart is empty now: a second checkout has nothing to order.
    const again = await call("POST", "/orders", { shipping, payment: card }, { "Idempotency-Key": "checkout-0002-aaaa-bbbb" });
    expect(again.status).toBe(409);
    expect((again.body as ErrorBody).error.code).toBe("empty_cart");
  });

  it("answers every bad order with the API's error shape and a 4xx, and writes nothing", async () => {
    const call = await shopperWithCart();
    const key = { "Idempotency-Key": "checkout-bad-input-0001" };
    const cases: { body: unknown; headers?: Record<string, string>; status: number; message?: RegExp }[] = [
      { body: { shipping, payment: card }, headers: {}, status: 400 },
      { body: { shipping, payment: card }, headers: { "Idempotency-Key": "short" }, status: 400 },
      { body: "{not json", status: 400 },
      { body: { shipping: { ...shipping, phone: "12345" }, payment: card }, status: 422, message: /^shipping\.phone: Please enter a valid 10-digit phone number$/ },
      { body: { shipping: { ...shipping, pincode: "" }, payment: card }, status: 422, message: /PIN code is required/ },
      { body: { shipping: { ...shipping, state: "XX" }, payment: card }, status: 422 },
      { body: { shipping, payment: { ...card, cardNumber: "4111" } }, status: 422, message: /Please enter a valid 16-digit card number/ },
      { body: { shipping, payment: { ...card, cardExpiry: "13/30" } }, status: 422, message: /Please enter a valid date \(MM\/YY\)/ },
      { body: { shipping, payment: { method: "upi", upiId: "no-at-sign" } }, status: 422, message: /Please enter a valid UPI ID/ },
      { body: { shipping, payment: { method: "bitcoin" } }, status: 422 },
      { body: { shipping: { ...shipping, firstName: "x".repeat(5000) }, payment: card }, status: 422 },
      { body: [], status: 422 },
      { body: { shipping, payment: { ...card, cardNumber: "4000 0000 0000 0002" } }, status: 402, message: /declined/ },
      { body: { shipping, payment: { ...card, cardExpiry: "01/20" } }, status: 402, message: /expired/ },
    ];
    for (const [index, example] of cases.entries()) {
      const headers = example.headers ?? { "Idempotency-Key": `${key["Idempotency-Key"]}-${index}` };
      const answer = await call("POST", "/orders", example.body, headers);
      expect(answer.status, JSON.stringify(example.body).slice(0, 80)).toBe(example.status);
      const error = (answer.body as ErrorBody).error;
      expect(error.code).toEqual(expect.any(String));
      if (example.message) expect(error.message).toMatch(example.message);
    }
    const cart = await call("GET", "/cart");
    expect((cart.body as { data: { cart: { item_count: number } } }).data.cart.item_count).toBe(2);
  });

  it("never writes the card number or CVV to the logs", async () => {
    const call = await shopperWithCart();
    const placed = await call("POST", "/orders", { shipping, payment: { ...card, cardNumber: "5555 5555 5555 4444", cardCvv: "8642" } }, {
      "Idempotency-Key": "checkout-logs-00000001",
    });
    expect(placed.status).toBe(201);
    const logs = logLines.join("");
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toMatch(/5555\s?5555\s?5555\s?4444/);
    expect(logs).not.toContain("8642");
  });
});
