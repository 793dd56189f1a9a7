// Profile → Saved Cards → Add New Card through the store's HTTP endpoints, on a real database
// (embedded, and PostgreSQL when TEST_DATABASE_URL is set) and the built-in test gateway, as the
// profile page's script does it: POST /api/db/saved-cards/checks opens a one-rupee card check, the
// browser pays it at the gateway's own endpoint with "save" for the shopper's gateway customer, and
// POST /api/db/saved-cards/checks/report hands the store the gateway's signed answer. The store
// keeps the gateway's token, never the number or CVV, and never takes the rupee.
import { createHmac } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { AuthUser } from "../../app/lib/contracts/auth";
import { createAppWithPages, testBrowser, type TestApp } from "../../tests/support/page-routes";
import { openTestShop, testPassword, type TestShop } from "../../tests/support/test-shop";
import { cardChecks, orders, savedCards } from "../db/schema";
import { testGatewayCredentials } from "../payments/test-gateway-credentials";
import { cardCheckPaise, savedCardMessages } from "../services/saved-card-service";

let shop: TestShop;
let app: TestApp;

beforeAll(async () => {
  shop = await openTestShop({ products: 2 });
  app = createAppWithPages(shop.services);
}, 120_000);

afterAll(async () => {
  await shop.close();
});

/** Cards as the shopper types them into the gateway's window (its checkout script's fields). */
const visa = { number: "4111111111111111", expiry_month: 12, expiry_year: 2030, cvv: "123", name: "Asha Verma" };
const declinedCard = { ...visa, number: "4000000000000002" };

const checkAnswer = z.object({
  data: z.object({
    check: z.object({
      gateway: z.string(),
      scriptUrl: z.string(),
      keyId: z.string(),
      gatewayOrderId: z.string(),
      amountPaise: z.number(),
      currency: z.literal("INR"),
      customerId: z.string(),
    }),
  }),
});
type CardCheck = z.infer<typeof checkAnswer>["data"]["check"];
const paidAnswer = z.object({ status: z.literal("paid"), razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() });
const failedAnswer = z.object({ status: z.literal("failed"), error: z.object({ description: z.string(), metadata: z.object({ payment_id: z.string(), order_id: z.string() }) }) });
const cardAnswer = z.object({
  data: z.object({
    card: z.object({ id: z.number(), brand: z.string(), last4: z.string(), expiryMonth: z.number(), expiryYear: z.number(), holderName: z.string(), isDefault: z.boolean() }),
  }),
});
const errorAnswer = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

interface Shopper {
  user: AuthUser;
  browser: ReturnType<typeof testBrowser>;
}

async function signedIn(firstName = "Asha"): Promise<Shopper> {
  const user = await shop.newShopper({ firstName });
  const browser = testBrowser(app);
  await browser.signIn(user.email, testPassword);
  return { user, browser };
}

async function answerOf(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Add New Card: the store opens the one-rupee check. */
async function startCheck(browser: Shopper["browser"]): Promise<CardCheck> {
  const started = await answerOf(await browser.send("POST", "/api/db/saved-cards/checks"));
  expect(started.status).toBe(201);
  return checkAnswer.parse(started.body).data.check;
}

/** The profile page's script pays the check at the test gateway, "save" ticked unless told otherwise. */
async function payCheck(browser: Shopper["browser"], check: CardCheck, card: typeof visa, options: { save?: boolean } = {}): Promise<unknown> {
  const save = options.save ?? true;
  const response = await browser.send("POST", "/test-gateway/v1/payments", {
    json: {
      order_id: check.gatewayOrderId,
      amount: check.amountPaise,
      currency: "INR",
      method: "card",
      card,
      ...(save ? { save: 1, customer_id: check.customerId } : {}),
    },
    headers: { "x-test-gateway-key": check.keyId },
  });
  expect(response.status).toBe(200);
  return response.json();
}

function reportOf(answer: unknown) {
  const { status: _status, ...report } = paidAnswer.parse(answer);
  return report;
}

async function report(browser: Shopper["browser"], body: unknown) {
  return answerOf(await browser.send("POST", "/api/db/saved-cards/checks/report", { json: body }));
}

/** What the profile's Saved Cards tab lists (its loader reads services.savedCards.list). */
async function cardsTab(browser: Shopper["browser"]): Promise<unknown[]> {
  const page = (await (await browser.get("/profile?tab=cards")).json()) as { view: { cards: unknown[] } };
  return page.view.cards;
}

describe("Add New Card through the API", () => {
  it("a signed-in shopper's card is checked with a rupee at the gateway, saved as its token, listed on the profile, and the rupee never taken", async () => {
    const asha = await signedIn();
    const ordersBefore = (await shop.handle.db.select({ orders: count() }).from(orders))[0]?.orders;
    const check = await startCheck(asha.browser);
    expect(check).toMatchObject({ gateway: "test-gateway", scriptUrl: "/test-gateway/checkout.js", keyId: testGatewayCredentials.keyId, amountPaise: cardCheckPaise, currency: "INR" });
    expect(check.amountPaise).toBe(100);

    const paid = reportOf(await payCheck(asha.browser, check, visa));
    expect(paid.razorpay_order_id).toBe(check.gatewayOrderId);
    const saved = await report(asha.browser, paid);
    expect(saved.status).toBe(201);
    const card = cardAnswer.parse(saved.body).data.card;
    expect(card).toEqual({ id: card.id, brand: "visa", last4: "1111", expiryMonth: 12, expiryYear: 2030, holderName: "ASHA VERMA", isDefault: true });

    expect(await shop.services.savedCards.list(asha.user.id)).toEqual([card]);
    expect(await cardsTab(asha.browser)).toEqual([expect.objectContaining({ id: card.id, brand: "visa", last4: "1111" })]);
    // The store keeps the gateway's token, nothing of the number or CVV.
    const [row] = await shop.handle.db.select().from(savedCards).where(eq(savedCards.id, card.id));
    expect(row?.providerToken).toMatch(/^token_/);
    expect(JSON.stringify(row)).not.toContain(visa.number);
    // The check's payment is authorized, never captured; no order was made for it.
    const payment = await shop.services.gateway.fetchPayment(paid.razorpay_payment_id);
    expect(payment).toMatchObject({ amountPaise: 100, status: "authorized", captured: false });
    expect((await shop.handle.db.select({ orders: count() }).from(orders))[0]?.orders).toBe(ordersBefore);
  });

  it("a guest is asked to sign in, at both endpoints", async () => {
    const guest = testBrowser(app);
    const started = await answerOf(await guest.send("POST", "/api/db/saved-cards/checks"));
    const reported = await report(guest, { razorpay_payment_id: "pay_Guest000000001", razorpay_order_id: "order_Guest00000001", razorpay_signature: "0".repeat(64) });
    for (const answer of [started, reported]) {
      expect(answer).toEqual({ status: 401, body: { error: { code: "unauthenticated", message: "Please login to continue." } } });
    }
  });

  it("a request from another site, or without the store's header, is refused before it is looked at", async () => {
    const asha = await shop.newShopper();
    const { token } = await shop.services.auth.signIn({ email: asha.email, password: testPassword }, { clientAddress: "203.0.113.5" });
    const checksBefore = await shop.handle.db.select({ checks: count() }).from(cardChecks);
    const store = { "X-Requested-With": "XMLHttpRequest", Authorization: `Bearer ${token}` };
    for (const headers of [{ ...store, Origin: "https://evil.example" }, { ...store, "Sec-Fetch-Site": "cross-site" }, { ...store, "X-Requested-With": "fetch" }]) {
      const answer = await answerOf(await app.request("http://store.test/api/db/saved-cards/checks", { method: "POST", headers }));
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(errorAnswer.parse(answer.body).error.code).toBe("forbidden");
    }
    expect(await shop.handle.db.select({ checks: count() }).from(cardChecks)).toEqual(checksBefore);
    // The same call as the store's own page makes it goes through.
    expect((await app.request("http://store.test/api/db/saved-cards/checks", { method: "POST", headers: store })).status).toBe(201);
  });

  it("a report with a forged signature is refused with 400 signature_invalid and saves nothing", async () => {
    const asha = await signedIn();
    const check = await startCheck(asha.browser);
    const paid = reportOf(await payCheck(asha.browser, check, visa));
    const forged = await report(asha.browser, { ...paid, razorpay_signature: "0".repeat(64) });
    expect(forged).toEqual({ status: 400, body: { error: { code: "signature_invalid", message: savedCardMessages.signatureInvalid } } });
    // A report naming another gateway order than the check is no better.
    const elsewhere = await report(asha.browser, { ...paid, razorpay_order_id: "order_NotTheCheck001" });
    expect(elsewhere.status).toBe(400);
    expect(errorAnswer.parse(elsewhere.body).error.code).toBe("signature_invalid");
    expect(await shop.services.savedCards.list(asha.user.id)).toEqual([]);
    expect(await cardsTab(asha.browser)).toEqual([]);
  });

  it("a report of another shopper's check is refused, and neither shopper gets the card from it", async () => {
    const asha = await signedIn("Asha");
    const ravi = await signedIn("Ravi");
    const check = await startCheck(asha.browser);
    const ashas = reportOf(await payCheck(asha.browser, check, visa));
    const stolen = await report(ravi.browser, ashas);
    expect(stolen.status).toBe(400);
    expect(errorAnswer.parse(stolen.body).error.code).toBe("signature_invalid");
    expect(await shop.services.savedCards.list(ravi.user.id)).toEqual([]);
    expect(await shop.services.savedCards.list(asha.user.id)).toEqual([]);
    // Asha's own report still saves it: the refusal used nothing up.
    expect((await report(asha.browser, ashas)).status).toBe(201);
    expect(await shop.services.savedCards.list(ravi.user.id)).toEqual([]);
  });

  it("a card the bank declines is told at the gateway and never saved, even when a signed report of it reaches the store", async () => {
    const asha = await signedIn();
    const check = await startCheck(asha.browser);
    const declined = failedAnswer.parse(await payCheck(asha.browser, check, declinedCard));
    expect(declined.error.description).toBe("Your card was declined. Please use another card.");
    // The page never reports a failed payment; were its signature right, the store asks the gateway anyway.
    const paymentId = declined.error.metadata.payment_id;
    const signature = createHmac("sha256", testGatewayCredentials.keySecret).update(`${check.gatewayOrderId}|${paymentId}`).digest("hex");
    const refused = await report(asha.browser, { razorpay_payment_id: paymentId, razorpay_order_id: check.gatewayOrderId, razorpay_signature: signature });
    expect(refused).toEqual({ status: 422, body: { error: { code: "card_refused", message: "Your card was declined. Please use another card." } } });
    expect(await shop.services.savedCards.list(asha.user.id)).toEqual([]);
    expect(await cardsTab(asha.browser)).toEqual([]);
  });

  it("the same card saved a second time is refused with 409 duplicate, and is listed once", async () => {
    const asha = await signedIn();
    expect((await report(asha.browser, reportOf(await payCheck(asha.browser, await startCheck(asha.browser), visa)))).status).toBe(201);
    const again = await report(asha.browser, reportOf(await payCheck(asha.browser, await startCheck(asha.browser), visa)));
    expect(again).toEqual({ status: 409, body: { error: { code: "duplicate", message: savedCardMessages.duplicate } } });
    expect(await shop.services.savedCards.list(asha.user.id)).toMatchObject([{ brand: "visa", last4: "1111" }]);
    // The second token is not left piling up at the gateway either.
    const { customerId } = await shop.services.savedCards.paymentProfile(asha.user);
    expect(await shop.services.gateway.listTokens(customerId ?? "")).toHaveLength(1);
  });

  it("a card checked without \"Save this card\" ticked is refused with 422 not_saved, and nothing is saved", async () => {
    const asha = await signedIn();
    const check = await startCheck(asha.browser);
    const unsaved = await report(asha.browser, reportOf(await payCheck(asha.browser, check, visa, { save: false })));
    expect(unsaved).toEqual({ status: 422, body: { error: { code: "not_saved", message: savedCardMessages.notSaved } } });
    expect(await shop.services.savedCards.list(asha.user.id)).toEqual([]);
  });

  it("a malformed report is a 4xx in the API's error shape, never a 500", async () => {
    const asha = await signedIn();
    for (const body of [{}, { razorpay_payment_id: 5, razorpay_signature: "x" }, { razorpay_payment_id: "pay_1", razorpay_signature: "x".repeat(300) }, []]) {
      const answer = await report(asha.browser, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(errorAnswer.parse(answer.body).error.code).toBe("invalid_request");
    }
    const notJson = await answerOf(
      await asha.browser.send("POST", "/api/db/saved-cards/checks/report", { headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" } }),
    );
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
  });
});
