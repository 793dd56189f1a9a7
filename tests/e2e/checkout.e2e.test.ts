import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { accessibilityViolations, baseUrl, closeBrowser, newShopper, openBrowser, phone } from "./support/browser";

afterAll(closeBrowser);

/** Puts one in-stock product into this shopper's cart through the cart API, from the page itself. */
async function fillCart(page: Page, firstProductId = 1): Promise<{ name: string }> {
  await page.goto("/");
  const added = await page.evaluate(async (start) => {
    const headers = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
    for (let productId = start; productId <= start + 200; productId++) {
      const response = await fetch("/api/db/cart/items", {
        method: "POST",
        headers,
        body: JSON.stringify({ product_id: productId, quantity: 1 }),
      });
      if (!response.ok) continue;
      const body = (await response.json()) as { data: { cart: { items: { product: { name: string } }[] } } };
      const line = body.data.cart.items[0];
      if (line) return { name: line.product.name };
    }
    return null;
  }, firstProductId);
  if (!added) throw new Error("no product in stock to buy");
  return added;
}

async function fillShipping(page: Page): Promise<void> {
  const form = page.getByRole("main");
  await form.getByLabel("First name").fill("Asha");
  await form.getByLabel("Last name").fill("Verma");
  await form.getByLabel("Email").fill("asha@example.in");
  await form.getByLabel("Phone").fill("9876543210");
  await form.getByLabel("Address", { exact: true }).fill("12 MG Road");
  await form.getByLabel("City").fill("Bengaluru");
  await form.getByLabel("State").selectOption({ label: "Karnataka" });
  await form.getByLabel("PIN code").fill("560001");
}

async function fillCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole("main");
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiry date (MM/YY)").fill("1230");
  await form.getByLabel("CVV").fill("123");
}

function button(page: Page, name: string) {
  return page.getByRole("main").getByRole("button", { name, exact: true });
}

async function stepHeading(page: Page, name: string): Promise<void> {
  await page.getByRole("heading", { name, level: 2 }).waitFor();
}

describe("a shopper's checkout", () => {
  it("is told what is missing, goes back without losing anything, pays by card and sees the confirmation", async () => {
    const { page, context, problems } = await newShopper();
    const item = await fillCart(page);
    await page.goto("/checkout");
    await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor();
    const steps = page.getByRole("navigation", { name: "Checkout steps" });
    expect(await steps.locator("[aria-current=step]").innerText()).toContain("Shipping");
    expect(await accessibilityViolations(page)).toEqual([]);

    // An empty form: every required field says so, in the spec's words, and focus goes to the first.
    await button(page, "Continue to Payment").click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Address is required",
      "City is required",
      "PIN code is required",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
    expect(await accessibilityViolations(page)).toEqual([]);

    await fillShipping(page);
    await page.getByRole("main").getByLabel("Phone").fill("98765");
    await page.getByRole("main").getByLabel("Email").fill("asha@example");
    await button(page, "Continue to Payment").click();
    await page.getByText("Please enter a valid 10-digit phone number").waitFor();
    await page.getByText("Invalid email address").waitFor();
    // Editing a field clears its message.
    await page.getByRole("main").getByLabel("Phone").fill("9876543210");
    await page.getByText("Please enter a valid 10-digit phone number").waitFor({ state: "detached" });
    await page.getByRole("main").getByLabel("Email").fill("asha@example.in");
    await button(page, "Continue to Payment").click();

    await stepHeading(page, "Payment Method");
    expect(await page.getByRole("main").getByLabel("Credit / Debit Card").isChecked()).toBe(true);
    await button(page, "Continue to Review").click();
    await page.getByText("Card number is required").waitFor();
    // The masks: the number is grouped in fours and the expiry gets its slash.
    await fillCard(page, "4111111111111111");
    expect(await page.getByRole("main").getByLabel("Card number").inputValue()).toBe("4111 1111 1111 1111");
    expect(await page.getByRole("main").getByLabel("Expiry date (MM/YY)").inputValue()).toBe("12/30");
    expect(await accessibilityViolations(page)).toEqual([]);

    // Back to Shipping keeps both what was typed there and the card.
    await button(page, "Back to Shipping").click();
    await stepHeading(page, "Shipping Information");
    expect(await page.getByRole("main").getByLabel("City").inputValue()).toBe("Bengaluru");
    await button(page, "Continue to Payment").click();
    await stepHeading(page, "Payment Method");
    expect(await page.getByRole("main").getByLabel("Card number").inputValue()).toBe("4111 1111 1111 1111");
    await button(page, "Continue to Review").click();

    await stepHeading(page, "Review Your Order");
    const main = page.getByRole("main");
    await main.getByText("Card ending in 1111").waitFor();
    await main.getByText("Bengaluru, Karnataka 560001").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await button(page, "Place Order").click();

    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    expect(page.url()).toMatch(/\/order-confirmation\?order=ORD\d+$/);
    const orderNumber = new URL(page.url()).searchParams.get("order") ?? "";
    await main.getByText(orderNumber).waitFor();
    await main.getByText("Card ending in 1111").waitFor();
    await main.getByRole("link", { name: item.name }).waitFor();
    await main.getByRole("heading", { name: "What's Next?" }).waitFor();
    expect(await main.getByRole("link", { name: "View Order Status" }).getAttribute("href")).toBe("/profile?tab=orders");
    expect(await main.getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/");
    // The cart is empty now, in the header and in the browser's saved copy.
    await expect.poll(() => page.getByRole("banner").getByRole("link", { name: /^Cart, / }).getAttribute("aria-label")).toBe("Cart, 0 items");
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem("cart") ?? "{}") as { itemCount?: number }).itemCount))
      .toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // With the cart empty, checkout sends the shopper to the cart page.
    await page.goto("/checkout");
    expect(new URL(page.url()).pathname).toBe("/cart");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("is told plainly when the card is declined, keeps the cart, and pays with another card", async () => {
    const { page, context } = await newShopper();
    await fillCart(page, 20);
    await page.goto("/checkout");
    await fillShipping(page);
    await button(page, "Continue to Payment").click();
    await stepHeading(page, "Payment Method");
    await fillCard(page, "4000000000000002");
    await button(page, "Continue to Review").click();
    await stepHeading(page, "Review Your Order");
    await button(page, "Place Order").click();
    await page.getByRole("alert").getByText("Your card was declined. Please use another card.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/checkout");

    await button(page, "Back to Payment").click();
    await stepHeading(page, "Payment Method");
    await fillCard(page, "5555555555554444");
    await button(page, "Continue to Review").click();
    await button(page, "Place Order").click();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await page.getByRole("main").getByText("Card ending in 4444").waitFor();
    await context.close();
  });

  it("on a phone, pays by UPI with a QR code and a upi:// link for the exact total", async () => {
    const { page, context } = await newShopper(phone);
    await fillCart(page, 40);
    await page.goto("/checkout");
    const total = (await page.locator("aside dl > div").last().locator("dd").innerText()).trim();
    await fillShipping(page);
    await button(page, "Continue to Payment").click();
    await stepHeading(page, "Payment Method");
    await page.getByRole("main").getByLabel("UPI", { exact: true }).check();
    // Only the chosen method's fields show.
    expect(await page.getByRole("main").getByLabel("Card number").isVisible()).toBe(false);
    await page.getByRole("main").getByLabel("UPI ID").fill("asha");
    await button(page, "Continue to Review").click();
    await page.getByText("Please enter a valid UPI ID").waitFor();
    await page.getByRole("main").getByLabel("UPI ID").fill("asha.verma@okicici");
    await button(page, "Continue to Review").click();
    await stepHeading(page, "Review Your Order");

    const rupees = Number(total.replace(/[^\d]/g, ""));
    const link = page.getByRole("link", { name: /^Open UPI app to pay / });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^upi:\/\/pay\?/);
    expect(new URLSearchParams(href.slice("upi://pay?".length)).get("am")).toBe(`${rupees}.00`);
    await page.getByRole("img", { name: /^UPI QR code to pay / }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await button(page, "Place Order").click();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await page.getByRole("main").getByText("UPI (asha.verma@okicici)").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const orderNumber = new URL(page.url()).searchParams.get("order") ?? "";
    await page.goto(`/track-order?order=${orderNumber}&contact=9876543210`);
    await page.getByText("Order confirmed and payment received").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it("works without JavaScript, paying cash on delivery", async () => {
    const scripted = await newShopper();
    await fillCart(scripted.page, 60);
    const cookies = await scripted.context.cookies();
    await scripted.context.close();

    const context = await (await openBrowser()).newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto("/checkout");
    await button(page, "Continue to Payment").click();
    await page.getByText("First name is required").waitFor();
    await fillShipping(page);
    await button(page, "Continue to Payment").click();
    await stepHeading(page, "Payment Method");
    await page.getByRole("main").getByLabel("Cash on Delivery").check();
    await page.getByText("You pay the full amount when your order is delivered, in cash or by card.").waitFor();
    await button(page, "Continue to Review").click();
    await stepHeading(page, "Review Your Order");
    await button(page, "Place Order").click();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await page.getByRole("main").getByText("Cash on Delivery").waitFor();

    // The order can be followed on /track-order with its number and the e-mail given at checkout.
    const orderNumber = new URL(page.url()).searchParams.get("order") ?? "";
    await page.goto("/track-order");
    await page.getByLabel("Order number").fill(orderNumber);
    await page.getByLabel("E-mail or phone").fill("someone.else@example.in");
    await page.getByRole("button", { name: "Track" }).click();
    await page.getByRole("alert").getByText(/We could not find an order with those details/).waitFor();
    await page.getByLabel("E-mail or phone").fill("asha@example.in");
    await page.getByRole("button", { name: "Track" }).click();
    await page.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor();
    await page.getByText("Order placed successfully").waitFor();
    await context.close();
  });

  it("shows an order only to the shopper who placed it; without one the confirmation goes home", async () => {
    const { page, context } = await newShopper();
    await page.goto("/order-confirmation");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto("/order-confirmation?order=ORD261122000001");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto("/checkout");
    expect(new URL(page.url()).pathname).toBe("/cart");
    await context.close();
  });
});
