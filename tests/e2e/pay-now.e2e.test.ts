// Paying an order that awaits its payment in the gateway's window ("Pay now"), in Chromium against
// the built store and its built-in test gateway: the card's details go from the page to the
// gateway's script, the store hears only the gateway's signed report; a UPI payment waits for the
// shopper's app (the test gateway's stand-in), and the page moves on by itself.
import { afterAll, describe, expect, it } from "vitest";
import { accessibilityViolations, releaseBrowser, newShopper, phone } from "./support/browser";
import { saveCardThroughGateway, testCards } from "./support/gateway-api";
import { placeOrderThroughApi } from "./support/order-api";
import { checkAtWidths, screenshot, shopWidths } from "./support/screenshots";

afterAll(releaseBrowser);

const headers = { "X-Requested-With": "XMLHttpRequest" };

describe("a shopper paying an order that awaits its payment", () => {
  it("is told the spec's message for a bad card number, is declined with the bank's reason, and pays with another card", async () => {
    const { page, problems } = await newShopper();
    const number = await placeOrderThroughApi(page.request, { method: "card" });
    // Card details never reach the store: every request the page sends is watched.
    const sentToStore: string[] = [];
    page.on("request", (request) => {
      if (!request.url().includes("/test-gateway/")) sentToStore.push(request.postData() ?? "");
    });

    await page.goto(`/orders/${number}/pay`);
    await page.getByRole("heading", { name: `Pay for order ${number}` }).waitFor();
    expect(await page.title()).toBe(`Pay for order ${number} | Aangan`);
    const card = page.getByLabel("Card number");
    await card.fill("4111 1111");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page.getByText("Please enter a valid 16-digit card number").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "pay-now-card-1280");

    await card.fill("4000 0000 0000 0002");
    await page.getByLabel("Expiry date (MM/YY)").fill("12/31");
    // A password field: found by its label (it has no textbox role to query).
    const cvv = page.getByLabel("CVV", { exact: true });
    expect(await cvv.getAttribute("type")).toBe("password");
    await cvv.fill("123");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page.getByRole("alert").getByText("Your card was declined. Please use another card.").waitFor();

    await card.fill("4111 1111 1111 1111");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await page.getByText("Card ending in 1111").waitFor();
    expect(sentToStore.join("\n")).not.toContain("4111");
    expect(sentToStore.join("\n")).not.toContain("4000000000000002");
    expect(sentToStore.join("\n")).not.toMatch(/cvv/i);
    expect(problems).toEqual([]);
  });

  it("a signed-in shopper pays with a saved card by its CVV alone, or chooses a new card and may save it", async () => {
    const { page, problems } = await newShopper();
    const email = `saved-cards-${Date.now()}@example.in`;
    const registered = await page.request.post("/api/db/auth/register", {
      headers,
      data: { firstName: "Kabir", lastName: "Rao", mobile: "9876543210", email, password: "teak-and-cane-2024" },
    });
    expect(registered.ok()).toBe(true);
    expect((await page.request.post("/api/db/auth/login", { headers, data: { email, password: "teak-and-cane-2024" } })).status()).toBe(200);
    await saveCardThroughGateway(page.request, { ...testCards.visa, name: "KABIR RAO" });
    await saveCardThroughGateway(page.request, { ...testCards.mastercard, expiry_month: 7, expiry_year: 2031, name: "KABIR RAO" });
    const number = await placeOrderThroughApi(page.request, { method: "card" }, { email });
    const sentToStore: string[] = [];
    page.on("request", (request) => {
      if (!request.url().includes("/test-gateway/")) sentToStore.push(request.postData() ?? "");
    });

    await page.goto(`/orders/${number}/pay`);
    await page.getByRole("heading", { name: `Pay for order ${number}` }).waitFor();
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    // Pay with: each saved card, the default first and chosen, or a new card; only the CVV is asked.
    const payWith = page.getByRole("group", { name: "Pay with" });
    // The form is drawn once the page runs (the gateway's script needs it).
    await payWith.getByRole("radio", { name: "A new card" }).waitFor();
    expect(await payWith.getByRole("radio").evaluateAll((radios) => radios.map((radio) => radio.parentElement?.textContent.trim()))).toEqual([
      "Visa ending in 1111 · expires 12/30",
      "Mastercard ending in 4444 · expires 07/31",
      "A new card",
    ]);
    expect(await payWith.getByRole("radio", { name: "Visa ending in 1111 · expires 12/30" }).isChecked()).toBe(true);
    expect(await page.getByLabel("Card number").count()).toBe(0);
    const savedCvv = page.getByLabel("CVV of the saved card");
    expect(await savedCvv.getAttribute("type")).toBe("password");
    await checkAtWidths(page, "pay-now-saved-cards", shopWidths);

    // A new card shows the card's fields and the choice to keep it.
    await payWith.getByRole("radio", { name: "A new card" }).check();
    await page.getByLabel("Card number").waitFor();
    expect(await page.getByLabel("CVV of the saved card").count()).toBe(0);
    await page.getByRole("checkbox", { name: /^Save this card for faster checkout/ }).waitFor();
    expect(await page.getByLabel("Name on card").count()).toBe(1);
    await screenshot(page, "pay-now-saved-cards-new-card-1280");

    // Back to the Mastercard: no CVV is refused in the page, then the token pays with it.
    await payWith.getByRole("radio", { name: "Mastercard ending in 4444 · expires 07/31" }).check();
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page.getByText("CVV is required").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel("CVV of the saved card").fill("642");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await page.getByText("Card ending in 4444").waitFor();
    expect(sentToStore.join("\n")).not.toMatch(/(?<![\dA-Za-z])642(?![\dA-Za-z])/);
    expect(sentToStore.join("\n")).not.toMatch(/cvv/i);
    expect(problems).toEqual([]);
  });

  it("pays by UPI: approved in the test UPI app, the page moves on by itself", async () => {
    const { page, context, problems } = await newShopper(phone);
    const number = await placeOrderThroughApi(page.request, { method: "upi" });
    await page.goto(`/orders/${number}/pay`);
    await page.getByRole("radio", { name: "UPI" }).check();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "pay-now-upi-375");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page.getByText("Waiting for your UPI app to approve the payment…").waitFor();
    const approveUrl = await page.getByRole("link", { name: "Open the test UPI app" }).getAttribute("href");
    expect(approveUrl).toMatch(/^\/test-gateway\/upi\/pay_/);
    const app = await context.newPage();
    await app.goto(approveUrl ?? "");
    await app.getByRole("button", { name: "Approve" }).click();
    await app.getByText("Payment approved.", { exact: false }).waitFor();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor({ timeout: 15_000 });
    expect(problems).toEqual([]);
  });

  it("finds Pay now in Order History, and none once the order is paid by netbanking", async () => {
    const { page } = await newShopper();
    const email = `pay-now-${Date.now()}@example.in`;
    const registered = await page.request.post("/api/db/auth/register", {
      headers,
      data: { firstName: "Meera", lastName: "Nair", mobile: "9876543210", email, password: "teak-and-cane-2024" },
    });
    expect(registered.ok()).toBe(true);
    expect((await page.request.post("/api/db/auth/login", { headers, data: { email, password: "teak-and-cane-2024" } })).status()).toBe(200);
    const number = await placeOrderThroughApi(page.request, { method: "netbanking" }, { email });
    await page.goto("/profile?tab=orders");
    await screenshot(page, "pay-now-order-history-1280");
    const order = page.getByRole("article").filter({ hasText: number });
    await order.getByText("Awaiting payment").waitFor();
    expect(await order.getByRole("link", { name: /^Invoice/ }).count()).toBe(0);
    await order.getByRole("link", { name: `Pay now for order ${number}` }).click();
    await page.getByRole("radio", { name: "Netbanking" }).check();
    await page.getByRole("combobox", { name: "Bank" }).selectOption("HDFC");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await page.goto("/profile?tab=orders");
    const paid = page.getByRole("article").filter({ hasText: number });
    await paid.getByRole("link", { name: `Invoice for order ${number} (PDF)` }).waitFor();
    expect(await paid.getByRole("link", { name: /^Pay now/ }).count()).toBe(0);
  });
});
