// A shopper's language: every shop page has a Hindi address under /hi, the switch's choice is
// remembered (and kept on a signed-in shopper's account, for their e-mails), and a visitor who
// never chose (a crawler among them) reads each address in its own language.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
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

/** A browser loading a page (not a script fetching data), as Chromium says it is. */
const pageLoad = { headers: { "Sec-Fetch-Dest": "document", Accept: "text/html" } };

describe("a shopper's language", () => {
  it("a shopper switches to Hindi, is remembered on the next English address, and switches back", async () => {
    const browser = testBrowser(app);
    const switched = await browser.send("GET", "/cart?lang=hi", pageLoad);
    expect(switched.status).toBe(302);
    expect(switched.headers.get("Location")).toBe("/hi/cart");
    expect(switched.headers.get("Set-Cookie")).toMatch(/^lang=hi; Path=\/; Max-Age=31536000; SameSite=Lax/);

    const remembered = await browser.send("GET", "/products?sort=price-asc", pageLoad);
    expect(remembered.status).toBe(302);
    expect(remembered.headers.get("Location")).toBe("/hi/products?sort=price-asc");
    // What has one address in every language is left alone, and so is what a page's script
    // fetches: React Router's route manifest and a page's data (redirected, the Hindi page broke).
    expect((await browser.get("/api/db/cart")).status).not.toBe(302);
    const manifest = await browser.send("GET", "/__manifest?paths=%2Fhi%2Ftrack-order&version=1", { headers: { "Sec-Fetch-Dest": "empty", Accept: "*/*" } });
    expect(manifest.status).not.toBe(302);
    const pageData = await browser.send("GET", "/cart.data", { headers: { "Sec-Fetch-Dest": "empty", Accept: "*/*" } });
    expect(pageData.status).not.toBe(302);
    // A script asking in Hindi (the checkout's PIN code check) is answered, not taken for a switch.
    const askedInHindi = await browser.send("GET", "/checkout/pincode.data?pin=560001&lang=hi", { headers: { "Sec-Fetch-Dest": "empty", Accept: "*/*" } });
    expect(askedInHindi.status).not.toBe(302);

    const back = await browser.send("GET", "/hi/products?lang=en", pageLoad);
    expect(back.headers.get("Location")).toBe("/products");
    expect((await browser.send("GET", "/cart", pageLoad)).status).not.toBe(302);
  });

  it("a visitor who never chose (a crawler) is never sent elsewhere: each address keeps its language", async () => {
    const browser = testBrowser(app);
    expect((await browser.send("GET", "/cart", pageLoad)).status).not.toBe(302);
    expect((await browser.send("GET", "/hi/cart", pageLoad)).status).not.toBe(302);
  });

  it("a signed-in shopper's choice is kept on their account, so their e-mails follow it", async () => {
    const shopper = await shop.newShopper();
    const browser = testBrowser(app);
    await browser.signIn(shopper.email, testPassword);
    await browser.send("GET", "/?lang=hi", pageLoad);
    const [row] = await shop.handle.db.select({ language: users.language }).from(users).where(eq(users.id, shopper.id));
    expect(row?.language).toBe("hi");
    await browser.send("GET", "/hi?lang=en", pageLoad);
    const [after] = await shop.handle.db.select({ language: users.language }).from(users).where(eq(users.id, shopper.id));
    expect(after?.language).toBe("en");
  });

});
