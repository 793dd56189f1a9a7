// Attacks that need the real pages or a browser (the rest are in server/api/attacks.db.test.ts),
// on a store of its own whose database is given hostile content before it starts: a product
// named with markup, reviews written as markup, a shopper whose name is markup. Every such text
// is shown as text: no element is created from it and no script runs. Also: no other site can
// frame a page or sign the shopper in with a form, sign-in never sends a shopper off the store,
// and a form post with a character the database cannot store is a 4xx, not a 500.
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { products, reviews } from "../../server/db/schema";
import { ensureCatalogSeeded } from "../../server/db/seed/ensure-seeded";
import { releaseBrowser, desktop, openBrowser } from "./support/browser";
import { createThrowawayPostgres, startStore, type RunningStore } from "./support/store-server";

const kind = inject("databaseKind");
const dataDir = path.resolve("tmp", `e2e-attacks-${kind}-${path.basename(process.env.BUILD_DIR ?? "build")}`);
const password = "teak-and-cane-2024";

// Each would set window.__xss, or leave an element marked data-xss, if it were ever read as HTML.
const productName = `Kaveri <script data-xss>window.__xss=1</script><img src=x onerror="window.__xss=2" data-xss> Sofa`;
const reviewAuthor = `<img src=x onerror="window.__xss=3" data-xss>`;
const reviewComment = `</script><script data-xss>window.__xss=4</script><b data-xss>bold</b> \u202Ereversed`;
const firstName = `<img src=x onerror=window.__xss=5 data-xss>`;
const lastName = `<svg onload=window.__xss=6 data-xss>`;
const searchText = `<script data-xss>window.__xss=7</script>`;

let store: RunningStore;
let database: { url: string; drop: () => Promise<void> } | null = null;
let productId = 0;

/** The catalog, then the hostile content, written before the store opens the database. */
async function seedHostileContent(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await ensureCatalogSeeded(handle.db, { products: 24 });
  const [product] = await handle.db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
  if (!product) throw new Error("the seed made no products");
  productId = product.id;
  await handle.db.update(products).set({ name: productName }).where(eq(products.id, productId));
  await handle.db.insert(reviews).values({ productId, authorName: reviewAuthor, rating: 5, comment: reviewComment });
}

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  database = kind === "postgres" && serverUrl ? await createThrowawayPostgres(serverUrl) : null;
  rmSync(dataDir, { recursive: true, force: true });
  const handle = database
    ? await openDatabase({ kind: "postgres", url: database.url, maxConnections: 1 })
    : await openDatabase({ kind: "embedded", dataDir: path.join(dataDir, "db") });
  try {
    await seedHostileContent(handle);
  } finally {
    await handle.close();
  }
  store = await startStore({ dataDir, databaseUrl: database?.url, freshDataDir: false, env: { SEED_PRODUCTS: "24" } });
});

afterAll(async () => {
  await releaseBrowser();
  await store.stop();
  await database?.drop();
});

const url = (pathname: string) => `${store.baseUrl}${pathname}`;

async function newPage(): Promise<{ page: Page; dialogs: string[] }> {
  const context = await (await openBrowser()).newContext({ viewport: desktop, locale: "en-IN" });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

/** Opens a page and waits for React to take over; pictures (drawn on first request) may load on. */
async function open(page: Page, pathname: string) {
  await page.goto(url(pathname), { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/** Nothing the markup asked for exists or ran. */
async function expectNothingInjected(page: Page, dialogs: readonly string[]) {
  const found = await page.evaluate(() => ({
    ran: (window as { __xss?: unknown }).__xss ?? null,
    elements: document.querySelectorAll("[data-xss]").length,
    handlers: document.querySelectorAll("[onerror], [onload]").length,
  }));
  expect(found).toEqual({ ran: null, elements: 0, handlers: 0 });
  expect(dialogs).toEqual([]);
}

/** The server's HTML holds the texts escaped, never as tags. */
async function expectEscapedHtml(pathname: string, cookie?: string) {
  const html = await (await fetch(url(pathname), { headers: cookie ? { Cookie: cookie } : {} })).text();
  for (const tag of ["<script data-xss>", "<img src=x", "<b data-xss>", "<svg onload"]) expect(html, pathname).not.toContain(tag);
  return html;
}

describe("markup written by shoppers or in the catalog is shown as text", () => {
  it("a product named with markup, and its reviews, read as text on the product page, in the listing and in the cart", async () => {
    const { page, dialogs } = await newPage();
    await open(page, `/product/${productId}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(productName);
    await page.getByRole("tab", { name: /Reviews/ }).click();
    await page.getByText(reviewAuthor, { exact: true }).first().waitFor();
    await page.getByText(reviewComment.slice(0, 40)).first().waitFor();
    await expectNothingInjected(page, dialogs);
    await expectEscapedHtml(`/product/${productId}`);

    await open(page, "/products");
    await page.getByText(productName).first().waitFor();
    await expectNothingInjected(page, dialogs);
    await expectEscapedHtml("/products");

    const added = await page.evaluate(async (id) => {
      const response = await fetch("/api/db/cart/items", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
        body: JSON.stringify({ product_id: id, quantity: 1 }),
      });
      return response.status;
    }, productId);
    expect(added).toBe(200);
    await open(page, "/cart");
    await page.getByRole("main").getByText(productName).first().waitFor();
    await expectNothingInjected(page, dialogs);
    await page.context().close();
  });

  it("a shopper whose name is markup sees it as text in the header and the profile", async () => {
    const { page, dialogs } = await newPage();
    await open(page, "/");
    const email = `markup.${randomUUID().slice(0, 8)}@example.in`;
    const statuses = await page.evaluate(
      async (account) => {
        const headers = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
        const registered = await fetch("/api/db/auth/register", { method: "POST", headers, body: JSON.stringify({ ...account, mobile: "9876543210" }) });
        const signedIn = await fetch("/api/db/auth/login", { method: "POST", headers, body: JSON.stringify({ email: account.email, password: account.password }) });
        return [registered.status, signedIn.status];
      },
      { firstName, lastName, email, password },
    );
    expect(statuses).toEqual([201, 200]);
    await open(page, "/profile");
    await page.getByText(firstName).first().waitFor();
    await expectNothingInjected(page, dialogs);
    const cookie = (await page.context().cookies()).map((each) => `${each.name}=${each.value}`).join("; ");
    await expectEscapedHtml("/profile", cookie);
    await page.context().close();
  });

  it("a search for markup shows the query as text on the results page and in the search box", async () => {
    const { page, dialogs } = await newPage();
    await open(page, `/search?${new URLSearchParams({ q: searchText }).toString()}`);
    await page.getByRole("main").getByText(searchText).first().waitFor();
    await expectNothingInjected(page, dialogs);
    await expectEscapedHtml(`/search?${new URLSearchParams({ q: searchText }).toString()}`);
    await page.context().close();
  });
});

describe("attacks that need a browser", () => {
  it("no other site can frame a page (clickjacking)", async () => {
    const { page } = await newPage();
    const refused = new Promise<string>((resolve) => {
      page.on("console", (message) => {
        if (/frame-ancestors|X-Frame-Options|refused to (display|frame)/i.test(message.text())) resolve(message.text());
      });
    });
    await page.setContent(`<iframe title="store" src="${url("/")}" width="800" height="600"></iframe>`);
    expect(await refused).toMatch(/frame-ancestors|X-Frame-Options|refused/i);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame?.url() ?? "").not.toBe(url("/"));
    await page.context().close();
  });

  it("a form on another site cannot sign the shopper in to an account it chose (login CSRF)", async () => {
    const { page } = await newPage();
    const attackerEmail = `attacker.${randomUUID().slice(0, 8)}@example.in`;
    const registered = await fetch(url("/api/db/auth/register"), {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
      body: JSON.stringify({ firstName: "Eve", lastName: "Attacker", mobile: "9876543210", email: attackerEmail, password }),
    });
    expect(registered.status).toBe(201);
    await page.setContent(
      `<form method="post" action="${url("/login")}"><input name="email" value="${attackerEmail}"><input name="password" value="${password}"><button>Win a sofa</button></form>`,
    );
    const [response] = await Promise.all([page.waitForResponse((candidate) => candidate.url() === url("/login")), page.getByRole("button").click()]);
    expect(response.status()).toBe(403);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("session");
    await page.context().close();
  });

  it("a signed-in shopper sent to /login with a return address on another site stays on the store", async () => {
    const email = `redirect.${randomUUID().slice(0, 8)}@example.in`;
    const headers = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
    await fetch(url("/api/db/auth/register"), { method: "POST", headers, body: JSON.stringify({ firstName: "Meera", lastName: "Rao", mobile: "9876543210", email, password }) });
    const login = await fetch(url("/api/db/auth/login"), { method: "POST", headers, body: JSON.stringify({ email, password }) });
    const session = /session=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1] ?? "";
    expect(session).not.toBe("");
    for (const target of ["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)", "/%2F%2Fevil.example", "\t//evil.example", "/.//evil.example", "/%2e%2e//evil.example"]) {
      const response = await fetch(url(`/login?${new URLSearchParams({ redirectTo: target }).toString()}`), {
        headers: { Cookie: `session=${session}` },
        redirect: "manual",
      });
      expect(response.status, target).toBe(302);
      const location = new URL(response.headers.get("location") ?? "", store.baseUrl);
      expect(location.origin, target).toBe(store.baseUrl);
      expect(location.protocol, target).toBe("http:");
    }
  });

  it("a form post with a NUL character, which no one types and the database cannot store, is a 4xx and not a 500", async () => {
    const form = new URLSearchParams({ firstName: "Asha\u0000", lastName: "Verma", mobile: "9876543210", email: "nul@example.in", password, confirmPassword: password });
    for (const page of ["/register", "/login", "/cart", "/profile?tab=addresses", "/checkout"]) {
      const response = await fetch(url(page), { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: form, redirect: "manual" });
      expect(response.status, page).toBeLessThan(500);
    }
  });

  it("a page is answered only for the methods it takes: 405 with Allow, in plain words, for the others", async () => {
    for (const [method, page, allow] of [
      ["POST", "/checkout/pincode", "GET, HEAD"],
      ["POST", "/sitemap.xml", "GET, HEAD"],
      ["POST", "/products", "GET, HEAD"],
      ["PUT", "/cart", "GET, HEAD, POST"],
      ["DELETE", "/products", "GET, HEAD"],
    ] as const) {
      const response = await fetch(url(page), { method, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "" });
      expect(response.status, `${method} ${page}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${page}`).toBe(allow);
      expect(await response.text(), `${method} ${page}`).not.toContain("Unexpected Server Error");
    }
  });

  it("pages say they differ by cookie, and a signed-in shopper's are never kept by a shared cache", async () => {
    const guest = await fetch(url(`/product/${productId}`));
    expect(guest.headers.get("vary") ?? "").toContain("Cookie");
    const email = `cache.${randomUUID().slice(0, 8)}@example.in`;
    const headers = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
    await fetch(url("/api/db/auth/register"), { method: "POST", headers, body: JSON.stringify({ firstName: "Isha", lastName: "Rao", mobile: "9876543210", email, password }) });
    const login = await fetch(url("/api/db/auth/login"), { method: "POST", headers, body: JSON.stringify({ email, password }) });
    const session = /session=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1] ?? "";
    for (const page of ["/", `/product/${productId}`, "/products"]) {
      const signedIn = await fetch(url(page), { headers: { Cookie: `session=${session}` } });
      expect(signedIn.headers.get("cache-control"), page).toMatch(/^private/);
      expect(signedIn.headers.get("vary") ?? "", page).toContain("Cookie");
    }
  });

  it("the real pages carry the security headers", async () => {
    for (const page of ["/", `/product/${productId}`, "/login", "/cart", "/no-such-page"]) {
      const response = await fetch(url(page));
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy, page).toContain("frame-ancestors 'none'");
      expect(policy, page).toMatch(/script-src 'self' 'nonce-/);
      expect(response.headers.get("x-frame-options"), page).toBe("DENY");
      expect(response.headers.get("x-content-type-options"), page).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), page).toBe("strict-origin-when-cross-origin");
    }
  });
});
