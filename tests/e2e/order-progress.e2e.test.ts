// Development's automatic order progression (ORDER_AUTO_ADVANCE_SECONDS), end to end on a store of
// its own: an order placed by a signed-in shopper moves on by itself, the profile shows each step
// with the spec's tracking messages, Write Review appears once it is delivered, and the shopper
// gets an e-mail at each step.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { releaseBrowser, desktop, openBrowser } from "./support/browser";
import { outboxFor } from "./support/outbox";
import { createThrowawayPostgres, startStore, type RunningStore } from "./support/store-server";

const kind = inject("databaseKind");
const dataDir = path.resolve("tmp", `e2e-progress-${kind}-${path.basename(process.env.BUILD_DIR ?? "build")}`);
const password = "teak-and-cane-2024";

let store: RunningStore;
let database: { url: string; drop: () => Promise<void> } | null = null;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  database = kind === "postgres" && serverUrl ? await createThrowawayPostgres(serverUrl) : null;
  store = await startStore({ dataDir, databaseUrl: database?.url, env: { SEED_PRODUCTS: "40", ORDER_AUTO_ADVANCE_SECONDS: "2" } });
});

afterAll(async () => {
  await releaseBrowser();
  await store.stop();
  await database?.drop();
});

describe("an order moving on by itself in development", () => {
  it("goes from ordered to delivered with the spec's messages, e-mailing the shopper, and can then be reviewed", async () => {
    const context = await (await openBrowser()).newContext({ viewport: desktop, baseURL: store.baseUrl, locale: "en-IN" });
    const page = await context.newPage();
    const email = `kavya.${randomUUID().slice(0, 8)}@example.in`;
    await page.goto("/");
    // Register, sign in and place a cash-on-delivery order through the JSON API, as the store's pages do.
    const number = await page.evaluate(
      async ({ email, password }) => {
        const headers = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
        const post = (url: string, body: unknown, extra: Record<string, string> = {}) =>
          fetch(url, { method: "POST", headers: { ...headers, ...extra }, body: JSON.stringify(body) });
        await post("/api/db/auth/register", { firstName: "Kavya", lastName: "Rao", mobile: "9876543210", email, password });
        await post("/api/db/auth/login", { email, password });
        for (let productId = 1; productId <= 40; productId++) {
          if ((await post("/api/db/cart/items", { product_id: productId, quantity: 1 })).ok) break;
        }
        const placed = await post(
          "/api/db/orders",
          {
            shipping: { firstName: "Kavya", lastName: "Rao", email, phone: "9876543210", address: "4 Church Street", city: "Bengaluru", state: "KA", pincode: "560001" },
            payment: { method: "cod" },
            // Furniture our fitters assemble needs a delivery slot; the store ignores it otherwise.
            deliverySlot: "morning",
          },
          { "Idempotency-Key": crypto.randomUUID() },
        );
        const body = (await placed.json()) as { data: { order: { number: string } } };
        return body.data.order.number;
      },
      { email, password },
    );
    expect(number).toMatch(/^ORD\d+$/);

    // The profile shows it delivered within a few steps of 2 seconds (reloading, as a shopper would).
    const order = page.getByRole("article", { name: `Order ${number}` });
    await expect
      .poll(
        async () => {
          await page.goto("/profile?tab=orders");
          return order.getByText("Delivered", { exact: true }).count();
        },
        { timeout: 90_000, interval: 1000 },
      )
      .toBe(1);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await order.getByRole("link", { name: `Track order ${number}` }).click();
    const tracking = page.getByRole("dialog", { name: `Tracking order ${number}` });
    for (const message of [
      "Order placed successfully",
      "Order confirmed and payment received",
      "Order packed and ready to ship",
      "Order shipped via Standard Delivery",
      "Order delivered successfully",
    ]) {
      await tracking.getByText(message).waitFor();
    }
    await page.keyboard.press("Escape");
    await tracking.waitFor({ state: "detached" });
    await order.getByRole("link", { name: /^Write a review of / }).waitFor();

    // One e-mail per step, after the order confirmation (packing is the warehouse's and sends none).
    await expect
      .poll(async () => (await outboxFor(email, { dataDir, databaseUrl: database?.url ?? null })).map((mail) => mail.subject), {
        timeout: 30_000,
        interval: 1000,
      })
      .toEqual([
        `Your order ${number} is confirmed`,
        `Your order ${number} has been confirmed`,
        `Your order ${number} has shipped`,
        `Your order ${number} has been delivered`,
      ]);
    await context.close();
  });
});
