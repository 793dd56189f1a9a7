// The store in Hindi: every shop page under /hi is written in Hindi (names that have no Hindi
// aside), axe-clean on a phone and a desktop, and reached from the switch in the header.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/page-messages.server";
import { parsePdf } from "../support/pdf-text";
import { baseUrl, releaseBrowser, newShopper, phone } from "./support/browser";
import { mainButton, stepHeading } from "./support/checkout-steps";
import { outboxFor } from "./support/outbox";
import { checkAtWidths, shopWidths } from "./support/screenshots";

/** A text of the store as a Hindi page shows it (the catalogs' own Hindi, so wording can change). */
const hi = (message: string, values?: Record<string, string | number>) => translate("hi", message, values);

afterAll(releaseBrowser);

interface ProductAnswer {
  data: { items: { id: number; name: string; image: { alt: string } | null }[]; pageCount: number; facets: { brands: { label: string }[] } };
}
interface ProductPageAnswer {
  data: {
    product: { name: string; images: { alt: string }[]; variants: { name: string }[] };
    related: { name: string; image: { alt: string } | null }[];
  };
}
interface StoresAnswer {
  data: { stores: { name: string; city: string; address: string; hours: string; phone: string; stateName: string }[] };
}

/** Words in Latin letters a Hindi reader sees on Indian sites too: our name, codes, networks. */
const wordsWithoutHindi = [
  "Aangan",
  "English",
  "EMI",
  "UPI",
  "GST",
  "GSTIN",
  "PIN",
  "CVV",
  "OTP",
  "SKU",
  "VISA",
  "Visa",
  "Mastercard",
  "RuPay",
  "Google",
  "Play",
  "App",
  "Store",
  "Facebook",
  "Instagram",
  "YouTube",
  "Pinterest",
  // Unit symbols and codes read the same in both scripts.
  "km",
  "cm",
  "IP",
  "ORD",
  // The promo code the cart's field gives as an example, and the example GSTIN's letters: codes.
  "WELCOME",
  "AAPFU",
  "ZV",
  "FAQ",
  "PDF",
  // The company's registered name, as on its GST registration.
  "Home",
  "Furnishings",
  "Private",
  "Limited",
];

const latinWords = (text: string) => [...new Set(text.match(/[A-Za-z][A-Za-z'’.-]*[A-Za-z]/g) ?? [])];

/**
 * What may stay in Latin letters: the words above, e-mail addresses, and the catalog's texts that
 * the store's own API, asked in Hindi, still gives without Hindi (brand names, and in product names,
 * colour names of variants, photos' descriptions) and the stores' own addresses.
 */
async function namesWithoutHindi(productId: number): Promise<Set<string>> {
  const allowed = new Set(wordsWithoutHindi);
  const catalogTexts: string[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const products = (await (await fetch(`${baseUrl()}/api/db/products?limit=48&page=${page}&lang=hi`)).json()) as ProductAnswer;
    for (const product of products.data.items) catalogTexts.push(product.name, product.image?.alt ?? "");
    for (const brand of products.data.facets.brands) catalogTexts.push(brand.label);
    pageCount = products.data.pageCount;
  }
  const productPage = (await (await fetch(`${baseUrl()}/api/db/products/${productId}?lang=hi`)).json()) as ProductPageAnswer;
  const { product, related } = productPage.data;
  catalogTexts.push(product.name, ...product.images.map((image) => image.alt), ...product.variants.map((variant) => variant.name));
  for (const item of related) catalogTexts.push(item.name, item.image?.alt ?? "");
  for (const word of latinWords(catalogTexts.join(" "))) allowed.add(word);
  const stores = (await (await fetch(`${baseUrl()}/api/db/stores`)).json()) as StoresAnswer;
  for (const store of stores.data.stores) for (const word of latinWords(`${store.name} ${store.city} ${store.address} ${store.hours} ${store.phone}`)) allowed.add(word);
  return allowed;
}

/**
 * The English left on a page: text, alternative texts and labels in Latin letters that are not
 * allowed above. What the page itself marks as another language (lang="en": the switch to English,
 * an English legal term) or as a name not to translate (translate="no": an address) is left out,
 * so the page is read as it is and left as it was.
 */
async function englishLeftOn(page: Page, allowed: Set<string>): Promise<string[]> {
  const { text, names } = await page.evaluate(() => {
    // A name the page marks as not to translate (a reviewer's) may appear in a label too.
    const names = [...document.querySelectorAll('body [translate="no"]')].map((element) => element.textContent).join(" ");
    // Read, never changed: React may still be hydrating the page, and a node taken away under it
    // is a hydration error on a page that had none.
    const aside = 'body [lang]:not([lang^="hi"]), body [translate="no"], script, style, template';
    const shown: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest(aside) && parent.checkVisibility({ visibilityProperty: true })) shown.push(node.nodeValue ?? "");
    }
    // What a reader sees and what a screen reader says: text, alternative texts and labels.
    const labels = [...document.querySelectorAll("[aria-label], img[alt], [placeholder], [title]")]
      .filter((element) => !element.closest(aside))
      .map((element) => ["aria-label", "alt", "placeholder", "title"].map((name) => element.getAttribute(name) ?? "").join(" "));
    return { text: `${shown.join(" ")} ${document.title} ${labels.join(" ")}`, names };
  });
  const named = new Set(latinWords(names));
  // E-mail and web addresses, and codes such as a SKU (UN-SOF-000001), are not words.
  const withoutAddresses = text
    .replace(/\S+@\S+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\b[A-Z]{2,}(?:-[A-Z0-9]+)+\b/g, " ");
  return latinWords(withoutAddresses).filter((word) => !allowed.has(word) && !named.has(word));
}

describe("the store in Hindi", () => {
  it("a shopper switches to Hindi in the header and stays in Hindi from page to page", async () => {
    const { page, context, problems } = await newShopper();
    await page.goto("/products");
    await page.getByRole("banner").getByRole("link", { name: "यह पेज हिन्दी में पढ़ें" }).click();
    await page.waitForURL((url) => url.pathname === "/hi/products");
    expect(await page.getAttribute("html", "lang")).toBe("hi-IN");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/[\u0900-\u097F]/);
    // The choice is remembered: an English address now leads to its Hindi page.
    await page.goto("/cart");
    expect(new URL(page.url()).pathname).toBe("/hi/cart");
    // Links keep the language.
    await page.getByRole("link", { name: "ऑर्डर ट्रैक करें" }).first().click();
    await page.waitForURL((url) => url.pathname === "/hi/track-order");
    // And back to English with the same switch.
    await page.getByRole("heading", { level: 1, name: "ऑर्डर ट्रैक करें" }).waitFor();
    await page.getByRole("banner").getByRole("link", { name: "Read this page in English" }).click();
    await page.waitForURL((url) => url.pathname === "/track-order");
    expect(await page.getAttribute("html", "lang")).toBe("en-IN");
    expect(problems).toEqual([]);
    await context.close();
  });

  // Read once: what the catalog still has no Hindi for, and a product to open.
  let allowed: Set<string>;
  let productId = 0;
  let collectionSlug = "";
  beforeAll(async () => {
    const products = (await (await fetch(`${baseUrl()}/api/db/products?limit=1`)).json()) as ProductAnswer;
    productId = products.data.items[0]?.id ?? 0;
    const collections = (await (await fetch(`${baseUrl()}/api/db/collections`)).json()) as { data: { collections: { slug: string }[] } };
    collectionSlug = collections.data.collections[0]?.slug ?? "";
    allowed = await namesWithoutHindi(productId);
  });

  it("a shopper in Hindi follows links from page to page, and each page reached reads in Hindi", async () => {
    const { page, context, problems } = await newShopper();
    const product = (await (await fetch(`${baseUrl()}/api/db/products/${productId}?lang=hi`)).json()) as ProductPageAnswer;
    await page.goto("/hi/products");
    // The page's messages come beside it, at addresses a browser keeps for good.
    const bundles = await page.locator("link[data-message-bundle]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(bundles).toEqual([expect.stringMatching(/^\/i18n\/hi\/shell\./), expect.stringMatching(/^\/i18n\/hi\/catalog\./)]);
    for (const href of bundles) {
      const answer = await fetch(`${baseUrl()}${href}`);
      expect([answer.status, answer.headers.get("cache-control")], href).toEqual([200, "public, max-age=31536000, immutable"]);
      // The same for every shopper: not kept apart by their cookies.
      expect(answer.headers.get("vary") ?? "", href).not.toMatch(/cookie/i);
    }
    // Each step is a link followed in the page (no page load), then the page reached is read whole.
    const steps = [
      { link: page.getByRole("main").getByRole("link", { name: product.data.product.name }).first(), heading: product.data.product.name },
      { link: page.getByRole("link", { name: hi("Track Order") }).first(), heading: hi("Track Order") },
      { link: page.getByRole("link", { name: hi("About Us") }).first(), heading: hi("About Us") },
    ];
    for (const { link, heading } of steps) {
      await link.click();
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await englishLeftOn(page, allowed), heading).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  /**
   * Each page in `page`'s browser: Hindi (`<html lang>` and its text), axe-clean at both widths,
   * no wider than a phone; a 404 for the unknown one.
   */
  async function checkInHindi(page: Page, paths: readonly string[]): Promise<void> {
    const leftovers: string[] = [];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(path === "/hi/no-such-page" ? 404 : 200);
      expect(await page.getAttribute("html", "lang"), path).toBe("hi-IN");
      await checkAtWidths(page, `hindi${path.replace(/[^a-z0-9]+/gi, "-")}`, shopWidths);
      // Hindi runs longer than English: nothing may push a phone's page wider than its screen.
      await page.setViewportSize(phone);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at 375 px`).toBeLessThanOrEqual(phone.width);
      const english = await englishLeftOn(page, allowed);
      if (english.length > 0) leftovers.push(`${path}: ${english.join(" ")}`);
    }
    expect(leftovers).toEqual([]);
  }

  /** The pages in a new visitor's browser. */
  async function readInHindi(paths: readonly string[]): Promise<void> {
    const { page, context } = await newShopper();
    await checkInHindi(page, paths);
    await context.close();
  }

  it("the catalog's pages read in Hindi, names without Hindi aside, axe-clean at 375 and 1280 px", async () => {
    await readInHindi([
      "/hi",
      "/hi/products",
      "/hi/category/living-room",
      "/hi/category/living-room/sofas",
      "/hi/collections",
      `/hi/collection/${collectionSlug}`,
      "/hi/new-arrivals",
      "/hi/search?q=सोफ़ा",
      `/hi/product/${productId}`,
    ]);
  });

  it("the help pages read in Hindi, axe-clean at 375 and 1280 px", async () => {
    await readInHindi(["/hi/about", "/hi/contact", "/hi/terms", "/hi/privacy", "/hi/shipping", "/hi/returns", "/hi/faq", "/hi/find-store"]);
  });

  it("the cart, account and form pages read in Hindi, axe-clean at 375 and 1280 px", async () => {
    await readInHindi([
      "/hi/cart",
      "/hi/wishlist",
      "/hi/track-order",
      "/hi/newsletter",
      "/hi/login",
      "/hi/register",
      "/hi/forgot-password",
      "/hi/reset-password?token=expired",
      "/hi/no-such-page",
    ]);
  });

  it("a shopper switches to Hindi, searches “almari”, buys a wardrobe with cash on delivery, and gets the confirmation, e-mail and invoice in Hindi", async () => {
    const { page, context, problems } = await newShopper();
    await page.goto("/");
    // An account with a name in Devanagari, signed in the way the sign-in page does it.
    const email = `aasha.${randomUUID().slice(0, 8)}@example.in`;
    const password = "aasha's long enough password";
    const statuses = await page.evaluate(
      async ({ email, password }) => {
        const headers = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
        const account = { firstName: "क्षमा", lastName: "श्रीवास्तव", mobile: "9876543210", email, password };
        const registered = await fetch("/api/db/auth/register", { method: "POST", headers, body: JSON.stringify(account) });
        const signedIn = await fetch("/api/db/auth/login", { method: "POST", headers, body: JSON.stringify({ email, password }) });
        return [registered.status, signedIn.status];
      },
      { email, password },
    );
    expect(statuses).toEqual([201, 200]);
    await page.reload();
    await page.getByRole("banner").getByRole("link", { name: "यह पेज हिन्दी में पढ़ें" }).click();
    await page.waitForURL((url) => url.pathname === "/hi");

    // Search as India types: the Hinglish word finds the wardrobes.
    const search = page.getByRole("banner").getByRole("combobox", { name: hi("Search products") }).first();
    await search.fill("almari");
    await search.press("Enter");
    await page.waitForURL((url) => url.pathname === "/hi/search");
    const wardrobe = page.getByRole("main").getByRole("link", { name: /अलमारी/ }).first();
    await wardrobe.click();
    await page.waitForURL((url) => url.pathname.startsWith("/hi/product/"));
    const heading = page.getByRole("heading", { level: 1 });
    await expect.poll(() => heading.innerText()).toMatch(/अलमारी/);
    const wardrobeName = (await heading.innerText()).trim();
    await page.getByRole("main").getByRole("button", { name: hi("Add to Cart"), exact: true }).click();
    await page.getByRole("banner").getByRole("link", { name: hi("Cart, {count, plural, one {# item} other {# items}}", { count: 1 }) }).waitFor();

    // The cart names the wardrobe and its colour or size in Hindi, and has no English left.
    await page.goto("/hi/cart");
    await page.getByRole("main").getByText(wardrobeName).first().waitFor();
    expect(await englishLeftOn(page, allowed)).toEqual([]);

    // The checkout in Hindi, paid in cash on delivery.
    await checkInHindi(page, ["/hi/checkout"]);
    const form = page.getByRole("main");
    await form.getByLabel(hi("First name")).fill("क्षमा");
    await form.getByLabel(hi("Last name")).fill("श्रीवास्तव");
    await form.getByLabel(hi("Phone")).fill("9876543210");
    await form.getByLabel(hi("Address"), { exact: true }).fill("12 एमजी रोड");
    await form.getByLabel(hi("PIN code")).fill("560001");
    // The PIN code's answer (in Hindi) fills the city: it is waited for before the city is typed over.
    await form.getByText(/560001/).first().waitFor();
    // The state is the PIN code's (filled in by its answer); the city is typed in Hindi.
    await form.getByLabel(hi("City")).fill("बेंगलुरु");
    await mainButton(page, hi("Continue to Payment")).click();
    await stepHeading(page, hi("Payment Method"));
    const slot = form.getByLabel(hi("Morning (9 am – 1 pm)"));
    if ((await slot.count()) > 0) await slot.check();
    await form.getByLabel(hi("Cash on Delivery")).check();
    await mainButton(page, hi("Continue to Review")).click();
    await stepHeading(page, hi("Review Your Order"));
    expect(await englishLeftOn(page, allowed)).toEqual([]);
    await mainButton(page, hi("Place Order")).click();
    await page.getByRole("heading", { name: hi("Thank you for your order!") }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/hi/order-confirmation");
    const number = /ORD\d+/.exec(await page.getByRole("main").innerText())?.[0] ?? "";
    expect(number).not.toBe("");
    await checkAtWidths(page, "hindi-order-confirmation", shopWidths);
    await page.getByRole("main").getByText(wardrobeName).first().waitFor();
    expect(await englishLeftOn(page, allowed)).toEqual([]);

    // The confirmation e-mail, in Hindi, with its link to the Hindi pages.
    await expect.poll(async () => (await outboxFor(email)).map((mail) => mail.kind), { timeout: 20_000 }).toContain("order_confirmation");
    const confirmation = (await outboxFor(email)).find((mail) => mail.kind === "order_confirmation");
    expect(confirmation?.subject).toMatch(/[\u0900-\u097F]/);
    expect(confirmation?.subject).toContain(number);
    expect(confirmation?.textBody).toContain("क्षमा");
    expect(confirmation?.textBody).toContain(wardrobeName);
    expect(confirmation?.textBody).toContain("/hi/track-order");

    // The signed-in shopper's own pages, with the order in them.
    await checkInHindi(page, ["/hi/profile", ...["orders", "wishlist", "addresses", "cards", "settings"].map((tab) => `/hi/profile?tab=${tab}`)]);

    // The GST invoice prints the Hindi name and address as they were typed.
    await page.goto("/hi/profile?tab=orders");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: hi("Invoice for order {number} (PDF)", { number }) }).click(),
    ]);
    const { text } = parsePdf(readFileSync(await download.path()));
    for (const expected of ["कर बीजक", "क्षमा श्रीवास्तव", "12 एमजी रोड", "बेंगलुरु", number]) expect(text).toContain(expected);
    expect(text).not.toContain("TAX INVOICE");
    expect(problems).toEqual([]);
    await context.close();
  });
});
