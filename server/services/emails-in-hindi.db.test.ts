// A shopper who orders in Hindi reads the order's e-mails in Hindi, and an account kept in Hindi
// gets its password reset in Hindi: the order remembers the language it was placed in (the
// checkout page's, or the API's Accept-Language), the account the one its shopper chose.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { pino } from "pino";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathWithoutLanguage } from "../../app/i18n/language";
import { formatRupees } from "../../app/lib/money";
import { action as checkoutAction } from "../../app/routes/checkout";
import { testBrowser, type TestApp } from "../../tests/support/page-routes";
import { createApp } from "../app";
import { openTestShop, testShipping, type TestShop } from "../../tests/support/test-shop";
import { emailOutbox, orders, products, productVariants } from "../db/schema";

const publicOrigin = "https://www.aangan.in";
let shop: TestShop;
let app: TestApp;

type CheckoutArgs = { request: Request; url: URL; params: Record<string, string>; context: AppLoadContext; pattern: string };
const placeFromCheckout: (args: CheckoutArgs) => Promise<unknown> = checkoutAction;

/** The checkout's action at /checkout and /hi/checkout, as the built store serves it: a redirect once placed. */
async function checkoutInBothLanguages(request: Request, context: AppLoadContext): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== "POST" || pathWithoutLanguage(url.pathname) !== "/checkout") return new Response("No such page in this test", { status: 404 });
  const answer = await placeFromCheckout({ request, url, params: {}, context, pattern: "/checkout" });
  return answer instanceof Response ? answer : Response.json(answer, { status: 422 });
}

beforeAll(async () => {
  shop = await openTestShop({ products: 4, services: { publicOrigin } });
  app = createApp({
    services: shop.services,
    logger: pino({ level: "silent" }),
    imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
    renderPage: checkoutInBothLanguages,
  });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function mailsTo(address: string, kind: string) {
  return shop.handle.db
    .select({ subject: emailOutbox.subject, textBody: emailOutbox.textBody, htmlBody: emailOutbox.htmlBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.kind, kind)))
    .orderBy(asc(emailOutbox.id));
}

async function languageOfOrder(number: string): Promise<string | undefined> {
  const [row] = await shop.handle.db.select({ language: orders.language }).from(orders).where(eq(orders.number, number));
  return row?.language;
}

function trackingPath(number: string, email: string): string {
  return `/track-order?${new URLSearchParams({ order: number, contact: email }).toString()}`;
}

const devanagari = /[\u0900-\u097F]/;

describe("e-mails in the language of what they are about", () => {
  it("a shopper who ordered in Hindi gets the confirmation e-mail in Hindi", async () => {
    const email = `hindi.${randomUUID().slice(0, 8)}@example.in`;
    const browser = testBrowser(app);
    await browser.addToCart(shop.variantAt(0));
    const placed = await browser.send("POST", "/hi/checkout", {
      form: { intent: "place-order", idempotencyKey: randomUUID(), ...testShipping, email, deliverySlot: "morning", method: "cod" },
    });
    expect(placed.status).toBe(302);
    const location = new URL(placed.headers.get("Location") ?? "", "http://store.test");
    expect(location.pathname.startsWith("/hi/")).toBe(true);
    const number = location.searchParams.get("order") ?? "";
    expect(number).toMatch(/^ORD\d+$/);
    expect(await languageOfOrder(number)).toBe("hi");

    const [mail] = await mailsTo(email, "order_confirmation");
    if (!mail) throw new Error("no confirmation e-mail");
    expect(mail.subject).toBe(`आपका ऑर्डर ${number} कन्फ़र्म हो गया है`);
    expect(mail.textBody.startsWith("नमस्ते Asha,\n")).toBe(true);
    expect(mail.textBody).toContain(`ऑर्डर ${number} के लिए धन्यवाद।`);
    // Money is the store's ₹ in Hindi, in the plain text too.
    const { price } = shop.variantAt(0);
    expect(mail.textBody).toContain(`कुल: ${formatRupees(price)}`);
    expect(mail.textBody).not.toContain("Rs.");
    expect(mail.htmlBody).toContain(formatRupees(price));
    expect(mail.textBody).toContain("डिलीवरी का पता:");
    expect(mail.textBody).toContain(`http://store.test/hi${trackingPath(number, email)}`);
    expect(mail.htmlBody).toContain('<html lang="hi-IN">');
    expect(mail.htmlBody).toContain("टीम Aangan");
    expect(mail.textBody).not.toMatch(/Thank you|Hello|Total|Delivering/);
  });

  it("the items of a Hindi confirmation are listed by their names, with ₹ amounts", async () => {
    const email = `hindi.items.${randomUUID().slice(0, 8)}@example.in`;
    const browser = testBrowser(app);
    await browser.addToCart(shop.variantAt(1), 2);
    const placed = await browser.send("POST", "/hi/checkout", {
      form: { intent: "place-order", idempotencyKey: randomUUID(), ...testShipping, email, deliverySlot: "morning", method: "cod" },
    });
    expect(placed.status).toBe(302);
    const [mail] = await mailsTo(email, "order_confirmation");
    const variant = shop.variantAt(1);
    expect(mail?.textBody).toMatch(new RegExp(`^- .+ x 2: ${formatRupees(variant.price * 2).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "m"));
    // The product and its colour or size by their Hindi names, and the kind of variant in Hindi.
    const [names] = await shop.handle.db
      .select({ name: products.nameHi, variantName: productVariants.nameHi, variantType: productVariants.type })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, variant.id));
    const kind = names?.variantType === "Size" ? "साइज़" : "रंग";
    expect(mail?.textBody).toContain(`- ${names?.name ?? "?"} (${kind}: ${names?.variantName ?? "?"}) x 2:`);
  });

  it("the same order placed in English keeps its e-mail in English", async () => {
    const email = `english.${randomUUID().slice(0, 8)}@example.in`;
    const browser = testBrowser(app);
    await browser.addToCart(shop.variantAt(0));
    const placed = await browser.send("POST", "/checkout", {
      form: { intent: "place-order", idempotencyKey: randomUUID(), ...testShipping, email, deliverySlot: "morning", method: "cod" },
    });
    const number = new URL(placed.headers.get("Location") ?? "", "http://store.test").searchParams.get("order") ?? "";
    expect(await languageOfOrder(number)).toBe("en");
    const [mail] = await mailsTo(email, "order_confirmation");
    expect(mail?.subject).toBe(`Your order ${number} is confirmed`);
    expect(mail?.textBody).toContain(`Total: Rs. ${shop.variantAt(0).price.toLocaleString("en-IN")}`);
    expect(mail?.htmlBody).toContain('<html lang="en">');
    expect(mail?.textBody).not.toMatch(devanagari);
  });

  it("an order placed through the API with Accept-Language: hi is kept in Hindi, its answer unchanged", async () => {
    const email = `api.hindi.${randomUUID().slice(0, 8)}@example.in`;
    const browser = testBrowser(app);
    await browser.addToCart(shop.variantAt(0));
    const answer = await browser.send("POST", "/api/db/orders", {
      json: { shipping: { ...testShipping, email }, payment: { method: "cod" }, deliverySlot: "morning" },
      headers: { "Idempotency-Key": randomUUID(), "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" },
    });
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as { data: { order: Record<string, unknown> & { number: string } } };
    expect(Object.keys(body.data)).toEqual(["order"]);
    expect(body.data.order).not.toHaveProperty("language");
    expect(await languageOfOrder(body.data.order.number)).toBe("hi");
    const [mail] = await mailsTo(email, "order_confirmation");
    expect(mail?.subject).toBe(`आपका ऑर्डर ${body.data.order.number} कन्फ़र्म हो गया है`);
  });

  it("an API order that asks for no language is kept in the signed-in shopper's own", async () => {
    const shopper = await shop.newShopper();
    await shop.services.account.setLanguage(shopper.id, "hi");
    const browser = testBrowser(app);
    await browser.signIn(shopper.email, "teak-and-cane-2024");
    await browser.addToCart(shop.variantAt(0));
    const answer = await browser.send("POST", "/api/db/orders", {
      json: { shipping: { ...testShipping, email: shopper.email }, payment: { method: "cod" }, deliverySlot: "morning" },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as { data: { order: { number: string } } };
    expect(await languageOfOrder(body.data.order.number)).toBe("hi");
  });

  it("a status update of a Hindi order is written in Hindi", async () => {
    const shopper = await shop.newShopper();
    await shop.services.account.setLanguage(shopper.id, "hi");
    const order = await shop.placeOrder(shopper, [0], { shipping: { email: shopper.email } });
    expect(await languageOfOrder(order.number)).toBe("hi");
    await shop.services.orderStatus.advance(order.number, "confirmed");
    await shop.services.orderStatus.advance(order.number, "shipped", { deliveryType: "Delhivery" });
    const mails = await mailsTo(shopper.email, "order_status");
    expect(mails.map((mail) => mail.subject)).toEqual([`आपका ऑर्डर ${order.number} कन्फ़र्म हो गया है`, `आपका ऑर्डर ${order.number} भेज दिया गया है`]);
    const shipped = mails[1];
    if (!shipped) throw new Error("no shipped e-mail");
    expect(shipped.textBody).toContain(`आपका ऑर्डर ${order.number} रास्ते में है।`);
    expect(shipped.textBody).toContain("स्टेटस: ऑर्डर Delhivery से भेजा गया");
    // The promised dates in hi-IN: Hindi weekday and month names.
    expect(shipped.textBody).toMatch(/यह आप तक .*[\u0900-\u097F]+.* पहुँच जाना चाहिए।/);
    expect(shipped.textBody).toContain(`${publicOrigin}/hi${trackingPath(order.number, shopper.email)}`);
    expect(shipped.htmlBody).toContain('<html lang="hi-IN">');
    expect(`${shipped.subject}\n${shipped.textBody}`).not.toMatch(/Your order|Status:|on its way/);
  });

  it("a Hindi order shipped by the store's own delivery says so in Hindi, and its timeline keeps the English words", async () => {
    const shopper = await shop.newShopper();
    await shop.services.account.setLanguage(shopper.id, "hi");
    const order = await shop.placeOrder(shopper, [0], { shipping: { email: shopper.email } });
    await shop.services.orderStatus.advance(order.number, "confirmed");
    await shop.services.orderStatus.advance(order.number, "shipped");
    const shipped = (await mailsTo(shopper.email, "order_status"))[1];
    expect(shipped?.textBody).toContain("स्टेटस: ऑर्डर सामान्य डिलीवरी से भेजा गया");
    expect(shipped?.textBody).not.toContain("Standard Delivery");
    const view = await shop.services.orders.orderForOwner({ kind: "user", userId: shopper.id }, order.number);
    expect(view?.tracking.map((event) => event.message)).toContain("Order shipped via Standard Delivery");
  });

  it("a password reset for an account kept in Hindi is written in Hindi and links to the Hindi page", async () => {
    const shopper = await shop.newShopper();
    await shop.services.account.setLanguage(shopper.id, "hi");
    await shop.services.auth.requestPasswordReset(shopper.email, { clientAddress: "203.0.113.9", origin: publicOrigin });
    const [mail] = await mailsTo(shopper.email, "password-reset");
    if (!mail) throw new Error("no reset e-mail");
    expect(mail.subject).toBe("अपना Aangan पासवर्ड रीसेट करें");
    expect(mail.textBody.startsWith("नमस्ते Asha,\n")).toBe(true);
    expect(mail.textBody).toContain(`${publicOrigin}/hi/reset-password?token=`);
    expect(mail.htmlBody).toContain('<html lang="hi-IN">');
    expect(mail.htmlBody).toContain("नया पासवर्ड चुनें");
    expect(mail.textBody).not.toMatch(/Hello|password stays/);
  });

  it("a password reset for an account in English stays English", async () => {
    const shopper = await shop.newShopper();
    await shop.services.auth.requestPasswordReset(shopper.email, { clientAddress: "203.0.113.10", origin: publicOrigin });
    const [mail] = await mailsTo(shopper.email, "password-reset");
    expect(mail?.subject).toBe("Reset your Aangan password");
    expect(mail?.textBody).toContain(`${publicOrigin}/reset-password?token=`);
    expect(mail?.textBody).not.toMatch(devanagari);
  });
});
