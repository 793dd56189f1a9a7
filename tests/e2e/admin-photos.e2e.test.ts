// Product photos as a catalog editor adds them and a shopper then sees them: two photos uploaded
// with their alt texts from the back office's form, put in order with the keyboard (the "Move
// earlier" button, then the drag handle picked up with Space), and the
// product page showing the new first photo (AVIF or WebP, with its width and height) under its
// alt text instead of the drawn picture. The back office's page is checked with axe at 1024
// and 1280 px, the product page at 375 px too.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { cameraJpeg, photoFile } from "../support/photo-files";
import { accessibilityViolations, releaseBrowser, desktop, holdPageData, newShopper, phone } from "./support/browser";
import { hydrated, staffSignsIn } from "./support/order-desk";
import { backOfficeWidths, checkAtWidths, laptop } from "./support/screenshots";


afterAll(async () => {
  await releaseBrowser();
});

/** A product far down the catalog, which the other end-to-end tests do not look at. */
async function quietProductId(page: Page): Promise<number> {
  const answer = await page.request.get("/api/db/products?limit=1");
  const total = z.object({ data: z.object({ total: z.number() }) }).parse(await answer.json()).data.total;
  const id = total - 3;
  expect((await page.request.get(`/api/db/products/${id}`)).status()).toBe(200);
  return id;
}

describe("product photos", () => {
  it("a catalog editor uploads two photos with alt texts, moves the second first with the keyboard, and the shopper's product page shows it", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "photos-e2e-"));
    const front = path.join(folder, "sofa-front.jpg");
    const detail = path.join(folder, "sofa-detail.png");
    // A camera's JPEG, sideways by its EXIF and with a GPS location; a landscape PNG.
    writeFileSync(front, await cameraJpeg(1200, 900));
    writeFileSync(detail, await photoFile({ width: 1600, height: 1200, colour: "#2f4f4f", format: "png" }));

    const { page, problems } = await staffSignsIn("catalog", { viewport: laptop });
    const productId = await quietProductId(page);
    await page.goto(`/admin/products/${productId}/photos`);
    await page.getByRole("heading", { name: /^Photos of /, level: 1 }).waitFor();
    await page.getByText("No photos yet: the shop shows this product's drawn pictures.").waitFor();
    await hydrated(page);

    // The alt text is required, and the page says so beside the field.
    await page.getByLabel("Photo", { exact: true }).setInputFiles(front);
    await page.getByLabel("Alt text", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Upload photo" }).click();
    await page.getByText("Describe the photo in a few words (alt text), for shoppers who cannot see it.").waitFor();

    // The page says "Photo added" before it has read the photos again; the editor chooses the next
    // photo at once, and the list arriving after must not wipe the choice. Holding back the page's
    // new data makes that moment certain.
    const pageData = await holdPageData(page);
    await page.getByLabel("Photo", { exact: true }).setInputFiles(front);
    await page.getByLabel("Alt text", { exact: true }).fill("Three-seater sofa in teak, front view");
    await page.getByRole("button", { name: "Upload photo" }).click();
    await page.getByText("Photo added. It is the product's main picture in the shop.").waitFor({ timeout: 60_000 });
    expect(await page.getByLabel("Alt text", { exact: true }).inputValue()).toBe("");
    await page.getByLabel("Photo", { exact: true }).setInputFiles(detail);
    await page.getByLabel("Alt text", { exact: true }).fill("Sofa cushions in dark teal, close up");
    await pageData.release();
    await page.getByRole("heading", { name: /Photo 1 of 1/ }).waitFor();
    expect(await page.getByLabel("Photo", { exact: true }).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
    expect(await page.getByLabel("Alt text", { exact: true }).inputValue()).toBe("Sofa cushions in dark teal, close up");
    await page.getByRole("button", { name: "Upload photo" }).click();
    await page.getByText("Photo added as number 2.").waitFor({ timeout: 60_000 });
    expect(await page.getByLabel("Alt text of photo 1").inputValue()).toBe("Three-seater sofa in teak, front view");
    // Upright: the sideways 1200 × 900 frame is kept as 900 × 1200.
    await page.getByRole("heading", { name: /Photo 1 of 2.*900 × 1200 px/ }).waitFor();

    // The keyboard alone: Tab to "Move earlier" of the second photo and press Enter.
    await page.getByLabel("Alt text of photo 2").focus();
    await page.keyboard.press("Tab"); // Save alt text
    await page.keyboard.press("Tab"); // Move earlier
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Move earlier (photo 2)");
    await page.keyboard.press("Enter");
    await page.getByText("Photo moved: it is now the main picture.").waitFor();
    await expect.poll(() => page.getByLabel("Alt text of photo 1").inputValue()).toBe("Sofa cushions in dark teal, close up");
    expect(await page.getByLabel("Alt text of photo 2").inputValue()).toBe("Three-seater sofa in teak, front view");
    await checkAtWidths(page, "admin-photos", backOfficeWidths);

    // Dragging, by keyboard too: pick up the second photo's handle, move it up, drop it; then back.
    for (const expected of ["Three-seater sofa in teak, front view", "Sofa cushions in dark teal, close up"]) {
      await page.getByRole("button", { name: "Drag to reorder photo 2 of 2" }).focus();
      await page.keyboard.press("Space");
      // dnd-kit says what happens, for screen readers: picked up, then where the photo is. A key
      // pressed before it has measured the list is not yet a move, and the first place is the
      // top, so ArrowUp is pressed until the photo is over it.
      const spoken = () => page.evaluate(() => [...document.querySelectorAll("[aria-live]")].map((region) => region.textContent).join(" "));
      await expect.poll(spoken).toMatch(/Picked up photo 2 of 2\.|Photo 2 is over place 2 of 2\./);
      await expect
        .poll(async () => {
          await page.keyboard.press("ArrowUp");
          return spoken();
        }, { interval: 250 })
        .toContain("Photo 2 is over place 1 of 2.");
      const saved = page.waitForResponse((answer) => answer.request().method() === "POST" && answer.url().includes("/photos"));
      await page.keyboard.press("Space");
      expect((await saved).status()).toBe(200);
      await expect.poll(() => page.getByLabel("Alt text of photo 1").inputValue()).toBe(expected);
    }
    await page.reload();
    expect(await page.getByLabel("Alt text of photo 1").inputValue()).toBe("Sofa cushions in dark teal, close up");
    await hydrated(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    // The one refusal asked for above (no alt text), and nothing else.
    expect(problems).toEqual([expect.stringMatching(/: Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/)]);

    const shopper = await newShopper(desktop);
    const response = await shopper.page.goto(`/product/${productId}`);
    expect(response?.status()).toBe(200);
    const gallery = shopper.page.locator("section[aria-label^='Pictures of']");
    const main = gallery.getByRole("img", { name: "Sofa cushions in dark teal, close up" });
    await main.waitFor();
    expect([await main.getAttribute("width"), await main.getAttribute("height")]).toEqual(["1600", "1200"]);
    const avif = await gallery.locator("source[type='image/avif']").first().getAttribute("srcset");
    expect(avif).toMatch(/^\/images\/u\/[0-9a-f]{32}-320\.avif 320w, .*-1200\.avif 1200w$/);
    await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await main.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/images\/u\/[0-9a-f]{32}-\d+\.(avif|webp)$/);
    // No drawn picture of the product is left in its gallery.
    expect(await gallery.locator("img[src*='/images/p/']").count()).toBe(0);
    // The shop's page, so at a phone's width too.
    await checkAtWidths(shopper.page, "product-with-photos", [phone, laptop, desktop]);
    expect(shopper.problems).toEqual([]);
  });
});
