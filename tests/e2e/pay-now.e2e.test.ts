// Paying an order that awaits its payment in the gateway's window ("Pay now"), in Chromium against
// the built store and its built-in test gateway: the card's details go from the page to the
// gateway's script, the store hears only the gateway's signed report; a UPI payment waits for the
// shopper's app (the test gateway's stand-in), and the page moves on by itself.
import { afterAll, describe, expect, it } from "vitest";
import { accessibilityViolations, closeBrowser, newShopper, phone } from "./support/browser";
import { placeOrderThroughApi } from "./support/order-api";
import { screenshot } from "./support/screenshots";

afterAll(closeBrowser);

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
    const card = page.getByRole("textbox", { name: "Card number" });
    await card.fill("4111 1111");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page.getByText("Please enter a valid 16-digit card number").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "pay-now-card-1280");

    await card.fill("4000 0000 0000 0002");
    await page.getByRole("textbox", { name: "Expiry Date" }).fill("12/31");
    await page.getByRole("textbox", { name: "CVV" }).fill("123");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page.getByRole("alert").getByText("Your card was declined. Please use another card.").waitFor();

    await card.fill("4111 1111 1111 1111");
    await page.getByRole("button", { name: "Pay Now" }).click();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await page.getByText("Card ending in 1111").waitFor();
    expect(sentToStore.join("\n")).not.toContain("4111");
    expect(sentToStore.join("\n")).not.toContain("4000000000000002");
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
