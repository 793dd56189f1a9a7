// A 375 px phone: no amount splits between "₹" and its number at the end of a line, anywhere a
// shopper reads one; a list-view card's badges leave its picture to be seen; the store finder
// shows its results on the first screen, before the long row of city links. Each screen is also
// looked at on a 1280 px screen, where the same must hold.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { emiPlan } from "../../app/lib/emi";
import { formatRupees } from "../../app/lib/money";
import { releaseBrowser, desktop, newShopper, phone } from "./support/browser";
import { chooseSlotIfAsked, fillShipping, mainButton, stepHeading } from "./support/checkout-steps";

afterAll(releaseBrowser);

/**
 * Every amount on the page ("₹ 1,499", "-₹ 200") that a line break splits, or that a flex or grid
 * layout sets apart from the words around it ("No-cost EMI from   ₹ 999   /month"), with the text
 * it sits in. An amount is on one line when no piece of it starts below where another piece ends.
 */
async function brokenAmounts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement;
      const around = (holder?.parentElement?.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 90);
      for (const match of (node.textContent ?? "").matchAll(/₹\s+[\d,]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const pieces = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (pieces.length === 0) continue;
        const lowestTop = Math.max(...pieces.map((rect) => rect.top));
        const highestBottom = Math.min(...pieces.map((rect) => rect.bottom));
        if (pieces.length > 1 && lowestTop >= highestBottom - 1) broken.push(`${match[0]} split in “${around}”`);
        // An amount in an element of its own is a box of a flex or grid layout when its parent is
        // one: beside words of its own sentence, the layout's gaps would open around it.
        const container = holder?.parentElement;
        if (!container || !/flex|grid/.test(getComputedStyle(container).display)) continue;
        const words = [...container.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? "").trim() !== "");
        if (words) broken.push(`${match[0]} set apart in “${around}”`);
      }
    }
    return broken;
  });
}

/** Opens a page and waits until React has taken over (not for every picture of a fresh store). */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/** The dearest product in stock: the longest amounts the store shows ("₹ 2,23,999"). */
async function dearestProduct(page: Page): Promise<{ id: number; name: string }> {
  await openHydrated(page, "/");
  const found = await page.evaluate(async () => {
    const listing = (await (await fetch("/api/db/products?in_stock=1&sort=price_high&limit=1")).json()) as {
      data: { items: { id: number; name: string }[] };
    };
    return listing.data.items[0] ?? null;
  });
  if (!found) throw new Error("no product in stock");
  return found;
}

async function signUp(page: Page): Promise<void> {
  const headers = { "X-Requested-With": "XMLHttpRequest" };
  const email = `phone.${randomUUID().slice(0, 8)}@example.in`;
  const password = "teak-and-cane-2024";
  const registered = await page.request.post("/api/db/auth/register", {
    headers,
    data: { firstName: "Asha", lastName: "Verma", mobile: "9876543210", email, password },
  });
  expect(registered.status()).toBe(201);
  expect((await page.request.post("/api/db/auth/login", { headers, data: { email, password } })).status()).toBe(200);
}

function rupeesOf(text: string): number {
  return Number(text.replace(/[^\d]/g, ""));
}

describe("a shopper on a 375 px phone reads every amount whole", () => {
  it.each([
    ["375", phone],
    ["1280", desktop],
  ])("at %s px, from the product page through the wishlist, the cart, the drawer and checkout to the confirmation and Order History", async (_width, viewport) => {
    const { page, context, problems } = await newShopper(viewport);
    await signUp(page);
    const product = await dearestProduct(page);
    const main = page.getByRole("main");
    // What each screen splits, all gathered so that one run names every screen that does.
    const broken: Record<string, string[]> = {};

    // The product page, its EMI plans open and a PIN code checked (cash on delivery has a limit).
    await openHydrated(page, `/product/${product.id}`);
    await main.locator("summary", { hasText: "No-cost EMI from" }).click();
    await main.getByRole("table", { name: /^HDFC Bank/ }).waitFor();
    const check = page.getByRole("region", { name: "Check delivery, assembly and cash on delivery" });
    await check.getByLabel("PIN code").fill("560001");
    await check.getByRole("button", { name: "Check" }).click();
    await check.getByText(/^Cash on delivery is available for orders up to ₹ /).waitFor();
    broken["product page"] = await brokenAmounts(page);

    await main.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("status").filter({ hasText: "Added to your cart." }).waitFor();
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    // The heart turns at once; the button is enabled again once the store has saved it.
    await page.getByRole("button", { name: "Remove from Wishlist", disabled: false }).waitFor();

    await openHydrated(page, "/wishlist");
    await main.getByRole("link", { name: product.name }).first().waitFor();
    broken["wishlist"] = await brokenAmounts(page);

    // The cart page, with its EMI plans open, and the drawer.
    await openHydrated(page, "/cart");
    await main.getByRole("heading", { name: "Shopping Cart" }).waitFor();
    await main.locator("summary", { hasText: "No-cost EMI from" }).click();
    await main.getByRole("table", { name: /^HDFC Bank/ }).waitFor();
    broken["cart"] = await brokenAmounts(page);
    const summary = page.getByRole("complementary", { name: "Order Summary" });
    if (viewport.width < 640) {
      // One column on a phone: the line and the summary keep the page's margins on both sides.
      for (const part of [main.getByRole("listitem").filter({ hasText: product.name }), summary]) {
        const box = await part.boundingBox();
        if (!box) throw new Error("a part of the cart is not shown");
        expect(viewport.width - (box.x + box.width)).toBeCloseTo(box.x, 0);
      }
    }
    const total = rupeesOf(
      await summary.locator("dl > div").filter({ has: page.locator("dt", { hasText: /^Total$/ }) }).locator("dd").innerText(),
    );

    await openHydrated(page, "/");
    await page.getByRole("banner").getByRole("link", { name: /^Cart, / }).click();
    const drawer = page.getByRole("dialog", { name: /Your Cart/ });
    await drawer.getByRole("link", { name: product.name }).waitFor();
    broken["drawer"] = await brokenAmounts(page);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });

    // Checkout: its summary, the payment step's EMI plans, the review.
    await openHydrated(page, "/checkout");
    await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor();
    broken["checkout"] = await brokenAmounts(page);
    await fillShipping(page);
    await mainButton(page, "Continue to Payment").click();
    await stepHeading(page, "Payment Method");
    await main.getByLabel("Card number").fill("4111111111111111");
    await main.getByLabel("Expiry date (MM/YY)").fill("12/30");
    await main.getByLabel("CVV", { exact: true }).fill("123");
    await chooseSlotIfAsked(page);
    await main.getByLabel(/^No-cost EMI from /).check();
    await main.getByLabel("Your credit card's bank").selectOption({ label: "HDFC Bank" });
    const plan = emiPlan(total, "hdfc", 6);
    if (!plan) throw new Error("the cart has an EMI plan");
    await main.getByLabel(`6 months · ${formatRupees(plan.monthlyAmount)}/month`).check();
    broken["payment"] = await brokenAmounts(page);
    await mainButton(page, "Continue to Review").click();
    await stepHeading(page, "Review Your Order");
    broken["review"] = await brokenAmounts(page);

    await mainButton(page, "Place Order").click();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await main.getByText(/^Interest of ₹ /).waitFor();
    broken["confirmation"] = await brokenAmounts(page);

    await openHydrated(page, "/profile?tab=orders");
    await main.getByText(/^Total ₹ /).first().waitFor();
    broken["order history"] = await brokenAmounts(page);
    expect(broken).toEqual(Object.fromEntries(Object.keys(broken).map((screen) => [screen, []])));
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ["375", phone],
    ["1280", desktop],
  ])("at %s px, on the home page, listings, search, an empty cart and every policy page", async (_width, viewport) => {
    const { page, context, problems } = await newShopper(viewport);
    const paths = [
      "/",
      "/products",
      "/products?view=list",
      "/products?min_price=5000&max_price=20000",
      "/search?q=sofa",
      "/category/living-room/sofas?view=list",
      "/cart",
      "/about",
      "/shipping",
      "/returns",
      "/terms",
      "/privacy",
      "/faq",
      "/contact",
    ];
    for (const path of paths) {
      await openHydrated(page, path);
      // Every answer of the FAQ open, so its amounts are laid out.
      await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
      expect({ path, broken: await brokenAmounts(page) }).toEqual({ path, broken: [] });
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

describe("a shopper on a phone sees each product's picture in the list view", () => {
  it.each([
    ["375", phone],
    ["1280", desktop],
  ])("at %s px, the New, Best Seller and discount badges cover at most a corner of the picture", async (_width, viewport) => {
    const { page, context } = await newShopper(viewport);
    // Sofas on sale, newest first: cards with two and three badges.
    await openHydrated(page, "/products?view=list&sort=newest");
    const cards = page.getByRole("main").getByRole("article");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    let checked = 0;
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      const badges = card.getByRole("list", { name: "Highlights" }).getByRole("listitem", { includeHidden: true });
      const badgeCount = await badges.count();
      if (badgeCount < 2) continue;
      const picture = await card.getByRole("img").first().boundingBox();
      if (!picture) throw new Error("a card without a picture box");
      let covered = 0;
      for (let badge = 0; badge < badgeCount; badge++) {
        const box = await badges.nth(badge).boundingBox();
        if (box) covered += overlapArea(box, picture);
      }
      const name = await card.getByRole("heading").innerText();
      // A corner: a tenth of the picture at most.
      expect({ name, covered: covered / (picture.width * picture.height) <= 0.1 }).toEqual({ name, covered: true });
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    await context.close();
  });
});

describe("a shopper on a phone finds a store", () => {
  it.each([
    ["every store", "/find-store"],
    ["a city", "/find-store?q=Mumbai"],
    ["a PIN code", "/find-store?q=400050"],
  ])("sees the first store for %s on the first screen, the cities still a tap away", async (_what, path) => {
    const { page, context, problems } = await newShopper(phone);
    await openHydrated(page, path);
    const search = page.getByRole("search", { name: "Find a store" });
    const firstStore = page.getByRole("article").first();
    const searchBox = await search.boundingBox();
    const storeBox = await firstStore.boundingBox();
    if (!searchBox || !storeBox) throw new Error("the search or the first store is not shown");
    // The search comes first, then the first store's name and place, all above the fold.
    expect(searchBox.y + searchBox.height).toBeLessThanOrEqual(storeBox.y);
    // The test gateway's notice (a store with a real gateway has none) is not the finder's to fit.
    const notice = await page.getByRole("complementary", { name: "Test payments" }).boundingBox();
    expect(storeBox.y + 48 - (notice?.height ?? 0)).toBeLessThanOrEqual(phone.height);
    const cities = page.getByRole("navigation", { name: "Cities" }).getByRole("link");
    expect(await cities.count()).toBeGreaterThanOrEqual(20);
    await cities.filter({ hasText: /^Kochi$/ }).click();
    await page.getByRole("heading", { name: "Stores matching “Kochi”" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("on a 1280 px screen, sees the search, the cities and the map side by side above the stores", async () => {
    const { page, context } = await newShopper(desktop);
    await openHydrated(page, "/find-store");
    const search = await page.getByRole("search", { name: "Find a store" }).boundingBox();
    const map = await page.getByRole("main").locator("figure").boundingBox();
    const cities = await page.getByRole("navigation", { name: "Cities" }).boundingBox();
    const firstStore = await page.getByRole("article").first().boundingBox();
    if (!search || !map || !cities || !firstStore) throw new Error("a part of the store finder is not shown");
    expect(map.x).toBeGreaterThanOrEqual(search.x + search.width);
    expect(map.y).toBeLessThan(cities.y + cities.height);
    expect(firstStore.y).toBeGreaterThan(cities.y + cities.height);
    expect(firstStore.y).toBeGreaterThan(map.y);
    await context.close();
  });
});
