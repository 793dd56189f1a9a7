// Made for India: a shopper checks delivery to a PIN code on a product page and in the
// cart, and finds stores by city and by PIN code, with and without JavaScript, at 1280 and 375 px.
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { accessibilityViolations, releaseBrowser, desktop, newShopper, openBrowser, phone, baseUrl } from "./support/browser";

afterAll(releaseBrowser);

/** Chromium logs every 4xx answer; the unknown PIN code's 404 is one the test asks for. */
function unexpected(problems: string[]): string[] {
  return problems.filter((problem) => !problem.includes("the server responded with a status of 404"));
}

/** Cash on delivery is offered up to ₹ 50,000; which line shows depends on the product's price. */
const codLine = /^Cash on delivery (available|is available for orders up to ₹ 50,000\. Please pay this order by card or UPI\.)$/;

/**
 * Opens a page and waits until React has taken over (not for every image: a fresh store draws
 * product pictures on first request, which may take longer than the test's patience).
 */
async function openHydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

function pincodeCheck(page: Page) {
  return page.getByRole("region", { name: "Check delivery, assembly and cash on delivery" });
}

async function checkPincode(page: Page, pincode: string) {
  const check = pincodeCheck(page);
  await check.getByLabel("PIN code").fill(pincode);
  await check.getByRole("button", { name: "Check" }).click();
}

/** Puts the first product in stock into this shopper's cart through the JSON API, from the page. */
async function findStores(page: Page, query: string) {
  const search = page.getByRole("search", { name: "Find a store" });
  await search.getByLabel("City or PIN code").fill(query);
  await search.getByRole("button", { name: "Find stores" }).click();
}

async function addSomethingToTheCart(page: Page): Promise<void> {
  const added = await page.evaluate(async () => {
    const headers = { "Content-Type": "application/json", Accept: "application/json", "X-Requested-With": "XMLHttpRequest" };
    for (let productId = 1; productId <= 60; productId++) {
      const response = await fetch("/api/db/cart/items", {
        method: "POST",
        headers,
        body: JSON.stringify({ product_id: productId, quantity: 1 }),
      });
      if (response.ok) return true;
    }
    return false;
  });
  if (!added) throw new Error("no product in stock among the first 60");
}

describe("a shopper checks delivery to a PIN code", () => {
  it.each([
    ["desktop", desktop],
    ["phone", phone],
  ])("on a product page (%s): Bandra is served fast, with assembly and cash on delivery, and remembered", async (_name, viewport) => {
    const { page, context, problems } = await newShopper(viewport);
    await openHydrated(page, "/product/1");
    await checkPincode(page, "400050");
    const check = pincodeCheck(page);
    await check.getByText("We deliver to Mumbai Suburban, Maharashtra 400050").waitFor();
    expect(await check.getByText(/^Delivery by \w{3}, \d{1,2} \w{3}( – \w{3}, \d{1,2} \w{3})?$/).count()).toBe(1);
    expect(await check.getByText("Free assembly by our fitters is included").count()).toBe(1);
    expect(await check.getByText(codLine).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Another page, and the next visit: the server already shows the remembered PIN code.
    await page.goto("/product/2", { waitUntil: "domcontentloaded" });
    expect(await pincodeCheck(page).getByLabel("PIN code").inputValue()).toBe("400050");
    expect(await pincodeCheck(page).getByText("We deliver to Mumbai Suburban, Maharashtra 400050").count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("pincode"))).toBe("400050");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("is told when a PIN code is not one, or India Post does not know it", async () => {
    const { page, context, problems } = await newShopper();
    await openHydrated(page, "/product/1");
    await checkPincode(page, "12345");
    await pincodeCheck(page).getByText("Please enter a valid 6-digit PIN code").waitFor();
    await checkPincode(page, "999999");
    await pincodeCheck(page).getByText("We could not find this PIN code").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("checks without JavaScript: the form asks the page again with ?pin=", async () => {
    const browser = await openBrowser();
    const context = await browser.newContext({ viewport: phone, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/product/1", { waitUntil: "domcontentloaded" });
    await checkPincode(page, "744101");
    await page.waitForURL(/[?&]pin=744101/);
    const check = pincodeCheck(page);
    expect(await check.getByText("We deliver to South Andamans, Andaman and Nicobar Islands 744101").count()).toBe(1);
    expect(await check.getByText(/^Assembly is not included here/).count()).toBe(1);
    await context.close();
  });

  it.each([
    ["desktop", desktop],
    ["phone", phone],
  ])("in the cart (%s): Port Blair is far, without assembly", async (_name, viewport) => {
    const { page, context, problems } = await newShopper(viewport);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await addSomethingToTheCart(page);
    await openHydrated(page, "/cart");
    await page.getByRole("heading", { name: "Shopping Cart" }).waitFor();
    await checkPincode(page, "744101");
    const check = pincodeCheck(page);
    await check.getByText("We deliver to South Andamans, Andaman and Nicobar Islands 744101").waitFor();
    expect(await check.getByText(/^Delivery by /).count()).toBe(1);
    expect(await check.getByText(/^Assembly is not included here/).count()).toBe(1);
    expect(await check.getByText(codLine).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a shopper finds a store", () => {
  it.each([
    ["desktop", desktop],
    ["phone", phone],
  ])("by city (%s): Bengaluru's two stores, with directions", async (_name, viewport) => {
    const { page, context, problems } = await newShopper(viewport);
    await page.goto("/find-store");
    await findStores(page, "bengaluru");
    await page.getByRole("heading", { name: "Stores matching “bengaluru”" }).waitFor();
    const stores = page.getByRole("article");
    expect((await stores.allInnerTexts()).map((text) => text.split("\n")[0])).toEqual([
      "Aangan Indiranagar",
      "Aangan Whitefield",
    ]);
    const indiranagar = page.getByRole("article", { name: "Aangan Indiranagar" });
    expect(await indiranagar.getByRole("link", { name: "Directions to Aangan Indiranagar" }).getAttribute("href")).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=12\.97\d*%2C77\.64\d*$/,
    );
    expect(await indiranagar.getByRole("link", { name: /1800-208-4040, ext\. 121/ }).getAttribute("href")).toBe(
      "tel:18002084040,121",
    );
    expect(await page.getByRole("img", { name: /the 2 found are highlighted/ }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ["desktop", desktop],
    ["phone", phone],
  ])("by PIN code (%s): the nearest first", async (_name, viewport) => {
    const { page, context, problems } = await newShopper(viewport);
    await page.goto("/find-store");
    await findStores(page, "400050");
    await page.getByRole("heading", { name: "Stores nearest 400050" }).waitFor();
    const names = (await page.getByRole("article").allInnerTexts()).map((text) => text.split("\n")[0]);
    expect(names.slice(0, 2)).toEqual(["Aangan Bandra", "Aangan Thane"]);
    expect(await page.getByRole("article", { name: "Aangan Bandra" }).getByText(/· \d+ km away/).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    await findStores(page, "999999");
    await page.getByText("We could not find this PIN code. Please check it, or search by city.").waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
