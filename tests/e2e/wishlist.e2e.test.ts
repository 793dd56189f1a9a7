import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { accessibilityViolations, releaseBrowser, newShopper, phone } from "./support/browser";
import { screenshot } from "./support/screenshots";

afterAll(releaseBrowser);

interface Candidate {
  id: number;
  name: string;
  price: number;
  originalPrice: number;
}

/** The first discounted product in stock on the listing, read from the JSON API as any client could. */
async function discountedProductInStock(page: Page): Promise<Candidate> {
  const found = await page.evaluate(async () => {
    const response = await fetch("/api/db/products", { headers: { Accept: "application/json" } });
    const body = (await response.json()) as {
      data: { items: { id: number; name: string; price: number; originalPrice: number; inStock: boolean }[] };
    };
    const product = body.data.items.find((item) => item.inStock && item.originalPrice > item.price);
    return product
      ? { id: product.id, name: product.name, price: product.price, originalPrice: product.originalPrice }
      : null;
  });
  if (!found) throw new Error("no discounted product in stock on the first listing page");
  return found;
}

/** Indian digit grouping, as the store prints prices: 123456 → "₹ 1,23,456". */
function rupees(amount: number): string {
  return `₹ ${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(amount)}`;
}

describe("a shopper's wishlist", () => {
  it("hearts a product, finds it on the wishlist from the header, adds it to the cart and removes it", async () => {
    const { page, context, problems } = await newShopper();

    await page.goto("/wishlist");
    await page.getByText("Your wishlist is empty").waitFor();
    expect(await page.title()).toBe("My Wishlist | Aangan");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).count()).toBe(1);
    expect(await page.getByRole("main").getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe(
      "/products",
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "wishlist-empty-1280");

    const product = await discountedProductInStock(page);
    await page.goto(`/product/${product.id}`);
    const heart = page.getByRole("button", { name: "Add to Wishlist" });
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    // The heart turns at once and is disabled until the store has answered and the page's data is
    // read again. Reloading before that could cut the post off.
    const hearted = page.getByRole("button", { name: "Remove from Wishlist", disabled: false });
    await hearted.waitFor();
    // The state is the server's, not the button's memory: it survives a reload.
    await page.reload();
    expect(await hearted.getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("banner").getByRole("link", { name: "Wishlist" }).click();
    await page.waitForURL("**/wishlist");
    await page.getByRole("heading", { name: /My Wishlist/ }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/My Wishlist\s*\(1 item\)/);
    const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: product.name }) });
    expect(await item.getByRole("link", { name: product.name }).getAttribute("href")).toBe(`/product/${product.id}`);
    const text = await item.innerText();
    expect(text).toContain(rupees(product.price));
    expect(text).toContain(rupees(product.originalPrice));
    expect(text).toContain("In Stock");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "wishlist-filled-1280");

    await item.getByRole("button", { name: "Add to Cart" }).click();
    await item.getByText("Added to your cart.").waitFor();
    const cart = await page.evaluate(async () => {
      const response = await fetch("/api/db/cart", { headers: { Accept: "application/json" } });
      return (await response.json()) as { data: { cart: { items: { product: { id: number }; quantity: number }[] } } };
    });
    expect(cart.data.cart.items.map((line) => [line.product.id, line.quantity])).toEqual([[product.id, 1]]);

    await item.getByRole("button", { name: `Remove ${product.name} from wishlist` }).click();
    await page.getByText("Your wishlist is empty").waitFor();

    await page.goto(`/product/${product.id}`);
    expect(await page.getByRole("button", { name: "Add to Wishlist" }).getAttribute("aria-pressed")).toBe("false");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("works without JavaScript: a plain heart post comes back to the product page, hearted", async () => {
    const { page, context } = await newShopper();
    await context.route("**/*.js", (route) => route.abort());
    await page.goto("/wishlist");
    const product = await discountedProductInStock(page);
    await page.goto(`/product/${product.id}`);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await page.waitForURL(`**/product/${product.id}`);
    expect(await page.getByRole("button", { name: "Remove from Wishlist" }).getAttribute("aria-pressed")).toBe("true");

    await page.goto("/wishlist");
    await page.getByRole("button", { name: `Remove ${product.name} from wishlist` }).click();
    await page.getByText("Your wishlist is empty").waitFor();
    await context.close();
  });

  it("answers bad posts with a clear 4xx, never a 500", async () => {
    const { page, context } = await newShopper();
    await page.goto("/wishlist");
    const statuses = await page.evaluate(async () => {
      const post = async (fields: Record<string, string>) => {
        const response = await fetch("/wishlist", { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
        return { status: response.status, body: await response.text() };
      };
      return [
        await post({ product_id: "abc" }),
        await post({ intent: "explode", product_id: "1" }),
        await post({ product_id: "999999999" }),
        await post({}),
      ];
    });
    expect(statuses.map((answer) => answer.status)).toEqual([400, 400, 404, 400]);
    expect(statuses[0]?.body).toContain("The product is not valid.");
    expect(statuses[1]?.body).toContain("Unknown wishlist action.");
    expect(statuses[2]?.body).toContain("Product Not Found");
    expect(statuses[3]?.body).toContain("The product is missing.");
    await context.close();
  });

  it("is clean for axe on a 375 px phone, empty and filled", async () => {
    const { page, context, problems } = await newShopper(phone);
    await page.goto("/wishlist");
    await page.getByText("Your wishlist is empty").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "wishlist-empty-375");

    const product = await discountedProductInStock(page);
    await page.goto(`/product/${product.id}`);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await page.getByRole("button", { name: "Remove from Wishlist", disabled: false }).waitFor();
    await page.goto("/wishlist");
    await page.getByRole("link", { name: product.name }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "wishlist-filled-375");
    expect(problems).toEqual([]);
    await context.close();
  });
});
