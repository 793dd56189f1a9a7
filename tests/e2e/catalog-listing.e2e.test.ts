import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { accessibilityViolations, baseUrl, releaseBrowser, newShopper, openBrowser, phone } from "./support/browser";

afterAll(releaseBrowser);

/** The prices the product cards show, in order (the first rupee amount on each card). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole("article").allInnerTexts();
  return texts.map((text) => {
    const match = /₹ ([\d,]+)/.exec(text);
    if (!match?.[1]) throw new Error(`No price on the card: ${text}`);
    return Number(match[1].replace(/,/g, ""));
  });
}

/** "Showing 1–24 of 312 products" → 312; "0 products" → 0. */
async function shownTotal(page: Page): Promise<number> {
  const text = (await resultCount(page).textContent()) ?? "";
  const match = /of ([\d,]+)|^(0) /.exec(text.trim());
  if (!match) throw new Error(`No total in "${text}"`);
  return Number((match[1] ?? match[2] ?? "").replace(/,/g, ""));
}

function resultCount(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: /products?$|results?$/ });
}

/** The count in a filter option's accessible name, e.g. "Fabric (12 products)" → 12. */
function countIn(name: string): number {
  const match = /\((\d+) products?\)$/.exec(name);
  return match?.[1] ? Number(match[1]) : 0;
}

/**
 * Waits until the address has (or, with null, lacks) the parameter and the page shows the results
 * for that address: React Router updates the address as the data arrives, a moment before the
 * new results are drawn, and the canonical link is drawn with them.
 */
async function waitForSearchParam(page: Page, key: string, value: string | null) {
  await page.waitForURL((url) => (value === null ? !url.searchParams.has(key) : url.searchParams.getAll(key).includes(value)));
  await page.waitForFunction(() => {
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    if (!canonical) return false;
    const sorted = (url: URL) => {
      url.searchParams.delete("view");
      return [...url.searchParams].map(([name, item]) => `${name}=${item}`).sort().join("&");
    };
    return sorted(new URL(canonical)) === sorted(new URL(location.href));
  });
}

describe("a shopper browses product listings", () => {
  it("filters sofas by price and material, sees only matching products, and keeps the filters on reload", async () => {
    const { page, context, problems } = await newShopper();
    const response = await page.goto("/category/living-room/sofas");
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/Sofas/);
    const filters = page.getByRole("complementary", { name: "Filters" });

    await filters.getByRole("combobox", { name: "Max price" }).selectOption("40000");
    await waitForSearchParam(page, "max_price", "40000");
    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(40_000);

    // The material counts already apply the price filter, so the largest one is what we expect to see.
    const materials = filters.getByRole("group", { name: "Material" }).getByRole("checkbox");
    const options = await Promise.all(
      (await materials.all()).map(async (box) => ({ box, name: (await box.getAttribute("value")) ?? "", label: await accessibleName(box) })),
    );
    const chosen = options.sort((a, b) => countIn(b.label) - countIn(a.label))[0]!;
    const expectedCount = countIn(chosen.label);
    expect(expectedCount).toBeGreaterThan(0);
    await chosen.box.check();
    await waitForSearchParam(page, "material", chosen.name);
    expect(await shownTotal(page)).toBe(expectedCount);
    for (const price of await shownPrices(page)) expect(price).toBeLessThanOrEqual(40_000);
    // Both filters show as removable chips.
    expect(await page.getByRole("link", { name: "Remove filter: Up to ₹ 40,000" }).count()).toBe(1);

    const filteredUrl = page.url();
    expect(new URL(filteredUrl).searchParams.get("max_price")).toBe("40000");
    await page.reload();
    expect(page.url()).toBe(filteredUrl);
    expect(await filters.getByRole("combobox", { name: "Max price" }).inputValue()).toBe("40000");
    expect(await filters.getByRole("checkbox", { name: chosen.label }).isChecked()).toBe(true);
    expect(await shownTotal(page)).toBe(expectedCount);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sorts all products by price, low to high, and the prices ascend", async () => {
    const { page, context, problems } = await newShopper();
    await page.goto("/products");
    expect(await page.title()).toBe("All Products | Aangan");
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: Low to High" });
    await waitForSearchParam(page, "sort", "price_low");
    const prices = await shownPrices(page);
    expect(prices).toHaveLength(24);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("pages to page 2 and back, keeping the filters", async () => {
    const { page, context } = await newShopper();
    await page.goto("/products?in_stock=1&sort=price_high");
    const firstPage = await shownPrices(page);
    const pager = page.getByRole("navigation", { name: "Pagination" });
    expect(await pager.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    await pager.getByRole("link", { name: "Next" }).click();
    await waitForSearchParam(page, "page", "2");
    const url = new URL(page.url());
    expect(url.searchParams.get("in_stock")).toBe("1");
    expect(url.searchParams.get("sort")).toBe("price_high");
    expect(await pager.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(await resultCount(page).textContent()).toMatch(/^Showing 25–48 of/);
    const secondPage = await shownPrices(page);
    // Highest first across pages: page 2 continues below page 1.
    expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage));
    await pager.getByRole("link", { name: "Previous" }).click();
    await waitForSearchParam(page, "page", null);
    expect(new URL(page.url()).searchParams.get("in_stock")).toBe("1");
    expect(await shownPrices(page)).toEqual(firstPage);
    await context.close();
  });

  it("shows the last page for a page past the end, never an error", async () => {
    const { page, context } = await newShopper();
    const response = await page.goto("/products?page=9999");
    expect(response?.status()).toBe(200);
    const pager = page.getByRole("navigation", { name: "Pagination" });
    expect(await pager.getByRole("link", { name: "Next" }).count()).toBe(0);
    expect(await page.getByRole("article").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("switches to the list view, which the address keeps", async () => {
    const { page, context } = await newShopper();
    await page.goto("/products?sort=newest");
    await page.getByRole("link", { name: "List view" }).click();
    await waitForSearchParam(page, "view", "list");
    expect(new URL(page.url()).searchParams.get("sort")).toBe("newest");
    // The view is not part of the canonical address, so wait for the toggle itself to be redrawn.
    await expect.poll(() => page.getByRole("link", { name: "List view" }).getAttribute("aria-current")).toBe("true");
    const firstCard = page.getByRole("article").first();
    const box = await firstCard.boundingBox();
    expect(box && box.width > box.height * 2).toBe(true);
    await context.close();
  });

  it("shows six placeholder cards while the next results load", async () => {
    const { page, context } = await newShopper();
    await page.goto("/products");
    await page.waitForLoadState("networkidle");
    // Hold the data request so the loading state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("rating");
    const skeleton = page.getByTestId("product-grid-skeleton");
    await skeleton.waitFor();
    expect(await skeleton.locator("li").count()).toBe(6);
    release();
    await skeleton.waitFor({ state: "detached" });
    expect(await page.getByRole("article").count()).toBe(24);
    await context.close();
  });
});

describe("a shopper follows category links", () => {
  it("opens /category/living and lands on /category/living-room with a permanent redirect", async () => {
    const redirect = await fetch(`${baseUrl()}/category/living?sort=newest`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/category/living-room?sort=newest");
    const { page, context } = await newShopper();
    const response = await page.goto("/category/living");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/category/living-room");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Living Room Furniture");
    // Subcategory chips with counts link to the canonical subcategory paths.
    const chips = page.getByRole("navigation", { name: "Living Room categories" });
    const sofas = chips.getByRole("link", { name: /^Sofas \(\d+ products\)$/ });
    expect(await sofas.getAttribute("href")).toBe("/category/living-room/sofas");
    await context.close();
  });

  it("reaches a real listing from every category link the spec names, aliases by one permanent redirect", async () => {
    const canonical = ["living-room", "bedroom", "dining-room", "office", "study-room", "kids-furniture", "kitchen", "outdoor"];
    const aliases = ["living", "bed-room", "dining", "home-office", "plastic-chairs", "office-chairs", "recliners"];
    const headerSubcategories = [
      "living/sofas",
      "living/coffee-tables",
      "living/tv-units",
      "living/side-tables",
      "living/recliners",
      "bedroom/beds",
      "bedroom/wardrobes",
      "bedroom/mattresses",
      "bedroom/side-tables",
      "bedroom/dressing-tables",
      "dining/dining-sets",
      "dining/dining-tables",
      "dining/dining-chairs",
      "dining/crockery-units",
      "office/office-chairs",
      "office/office-tables",
      "office/filing-cabinets",
      "office/bookcases",
    ];
    for (const slug of canonical) {
      const response = await fetch(`${baseUrl()}/category/${slug}`, { redirect: "manual" });
      expect(response.status, slug).toBe(200);
    }
    for (const slug of [...aliases, ...headerSubcategories]) {
      const first = await fetch(`${baseUrl()}/category/${slug}`, { redirect: "manual" });
      const target = first.headers.get("location") ?? `/category/${slug}`;
      if (slug.includes("/") && first.status === 200) continue; // already canonical (bedroom/…, office/…)
      expect(first.status, slug).toBe(301);
      const landed = await fetch(`${baseUrl()}${target}`, { redirect: "manual" });
      expect(landed.status, `${slug} → ${target}`).toBe(200);
      // A real listing: product cards, not an empty state.
      expect(await landed.text(), slug).toContain("<article");
    }
  });

  it("sees Category Not Found with a 404 for an unknown category", async () => {
    const { page, context } = await newShopper();
    const response = await page.goto("/category/no-such-room");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Category Not Found");
    expect(await page.getByText("The category you're looking for doesn't exist.").count()).toBe(1);
    // Still inside the shop: header and footer are there.
    expect(await page.getByRole("banner").count()).toBe(1);
    expect(await page.getByRole("contentinfo").count()).toBe(1);
    await context.close();
  });

  it("opens each collection of the spec", async () => {
    for (const slug of ["milford", "mozart", "maxsif"]) {
      const response = await fetch(`${baseUrl()}/collection/${slug}`);
      expect(response.status, slug).toBe(200);
      expect(await response.text()).toMatch(/Collection<\/h1>/);
    }
  });

  it("finds new arrivals newest first", async () => {
    const { page, context } = await newShopper();
    const response = await page.goto("/new-arrivals");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("combobox", { name: "Sort by" }).inputValue()).toBe("newest");
    expect(await page.getByRole("article").count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe("a shopper searches", () => {
  it("searches for “sofaa” and sees sofas", async () => {
    const { page, context, problems } = await newShopper();
    await page.goto("/");
    const search = page.getByRole("banner").getByRole("combobox", { name: "Search products" }).first();
    await search.fill("sofaa");
    await search.press("Enter");
    await page.waitForURL(/\/search\?q=sofaa/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe('Search Results for "sofaa"');
    expect(await shownTotal(page)).toBeGreaterThan(0);
    const names = await page.getByRole("article").getByRole("heading").allInnerTexts();
    expect(names.slice(0, 5).every((name) => /sofa/i.test(name))).toBe(true);
    expect(await page.getByRole("combobox", { name: "Sort by" }).inputValue()).toBe("relevance");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("searches for nonsense and sees No results found", async () => {
    const { page, context } = await newShopper();
    await page.goto("/search?q=qzxwv%20plorb");
    expect(await page.getByRole("heading", { name: "No results found" }).count()).toBe(1);
    expect(await page.getByText("Try adjusting your search or filter criteria").count()).toBe(1);
    await context.close();
  });
});

describe("a shopper searches as shoppers in India do", () => {
  it("types diwan and a swapped-letter chiar, and finds sofa cum beds and chairs, suggested as they type", async () => {
    const { page, context, problems } = await newShopper();
    await page.goto("/");
    const search = page.getByRole("banner").getByRole("combobox", { name: "Search products" }).first();
    await search.fill("sfoa");
    const suggestions = page.getByRole("listbox", { name: "Search suggestions" });
    await expect.poll(() => suggestions.getByRole("option", { name: /^Sofas in Living Room/ }).count()).toBe(1);
    await search.fill("diwan");
    await search.press("Enter");
    await page.waitForURL(/\/search\?q=diwan/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe('Search Results for "diwan"');
    const names = await page.getByRole("article").getByRole("heading").allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]).toMatch(/Sofa Cum Bed$/);
    for (const name of names) expect(name).toMatch(/\bBeds?\b/);

    await page.goto("/search?q=chiar");
    expect(await shownTotal(page)).toBeGreaterThan(0);
    for (const name of (await page.getByRole("article").getByRole("heading").allInnerTexts()).slice(0, 8)) expect(name).toMatch(/Chair/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("finds nothing for a word too garbled to correct, and is offered searches and categories to try, as links", async () => {
    const { page, context, problems } = await newShopper();
    await page.goto("/search?q=sofcumbed");
    expect(await page.getByRole("heading", { name: "No results found" }).count()).toBe(1);
    expect(await page.getByText("Try adjusting your search or filter criteria").count()).toBe(1);
    const tryInstead = page.getByRole("region", { name: "Try searching for" });
    const sofas = tryInstead.getByRole("link", { name: "sofas", exact: true });
    expect(await sofas.getAttribute("href")).toBe("/search?q=sofas");
    const categories = page.getByRole("region", { name: "Browse a category" });
    // As drawn: the words of a link must not run together ("Sofasin Living Room").
    expect(await categories.getByRole("link").first().innerText()).toBe("Sofas in Living Room");
    expect(await categories.getByRole("link", { name: "Sofas in Living Room" }).getAttribute("href")).toBe("/category/living-room/sofas");
    expect(await accessibilityViolations(page)).toEqual([]);

    await sofas.click();
    await page.waitForURL(/\/search\?q=sofas$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe('Search Results for "sofas"');
    expect(await shownTotal(page)).toBeGreaterThan(0);

    // Something we do not sell still leads to the rooms.
    await page.goto("/search?q=refrigerator");
    expect(await page.getByRole("region", { name: "Try searching for" }).count()).toBe(0);
    const rooms = page.getByRole("region", { name: "Browse a category" }).getByRole("link");
    expect(await rooms.allInnerTexts()).toEqual(["Living Room", "Bedroom", "Dining Room", "Office", "Study Room", "Kids Furniture"]);
    await rooms.first().click();
    await page.waitForURL(/\/category\/living-room$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a shopper on a phone", () => {
  it("sees one column of products and opens the Filters drawer", async () => {
    const { page, context, problems } = await newShopper(phone);
    await page.goto("/category/living-room");
    const cards = page.getByRole("article");
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first?.x).toBe(second?.x);
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await drawer.getByRole("checkbox", { name: /^In stock only/ }).check();
    await waitForSearchParam(page, "in_stock", "1");
    // The drawer stays open while the shopper keeps choosing; its button shows the new total.
    await expect.poll(() => drawer.getByRole("button", { name: /^Show [\d,]+ products?$/ }).count()).toBe(1);
    await drawer.getByRole("button", { name: /^Show / }).click();
    await drawer.waitFor({ state: "detached" });
    expect(await page.getByRole("link", { name: "Remove filter: In stock only" }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens the Filters drawer from the keyboard, closes it with Escape and is back on the button", async () => {
    const { page, context, problems } = await newShopper(phone);
    await page.goto("/category/living-room");
    const filtersButton = page.getByRole("button", { name: "Filters" });
    // The drawer's code arrives on this first focus; Enter right away must still open it.
    await filtersButton.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.waitFor();
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent.trim())).toBe("Filters");
    await page.keyboard.press("Enter");
    await drawer.waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sees the category's title stay where it first appeared while the page is still arriving", async () => {
    const { page, context } = await newShopper(phone);
    const path = "/category/living-room/sofas";
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    // A phone on a slow connection paints what has arrived: here, everything up to the title.
    const upToTitle = html.slice(0, html.indexOf("</h1>") + "</h1>".length);
    await page.route(`**${path}`, (route) => route.fulfill({ contentType: "text/html", body: upToTitle }));
    await page.goto(path);
    const titleWhileArriving = await page.getByRole("heading", { level: 1 }).boundingBox();
    await page.unroute(`**${path}`);
    await page.goto(path);
    const titleArrived = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(titleWhileArriving?.y).toBeGreaterThan(0);
    expect(titleArrived?.y).toBe(titleWhileArriving?.y);
    await context.close();
  });
});

describe("listings without JavaScript", () => {
  it("filter with the Apply button of the plain form", async () => {
    const browser = await openBrowser();
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/products");
    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByRole("combobox", { name: "Max price" }).selectOption("10000");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/max_price=10000/);
    for (const price of await shownPrices(page)) expect(price).toBeLessThanOrEqual(10_000);
    await context.close();
  });
});

describe("listing pages for search engines and assistive technology", () => {
  it("give each page its title, description, canonical link and Open Graph tags", async () => {
    const html = await (await fetch(`${baseUrl()}/products?view=list&page=1&sort=featured`)).text();
    expect(html).toContain("<title>All Products | Aangan</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/products"/>`);
    expect(html).toContain('<meta property="og:title" content="All Products | Aangan"/>');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.webp"/);
    const category = await (await fetch(`${baseUrl()}/category/living-room/sofas?page=2`)).text();
    expect(category).toContain(`<link rel="canonical" href="${baseUrl()}/category/living-room/sofas?page=2"/>`);
    const search = await (await fetch(`${baseUrl()}/search?q=teak+sofa`)).text();
    expect(search).toContain("<title>Search Results for &quot;teak sofa&quot; | Aangan</title>");
  });

  it("ask for the picture a phone shows largest from the top of the head, before any script", async () => {
    // The preload must name exactly the picture the page draws first (same renditions and sizes),
    // or the browser fetches it twice.
    const preloadedPicture = async (path: string) => {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const preload = /<link rel="preload" as="image" type="image\/avif" [^>]*imageSrcSet="([^"]+)" imageSizes="([^"]+)"[^>]*>/.exec(html);
      if (!preload) throw new Error(`${path} has no picture preload`);
      expect(preload.index).toBeLessThan(html.indexOf('rel="modulepreload"'));
      const firstPicture = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>/.exec(html.slice(html.indexOf("<main")));
      expect([preload[1], preload[2]], path).toEqual([firstPicture?.[1], firstPicture?.[2]]);
      return { srcSet: preload[1], sizes: preload[2] };
    };
    expect((await preloadedPicture("/products")).sizes).toBe("(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 45vw, 92vw");
    expect((await preloadedPicture("/products?view=list")).sizes).toBe("(min-width: 640px) 224px, 128px");
    // A category's banner picture comes first on a phone, wider than any card.
    expect((await preloadedPicture("/category/living-room/sofas")).sizes).toBe("(min-width: 1024px) 480px, (min-width: 768px) 384px, 100vw");
    expect((await preloadedPicture("/search?q=sofa")).srcSet).toMatch(/^\/images\/p\/[^ ]+-320\.avif 320w/);
  });

  it("has no accessibility violations on all products, a category and search results", async () => {
    const { page, context, problems } = await newShopper();
    for (const path of ["/products", "/category/bedroom/beds?view=list", "/search?q=chair"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

async function accessibleName(locator: Locator): Promise<string> {
  // The label's screen-reader text ("Fabric (12 products)"), which is the checkbox's name.
  return locator.evaluate((element) => {
    const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
    return label?.querySelector(".sr-only")?.textContent ?? label?.textContent ?? "";
  });
}
