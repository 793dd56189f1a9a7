// What shoppers type into the store's forms arrives whole: phone numbers pasted with spaces,
// dashes or +91 (checkout, registration, the address book, order tracking, with and without
// JavaScript), the address book's PIN code rules (the checkout's, with city and state filled in),
// a saved address checkout cannot deliver to (linked to its edit form), and the order summary
// above Place Order on a phone.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { accessibilityViolations, baseUrl, releaseBrowser, newShopper, openBrowser, phone } from "./support/browser";
import { chooseSlotIfAsked, fillShipping, mainButton, stepHeading, typePincode } from "./support/checkout-steps";

afterAll(releaseBrowser);

const password = "teak-and-cane-2024";
const mumbaiMismatch = "This PIN code is in Maharashtra, not Karnataka. Please check the PIN code or the state.";

/** What a paste does: the text arrives in one go, through the browser's own editing (so a maxlength cuts it). */
async function paste(field: Locator, text: string): Promise<void> {
  await field.fill("");
  await field.focus();
  await field.page().keyboard.insertText(text);
}

/** Puts one in-stock product into this shopper's cart through the cart API; its name. */
async function fillCart(page: Page, firstProductId: number): Promise<string> {
  await page.goto("/");
  const name = await page.evaluate(async (start) => {
    const headers = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
    for (let productId = start; productId <= start + 200; productId++) {
      const response = await fetch("/api/db/cart/items", { method: "POST", headers, body: JSON.stringify({ product_id: productId, quantity: 1 }) });
      if (!response.ok) continue;
      const body = (await response.json()) as { data: { cart: { items: { product: { name: string } }[] } } };
      const line = body.data.cart.items[0];
      if (line) return line.product.name;
    }
    return null;
  }, firstProductId);
  if (name === null) throw new Error("no product in stock to buy");
  return name;
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

async function fillCard(page: Page): Promise<void> {
  const form = page.getByRole("main");
  await form.getByLabel("Card number").fill("4111 1111 1111 1111");
  await form.getByLabel("Expiry date (MM/YY)").fill("12/30");
  await form.getByLabel("CVV", { exact: true }).fill("123");
}

/** A new account, registered and signed in through the JSON API; the browser context keeps its cookie. */
async function signUp(request: APIRequestContext, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.in`;
  const headers = { "X-Requested-With": "XMLHttpRequest" };
  expect((await request.post("/api/db/auth/register", { headers, data: { firstName, lastName: "Iyer", mobile: "9876543210", email, password } })).status()).toBe(201);
  expect((await request.post("/api/db/auth/login", { headers, data: { email, password } })).status()).toBe(200);
  return email;
}

async function withoutJavaScript(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (await openBrowser()).newContext({ baseURL: baseUrl(), javaScriptEnabled: false, locale: "en-IN" });
  return { context, page: await context.newPage() };
}

/** Registers on /register (signing in on /login if asked to), as a shopper does; the profile overview then shows the account. */
async function registerThroughForms(page: Page, mobile: string): Promise<void> {
  const email = `reg.${randomUUID().slice(0, 8)}@example.in`;
  await page.goto("/register");
  const main = page.getByRole("main");
  await main.getByLabel("First name").fill("Kavya");
  await main.getByLabel("Last name").fill("Rao");
  await paste(main.getByLabel("Mobile"), mobile);
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(password);
  await main.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL((url) => url.pathname !== "/register");
  if (new URL(page.url()).pathname === "/login") {
    await main.getByLabel("Email").fill(email);
    await main.getByLabel("Password").fill(password);
    await main.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
  }
  await page.goto("/profile");
}

/** Types a new address into the address book's form and saves it. */
async function addAddress(page: Page, values: { phone: string; pincode: string; city?: string; state?: string; street: string }) {
  await page.goto("/profile?tab=addresses&address=new");
  const region = page.getByRole("region", { name: "Add New Address" });
  await region.getByLabel("First name").fill("Kavya");
  await region.getByLabel("Last name").fill("Rao");
  await paste(region.getByLabel("Phone"), values.phone);
  await region.getByLabel("Address", { exact: true }).fill(values.street);
  await typePincode(region, values.pincode);
  if (values.city !== undefined) await region.getByLabel("City").fill(values.city);
  if (values.state !== undefined) await region.getByLabel("State").selectOption({ label: values.state });
  await region.getByRole("button", { name: "Save Address" }).click();
}

describe("a phone number pasted with spaces, dashes or +91", () => {
  it("at checkout is kept as its ten digits on the order, shown so, and the order is found by it", async () => {
    const { page, context, problems } = await newShopper();
    await fillCart(page, 70);
    await page.goto("/checkout");
    await hydrated(page);
    await fillShipping(page);
    const main = page.getByRole("main");
    await paste(main.getByLabel("Phone"), "+91 98765 43210");
    await mainButton(page, "Continue to Payment").click();
    await stepHeading(page, "Payment Method");
    await chooseSlotIfAsked(page);
    await fillCard(page);
    await mainButton(page, "Continue to Review").click();
    await stepHeading(page, "Review Your Order");
    await main.getByText("9876543210 · asha@example.in").waitFor();
    await mainButton(page, "Place Order").click();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    // The number is a line of the shipping address, as stored: ten digits, none cut or added.
    expect(await main.getByRole("region", { name: "Shipping Address" }).innerText()).toMatch(/^9876543210$/m);
    const orderNumber = new URL(page.url()).searchParams.get("order") ?? "";

    // Tracking takes the number as written at checkout, or any other way of writing it.
    for (const contact of ["+91 98765 43210", "91 98765-43210", "098765 43210"]) {
      await page.goto("/track-order");
      await hydrated(page);
      await main.getByLabel("Order number").fill(orderNumber);
      await paste(main.getByLabel("E-mail or phone"), contact);
      await main.getByRole("button", { name: "Track" }).click();
      await page.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor();
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("without JavaScript is never cut short by the field: checkout and tracking take 98450 12345", async () => {
    const scripted = await newShopper();
    await fillCart(scripted.page, 90);
    const cookies = await scripted.context.cookies();
    await scripted.context.close();
    const { context, page } = await withoutJavaScript();
    await context.addCookies(cookies);
    await page.goto("/checkout");
    await fillShipping(page);
    const main = page.getByRole("main");
    await paste(main.getByLabel("Phone"), "98450 12345");
    expect(await main.getByLabel("Phone").inputValue()).toBe("98450 12345");
    await mainButton(page, "Continue to Payment").click();
    await stepHeading(page, "Payment Method");
    await chooseSlotIfAsked(page);
    // Without JavaScript a card cannot be handed to the payment gateway: cash on delivery.
    await main.getByLabel("Cash on Delivery").check();
    await mainButton(page, "Continue to Review").click();
    await stepHeading(page, "Review Your Order");
    await main.getByText("9845012345 · asha@example.in").waitFor();
    await mainButton(page, "Place Order").click();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    const orderNumber = new URL(page.url()).searchParams.get("order") ?? "";

    await page.goto("/track-order");
    await main.getByLabel("Order number").fill(orderNumber);
    await paste(main.getByLabel("E-mail or phone"), "+91 98450-12345");
    await main.getByRole("button", { name: "Track" }).click();
    await page.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor();
    await context.close();
  });

  it("without JavaScript, as a PIN code and a GSTIN written in groups, arrive whole at checkout too", async () => {
    const scripted = await newShopper();
    await fillCart(scripted.page, 100);
    const cookies = await scripted.context.cookies();
    await scripted.context.close();
    const { context, page } = await withoutJavaScript();
    await context.addCookies(cookies);
    await page.goto("/checkout");
    await fillShipping(page);
    const main = page.getByRole("main");
    await paste(main.getByLabel("PIN code"), "560 001");
    await paste(main.getByLabel("GSTIN (optional)"), "29 AAPFU 0939 F1ZR");
    await mainButton(page, "Continue to Payment").click();
    await stepHeading(page, "Payment Method");
    await chooseSlotIfAsked(page);
    // Without JavaScript a card cannot be handed to the payment gateway: cash on delivery.
    await main.getByLabel("Cash on Delivery").check();
    await mainButton(page, "Continue to Review").click();
    await stepHeading(page, "Review Your Order");
    await main.getByText("Bengaluru, Karnataka 560001").waitFor();
    await main.getByText("GSTIN: 29AAPFU0939F1ZR").waitFor();
    await context.close();
  });

  it("at registration and in the address book is kept as its ten digits, with and without JavaScript", async () => {
    const scripted = await newShopper();
    await registerThroughForms(scripted.page, "+91 98765 43210");
    await scripted.page.getByRole("main").getByText("9876543210", { exact: true }).waitFor();
    await addAddress(scripted.page, { phone: "098765-43210", pincode: "560001", city: "Bengaluru", state: "Karnataka", street: "4 Lavelle Road" });
    await scripted.page.getByText("Your new address has been saved.").waitFor();
    await scripted.page.getByRole("article", { name: /4 Lavelle Road/ }).getByText("Phone: 9876543210").waitFor();
    expect(scripted.problems).toEqual([]);
    await scripted.context.close();

    const { context, page } = await withoutJavaScript();
    await registerThroughForms(page, "98450 12345");
    await page.getByRole("main").getByText("9845012345", { exact: true }).waitFor();
    await addAddress(page, { phone: "98450 12345", pincode: "560001", city: "Bengaluru", state: "Karnataka", street: "9 Lavelle Road" });
    await page.getByText("Your new address has been saved.").waitFor();
    await page.getByRole("article", { name: /9 Lavelle Road/ }).getByText("Phone: 9845012345").waitFor();
    // A number that is not ten digits once written plainly is refused, in the spec's words.
    await addAddress(page, { phone: "+91 98450 1234", pincode: "560001", city: "Bengaluru", state: "Karnataka", street: "10 Lavelle Road" });
    await page.getByText("Please enter a valid 10-digit phone number").waitFor();
    await context.close();
  });
});

describe("the address book's PIN code", () => {
  it("comes first and fills city and state as it is typed; another state's or an unknown PIN code is refused", async () => {
    const { page, context, problems } = await newShopper();
    await signUp(context.request, "Rohan");
    await page.goto("/profile?tab=addresses&address=new");
    await hydrated(page);
    const region = page.getByRole("region", { name: "Add New Address" });
    const labels = await region.locator("label").allInnerTexts();
    expect(labels.findIndex((label) => label.startsWith("PIN code"))).toBeLessThan(labels.indexOf("City"));
    expect(labels.findIndex((label) => label.startsWith("PIN code"))).toBeLessThan(labels.indexOf("State"));

    await region.getByLabel("PIN code").fill("400050");
    await region.getByText("We deliver to Mumbai Suburban, Maharashtra 400050").waitFor();
    expect(await region.getByLabel("City").inputValue()).toBe("Mumbai Suburban");
    expect(await region.getByLabel("State").inputValue()).toBe("MH");
    await region.getByLabel("State").selectOption({ label: "Karnataka" });
    await region.getByText(mumbaiMismatch).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await region.getByLabel("First name").fill("Rohan");
    await region.getByLabel("Last name").fill("Iyer");
    await region.getByLabel("Phone").fill("9876543210");
    await region.getByLabel("Address", { exact: true }).fill("14 Carter Road");
    await region.getByRole("button", { name: "Save Address" }).click();
    await region.getByText(mumbaiMismatch).waitFor();
    expect(await page.getByText("Your new address has been saved.").count()).toBe(0);

    await region.getByLabel("PIN code").fill("999999");
    await region.getByText("We could not find this PIN code").waitFor();
    await region.getByLabel("State").selectOption({ label: "Maharashtra" });
    await region.getByLabel("PIN code").fill("400050");
    await region.getByText("We deliver to Mumbai Suburban, Maharashtra 400050").waitFor();
    await region.getByRole("button", { name: "Save Address" }).click();
    await page.getByText("Your new address has been saved.").waitFor();
    await page.getByRole("article", { name: /14 Carter Road/ }).getByText("Mumbai Suburban, Maharashtra 400050").waitFor();

    // The server refuses them too, whatever the browser did.
    const form = { intent: "address-save", firstName: "Rohan", lastName: "Iyer", phone: "9876543210", address: "1 Hill Road", apartment: "", city: "Mumbai", state: "KA", pincode: "400050" };
    const mismatch = await context.request.post("/profile?tab=addresses", { form });
    expect(mismatch.status()).toBe(422);
    expect(await mismatch.text()).toContain(mumbaiMismatch);
    const unknown = await context.request.post("/profile?tab=addresses", { form: { ...form, state: "MH", pincode: "999999" } });
    expect(unknown.status()).toBe(422);
    expect(await unknown.text()).toContain("We could not find this PIN code");
    await page.reload();
    expect(await page.getByRole("article", { name: /1 Hill Road/ }).count()).toBe(0);
    expect(problems.filter((problem) => !problem.includes("status of 422"))).toEqual([]);
    await context.close();
  });

  it("without JavaScript fills city and state on save, and refuses a PIN code of another state in plain words", async () => {
    const { context, page } = await withoutJavaScript();
    await signUp(context.request, "Ishaan");
    await addAddress(page, { phone: "9876543210", pincode: "400050", street: "14 Carter Road" });
    await page.getByText("Your new address has been saved.").waitFor();
    await page.getByRole("article", { name: /14 Carter Road/ }).getByText("Mumbai Suburban, Maharashtra 400050").waitFor();

    await addAddress(page, { phone: "9876543210", pincode: "400050", city: "Mumbai", state: "Karnataka", street: "2 Hill Road" });
    const region = page.getByRole("region", { name: "Add New Address" });
    await region.getByText(mumbaiMismatch).waitFor();
    // What was typed is kept, to be fixed.
    expect(await region.getByLabel("Address", { exact: true }).inputValue()).toBe("2 Hill Road");
    expect(await region.getByLabel("State").inputValue()).toBe("KA");
    await addAddress(page, { phone: "9876543210", pincode: "999999", city: "Mumbai", state: "Maharashtra", street: "3 Hill Road" });
    await page.getByRole("region", { name: "Add New Address" }).getByText("We could not find this PIN code").waitFor();
    await context.close();
  });

  it("at checkout: a saved address we cannot deliver to links to its edit form, and once fixed the order goes on", async () => {
    const { page, context, problems } = await newShopper();
    await signUp(context.request, "Tara");
    await addAddress(page, { phone: "9876543210", pincode: "380014", city: "Ahmedabad", state: "Gujarat", street: "5 Ashram Road" });
    await page.getByText("Your new address has been saved.").waitFor();
    await fillCart(page, 110);
    await page.goto("/checkout");
    await hydrated(page);
    const main = page.getByRole("main");
    expect(await main.getByRole("radio", { name: /5 Ashram Road/ }).isChecked()).toBe(true);
    await mainButton(page, "Continue to Payment").click();
    await main.getByText("Sorry, we do not deliver to Ahmadabad, Gujarat 380014 yet.").waitFor();
    const edit = main.getByRole("link", { name: "Edit this address" });
    expect(await edit.getAttribute("href")).toMatch(/^\/profile\?tab=addresses&address=\d+$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await edit.click();

    const form = page.getByRole("region", { name: "Edit Address" });
    expect(await form.getByLabel("PIN code").inputValue()).toBe("380014");
    await form.getByLabel("City").fill("");
    await form.getByLabel("State").selectOption({ label: "Select State" });
    await form.getByLabel("PIN code").fill("560001");
    await form.getByText(/^We deliver to .+, Karnataka 560001$/).waitFor();
    await form.getByRole("button", { name: "Save Address" }).click();
    await page.getByText("Your address has been updated.").waitFor();

    await page.goto("/checkout");
    await mainButton(page, "Continue to Payment").click();
    await stepHeading(page, "Payment Method");
    expect(problems.filter((problem) => !problem.includes("status of 422"))).toEqual([]);
    await context.close();
  });
});

describe("checkout on a phone", () => {
  it("shows the order summary, its items and total, above Place Order on the review step", async () => {
    const { page, context } = await newShopper(phone);
    const item = await fillCart(page, 130);
    await page.goto("/checkout");
    await fillShipping(page);
    await mainButton(page, "Continue to Payment").click();
    await stepHeading(page, "Payment Method");
    await chooseSlotIfAsked(page);
    await fillCard(page);
    await mainButton(page, "Continue to Review").click();
    await stepHeading(page, "Review Your Order");

    const summary = page.getByRole("complementary", { name: "Order Summary" }).or(page.getByRole("region", { name: "Order Summary" }));
    const total = summary.locator("dt", { hasText: /^Total$/ });
    const button = mainButton(page, "Place Order");
    const [totalBox, itemBox, buttonBox] = await Promise.all([total.boundingBox(), summary.getByText(item).boundingBox(), button.boundingBox()]);
    if (!totalBox || !itemBox || !buttonBox) throw new Error("the summary or Place Order is not shown");
    expect(itemBox.y + itemBox.height).toBeLessThanOrEqual(buttonBox.y);
    expect(totalBox.y + totalBox.height).toBeLessThanOrEqual(buttonBox.y);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
