import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { accessibilityViolations, baseUrl, releaseBrowser, desktop, newShopper, openBrowser, phone, type ShopperSession } from "./support/browser";
import { pageAnswersOf } from "../support/page-answers";

afterAll(releaseBrowser);


interface ProductUnderTest {
  id: number;
  name: string;
}

const productsPageSchema = z.object({ data: z.object({ items: z.array(z.object({ id: z.number().int() })) }) });
const productSchema = z.object({
  data: z.object({
    product: z.object({
      id: z.number().int(),
      name: z.string(),
      variants: z.array(z.object({ id: z.number().int(), inStock: z.boolean() })),
    }),
  }),
});

async function getJson<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return schema.parse(await response.json());
}

/** A product with at least three variants, one of them out of stock, found through the JSON API. */
async function findProductWithSoldOutVariant(): Promise<ProductUnderTest> {
  for (let page = 1; page <= 5; page += 1) {
    const listing = await getJson(`/api/db/products?limit=48&page=${page}`, productsPageSchema);
    for (const { id } of listing.data.items) {
      const { product } = (await getJson(`/api/db/products/${id}`, productSchema)).data;
      const soldOut = product.variants.filter((variant) => !variant.inStock);
      if (product.variants.length >= 3 && soldOut.length >= 1 && soldOut.length < product.variants.length) {
        return { id: product.id, name: product.name };
      }
    }
  }
  throw new Error("No product has three variants with one out of stock");
}

let product: ProductUnderTest;

beforeAll(async () => {
  product = await findProductWithSoldOutVariant();
});

// The variant picker's radios are the only radios on the page.
const variantRadios = (page: Page) => page.getByRole("radio");
const quantityField = (page: Page) => page.getByRole("spinbutton", { name: "Quantity" });
const mainPicture = (page: Page) => page.getByRole("button", { name: /^Zoom image/ });

async function pictureSource(page: Page): Promise<string> {
  return mainPicture(page)
    .locator("img")
    .evaluate((image) => (image instanceof HTMLImageElement ? image.currentSrc || image.src : ""));
}

/** The visible label around a (visually hidden) radio: what the shopper actually clicks. */
const labelOf = (radio: Locator) => radio.locator("xpath=ancestor::label[1]");

/** A radio the shopper can choose that is not the chosen one. */
async function anotherChoosableVariant(page: Page): Promise<Locator> {
  for (const radio of await variantRadios(page).all()) {
    if (!(await radio.isChecked()) && (await radio.isEnabled())) return radio;
  }
  throw new Error("No other variant in stock");
}


function jsonLdBlocks(html: string): unknown[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1] ?? "null") as unknown);
}

/** How React writes text into HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

describe("a shopper looks at a product", () => {
  it("sees breadcrumbs, the price in rupees and the stock, picks another colour and starts again at quantity 1 with its pictures", async () => {
    const { page, context, problems } = await newShopper();
    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(200);

    const name = product.name;
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await breadcrumb.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(await breadcrumb.getByRole("link", { name: "Products" }).getAttribute("href")).toBe("/products");
    expect(await breadcrumb.getByText(name, { exact: true }).getAttribute("aria-current")).toBe("page");

    expect(await page.getByText(/^Price: ₹ [\d,]+$/).count()).toBe(1);
    expect(await page.getByText(/^(In Stock|Only \d+ left in stock)$/).count()).toBe(1);

    // The shopper wants three, then changes their mind about the colour.
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    const before = await pictureSource(page);
    expect(await quantityField(page).inputValue()).toBe("3");
    // The stepper counts in place; only the colour goes into the address.
    expect(new URL(page.url()).search).toBe("");

    const other = await anotherChoosableVariant(page);
    const otherId = await other.getAttribute("value");
    // The radio itself is visually hidden; the shopper clicks its label.
    await labelOf(other).click();
    await page.waitForURL((url) => url.searchParams.get("variant") === otherId);
    expect(await other.isChecked()).toBe(true);
    expect(await quantityField(page).inputValue()).toBe("1");
    await expect.poll(() => pictureSource(page)).not.toBe(before);

    // A variant out of stock is on show, labelled, and cannot be chosen.
    const soldOut = variantRadios(page).and(page.locator(":disabled"));
    expect(await soldOut.count()).toBeGreaterThan(0);
    const soldOutLabel = labelOf(soldOut.first());
    expect(await soldOutLabel.textContent()).toContain("Out of Stock");
    await soldOutLabel.click({ force: true });
    expect(await soldOut.first().isChecked()).toBe(false);
    expect(new URL(page.url()).searchParams.get("variant")).toBe(otherId);

    // The stepper stops at the variant's limit, whichever way the shopper tries to pass it.
    const limit = Number(/Up to (\d+) per order/.exec((await page.getByText(/Up to \d+ per order/).textContent()) ?? "")?.[1]);
    expect(limit).toBeGreaterThanOrEqual(1);
    expect(limit).toBeLessThanOrEqual(10);
    const increase = page.getByRole("button", { name: "Increase quantity" });
    while (await increase.isEnabled()) await increase.click();
    expect(await quantityField(page).inputValue()).toBe(String(limit));
    await quantityField(page).fill("99");
    expect(await quantityField(page).inputValue()).toBe(String(limit));
    await quantityField(page).fill("0");
    expect(await quantityField(page).inputValue()).toBe("1");
    expect(await page.getByRole("button", { name: "Decrease quantity" }).isDisabled()).toBe(true);

    // Add to Cart posts the product, the chosen variant and the quantity (the cart's action is its own work).
    const addToCart = page.getByRole("button", { name: "Add to Cart" });
    expect(await addToCart.isEnabled()).toBe(true);
    const form = page.locator("form").filter({ has: addToCart });
    expect(await form.getAttribute("action")).toBe("/cart");
    expect(await form.getAttribute("method")).toBe("post");
    expect(await form.locator('input[name="intent"]').inputValue()).toBe("add");
    expect(await form.locator('input[name="product_id"]').inputValue()).toBe(String(product.id));
    expect(await form.locator('input[name="variant_id"]').inputValue()).toBe(otherId);

    expect(problems).toEqual([]);
    await context.close();
  });

  it("adds the chosen variant to the cart and is told so", async () => {
    const { page, context, problems } = await newShopper();
    await page.goto(`/product/${product.id}`);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("status").filter({ hasText: "Added to your cart." }).waitFor();
    expect(await page.getByRole("link", { name: "View Cart" }).getAttribute("href")).toBe("/cart");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens a shared link to a colour with that colour chosen by the server", async () => {
    const first = await fetch(`${baseUrl()}/product/${product.id}`).then((response) => response.text());
    const radios = first.match(/<input[^>]*name="variant"[^>]*>/g) ?? [];
    const choosable = radios.filter((radio) => !/\sdisabled=""/.test(radio) && !/\schecked=""/.test(radio));
    const wanted = /value="(\d+)"/.exec(choosable[0] ?? "")?.[1];
    expect(wanted).toBeDefined();
    const html = await fetch(`${baseUrl()}/product/${product.id}?variant=${wanted}`).then((response) => response.text());
    const checked = (html.match(/<input[^>]*name="variant"[^>]*>/g) ?? []).filter((radio) => /\schecked=""/.test(radio));
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain(`value="${wanted}"`);
  });

  it("reads the specifications and the reviews, with the rating chart and more reviews on request", async () => {
    const { page, context, problems } = await newShopper();
    await page.goto(`/product/${product.id}`);
    const address = page.url();
    await page.getByRole("tab", { name: "Specifications" }).click();
    // With JavaScript a tab shows its panel in place: no page load, no new address.
    expect(page.url()).toBe(address);
    const specifications = page.getByRole("tabpanel", { name: "Specifications" });
    expect(await specifications.getByRole("rowheader").count()).toBeGreaterThan(2);
    expect(await specifications.getByRole("rowheader", { name: "Material" }).count()).toBe(1);

    const reviewsTab = page.getByRole("tab", { name: /^Reviews \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec((await reviewsTab.textContent()) ?? "")?.[1]);
    await reviewsTab.click();
    const reviews = page.getByRole("tabpanel", { name: /^Reviews/ });
    if (count === 0) {
      await reviews.getByText(/No reviews yet/).waitFor();
    } else {
      const chart = reviews.getByRole("list", { name: "Rating distribution" });
      await chart.waitFor();
      const rows = await chart.getByRole("listitem").allTextContents();
      expect(rows).toHaveLength(5);
      expect(rows[0]).toMatch(/^5 stars: \d+%/);
      expect(rows[4]).toMatch(/^1 star: \d+%/);
      const percents = rows.map((row) => Number(/: (\d+)%/.exec(row)?.[1]));
      expect(Math.abs(percents.reduce((sum, value) => sum + value, 0) - 100)).toBeLessThanOrEqual(3);
      await reviews.getByText(`of ${count} review`, { exact: false }).waitFor();
      const shown = await reviews.getByRole("article").count();
      expect(shown).toBe(Math.min(5, count));
      if (count > 5) {
        await reviews.getByRole("link", { name: "Show more reviews" }).click();
        await expect.poll(() => reviews.getByRole("article").count()).toBe(Math.min(10, count));
        expect(await reviewsTab.getAttribute("aria-selected")).toBe("true");
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("zooms the main picture 1.5 times by click and by keyboard", async () => {
    const { page, context } = await newShopper();
    await page.goto(`/product/${product.id}`);
    const picture = mainPicture(page);
    const scaled = () => picture.locator("span").first().evaluate((element) => getComputedStyle(element).transform);
    expect(await picture.getAttribute("aria-pressed")).toBe("false");
    await picture.click({ position: { x: 60, y: 40 } });
    expect(await picture.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(scaled).toBe("matrix(1.5, 0, 0, 1.5, 0, 0)");
    await picture.click();
    expect(await picture.getAttribute("aria-pressed")).toBe("false");
    await picture.focus();
    await page.keyboard.press("Enter");
    expect(await picture.getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await picture.getAttribute("aria-pressed")).toBe("false");

    // Thumbnails say which picture they show; choosing one changes the main picture.
    const thumbnails = page.getByRole("button", { name: /^Show image \d+ of \d+$/ });
    if ((await thumbnails.count()) > 1) {
      const before = await pictureSource(page);
      await thumbnails.nth(1).click();
      expect(await thumbnails.nth(1).getAttribute("aria-current")).toBe("true");
      await expect.poll(() => pictureSource(page)).not.toBe(before);
    }
    await context.close();
  });

  it("copies the link and says so when the browser has no share sheet", async () => {
    const { page, context, problems } = await newShopper();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // Desktop Chromium on Linux has no Web Share; make sure of it so the fallback is what runs.
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, "share");
    });
    await page.goto(`/product/${product.id}`);
    await page.getByRole("button", { name: "Share" }).click();
    await page.getByRole("status").filter({ hasText: "Link copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows Product Not Found with a 404 for an unknown or non-numeric id, inside the shop", async () => {
    for (const path of ["/product/999999", "/product/abc", "/product/0", "/product/99999999999"]) {
      const { page, context } = await newShopper();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole("heading", { level: 1, name: "Product Not Found" }).count()).toBe(1);
      expect(
        await page.getByText("The product you're looking for doesn't exist or has been removed.").count(),
      ).toBe(1);
      expect(await page.getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/products");
      expect(await page.getByRole("banner").count()).toBe(1);
      expect(await page.title()).toBe("Product Not Found | Aangan");
      await context.close();
    }
  });
});

describe("search engines read a product page", () => {
  it("gets the title, description, canonical URL, Open Graph tags and JSON-LD with the offer in INR", async () => {
    const response = await fetch(`${baseUrl()}/product/${product.id}`);
    const html = await response.text();
    const name = product.name;
    expect(html).toContain(`<title>${escapeHtml(name)} | Aangan</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+\."/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/product/${product.id}"/>`);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseUrl()}/images/p/[^"]+-1200\\.webp"/>`));
    // The main picture is asked for from the top of the head, before any script takes a request slot.
    const picturePreload = html.search(/<link rel="preload" as="image" [^>]*imageSrcSet="\/images\/p\/[^"]+-320\.avif 320w[^>]*>/);
    expect(picturePreload).toBeGreaterThan(0);
    expect(picturePreload).toBeLessThan(html.indexOf('rel="modulepreload"'));

    const blocks = jsonLdBlocks(html).filter(isRecord);
    const productData = blocks.find((block) => block["@type"] === "Product");
    expect(productData?.name).toBe(name);
    const offers = productData?.offers;
    if (!isRecord(offers)) throw new Error("The Product has no Offer");
    expect(offers.priceCurrency).toBe("INR");
    expect(typeof offers.price).toBe("number");
    expect(offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect(offers.url).toContain(`/product/${product.id}`);
    const rating = productData?.aggregateRating;
    if (isRecord(rating)) expect(Number(rating.reviewCount)).toBeGreaterThan(0);

    const breadcrumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
    const items = breadcrumbs?.itemListElement;
    expect(Array.isArray(items) ? items.map((item) => (isRecord(item) ? item.name : null)) : null).toEqual([
      "Home",
      "Products",
      name,
    ]);

    // The inline data block carries this response's CSP nonce.
    const policy = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(`<script type="application/ld+json" nonce="${nonce}">`);
  });

  it("gets the page compressed once drawn, each time with that answer's own nonce, and as it is when it asks so, and the metrics count the kept copies served", async () => {
    const nonceOf = (answer: Response) => /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    const withoutNonce = (html: string, nonce: string) => html.replaceAll(nonce, "NONCE");
    // The store's metrics count the kept copies served (scraped from this machine, so no token).
    const cachedAnswers = async () => (await pageAnswersOf([{ baseUrl: baseUrl() }])).cached;
    // fetch asks for gzip and unzips the body; the header says how it came.
    const drawn = await fetch(`${baseUrl()}/product/${product.id}`);
    const drawnHtml = await drawn.text();
    const answers: { html: string; nonce: string; encoding: string | null }[] = [];
    const cachedBefore = await cachedAnswers();
    for (const acceptEncoding of ["gzip, deflate, br", "gzip", "identity"]) {
      const answer = await fetch(`${baseUrl()}/product/${product.id}`, { headers: { "Accept-Encoding": acceptEncoding } });
      expect(answer.headers.get("vary") ?? "").toMatch(/Accept-Encoding/i);
      answers.push({ html: await answer.text(), nonce: nonceOf(answer), encoding: answer.headers.get("content-encoding") });
    }
    expect(answers.map((answer) => answer.encoding)).toEqual(["gzip", "gzip", null]);
    expect((await cachedAnswers()) - cachedBefore).toBe(3);
    for (const { html, nonce } of answers) {
      expect(nonce).not.toBe(nonceOf(drawn));
      expect(html.match(/ nonce="[^"]*"/g)?.every((attribute) => attribute === ` nonce="${nonce}"`)).toBe(true);
      expect(withoutNonce(html, nonce)).toBe(withoutNonce(drawnHtml, nonceOf(drawn)));
    }
  });

  it("gets the page's scripts and stylesheet compressed at build time: Brotli when the browser takes it, else gzip, else as they are, the same code each way", async () => {
    const html = await (await fetch(`${baseUrl()}/product/${product.id}`)).text();
    const scripts = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    // Node's fetch unpacks what it asked for, so each answer reads as the file itself.
    for (const href of [...new Set(scripts)].slice(0, 3)) {
      const bodies: string[] = [];
      const encodings: (string | null)[] = [];
      for (const acceptEncoding of ["br, gzip", "gzip", "identity"]) {
        const answer = await fetch(`${baseUrl()}${href}`, { headers: { "Accept-Encoding": acceptEncoding } });
        expect(answer.headers.get("vary") ?? "", href).toMatch(/Accept-Encoding/i);
        encodings.push(answer.headers.get("content-encoding"));
        bodies.push(await answer.text());
      }
      const length = Buffer.byteLength(bodies[2] ?? "");
      expect(encodings, href).toEqual(length < 1024 ? [null, null, null] : ["br", "gzip", null]);
      expect(new Set(bodies).size, href).toBe(1);
    }
  });
});

describe("the product page is light and accessible", () => {
  it("has no accessibility violations at 1280 and 375 pixels, tabs open or not", async () => {
    for (const viewport of [desktop, phone]) {
      const { page, context, problems } = await newShopper(viewport);
      await page.goto(`/product/${product.id}`);
      await page.waitForLoadState("networkidle");
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole("tab", { name: /^Reviews/ }).click();
      await page.getByRole("tabpanel", { name: /^Reviews/ }).getByText(/review/).first().waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it("draws two columns on a desktop and one on a phone, without layout shift", async () => {
    for (const viewport of [desktop, phone]) {
      const { page, context } = await newShopper(viewport);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Reflect.set(window, "__layoutShifts", shifts);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const value: unknown = Reflect.get(entry, "value");
            const recentInput: unknown = Reflect.get(entry, "hadRecentInput");
            if (typeof value === "number" && recentInput !== true) shifts.push(value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`/product/${product.id}`);
      await page.waitForLoadState("networkidle");
      const gallery = await mainPicture(page).boundingBox();
      const title = await page.getByRole("heading", { level: 1 }).boundingBox();
      if (!gallery || !title) throw new Error("The gallery or the title is not drawn");
      if (viewport === desktop) {
        expect(title.x).toBeGreaterThan(gallery.x + gallery.width);
      } else {
        expect(title.y).toBeGreaterThan(gallery.y + gallery.height);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      }
      const shift = await page.evaluate(() => {
        const shifts: unknown = Reflect.get(window, "__layoutShifts");
        return Array.isArray(shifts) ? shifts.reduce((sum: number, value: unknown) => sum + Number(value), 0) : -1;
      });
      expect(shift).toBeGreaterThanOrEqual(0);
      expect(shift).toBeLessThanOrEqual(0.02);
      await context.close();
    }
  });
});

const buyableProductSchema = z.object({
  data: z.object({
    product: z.object({
      id: z.number().int(),
      name: z.string(),
      reviewCount: z.number().int(),
      variants: z.array(
        z.object({ id: z.number().int(), name: z.string(), type: z.string(), inStock: z.boolean(), maxQuantity: z.number().int() }),
      ),
    }),
  }),
});
type BuyableProduct = z.infer<typeof buyableProductSchema>["data"]["product"];

const cartSchema = z.object({
  data: z.object({
    cart: z.object({
      items: z.array(z.object({ quantity: z.number().int(), variant: z.object({ id: z.number().int(), name: z.string() }).nullable() })),
    }),
  }),
});

/** A product with more than one page of reviews and two variants in stock, three of the first to be had. */
async function findProductToBuyWithoutJavaScript(): Promise<BuyableProduct> {
  for (let page = 1; page <= 5; page += 1) {
    const listing = await getJson(`/api/db/products?limit=48&page=${page}`, productsPageSchema);
    for (const { id } of listing.data.items) {
      const found = (await getJson(`/api/db/products/${id}`, buyableProductSchema)).data.product;
      const inStock = found.variants.filter((variant) => variant.inStock && variant.maxQuantity > 0);
      if (found.reviewCount > 5 && inStock.length >= 2 && inStock[0] !== undefined && inStock[0].maxQuantity >= 3) return found;
    }
  }
  throw new Error("No product has more than five reviews and two colours in stock");
}

/** A shopper whose browser runs no JavaScript at all. */
async function shopperWithoutJavaScript(viewport: { width: number; height: number } = desktop): Promise<ShopperSession> {
  const context = await (await openBrowser()).newContext({ viewport, baseURL: baseUrl(), locale: "en-IN", javaScriptEnabled: false });
  const page = await context.newPage();
  return { page, context, problems: [] };
}

/** What the shopper's cart holds, read with the shopper's own cookie. */
async function cartLines(session: ShopperSession) {
  const response = await session.context.request.get("/api/db/cart");
  return cartSchema.parse(await response.json()).data.cart.items.map((line) => ({ variant: line.variant?.name, quantity: line.quantity }));
}

/** The variant options: a group named after the chosen one ("Colour: Walnut"). */
const variantPicker = (page: Page, type: string) => page.getByRole("group", { name: new RegExp(`^${type}: `) });
const chosenVariant = (page: Page, variant: { type: string; name: string }) =>
  page.getByRole("group", { name: `${variant.type}: ${variant.name}`, exact: true });

describe("a shopper without JavaScript", () => {
  let buyable: BuyableProduct;
  /** What the page offers first: the first variant in stock. */
  let firstChoice: BuyableProduct["variants"][number];
  /** Another variant in stock. */
  let otherChoice: BuyableProduct["variants"][number];

  beforeAll(async () => {
    buyable = await findProductToBuyWithoutJavaScript();
    const inStock = buyable.variants.filter((variant) => variant.inStock && variant.maxQuantity > 0);
    const first = inStock[0];
    const other = inStock[1];
    if (!first || !other) throw new Error("The product has two variants in stock");
    firstChoice = first;
    otherChoice = other;
  });

  it("opens the Specifications and Reviews tabs, whose tabs are links, and asks for more reviews", async () => {
    const session = await shopperWithoutJavaScript();
    const { page, context } = session;
    await page.goto(`/product/${buyable.id}`);
    await page.getByRole("tab", { name: "Specifications" }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("tab", { name: "Specifications" }).getAttribute("aria-selected")).toBe("true");
    const specifications = page.getByRole("tabpanel", { name: "Specifications" });
    expect(await specifications.getByRole("rowheader", { name: "Material" }).count()).toBe(1);

    await page.getByRole("tab", { name: /^Reviews/ }).click();
    await page.waitForLoadState();
    const reviews = page.getByRole("tabpanel", { name: /^Reviews/ });
    expect(await reviews.getByText("Loading reviews…").count()).toBe(0);
    expect(await reviews.getByRole("list", { name: "Rating distribution" }).getByRole("listitem").count()).toBe(5);
    expect(await reviews.getByText(`Showing 5 of ${buyable.reviewCount} reviews`).count()).toBe(1);
    expect(await reviews.getByRole("article").count()).toBe(5);

    await reviews.getByRole("link", { name: "Show more reviews" }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("tab", { name: /^Reviews/ }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tabpanel", { name: /^Reviews/ }).getByRole("article").count()).toBe(Math.min(10, buyable.reviewCount));
    await context.close();
  });

  it("steps the quantity with − and + and adds that many to the cart", async () => {
    const session = await shopperWithoutJavaScript();
    const { page, context } = session;
    await page.goto(`/product/${buyable.id}`);
    const increase = page.getByRole("button", { name: "Increase quantity" });
    await increase.click();
    await page.waitForLoadState();
    await increase.click();
    await page.waitForLoadState();
    expect(await quantityField(page).inputValue()).toBe("3");
    await page.getByRole("button", { name: "Decrease quantity" }).click();
    await page.waitForLoadState();
    expect(await quantityField(page).inputValue()).toBe("2");

    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.waitForLoadState();
    expect(await cartLines(session)).toEqual([{ variant: firstChoice.name, quantity: 2 }]);
    await context.close();
  });

  it("picks another colour, adds that colour to the cart, and starts again at quantity 1 on choosing again", async () => {
    const session = await shopperWithoutJavaScript();
    const { page, context } = session;
    await page.goto(`/product/${buyable.id}`);
    expect(await chosenVariant(page, firstChoice).count()).toBe(1);

    await variantPicker(page, otherChoice.type).getByText(otherChoice.name, { exact: true }).click();
    await page.waitForLoadState();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.waitForLoadState();
    expect(await cartLines(session)).toEqual([{ variant: otherChoice.name, quantity: 1 }]);

    // Spec §4: choosing a variant starts the quantity again at 1.
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.waitForLoadState();
    expect(await quantityField(page).inputValue()).toBe("2");
    await variantPicker(page, firstChoice.type).getByText(firstChoice.name, { exact: true }).click();
    await page.waitForLoadState();
    expect(await chosenVariant(page, firstChoice).count()).toBe(1);
    expect(await quantityField(page).inputValue()).toBe("1");
    await context.close();
  });

  it("sees the related products", async () => {
    const { page, context } = await shopperWithoutJavaScript();
    await page.goto(`/product/${buyable.id}`);
    const related = page.getByRole("region", { name: "Related Products" });
    expect(await related.getByText("Loading related products…").count()).toBe(0);
    expect(await related.getByRole("link").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("has no accessibility violations at 1280 and 375 pixels, with the reviews open", async () => {
    for (const viewport of [desktop, phone]) {
      const { page, context } = await shopperWithoutJavaScript(viewport);
      await page.goto(`/product/${buyable.id}`);
      expect(await accessibilityViolations(page, { scriptsOff: true }), `${viewport.width} px`).toEqual([]);
      await page.getByRole("tab", { name: /^Reviews/ }).click();
      await page.waitForLoadState();
      expect(await accessibilityViolations(page, { scriptsOff: true }), `${viewport.width} px, reviews`).toEqual([]);
      await context.close();
    }
  });
});
