import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { addWorkingDays, indiaToday, type PincodeCheck } from "../../app/lib/delivery-promise";
import { accessibilityViolations, baseUrl, releaseBrowser, newShopper, openBrowser, phone } from "./support/browser";

afterAll(releaseBrowser);

const successText = "Thank you for subscribing! Check your email for confirmation.";

/** An address no earlier run has used (the e2e database outlives a single test). */
function freshEmail(): string {
  return `shopper.${Date.now()}.${randomBytes(3).toString("hex")}@example.in`;
}

describe("a shopper on the home page", () => {
  it("sees the banner advance on its own, and stop for good after choosing a slide with a dot", async () => {
    const { page, context, problems } = await newShopper();
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Featured collections" });
    // Only the slide on show is in the accessibility tree; the others are hidden.
    await expect.poll(() => banner.getByRole("group", { name: "1 of 3" }).isVisible()).toBe(true);
    await expect
      .poll(() => banner.getByRole("group", { name: "2 of 3" }).isVisible(), { timeout: 8000, interval: 250 })
      .toBe(true);

    await banner.getByRole("button", { name: /^Slide 1: / }).click();
    await page.mouse.move(0, 0);
    await expect.poll(() => banner.getByRole("group", { name: "1 of 3" }).isVisible()).toBe(true);
    await page.waitForTimeout(6500);
    expect(await banner.getByRole("group", { name: "1 of 3" }).isVisible()).toBe(true);
    expect(await banner.getByRole("button", { name: "Start automatic slide show" }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("finds every block of the spec, linking the spec's rooms at their canonical addresses, with real best sellers", async () => {
    const { page, context } = await newShopper();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const rooms = page.getByRole("region", { name: "Shop By Room" });
    expect(await rooms.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/category/living-room",
      "/category/dining-room",
      "/category/bedroom",
      "/category/study-room",
      "/category/kids-furniture",
      "/category/kitchen",
    ]);
    const hot = page.getByRole("region", { name: "Hot Collection" });
    expect(await hot.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/collection/milford",
      "/collection/mozart",
      "/collection/maxsif",
    ]);
    const popular = page.getByRole("region", { name: "Popular Categories" });
    expect(await popular.getByText(/% off/).count()).toBe(3);
    const bestSellers = page.getByRole("region", { name: "Best Sellers" });
    expect(await bestSellers.locator('a[href^="/product/"]').count()).toBe(4);
    const why = page.getByRole("region", { name: "Why Choose Us" });
    for (const text of ["Free Shipping & Assembly", "No-Cost EMI", "3-Year Warranty", "After-Sale Service", "50K+", "1000+", "20+", "4.8/5", "Visa", "Mastercard"]) {
      expect(await why.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
    }
    for (const network of ["Facebook", "Instagram", "YouTube", "X", "Pinterest"]) {
      expect(await page.getByRole("link", { name: `Aangan on ${network}` }).getAttribute("href")).toMatch(/^https:\/\//);
    }
    expect(await page.locator("h1").count()).toBe(1);
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain('"@type":"SearchAction"');
    expect(html).toContain('"@type":"Organization"');
    // The first slide's picture (the largest paint) is asked for once, from the top of the head.
    expect(html.match(/<link [^>]*rel="preload" as="image"[^>]*>/g)?.length).toBe(1);
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
    await context.close();
  });

  it("follows a Shop By Room link with an alias slug to the room's canonical page", async () => {
    const { page, context } = await newShopper();
    await page.goto("/");
    await page.getByRole("region", { name: "Shop By Room" }).getByRole("link", { name: /Bedroom/ }).click();
    await page.waitForURL(/\/category\/bedroom$/);
    await context.close();
  });

  it.each([
    ["at 1280 px", undefined],
    ["on a phone", phone],
  ])("has no accessibility violations %s", async (_label, viewport) => {
    const { page, context, problems } = await newShopper(viewport);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a shopper subscribes to the newsletter", () => {
  it("sees the success text and an empty field, and signing up again is answered the same way", async () => {
    const { page, context, problems } = await newShopper();
    await page.goto("/");
    const band = page.getByRole("region", { name: "Subscribe to our newsletter" });
    const field = band.getByLabel("Email address");
    const email = freshEmail();
    await field.fill(email);
    await band.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => band.getByText(successText).count()).toBe(1);
    expect(await field.inputValue()).toBe("");
    expect(await band.getByRole("button", { name: "Subscribe" }).count()).toBe(1);

    // Again, in other letter case: nothing to fix for the shopper, so the same answer.
    await field.fill(email.toUpperCase());
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/newsletter"));
    await band.getByRole("button", { name: "Subscribe" }).click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => field.inputValue()).toBe("");
    expect(await band.getByText(successText).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("is told what is wrong with an address the browser lets through", async () => {
    const { page, context } = await newShopper();
    await page.goto("/");
    const band = page.getByRole("region", { name: "Subscribe to our newsletter" });
    await band.getByLabel("Email address").fill("priya@example");
    await band.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => band.getByText("Please enter a valid email address").count()).toBe(1);
    expect(await band.getByLabel("Email address").getAttribute("aria-invalid")).toBe("true");
    await context.close();
  });

  it("works without JavaScript: a plain form post shows the success text", async () => {
    const context = await (await openBrowser()).newContext({ javaScriptEnabled: false, baseURL: baseUrl(), locale: "en-IN" });
    const noScript = await context.newPage();
    await noScript.goto("/");
    const band = noScript.getByRole("region", { name: "Subscribe to our newsletter" });
    await band.getByLabel("Email address").fill(freshEmail());
    await band.getByRole("button", { name: "Subscribe" }).click();
    await noScript.waitForURL(/\/newsletter$/);
    expect(await noScript.getByText(successText).count()).toBe(1);
    await context.close();
  });

  it("is refused by the server with a clear message and a 4xx, whatever the client", async () => {
    const post = (body: string) =>
      fetch(`${baseUrl()}/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
    const empty = await post("email=");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Email is required");
    const long = await post(`email=${"a".repeat(250)}%40example.in`);
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Email must be at most 254 characters");
    const huge = await post(`email=x&padding=${"a".repeat(10_000)}`);
    expect(huge.status).toBe(413);
  });
});

describe("a shopper reads the help pages", () => {
  const pages = [
    ["/about", "About Us"],
    ["/contact", "Contact Us"],
    ["/terms", "Terms & Conditions"],
    ["/privacy", "Privacy Policy"],
    ["/shipping", "Shipping Policy"],
    ["/returns", "Returns & Refunds"],
    ["/faq", "Frequently Asked Questions"],
    ["/find-store", "Find a Store"],
  ] as const;

  it.each(pages)("%s has its one h1, title, description and canonical URL, and no accessibility violations", async (path, heading) => {
    const { page, context, problems } = await newShopper();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const headings = page.getByRole("heading", { level: 1 });
    expect(await headings.allTextContents()).toEqual([heading]);
    expect(await page.title()).toMatch(/\| Aangan$/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl()}${path}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("reads the shipping policy's free delivery above ₹ 999 and the 7-day returns", async () => {
    const { page, context } = await newShopper();
    await page.goto("/shipping");
    expect(await page.getByText(/free on every order above ₹ 999/).count()).toBe(1);
    await page.goto("/returns");
    expect(await page.getByRole("heading", { name: "The 7-day return window" }).count()).toBe(1);
    await context.close();
  });

  /** What the PIN code check answers for a PIN code, through the API the product page uses. */
  async function pincodeCheck(pincode: string): Promise<PincodeCheck> {
    const response = await fetch(`${baseUrl()}/api/db/pincodes/${pincode}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { check: PincodeCheck } };
    return body.data.check;
  }

  it("reads on the Shipping page the working days the PIN code check promises Shillong (793001), as it does Mumbai", async () => {
    const [shillong, mumbai] = await Promise.all([pincodeCheck("793001"), pincodeCheck("400050")]);
    expect(shillong.delivery).not.toBeNull();
    expect(shillong.delivery).toEqual(mumbai.delivery);
    const { page, context } = await newShopper();
    await page.goto("/shipping");
    const rows = await page.getByRole("table", { name: /Delivery times/ }).getByRole("row").allTextContents();
    const today = indiaToday(new Date());
    const promised = rows.filter((row) => {
      const days = /(\d+) to (\d+) working days/.exec(row);
      return (
        days !== null &&
        addWorkingDays(today, Number(days[1])) === shillong.delivery?.from &&
        addWorkingDays(today, Number(days[2])) === shillong.delivery.to
      );
    });
    expect(promised).toHaveLength(1);
    await context.close();
  });

  it("reads in the FAQ that assembly is not free across the sea, as the PIN code check for Port Blair (744101) says", async () => {
    expect((await pincodeCheck("744101")).assemblyIncluded).toBe(false);
    const { page, context } = await newShopper(phone);
    await page.goto("/faq");
    await page.getByText("Is assembly included?").click();
    const answer = page.locator("details[open]");
    expect(await answer.textContent()).toContain("Andaman and Nicobar Islands");
    expect(await answer.textContent()).not.toMatch(/every order/i);
    await context.close();
  });

  it("opens an FAQ answer by keyboard", async () => {
    const { page, context } = await newShopper(phone);
    await page.goto("/faq");
    const question = page.getByText("How much does delivery cost?");
    const answer = page.getByText(/Delivery is free on orders above ₹ 999/);
    expect(await answer.isVisible()).toBe(false);
    await question.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => answer.isVisible()).toBe(true);
    await context.close();
  });

  it("finds stores in 20+ cities with address, hours and phone", async () => {
    const { page, context } = await newShopper();
    await page.goto("/find-store");
    const cities = page.getByRole("navigation", { name: "Cities" }).getByRole("link");
    expect(await cities.count()).toBeGreaterThanOrEqual(20);
    const store = page.getByRole("article", { name: "Aangan Bandra" });
    expect(await store.locator("address").textContent()).toContain("Mumbai 400050");
    expect(await store.getByText(/^Open:/).count()).toBe(1);
    expect(await store.getByRole("link", { name: /1800-208-4040/ }).getAttribute("href")).toMatch(/^tel:/);
    await context.close();
  });
});

describe("search engines crawl the store", () => {
  it("read a sitemap listing products and canonical categories, on the request's origin", async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(new RegExp(`<loc>${baseUrl()}/product/\\d+</loc>`));
    expect(xml).toContain(`<loc>${baseUrl()}/category/living-room/sofas</loc>`);
    expect(xml).toContain(`<loc>${baseUrl()}/collection/milford</loc>`);
    expect(xml).toContain(`<loc>${baseUrl()}/faq</loc>`);
    expect(xml).not.toContain(`<loc>${baseUrl()}/category/living</loc>`);
    expect((await fetch(`${baseUrl()}/sitemap.xml?part=nonsense`)).status).toBe(404);
  });

  it("read robots.txt: everything allowed but the API, cart, checkout and profile", async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    for (const path of ["/api/", "/cart", "/checkout", "/profile"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });
});

describe("a shopper searches from the header", () => {
  it("types “sof”, sees suggestions, and opens a product with ArrowDown and Enter", async () => {
    const { page, context, problems } = await newShopper();
    await page.goto("/");
    const field = page.getByRole("combobox", { name: "Search products" });
    await field.pressSequentially("sof", { delay: 40 });
    const listbox = page.getByRole("listbox", { name: "Search suggestions" });
    await listbox.waitFor();
    expect(await field.getAttribute("aria-expanded")).toBe("true");
    const options = listbox.getByRole("option");
    expect(await options.count()).toBeGreaterThanOrEqual(3);
    expect(await options.filter({ hasText: /sofa/i }).count()).toBeGreaterThan(0);
    expect(await options.last().textContent()).toContain("See all results");
    const firstName = (await options.first().textContent()) ?? "";

    await field.press("ArrowDown");
    expect(await field.getAttribute("aria-activedescendant")).toBe(await options.first().getAttribute("id"));
    await field.press("Enter");
    await page.waitForURL(/\/product\/\d+$/);
    // The option reads the product's name and then its price.
    await expect
      .poll(async () => firstName.startsWith((await page.getByRole("heading", { level: 1 }).textContent()) ?? "-"))
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("on a phone, searches from the search panel and closes suggestions with Escape", async () => {
    const { page, context } = await newShopper(phone);
    await page.goto("/");
    await page.getByRole("button", { name: "Open search" }).click();
    const field = page.getByRole("combobox", { name: "Search products" });
    await field.pressSequentially("dining", { delay: 40 });
    const listbox = page.getByRole("listbox", { name: "Search suggestions" });
    await listbox.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await field.press("Escape");
    await listbox.waitFor({ state: "hidden" });
    expect(await field.getAttribute("aria-expanded")).toBe("false");
    await field.press("Enter");
    await page.waitForURL(/\/search\?q=dining$/);
    await context.close();
  });
});
