// Stock as an operations clerk works it: from the menu to the low-stock list, a variant's page
// with its stock in each warehouse and its ledger; pieces received into one warehouse (the shop's
// figure follows), a correction refused without a note, then made with one; a damaged count
// larger than the warehouse holds refused plainly. Axe-clean at 1024 and 1280 px.
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { releaseBrowser } from "./support/browser";
import { hydrated, staffSignsIn } from "./support/order-desk";
import { backOfficeWidths, checkAtWidths, laptop } from "./support/screenshots";


afterAll(async () => {
  await releaseBrowser();
});

function figureIn(page: Page, city: string) {
  return page.getByRole("region", { name: "By warehouse" }).getByRole("row", { name: new RegExp(`^${city}`) });
}

describe("stock", () => {
  it("an operations clerk finds a variant, receives pieces into a warehouse, and corrects a count with a note", async () => {
    const { page, context } = await staffSignsIn("operations", { viewport: laptop });
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Stock" }).click();
    await page.getByRole("heading", { name: "Stock", level: 1 }).waitFor();
    await hydrated(page);
    await page.getByRole("link", { name: "Show low stock only" }).click();
    await page.getByRole("heading", { name: "Low stock", level: 1 }).waitFor();
    await checkAtWidths(page, "stock-low", backOfficeWidths);

    await page.goto("/admin/stock");
    await page.getByRole("heading", { name: "Stock", level: 1 }).waitFor();
    await hydrated(page);
    await page.getByLabel("Warehouse").selectOption({ label: "Chennai" });
    await page.getByRole("button", { name: "Find" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("warehouseId")).toBe("4");
    await page.getByRole("columnheader", { name: "On sale in Chennai" }).waitFor();
    await checkAtWidths(page, "stock-list", backOfficeWidths);

    // The page's last variant: other files on the shared store order the first ones.
    await page.getByRole("table").getByRole("link").last().click();
    await page.getByRole("heading", { name: "Ledger" }).waitFor();
    const adjust = page.getByRole("region", { name: "Adjust" });
    await hydrated(page);
    const total = Number((await page.getByText("On sale", { exact: true }).first().locator("xpath=following-sibling::dd").textContent())?.replace(/,/g, ""));
    const before = Number((await figureIn(page, "Guwahati").getByRole("cell").first().textContent())?.replace(/,/g, ""));

    await adjust.getByLabel("Warehouse", { exact: true }).selectOption({ label: "Guwahati" });
    await adjust.getByLabel("What happened").selectOption("received");
    await adjust.getByLabel("Pieces").fill("12");
    await adjust.getByLabel("Note").fill("Lorry from Saharanpur");
    await page.getByRole("button", { name: "Save adjustment" }).click();
    await page.getByRole("status").getByText(`Guwahati now has ${before + 12} on sale`, { exact: false }).waitFor();
    await expect.poll(async () => (await figureIn(page, "Guwahati").getByRole("cell").first().textContent())?.replace(/,/g, "")).toBe(String(before + 12));
    await page.getByRole("row", { name: /Received/ }).filter({ hasText: "Lorry from Saharanpur" }).waitFor();

    // A correction without a note is refused beside its field; with one it is made.
    await adjust.getByLabel("Warehouse", { exact: true }).selectOption({ label: "Guwahati" });
    await adjust.getByLabel("What happened").selectOption("correction");
    await adjust.getByLabel("How to correct").selectOption("add");
    await adjust.getByLabel("Pieces").fill("-2");
    await adjust.getByLabel("Note").fill("");
    await page.getByRole("button", { name: "Save adjustment" }).click();
    await page.getByText("a correction always needs a note", { exact: false }).waitFor();
    await adjust.getByLabel("Note").fill("Two found scratched in the count");
    await page.getByRole("button", { name: "Save adjustment" }).click();
    await page.getByRole("status").getByText(`Guwahati now has ${before + 10} on sale`, { exact: false }).waitFor();
    // The status comes before the page has read its figures again (the Guwahati row above is polled too).
    await expect.poll(async () => Number((await page.getByText("On sale", { exact: true }).first().locator("xpath=following-sibling::dd").textContent())?.replace(/,/g, ""))).toBe(total + 10);

    // More damaged than the warehouse holds: refused, nothing changed.
    await adjust.getByLabel("Warehouse", { exact: true }).selectOption({ label: "Guwahati" });
    await adjust.getByLabel("What happened").selectOption("damaged");
    await adjust.getByLabel("Pieces").fill(String(before + 11));
    await page.getByRole("button", { name: "Save adjustment" }).click();
    await page.getByRole("alert").getByText("Nothing was changed", { exact: false }).waitFor();
    await checkAtWidths(page, "stock-variant", backOfficeWidths);
    await context.close();
  }, 90_000);
});
