// The checkout page pays a card (new or saved) or UPI through the gateway's script (decision 029):
// the form posts the method, or a saved card's id, and nothing of the card (not even a saved card's
// CVV); the order waits for its payment, and Place Order leads to the Pay page. A page without
// JavaScript cannot run that script, and is told so before an order is made.
import { randomUUID } from "node:crypto";
import { count, desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayNeedsScriptMessage } from "../../app/features/checkout/checkout-state";
import { createAppWithPages, testBrowser, type TestApp } from "../../tests/support/page-routes";
import { openTestShop, testPassword, testShipping, type TestShop } from "../../tests/support/test-shop";
import { orders, payments } from "../db/schema";

let shop: TestShop;
let app: TestApp;

beforeAll(async () => {
  shop = await openTestShop({ products: 2 });
  app = createAppWithPages(shop.services);
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function shopperWithCart() {
  const browser = testBrowser(app);
  await browser.addToCart(shop.variantAt(0));
  return browser;
}

const card = { cardNumber: "4111 1111 1111 1111", cardExpiry: "12/30", cardCvv: "123", cardHolder: "ASHA VERMA" };

function checkoutForm(intent: string, extra: Record<string, string> = {}) {
  return { intent, idempotencyKey: randomUUID(), ...testShipping, deliverySlot: "morning", method: "card", ...extra };
}

async function ordersNow(): Promise<number> {
  const [row] = await shop.handle.db.select({ orders: count() }).from(orders);
  return row?.orders ?? 0;
}

describe("a new card or UPI at checkout", () => {
  it("is refused on a page without JavaScript, in plain words, before any order is made", async () => {
    const browser = await shopperWithCart();
    const before = await ordersNow();
    const review = await browser.send("POST", "/checkout", { form: checkoutForm("to-review") });
    expect(review.status).toBe(422);
    expect(await review.text()).toContain(gatewayNeedsScriptMessage.slice(0, 40));
    const placed = await browser.send("POST", "/checkout", { form: checkoutForm("place-order") });
    expect(placed.status).toBe(422);
    // UPI is paid through the gateway's script too.
    const upi = await browser.send("POST", "/checkout", { form: checkoutForm("place-order", { method: "upi", upiId: "asha@okicici" }) });
    expect(upi.status).toBe(422);
    expect(await ordersNow()).toBe(before);
  });

  it("places the order awaiting its payment and opens the Pay page, from a page running JavaScript", async () => {
    const browser = await shopperWithCart();
    const placed = await browser.send("POST", "/checkout", { form: checkoutForm("place-order", { paysInBrowser: "yes" }) });
    expect(placed.status).toBe(302);
    const location = new URL(placed.headers.get("Location") ?? "", "http://store.test");
    expect(location.pathname).toMatch(/^\/orders\/ORD\d+\/pay$/);
    expect(location.searchParams.get("from")).toBe("checkout");
    const number = location.pathname.split("/")[2] ?? "";
    const state = await browser.get(`/api/db/orders/${number}/payment`);
    expect(await state.json()).toMatchObject({ data: { payment: { status: "awaiting", orderStatus: "ordered" } } });
  });

  it("places a UPI order awaiting its payment, and the Pay page starts the UPI payment", async () => {
    const browser = await shopperWithCart();
    const placed = await browser.send("POST", "/checkout", { form: checkoutForm("place-order", { method: "upi", upiId: "asha@okicici", paysInBrowser: "yes" }) });
    expect(placed.status).toBe(302);
    const location = new URL(placed.headers.get("Location") ?? "", "http://store.test");
    expect(location.pathname).toMatch(/^\/orders\/ORD\d+\/pay$/);
    expect(Object.fromEntries(location.searchParams)).toEqual({ from: "checkout", method: "upi" });
    const number = location.pathname.split("/")[2] ?? "";
    const state = await browser.get(`/api/db/orders/${number}/payment`);
    expect(await state.json()).toMatchObject({ data: { payment: { status: "awaiting" } } });
  });

  it("is never read from a forged form that posts it: nothing of it is answered or kept", async () => {
    const browser = await shopperWithCart();
    const review = await browser.send("POST", "/checkout", { form: checkoutForm("to-review", { ...card, paysInBrowser: "yes" }) });
    expect(review.status).toBe(200);
    const page = await review.text();
    expect(page).not.toContain("4111");
    expect(page).not.toContain("ASHA VERMA");
    const placed = await browser.send("POST", "/checkout", { form: checkoutForm("place-order", { ...card, paysInBrowser: "yes" }) });
    expect(placed.status).toBe(302);
    const [latest] = await shop.handle.db.select({ cardLast4: payments.cardLast4 }).from(payments).orderBy(desc(payments.id)).limit(1);
    expect(latest).toEqual({ cardLast4: null });
  });
});

describe("a saved card at checkout", () => {
  async function signedInWithSavedCard() {
    const shopper = await shop.newShopper();
    const saved = await shop.saveCard(shopper);
    const browser = testBrowser(app);
    await browser.signIn(shopper.email, testPassword);
    await browser.addToCart(shop.variantAt(0));
    return { browser, saved };
  }

  it("is paid in the gateway's window too: refused on a page without JavaScript, before any order is made", async () => {
    const { browser, saved } = await signedInWithSavedCard();
    const before = await ordersNow();
    const placed = await browser.send("POST", "/checkout", { form: checkoutForm("place-order", { savedCardId: String(saved.id) }) });
    expect(placed.status).toBe(422);
    expect(await placed.text()).toContain(gatewayNeedsScriptMessage.slice(0, 40));
    expect(await ordersNow()).toBe(before);
  });

  it("places the order by the card's id alone, awaiting its payment on the Pay page; a CVV a forged form posts is never read or kept", async () => {
    const { browser, saved } = await signedInWithSavedCard();
    const placed = await browser.send("POST", "/checkout", {
      form: checkoutForm("place-order", { savedCardId: String(saved.id), savedCardCvv: "8642", paysInBrowser: "yes" }),
    });
    expect(placed.status).toBe(302);
    const location = new URL(placed.headers.get("Location") ?? "", "http://store.test");
    expect(location.pathname).toMatch(/^\/orders\/ORD\d+\/pay$/);
    const number = location.pathname.split("/")[2] ?? "";
    const state = await browser.get(`/api/db/orders/${number}/payment`);
    expect(await state.json()).toMatchObject({ data: { payment: { status: "awaiting", orderStatus: "ordered" } } });
    const [latest] = await shop.handle.db.select().from(payments).orderBy(desc(payments.id)).limit(1);
    expect(latest).toMatchObject({ method: "card", status: "awaiting", cardLast4: null });
    expect(JSON.stringify(latest)).not.toContain("8642");
  });
});
