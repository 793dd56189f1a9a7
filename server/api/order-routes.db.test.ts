// Placing orders through the JSON API on a real database: the Idempotency-Key rule, the shared
// checkout validation, the delivery rules of the PIN code, saved addresses and cards of the
// signed-in shopper only, refusals with the API's error shape, and card orders paid in the
// payment gateway's window (decision 029): the store answers what to open the gateway with, the
// card goes to the built-in test gateway's own endpoint, and the store is told the signed report.
// An API client that sends a card's details to the store is refused, and nothing of them is kept.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { checkoutMessages } from "../../app/lib/forms/checkout-schema";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import { installWriteAudit, type WriteAudit } from "../../tests/support/write-audit";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { emailOutbox, orders, productVariants } from "../db/schema";
import { testGatewayCredentials } from "../payments/test-gateway-credentials";
import { queryRows } from "../services/catalog-sql";
import { createServices } from "../services/services";

interface OrderView {
  number: string;
  status: string;
  total: number;
  subtotal: number;
  email: string;
  shipping: { firstName: string; city: string; pincode: string };
  payment: { method: string; status: string; cardBrand: string | null; cardLast4: string | null };
  delivery: { promisedFrom: string | null; promisedTo: string | null; slot: string | null };
  buyerGstin: string | null;
}
interface Checkout {
  gateway: string;
  scriptUrl: string;
  keyId: string;
  gatewayOrderId: string;
  amountPaise: number;
  currency: string;
  orderNumber: string;
}
interface OrderBody {
  data: { order: OrderView; checkout?: Checkout };
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
/** A card order as an API client places it: the method only; the card goes to the gateway. */
const byCard = { method: "card" };
/** A card as the shopper types it into the gateway's window (its checkout script's fields). */
const visa = { number: "4111111111111111", expiry_month: 8, expiry_year: 2031, cvv: "4321", name: "ROHAN IYER" };
/** Kept only when our fitters assemble the order; always sent, so every order below may be placed. */
const deliverySlot = "morning";

const paidAnswer = z.object({
  status: z.literal("paid"),
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});

describe("placing an order through the API", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  let services: ReturnType<typeof createServices>;
  let audit: WriteAudit;
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
    audit = await installWriteAudit(database.db, { ignoreTables: ["rate_limit_buckets"] });
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

  /**
   * The shopper's browser pays at the test gateway's own endpoint, as its checkout script does
   * (the store's API is not involved): the gateway's answer, signed when it is paid.
   */
  async function payAtGateway(target: { keyId: string; gatewayOrderId: string; amountPaise: number }, payment: Record<string, unknown>) {
    const response = await app.request("http://store.test/test-gateway/v1/payments", {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-test-gateway-key": target.keyId },
      body: JSON.stringify({ order_id: target.gatewayOrderId, amount: target.amountPaise, currency: "INR", ...payment }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as unknown;
  }

  /** The signed report of a payment the gateway took; the test fails here when it did not take it. */
  function reportOf(answer: unknown) {
    const { status: _status, ...report } = paidAnswer.parse(answer);
    return report;
  }

  async function stockOf(variantId: number): Promise<number> {
    const [row] = await database.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
    return row?.stock ?? Number.NaN;
  }

  async function orderCount(): Promise<number> {
    const [row] = await database.db.select({ orders: count() }).from(orders);
    return row?.orders ?? 0;
  }

  /** The tables (of every table in the database) holding a row whose text contains `needle`. */
  async function tablesContaining(needle: string): Promise<string[]> {
    const tables = z
      .array(z.object({ tablename: z.string() }))
      .parse(await queryRows(database.db, sql`select tablename from pg_tables where schemaname = 'public' order by tablename`))
      .map((row) => row.tablename);
    const found: string[] = [];
    for (const table of tables) {
      const [row] = z
        .array(z.object({ found: z.coerce.number() }))
        .parse(await queryRows(database.db, sql`select count(*) as found from ${sql.identifier(table)} as t where t::text like ${`%${needle}%`}`));
      if ((row?.found ?? 0) > 0) found.push(table);
    }
    return found;
  }

  /** The logs so far, without request ids and timings (random digits that may hold any number by chance). */
  function logsSoFar(): string {
    return logLines.join("").replace(/"(reqId|time|pid|ms)":("[^"]*"|[\d.]+)/g, "");
  }

  it("a shopper places a card order, retries it safely, pays it in the gateway's window and reads it back; nobody else can", async () => {
    const call = await shopperWithCart();
    const key = "checkout-0001-aaaa-bbbb";
    // Whatever the client claims a price to be, the server prices the cart itself.
    const tampered = { shipping, payment: { ...byCard, amount: 1 }, deliverySlot, total: 1, subtotal: 1, items: [{ price: 1 }] };
    const placed = await call("POST", "/orders", tampered, { "Idempotency-Key": key });
    expect(placed.status).toBe(201);
    const { order, checkout } = (placed.body as OrderBody).data;
    expect(order.subtotal).toBe(variant.price * 2);
    // The order waits for its payment: nothing of a card yet, no invoice number, no e-mail.
    expect(order).toMatchObject({ status: "ordered", payment: { method: "card", status: "awaiting", cardLast4: null } });
    expect(checkout).toMatchObject({
      gateway: "test-gateway",
      scriptUrl: "/test-gateway/checkout.js",
      keyId: testGatewayCredentials.keyId,
      amountPaise: order.total * 100,
      currency: "INR",
      orderNumber: order.number,
    });
    if (!checkout) throw new Error("a card order comes with its checkout");
    const [unpaid] = await database.db.select({ id: orders.id, invoiceNumber: orders.invoiceNumber }).from(orders).where(eq(orders.number, order.number));
    expect(unpaid?.invoiceNumber).toBeNull();
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, unpaid?.id ?? 0))).toEqual([]);

    const retried = await call("POST", "/orders", tampered, { "Idempotency-Key": key });
    expect(retried.status).toBe(200);
    expect((retried.body as OrderBody).data.order.number).toBe(order.number);
    expect((retried.body as OrderBody).data.checkout?.gatewayOrderId).toBe(checkout.gatewayOrderId);

    const changed = await call("POST", "/orders", { shipping, payment: { method: "upi", upiId: "rohan@okaxis" }, deliverySlot }, { "Idempotency-Key": key });
    expect(changed.status).toBe(422);
    expect((changed.body as ErrorBody).error.code).toBe("idempotency_conflict");

    // The card goes from the browser to the gateway; the store is told only the signed report.
    const report = reportOf(await payAtGateway(checkout, { method: "card", card: visa }));
    const forged = await call("POST", `/orders/${order.number}/payment`, { ...report, razorpay_signature: "0".repeat(64) });
    expect(forged.status).toBe(400);
    expect((forged.body as ErrorBody).error.code).toBe("signature_invalid");
    const paid = await call("POST", `/orders/${order.number}/payment`, report);
    expect(paid.status).toBe(200);
    expect((paid.body as OrderBody).data.order).toMatchObject({
      number: order.number,
      status: "confirmed",
      payment: { method: "card", status: "captured", cardBrand: "visa", cardLast4: "1111" },
    });
    const [confirmed] = await database.db.select({ invoiceNumber: orders.invoiceNumber }).from(orders).where(eq(orders.number, order.number));
    expect(confirmed?.invoiceNumber).toEqual(expect.any(String));
    expect(await database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.orderId, unpaid?.id ?? 0))).toHaveLength(1);

    const read = await call("GET", `/orders/${order.number}`);
    expect(read.status).toBe(200);
    expect((read.body as OrderBody).data.order.payment).toMatchObject({ status: "captured", cardLast4: "1111" });
    expect((await shopper()("GET", `/orders/${order.number}`)).status).toBe(404);
    expect((await shopper()("GET", `/orders/${order.number}/checkout`)).status).toBe(404);
    expect((await call("GET", "/orders/ORD' or 1=1 --")).status).toBe(404);

    // The cart is empty now: a second checkout has nothing to order.
    const again = await call("POST", "/orders", { shipping, payment: byCard, deliverySlot }, { "Idempotency-Key": "checkout-0002-aaaa-bbbb" });
    expect(again.status).toBe(409);
    expect((again.body as ErrorBody).error.code).toBe("empty_cart");
  });

  it("a UPI or netbanking order is placed awaiting its payment in the gateway's window, a UPI ID only kept to show back", async () => {
    for (const [index, payment] of [{ method: "upi", upiId: "rohan@okaxis" }, { method: "upi" }, { method: "netbanking" }].entries()) {
      const call = await shopperWithCart();
      const placed = await call("POST", "/orders", { shipping, payment, deliverySlot }, { "Idempotency-Key": `checkout-window-000${index}-aaaa` });
      expect(placed.status, JSON.stringify(payment)).toBe(201);
      const { order, checkout } = (placed.body as OrderBody).data;
      expect(order.payment).toMatchObject({ method: payment.method, status: "awaiting", upiId: payment.upiId ?? null });
      expect(checkout).toMatchObject({ gateway: "test-gateway", amountPaise: order.total * 100, orderNumber: order.number });
    }
  });

  // The defect this guards against: the old API took a card's number and CVV and charged them
  // itself. Now the store refuses them before anything is read, written or logged.
  it("an API client that sends a card's number, expiry or CVV is refused with 422: no order, no stock taken, nothing of the card kept or logged", async () => {
    const call = await shopperWithCart();
    const number = "5555 5555 5555 4444";
    const cvv = "8642";
    const stockBefore = await stockOf(variant.id);
    const ordersBefore = await orderCount();
    const mark = await audit.mark();
    const payments: Record<string, unknown>[] = [
      // The old API's card payment, whole.
      { method: "card", cardNumber: number, cardExpiry: "08/31", cardCvv: cvv, cardHolder: "ROHAN IYER" },
      // Any one of the card's details, whatever method is named beside it.
      { method: "card", cardNumber: number.replace(/ /g, "") },
      { method: "upi", upiId: "rohan@okaxis", cardNumber: number },
      { method: "cod", cardExpiry: "08/31" },
      // A saved card's CVV too: it is typed in the gateway's window.
      { method: "card", savedCardId: 1, cardCvv: cvv },
    ];
    for (const [index, payment] of payments.entries()) {
      const answer = await call("POST", "/orders", { shipping, payment, deliverySlot }, { "Idempotency-Key": `checkout-card-details-000${index}` });
      expect(answer.status, JSON.stringify(payment)).toBe(422);
      const detail = ["cardNumber", "cardExpiry", "cardCvv"].find((key) => key in payment);
      expect(answer.body).toEqual({ error: { code: "invalid_request", message: `payment.${detail}: ${checkoutMessages.cardDetailsRefused}` } });
      expect(JSON.stringify(answer.body)).not.toContain("4444");
    }
    expect(await audit.writesSince(mark)).toEqual([]);
    expect(await orderCount()).toBe(ordersBefore);
    expect(await stockOf(variant.id)).toBe(stockBefore);
    const cart = await call("GET", "/cart");
    expect((cart.body as { data: { cart: { item_count: number } } }).data.cart.item_count).toBe(2);
    // Nothing of the card anywhere the store keeps or writes things.
    expect(await tablesContaining("5555555555554444")).toEqual([]);
    expect(await tablesContaining(number)).toEqual([]);
    const logs = logsSoFar();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toMatch(/5555\s?5555\s?5555\s?4444/);
    expect(logs).not.toContain(cvv);
  });

  it("answers every bad order with the API's error shape and a 4xx, and writes nothing", async () => {
    const call = await shopperWithCart();
    const key = { "Idempotency-Key": "checkout-bad-input-0001" };
    const cases: { body: unknown; headers?: Record<string, string>; status: number; message?: RegExp }[] = [
      { body: { shipping, payment: byCard }, headers: {}, status: 400 },
      { body: { shipping, payment: byCard }, headers: { "Idempotency-Key": "short" }, status: 400 },
      { body: "{not json", status: 400 },
      { body: { shipping: { ...shipping, phone: "12345" }, payment: byCard }, status: 422, message: /^shipping\.phone: Please enter a valid 10-digit phone number$/ },
      { body: { shipping: { ...shipping, pincode: "" }, payment: byCard }, status: 422, message: /PIN code is required/ },
      { body: { shipping: { ...shipping, state: "XX" }, payment: byCard }, status: 422 },
      { body: { shipping, payment: { method: "upi", upiId: "no-at-sign" } }, status: 422, message: /^payment\.upiId: Please enter a valid UPI ID$/ },
      { body: { shipping, payment: { method: "bitcoin" } }, status: 422, message: /^payment: Please choose a payment method$/ },
      { body: { shipping, payment: { method: "card", savedCardId: 0 } }, status: 422, message: /^payment\.savedCardId: Please choose one of your saved cards$/ },
      { body: { shipping: { ...shipping, firstName: "x".repeat(5000) }, payment: byCard }, status: 422 },
      { body: [], status: 422 },
      { body: { shipping, payment: byCard, deliverySlot: "noon" }, status: 422, message: /^deliverySlot: Please choose a delivery slot$/ },
      {
        body: { shipping, payment: byCard, deliverySlot, buyerGstin: "27AAPFU0939F1ZA" },
        status: 422,
        message: /^buyerGstin: This GSTIN is not valid: please check it for typing mistakes$/,
      },
      { body: { shipping: { ...shipping, pincode: "999999" }, payment: byCard, deliverySlot }, status: 422, message: /^We could not find this PIN code$/ },
      {
        body: { shipping: { ...shipping, pincode: "400050" }, payment: byCard, deliverySlot },
        status: 422,
        message: /^This PIN code is in Maharashtra, not West Bengal\. Please check the PIN code or the state\.$/,
      },
      {
        body: { shipping, payment: { method: "cod" }, deliverySlot },
        status: 422,
        message: /^Cash on delivery is available for orders up to ₹ 1,000\. Please pay this order by card or UPI\.$/,
      },
      { body: { shipping, payment: { method: "card", savedCardId: 1 }, deliverySlot }, status: 401 },
      { body: { shipping: { savedAddressId: 1 }, payment: byCard, deliverySlot }, status: 401 },
    ];
    const mark = await audit.mark();
    for (const [index, example] of cases.entries()) {
      const headers = example.headers ?? { "Idempotency-Key": `${key["Idempotency-Key"]}-${index}` };
      const answer = await call("POST", "/orders", example.body, headers);
      expect(answer.status, JSON.stringify(example.body).slice(0, 80)).toBe(example.status);
      const error = (answer.body as ErrorBody).error;
      expect(error.code).toEqual(expect.any(String));
      if (example.message) expect(error.message).toMatch(example.message);
    }
    expect(await audit.writesSince(mark)).toEqual([]);
    const cart = await call("GET", "/cart");
    expect((cart.body as { data: { cart: { item_count: number } } }).data.cart.item_count).toBe(2);
  });

  it("a signed-in shopper orders to a saved address with a saved card and pays with its token in the gateway's window; another's ids get a clear 4xx and write nothing", async () => {
    async function signedIn(email: string) {
      const user = await services.auth.register({ firstName: "Meera", lastName: "Nair", mobile: "9000000001", email, password: "correct horse battery" });
      const { token } = await services.auth.signIn({ email, password: "correct horse battery" }, { clientAddress: "203.0.113.9" });
      return { user, token };
    }
    const meera = await signedIn("meera@example.in");
    const arjun = await signedIn("arjun@example.in");
    const home = await services.addresses.create(meera.user.id, { ...shipping, firstName: "Meera", apartment: "", pincode: "560001", state: "KA", city: "Bengaluru" });
    const arjunHome = await services.addresses.create(arjun.user.id, { ...shipping, firstName: "Arjun", apartment: "" });

    // Profile → Add New Card: the one-rupee check, paid at the gateway with "save".
    const meeraCalls = shopper(meera.token);
    const started = await meeraCalls("POST", "/saved-cards/checks");
    expect(started.status).toBe(201);
    const { check } = (started.body as { data: { check: Checkout & { customerId: string } } }).data;
    const checked = reportOf(await payAtGateway(check, { method: "card", card: { ...visa, cvv: "999", name: "MEERA NAIR" }, save: 1, customer_id: check.customerId }));
    const saved = await meeraCalls("POST", "/saved-cards/checks/report", checked);
    expect(saved.status).toBe(201);
    const savedCard = (saved.body as { data: { card: { id: number; last4: string } } }).data.card;
    expect(savedCard.last4).toBe("1111");

    const call = await shopperWithCart(meera.token);
    const placed = await call(
      "POST",
      "/orders",
      { shipping: { savedAddressId: home.id }, payment: { method: "card", savedCardId: savedCard.id }, deliverySlot: "evening", buyerGstin: "29AAGCB7383J1Z4" },
      { "Idempotency-Key": "checkout-saved-0001-aaaa" },
    );
    expect(placed.status).toBe(201);
    const { order, checkout } = (placed.body as OrderBody).data;
    expect(order.email).toBe("meera@example.in");
    expect(order.shipping).toMatchObject({ firstName: "Meera", city: "Bengaluru", pincode: "560001" });
    expect(order.payment).toMatchObject({ method: "card", status: "awaiting", cardLast4: null });
    expect(order.delivery.promisedFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.buyerGstin).toBe("29AAGCB7383J1Z4");
    if (!checkout) throw new Error("a saved card's order comes with its checkout");

    // The Pay page hands the gateway the card's token; the CVV is typed there, never sent to the store.
    const { customerId, cards } = await services.savedCards.paymentProfile(meera.user);
    const token = cards.find((card) => card.id === savedCard.id)?.tokenId;
    const report = reportOf(await payAtGateway(checkout, { method: "card", token, cvv: "999", customer_id: customerId }));
    const paid = await call("POST", `/orders/${order.number}/payment`, report);
    expect(paid.status).toBe(200);
    expect((paid.body as OrderBody).data.order).toMatchObject({ status: "confirmed", payment: { method: "card", cardLast4: "1111" } });

    const thief = await shopperWithCart(arjun.token);
    const refusals: [unknown, number, string][] = [
      [{ shipping: { savedAddressId: home.id }, payment: byCard, deliverySlot }, 404, "saved_address_not_found"],
      [{ shipping: { savedAddressId: arjunHome.id }, payment: { method: "card", savedCardId: savedCard.id }, deliverySlot }, 404, "saved_card_not_found"],
      [{ shipping: { savedAddressId: arjunHome.id }, payment: { method: "card", savedCardId: "1" }, deliverySlot }, 422, "invalid_request"],
      [{ shipping: { savedAddressId: arjunHome.id }, payment: { method: "card", savedCardId: savedCard.id, cardCvv: "999" }, deliverySlot }, 422, "invalid_request"],
    ];
    const mark = await audit.mark();
    for (const [index, [body, status, code]] of refusals.entries()) {
      const answer = await thief("POST", "/orders", body, { "Idempotency-Key": `checkout-thief-000${index}-aaaa` });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect((answer.body as ErrorBody).error.code).toBe(code);
    }
    expect(await audit.writesSince(mark)).toEqual([]);
    const cart = await thief("GET", "/cart");
    expect((cart.body as { data: { cart: { item_count: number } } }).data.cart.item_count).toBe(2);
    expect(await services.orders.ordersOfUser(arjun.user.id)).toEqual([]);
  });

  it("is described in the OpenAPI document with its saved ids, slot, GSTIN, delivery promise and the gateway's checkout", async () => {
    const response = await app.request("http://store.test/api/docs");
    const document = JSON.stringify(await response.json());
    for (const name of ["savedAddressId", "savedCardId", "deliverySlot", "buyerGstin", "promisedFrom", "cod_not_available", "gatewayOrderId", "amountPaise"]) {
      expect(document).toContain(name);
    }
  });

  it("never writes the card number or CVV to the logs or the database when the card is paid at the test gateway the store serves", async () => {
    const call = await shopperWithCart();
    const placed = await call("POST", "/orders", { shipping, payment: byCard, deliverySlot }, { "Idempotency-Key": "checkout-logs-00000001" });
    expect(placed.status).toBe(201);
    const { order, checkout } = (placed.body as OrderBody).data;
    if (!checkout) throw new Error("a card order comes with its checkout");
    const mastercard = { number: "5555555555554444", expiry_month: 8, expiry_year: 2031, cvv: "8642", name: "ROHAN IYER" };
    const paid = await call("POST", `/orders/${order.number}/payment`, reportOf(await payAtGateway(checkout, { method: "card", card: mastercard })));
    expect((paid.body as OrderBody).data.order.payment).toMatchObject({ status: "captured", cardBrand: "mastercard", cardLast4: "4444" });
    const logs = logsSoFar();
    expect(logs).toContain("/test-gateway/v1/payments");
    expect(logs).not.toMatch(/5555\s?5555\s?5555\s?4444/);
    expect(logs).not.toContain("8642");
    expect(await tablesContaining("5555555555554444")).toEqual([]);
  });
});
