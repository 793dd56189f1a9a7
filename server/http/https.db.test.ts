// Served over HTTPS (PUBLIC_ORIGIN https, or a trusted proxy that received the request over
// https): cookies are Secure and browsers are told to keep to HTTPS. Over plain HTTP neither.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppWithPages, type TestApp } from "../../tests/support/page-routes";
import { openTestShop, testPassword, type TestShop } from "../../tests/support/test-shop";

let shop: TestShop;
let app: TestApp;
let email: string;

beforeAll(async () => {
  shop = await openTestShop({ products: 3 });
  app = createAppWithPages(shop.services);
  email = (await shop.newShopper()).email;
}, 120_000);

afterAll(async () => {
  await shop.close();
});

function signIn(origin: string) {
  return app.request(`${origin}/api/db/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
    body: JSON.stringify({ email, password: testPassword }),
  });
}

function addToCart(origin: string) {
  const variant = shop.variantAt(0);
  return app.request(`${origin}/api/db/cart/items`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
    body: JSON.stringify({ product_id: variant.productId, variant_id: variant.id, quantity: 1 }),
  });
}

describe("a store served over HTTPS", () => {
  it("sends Secure session and guest cookies and Strict-Transport-Security", async () => {
    const signedIn = await signIn("https://www.aangan.in");
    expect(signedIn.status).toBe(200);
    for (const cookie of signedIn.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
    expect(signedIn.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const added = await addToCart("https://www.aangan.in");
    expect(added.headers.getSetCookie().find((cookie) => cookie.startsWith("cart_token="))).toMatch(/; Secure/);
    expect((await app.request("https://www.aangan.in/api/health")).headers.get("strict-transport-security")).not.toBeNull();
  });

  it("over plain HTTP sends neither", async () => {
    const signedIn = await signIn("http://localhost:3000");
    for (const cookie of signedIn.headers.getSetCookie()) expect(cookie).not.toMatch(/Secure/);
    expect(signedIn.headers.get("strict-transport-security")).toBeNull();
    const added = await addToCart("http://localhost:3000");
    expect(added.headers.getSetCookie().find((cookie) => cookie.startsWith("cart_token="))).not.toMatch(/Secure/);
  });
});
