// A catalog editor imports products from a CSV file: the first file has bad rows and is refused
// whole, each bad row named; the corrected file is checked, applied, and the new products are in
// the list, one published and one a draft, as the file says.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import { afterAll, describe, expect, it } from "vitest";
import { catalogCsvColumns, type CatalogCsvRecord } from "../../app/lib/catalog-csv";
import { accessibilityViolations, releaseBrowser } from "./support/browser";
import { hydrated, staffSignsIn } from "./support/order-desk";

afterAll(releaseBrowser);

const screenshots = path.resolve(import.meta.dirname, "../../tmp/test-reports/catalog-import");

function product(tag: string, suffix: string, status: "published" | "draft"): CatalogCsvRecord[] {
  const base = {
    product_sku: `CSV-${tag}-${suffix}`,
    name: `Chaukhat Bench ${tag} ${suffix}`,
    slug: `chaukhat-bench-${tag.toLowerCase()}-${suffix.toLowerCase()}`,
    description: "A long bench in sheesham with a woven cane seat.",
    category: "Living Room › Recliners",
    brand: "woodsworth",
    collection: "",
    material: "wood",
    hsn_code: "",
    gst_rate: "",
    seo_title: "",
    seo_description: "",
    status,
    specifications: "Seat: woven cane; Length: 150 cm",
  };
  return [
    { ...base, variant_sku: `CSV-${tag}-${suffix}-HON`, option_type: "Finish", option_name: "Honey", colour: "#c68e17", price: "14999", original_price: "17999", max_per_order: "4" },
    { ...base, variant_sku: `CSV-${tag}-${suffix}-WAL`, option_type: "Finish", option_name: "Walnut", colour: "#5c4033", price: "15999", original_price: "18999", max_per_order: "4" },
  ];
}

const fileOf = (records: CatalogCsvRecord[]) => ({
  name: "new-benches.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(stringify([[...catalogCsvColumns], ...records.map((record) => catalogCsvColumns.map((column) => record[column]))])),
});

describe("importing products from a CSV file", () => {
  it("a catalog editor uploads a file with bad rows, sees it refused whole with each bad row named, corrects it and imports it", async () => {
    mkdirSync(screenshots, { recursive: true });
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const [published, second] = product(tag, "A", "published");
    const draft = product(tag, "B", "draft");
    if (!published || !second) throw new Error("two rows");

    const editor = await staffSignsIn("catalog");
    const { page } = editor;
    await page.getByRole("navigation").getByRole("link", { name: "Catalog CSV" }).click();
    await page.getByRole("heading", { name: "Import and export products", level: 1 }).waitFor();
    await hydrated(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A price with paise and an unknown category: the whole file is refused.
    const bad = [{ ...published, price: "14999.50" }, second, ...draft.map((row) => ({ ...row, category: "Garden › Swings" }))];
    await page.getByLabel("CSV file").setInputFiles(fileOf(bad));
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByText("3 of 4 rows have errors, so the whole file is refused").waitFor();
    const report = page.getByRole("table");
    await report.getByText("The price must be a whole number of rupees").waitFor();
    expect(await report.getByText(/^Unknown category “Garden › Swings”/).count()).toBe(2);
    expect(await page.getByRole("button", { name: /^Apply/ }).count()).toBe(0);
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await accessibilityViolations(page), `at ${width} px`).toEqual([]);
      await page.screenshot({ path: path.join(screenshots, `refused-${width}.png`), fullPage: true });
    }

    // Corrected: checked, then applied.
    await page.getByLabel("CSV file").setInputFiles(fileOf([published, second, ...draft]));
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByText("Every row can be imported. Nothing has been written yet.").waitFor();
    await page.screenshot({ path: path.join(screenshots, "checked-1024.png"), fullPage: true });
    await page.getByRole("button", { name: "Apply: import 2 products" }).click();
    await page.getByText("Done: 2 new, 0 changed, 0 unchanged products.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(screenshots, "imported-1280.png"), fullPage: true });

    await page.getByRole("link", { name: "See the products" }).click();
    await page.getByRole("heading", { name: "Products", level: 1 }).waitFor();
    await page.getByLabel("Name or SKU").fill(`CSV-${tag}`);
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    const rowOf = (name: string) => page.getByRole("row").filter({ hasText: name });
    await rowOf(`Chaukhat Bench ${tag} A`).getByText("Published").waitFor();
    await rowOf(`Chaukhat Bench ${tag} B`).getByText("Draft").waitFor();

    // A large file: a progress bar follows its check.
    await page.goto("/admin/products/import");
    await hydrated(page);
    const many = Array.from({ length: 1_500 }, (_, index) => product(tag, `M${index}`, "draft")).flat();
    await page.getByLabel("CSV file").setInputFiles(fileOf(many));
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByRole("status").getByText("Uploading and checking the file").waitFor();
    await page.screenshot({ path: path.join(screenshots, "progress-1280.png"), fullPage: true });
    await page.getByText("Every row can be imported. Nothing has been written yet.").waitFor({ timeout: 60_000 });
    await page.getByText("…and 2,700 more rows.").waitFor();
    await editor.context.close();
  }, 180_000);
});
