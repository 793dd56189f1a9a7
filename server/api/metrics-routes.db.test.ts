// GET /api/metrics after a shopper browses and buys through the app on a real database: requests
// counted by route pattern with latency histograms, the order counted when placed and the cards
// the gateway declined when it reports them failed, and the figures refused to anyone not on this
// machine without the metrics token.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import pageRoutes from "../../app/routes";
import { openTestShop, testShipping, type TestShop } from "../../tests/support/test-shop";
import { createApp } from "../app";
import { createPageRouteMatcher } from "../metrics/route-labels";
import { testGatewayCredentials } from "../payments/test-gateway-credentials";
import { metricsRefusedMessage } from "./metrics-routes";

const metricsToken = "scraper-token-0123456789abcdef";
const loopback = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
const elsewhere = { incoming: { socket: { remoteAddress: "203.0.113.7" } } };
/** A card as the shopper types it into the gateway's window (the test gateway's checkout fields). */
const card = (number: string) => ({ method: "card", card: { number, expiry_month: 8, expiry_year: 2031, cvv: "123", name: "ASHA VERMA" } });

const placedAnswer = z.object({
  data: z.object({
    order: z.object({ number: z.string() }),
    checkout: z.object({ gatewayOrderId: z.string(), amountPaise: z.number() }),
  }),
});
const paidAnswer = z.object({ status: z.literal("paid"), razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() });

/** The samples of a scrape, keyed by series as written (`name{labels}`). */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const space = line.lastIndexOf(" ");
    found.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return found;
}

describe("an operator's Prometheus scrapes the store's metrics", () => {
  let shop: TestShop;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    shop = await openTestShop({ products: 8 });
    app = createApp({
      services: shop.services,
      logger: pino({ level: "silent" }),
      imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
      renderPage: () => Promise.resolve(new Response("<!doctype html><title>page</title>", { headers: { "Content-Type": "text/html" } })),
      pageRoute: createPageRouteMatcher(pageRoutes),
      metricsToken,
    });
  });

  afterAll(async () => {
    await shop.close();
  });

  /**
   * A shopper's browser: keeps the cart cookie, calls the API as the store's pages do, and the test
   * gateway as its checkout script does. Answers the status; `read` also the JSON body.
   */
  function browser() {
    let cookie = "";
    async function read(method: string, url: string, body?: unknown): Promise<{ status: number; body: unknown }> {
      const response = await app.request(`http://store.test${url}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          "X-Requested-With": "XMLHttpRequest",
          ...(method === "POST" && url === "/api/db/orders" ? { "Idempotency-Key": randomUUID() } : {}),
          ...(url.startsWith("/test-gateway/") ? { "x-test-gateway-key": testGatewayCredentials.keyId } : {}),
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const setCookie = response.headers.get("set-cookie");
      if (setCookie) cookie = setCookie.split(";")[0] ?? "";
      const text = await response.text();
      return { status: response.status, body: (response.headers.get("content-type") ?? "").startsWith("application/json") ? (JSON.parse(text) as unknown) : text };
    }
    const call = async (method: string, url: string, body?: unknown) => (await read(method, url, body)).status;
    return Object.assign(call, { read });
  }

  async function scrape(headers: Record<string, string> = {}, env: object = loopback): Promise<Response> {
    return app.request("http://store.test/api/metrics", { headers }, env);
  }

  it("shows what a shopper's visit did: requests by route pattern, latency histograms, the order and the cards the gateway declined", async () => {
    // The registry is the process's: what the visit did is what changed while it ran.
    const before = samples(await (await scrape()).text());
    const shopper = browser();
    const [first, second] = [shop.variantAt(0), shop.variantAt(3)];

    expect(await shopper("GET", "/api/db/products?limit=8")).toBe(200);
    expect(await shopper("GET", `/api/db/products/${first.productId}`)).toBe(200);
    expect(await shopper("GET", `/api/db/products/${second.productId}`)).toBe(200);
    expect(await shopper("GET", "/api/db/products/999999")).toBe(404);
    expect(await shopper("GET", `/product/${first.productId}`)).toBe(200);
    expect(await shopper("GET", `/product/${second.productId}`)).toBe(200);
    expect(await shopper("GET", "/wp-login.php")).toBe(200);
    expect(await shopper("GET", "/api/db/no-such-endpoint/42")).toBe(404);
    expect(await shopper("POST", "/api/db/cart/items", { product_id: first.productId, variant_id: first.id, quantity: 1 })).toBe(200);
    // Placed to be paid in the gateway's window: the shopper's first two cards are declined there.
    const placed = await shopper.read("POST", "/api/db/orders", { shipping: testShipping, deliverySlot: "morning", payment: { method: "card" } });
    expect(placed.status).toBe(201);
    const { order, checkout } = placedAnswer.parse(placed.body).data;
    const payAtGateway = async (number: string) => {
      const answer = await shopper.read("POST", "/test-gateway/v1/payments", { order_id: checkout.gatewayOrderId, amount: checkout.amountPaise, currency: "INR", ...card(number) });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    expect(await payAtGateway("4000000000000002")).toMatchObject({ status: "failed", error: { reason: "card_declined" } });
    expect(await payAtGateway("4000000000009995")).toMatchObject({ status: "failed", error: { reason: "insufficient_funds" } });
    const { status: _paid, ...report } = paidAnswer.parse(await payAtGateway("4111111111111111"));
    expect(await shopper("POST", `/api/db/orders/${order.number}/payment`, report)).toBe(200);

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = await response.text();
    const metrics = samples(text);
    const added = (series: string) => (metrics.get(series) ?? 0) - (before.get(series) ?? 0);

    expect(added('http_requests_total{method="GET",route="/api/db/products",status="200"}')).toBe(1);
    expect(added('http_requests_total{method="GET",route="/api/db/products/:id",status="200"}')).toBe(2);
    expect(added('http_requests_total{method="GET",route="/api/db/products/:id",status="404"}')).toBe(1);
    expect(added('http_requests_total{method="GET",route="/product/:id",status="200"}')).toBe(2);
    expect(added('http_requests_total{method="GET",route="unmatched",status="200"}')).toBe(1);
    expect(added('http_requests_total{method="GET",route="/api/*",status="404"}')).toBe(1);
    expect(added('http_requests_total{method="POST",route="/api/db/cart/items",status="200"}')).toBe(1);
    expect(added('http_requests_total{method="POST",route="/api/db/orders",status="201"}')).toBe(1);
    expect(added('http_requests_total{method="POST",route="/test-gateway/v1/payments",status="200"}')).toBe(3);
    expect(added('http_requests_total{method="POST",route="/api/db/orders/:number/payment",status="200"}')).toBe(1);
    // No series names a URL: product ids and the unknown paths appear nowhere.
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    for (const route of ["/api/*", "/api/db/cart/items", "/api/db/orders", "/api/db/products", "/api/db/products/:id", "/product/:id", "unmatched"]) {
      expect(routes).toContain(route);
    }
    for (const url of [`/product/${first.productId}`, `/api/db/products/${second.productId}`, "/api/db/products/999999", "/wp-login.php", "/api/db/no-such-endpoint/42", `/api/db/orders/${order.number}/payment`]) {
      expect(routes).not.toContain(url);
    }
    expect([...routes].filter((route) => route !== undefined && /\/\d+(\/|$)/.test(route))).toEqual([]);

    const product = 'method="GET",route="/api/db/products/:id"';
    expect(added(`http_request_duration_seconds_count{${product}}`)).toBe(3);
    expect(added(`http_request_duration_seconds_bucket{${product},le="+Inf"}`)).toBe(3);
    expect(added(`http_request_duration_seconds_sum{${product}}`)).toBeGreaterThan(0);
    const buckets = [...metrics].filter(([series]) => series.startsWith(`http_request_duration_seconds_bucket{${product},`));
    expect(buckets.length).toBe(12);
    const counts = buckets.map(([, count]) => count);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));

    // The order once, when placed; each failure once, as the gateway reported it (its reason and method).
    expect(added('orders_placed_total{payment_method="card"}')).toBe(1);
    expect(added('payment_failures_total{reason="card_declined",payment_method="card"}')).toBe(1);
    expect(added('payment_failures_total{reason="insufficient_funds",payment_method="card"}')).toBe(1);

    expect(metrics.get("process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(metrics.get("nodejs_heap_used_bytes")).toBeGreaterThan(1_000_000);
    expect(metrics.get("process_uptime_seconds")).toBeGreaterThan(0);
    expect(metrics.has("nodejs_eventloop_lag_p99_seconds")).toBe(true);
  });

  it("counts an order placed by the order service however it arrives, once, and a replay not again", async () => {
    const before = samples(await (await scrape()).text()).get('orders_placed_total{payment_method="cod"}') ?? 0;
    const shopper = await shop.newShopper();
    const owner = { kind: "user", userId: shopper.id } as const;
    const variant = shop.variantAt(1);
    await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });
    const input = { shipping: testShipping, payment: { method: "cod" } as const, deliverySlot: "morning" as const, idempotencyKey: randomUUID() };
    await shop.services.orders.placeOrder(owner, input);
    expect((await shop.services.orders.placeOrder(owner, input)).replayed).toBe(true);
    const after = samples(await (await scrape()).text()).get('orders_placed_total{payment_method="cod"}');
    expect(after).toBe(before + 1);
  });

  it("refuses the figures to anyone else, in the API's error shape", async () => {
    const refusal = { error: { code: "forbidden", message: metricsRefusedMessage } };
    const refusedBy = async (headers: Record<string, string>, env: object) => {
      const response = await scrape(headers, env);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(refusal);
    };
    await refusedBy({}, elsewhere);
    await refusedBy({}, {});
    await refusedBy({ Authorization: "Bearer not-the-token-at-all-0000000" }, elsewhere);
    await refusedBy({ Authorization: `Bearer ${metricsToken}x` }, elsewhere);
    // A proxy on this machine forwards the public's requests: they are not the machine's own.
    await refusedBy({ "X-Forwarded-For": "198.51.100.4" }, loopback);
    await refusedBy({ Forwarded: "for=198.51.100.4" }, loopback);
  });

  it("answers the machine itself and a scraper with the token", async () => {
    expect((await scrape({}, { incoming: { socket: { remoteAddress: "::1" } } })).status).toBe(200);
    expect((await scrape({}, { incoming: { socket: { remoteAddress: "::ffff:127.0.0.1" } } })).status).toBe(200);
    expect((await scrape({ Authorization: `Bearer ${metricsToken}` }, elsewhere)).status).toBe(200);
    expect((await scrape({ Authorization: `Bearer ${metricsToken}`, "X-Forwarded-For": "198.51.100.4" }, loopback)).status).toBe(200);
  });
});
