// The account's pages as a browser posts to them: registering signs the shopper in (bringing the
// guest's cart and wishlist along) and lands on the account's one home, /profile, as signing in
// does; the JSON API's registration answers as the spec says and signs nobody in; Settings
// changes the name and mobile number with the registration form's rules and messages.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../app/lib/forms/auth-schemas";
import { createAppWithPages, testBrowser, type TestApp } from "../../tests/support/page-routes";
import { openTestShop, testPassword, type TestShop } from "../../tests/support/test-shop";

let shop: TestShop;
let app: TestApp;

beforeAll(async () => {
  shop = await openTestShop({ products: 4 });
  app = createAppWithPages(shop.services);
}, 120_000);

afterAll(async () => {
  await shop.close();
});

const newEmail = (who: string) => `${who}.${randomUUID().slice(0, 8)}@example.in`;

function registration(email: string) {
  return { firstName: "Asha", lastName: "Verma", mobile: "9876543210", email, password: testPassword };
}

interface Me {
  data: { user: { email: string; firstName: string; lastName: string; mobile: string } };
}

async function whoAmI(browser: ReturnType<typeof testBrowser>): Promise<Me["data"]["user"] | null> {
  const answer = await browser.get("/api/db/auth/me");
  return answer.status === 200 ? ((await answer.json()) as Me).data.user : null;
}

describe("the product page's heart", () => {
  it("posts the state the shopper asked for, so a press sent twice still ends there", async () => {
    const browser = testBrowser(app);
    const wished = shop.variantAt(3).productId;
    const heart = (intent: string) => browser.send("POST", "/wishlist", { form: { intent, product_id: String(wished) } });
    const saved = async () => ((await (await browser.get("/wishlist")).json()) as { items: { id: number }[] }).items.map((item) => item.id);

    expect((await heart("add")).status).toBe(302);
    expect((await heart("add")).status).toBe(302);
    expect(await saved()).toEqual([wished]);
    expect((await heart("remove")).status).toBe(302);
    expect((await heart("remove")).status).toBe(302);
    expect(await saved()).toEqual([]);
  });
});

describe("registering on the page", () => {
  it("signs the guest in on their account home, with the cart and wishlist they had as a guest", async () => {
    const browser = testBrowser(app);
    const variant = shop.variantAt(1);
    await browser.addToCart(variant, 2);
    const wished = shop.variantAt(2).productId;
    expect((await browser.send("POST", "/wishlist", { form: { intent: "toggle", product_id: String(wished) } })).status).toBeLessThan(400);

    const email = newEmail("asha");
    const registered = await browser.send("POST", "/register", { form: registration(email) });
    expect(registered.status).toBe(302);
    expect(registered.headers.get("Location")).toBe("/profile");
    expect((await whoAmI(browser))?.email).toBe(email);

    const cart = (await (await browser.get("/api/db/cart")).json()) as { data: { cart: { items: { product: { id: number }; quantity: number }[] } } };
    expect(cart.data.cart.items.map((item) => [item.product.id, item.quantity])).toEqual([[variant.productId, 2]]);
    const wishlist = (await (await browser.get("/wishlist")).json()) as { items: { id: number }[] };
    expect(wishlist.items.map((item) => item.id)).toEqual([wished]);
  });

  it("comes back to the page that sent the shopper to register", async () => {
    const browser = testBrowser(app);
    const registered = await browser.send("POST", "/register", { form: { ...registration(newEmail("ravi")), redirectTo: "/checkout" } });
    expect(registered.headers.get("Location")).toBe("/checkout");
    expect(await whoAmI(browser)).not.toBeNull();
  });

  it("through the JSON API still answers the new account and signs nobody in", async () => {
    const browser = testBrowser(app);
    const email = newEmail("api");
    const answer = await browser.send("POST", "/api/db/auth/register", { json: registration(email) });
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as Me).data.user.email).toBe(email);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(await whoAmI(browser)).toBeNull();
  });
});

describe("signing in on the page", () => {
  it("lands on the account's home, the profile", async () => {
    const shopper = await shop.newShopper();
    const browser = testBrowser(app);
    const answer = await browser.send("POST", "/login", { form: { email: shopper.email, password: testPassword } });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/profile");
  });
});

describe("changing the name and mobile number in Settings", () => {
  async function signedIn() {
    const shopper = await shop.newShopper();
    const browser = testBrowser(app);
    await browser.signIn(shopper.email, testPassword);
    return browser;
  }

  it("saves a new name and mobile number", async () => {
    const browser = await signedIn();
    const answer = await browser.send("POST", "/profile?tab=settings", {
      form: { intent: "details", firstName: " Asha ", lastName: "Iyer", mobile: "9123456789" },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true, intent: "details" });
    expect(await whoAmI(browser)).toMatchObject({ firstName: "Asha", lastName: "Iyer", mobile: "9123456789" });
  });

  it("refuses what registration refuses, with its messages, and changes nothing", async () => {
    const browser = await signedIn();
    const before = await whoAmI(browser);
    for (const [fields, field, message] of [
      [{ firstName: "", lastName: "Iyer", mobile: "9123456789" }, "firstName", authMessages.firstNameRequired],
      [{ firstName: "Asha", lastName: "  ", mobile: "9123456789" }, "lastName", authMessages.lastNameRequired],
      [{ firstName: "Asha", lastName: "Iyer", mobile: "" }, "mobile", authMessages.mobileRequired],
      [{ firstName: "Asha", lastName: "Iyer", mobile: "98765" }, "mobile", authMessages.mobileInvalid],
    ] as const) {
      const answer = await browser.send("POST", "/profile?tab=settings", { form: { intent: "details", ...fields } });
      expect(answer.status, message).toBe(400);
      const body = (await answer.json()) as { errors: Record<string, string>; values: Record<string, string> };
      expect(body.errors[field], message).toBe(message);
      expect(body.values).toMatchObject(fields);
    }
    expect(await whoAmI(browser)).toEqual(before);
  });
});
