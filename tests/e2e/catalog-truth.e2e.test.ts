// A shopper reads a product's page: its pictures, its specifications and the PIN code check must
// tell one story (an L-shaped sofa is drawn L-shaped; a mattress needs no fitters, both places say).
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { releaseBrowser, desktop, newShopper, phone } from "./support/browser";

afterAll(releaseBrowser);

async function openFirstProduct(page: Page, listing: string): Promise<string> {
  await page.goto(listing, { waitUntil: "domcontentloaded" });
  const link = page.getByRole("main").getByRole("heading", { level: 3 }).getByRole("link").first();
  const name = (await link.textContent()) ?? "";
  await link.click();
  await page.getByRole("heading", { level: 1, name }).waitFor();
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  return name;
}

async function assemblySpecification(page: Page): Promise<string> {
  await page.getByRole("tab", { name: "Specifications" }).click();
  const row = page.getByRole("tabpanel", { name: "Specifications" }).getByRole("row", { name: /^Assembly/ });
  return (await row.getByRole("cell").textContent()) ?? "";
}

async function pincodeCheckSays(page: Page, pincode: string): Promise<string[]> {
  const check = page.getByRole("region", { name: "Check delivery, assembly and cash on delivery" });
  await check.getByLabel("PIN code").fill(pincode);
  await check.getByRole("button", { name: "Check" }).click();
  await check.getByText(/^We deliver to/).waitFor();
  return check.getByRole("listitem").allTextContents();
}

describe("a shopper reads what a product is, on its page", () => {
  it.each([
    ["desktop", desktop],
    ["phone", phone],
  ])("a mattress needs no fitters, in its specifications and in the PIN code check (%s)", async (_name, viewport) => {
    const { page, context, problems } = await newShopper(viewport);
    await openFirstProduct(page, "/category/bedroom/mattresses");
    expect(await assemblySpecification(page)).toBe("No assembly needed");
    const says = await pincodeCheckSays(page, "400050");
    expect(says).toContain("No assembly needed: it arrives ready to use");
    expect(says.filter((line) => line.startsWith("Free assembly"))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a sofa is assembled by our fitters, and both places say so", async () => {
    const { page, context, problems } = await newShopper();
    await openFirstProduct(page, "/category/living-room/sofas");
    expect(await assemblySpecification(page)).toMatch(/^Free assembly by our fitters within 1,500 km/);
    expect(await pincodeCheckSays(page, "400050")).toContain("Free assembly by our fitters is included");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("an L-shaped sectional sofa is pictured as an L-shaped sofa", async () => {
    const { page, context, problems } = await newShopper();
    await page.goto("/search?q=L-Shaped+Sectional+Sofa", { waitUntil: "domcontentloaded" });
    const link = page.getByRole("main").getByRole("link", { name: /L-Shaped Sectional Sofa/ }).first();
    const name = (await link.textContent()) ?? "";
    await link.click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    const picture = page.getByRole("main").getByRole("img", { name: /L-Shaped Sectional Sofa in / }).first();
    expect(await picture.getAttribute("src")).toMatch(/\/images\/p\/sofa-l-shaped(-leather)?\//);
    expect(problems).toEqual([]);
    await context.close();
  });
});
