// Placing orders through the JSON API on a real database: the Idempotency-Key rule, the shared
// checkout validation, the delivery rules of the PIN code, saved addresses and cards of the
// signed-in shopper only, refusals with the API's error shape, and card data in neither the
// database nor the logs.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { and, asc, gt } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { productVariants } from "../db/schema";
import { createServices } from "../services/services";

interface OrderBody {
  data: {
    order: {
      number: string;
      total: number;
      subtotal: number;
      email: string;
      shipping: { firstName: string; city: string; pincode: string };
      payment: { method: string; cardLast4: string | null };
      delivery: { promisedFrom: string | null; promisedTo: string | null; slot: string | null };
      buyerGstin: string | null;
    };
  };
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
/** Kept only when our fitters assemble the order; always sent, so every order below may be placed. */
const deliverySlot = "morning";

describe("placing an order through the API", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let services: ReturnType<typeof createServices>;
  const logLines: string[] = [];
  let variant: { id: number; productId: number; price: number };

  beforeAll(async () => {
    database = await createTestDatabase({ template: seededTemplate({ india: ["700016", "400050", "560001"], products: 24 }) });
    // A low cap for cash on delivery, so a two-item cart is above it.
    services = createServices(database, { codMaxRupees: 1000 });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    app = createApp({
      services,
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

  /** One shopper's browser: keeps the cart cookie between calls; a signed-in one sends their bearer token. */
  function shopper(token?: string) {
    let cookie = "";
    return async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await app.request(`http://store.test/api/db${url}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          "X-Requested-With": "XMLHttpRequest",
          ...(cookie ? { Cookie: cookie } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      const setCookie = response.headers.get("set-cookie");
      if (setCookie) cookie = setCookie.split(";")[0] ?? "";
      return { status: response.status, body: (await response.json()) as unknown };
    };
  }

  async function shopperWithCart(token?: string) {
    const call = shopper(token);
    const added = await call("POST", "/cart/items", { product_id: variant.productId, variant_id: variant.id, quantity: 2 });
    expect(added.status).toBe(200);
    return call;
  }

  it("a shopper places a card order, retries it safely, and reads it back; nobody else can", async () => {
    const call = await shopperWithCart();
    const key = "checkout-0001-aaaa-bbbb";
    // Whatever the client claims a price to be, the server prices the cart itself.
    const tampered = { shipping, payment: card, deliverySlot, total: 1, subtotal: 1, items: [{ price: 1 }] };
    const placed = await call("POST", "/orders", tampered, { "Idempotency-Key": key });
    expect(placed.status).toBe(201);
    const order = (placed.body as OrderBody).data.order;
    expect(order.subtotal).toBe(variant.price * 2);
    expect(order.payment).toMatchObject({ method: "card", cardLast4: "1111" });

    const retried = await call("POST", "/orders", tampered, { "Idempotency-Key": key });
    expect(retried.status).toBe(200);
    expect((retried.body as OrderBody).data.order.number).toBe(order.number);

    const changed = await call("POST", "/orders", { shipping, payment: { method: "upi", upiId: "rohan@okaxis" }, deliverySlot }, { "Idempotency-Key": key });
    expect(changed.status).toBe(422);
    expect((changed.body as ErrorBody).error.code).toBe("idempotency_conflict");

    expect((await call("GET", `/orders/${order.number}`)).status).toBe(200);
    expect((await shopper()("GET", `/orders/${order.number}`)).status).toBe(404);
    expect((await call("GET", "/orders/ORD' or 1=1 --")).status).toBe(404);

    // The cart is empty now: a second checkout has nothing to order.
    const again = await call("POST", "/orders", { shipping, payment: card, deliverySlot }, { "Idempotency-Key": "checkout-0002-aaaa-bbbb" });
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
      { body: { shipping, payment: { ...card, cardNumber: "4000 0000 0000 0002" }, deliverySlot }, status: 402, message: /declined/ },
      { body: { shipping, payment: { ...card, cardExpiry: "01/20" }, deliverySlot }, status: 402, message: /expired/ },
      { body: { shipping, payment: card, deliverySlot: "noon" }, status: 422, message: /^deliverySlot: Please choose a delivery slot$/ },
      {
        body: { shipping, payment: card, deliverySlot, buyerGstin: "27AAPFU0939F1ZA" },
        status: 422,
        message: /^buyerGstin: This GSTIN is not valid: please check it for typing mistakes$/,
      },
      { body: { shipping: { ...shipping, pincode: "999999" }, payment: card, deliverySlot }, status: 422, message: /^We could not find this PIN code$/ },
      {
        body: { shipping: { ...shipping, pincode: "400050" }, payment: card, deliverySlot },
        status: 422,
        message: /^This PIN code is in Maharashtra, not West Bengal\. Please check the PIN code or the state\.$/,
      },
      {
        body: { shipping, payment: { method: "cod" }, deliverySlot },
        status: 422,
        message: /^Cash on delivery is available for orders up to ₹ 1,000\. Please pay this order by card or UPI\.$/,
      },
      { body: { shipping, payment: { method: "card", savedCardId: 1, cardCvv: "123" }, deliverySlot }, status: 401 },
      { body: { shipping: { savedAddressId: 1 }, payment: card, deliverySlot }, status: 401 },
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

  it("a signed-in shopper orders to a saved address with a saved card; another's ids get a clear 422 and write nothing", async () => {
    async function signedIn(email: string) {
      const user = await services.auth.register({ firstName: "Meera", lastName: "Nair", mobile: "9000000001", email, password: "correct horse battery" });
      const { token } = await services.auth.signIn({ email, password: "correct horse battery" }, { clientAddress: "203.0.113.9" });
      return { user, token };
    }
    const meera = await signedIn("meera@example.in");
    const arjun = await signedIn("arjun@example.in");
    const home = await services.addresses.create(meera.user.id, { ...shipping, firstName: "Meera", apartment: "", pincode: "560001", state: "KA", city: "Bengaluru" });
    const visa = await services.savedCards.add(meera.user.id, { cardNumber: "4111111111111111", expiryMonth: 8, expiryYear: 2031, cardCvv: "999", cardHolder: "MEERA NAIR" });
    const arjunHome = await services.addresses.create(arjun.user.id, { ...shipping, firstName: "Arjun", apartment: "" });

    const call = await shopperWithCart(meera.token);
    const placed = await call(
      "POST",
      "/orders",
      { shipping: { savedAddressId: home.id }, payment: { method: "card", savedCardId: visa.id, cardCvv: "999" }, deliverySlot: "evening", buyerGstin: "29AAGCB7383J1Z4" },
      { "Idempotency-Key": "checkout-saved-0001-aaaa" },
    );
    expect(placed.status).toBe(201);
    const order = (placed.body as OrderBody).data.order;
    expect(order.email).toBe("meera@example.in");
    expect(order.shipping).toMatchObject({ firstName: "Meera", city: "Bengaluru", pincode: "560001" });
    expect(order.payment).toMatchObject({ method: "card", cardLast4: "1111" });
    expect(order.delivery.promisedFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.buyerGstin).toBe("29AAGCB7383J1Z4");

    const thief = await shopperWithCart(arjun.token);
    const refusals: [unknown, number, string][] = [
      [{ shipping: { savedAddressId: home.id }, payment: card, deliverySlot }, 404, "saved_address_not_found"],
      [{ shipping: { savedAddressId: arjunHome.id }, payment: { method: "card", savedCardId: visa.id, cardCvv: "999" }, deliverySlot }, 404, "saved_card_not_found"],
      [{ shipping: { savedAddressId: arjunHome.id }, payment: { method: "card", savedCardId: "1" }, deliverySlot }, 422, "invalid_request"],
    ];
    for (const [index, [body, status, code]] of refusals.entries()) {
      const answer = await thief("POST", "/orders", body, { "Idempotency-Key": `checkout-thief-000${index}-aaaa` });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect((answer.body as ErrorBody).error.code).toBe(code);
    }
    const cart = await thief("GET", "/cart");
    expect((cart.body as { data: { cart: { item_count: number } } }).data.cart.item_count).toBe(2);
    expect(await services.orders.ordersOfUser(arjun.user.id)).toEqual([]);
  });

  it("is described in the OpenAPI document with its saved ids, slot, GSTIN and delivery promise", async () => {
    const response = await app.request("http://store.test/api/docs");
    const document = JSON.stringify(await response.json());
    for (const name of ["savedAddressId", "savedCardId", "deliverySlot", "buyerGstin", "promisedFrom", "cod_not_available"]) {
      expect(document).toContain(name);
    }
  });

  it("never writes the card number or CVV to the logs", async () => {
    const call = await shopperWithCart();
    const placed = await call("POST", "/orders", { shipping, payment: { ...card, cardNumber: "5555 5555 5555 4444", cardCvv: "8642" }, deliverySlot }, {
      "Idempotency-Key": "checkout-logs-00000001",
    });
    expect(placed.status).toBe(201);
    // Request ids and timings are random digits that may contain the CVV by chance; what must never
    // appear is a logged value that came from the request.
    const logs = logLines.join("").replace(/"(reqId|time|pid|ms)":("[^"]*"|[\d.]+)/g, "");
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toMatch(/5555\s?5555\s?5555\s?4444/);
    expect(logs).not.toContain("8642");
  });
});
