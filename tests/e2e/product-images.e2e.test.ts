import { afterAll, describe, expect, it } from "vitest";
import { baseUrl, releaseBrowser, newShopper } from "./support/browser";

afterAll(releaseBrowser);

describe("a shopper sees product pictures", () => {
  it("gets every best seller's picture in AVIF or WebP at a width that fits, with its size reserved", async () => {
    const { page, context, problems } = await newShopper();
    await page.goto("/");
    const pictures = page.locator("section[aria-labelledby='best-sellers'] picture");
    await expect.poll(() => pictures.count()).toBe(4);
    for (const picture of await pictures.all()) {
      const avif = picture.locator("source[type='image/avif']");
      const srcset = (await avif.getAttribute("srcset")) ?? "";
      expect(srcset.split(",").map((candidate) => candidate.trim().split(" ")[1])).toEqual([
        "320w",
        "480w",
        "640w",
        "960w",
        "1200w",
      ]);
      const image = picture.locator("img");
      expect(await image.getAttribute("width")).toBe("1200");
      expect(await image.getAttribute("height")).toBe("900");
      expect((await image.getAttribute("alt"))?.length).toBeGreaterThan(5);
    }
    const first = pictures.first().locator("img");
    // Best sellers sit below the fold and load lazily: bring the first into view as a shopper would.
    await first.scrollIntoViewIfNeeded();
    await expect
      .poll(() => first.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const shown = await first.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(shown).toMatch(/-(320|480|640|960|1200)\.avif$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("caches a picture for a year, since its address never changes", async () => {
    const response = await fetch(`${baseUrl()}/images/p/wardrobe/8b5a2b/front-640.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe("WEBP");
  });

  it("gets a 404, not an error, for a picture that cannot exist", async () => {
    for (const path of ["/images/p/spaceship/8b5a2b/front-640.webp", "/images/p/sofa/8b5a2b/front-333.webp", "/images/p/sofa/ZZZZZZ/front-640.webp"]) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(404);
    }
  });

  it("gets the store's icon at /favicon.ico, where browsers ask for it beside what is not a page", async () => {
    const response = await fetch(`${baseUrl()}/favicon.ico`);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // An ICO directory (reserved 0, type 1) whose first image is a PNG.
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    const firstImage = new DataView(bytes.buffer).getUint32(18, true);
    expect(new TextDecoder().decode(bytes.slice(firstImage + 1, firstImage + 4))).toBe("PNG");
  });
});
