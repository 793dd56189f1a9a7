// The e-mails about an order lead the shopper back to it: the confirmation and every status update
// link to the Track Order page of that order (number and e-mail filled in) on the store's public
// address, whether the order came through the checkout page or the JSON API. A guest has no
// account to look in, so the link works without one.
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppWithPages, testBrowser, type TestApp } from "../../tests/support/page-routes";
import { openTestShop, testShipping, type TestShop } from "../../tests/support/test-shop";
import { emailOutbox } from "../db/schema";

const publicOrigin = "https://www.aangan.in";
let shop: TestShop;
let app: TestApp;

beforeAll(async () => {
  shop = await openTestShop({ products: 4, services: { publicOrigin } });
  app = createAppWithPages(shop.services);
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function mailsTo(address: string, kind: string): Promise<string[]> {
  const rows = await shop.handle.db
    .select({ textBody: emailOutbox.textBody, htmlBody: emailOutbox.htmlBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, kind)))
    .orderBy(asc(emailOutbox.id));
  return rows.map((row) => `${row.textBody}\n${row.htmlBody}`);
}

function trackingLink(origin: string, number: string, email: string): string {
  return `${origin}/track-order?${new URLSearchParams({ order: number, contact: email }).toString()}`;
}

/** A guest's browser with one product in its cart. */
async function guestWithCart() {
  const browser = testBrowser(app);
  await browser.addToCart(shop.variantAt(0));
  return browser;
}

describe("a guest's order e-mails lead back to the order", () => {
  it("the confirmation of an order placed at checkout links to Track Order for that order", async () => {
    const email = `guest.${randomUUID().slice(0, 8)}@example.in`;
    const browser = await guestWithCart();
    const placed = await browser.send("POST", "/checkout", {
      form: { intent: "place-order", idempotencyKey: randomUUID(), ...testShipping, email, deliverySlot: "morning", method: "cod" },
    });
    expect(placed.status).toBe(302);
    const number = new URL(placed.headers.get("Location") ?? "", "http://store.test").searchParams.get("order") ?? "";
    expect(number).toMatch(/^ORD\d+$/);
    const [mail] = await mailsTo(email, "order_confirmation");
    // The harness's requests come to http://store.test: the page's own origin, as for reset links.
    expect(mail).toContain(trackingLink("http://store.test", number, email));
  });

  it("the confirmation of an order placed through the API links the same way", async () => {
    const email = `api.${randomUUID().slice(0, 8)}@example.in`;
    const browser = await guestWithCart();
    const answer = await browser.send("POST", "/api/db/orders", {
      json: { shipping: { ...testShipping, email }, payment: { method: "cod" }, deliverySlot: "morning" },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as { data: { order: { number: string } } };
    const [mail] = await mailsTo(email, "order_confirmation");
    expect(mail).toContain(trackingLink("http://store.test", body.data.order.number, email));
  });

  it("every status update links to Track Order on the store's public address", async () => {
    const email = `moving.${randomUUID().slice(0, 8)}@example.in`;
    const { number } = await shop.placeOrder({ kind: "guest", token: randomUUID() }, [0], { shipping: { email } });
    await shop.services.orderStatus.advance(number, "confirmed");
    await shop.services.orderStatus.advance(number, "delivered");
    const mails = await mailsTo(email, "order_status");
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail).toContain(trackingLink(publicOrigin, number, email));
  });
});
