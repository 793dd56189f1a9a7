// Cancellations and returns as a shopper makes them, end to end on the shared store: an order not
// yet shipped is cancelled from Order History after a confirmation; a delivered one (an operations
// clerk delivers it from the back office), paid in cash, gets a return request for one piece with
// JavaScript (its checks shown before sending) and one without (the server's checks), each with
// where the refund goes; Order History and Track Order show the return's progress, and the shopper
// is e-mailed. The staff's half (the back office's /admin/returns) is in admin-orders.e2e.test.ts.
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityViolations, baseUrl, releaseBrowser, desktop, newShopper, openBrowser } from "./support/browser";
import { clerkDelivers } from "./support/order-desk";
import { placeCodOrderThroughApi } from "./support/order-api";
import { outboxFor } from "./support/outbox";
import { screenshot } from "./support/screenshots";

const password = "teak-and-cane-2024";
const headers = { "X-Requested-With": "XMLHttpRequest" };

afterAll(async () => {
  await releaseBrowser();
});

const url = (pathname: string) => `${baseUrl()}${pathname}`;

async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
}

/** Registers the shopper and signs them in, through the JSON API. */
async function shopperSignsUp(page: Page, email: string): Promise<void> {
  const registered = await page.request.post(url("/api/db/auth/register"), {
    headers,
    data: { firstName: "Kavya", lastName: "Rao", mobile: "9876543210", email, password },
  });
  expect(registered.status()).toBe(201);
  expect((await page.request.post(url("/api/db/auth/login"), { headers, data: { email, password } })).status()).toBe(200);
}

/** The signed-in shopper places a cash-on-delivery order of `quantity` pieces of one product, through the JSON API. */
function shopperWithOrder(page: Page, email: string, quantity: number): Promise<string> {
  return placeCodOrderThroughApi(
    page.request,
    { firstName: "Kavya", lastName: "Rao", email, address: "4 Church Street" },
    quantity,
  );
}

function orderCard(page: Page, number: string) {
  return page.getByRole("article", { name: `Order ${number}` });
}

async function openOrderHistory(page: Page) {
  await page.goto(url("/profile?tab=orders"));
  await hydrated(page);
}

describe("a shopper cancels and returns from Order History", () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[] = [];
  const email = `kavya.${randomUUID().slice(0, 8)}@example.in`;
  let delivered = "";

  beforeAll(async () => {
    ({ context, page, problems } = await newShopper(desktop));
    await shopperSignsUp(page, email);
  });

  afterAll(async () => {
    await context.close();
  });

  it("cancels an order that has not shipped, after confirming", async () => {
    const number = await shopperWithOrder(page, email, 1);
    await openOrderHistory(page);
    const order = orderCard(page, number);
    await order.getByText("Ordered", { exact: true }).waitFor();
    expect(await order.getByRole("link", { name: `Return items from order ${number}` }).count()).toBe(0);
    await order.getByRole("link", { name: `Cancel order ${number}` }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel order ${number}?` });
    await dialog.getByText("Nothing has been charged: you were to pay on delivery.", { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Keeping it changes nothing.
    await dialog.getByRole("button", { name: "Keep my order" }).click();
    await dialog.waitFor({ state: "detached" });
    await order.getByRole("link", { name: `Cancel order ${number}` }).click();
    await page.getByRole("dialog", { name: `Cancel order ${number}?` }).getByRole("button", { name: "Yes, cancel order" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await order.getByText("Cancelled", { exact: true }).waitFor();
    expect(await order.getByRole("link", { name: `Cancel order ${number}` }).count()).toBe(0);
    await expect
      .poll(async () => (await outboxFor(email)).map((mail) => mail.subject), { timeout: 30_000, interval: 1000 })
      .toContain(`Your order ${number} has been cancelled`);
  });

  it("asks to return one of two pieces of a delivered order, to their UPI ID, with the form's checks shown before sending", async () => {
    delivered = await shopperWithOrder(page, email, 2);
    await clerkDelivers(delivered);
    await openOrderHistory(page);
    const order = orderCard(page, delivered);
    await order.getByText("Delivered", { exact: true }).waitFor();
    await order.getByRole("link", { name: `Return items from order ${delivered}` }).click();
    await page.waitForURL(/\/profile\/orders\/ORD\d+\/return$/);
    await hydrated(page);
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: `Return items from order ${delivered}` }).waitFor();
    expect(await page.title()).toBe(`Return items from order ${delivered} | Aangan`);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Sent empty, the form says what is missing, next to each field, before anything reaches the store.
    await main.getByRole("button", { name: "Request return" }).click();
    for (const message of [
      "Choose at least one item to return",
      "Tell us why you are returning it",
      "Choose a pickup date",
      "Choose a pickup slot",
      "You paid cash on delivery: tell us the UPI ID or bank account to send your refund to",
    ]) {
      await main.getByText(message).waitFor();
    }
    expect(page.url()).toMatch(/\/return$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "return-form-errors-1280");

    await main.getByLabel(/^Quantity to return/).selectOption("1");
    await main.getByLabel("Why are you returning them?").fill("The wood is a shade darker than the pictures.");
    await main.getByLabel("Pickup date").selectOption({ index: 2 });
    await main.getByLabel("Afternoon (1 pm – 5 pm)").check();
    await main.getByLabel("To my UPI ID").check();
    // Only the chosen destination's fields show.
    await main.getByLabel("Account number").waitFor({ state: "hidden" });
    await main.getByLabel("UPI ID", { exact: true }).fill("kavya@okhdfcbank");
    await main.getByRole("button", { name: "Request return" }).click();

    await page.waitForURL(/\/profile\?tab=orders&returned=ORD\d+$/);
    await main.getByText(`We have your return request for order ${delivered}.`, { exact: false }).waitFor();
    const card = orderCard(page, delivered);
    await card.getByText("Return requested", { exact: true }).waitFor();
    await card.getByText("Pickup asked for:", { exact: false }).waitFor();
    await card.getByText("will be paid to kavya@okhdfcbank", { exact: false }).waitFor();
    // One piece is left to return.
    await card.getByRole("link", { name: `Return items from order ${delivered}` }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "order-history-return-requested-1280");
  });

  it("asks to return the other piece without JavaScript, to a bank account, corrected after the server's checks", async () => {
    const plain = await (await openBrowser()).newContext({ viewport: desktop, locale: "en-IN", javaScriptEnabled: false, storageState: await context.storageState() });
    try {
      const noScript = await plain.newPage();
      await noScript.goto(url(`/profile/orders/${delivered}/return`));
      const main = noScript.getByRole("main");
      await main.getByLabel(/^Quantity to return/).selectOption("1");
      await main.getByLabel("Pickup date").selectOption({ index: 1 });
      await main.getByLabel("Evening (5 pm – 9 pm)").check();
      await main.getByLabel("To my bank account").check();
      await main.getByLabel("Account holder's name").fill("Kavya Rao");
      await main.getByLabel("Account number").fill("5010 0123 4567 89");
      await main.getByLabel("IFSC").fill("hdfc123");
      await main.getByRole("button", { name: "Request return" }).click();
      await main.getByText("Tell us why you are returning it").waitFor();
      await main.getByText("Please enter a valid IFSC: 11 characters, like HDFC0001234").waitFor();
      // What was typed stays.
      expect(await main.getByLabel("Account holder's name").inputValue()).toBe("Kavya Rao");

      await main.getByLabel("Why are you returning them?").fill("One leg is loose.");
      await main.getByLabel("IFSC").fill("hdfc0001234");
      await main.getByRole("button", { name: "Request return" }).click();
      await noScript.waitForURL(/\/profile\?tab=orders&returned=ORD\d+$/);
      const card = orderCard(noScript, delivered);
      expect(await card.getByText("Return requested", { exact: true }).count()).toBe(2);
      await card.getByText("will be paid to Kavya Rao · A/c ending 6789 · IFSC HDFC0001234", { exact: false }).waitFor();
      // Nothing is left to return.
      expect(await card.getByRole("link", { name: `Return items from order ${delivered}` }).count()).toBe(0);
      // The bank account number is never shown in full.
      expect(await noScript.content()).not.toContain("50100123456789");
    } finally {
      await plain.close();
    }
  });

  it("sees the returns on Track Order and in their e-mail", async () => {
    await page.goto(url(`/track-order?order=${delivered}&contact=${encodeURIComponent(email)}`));
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: `Order ${delivered}` }).waitFor();
    expect(await main.getByText("Return requested", { exact: true }).count()).toBeGreaterThanOrEqual(2);
    await main.getByRole("heading", { name: "Returns" }).waitFor();
    // Track Order is for anyone with the number and e-mail: no refund account there.
    expect(await main.getByText("kavya@okhdfcbank", { exact: false }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "track-order-returns-1280");

    await expect
      .poll(
        async () =>
          (await outboxFor(email)).filter((mail) => mail.kind === "return_requested").map((mail) => mail.subject),
        { timeout: 30_000, interval: 1000 },
      )
      .toEqual([`We have your return request for order ${delivered}`, `We have your return request for order ${delivered}`]);
    expect(problems).toEqual([]);
  });
});
