// Promo codes and review moderation end to end on the shared store: a catalog editor makes a flat
// ₹500 code with a minimum order in the back office (the form refuses a minimum below the amount
// first), a shopper applies it to their cart and sees ₹500 off at checkout, in Indian digit
// grouping; then the editor hides a review with a reason and the product page no longer shows it
// (and shows it again, so the shared store's catalog is as it was). The shop's pages the editor
// changed (cart, checkout, the Reviews tab) are checked with axe at 375 and 1280 px.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { releaseBrowser, desktop, newShopper } from "./support/browser";
import { hydrated, staffSignsIn } from "./support/order-desk";
import { backOfficeWidths, checkAtWidths, shopWidths } from "./support/screenshots";

const headers = { "X-Requested-With": "XMLHttpRequest" };

afterAll(async () => {
  await releaseBrowser();
});

const listing = z.object({ data: z.object({ items: z.array(z.object({ id: z.number(), price: z.number() })) }) });
const cartAnswer = z.object({ data: z.object({ cart: z.object({ subtotal: z.number(), items: z.array(z.unknown()) }) }) });

describe("a catalog editor's promo code and a hidden review", () => {
  const code = `FEST${randomUUID().replace(/-/g, "").slice(0, 6).toUpperCase()}`;

  it("makes a flat ₹500 code with a minimum order, and a shopper sees ₹500 off at checkout", async () => {
    const editor = await staffSignsIn("catalog", { viewport: desktop });
    const { page } = editor;
    try {
      const menu = page.getByRole("navigation", { name: "Back office" });
      expect(await menu.getByRole("link").allInnerTexts()).toEqual(expect.arrayContaining(["Promo codes", "Reviews"]));
      await menu.getByRole("link", { name: "Promo codes" }).click();
      await page.getByRole("heading", { name: "Promo codes", level: 1 }).waitFor();
      await page.getByRole("link", { name: "WELCOME10" }).waitFor();
      await checkAtWidths(page, "admin-promotions", backOfficeWidths);

      await page.getByRole("link", { name: "New promo code" }).click();
      await page.getByRole("heading", { name: "New promo code" }).waitFor();
      await hydrated(page);
      await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
      await page.getByRole("radio", { name: "A flat amount in rupees" }).check();
      await page.getByLabel("How much (percent, or rupees)").fill("500");
      await page.getByLabel("Minimum order (₹, before the discount)").fill("400");
      await page.getByRole("button", { name: "Make the promo code" }).click();
      await page.getByText("A flat amount off needs a minimum order above it, so no order is ever free").waitFor();
      await checkAtWidths(page, "admin-promotion-new-refused", backOfficeWidths);
      await page.getByLabel("Minimum order (₹, before the discount)").fill("5,000");
      await page.getByRole("button", { name: "Make the promo code" }).click();
      await page.getByText(`Promo code ${code} made.`).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/admin/promotions/${code}`);
      await page.getByText("₹ 500 off").waitFor();
      await checkAtWidths(page, "admin-promotion", backOfficeWidths);
    } finally {
      await editor.context.close();
    }

    const shopper = await newShopper(desktop);
    try {
      const { page } = shopper;
      await page.goto("/");
      // Something between ₹6,000 and ₹40,000: over the minimum, under the cash-on-delivery cap.
      const products = listing.parse(await (await page.request.get("/api/db/products?sort=price_low&in_stock=1&min_price=6000&max_price=40000&limit=24")).json());
      let subtotal = 0;
      for (const product of products.data.items) {
        const added = await page.request.post("/api/db/cart/items", { headers, data: { product_id: product.id, quantity: 1 } });
        if (added.ok()) {
          subtotal = cartAnswer.parse(await added.json()).data.cart.subtotal;
          break;
        }
      }
      expect(subtotal).toBeGreaterThanOrEqual(5_000);

      await page.goto("/cart");
      await hydrated(page);
      await page.getByLabel("Promo code").fill(code.toLowerCase());
      await page.getByRole("button", { name: "Apply" }).click();
      await page.getByText("Promo code applied successfully!").waitFor();
      await page.getByText(`${code} applied: ₹ 500 off`).waitFor();
      // Shoppers apply codes on phones as often as on desktops.
      await checkAtWidths(page, "cart-flat-code", shopWidths);

      await page.goto("/checkout");
      await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor();
      const discount = page.locator("dt", { hasText: `Discount (${code})` }).first();
      await discount.waitFor();
      expect(await discount.locator("xpath=following-sibling::dd[1]").innerText()).toBe("-₹ 500");
      const grouped = new Intl.NumberFormat("en-IN").format(subtotal - 500);
      await page.getByText(`₹ ${grouped}`).first().waitFor();
      // Indian digit grouping: 12,499 below a lakh, 1,23,499 above.
      expect(grouped).toMatch(/^\d{1,2}(,\d{2})*,\d{3}$|^\d{1,3}$/);
      await checkAtWidths(page, "checkout-flat-code", shopWidths);
    } finally {
      await shopper.context.close();
    }
  });

  it("hides a review with a reason: the product page no longer shows it; shown again, it is back", async () => {
    const editor = await staffSignsIn("catalog", { viewport: desktop });
    const { page } = editor;
    const shopper = await newShopper(desktop);
    try {
      await page.goto("/admin/reviews?state=shown&rating=2");
      await page.getByRole("heading", { name: "Reviews", level: 1 }).waitFor();
      await checkAtWidths(page, "admin-reviews", backOfficeWidths);
      // The newest two-star review, then only its product's reviews: the newest of them is on the product page's first page.
      await page.getByRole("link", { name: "Only this product" }).first().click();
      await page.waitForURL(/productId=\d+/);
      const productId = new URL(page.url()).searchParams.get("productId") ?? "";
      await page.goto(`/admin/reviews?productId=${productId}&state=shown`);
      await hydrated(page);
      const first = page.getByRole("article").first();
      const heading = await first.getByRole("heading").innerText();
      const reviewId = /^Review (\d+)/.exec(heading)?.[1] ?? "";
      const comment = (await first.locator("p.whitespace-pre-line").innerText()).trim();
      expect(comment.length).toBeGreaterThan(0);

      const productPage = shopper.page;
      await productPage.goto(`/product/${productId}?tab=reviews`);
      await productPage.getByRole("tabpanel", { name: /^Reviews/ }).getByText(comment, { exact: true }).waitFor();
      await checkAtWidths(productPage, "product-reviews", shopWidths);

      await page.getByRole("button", { name: `Hide review ${reviewId}` }).click();
      await page.getByText("Say why the review is hidden; its author will see it").waitFor();
      await page.getByLabel("Why hide it").first().fill("Talks about another shop's product.");
      await page.getByRole("button", { name: `Hide review ${reviewId}` }).click();
      await page.getByText(`Review ${reviewId} is hidden`).first().waitFor();

      await productPage.goto(`/product/${productId}?tab=reviews`);
      const panel = productPage.getByRole("tabpanel", { name: /^Reviews/ });
      await panel.waitFor();
      expect(await panel.getByText(comment, { exact: true }).count()).toBe(0);

      await page.goto(`/admin/reviews?productId=${productId}&state=hidden`);
      await page.getByText("Talks about another shop's product.", { exact: false }).waitFor();
      await checkAtWidths(page, "admin-reviews-hidden", backOfficeWidths);
      await hydrated(page);
      await page.getByRole("button", { name: `Show review ${reviewId} again` }).click();
      await page.getByText(`Review ${reviewId} is shown again`).first().waitFor();
      await productPage.goto(`/product/${productId}?tab=reviews`);
      await productPage.getByRole("tabpanel", { name: /^Reviews/ }).getByText(comment, { exact: true }).waitFor();
      await checkAtWidths(productPage, "product-reviews-shown-again", shopWidths);
    } finally {
      await shopper.context.close();
      await editor.context.close();
    }
  });
});
