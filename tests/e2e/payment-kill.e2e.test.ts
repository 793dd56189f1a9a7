// A store killed between the gateway's answer and its own commit: the built store runs as a real
// process on Razorpay's API (a local server speaking it, tests/support/razorpay-sandbox.ts). A
// shopper's card order is paid at the gateway, and the store is killed (SIGKILL) before the
// browser's signed report is committed. Started again, the order still awaits its payment until
// Razorpay's webhook (which Razorpay retries until answered) tells the store: the order ends
// confirmed once, its payment captured once, with one invoice number and one confirmation e-mail;
// the browser's report arriving late changes nothing.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { openDatabase } from "../../server/db/client";
import { emailOutbox, orders, payments } from "../../server/db/schema";
import { startRazorpaySandbox, type RazorpaySandbox } from "../support/razorpay-sandbox";
import { createThrowawayPostgres, startStore, type RunningStore } from "./support/store-server";

const kind = inject("databaseKind");
const dataDir = path.resolve("tmp", `e2e-payment-kill-${kind}-${path.basename(process.env.BUILD_DIR ?? "build")}`);
const jsonHeaders = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
const shipping = {
  firstName: "Kiran",
  lastName: "Rao",
  email: "kiran@example.in",
  phone: "9000000004",
  address: "4 Gateway Lane",
  city: "Pune",
  state: "MH",
  pincode: "411001",
};
const placed = z.object({ data: z.object({ order: z.object({ number: z.string() }), checkout: z.object({ gatewayOrderId: z.string(), amountPaise: z.number() }) }) });
const listing = z.object({ data: z.object({ items: z.array(z.object({ id: z.number() })) }) });
const orderAnswer = z.object({ data: z.object({ order: z.object({ status: z.string(), payment: z.object({ status: z.string() }) }) }) });

let sandbox: RazorpaySandbox;
let database: { url: string; drop: () => Promise<void> } | null = null;
let store: RunningStore | null = null;

async function start(fresh: boolean): Promise<RunningStore> {
  store = await startStore({
    dataDir,
    databaseUrl: database?.url,
    freshDataDir: fresh,
    env: {
      SEED_PRODUCTS: "24",
      // Razorpay on (so not the test gateway): the three settings, and its API at the local sandbox.
      PAYMENTS: "",
      RAZORPAY_KEY_ID: sandbox.keyId,
      RAZORPAY_KEY_SECRET: sandbox.keySecret,
      RAZORPAY_WEBHOOK_SECRET: sandbox.webhookSecret,
      RAZORPAY_API_URL: sandbox.url,
    },
  });
  return store;
}

beforeAll(async () => {
  sandbox = await startRazorpaySandbox();
  if (kind === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("the PostgreSQL lane needs TEST_DATABASE_URL");
    database = await createThrowawayPostgres(serverUrl);
  }
  await start(true);
}, 240_000);

afterAll(async () => {
  await store?.stop();
  await sandbox.close();
  await database?.drop();
});

describe("a store killed while a card payment's report is on its way", () => {
  it("confirms the order once from Razorpay's webhook after it starts again, captured once, one invoice and one e-mail", async () => {
    if (!store) throw new Error("no store");
    const base = store.baseUrl;
    // A guest's cart: the first product with stock, one piece.
    const products = listing.parse(await (await fetch(`${base}/api/db/products?sort=price_low&in_stock=1&limit=6`)).json()).data.items;
    let cookie = "";
    for (const product of products) {
      const added = await fetch(`${base}/api/db/cart/items`, { method: "POST", headers: jsonHeaders, body: JSON.stringify({ product_id: product.id, quantity: 1 }) });
      cookie = added.headers.getSetCookie().map((line) => line.split(";")[0] ?? "").join("; ");
      if (added.ok) break;
    }
    const answer = await fetch(`${base}/api/db/orders`, {
      method: "POST",
      headers: { ...jsonHeaders, Cookie: cookie, "Idempotency-Key": randomUUID() },
      body: JSON.stringify({ shipping, payment: { method: "card" }, deliverySlot: "morning" }),
    });
    expect(answer.status).toBe(201);
    const { order, checkout } = placed.parse(await answer.json()).data;

    // The shopper pays in Razorpay's window; the gateway now holds an authorized payment.
    const paid = sandbox.pay(checkout.gatewayOrderId, {
      method: "card",
      card: { number: "4111111111111111", expiryMonth: 12, expiryYear: 2030, name: "KIRAN RAO" },
      email: shipping.email,
      contact: shipping.phone,
    });
    // The store is killed before the browser's signed report is committed: the report finds no store.
    store.process.kill("SIGKILL");
    await new Promise<void>((resolve) => (store?.process.exitCode !== null ? resolve() : store.process.once("exit", () => resolve())));
    const lost = await fetch(`${base}/api/db/orders/${order.number}/payment`, {
      method: "POST",
      headers: { ...jsonHeaders, Cookie: cookie },
      body: JSON.stringify(paid),
    }).catch(() => null);
    expect(lost).toBeNull();

    // Started again on the same data; Razorpay retries its webhook until the store answers 2xx.
    const again = await start(false);
    const before = orderAnswer.parse(await (await fetch(`${again.baseUrl}/api/db/orders/${order.number}`, { headers: { ...jsonHeaders, Cookie: cookie } })).json()).data.order;
    expect(before).toMatchObject({ status: "ordered", payment: { status: "awaiting" } });
    const webhook = sandbox.webhook("payment.authorized", { paymentId: paid.razorpay_payment_id });
    expect(await sandbox.postWebhook(`${again.baseUrl}/api/payments/webhooks/razorpay`, webhook)).toBe(200);
    expect(await sandbox.postWebhook(`${again.baseUrl}/api/payments/webhooks/razorpay`, webhook)).toBe(200);
    // The browser's report, arriving late (a retry), is answered with the same confirmed order.
    const late = await fetch(`${again.baseUrl}/api/db/orders/${order.number}/payment`, {
      method: "POST",
      headers: { ...jsonHeaders, Cookie: cookie },
      body: JSON.stringify(paid),
    });
    expect(late.status).toBe(200);

    const seen = orderAnswer.parse(await (await fetch(`${again.baseUrl}/api/db/orders/${order.number}`, { headers: { ...jsonHeaders, Cookie: cookie } })).json()).data.order;
    expect(seen).toMatchObject({ status: "confirmed", payment: { status: "captured" } });
    // At Razorpay the payment is captured for the order's amount: a second capture of it would only
    // be answered again, never taken twice.
    const auth = `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString("base64")}`;
    const atGateway: unknown = await (await fetch(`${sandbox.url}/v1/payments/${paid.razorpay_payment_id}`, { headers: { Authorization: auth } })).json();
    expect(atGateway).toMatchObject({ status: "captured", captured: true, amount: checkout.amountPaise, amount_refunded: 0 });

    // What the store wrote, read from its database once it has stopped.
    await again.stop();
    store = null;
    const handle = database
      ? await openDatabase({ kind: "postgres", url: database.url, maxConnections: 1 })
      : await openDatabase({ kind: "embedded", dataDir: path.join(dataDir, "db") });
    try {
      const [row] = await handle.db.select({ id: orders.id, status: orders.status, invoice: orders.invoiceNumber }).from(orders).where(eq(orders.number, order.number));
      expect(row?.status).toBe("confirmed");
      expect(row?.invoice).toMatch(/^[A-Z0-9/-]+$/);
      const rows = await handle.db.select({ status: payments.status, reference: payments.providerReference }).from(payments).where(eq(payments.orderId, row?.id ?? 0));
      expect(rows).toEqual([{ status: "captured", reference: paid.razorpay_payment_id }]);
      const [mails] = await handle.db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(emailOutbox)
        .where(eq(emailOutbox.orderId, row?.id ?? 0));
      expect(mails?.count).toBe(1);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
