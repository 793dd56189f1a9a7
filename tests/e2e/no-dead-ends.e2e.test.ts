// Journeys that used to end somewhere the shopper could not go on: a guest sent to an account they
// do not have, a new account made to sign in again, two homes for one account, a breadcrumb to a
// missing page, and a name that could not be corrected.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { accessibilityViolations, baseUrl, releaseBrowser, newShopper, phone } from "./support/browser";
import { chooseSlotIfAsked, fillShipping, mainButton, stepHeading } from "./support/checkout-steps";
import { outboxFor } from "./support/outbox";
import { screenshot } from "./support/screenshots";

afterAll(releaseBrowser);

const password = "teak-and-cane-2024";

async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
}

const newEmail = (who: string) => `${who}.${randomUUID().slice(0, 8)}@example.in`;

/** Puts one in-stock product into the cart through the cart API; answers its id. */
async function fillCart(page: Page, from = 1): Promise<number> {
  await page.goto("/");
  const added = await page.evaluate(async (start) => {
    const headers = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
    for (let productId = start; productId <= start + 100; productId++) {
      const response = await fetch("/api/db/cart/items", { method: "POST", headers, body: JSON.stringify({ product_id: productId, quantity: 1 }) });
      if (response.ok) return productId;
    }
    return null;
  }, from);
  if (added === null) throw new Error("no product in stock to buy");
  return added;
}

/** Walks the checkout, paying by card, and waits for the confirmation; answers the order number. */
async function checkOut(page: Page, email: string | null): Promise<string> {
  await page.goto("/checkout");
  await hydrated(page);
  if ((await page.getByRole("main").getByLabel("First name").count()) > 0) {
    await fillShipping(page);
    if (email) await page.getByRole("main").getByLabel("Email").fill(email);
  }
  await mainButton(page, "Continue to Payment").click();
  await stepHeading(page, "Payment Method");
  await chooseSlotIfAsked(page);
  const main = page.getByRole("main");
  await main.getByLabel("Card number").fill("4111111111111111");
  await main.getByLabel("Expiry date (MM/YY)").fill("1230");
  await main.getByLabel("CVV", { exact: true }).fill("123");
  await mainButton(page, "Continue to Review").click();
  await stepHeading(page, "Review Your Order");
  await mainButton(page, "Place Order").click();
  await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
  return new URL(page.url()).searchParams.get("order") ?? "";
}

/** Registers through the page, as a shopper does from the header's account menu. */
async function registerFromHeader(page: Page, account: { email: string; firstName: string }) {
  await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Register" }).click();
  await page.waitForURL((url) => url.pathname === "/register");
  await hydrated(page);
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill("Verma");
  await page.getByLabel("Mobile").fill("9876543210");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

describe("a guest's order", () => {
  it("is followed from the confirmation and from its e-mail on Track Order, not in an account the guest does not have", async () => {
    const { page, context, problems } = await newShopper();
    await fillCart(page);
    const email = newEmail("guest");
    const number = await checkOut(page, email);
    const main = page.getByRole("main");
    const expected = `/track-order?${new URLSearchParams({ order: number, contact: email }).toString()}`;
    expect(await main.getByRole("link", { name: "View Order Status" }).getAttribute("href")).toBe(expected);
    expect(await main.getByText(/account dashboard/).count()).toBe(0);
    await main.getByText("You can track your order any time on the Track Order page with its number and your e-mail address.").waitFor();
    await screenshot(page, "confirmation-guest-1280");
    // The same confirmation on a phone.
    await page.setViewportSize(phone);
    await main.getByRole("link", { name: "View Order Status" }).waitFor();
    await screenshot(page, "confirmation-guest-375");

    await main.getByRole("link", { name: "View Order Status" }).click();
    await page.waitForURL((url) => url.pathname === "/track-order");
    const tracked = page.getByRole("region", { name: `Order ${number}` });
    await tracked.getByText("Order placed successfully").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The confirmation e-mail's link opens the same page on the store's public address.
    const [mail] = (await outboxFor(email)).filter((each) => each.kind === "order_confirmation");
    const link = /https?:\/\/\S+\/track-order\?\S+/.exec(mail?.textBody ?? "")?.[0] ?? "";
    expect(link).toBe(`${baseUrl()}${expected}`);
    await page.goto(link);
    await page.getByRole("region", { name: `Order ${number}` }).getByText("Order placed successfully").waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a new account", () => {
  it("is signed in on registering, lands on the profile with the guest's cart and wishlist, and its orders are in Order History", async () => {
    const { page, context, problems } = await newShopper();
    const productId = await fillCart(page, 3);
    await page.goto(`/product/${productId}`);
    await hydrated(page);
    await page.getByRole("main").getByRole("button", { name: "Add to Wishlist" }).click();
    await page.getByRole("main").getByRole("button", { name: "Remove from Wishlist", disabled: false }).waitFor();

    await registerFromHeader(page, { email: newEmail("priya"), firstName: "Priya" });
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.getByRole("heading", { name: "Profile Overview", level: 1 }).waitFor();
    const glance = page.getByRole("list", { name: "Your account at a glance" });
    expect(await glance.getByRole("link", { name: /Wishlist items/ }).innerText()).toMatch(/^1\s/);
    expect(await page.getByRole("banner").getByRole("link", { name: /^Cart, / }).getAttribute("aria-label")).toBe("Cart, 1 item");
    await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
    await page.getByRole("menu").getByText("Hi, Priya").waitFor();
    await page.keyboard.press("Escape");

    await checkOut(page, null);
    await page.getByRole("main").getByText("You can track your order in your account dashboard.").waitFor();
    await page.getByRole("main").getByRole("link", { name: "View Order Status" }).click();
    await page.waitForURL((url) => url.pathname === "/profile" && url.searchParams.get("tab") === "orders");
    await page.getByRole("heading", { name: "Order History", level: 1 }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the account's home", () => {
  it("is the profile: signing in lands there, and the spec's /dashboard leads there", async () => {
    const email = newEmail("kabir");
    const setup = await newShopper();
    await setup.page.goto("/");
    await registerFromHeader(setup.page, { email, firstName: "Kabir" });
    await setup.page.waitForURL((url) => url.pathname === "/profile");
    await setup.context.close();

    const { page, context } = await newShopper();
    await page.goto("/login");
    await hydrated(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.getByRole("heading", { name: "Profile Overview", level: 1 }).waitFor();

    const moved = await context.request.get("/dashboard", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/profile");
    await page.goto("/dashboard");
    expect(new URL(page.url()).pathname).toBe("/profile");
    await context.close();
  });
});

describe("a collection's breadcrumbs", () => {
  it("lead from Collections to a page of every collection, at 1280 and 375 px", async () => {
    for (const viewport of [undefined, phone]) {
      const { page, context, problems } = await newShopper(viewport);
      await page.goto("/collection/mozart");
      await hydrated(page);
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Collections" }).click();
      await page.waitForURL((url) => url.pathname === "/collections");
      await page.getByRole("heading", { name: "Collections", level: 1 }).waitFor();
      const main = page.getByRole("main");
      for (const slug of ["milford", "mozart", "maxsif"]) expect(await main.locator(`a[href="/collection/${slug}"]`).count()).toBe(1);
      await main.getByRole("link", { name: /Milford/ }).click();
      await page.waitForURL((url) => url.pathname === "/collection/milford");
      await page.goBack();
      await page.getByRole("heading", { name: "Collections", level: 1 }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `collections-${viewport ? 375 : 1280}`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});

describe("the account's settings", () => {
  it("change the name and mobile number, with the registration form's rules and messages", async () => {
    const { page, context } = await newShopper();
    await page.goto("/");
    await registerFromHeader(page, { email: newEmail("meera"), firstName: "Meera" });
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.goto("/profile?tab=settings");
    await hydrated(page);
    const details = page.getByRole("region", { name: "Name and Mobile" });
    expect(await details.getByLabel("First name").inputValue()).toBe("Meera");
    await details.getByLabel("First name").fill("");
    await details.getByLabel("Last name").fill("Iyer");
    await details.getByLabel("Mobile").fill("98765");
    await details.getByRole("button", { name: "Save Details" }).click();
    await details.getByText("First name is required").waitFor();
    await details.getByText("Please enter a valid 10-digit mobile number").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await details.getByLabel("First name").fill("Meera");
    await details.getByLabel("Mobile").fill("9123456789");
    await details.getByRole("button", { name: "Save Details" }).click();
    await details.getByText("Your name and mobile number have been saved.").waitFor();
    await screenshot(page, "settings-details-1280");
    await page.setViewportSize(phone);
    await details.getByRole("button", { name: "Save Details" }).waitFor();
    await screenshot(page, "settings-details-375");

    await page.goto("/profile");
    const yours = page.getByRole("region", { name: "Your details" });
    await yours.getByText("Meera Iyer").waitFor();
    await yours.getByText("9123456789").waitFor();
    await context.close();
  });
});
