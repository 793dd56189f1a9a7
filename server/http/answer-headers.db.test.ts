// The headers the store adds to answers after their handlers: each answer's request id, the
// security headers, and "never keep this" on a shopper's own answers, on answers built every way
// (a handler's JSON, a refusal, a missing path, a page, a gzipped answer).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppWithPages, type TestApp } from "../../tests/support/page-routes";
import { openTestShop, type TestShop } from "../../tests/support/test-shop";

let shop: TestShop;
let app: TestApp;

beforeAll(async () => {
  shop = await openTestShop({ products: 3 });
  app = createAppWithPages(shop.services);
}, 120_000);

afterAll(async () => {
  await shop.close();
});

const asBrowser = { "X-Requested-With": "XMLHttpRequest", "Accept-Encoding": "gzip, deflate, br" };

function addToCart(quantity: number) {
  const variant = shop.variantAt(0);
  return app.request("/api/db/cart/items", {
    method: "POST",
    headers: { ...asBrowser, "Content-Type": "application/json" },
    body: JSON.stringify({ product_id: variant.productId, variant_id: variant.id, quantity }),
  });
}

function expectStoreHeaders(answer: Response, what: string): void {
  expect(answer.headers.get("x-request-id"), what).toMatch(/^[\w-]{8,}$/);
  expect(answer.headers.get("content-security-policy"), what).toContain("default-src 'self'");
  expect(answer.headers.get("x-frame-options"), what).toBe("DENY");
}

describe("the headers on every answer", () => {
  it("a shopper's cart, added to and refused, is never kept by a cache, and carries its request id and the security headers", async () => {
    const added = await addToCart(1);
    expect(added.status).toBe(200);
    const refused = await addToCart(0);
    expect(refused.status).toBe(422);
    const cookie = added.headers.getSetCookie().map((each) => each.split(";")[0]).join("; ");
    const cart = await app.request("/api/db/cart", { headers: { ...asBrowser, Cookie: cookie } });
    for (const [what, answer] of [["added", added], ["refused", refused], ["read", cart]] as const) {
      expectStoreHeaders(answer, what);
      expect(answer.headers.get("cache-control"), what).toBe("private, no-store");
    }
  });

  it("a catalog answer, gzipped, a missing API path and a page carry their request ids and the security headers", async () => {
    const products = await app.request("/api/db/products", { headers: asBrowser });
    expect(products.headers.get("content-encoding")).toBe("gzip");
    const missing = await app.request("/api/db/no-such-thing", { headers: asBrowser });
    expect(missing.status).toBe(404);
    const page = await app.request("/wishlist", { headers: { "Accept-Encoding": "identity" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("vary")).toMatch(/Cookie/);
    const ids = new Set<string | null>();
    for (const [what, answer] of [["products", products], ["missing", missing], ["page", page]] as const) {
      expectStoreHeaders(answer, what);
      ids.add(answer.headers.get("x-request-id"));
    }
    expect(ids.size).toBe(3);
    expect(products.headers.get("cache-control")).not.toBe("private, no-store");
  });
});
