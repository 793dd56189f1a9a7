// A catalog editor makes a product with two variants in the back office, in English and Hindi,
// gives it two photos and publishes it; a shopper finds it by search, sees its photos and buys it
// with cash on delivery, and the Hindi product page shows the Hindi the editor typed. On the shared
// store: stock is received by an operations clerk through the back office's API (the stock screen
// is another test's subject; ordering photos is the photos test's). The product form is checked
// with axe at 1024 and 1280 px, the search results and the product page at 375 and 1280 px.
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { photoFile } from "../support/photo-files";
import { accessibilityViolations, releaseBrowser, newShopper } from "./support/browser";
import { chooseSlotIfAsked, fillShipping, mainButton, stepHeading } from "./support/checkout-steps";
import { hydrated, staffSignsIn } from "./support/order-desk";
import { backOfficeWidths, checkAtWidths, shopWidths } from "./support/screenshots";
import { staffApi } from "./support/staff-api";

afterAll(releaseBrowser);

const headers = { "X-Requested-With": "XMLHttpRequest" };
const productAnswer = z.object({ data: z.object({ id: z.number(), slug: z.string(), variants: z.array(z.object({ id: z.number(), sku: z.string() })) }) });

describe("a product from the back office to a shopper's order", () => {
  it("a catalog editor creates a product with two variants and two photos and publishes it; a shopper finds it by search, sees the photos and buys it, cash on delivery", async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const name = `Saanjh Cane Lounger ${tag}`;
    const nameHi = `साँझ बेंत लाउंजर ${tag}`;
    const sku = `SAJ-${tag}`;

    // The editor: the list, then a new product.
    const editor = await staffSignsIn("catalog");
    const { page } = editor;
    await page.getByRole("navigation").getByRole("link", { name: "Products" }).click();
    await page.getByRole("heading", { name: "Products", level: 1 }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "New product" }).click();
    await page.getByRole("heading", { name: "New product", level: 1 }).waitFor();
    await hydrated(page);
    const basics = page.getByRole("region", { name: "The product" });
    await basics.getByLabel("Name", { exact: true }).fill(name);
    await basics.getByLabel("Name in Hindi").fill(nameHi);
    await basics.getByLabel("Product SKU").fill(sku);
    await basics.getByLabel("Material").selectOption("wood");
    await basics.getByLabel("Category", { exact: true }).selectOption({ label: "Living Room › Recliners" });
    await basics.getByLabel("Brand").selectOption({ index: 1 });
    await basics.getByLabel("Description", { exact: true }).fill("A low lounger in **woven cane**.\n\n- Seasoned sheesham frame\n- Cushions included");
    await basics.getByLabel("Description in Hindi").fill("**बुनी हुई बेंत** का नीचा लाउंजर।\n\n- पकी हुई शीशम का फ़्रेम\n- गद्दियाँ साथ में");
    await page.getByLabel("Specification 1 label", { exact: true }).fill("Seat height");
    await page.getByLabel("Specification 1 value", { exact: true }).fill("38 cm");
    await page.getByLabel("Specification 1 label in Hindi").fill("सीट की ऊँचाई");
    await page.getByLabel("Specification 1 value in Hindi").fill("38 सेमी");
    const variant = (index: number, field: string) => page.locator(`[id="product-variants.${index}.${field}"]`);
    for (const [index, row] of [
      { type: "Colour", name: "Honey", nameHi: "शहद", colour: "#c68e17", price: "18999", original: "23999" },
      { type: "Colour", name: "Walnut", nameHi: "अखरोट", colour: "#5c4033", price: "19999", original: "24999" },
    ].entries()) {
      await variant(index, "type").fill(row.type);
      await variant(index, "name").fill(row.name);
      await variant(index, "nameHi").fill(row.nameHi);
      await variant(index, "colour").fill(row.colour);
      await variant(index, "sku").fill(`${sku}-${row.name.toUpperCase()}`);
      await variant(index, "price").fill(row.price);
      await variant(index, "originalPrice").fill(row.original);
    }
    await checkAtWidths(page, "admin-product-new", backOfficeWidths);
    // A mistake first: the second variant's original price below its price is named beside it.
    await variant(1, "originalPrice").fill("9999");
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText("The original price must be a whole number of rupees, at least the price").first().waitFor();
    await variant(1, "originalPrice").fill("24999");
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    await page.getByText("Product created, as a draft. Publish it when it is ready.").waitFor();
    // The edit page holds what was typed, Hindi included.
    expect(await page.getByRole("region", { name: "The product" }).getByLabel("Name in Hindi").inputValue()).toBe(nameHi);
    expect(await variant(1, "nameHi").inputValue()).toBe("अखरोट");
    await checkAtWidths(page, "admin-product-edit", backOfficeWidths);
    const productId = Number(/\/admin\/products\/(\d+)/.exec(page.url())?.[1]);

    // A draft is not in the shop.
    const shopper = await newShopper();
    const notYet = await shopper.page.goto(`/product/${productId}`);
    expect(notYet?.status()).toBe(404);

    // Stock arrives: an operations clerk receives five of each colour at the first warehouse.
    const catalogApi = await staffApi("catalog");
    const clerkApi = await staffApi("operations");
    try {
      const product = productAnswer.parse(await (await catalogApi.get(`/api/admin/products/${productId}`)).json()).data;
      expect(product.variants.map((row) => row.sku)).toEqual([`${sku}-HONEY`, `${sku}-WALNUT`]);
      for (const row of product.variants) {
        const received = await clerkApi.post("/api/admin/stock/adjustments", { headers, data: { variantId: row.id, warehouseId: 1, kind: "received", quantity: 5 } });
        expect(received.status(), await received.text()).toBe(201);
      }
    } finally {
      await catalogApi.dispose();
      await clerkApi.dispose();
    }

    // Two photos, each with its alt text: the first becomes the main picture.
    const folder = mkdtempSync(path.join(tmpdir(), "product-e2e-"));
    const photos = [
      { file: path.join(folder, "lounger-front.jpg"), alt: `Cane lounger ${tag} on a veranda`, photo: await photoFile({ width: 1200, height: 900, colour: "#c68e17" }) },
      { file: path.join(folder, "lounger-weave.webp"), alt: `Close-up of the cane weave ${tag}`, photo: await photoFile({ width: 1000, height: 1000, colour: "#5c4033", format: "webp" }) },
    ];
    await page.getByRole("link", { name: "Photos", exact: true }).click();
    await page.getByRole("heading", { name: `Photos of ${name}`, level: 1 }).waitFor();
    await hydrated(page);
    for (const [index, { file, alt, photo }] of photos.entries()) {
      writeFileSync(file, photo);
      await page.getByLabel("Photo", { exact: true }).setInputFiles(file);
      await page.getByLabel("Alt text", { exact: true }).fill(alt);
      await page.getByRole("button", { name: "Upload photo" }).click();
      await page.getByRole("heading", { name: new RegExp(`^Photo ${index + 1} of ${index + 1}`) }).waitFor({ timeout: 60_000 });
    }
    await page.getByRole("link", { name: `← ${name}` }).click();
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    await hydrated(page);

    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByRole("status").getByText("Published: shoppers see it now.").waitFor();
    await page.getByText("Published", { exact: true }).first().waitFor();
    await editor.context.close();

    // The shopper searches for it, opens it, buys the walnut one with cash on delivery.
    const shop = shopper.page;
    await shop.goto("/");
    await hydrated(shop);
    await shop.getByRole("combobox", { name: "Search products" }).fill(`Saanjh lounger ${tag}`);
    await shop.keyboard.press("Enter");
    await shop.waitForURL(/\/search\?q=/);
    // The result's picture is the first photo, served as the shop's own pictures are.
    const result = shop.getByRole("main").locator("a", { hasText: name }).first();
    const cardPicture = shop.getByRole("main").getByRole("img", { name: photos[0]?.alt });
    await cardPicture.first().waitFor();
    expect(await cardPicture.first().getAttribute("src")).toMatch(/^\/images\/u\/[0-9a-f]{32}-\d+\.(avif|webp|jpg)$/);
    // The editor's product as shoppers meet it, on a phone and a desktop.
    await checkAtWidths(shop, "search-new-product", shopWidths);
    await result.click();
    await shop.getByRole("heading", { name, level: 1 }).waitFor();
    await shop.getByText("woven cane", { exact: true }).waitFor();
    const gallery = shop.locator("section[aria-label^='Pictures of']");
    await gallery.getByRole("img", { name: photos[0]?.alt }).waitFor();
    await hydrated(shop);
    await gallery.getByRole("button", { name: "Show image 2 of 2" }).click();
    await gallery.getByRole("img", { name: photos[1]?.alt }).waitFor();
    expect(await gallery.locator("img[src*='/images/p/']").count()).toBe(0);
    await checkAtWidths(shop, "product-new-with-photos", shopWidths);
    // The radio is visually hidden: the shopper clicks its label.
    const walnut = shop.getByRole("radio", { name: /Walnut/ });
    await walnut.locator("xpath=ancestor::label[1]").click();
    expect(await walnut.isChecked()).toBe(true);
    await shop.getByRole("button", { name: "Add to Cart" }).click();
    await shop.getByRole("status").filter({ hasText: "Added to your cart." }).waitFor();
    await shop.goto("/checkout");
    await fillShipping(shop);
    await mainButton(shop, "Continue to Payment").click();
    await stepHeading(shop, "Payment Method");
    await chooseSlotIfAsked(shop);
    await shop.getByRole("main").getByLabel("Cash on Delivery").check();
    await mainButton(shop, "Continue to Review").click();
    await stepHeading(shop, "Review Your Order");
    expect(await shop.getByRole("main").textContent()).toContain(name);
    await mainButton(shop, "Place Order").click();
    await shop.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await shop.getByRole("main").getByText("Cash on Delivery").waitFor();
    const confirmation = (await shop.getByRole("main").textContent()) ?? "";
    expect(confirmation).toContain(name);
    expect(confirmation).toContain("Walnut");
    await shopper.context.close();

    // A shopper reading in Hindi: the name, description and colours the editor wrote in Hindi.
    const reader = await newShopper();
    await reader.page.goto(`/hi/product/${productId}`);
    await reader.page.getByRole("heading", { name: nameHi, level: 1 }).waitFor();
    await reader.page.getByText("बुनी हुई बेंत", { exact: true }).waitFor();
    await reader.page.getByText("पकी हुई शीशम का फ़्रेम", { exact: true }).waitFor();
    // The specifications are on a tab of their own, not shown until it is chosen.
    expect(await reader.page.getByRole("main").textContent()).toContain("सीट की ऊँचाई");
    expect(await reader.page.getByRole("radio", { name: /अखरोट/ }).count()).toBe(1);
    await reader.context.close();
  });
});
