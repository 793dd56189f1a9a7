// Privacy between two shoppers, through the store's real app on a real database: the JSON API
// (orders, cart lines) and the pages' loaders and actions (profile tabs and forms, wishlist,
// invoice). Neither shopper can read or change the other's orders, invoices, addresses, cards,
// wishlist, cart or reviews: every attempt that names the other's thing answers 404 (or 403), and
// the lists each sees hold only their own. The browser-level checks are in
// tests/e2e/profile.e2e.test.ts; this covers every call.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../app/lib/contracts/auth";
import { createAppWithPages, testBrowser, type TestApp } from "../../tests/support/page-routes";
import { openTestShop, testPassword, testShipping, testVisa, type TestShop } from "../../tests/support/test-shop";
import { addresses, cartLines, carts, rateLimitBuckets, reviews, savedCards, wishlistItems, wishlists } from "../db/schema";

let shop: TestShop;
let app: TestApp;

beforeAll(async () => {
  shop = await openTestShop({ products: 12 });
  app = createAppWithPages(shop.services);
}, 120_000);

afterAll(async () => {
  await shop.close();
});

interface Shopper {
  user: AuthUser;
  browser: ReturnType<typeof testBrowser>;
}

async function signedIn(firstName: string): Promise<Shopper> {
  const user = await shop.newShopper({ firstName });
  const browser = testBrowser(app);
  await browser.signIn(user.email, testPassword);
  return { user, browser };
}

interface CartBody {
  data: { cart: { items: { id: number; quantity: number }[] } };
}

/** Everything Asha owns, made through the app as she would. */
async function ashaWithEverything() {
  const asha = await signedIn("Asha");
  const order = await shop.placeOrder(asha.user, [0, 1]);
  await shop.services.orderStatus.advance(order.number, "delivered");
  const profile = await asha.browser.get("/profile?tab=orders");
  const orders = ((await profile.json()) as { view: { orders: { number: string; items: { lineId: number }[] }[] } }).view.orders;
  const lineIds = orders.find((candidate) => candidate.number === order.number)?.items.map((item) => item.lineId) ?? [];
  const reviewed = await asha.browser.send("POST", "/profile", { form: { intent: "review", lineId: String(lineIds[0]), rating: "5", comment: "Solid and handsome." } });
  expect(reviewed.status).toBe(200);
  const address = await shop.services.addresses.create(asha.user.id, { ...testShipping });
  // Add New Card: the gateway's one-rupee check, saved as its token.
  const card = await shop.saveCard(asha.user, { ...testVisa, cardHolder: "ASHA VERMA" });
  const product = shop.variantAt(2);
  const hearted = await asha.browser.send("POST", "/wishlist", {
    form: { intent: "toggle", product_id: String(product.productId) },
    headers: { "Sec-Fetch-Mode": "cors" },
  });
  expect(await hearted.json()).toMatchObject({ ok: true, wishlisted: true });
  const added = await asha.browser.send("POST", "/api/db/cart/items", { json: { product_id: product.productId, variant_id: product.id, quantity: 2 } });
  const cartLine = ((await added.json()) as CartBody).data.cart.items[0]?.id ?? 0;
  return { asha, order, lineIds, address, card, wishlisted: product.productId, cartLine };
}

describe("privacy between two shoppers", () => {
  it("answers 404 to every call that names another shopper's order, invoice, address, card, review or cart line, and changes nothing", async () => {
    const { asha, order, lineIds, address, card, wishlisted, cartLine } = await ashaWithEverything();
    const ravi = await signedIn("Ravi");
    const db = shop.handle.db;

    // Orders, their payment and invoices.
    expect((await ravi.browser.get(`/api/db/orders/${order.number}`)).status).toBe(404);
    expect((await ravi.browser.get(`/api/db/orders/${order.number}/checkout`)).status).toBe(404);
    expect((await ravi.browser.get(`/api/db/orders/${order.number}/payment`)).status).toBe(404);
    expect((await ravi.browser.get(`/profile/orders/${order.number}/invoice.pdf`)).status).toBe(404);

    // Addresses, cards and reviews: every profile form, with Asha's ids.
    const attempts: Record<string, string>[] = [
      { intent: "address-delete", id: String(address.id) },
      { intent: "address-default", id: String(address.id) },
      { intent: "address-save", id: String(address.id), firstName: "Ravi", lastName: "K", phone: "9000000000", address: "Hijack", city: "X", state: "KA", pincode: "560001" },
      { intent: "card-delete", id: String(card.id) },
      { intent: "card-default", id: String(card.id) },
      ...lineIds.map((lineId) => ({ intent: "review", lineId: String(lineId), rating: "1", comment: "Not mine to review." })),
    ];
    for (const form of attempts) {
      const answer = await ravi.browser.send("POST", "/profile", { form });
      expect(answer.status, `${form.intent} of another shopper's ${form.id ?? form.lineId}`).toBe(404);
    }

    // Cart: another shopper's line id, changed or removed, signed in or as a guest.
    const guest = testBrowser(app);
    for (const browser of [ravi.browser, guest]) {
      expect((await browser.send("PUT", `/api/db/cart/items/${cartLine}`, { json: { quantity: 9 } })).status).toBe(404);
      expect((await browser.send("DELETE", `/api/db/cart/items/${cartLine}`)).status).toBe(404);
    }
    // A call from another site is refused before it is looked at.
    const crossSite = await ravi.browser.send("DELETE", `/api/db/cart/items/${cartLine}`, { headers: { Origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);

    // Wishlist: there is no way to name another's; removing Asha's product only touches Ravi's own.
    const removed = await ravi.browser.send("POST", "/wishlist", {
      form: { intent: "remove", product_id: String(wishlisted) },
      headers: { "Sec-Fetch-Mode": "cors" },
    });
    expect(removed.status).toBe(200);

    // Asha's things are all still hers, as they were.
    const [stillAddress] = await db.select().from(addresses).where(eq(addresses.id, address.id));
    expect(stillAddress).toMatchObject({ userId: asha.user.id, address: testShipping.address, isDefault: true });
    const [stillCard] = await db.select().from(savedCards).where(eq(savedCards.id, card.id));
    expect(stillCard).toMatchObject({ userId: asha.user.id, isDefault: true });
    expect(await db.select({ userId: reviews.userId, rating: reviews.rating }).from(reviews).where(sql`${reviews.orderLineId} in ${lineIds}`)).toEqual([
      { userId: asha.user.id, rating: 5 },
    ]);
    const ashasLines = await db
      .select({ id: cartLines.id, quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.userId, asha.user.id));
    expect(ashasLines).toEqual([{ id: cartLine, quantity: 2 }]);
    const ashasWishlist = await db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
      .where(eq(wishlists.userId, asha.user.id));
    expect(ashasWishlist).toEqual([{ productId: wishlisted }]);
    // The same calls by their owner go through: the 404s above are about whose things they are.
    expect((await asha.browser.get(`/api/db/orders/${order.number}`)).status).toBe(200);
    expect((await asha.browser.get(`/profile/orders/${order.number}/invoice.pdf`)).status).toBe(200);
    expect((await asha.browser.send("PUT", `/api/db/cart/items/${cartLine}`, { json: { quantity: 3 } })).status).toBe(200);
    expect((await asha.browser.send("POST", "/profile", { form: { intent: "card-default", id: String(card.id) } })).status).toBe(200);
    expect((await asha.browser.send("POST", "/profile", { form: { intent: "address-default", id: String(address.id) } })).status).toBe(200);
    const secondReview = { intent: "review", lineId: String(lineIds[1]), rating: "4", comment: "Comfortable." };
    expect((await asha.browser.send("POST", "/profile", { form: secondReview })).status).toBe(200);
  });

  it("shows each shopper only their own orders, addresses, cards, wishlist, cart and counts", async () => {
    const { order, address } = await ashaWithEverything();
    const ravi = await signedIn("Ravi");

    const overview = (await (await ravi.browser.get("/profile")).json()) as { view: { counts: Record<string, number> } };
    expect(overview.view.counts).toEqual({ orders: 0, wishlistItems: 0, addresses: 0, cards: 0 });
    const orders = (await (await ravi.browser.get(`/profile?tab=orders&track=${order.number}`)).json()) as { view: { orders: unknown[] } };
    expect(orders.view.orders).toEqual([]);
    const addressTab = (await (await ravi.browser.get(`/profile?tab=addresses&address=${address.id}`)).json()) as { view: { addresses: unknown[] } };
    expect(addressTab.view.addresses).toEqual([]);
    const cardsTab = (await (await ravi.browser.get("/profile?tab=cards")).json()) as { view: { cards: unknown[] } };
    expect(cardsTab.view.cards).toEqual([]);
    // Nor does the Pay page offer Ravi any gateway token of Asha's.
    expect((await shop.services.savedCards.paymentProfile(ravi.user)).cards).toEqual([]);
    const wishlistTab = (await (await ravi.browser.get("/profile?tab=wishlist")).json()) as { view: { items: unknown[] } };
    expect(wishlistTab.view.items).toEqual([]);
    expect(((await (await ravi.browser.get("/wishlist")).json()) as { items: unknown[] }).items).toEqual([]);
    expect(((await (await ravi.browser.get("/api/db/cart")).json()) as CartBody).data.cart.items).toEqual([]);
    expect(await (await ravi.browser.get("/api/db/cart/count")).json()).toEqual({ data: { count: 0 } });
  });

  it("sends a guest who asks for a profile page or an invoice to sign in, and answers the API with 404", async () => {
    const { order } = await ashaWithEverything();
    const guest = testBrowser(app);
    for (const pathname of ["/profile?tab=orders", `/profile/orders/${order.number}/invoice.pdf`]) {
      const answer = await guest.get(pathname);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    }
    const posted = await guest.send("POST", "/profile", { form: { intent: "card-delete", id: "1" } });
    expect(posted.status).toBe(302);
    expect((await guest.get(`/api/db/orders/${order.number}`)).status).toBe(404);
  });
});

describe("guessing a shopper's password in the settings forms", () => {
  it("is refused with 429 and a clear message after 10 wrong tries, on the password and e-mail forms alike", async () => {
    const meera = await signedIn("Meera");
    await shop.handle.db.delete(rateLimitBuckets);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const form: Record<string, string> =
        attempt % 2 === 0
          ? { intent: "password", currentPassword: `guess-${attempt}`, newPassword: "sheesham-9", confirmPassword: "sheesham-9" }
          : { intent: "email", newEmail: "meera.new@example.in", currentPassword: `guess-${attempt}` };
      const answer = await meera.browser.send("POST", "/profile", { form });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain("Current password is incorrect.");
    }
    const rightPassword: Record<string, string>[] = [
      { intent: "password", currentPassword: testPassword, newPassword: "sheesham-9", confirmPassword: "sheesham-9" },
      { intent: "email", newEmail: "meera.new@example.in", currentPassword: testPassword },
    ];
    for (const form of rightPassword) {
      const limited = await meera.browser.send("POST", "/profile", { form });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ ok: false, intent: form.intent, message: "Too many attempts. Please try again in 15 minutes." });
    }
  });
});
