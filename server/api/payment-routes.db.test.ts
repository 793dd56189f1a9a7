// Paying an order in the gateway's window through the store's HTTP endpoints, on a real database
// and the built-in test gateway, as a browser does it: Place Order answers the checkout, the page
// pays at the gateway's own endpoint, reports the signed payment, and polls while a UPI approval
// is on its way; the gateway's webhooks come to their own endpoint, signed over the raw body.
import { createHmac } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { asc, gt } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { GatewayCheckout } from "../../app/lib/contracts/gateway-payments";
import { seededTemplate } from "../../tests/support/seeded-templates";
import { createTestDatabase } from "../../tests/support/test-database";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { productVariants } from "../db/schema";
import { testGatewayCredentials } from "../payments/test-gateway-credentials";
import { createServices } from "../services/services";

const origin = "http://localhost";
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
const cardNumber = "4111111111111111";

interface Answer {
  status: number;
  body: unknown;
  cookie: string;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let services: ReturnType<typeof createServices>;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ template: seededTemplate({ india: ["700016"], products: 6 }) });
  services = createServices(database, { codMaxRupees: 10_000_000 });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = createApp({ services, logger: pino({ level: "trace" }, sink), imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")) });
});

afterAll(async () => {
  await database.close();
});

async function call(method: string, url: string, options: { body?: unknown; raw?: string; cookie?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  // The store's own pages send X-Requested-With to its API; a gateway's calls need nothing of ours.
  const headers: Record<string, string> = { origin, ...(url.startsWith("/api/db/") ? { "x-requested-with": "XMLHttpRequest" } : {}), ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined || options.raw !== undefined) headers["content-type"] = "application/json";
  const response = await app.request(`${origin}${url}`, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  const setCookie = response.headers.get("set-cookie") ?? "";
  return { status: response.status, body: text.startsWith("{") ? JSON.parse(text) : text, cookie: setCookie.split(";")[0] ?? "" };
}

/** The value at keys in a JSON answer, as text: an answer of another shape fails the test here. */
function field(value: unknown, ...keys: string[]): string {
  let current: unknown = value;
  for (const key of keys) {
    if (typeof current !== "object" || current === null) throw new Error(`no ${keys.join(".")} in ${JSON.stringify(value)}`);
    current = Object.entries(current).find(([name]) => name === key)?.[1];
  }
  if (typeof current !== "string") throw new Error(`${keys.join(".")} is not text in ${JSON.stringify(value)}`);
  return current;
}

const checkoutSchema = z.object({
  gateway: z.string(),
  scriptUrl: z.string(),
  keyId: z.string(),
  gatewayOrderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal("INR"),
  orderNumber: z.string(),
  expiresAt: z.string(),
});

/** A guest fills a cart and places it to be paid in the gateway's window; the cookie and the answer. */
async function placeToPay(method: "card" | "upi" | "netbanking") {
  const [variant] = await database.db.select().from(productVariants).where(gt(productVariants.stock, 20)).orderBy(asc(productVariants.id)).limit(1);
  if (!variant) throw new Error("the seed has no variant in stock");
  const added = await call("POST", "/api/db/cart/items", { body: { product_id: variant.productId, variant_id: variant.id, quantity: 1 } });
  expect(added.status).toBeLessThan(300);
  const placed = await call("POST", "/api/db/orders", {
    cookie: added.cookie,
    body: { shipping, payment: { method }, deliverySlot: "morning" },
    headers: { "idempotency-key": `checkout-${crypto.randomUUID()}` },
  });
  expect(placed.status).toBe(201);
  const checkout: GatewayCheckout = checkoutSchema.parse(z.object({ data: z.object({ checkout: z.unknown() }) }).parse(placed.body).data.checkout);
  return { cookie: added.cookie, number: field(placed.body, "data", "order", "number"), checkout, placed };
}

async function payAtGateway(checkout: GatewayCheckout, payment: Record<string, unknown>) {
  return call("POST", "/test-gateway/v1/payments", {
    headers: { "x-test-gateway-key": checkout.keyId },
    body: { order_id: checkout.gatewayOrderId, amount: checkout.amountPaise, currency: "INR", ...payment },
  });
}

const card = { method: "card", card: { number: cardNumber, expiry_month: 12, expiry_year: 2031, cvv: "123", name: "ROHAN IYER" } };

describe("paying an order in the test gateway's window over HTTP", () => {
  it("Place Order answers the order awaiting payment with the checkout to open, and nothing of a card", async () => {
    const { placed, checkout } = await placeToPay("card");
    expect(field(placed.body, "data", "order", "payment", "status")).toBe("awaiting");
    expect(checkout).toMatchObject({ gateway: "test-gateway", scriptUrl: "/test-gateway/checkout.js", keyId: testGatewayCredentials.keyId, currency: "INR" });
    const script = await call("GET", checkout.scriptUrl);
    expect(script.status).toBe(200);
    expect(String(script.body)).toContain("TestGateway");
  });

  it("a card paid at the gateway and reported with its signature confirms the order; a forged report is 400", async () => {
    const { cookie, number, checkout } = await placeToPay("card");
    const paid = await payAtGateway(checkout, card);
    expect(paid.status).toBe(200);
    const report = {
      razorpay_payment_id: field(paid.body, "razorpay_payment_id"),
      razorpay_order_id: field(paid.body, "razorpay_order_id"),
      razorpay_signature: field(paid.body, "razorpay_signature"),
    };
    const forged = await call("POST", `/api/db/orders/${number}/payment`, { cookie, body: { ...report, razorpay_signature: "0".repeat(64) } });
    expect(forged).toMatchObject({ status: 400, body: { error: { code: "signature_invalid" } } });
    const confirmed = await call("POST", `/api/db/orders/${number}/payment`, { cookie, body: report });
    expect(confirmed.status).toBe(200);
    expect(field(confirmed.body, "data", "order", "status")).toBe("confirmed");
    expect(field(confirmed.body, "data", "order", "payment", "cardLast4")).toBe("1111");
    expect(logLines.join("")).not.toContain(cardNumber);
  });

  it("a declined card is told at the gateway with the shopper's message, and the order can still be paid", async () => {
    const { cookie, number, checkout } = await placeToPay("card");
    const declined = await payAtGateway(checkout, { ...card, card: { ...card.card, number: "4000000000000002" } });
    expect(declined.status).toBe(200);
    expect(field(declined.body, "status")).toBe("failed");
    expect(field(declined.body, "error", "description")).toBe("Your card was declined. Please use another card.");
    const again = await call("GET", `/api/db/orders/${number}/checkout`, { cookie });
    expect(field(again.body, "data", "checkout", "gatewayOrderId")).toBe(checkout.gatewayOrderId);
  });

  it("UPI by intent waits for the shopper's app: the page polls, the approval's webhook confirms", async () => {
    const { cookie, number, checkout } = await placeToPay("upi");
    const pending = await payAtGateway(checkout, { method: "upi", upi: { flow: "intent" } });
    expect(pending.status).toBe(200);
    expect(field(pending.body, "intent_url")).toMatch(/^upi:\/\/pay\?/);
    expect(field((await call("GET", `/api/db/orders/${number}/payment`, { cookie })).body, "data", "payment", "status")).toBe("awaiting");
    const approved = await call("POST", `${field(pending.body, "approve_url")}/approve`, { raw: "" });
    expect(approved.status).toBe(200);
    const state = await call("GET", `/api/db/orders/${number}/payment`, { cookie });
    expect(field(state.body, "data", "payment", "orderStatus")).toBe("confirmed");
  });

  it("netbanking pays through the chosen bank", async () => {
    const { cookie, number, checkout } = await placeToPay("netbanking");
    const paid = await payAtGateway(checkout, { method: "netbanking", bank: "HDFC" });
    const report = {
      razorpay_payment_id: field(paid.body, "razorpay_payment_id"),
      razorpay_signature: field(paid.body, "razorpay_signature"),
    };
    const confirmed = await call("POST", `/api/db/orders/${number}/payment`, { cookie, body: report });
    expect(field(confirmed.body, "data", "order", "payment", "method")).toBe("netbanking");
  });

  it("another shopper cannot see, pay or report an order's payment", async () => {
    const { number } = await placeToPay("card");
    const stranger = "aangan_cart=someone-else";
    expect((await call("GET", `/api/db/orders/${number}/checkout`, { cookie: stranger })).status).toBe(404);
    expect((await call("GET", `/api/db/orders/${number}/payment`, { cookie: stranger })).status).toBe(404);
    expect((await call("POST", `/api/db/orders/${number}/payment`, { cookie: stranger, body: { razorpay_payment_id: "pay_x", razorpay_signature: "x" } })).status).toBe(404);
  });

  it("a malformed report is a 4xx with the API's error shape, never a 500", async () => {
    const { cookie, number } = await placeToPay("card");
    for (const body of [{}, { razorpay_payment_id: 5 }, { razorpay_payment_id: "pay_1", razorpay_signature: "x".repeat(300) }, []]) {
      const answer = await call("POST", `/api/db/orders/${number}/payment`, { cookie, body });
      expect(answer.status).toBe(422);
    }
    expect((await call("POST", `/api/db/orders/${number}/payment`, { cookie, raw: "{" })).status).toBe(400);
  });
});

describe("the webhook endpoint", () => {
  const sign = (body: string) => createHmac("sha256", testGatewayCredentials.webhookSecret).update(body).digest("hex");

  it("answers a signed event, once per event id, and refuses a body that does not match its signature", async () => {
    const { number, checkout } = await placeToPay("card");
    const paid = await payAtGateway(checkout, card);
    const paymentId = field(paid.body, "razorpay_payment_id");
    const payment = await services.gateway.fetchPayment(paymentId);
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_TestGateway01",
      event: "payment.authorized",
      contains: ["payment"],
      payload: {
        payment: {
          entity: {
            id: payment.id,
            entity: "payment",
            amount: payment.amountPaise,
            currency: "INR",
            status: "authorized",
            order_id: checkout.gatewayOrderId,
            method: "card",
            amount_refunded: 0,
            captured: false,
            created_at: Math.floor(Date.now() / 1000),
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const headers = (signature: string, eventId = "evt_TestWebhook0001") => ({ "x-razorpay-signature": signature, "x-razorpay-event-id": eventId });
    const refused = await call("POST", "/api/payments/webhooks/test-gateway", { raw: body, headers: headers(sign(`${body} `)) });
    expect(refused).toMatchObject({ status: 400, body: { error: { code: "webhook_refused" } } });
    expect((await call("POST", "/api/payments/webhooks/razorpay", { raw: body, headers: headers(sign(body)) })).status).toBe(404);
    expect((await call("POST", "/api/payments/webhooks/test-gateway", { raw: body, headers: { "x-razorpay-signature": sign(body) } })).status).toBe(400);
    const first = await call("POST", "/api/payments/webhooks/test-gateway", { raw: body, headers: headers(sign(body)) });
    expect(first).toMatchObject({ status: 200 });
    expect(["confirmed", "already-confirmed"]).toContain(field(first.body, "data", "outcome"));
    const replay = await call("POST", "/api/payments/webhooks/test-gateway", { raw: body, headers: headers(sign(body)) });
    expect(replay).toMatchObject({ status: 200, body: { data: { outcome: "duplicate" } } });
    const [order] = await services.orders.ordersByNumber([number]);
    expect(order?.status).toBe("confirmed");
  });
});
