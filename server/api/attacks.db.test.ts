// Attacks on the store, one test each, through the whole Hono app on a real database (embedded
// PGlite, and PostgreSQL when TEST_DATABASE_URL is set): each is refused, and a refusal writes
// nothing. Pages are rendered by a stand-in here (the middleware in front of them is what is
// tested); what needs the real pages or a browser is in tests/e2e/attacks.e2e.test.ts (markup
// shown as text, framing, a cross-site sign-in form, the signed-in return address), and the rest
// is listed below.
//
// Tested elsewhere, deliberately not repeated here:
//   - another shopper's address, saved card and invoice by id: the profile's page actions and the
//     invoice download, in tests/e2e/profile.e2e.test.ts ("answers 404 to another shopper's
//     order, invoice, address and card…") and in server/services/address-service.db.test.ts and
//     saved-card-service.db.test.ts ("is not found for reading, editing, deleting…");
//   - the login return address (open redirect): every form of it in app/lib/safe-redirect.test.ts,
//     the sign-in form in tests/e2e/accounts.e2e.test.ts ("never follows a return address to
//     another site") and the signed-in redirect in tests/e2e/attacks.e2e.test.ts;
//   - a per-request CSP nonce: server/app.db.test.ts;
//   - registration and reset-link limits (before any hashing), a reset link checked before hashing:
//     server/services/auth-service.db.test.ts;
//   - guest cash-on-delivery limits, order-tracking limits and random order numbers:
//     server/services/order-abuse.db.test.ts; one cart, one order: order-one-per-cart.db.test.ts
//     and, across two store processes, tests/e2e/two-stores.e2e.test.ts;
//   - pictures of colours the catalog does not have: server/images/image-routes.test.ts and
//     catalog-pictures.db.test.ts;
//   - a missing PUBLIC_ORIGIN in production: server/config.test.ts; HTTPS cookies and HSTS:
//     server/http/https.db.test.ts; pages answering only their methods (405), Vary and private
//     pages, and the open redirect's dot-segment forms: tests/e2e/attacks.e2e.test.ts;
//   - connections dropped under load: tests/e2e/database-dropped.e2e.test.ts;
//   - a card's number or CVV sent to the store's order API (refused; nothing of it kept or logged):
//     server/api/order-routes.db.test.ts; Add New Card's check with a forged signature or another
//     shopper's report: server/api/saved-card-routes.db.test.ts.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, gt } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import { installWriteAudit, type WriteAudit } from "../../tests/support/write-audit";
import { createApp } from "../app";
import { parseTrustedProxies } from "../http/client-address";
import type { DatabaseHandle } from "../db/client";
import { coupons, emailOutbox, orders, payments, productVariants } from "../db/schema";
import { testGatewayCredentials } from "../payments/test-gateway-credentials";
import { createServices } from "../services/services";
import { openApiDocument } from "./openapi";

const origin = "http://store.test";
const password = "monsoon-rain-9";
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
/** Furniture our fitters assemble is delivered in a chosen slot (checkout asks for one). */
const deliverySlot = "morning";
/** A card order as the store takes it: the card itself goes from the browser to the gateway (decision 029). */
const card = { method: "card" };

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const cartBody = z.object({
  data: z.object({
    cart: z.object({
      items: z.array(z.object({ id: z.number(), quantity: z.number(), price: z.number() })),
      subtotal: z.number(),
      discount: z.number(),
      shipping: z.number(),
      total: z.number(),
      coupon: z.object({ code: z.string(), percent: z.number() }).nullable(),
    }),
  }),
});
const orderBody = z.object({
  data: z.object({
    order: z.object({ number: z.string(), subtotal: z.number(), discount: z.number(), shippingFee: z.number(), total: z.number(), couponCode: z.string().nullable() }),
    checkout: z.object({ gatewayOrderId: z.string(), amountPaise: z.number() }).optional(),
  }),
});
const loginBody = z.object({ data: z.object({ token: z.string() }) });

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let audit: WriteAudit;
let variant: { id: number; productId: number; price: number };
let addressCount = 0;

beforeAll(async () => {
  database = await createTestDatabase({ template: seededTemplate({ india: [shipping.pincode], products: 24 }) });
  app = createApp({
    services: createServices(database),
    logger: pino({ level: "silent" }),
    imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
    // A stand-in for React Router: every page answers 200, except one that fails.
    renderPage: (request) => {
      if (new URL(request.url).pathname === "/broken-page") throw new Error("a page that fails");
      return Promise.resolve(new Response(`<html><body>${request.method} page</body></html>`, { headers: { "Content-Type": "text/html" } }));
    },
  });
  const [row] = await database.db
    .select()
    .from(productVariants)
    .where(and(gt(productVariants.stock, 40), gt(productVariants.price, 2000)))
    .orderBy(asc(productVariants.id))
    .limit(1);
  if (!row) throw new Error("the seed has no variant in stock");
  variant = row;
  audit = await installWriteAudit(database.db, {
    ignoreTables: ["rate_limit_buckets"],
    ignoreColumns: { sessions: ["last_seen_at", "idle_expires_at"] },
  });
});

afterAll(async () => {
  await database.close();
});

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * One browser: keeps the cookies the store sets (cart, session), sends the store's
 * X-Requested-With header, and connects from an address of its own (the sign-in limits count
 * per address).
 */
function browser(options: { cookies?: Record<string, string> } = {}) {
  const jar = new Map<string, string>(Object.entries(options.cookies ?? {}));
  const address = `198.51.100.${++addressCount}`;
  const env = { incoming: { socket: { remoteAddress: address } } };
  async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await app.request(
      `${origin}${url}`,
      {
        method,
        headers: {
          "Content-Type": "application/json",
          "X-Requested-With": "XMLHttpRequest",
          ...(cookie ? { Cookie: cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      env,
    );
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ""] = setCookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/Max-Age=0/i.test(setCookie)) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await response.text();
    const isJson = (response.headers.get("content-type") ?? "").startsWith("application/json");
    return { status: response.status, headers: response.headers, body: isJson ? (JSON.parse(text) as unknown) : text };
  }
  return { call, jar, address };
}

type Browser = ReturnType<typeof browser>;

async function withCart(quantity = 1): Promise<Browser> {
  const shopper = browser();
  const added = await shopper.call("POST", "/api/db/cart/items", { product_id: variant.productId, variant_id: variant.id, quantity });
  expect(added.status).toBe(200);
  return shopper;
}

async function signedIn(email: string): Promise<Browser> {
  const shopper = browser();
  expect((await shopper.call("POST", "/api/db/auth/register", { firstName: "Asha", lastName: "Verma", mobile: "9876543210", email, password })).status).toBe(201);
  expect((await shopper.call("POST", "/api/db/auth/login", { email, password })).status).toBe(200);
  return shopper;
}

function errorOf(answer: Answer) {
  return errorBody.parse(answer.body).error;
}

/** Runs the attack and checks it wrote nothing to the database. */
async function refusedWithoutWriting<T>(attack: () => Promise<T>): Promise<T> {
  const mark = await audit.mark();
  const result = await attack();
  expect(await audit.writesSince(mark)).toEqual([]);
  return result;
}

let keySequence = 0;
const newKey = () => `attack-key-${Date.now()}-${++keySequence}`;

describe("attacks on the store, each refused", () => {
  it("another shopper's cart line cannot be changed or removed by its id", async () => {
    const asha = await withCart(2);
    const ravi = await withCart(1);
    const lineId = cartBody.parse((await asha.call("GET", "/api/db/cart")).body).data.cart.items[0]?.id;
    await refusedWithoutWriting(async () => {
      const changed = await ravi.call("PUT", `/api/db/cart/items/${lineId}`, { quantity: 9 });
      const removed = await ravi.call("DELETE", `/api/db/cart/items/${lineId}`);
      for (const answer of [changed, removed]) {
        expect(answer.status).toBe(404);
        expect(errorOf(answer)).toEqual({ code: "not_found", message: "This item is not in your cart." });
      }
    });
    expect(cartBody.parse((await asha.call("GET", "/api/db/cart")).body).data.cart.items).toMatchObject([{ id: lineId, quantity: 2 }]);
  });

  it("another shopper's order cannot be read by its number, and says no more than an unknown number", async () => {
    const asha = await withCart();
    const placed = await asha.call("POST", "/api/db/orders", { shipping, payment: card, deliverySlot }, { "Idempotency-Key": newKey() });
    expect(placed.status).toBe(201);
    const { number } = orderBody.parse(placed.body).data.order;
    const strangers = [browser(), await withCart(), await signedIn("ravi.orders@example.in")];
    for (const stranger of strangers) {
      const answer = await stranger.call("GET", `/api/db/orders/${number}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual((await stranger.call("GET", "/api/db/orders/ORD999999999")).body);
    }
    expect((await asha.call("GET", `/api/db/orders/${number}`)).status).toBe(200);
  });

  it("a forged, ended, not yet started or switched-off promo code is refused", async () => {
    await database.db.insert(coupons).values([
      { code: "ENDED20", percent: 20, endsAt: new Date(Date.now() - 60_000) },
      { code: "LATER30", percent: 30, startsAt: new Date(Date.now() + 86_400_000) },
      { code: "OFF40", percent: 40, active: false },
    ]);
    const shopper = await withCart();
    await refusedWithoutWriting(async () => {
      for (const code of ["WELCOME100", "WELCOME1O", "ENDED20", "LATER30", "off40", "' OR 1=1 --", ""]) {
        const answer = await shopper.call("POST", "/api/db/cart/coupon", { code, percent: 100 });
        expect(answer.status, code).toBe(422);
        expect(errorOf(answer)).toEqual({ code: "invalid_coupon", message: "Invalid promo code" });
      }
    });
    expect(cartBody.parse((await shopper.call("GET", "/api/db/cart")).body).data.cart).toMatchObject({ coupon: null, discount: 0 });
  });

  it("a promo code that ends after it was applied, or whose minimum the cart drops below, takes nothing off the cart or the order", async () => {
    await database.db.insert(coupons).values([
      { code: "FLASH15", percent: 15 },
      { code: "BIG25", percent: 25, minSubtotal: variant.price * 2 },
    ]);
    const flash = await withCart();
    expect(cartBody.parse((await flash.call("POST", "/api/db/cart/coupon", { code: "FLASH15" })).body).data.cart.coupon).toEqual({ code: "FLASH15", percent: 15 });
    await database.db.update(coupons).set({ endsAt: new Date(Date.now() - 1_000) }).where(eq(coupons.code, "FLASH15"));
    expect(cartBody.parse((await flash.call("GET", "/api/db/cart")).body).data.cart).toMatchObject({ coupon: null, discount: 0 });
    const flashOrder = await flash.call("POST", "/api/db/orders", { shipping, payment: card, deliverySlot }, { "Idempotency-Key": newKey() });
    expect(orderBody.parse(flashOrder.body).data.order).toMatchObject({ discount: 0, couponCode: null, subtotal: variant.price });

    const big = await withCart(2);
    expect(cartBody.parse((await big.call("POST", "/api/db/cart/coupon", { code: "BIG25" })).body).data.cart.coupon).toEqual({ code: "BIG25", percent: 25 });
    const lineId = cartBody.parse((await big.call("GET", "/api/db/cart")).body).data.cart.items[0]?.id;
    const smaller = cartBody.parse((await big.call("PUT", `/api/db/cart/items/${lineId}`, { quantity: 1 })).body).data.cart;
    expect(smaller).toMatchObject({ coupon: null, discount: 0, subtotal: variant.price });
    const bigOrder = await big.call("POST", "/api/db/orders", { shipping, payment: card, deliverySlot }, { "Idempotency-Key": newKey() });
    expect(orderBody.parse(bigOrder.body).data.order).toMatchObject({ discount: 0, couponCode: null, subtotal: variant.price });
  });

  it("prices, totals and discounts sent by the client are ignored: the server's are charged, and asked of the gateway", async () => {
    const shopper = browser();
    const tampered = { price: 1, original_price: 1, total: 1, subtotal: 1, discount: 99_999 };
    const added = await shopper.call("POST", "/api/db/cart/items", { product_id: variant.productId, variant_id: variant.id, quantity: 2, ...tampered });
    expect(cartBody.parse(added.body).data.cart).toMatchObject({ subtotal: variant.price * 2, discount: 0, items: [{ price: variant.price }] });
    const coupon = await shopper.call("POST", "/api/db/cart/coupon", { code: "WELCOME10", percent: 100, discount: variant.price * 2 });
    const cart = cartBody.parse(coupon.body).data.cart;
    expect(cart.discount).toBe(Math.round(variant.price * 2 * 0.1));
    const placed = await shopper.call(
      "POST",
      "/api/db/orders",
      { shipping, payment: { ...card, amount: 1 }, deliverySlot, ...tampered, shippingFee: 0, items: [{ variantId: variant.id, price: 1, quantity: 2 }] },
      { "Idempotency-Key": newKey() },
    );
    expect(placed.status).toBe(201);
    const { order, checkout } = orderBody.parse(placed.body).data;
    expect(order).toMatchObject({ subtotal: cart.subtotal, discount: cart.discount, shippingFee: cart.shipping, total: cart.total });
    // What the gateway's window is opened for is the server's total, in paise.
    expect(checkout?.amountPaise).toBe(cart.total * 100);
    const [charged] = await database.db
      .select({ amount: payments.amount })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.number, order.number));
    expect(charged?.amount).toBe(cart.total);
  });

  it("a card order is never confirmed by paying the gateway less, or by another order's signed payment", async () => {
    const pay = (shopper: Browser, checkout: { gatewayOrderId: string; amountPaise: number }, amountPaise: number) =>
      shopper.call(
        "POST",
        "/test-gateway/v1/payments",
        {
          order_id: checkout.gatewayOrderId,
          amount: amountPaise,
          currency: "INR",
          method: "card",
          card: { number: "4111111111111111", expiry_month: 8, expiry_year: 2031, cvv: "4321", name: "ASHA VERMA" },
        },
        { "x-test-gateway-key": testGatewayCredentials.keyId },
      );
    const asha = await withCart();
    const ashas = orderBody.parse((await asha.call("POST", "/api/db/orders", { shipping, payment: card, deliverySlot }, { "Idempotency-Key": newKey() })).body).data;
    const ravi = await withCart();
    const ravis = orderBody.parse((await ravi.call("POST", "/api/db/orders", { shipping, payment: card, deliverySlot }, { "Idempotency-Key": newKey() })).body).data;
    if (!ashas.checkout || !ravis.checkout) throw new Error("card orders come with their checkout");
    // The gateway order is for the server's total: a rupee less is refused at the gateway.
    const less = await pay(ravi, ravis.checkout, ravis.checkout.amountPaise - 100);
    expect(less.status).toBe(400);
    // Asha's payment, signed for her order, does not pay Ravi's.
    const paid = z
      .object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() })
      .parse((await pay(asha, ashas.checkout, ashas.checkout.amountPaise)).body);
    const borrowed = await ravi.call("POST", `/api/db/orders/${ravis.order.number}/payment`, paid);
    expect(borrowed.status).toBe(400);
    expect(errorOf(borrowed).code).toBe("signature_invalid");
    const state = await ravi.call("GET", `/api/db/orders/${ravis.order.number}/payment`);
    expect(state.body).toMatchObject({ data: { payment: { status: "awaiting", orderStatus: "ordered" } } });
    // Nor can Ravi report it for Asha's order, which is not his to see.
    expect((await ravi.call("POST", `/api/db/orders/${ashas.order.number}/payment`, paid)).status).toBe(404);
  });

  it("a negative, zero, fractional or huge quantity is refused and changes nothing", async () => {
    const shopper = await withCart();
    const lineId = cartBody.parse((await shopper.call("GET", "/api/db/cart")).body).data.cart.items[0]?.id;
    await refusedWithoutWriting(async () => {
      for (const quantity of [-1, -10, 0, 1.5, 11, 1_000_000, -2_147_483_648, -2_147_483_649, -1e12, Number.MIN_SAFE_INTEGER]) {
        const add = await shopper.call("POST", "/api/db/cart/items", { product_id: variant.productId, variant_id: variant.id, quantity });
        const change = await shopper.call("PUT", `/api/db/cart/items/${lineId}`, { quantity });
        for (const answer of [add, change]) {
          expect(answer.status, String(quantity)).toBe(422);
          expect(errorOf(answer).code).toMatch(/^(invalid_quantity|invalid_request)$/);
        }
      }
    });
    expect(cartBody.parse((await shopper.call("GET", "/api/db/cart")).body).data.cart.items).toMatchObject([{ quantity: 1 }]);
  });

  it("an idempotency key replayed with another body, or by another shopper, is refused and reveals nothing", async () => {
    const asha = await withCart();
    const key = newKey();
    const first = await asha.call("POST", "/api/db/orders", { shipping, payment: card, deliverySlot }, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    const ravi = await withCart();
    await refusedWithoutWriting(async () => {
      const otherBody = await asha.call("POST", "/api/db/orders", { shipping: { ...shipping, address: "1 Other Road" }, payment: card, deliverySlot }, { "Idempotency-Key": key });
      expect(otherBody.status).toBe(422);
      expect(errorOf(otherBody).code).toBe("idempotency_conflict");
      const stolen = await ravi.call("POST", "/api/db/orders", { shipping, payment: card, deliverySlot }, { "Idempotency-Key": key });
      expect(stolen.status).toBe(422);
      expect(errorOf(stolen).code).toBe("idempotency_conflict");
      expect(JSON.stringify(stolen.body)).not.toContain(orderBody.parse(first.body).data.order.number);
    });
    const replay = await asha.call("POST", "/api/db/orders", { shipping, payment: card, deliverySlot }, { "Idempotency-Key": key });
    expect(replay.status).toBe(200);
    expect(orderBody.parse(replay.body).data.order.number).toBe(orderBody.parse(first.body).data.order.number);
  });

  it("session fixation: the session after sign-in is a new one, and a session id planted before is never adopted", async () => {
    const email = "meera.fixation@example.in";
    await signedIn(email);
    // A made-up id planted in the victim's browser.
    const planted = "attacker-chosen-session-id-0000000000000000";
    const victim = browser({ cookies: { session: planted } });
    expect((await victim.call("POST", "/api/db/auth/login", { email, password })).status).toBe(200);
    expect(victim.jar.get("session")).not.toBe(planted);
    expect((await browser({ cookies: { session: planted } }).call("GET", "/api/db/auth/me")).status).toBe(401);
    // The attacker's own real session planted in the victim's browser: ended at the victim's sign-in.
    const attacker = await signedIn("attacker.fixation@example.in");
    const attackersSession = attacker.jar.get("session") ?? "";
    const victim2 = browser({ cookies: { session: attackersSession } });
    const login = await victim2.call("POST", "/api/db/auth/login", { email, password });
    const token = loginBody.parse(login.body).data.token;
    expect(token).not.toBe(attackersSession);
    expect(victim2.jar.get("session")).toBe(token);
    expect((await browser({ cookies: { session: attackersSession } }).call("GET", "/api/db/auth/me")).status).toBe(401);
  });

  it("login brute force: a guesser is stopped at its address after 10 failures, even with the right password, while the owner signs in elsewhere; an address spraying accounts after 30", async () => {
    const email = "ravi.bruteforce@example.in";
    await signedIn(email);
    const attacker = browser();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await attacker.call("POST", "/api/db/auth/login", { email: attempt % 2 ? email : email.toUpperCase(), password: `guess-${attempt}` });
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toEqual({ code: "invalid_credentials", message: "Invalid email or password." });
    }
    const limited = await attacker.call("POST", "/api/db/auth/login", { email, password });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("900");
    expect(errorOf(limited)).toEqual({ code: "rate_limited", message: "Too many attempts. Please try again in 15 minutes." });
    // The guesser cannot lock the owner out: from another address the right password works.
    expect((await browser().call("POST", "/api/db/auth/login", { email, password })).status).toBe(200);
    // One address trying many accounts is stopped too.
    const sprayer = browser();
    for (let attempt = 1; attempt <= 30; attempt++) {
      expect((await sprayer.call("POST", "/api/db/auth/login", { email: `guess${attempt}@example.in`, password })).status).toBe(400);
    }
    expect((await sprayer.call("POST", "/api/db/auth/login", { email: "another@example.in", password })).status).toBe(429);
  });

  it("behind a trusted proxy, shoppers are told apart by the address it saw; without TRUST_PROXY, or from any other peer, X-Forwarded-For is not believed", async () => {
    const email = "meera.proxy@example.in";
    await signedIn(email);
    const services = createServices(database);
    const behindProxy = createApp({ services, logger: pino({ level: "silent" }), imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")), trustProxy: parseTrustedProxies("10.0.0.0/8") });
    const direct = createApp({ services, logger: pino({ level: "silent" }), imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")) });
    const viaProxy = (target: typeof app, peer: string, forwardedFor: string, body: unknown) =>
      target.request(
        `${origin}/api/db/auth/login`,
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", "X-Forwarded-For": forwardedFor },
          body: JSON.stringify(body),
        },
        { incoming: { socket: { remoteAddress: peer } } },
      );
    // The guesser and the owner reach the store through the same load balancer.
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await viaProxy(behindProxy, "10.0.0.2", "203.0.113.66", { email, password: `guess-${attempt}` })).status).toBe(400);
    }
    expect((await viaProxy(behindProxy, "10.0.0.2", "203.0.113.66", { email, password })).status).toBe(429);
    expect((await viaProxy(behindProxy, "10.0.0.2", "203.0.113.77", { email, password })).status).toBe(200);
    // A forged header from a client the store does not trust changes nothing: it is the peer that counts.
    for (let attempt = 1; attempt <= 10; attempt++) {
      const forged = `198.18.0.${attempt}`;
      expect((await viaProxy(behindProxy, "192.0.2.44", forged, { email, password: `guess-${attempt}` })).status).toBe(400);
    }
    expect((await viaProxy(behindProxy, "192.0.2.44", "198.18.0.99", { email, password })).status).toBe(429);
    // Without TRUST_PROXY every shopper behind the proxy is the proxy: the owner shares the guesser's count.
    for (let attempt = 1; attempt <= 10; attempt++) {
      await viaProxy(direct, "10.0.0.3", "203.0.113.88", { email, password: `guess-${attempt}` });
    }
    expect((await viaProxy(direct, "10.0.0.3", "203.0.113.99", { email, password })).status).toBe(429);
  });

  it("answers that are one shopper's (cart, count, order, account) are never cached", async () => {
    const shopper = await signedIn("nikhil.cache@example.in");
    await shopper.call("POST", "/api/db/cart/items", { product_id: variant.productId, variant_id: variant.id, quantity: 1 });
    const placed = await shopper.call("POST", "/api/db/orders", { shipping, payment: { method: "upi", upiId: "nikhil@okicici" }, deliverySlot }, { "Idempotency-Key": newKey() });
    expect(placed.status).toBe(201);
    const number = orderBody.parse(placed.body).data.order.number;
    for (const url of ["/api/db/cart", "/api/db/cart/count", `/api/db/orders/${number}`, "/api/db/orders/ORD100000000000", "/api/db/auth/me"]) {
      expect((await shopper.call("GET", url)).headers.get("cache-control"), url).toBe("private, no-store");
    }
  });

  it("a password-reset link works once: used again it is refused and the password stays", async () => {
    const email = "kabir.reset@example.in";
    const kabir = await signedIn(email);
    expect((await kabir.call("POST", "/api/db/auth/forgot-password", { email })).status).toBe(200);
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const link = new URL(/https?:\/\/\S+/.exec(mail?.textBody ?? "")?.[0] ?? "http://missing.test");
    const token = link.searchParams.get("token") ?? "";
    expect(token).not.toBe("");
    const reset = (newPassword: string) =>
      browser().call("POST", "/api/db/auth/reset-password", { token, email, password: newPassword, password_confirmation: newPassword });
    expect((await reset("first-new-password-1")).status).toBe(200);
    // The session Kabir had ends with the reset.
    expect((await kabir.call("GET", "/api/db/auth/me")).status).toBe(401);
    const again = await refusedWithoutWriting(() => reset("attackers-password-2"));
    expect(again.status).toBe(400);
    expect(errorOf(again).code).toBe("invalid_reset_link");
    expect((await browser().call("POST", "/api/db/auth/login", { email, password: "attackers-password-2" })).status).toBe(400);
    expect((await browser().call("POST", "/api/db/auth/login", { email, password: "first-new-password-1" })).status).toBe(200);
  });

  it("cross-site requests: every state-changing API call without X-Requested-With, or from another origin or site, is refused with 403", async () => {
    const shopper = await withCart();
    const { paths } = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) }).parse(openApiDocument);
    const changing = Object.entries(paths).flatMap(([pathName, item]) =>
      Object.keys(item)
        .filter((method) => ["post", "put", "delete", "patch"].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path: pathName.replace(/\{\w+\}/g, "1") })),
    );
    expect(changing.length).toBeGreaterThanOrEqual(12);
    const forged: Record<string, string>[] = [
      { "X-Requested-With": "" },
      { "X-Requested-With": "fetch" },
      { Origin: "https://evil.example" },
      { Origin: "http://store.test.evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    await refusedWithoutWriting(async () => {
      for (const { method, path: url } of changing) {
        for (const headers of forged) {
          const answer = await shopper.call(method, url, { product_id: variant.productId, quantity: 1, code: "WELCOME10" }, { "Idempotency-Key": newKey(), ...headers });
          expect(answer.status, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
          expect(errorOf(answer)).toEqual({ code: "forbidden", message: "This request must come from the store's own pages." });
        }
      }
    });
    // The store's own pages get through.
    expect((await shopper.call("POST", "/api/db/cart/coupon", { code: "WELCOME10" }, { Origin: origin, "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
  });

  it("cross-site form posts to the pages (sign-in, sign-out, cart, checkout, profile) are refused with 403 before any action runs", async () => {
    const forms = ["/login", "/logout", "/register", "/cart", "/checkout", "/profile?tab=addresses", "/newsletter", "/wishlist"];
    for (const page of forms) {
      for (const headers of [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Record<string, string>[]) {
        const response = await app.request(`${origin}${page}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
          body: "email=attacker%40evil.example&password=hunter2hunter2",
        });
        expect(response.status, `${page} ${JSON.stringify(headers)}`).toBe(403);
      }
      const own = await app.request(`${origin}${page}`, { method: "POST", headers: { Origin: origin, "Sec-Fetch-Site": "same-origin" }, body: "" });
      expect(await own.text()).toContain("POST page");
    }
  });

  it("clickjacking: pages, the API and error answers may not be framed by any site", async () => {
    const responses = await Promise.all([
      app.request(`${origin}/`),
      app.request(`${origin}/profile?tab=orders`),
      app.request(`${origin}/api/db/cart`),
      app.request(`${origin}/api/db/no-such-endpoint`),
      app.request(`${origin}/broken-page`),
    ]);
    for (const response of responses) {
      expect(response.headers.get("content-security-policy"), response.url).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-frame-options"), response.url).toBe("DENY");
    }
  });

  it("security headers are on every answer: pages, API data, API errors (404, 413, 500) and images", async () => {
    const answers = {
      page: await app.request(`${origin}/`),
      "API data": await app.request(`${origin}/api/db/cart/count`),
      "API 404": await app.request(`${origin}/api/db/no-such-endpoint`),
      "API 413": await app.request(`${origin}/api/db/cart/items`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest", "Content-Length": "20000" },
        body: "x".repeat(20_000),
      }),
      "page 500": await app.request(`${origin}/broken-page`),
      "image 404": await app.request(`${origin}/images/p/no-such-picture-320.webp`),
    };
    for (const [what, response] of Object.entries(answers)) {
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy, what).toMatch(/default-src 'self'/);
      expect(policy, what).toMatch(/script-src 'self' 'nonce-[^']+'/);
      expect(policy, what).toContain("object-src 'none'");
      expect(policy, what).toContain("base-uri 'self'");
      expect(policy, what).toContain("form-action 'self'");
      expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
      expect(response.headers.get("cross-origin-resource-policy"), what).toBe("same-origin");
      expect(response.headers.get("permissions-policy"), what).toContain("camera=()");
      expect(response.headers.get("x-powered-by"), what).toBeNull();
    }
    expect(answers["API 413"].status).toBe(413);
    expect(answers["page 500"].status).toBe(500);
  });
});
