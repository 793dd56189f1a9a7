// Every link the store draws leads straight to a page. A link answered with a redirect costs the
// shopper a round trip before anything is drawn (the spec's category slugs are aliases, so the
// store links their canonical addresses instead), and one answered with 404 is a dead end. The
// crawl reads every link on the pages a shopper starts from, at both widths (menus opened, so
// the links they hold count too), and asks the store for each without following redirects.
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { baseUrl, releaseBrowser, desktop, newShopper, phone } from "./support/browser";

afterAll(releaseBrowser);

const footerPages = ["/about", "/contact", "/terms", "/privacy", "/shipping", "/returns", "/faq"];

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/** The store's own links on the page as it is now (hidden ones too: the store drew them), without #fragments. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const own = hrefs.map((href) => new URL(href)).filter((url) => url.origin === baseUrl());
  return own.map((url) => `${url.pathname}${url.search}`);
}

/** The links the header keeps in menus that open on demand: the account menu, and on a phone the side drawer. */
async function menuLinks(page: Page, width: number): Promise<string[]> {
  const found: string[] = [];
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menu").waitFor();
  found.push(...(await internalLinks(page)));
  await page.keyboard.press("Escape");
  await page.getByRole("menu").waitFor({ state: "detached" });
  if (width < 768) {
    await banner.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    for (const group of await drawer.getByRole("heading", { level: 2 }).getByRole("button").all()) await group.click();
    found.push(...(await internalLinks(page)));
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
  }
  return found;
}

describe("the store's own links", () => {
  it("lead straight to a page, never through a redirect or to a missing page, at 1280 and 375 px", async () => {
    // Where each link was seen, so a failure says which page drew it.
    const seenOn = new Map<string, Set<string>>();
    const answers: { link: string; status: number; location: string | undefined }[] = [];
    for (const viewport of [desktop, phone]) {
      const { page, context } = await newShopper(viewport);
      await page.goto("/");
      // A line in the cart, so the cart page shows its links (checkout among them).
      const added = await page.evaluate(async () => {
        const headers = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
        for (let productId = 1; productId <= 60; productId++) {
          const response = await fetch("/api/db/cart/items", { method: "POST", headers, body: JSON.stringify({ product_id: productId, quantity: 1 }) });
          if (response.ok) return productId;
        }
        return null;
      });
      expect(added).not.toBeNull();
      const startPages = [
        "/",
        "/products",
        "/category/living-room",
        "/collections",
        "/collection/mozart",
        "/search?q=sofa",
        `/product/${added ?? 1}`,
        "/cart",
        "/wishlist",
        "/track-order",
        "/login",
        "/register",
        ...footerPages,
      ];
      const seen = (link: string, where: string) => {
        const places = seenOn.get(link) ?? new Set<string>();
        places.add(`${where} at ${viewport.width}px`);
        seenOn.set(link, places);
      };
      for (const start of startPages) {
        const response = await page.goto(start);
        expect(response?.status(), start).toBe(200);
        await hydrated(page);
        for (const link of await internalLinks(page)) seen(link, start);
        if (start === "/") for (const link of await menuLinks(page, viewport.width)) seen(link, "the header's menus");
      }
      // Asked with this shopper's cookies (a checkout with a line in the cart is a page, not a redirect to /cart).
      for (const link of seenOn.keys()) {
        if (answers.some((answer) => answer.link === link)) continue;
        const answer = await context.request.get(link, { maxRedirects: 0 });
        answers.push({ link, status: answer.status(), location: answer.headers().location });
      }
      await context.close();
    }
    // The crawl found the store's menus and pages, not an empty shell.
    expect(seenOn.size).toBeGreaterThan(60);
    const wrong = answers
      .filter((answer) => answer.status !== 200)
      .map(({ link, status, location }) => `${status} ${link}${location ? ` → ${location}` : ""} (on ${[...(seenOn.get(link) ?? [])].join(", ")})`);
    expect(wrong).toEqual([]);
  });
});
