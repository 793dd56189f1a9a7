// No-cost EMI as a shopper meets it: "No-cost EMI from ₹ X/month" on a product page and
// in the cart, opening to each bank's plans with the interest waived; at checkout, a card payment
// split into a bank's instalments, shown on review and on the confirmation. Checked by axe at
// 1280 and 375 px, and without JavaScript (axe needs scripts, so not there).
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { gatewayNeedsScriptMessage } from "../../app/features/checkout/checkout-state";
import { emiPlan, lowestMonthlyAmount } from "../../app/lib/emi";
import { formatRupees } from "../../app/lib/money";
import { accessibilityViolations, baseUrl, releaseBrowser, desktop, newShopper, openBrowser, phone } from "./support/browser";
import { chooseSlotIfAsked, fillShipping, mainButton, stepHeading } from "./support/checkout-steps";
import { payOrderThroughGateway, testCards } from "./support/gateway-api";

afterAll(releaseBrowser);

/** A product in stock whose price is in a range, from the catalog API. */
async function productPriced(page: Page, range: { min: number; max: number }): Promise<{ id: number; name: string }> {
  await page.goto("/");
  const found = await page.evaluate(async ({ min, max }) => {
    const listing = (await (await fetch(`/api/db/products?in_stock=1&min_price=${min}&max_price=${max}&limit=12`)).json()) as {
      data: { items: { id: number; name: string; price: number }[] };
    };
    const product = listing.data.items.find((item) => item.price >= min && item.price <= max);
    return product ? { id: product.id, name: product.name } : null;
  }, range);
  if (!found) throw new Error(`no product in stock priced ${range.min}–${range.max}`);
  return found;
}

/** What a "₹ 24,999" on the page is in rupees. */
function rupeesOf(text: string): number {
  return Number(text.replace(/[^\d]/g, ""));
}

/** The cart page's Total, as the server priced it. */
async function cartTotal(page: Page): Promise<number> {
  const summary = page.getByRole("complementary", { name: "Order Summary" });
  const row = summary.locator("dl > div").filter({ has: page.locator("dt", { hasText: /^Total$/ }) });
  return rupeesOf(await row.locator("dd").innerText());
}

async function fillCard(page: Page): Promise<void> {
  const form = page.getByRole("main");
  await form.getByLabel("Card number").fill("4111111111111111");
  await form.getByLabel("Expiry date (MM/YY)").fill("12/30");
  await form.getByLabel("CVV", { exact: true }).fill("123");
  await chooseSlotIfAsked(page);
}

/** The EMI disclosure's summary, and that opening it shows every bank's table with the waived interest. */
async function seesEmiPlans(page: Page, total: number): Promise<void> {
  const main = page.getByRole("main");
  const lowest = lowestMonthlyAmount(total) ?? 0;
  const summary = main.locator("summary", { hasText: `No-cost EMI from ${formatRupees(lowest)}/month` });
  await summary.waitFor();
  await summary.click();
  const hdfc = main.getByRole("table", { name: /^HDFC Bank/ });
  await hdfc.waitFor();
  const plan = emiPlan(total, "hdfc", 6);
  if (!plan) throw new Error("the total has an EMI plan");
  const row = hdfc.getByRole("row", { name: new RegExp(`^6 ${formatRupees(plan.monthlyAmount)}`) });
  expect(await row.getByRole("cell").allInnerTexts()).toEqual([
    formatRupees(plan.monthlyAmount),
    formatRupees(plan.interestWaived),
    formatRupees(total),
  ]);
  for (const bank of ["ICICI Bank", "SBI Card", "Axis Bank", "Kotak Mahindra Bank"]) {
    await main.getByRole("table", { name: new RegExp(`^${bank}`) }).waitFor();
  }
}

describe("a shopper paying in no-cost EMI", () => {
  it.each([
    ["1280", desktop],
    ["375", phone],
  ])("at %s px, sees the plans on the product page and in the cart, chooses HDFC Bank over 6 months, and sees the plan on the confirmation", async (_width, viewport) => {
    const { page, context, problems } = await newShopper(viewport);
    const product = await productPriced(page, { min: 10_000, max: 45_000 });
    await page.goto(`/product/${product.id}`);
    const price = rupeesOf(await page.getByRole("main").getByText(/^Price: ₹/).innerText());
    await seesEmiPlans(page, price);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("status").filter({ hasText: "Added to your cart." }).waitFor();
    await page.goto("/cart");
    const total = await cartTotal(page);
    await seesEmiPlans(page, total);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await page.getByRole("heading", { name: "Checkout", level: 1 }).waitFor();
    await fillShipping(page);
    await mainButton(page, "Continue to Payment").click();
    await stepHeading(page, "Payment Method");
    const main = page.getByRole("main");
    // Paying in full is where a card payment starts; the plan's bank and months show once EMI is chosen.
    expect(await main.getByLabel("Pay in full").isChecked()).toBe(true);
    expect(await main.getByLabel("Your credit card's bank").isVisible()).toBe(false);
    await fillCard(page);
    await main.getByLabel(`No-cost EMI from ${formatRupees(lowestMonthlyAmount(total) ?? 0)}/month`).check();
    await mainButton(page, "Continue to Review").click();
    await main.getByText("Please choose your card's bank").waitFor();
    await main.getByText("Please choose how many months to pay over").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const plan = emiPlan(total, "hdfc", 6);
    if (!plan) throw new Error("the cart has an EMI plan");
    await main.getByLabel("Your credit card's bank").selectOption({ label: "HDFC Bank" });
    await main.getByLabel(`6 months · ${formatRupees(plan.monthlyAmount)}/month`).check();
    await mainButton(page, "Continue to Review").click();
    await stepHeading(page, "Review Your Order");
    const planText = `No-cost EMI: HDFC Bank, 6 × ${formatRupees(plan.monthlyAmount)}/month`;
    await main.getByText(planText).waitFor();
    await main.getByText(`HDFC Bank's interest of ${formatRupees(plan.interestWaived)}`, { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await mainButton(page, "Place Order").click();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await main.getByText("Card ending in 1111").waitFor();
    await main.getByText(planText).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("is offered no EMI for a product under ₹ 3,000, nor in a cart of it", async () => {
    const { page, context, problems } = await newShopper(phone);
    const cheap = await productPriced(page, { min: 1, max: 2999 });
    await page.goto(`/product/${cheap.id}`);
    await page.getByRole("heading", { name: cheap.name, level: 1 }).waitFor();
    expect(await page.getByText(/No-cost EMI from/).count()).toBe(0);
    await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("status").filter({ hasText: "Added to your cart." }).waitFor();
    await page.goto("/cart");
    expect(await cartTotal(page)).toBeLessThan(3000);
    expect(await page.getByText(/No-cost EMI from/).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("on a phone without JavaScript, sees the plans in the cart, and is told at checkout that a card, and so EMI, needs JavaScript", async () => {
    const scripted = await newShopper(phone);
    const product = await productPriced(scripted.page, { min: 10_000, max: 45_000 });
    await scripted.page.evaluate(async (id) => {
      await fetch("/api/db/cart/items", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
        body: JSON.stringify({ product_id: id, quantity: 1 }),
      });
    }, product.id);
    const cookies = await scripted.context.cookies();
    await scripted.context.close();

    const context = await (await openBrowser()).newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: phone });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto("/cart");
    const total = await cartTotal(page);
    // <details> opens without a script.
    await seesEmiPlans(page, total);

    await page.goto("/checkout");
    await fillShipping(page);
    await mainButton(page, "Continue to Payment").click();
    await stepHeading(page, "Payment Method");
    // A card, in full or in EMI, is paid through the gateway's script in the page.
    const main = page.getByRole("main");
    expect(await main.getByLabel("Credit / Debit Card").isDisabled()).toBe(true);
    await chooseSlotIfAsked(page);
    await mainButton(page, "Continue to Review").click();
    await stepHeading(page, "Payment Method");
    expect(await main.getByText(gatewayNeedsScriptMessage).count()).toBeGreaterThan(0);
    await main.getByLabel("Cash on Delivery").waitFor();
    await context.close();
  });

  it("places an EMI order through the JSON API and sees the plan in Order History", async () => {
    const { page, context, problems } = await newShopper();
    const product = await productPriced(page, { min: 10_000, max: 45_000 });
    const headers = { "X-Requested-With": "XMLHttpRequest" };
    const email = `emi.${randomUUID().slice(0, 8)}@example.in`;
    const password = "teak-and-cane-2024";
    const registered = await page.request.post("/api/db/auth/register", {
      headers,
      data: { firstName: "Kavya", lastName: "Rao", mobile: "9876543210", email, password },
    });
    expect(registered.status()).toBe(201);
    expect((await page.request.post("/api/db/auth/login", { headers, data: { email, password } })).status()).toBe(200);
    expect((await page.request.post("/api/db/cart/items", { headers, data: { product_id: product.id, quantity: 1 } })).status()).toBe(200);

    const placed = await page.request.post("/api/db/orders", {
      headers: { ...headers, "Idempotency-Key": randomUUID() },
      data: {
        shipping: { firstName: "Kavya", lastName: "Rao", email, phone: "9876543210", address: "12 MG Road", city: "Bengaluru", state: "KA", pincode: "560001" },
        // The card is paid in the gateway's window, never sent to the store: the order names the method.
        payment: { method: "card" },
        deliverySlot: "evening",
        emi: { bank: "axis", months: 9 },
      },
    });
    expect(placed.status()).toBe(201);
    const { order } = ((await placed.json()) as { data: { order: { number: string; total: number; emi: unknown } } }).data;
    const plan = emiPlan(order.total, "axis", 9);
    expect(order.emi).toEqual({ bank: "Axis Bank", months: 9, monthlyAmount: plan?.monthlyAmount, interestWaived: plan?.interestWaived });
    // Awaiting its payment until the card pays the instalments at the gateway, as the Pay page would.
    await payOrderThroughGateway(page.request, order.number, testCards.mastercard, 9);

    await page.goto("/profile?tab=orders");
    const card = page.getByRole("main").locator("article, li, section").filter({ hasText: order.number }).first();
    await card.getByText(`No-cost EMI: Axis Bank, 9 × ${formatRupees(plan?.monthlyAmount ?? 0)}/month`).waitFor();
    await card.getByText("Confirmed", { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
