// A shopper far from our warehouses reads the promises on the product page and in the cart beside
// the PIN code check's answer: none of them may promise what the check then takes back.
import { afterAll, describe, expect, it } from "vitest";
import { accessibilityViolations, releaseBrowser, desktop, newShopper, phone } from "./support/browser";

afterAll(releaseBrowser);

const portBlair = "744101";

describe("a shopper in Port Blair (744101) looking at a sofa", () => {
  it.each([
    ["1280", desktop],
    ["375", phone],
  ])("at %s px, reads that assembly is free within reach of a warehouse, and the PIN code check says it is not included here", async (_width, viewport) => {
    const { page, context, problems } = await newShopper(viewport);
    await page.goto("/category/living-room/sofas");
    await page.getByRole("main").getByRole("article").first().getByRole("link").first().click();
    await page.getByRole("heading", { level: 1 }).waitFor();
    const main = page.getByRole("main");

    await main.getByLabel("PIN code").first().fill(portBlair);
    await main.getByRole("button", { name: "Check" }).first().click();
    await main.getByText(/^Assembly is not included here/).first().waitFor();
    expect(await main.innerText()).not.toMatch(/free delivery and assembly|assembled free above/i);
    await main.getByText(/free assembly within 1,500 km of our warehouses/).first().waitFor();
    expect(await main.getByText(/^7-day easy returns$/).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    await main.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("status").filter({ hasText: "Added to your cart." }).waitFor();
    await page.goto("/cart");
    const cart = page.getByRole("main");
    await cart.getByText(/^Assembly is not included here/).first().waitFor();
    expect(await cart.innerText()).not.toMatch(/free delivery and assembly|assembly are free/i);
    await cart.getByText(/free assembly within 1,500 km of our warehouses/).first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
