// The profile area end to end, on the shared store: orders placed through /checkout, tracked,
// invoiced and reviewed once delivered (an operations clerk delivers them through the back
// office's API); the address book; saved cards; settings; and privacy between two shoppers. Every
// tab is checked with axe at 1280 and 375 px.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { parsePdf } from "../support/pdf-text";
import { accessibilityViolations, baseUrl, releaseBrowser, desktop, openBrowser, phone } from "./support/browser";
import { chooseSlotIfAsked, fillShipping, mainButton } from "./support/checkout-steps";
import { saveCardThroughGateway, testCards } from "./support/gateway-api";
import { checkAtWidths, screenshot, shopWidths } from "./support/screenshots";
import { clerkDeliversThroughApi } from "./support/staff-api";

const password = "teak-and-cane-2024";

afterAll(releaseBrowser);

const url = (pathname: string) => `${baseUrl()}${pathname}`;

interface Shopper {
  page: Page;
  context: BrowserContext;
  email: string;
  problems: string[];
}

/** A new account, registered and signed in through the JSON API from the page (its cookie in this browser). */
async function signedInShopper(firstName: string, viewport = desktop): Promise<Shopper> {
  const context = await (await openBrowser()).newContext({ viewport, locale: "en-IN" });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.in`;
  await page.goto(url("/"));
  const statuses = await page.evaluate(
    async ({ email, firstName, password }) => {
      const headers = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
      const registered = await fetch("/api/db/auth/register", {
        method: "POST",
        headers,
        body: JSON.stringify({ firstName, lastName: "Verma", mobile: "9876543210", email, password }),
      });
      const signedIn = await fetch("/api/db/auth/login", { method: "POST", headers, body: JSON.stringify({ email, password }) });
      return [registered.status, signedIn.status];
    },
    { email, firstName, password },
  );
  expect(statuses).toEqual([201, 200]);
  return { page, context, email, problems };
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
}

async function openTab(page: Page, tab: string) {
  await page.goto(url(tab === "overview" ? "/profile" : `/profile?tab=${tab}`));
  await hydrated(page);
}

/** Buys one unit of an in-stock product through /checkout, paying by card; answers the order number and product. */
async function orderThroughCheckout(page: Page): Promise<{ number: string; productId: number; name: string }> {
  await page.goto(url("/"));
  const added = await page.evaluate(async () => {
    const headers = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
    for (let productId = 1; productId <= 60; productId++) {
      const response = await fetch("/api/db/cart/items", { method: "POST", headers, body: JSON.stringify({ product_id: productId, quantity: 1 }) });
      if (!response.ok) continue;
      const body = (await response.json()) as { data: { cart: { items: { product: { id: number; name: string } }[] } } };
      const line = body.data.cart.items[0];
      if (line) return { productId: line.product.id, name: line.product.name };
    }
    return null;
  });
  if (!added) throw new Error("no product in stock to buy");
  await page.goto(url("/checkout"));
  await hydrated(page);
  const main = page.getByRole("main");
  await fillShipping(page);
  await mainButton(page, "Continue to Payment").click();
  await main.getByLabel("Card number").fill("4111111111111111");
  await main.getByLabel("Expiry date (MM/YY)").fill("1230");
  await main.getByLabel("CVV", { exact: true }).fill("123");
  await chooseSlotIfAsked(page);
  await mainButton(page, "Continue to Review").click();
  await mainButton(page, "Place Order").click();
  await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
  const number = new URL(page.url()).searchParams.get("order") ?? "";
  expect(number).toMatch(/^ORD\d+$/);
  return { number, ...added };
}

function orderCard(page: Page, number: string) {
  return page.getByRole("article", { name: `Order ${number}` });
}

describe("a shopper's orders in the profile", () => {
  it("sees an order placed at checkout, tracks it, downloads its invoice, and reviews it once delivered", async () => {
    const { page, context, problems } = await signedInShopper("Asha");
    await openTab(page, "orders");
    await page.getByText("No orders yet").waitFor();
    expect(await page.title()).toBe("Order History | Aangan");

    const { number, productId, name } = await orderThroughCheckout(page);
    await page.getByRole("main").getByRole("link", { name: "View Order Status" }).click();
    await page.waitForURL(/\/profile\?tab=orders$/);
    await hydrated(page);
    const order = orderCard(page, number);
    await order.getByText("Confirmed", { exact: true }).waitFor();
    expect(await order.getByRole("link", { name }).getAttribute("href")).toBe(`/product/${productId}`);
    expect(await order.getByRole("link", { name: /^Write a review/ }).count()).toBe(0);

    // Track Order: the real tracking events, each with a date and time.
    await order.getByRole("link", { name: `Track order ${number}` }).click();
    const tracking = page.getByRole("dialog", { name: `Tracking order ${number}` });
    await tracking.getByText("Order placed successfully").waitFor();
    await tracking.getByText("Order confirmed and payment received").waitFor();
    expect(await tracking.locator("time").count()).toBe(2);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "profile-track-order-1280");
    await page.keyboard.press("Escape");
    await tracking.waitFor({ state: "detached" });

    // Invoice: a PDF download of this order.
    const [download] = await Promise.all([page.waitForEvent("download"), order.getByRole("link", { name: `Invoice for order ${number} (PDF)` }).click()]);
    expect(download.suggestedFilename()).toBe(`Aangan-invoice-${number}.pdf`);
    // A GST tax invoice: Bengaluru is outside the seller's Maharashtra, so IGST.
    const { text } = parsePdf(readFileSync(await download.path()));
    for (const expected of ["TAX INVOICE", "GSTIN: 27AAKCA4821M1ZE", number, "Karnataka (29)", "IGST", "@ 18%", "Rupees "]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/AAN\/\d{2}-\d{2}\/\d{6}/);
    const direct = await context.request.get(url(`/profile/orders/${number}/invoice.pdf`));
    expect(direct.status()).toBe(200);
    expect(direct.headers()["content-type"]).toBe("application/pdf");
    expect(direct.headers()["content-disposition"]).toContain("attachment");

    // The store ships and delivers it; Write Review appears on its item.
    await clerkDeliversThroughApi(number);
    await openTab(page, "orders");
    await orderCard(page, number).getByText("Delivered", { exact: true }).waitFor();
    await orderCard(page, number).getByRole("link", { name: `Track order ${number}` }).click();
    await page.getByRole("dialog").getByText("Order shipped via Blue Dart, tracking number BD-55501234").waitFor();
    await page.getByRole("dialog").getByText("Order delivered successfully").waitFor();
    await page.keyboard.press("Escape");

    await orderCard(page, number).getByRole("link", { name: `Write a review of ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Write a Review" });
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await dialog.getByText("Please choose a rating from 1 to 5 stars").waitFor();
    await dialog.getByText("Please write a few words about the product").waitFor();
    await dialog.locator("label", { hasText: "4 stars" }).click();
    expect(await dialog.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await dialog.getByLabel("Your review").fill("Sturdy frame and the colour is exactly as shown.");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "profile-write-review-1280");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Thank you! Your review has been published.").waitFor();
    await orderCard(page, number).getByText("Reviewed", { exact: true }).waitFor();
    expect(await orderCard(page, number).getByRole("link", { name: /^Write a review/ }).count()).toBe(0);

    // The product page shows it, in the count and the list.
    await page.goto(url(`/product/${productId}`));
    await hydrated(page);
    await page.getByRole("tab", { name: /^Reviews \(\d+\)$/ }).click();
    const reviews = page.getByRole("tabpanel", { name: /^Reviews/ });
    await reviews.getByText("Sturdy frame and the colour is exactly as shown.").waitFor();
    await reviews.getByText("Asha V.").first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});

describe("a shopper's address book, cards and settings", () => {
  it("adds, edits, makes default and deletes addresses with the checkout's validation", async () => {
    const { page, context, problems } = await signedInShopper("Meera");
    await openTab(page, "addresses");
    expect(await page.title()).toBe("Address Book | Aangan");
    await page.getByRole("link", { name: "Add New Address" }).click();
    const form = page.getByRole("region", { name: "Add New Address" });
    await form.getByRole("button", { name: "Save Address" }).click();
    for (const message of ["First name is required", "Last name is required", "Phone number is required", "Address is required", "City is required", "State is required", "PIN code is required"]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    const fill = async (values: { address: string; pincode: string }) => {
      const region = page.getByRole("region", { name: /Address$/ });
      await region.getByLabel("First name").fill("Meera");
      await region.getByLabel("Last name").fill("Verma");
      await region.getByLabel("Phone").fill("9876543210");
      await region.getByLabel("Address", { exact: true }).fill(values.address);
      await region.getByLabel("City").fill("Pune");
      await region.getByLabel("State").selectOption({ label: "Maharashtra" });
      await region.getByLabel("PIN code").fill(values.pincode);
      await region.getByRole("button", { name: "Save Address" }).click();
    };
    await fill({ address: "7 FC Road", pincode: "41100" });
    await page.getByText("Please enter a valid 6-digit PIN code").waitFor();
    await fill({ address: "7 FC Road", pincode: "411004" });
    await page.getByText("Your new address has been saved.").waitFor();
    const first = page.getByRole("article", { name: /7 FC Road/ });
    await first.getByText("Default", { exact: true }).waitFor();

    await page.getByRole("link", { name: "Add New Address" }).click();
    await fill({ address: "22 Baner Road", pincode: "411045" });
    await page.getByText("Your new address has been saved.").waitFor();
    const second = page.getByRole("article", { name: /22 Baner Road/ });
    expect(await second.getByText("Default", { exact: true }).count()).toBe(0);

    // Edit: the form opens filled in; the change is saved in place.
    await second.getByRole("link", { name: /^Edit address/ }).click();
    const edit = page.getByRole("region", { name: "Edit Address" });
    expect(await edit.getByLabel("Address", { exact: true }).inputValue()).toBe("22 Baner Road");
    await edit.getByLabel("City").fill("Pimpri");
    await edit.getByRole("button", { name: "Save Address" }).click();
    await page.getByText("Your address has been updated.").waitFor();
    await page.getByRole("article", { name: /22 Baner Road/ }).getByText(/Pimpri, Maharashtra 411045/).waitFor();

    // Set as Default moves the one Default badge; the default has no Delete.
    await page.getByRole("button", { name: "Set 22 Baner Road as default" }).click();
    await page.getByText("Your default address has been changed.").waitFor();
    await page.getByRole("article", { name: /22 Baner Road/ }).getByText("Default", { exact: true }).waitFor();
    expect(await page.getByText("Default", { exact: true }).count()).toBe(1);
    expect(await page.getByRole("button", { name: /^Delete address 22 Baner Road/ }).count()).toBe(0);

    // Delete asks the spec's question first; Cancel keeps the address.
    await page.getByRole("button", { name: "Delete address 7 FC Road" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Are you sure you want to delete this address?").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Delete address 7 FC Road" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("The address has been deleted.").waitFor();
    await page.getByRole("article", { name: /7 FC Road/ }).waitFor({ state: "detached" });
    await screenshot(page, "profile-addresses-filled-1280");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("adds a card through the payment gateway with the input masks, is told of a declined card and a duplicate, makes another default and deletes one", async () => {
    const { page, context, problems } = await signedInShopper("Kabir");
    // The card goes from the page to the payment gateway only: every request to the store is watched.
    const sentToStore: string[] = [];
    page.on("request", (request) => {
      if (!request.url().includes("/test-gateway/")) sentToStore.push(`${request.url()}\n${request.postData() ?? ""}`);
    });
    await openTab(page, "cards");
    await page.getByText("No saved cards", { exact: true }).waitFor();
    const openDialog = async () => {
      await page.getByRole("link", { name: "Add New Card" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Card" });
      await dialog.getByRole("button", { name: "Save Card" }).waitFor();
      return dialog;
    };
    const typeCard = async (dialog: Locator, number: string, { expiry, holder }: { expiry?: string; holder?: string } = {}) => {
      await dialog.getByLabel("Card number").pressSequentially(number);
      if (expiry !== undefined) await dialog.getByLabel("Expiry date (MM/YY)").pressSequentially(expiry);
      // A password field: its label, not a textbox role, finds it.
      await dialog.getByLabel("CVV", { exact: true }).pressSequentially("5a82");
      if (holder !== undefined) await dialog.getByLabel("Card holder name").pressSequentially(holder);
    };

    let dialog = await openDialog();
    await dialog.getByText("We check your card with a payment of ₹ 1 that is never taken: your bank releases it.").waitFor();
    expect(await dialog.getByLabel("CVV", { exact: true }).getAttribute("type")).toBe("password");
    await checkAtWidths(page, "profile-card-dialog", shopWidths);
    // The masks: the number grouped in fours, the expiry's slash, digits only in the CVV, the holder in capitals.
    await typeCard(dialog, "4111111111111112", { expiry: "1230", holder: "kabir rao" });
    expect(await dialog.getByLabel("Card number").inputValue()).toBe("4111 1111 1111 1112");
    expect(await dialog.getByLabel("Expiry date (MM/YY)").inputValue()).toBe("12/30");
    expect(await dialog.getByLabel("CVV", { exact: true }).inputValue()).toBe("582");
    expect(await dialog.getByLabel("Card holder name").inputValue()).toBe("KABIR RAO");
    // A number that fails the card's check digit is the gateway's to refuse (the ₹ 1 check is never
    // taken): its answer is shown in the form, which keeps the expiry and holder and asks for the
    // number and CVV afresh.
    await dialog.getByRole("button", { name: "Save Card" }).click();
    await dialog.getByText("Your card number is not valid. Please check it and try again.").waitFor();
    expect(await dialog.getByLabel("Card number").inputValue()).toBe("");
    expect(await dialog.getByLabel("CVV", { exact: true }).inputValue()).toBe("");
    expect(await dialog.getByLabel("Expiry date (MM/YY)").inputValue()).toBe("12/30");
    expect(await dialog.getByLabel("Card holder name").inputValue()).toBe("KABIR RAO");
    // A number too short to be a card's is caught in the page, before the gateway is asked; the
    // field is focused and tells what is wrong.
    await typeCard(dialog, "4111 1111");
    await dialog.getByRole("button", { name: "Save Card" }).click();
    await dialog.getByText("Please enter a valid 16-digit card number").waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-field"))).toBe("cardNumber");
    expect(await accessibilityViolations(page)).toEqual([]);

    // A card its bank declines: the gateway's answer, in the form again.
    await dialog.getByLabel("Card number").fill("");
    await dialog.getByLabel("CVV", { exact: true }).fill("");
    await typeCard(dialog, "4000000000000002");
    await dialog.getByRole("button", { name: "Save Card" }).click();
    await dialog.getByText("Your card was declined. Please use another card.").waitFor();
    expect(await dialog.getByLabel("Card number").inputValue()).toBe("");
    expect(await dialog.getByLabel("CVV", { exact: true }).inputValue()).toBe("");
    expect(await dialog.getByLabel("Expiry date (MM/YY)").inputValue()).toBe("12/30");
    expect(await dialog.getByLabel("Card holder name").inputValue()).toBe("KABIR RAO");
    await checkAtWidths(page, "profile-card-declined", shopWidths);
    expect(await page.getByRole("article").count()).toBe(0);

    // Another card in the same form is saved: the dialog closes and the list shows it, the default.
    await typeCard(dialog, "4111111111111111");
    await dialog.getByRole("button", { name: "Save Card" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Your card has been saved.").waitFor();
    const visa = page.getByRole("article", { name: "Visa ending in 1111" });
    await visa.getByText("•••• •••• •••• 1111").waitFor();
    await visa.getByText("Default Card").waitFor();
    await visa.getByText("KABIR RAO").waitFor();
    await visa.getByText("12/30").waitFor();

    // The same card again is refused, in the form; the list is unchanged.
    dialog = await openDialog();
    await typeCard(dialog, "4111111111111111", { expiry: "1230", holder: "kabir rao" });
    await dialog.getByRole("button", { name: "Save Card" }).click();
    await dialog.getByText("This card is already saved.").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByRole("article").count()).toBe(1);

    dialog = await openDialog();
    await typeCard(dialog, "5555555555554444", { expiry: "0731", holder: "kabir rao" });
    await dialog.getByRole("button", { name: "Save Card" }).click();
    await dialog.waitFor({ state: "detached" });
    const mastercard = page.getByRole("article", { name: "Mastercard ending in 4444" });
    await mastercard.getByText("07/31").waitFor();
    expect(await mastercard.getByText("Default Card").count()).toBe(0);
    expect(await mastercard.getByRole("button", { name: "Set Mastercard ending in 4444 as default" }).innerText()).toBe("Set as Default");
    // The default card has neither Set as Default nor Delete.
    expect(await visa.getByRole("button").count()).toBe(0);
    await mastercard.getByRole("button", { name: "Set Mastercard ending in 4444 as default" }).click();
    await page.getByText("Your default card has been changed.").waitFor();
    await mastercard.getByText("Default Card").waitFor();
    expect(await visa.getByText("Default Card").count()).toBe(0);

    // Delete asks the spec's question first; Cancel keeps the card.
    await page.getByRole("button", { name: "Delete Visa ending in 1111" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Are you sure you want to delete this card?").waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    await visa.waitFor();
    await page.getByRole("button", { name: "Delete Visa ending in 1111" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("The card has been deleted.").waitFor();
    await visa.waitFor({ state: "detached" });
    await screenshot(page, "profile-cards-filled-1280");

    // Nothing of a number but its last four digits reached the store or the page, and no CVV.
    const sent = sentToStore.join("\n");
    for (const number of ["4111111111111111", "4111111111111112", "4000000000000002", "5555555555554444"]) {
      expect(sent).not.toMatch(new RegExp(number.replace(/(\d{4})(?=\d)/g, "$1(\\+|%20| )?")));
      expect(await page.content()).not.toContain(number);
    }
    expect(sent).not.toMatch(/(?<![\dA-Za-z])582(?![\dA-Za-z])/);
    expect(sent).not.toMatch(/cvv/i);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("saves notification toggles, changes the password (signing out other devices) and the e-mail", async () => {
    const shopper = await signedInShopper("Ira");
    const { page, context, problems } = shopper;
    // A second device, signed in before the change.
    const other = await (await openBrowser()).newContext({ locale: "en-IN" });
    const otherPage = await other.newPage();
    await otherPage.goto(url("/"));
    await otherPage.evaluate(
      async ({ email, password }) => {
        await fetch("/api/db/auth/login", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
          body: JSON.stringify({ email, password }),
        });
      },
      { email: shopper.email, password },
    );
    await otherPage.goto(url("/profile"));
    expect(new URL(otherPage.url()).pathname).toBe("/profile");

    await openTab(page, "settings");
    expect(await page.title()).toBe("Account Settings | Aangan");
    await page.getByRole("region", { name: "Email Address" }).getByText(shopper.email).waitFor();
    const notifications = page.getByRole("region", { name: "Notifications" });
    const emailGroup = notifications.getByRole("group", { name: "Email notifications" });
    const pushGroup = notifications.getByRole("group", { name: "Push notifications" });
    expect(await emailGroup.getByRole("switch", { name: /^Order updates/ }).isChecked()).toBe(true);
    expect(await emailGroup.getByRole("switch", { name: /^Promotions/ }).isChecked()).toBe(false);
    await emailGroup.getByRole("switch", { name: /^Promotions/ }).check();
    await emailGroup.getByRole("switch", { name: /^Newsletter/ }).check();
    await pushGroup.getByRole("switch", { name: /^Order updates/ }).uncheck();
    await notifications.getByRole("button", { name: "Save Preferences" }).click();
    await page.getByText("Your notification settings have been saved.").waitFor();
    await page.reload();
    await hydrated(page);
    expect(await emailGroup.getByRole("switch", { name: /^Promotions/ }).isChecked()).toBe(true);
    expect(await emailGroup.getByRole("switch", { name: /^Newsletter/ }).isChecked()).toBe(true);
    expect(await emailGroup.getByRole("switch", { name: /^Order updates/ }).isChecked()).toBe(true);
    expect(await pushGroup.getByRole("switch", { name: /^Order updates/ }).isChecked()).toBe(false);
    expect(await pushGroup.getByRole("switch", { name: /^Promotions/ }).isChecked()).toBe(false);

    // Change password: the spec's messages, a wrong current password, then success.
    const passwordForm = page.getByRole("region", { name: "Change Password" });
    const update = passwordForm.getByRole("button", { name: "Update Password" });
    await update.click();
    for (const message of ["Current password is required", "New password is required", "Please confirm your new password"]) {
      await passwordForm.getByText(message, { exact: true }).waitFor();
    }
    await passwordForm.getByLabel("Current password").fill(password);
    await passwordForm.getByLabel("New password", { exact: true }).fill("short");
    await passwordForm.getByLabel("Confirm new password").fill("short");
    await update.click();
    await passwordForm.getByText("Password must be at least 8 characters long").waitFor();
    await passwordForm.getByLabel("New password", { exact: true }).fill("sheesham-and-brass-9");
    await passwordForm.getByLabel("Confirm new password").fill("sheesham-and-brass-8");
    await update.click();
    await passwordForm.getByText("New passwords do not match").waitFor();
    await passwordForm.getByLabel("Current password").fill("not-my-password");
    await passwordForm.getByLabel("New password", { exact: true }).fill("sheesham-and-brass-9");
    await passwordForm.getByLabel("Confirm new password").fill("sheesham-and-brass-9");
    await update.click();
    await passwordForm.getByText("Current password is incorrect.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await passwordForm.getByLabel("Current password").fill(password);
    await update.click();
    await passwordForm.getByText("Your password has been changed.").waitFor();
    for (const label of ["Current password", "Confirm new password"]) expect(await passwordForm.getByLabel(label).inputValue()).toBe("");
    expect(await passwordForm.getByLabel("New password", { exact: true }).inputValue()).toBe("");
    // This device stays signed in; the other one is signed out.
    await openTab(page, "settings");
    await otherPage.goto(url("/profile"));
    expect(new URL(otherPage.url()).pathname).toBe("/login");
    await other.close();

    // Change Email Address asks for the current (new) password.
    await page.getByRole("link", { name: "Change Email Address" }).click();
    const newEmail = `ira.${randomUUID().slice(0, 8)}@example.in`;
    await page.getByLabel("New email address").fill(newEmail);
    await page.getByRole("region", { name: "Email Address" }).getByLabel("Current password").fill(password);
    await page.getByRole("button", { name: "Save Email Address" }).click();
    await page.getByText("Current password is incorrect.").waitFor();
    await page.getByRole("region", { name: "Email Address" }).getByLabel("Current password").fill("sheesham-and-brass-9");
    await page.getByRole("button", { name: "Save Email Address" }).click();
    await page.getByText("Your email address has been changed.").waitFor();
    await page.getByRole("region", { name: "Email Address" }).getByText(newEmail).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("the tab links, the address book, saved cards, the settings and the password form work as plain form posts; adding a card says it needs JavaScript", async () => {
    const context = await (await openBrowser()).newContext({ javaScriptEnabled: false, locale: "en-IN" });
    const page = await context.newPage();
    const email = `nojs.${randomUUID().slice(0, 8)}@example.in`;
    const headers = { "X-Requested-With": "XMLHttpRequest" };
    expect((await context.request.post(url("/api/db/auth/register"), { headers, data: { firstName: "Noor", lastName: "Khan", mobile: "9876543210", email, password } })).status()).toBe(201);
    expect((await context.request.post(url("/api/db/auth/login"), { headers, data: { email, password } })).status()).toBe(200);

    await page.goto(url("/profile"));
    await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Addresses" }).click();
    await page.getByRole("heading", { level: 1, name: "Address Book" }).waitFor();
    for (const street of ["1 Park Street", "2 Camac Street"]) {
      await page.getByRole("link", { name: "Add New Address" }).click();
      const region = page.getByRole("region", { name: "Add New Address" });
      await region.getByLabel("First name").fill("Noor");
      await region.getByLabel("Last name").fill("Khan");
      await region.getByLabel("Phone").fill("9876543210");
      await region.getByLabel("Address", { exact: true }).fill(street);
      await region.getByLabel("City").fill("Kolkata");
      await region.getByLabel("State").selectOption({ label: "West Bengal" });
      await region.getByLabel("PIN code").fill("700016");
      await region.getByRole("button", { name: "Save Address" }).click();
      await page.getByText("Your new address has been saved.").waitFor();
    }
    // Without scripts there is no dialog: Delete posts at once.
    await page.getByRole("button", { name: "Delete address 2 Camac Street" }).click();
    await page.getByText("The address has been deleted.").waitFor();
    expect(await page.getByRole("article", { name: /2 Camac Street/ }).count()).toBe(0);

    // Add New Card: the card goes straight from the page to the payment gateway, which needs
    // JavaScript; the inline section says so instead of showing a form that could not work.
    await page.goto(url("/profile?tab=cards"));
    await page.getByRole("link", { name: "Add New Card" }).click();
    await page.waitForURL((address) => address.searchParams.get("card") === "new");
    const cardSection = page.getByRole("region", { name: "Add New Card" });
    await cardSection.getByText(/^Adding a card needs JavaScript: your card goes straight to our payment gateway from this page\./).waitFor();
    expect(await cardSection.getByLabel("Card number").count()).toBe(0);
    expect(await cardSection.getByRole("button", { name: "Save Card" }).count()).toBe(0);
    expect(await accessibilityViolations(page, { scriptsOff: true })).toEqual([]);
    await screenshot(page, "profile-card-needs-javascript-1280");
    // The old form post with a card's details is no action of the store's any more: nothing is saved.
    const forged = await context.request.post(url("/profile?tab=cards"), {
      form: { intent: "card-add", cardNumber: "4111 1111 1111 1111", cardExpiry: "12/30", cardCvv: "123", cardHolder: "NOOR KHAN" },
    });
    expect(forged.status()).toBe(400);
    await page.goto(url("/profile?tab=cards"));
    await page.getByText("No saved cards", { exact: true }).waitFor();

    // Cards saved elsewhere (through the gateway) are made default and deleted with plain form posts.
    await saveCardThroughGateway(context.request, { ...testCards.visa, name: "NOOR KHAN" });
    await saveCardThroughGateway(context.request, { ...testCards.mastercard, name: "NOOR KHAN" });
    await page.goto(url("/profile?tab=cards"));
    await page.getByRole("article", { name: "Visa ending in 1111" }).getByText("Default Card").waitFor();
    await page.getByRole("button", { name: "Set Mastercard ending in 4444 as default" }).click();
    await page.getByText("Your default card has been changed.").waitFor();
    await page.getByRole("article", { name: "Mastercard ending in 4444" }).getByText("Default Card").waitFor();
    // Without scripts there is no dialog: Delete posts at once.
    await page.getByRole("button", { name: "Delete Visa ending in 1111" }).click();
    await page.getByText("The card has been deleted.").waitFor();
    expect(await page.getByRole("article", { name: "Visa ending in 1111" }).count()).toBe(0);
    await page.getByRole("article", { name: "Mastercard ending in 4444" }).getByText("NOOR KHAN").waitFor();

    await page.goto(url("/profile?tab=settings"));
    await page.getByRole("switch", { name: /^Newsletter/ }).check();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await page.getByText("Your notification settings have been saved.").waitFor();
    expect(await page.getByRole("switch", { name: /^Newsletter/ }).isChecked()).toBe(true);
    const passwordForm = page.getByRole("region", { name: "Change Password" });
    await passwordForm.getByLabel("Current password").fill(password);
    await passwordForm.getByLabel("New password", { exact: true }).fill("sheesham-and-brass-9");
    await passwordForm.getByLabel("Confirm new password").fill("sheesham-and-brass-8");
    await passwordForm.getByRole("button", { name: "Update Password" }).click();
    await page.getByRole("region", { name: "Change Password" }).getByText("New passwords do not match").waitFor();
    await context.close();
  });
});

describe("privacy between shoppers", () => {
  it("answers 404 to another shopper's order, invoice, address and card, and sends a guest to sign in", async () => {
    const owner = await signedInShopper("Asha");
    const { number } = await orderThroughCheckout(owner.page);
    await openTab(owner.page, "addresses");
    await owner.page.getByRole("link", { name: "Add New Address" }).click();
    const region = owner.page.getByRole("region", { name: "Add New Address" });
    await region.getByLabel("First name").fill("Asha");
    await region.getByLabel("Last name").fill("Verma");
    await region.getByLabel("Phone").fill("9876543210");
    await region.getByLabel("Address", { exact: true }).fill("12 MG Road");
    await region.getByLabel("City").fill("Bengaluru");
    await region.getByLabel("State").selectOption({ label: "Karnataka" });
    await region.getByLabel("PIN code").fill("560001");
    await region.getByRole("button", { name: "Save Address" }).click();
    await owner.page.getByText("Your new address has been saved.").waitFor();
    const editHref = (await owner.page.getByRole("link", { name: /^Edit address/ }).getAttribute("href")) ?? "";
    const addressId = new URL(editHref, baseUrl()).searchParams.get("address") ?? "";
    // Add New Card's inline section (the dialog's link opened in its own right) saves a card too.
    await openTab(owner.page, "cards&card=new");
    const cardForm = owner.page.getByRole("region", { name: "Add New Card" });
    await cardForm.getByLabel("Card number").fill("4111 1111 1111 1111");
    await cardForm.getByLabel("Expiry date (MM/YY)").fill("12/30");
    await cardForm.getByLabel("CVV", { exact: true }).fill("123");
    await cardForm.getByLabel("Card holder name").fill("ASHA VERMA");
    await cardForm.getByRole("button", { name: "Save Card" }).click();
    await owner.page.getByText("Your card has been saved.").waitFor();
    await owner.page.getByRole("article", { name: "Visa ending in 1111" }).getByText("Default Card").waitFor();
    // A second card, not the default, so that it has forms of its own to forge.
    await saveCardThroughGateway(owner.context.request, testCards.mastercard);
    const cardId = await owner.page.evaluate(async () => {
      const response = await fetch(window.location.href);
      return /name="id" value="(\d+)"/.exec(await response.text())?.[1] ?? "";
    });
    expect(cardId).toMatch(/^\d+$/);

    const intruder = await signedInShopper("Ravi");
    const request = intruder.context.request;
    expect((await request.get(url(`/profile/orders/${number}/invoice.pdf`))).status()).toBe(404);
    await openTab(intruder.page, "orders");
    await intruder.page.getByText("No orders yet").waitFor();
    await intruder.page.goto(url(`/profile?tab=orders&track=${number}`));
    expect(await intruder.page.getByText(number).count()).toBe(0);
    await intruder.page.goto(url(`/profile?tab=addresses&address=${addressId}`));
    expect(await intruder.page.getByRole("region", { name: "Edit Address" }).count()).toBe(0);
    const attempts: Record<string, string>[] = [
      { intent: "address-delete", id: addressId },
      { intent: "address-default", id: addressId },
      { intent: "address-save", id: addressId, firstName: "Ravi", lastName: "K", phone: "9000000000", address: "Hijack", city: "X", state: "KA", pincode: "560001" },
      { intent: "card-delete", id: cardId },
      { intent: "card-default", id: cardId },
    ];
    for (const form of attempts) {
      const answer = await request.post(url("/profile?tab=addresses"), { form });
      expect(answer.status(), `${form.intent} of another shopper's item`).toBe(404);
    }
    // The owner's things are untouched.
    await openTab(owner.page, "addresses");
    await owner.page.getByRole("article", { name: /12 MG Road/ }).getByText("Default", { exact: true }).waitFor();
    await openTab(owner.page, "cards");
    await owner.page.getByRole("article", { name: "Visa ending in 1111" }).getByText("Default Card").waitFor();
    await owner.page.getByRole("article", { name: "Mastercard ending in 4444" }).waitFor();
    expect((await owner.context.request.get(url(`/profile/orders/${number}/invoice.pdf`))).status()).toBe(200);

    // Signed out: the profile and the invoice send the browser to sign in, and back after.
    const guest = await (await openBrowser()).newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(url("/profile?tab=orders"));
    expect(guestPage.url()).toBe(url("/login?redirectTo=%2Fprofile%3Ftab%3Dorders"));
    const invoice = await guest.request.get(url(`/profile/orders/${number}/invoice.pdf`), { maxRedirects: 0 });
    expect(invoice.status()).toBe(302);
    expect(invoice.headers().location).toMatch(/^\/login\?redirectTo=%2Fprofile%2Forders%2F/);
    await guest.close();
    await owner.context.close();
    await intruder.context.close();
  });
});

describe("every profile tab", () => {
  it("is accessible at 1280 and 375 px, with the tab's label as title and heading", async () => {
    const shopper = await signedInShopper("Tara");
    await orderThroughCheckout(shopper.page);
    for (const viewport of [desktop, phone]) {
      await shopper.page.setViewportSize(viewport);
      for (const [tab, label] of [
        ["overview", "Profile Overview"],
        ["orders", "Order History"],
        ["wishlist", "My Wishlist"],
        ["addresses", "Address Book"],
        ["cards", "Saved Cards"],
        ["settings", "Account Settings"],
      ] as const) {
        await openTab(shopper.page, tab);
        expect(await shopper.page.title()).toBe(`${label} | Aangan`);
        await shopper.page.getByRole("heading", { level: 1, name: new RegExp(`^${label}`) }).waitFor();
        const current = shopper.page.getByRole("navigation", { name: "Your account" }).locator("[aria-current=page]");
        expect(await current.getAttribute("href")).toBe(tab === "overview" ? "/profile" : `/profile?tab=${tab}`);
        expect(await accessibilityViolations(shopper.page), `${tab} at ${viewport.width} px`).toEqual([]);
        await screenshot(shopper.page, `profile-${tab}-${viewport.width}`);
      }
    }
    await shopper.page.goto(url("/profile/orders"));
    expect(shopper.page.url()).toBe(url("/profile?tab=orders"));
    // The overview counts are real.
    await openTab(shopper.page, "overview");
    const glance = shopper.page.getByRole("list", { name: "Your account at a glance" });
    await glance.getByRole("link", { name: "1 Orders" }).waitFor();
    await glance.getByRole("link", { name: "0 Saved cards" }).waitFor();
    expect(shopper.problems).toEqual([]);
    await shopper.context.close();
  });
});
