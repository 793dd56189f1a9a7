import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { accessibilityViolations, releaseBrowser, newShopper, openBrowser, baseUrl, phone } from "./support/browser";
import { latestResetLink } from "./support/outbox";
import { screenshot } from "./support/screenshots";

afterAll(releaseBrowser);

let serial = 0;
/** A fresh address per test: the end-to-end store keeps its accounts between runs of one file. */
function newEmail(who: string): string {
  serial += 1;
  return `${who}.${Date.now().toString(36)}${serial}@example.com`;
}

const password = "teak-and-cane-2024";

/** Waits until React has taken over the page, so the browser-side checks run. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
}

async function register(page: Page, account: { email: string; firstName?: string }) {
  await page.goto("/register");
  await hydrated(page);
  await page.getByLabel("First name").fill(account.firstName ?? "Asha");
  await page.getByLabel("Last name").fill("Verma");
  await page.getByLabel("Mobile").fill("9876543210");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  // Registering signs the shopper in, on the account's home.
  await page.waitForURL((url) => url.pathname === "/profile");
}

async function login(page: Page, email: string, secret = password) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Login" }).click();
}

describe("a shopper's account", () => {
  it("registers and is signed in on the profile, signs out, resets a forgotten password and signs in with the new one", async () => {
    const { page, context, problems } = await newShopper();
    const email = newEmail("asha");

    // Registration checks every field with the spec's messages before sending anything.
    await page.goto("/register");
    await hydrated(page);
    expect(await page.title()).toBe("Create Account | Aangan");
    await page.getByRole("button", { name: "Create Account" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Mobile number is required",
      "Email is required",
      "Password is required",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "register-errors-1280");
    await page.getByLabel("Mobile").fill("98765");
    // Editing a field clears its error at once.
    expect(await page.getByText("Mobile number is required").count()).toBe(0);
    expect(await page.getByText("First name is required").count()).toBe(1);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Please enter a valid 10-digit mobile number").waitFor();
    await page.getByLabel("Password").fill("short");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Please enter a valid email address").waitFor();
    await page.getByText("Password must be at least 8 characters long").waitFor();

    await register(page, { email });
    await page.getByRole("heading", { name: "Profile Overview", level: 1 }).waitFor();
    expect(await page.title()).toBe("Profile Overview | Aangan");
    const details = await page.getByRole("region", { name: "Your details" }).innerText();
    expect(details).toContain("Asha Verma");
    expect(details).toContain(email);
    expect(details).toContain("9876543210");
    expect(await page.getByText(/^Member since \w+ \d{4}$/).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "profile-registered-1280");

    // The session cookie is httpOnly: page scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain("session=");
    const [cookie] = (await context.cookies()).filter((each) => each.name === "session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    // The header's account menu greets her and signs her out; the profile then asks to sign in.
    await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
    const menu = page.getByRole("menu");
    await menu.getByText("Hi, Asha").waitFor();
    expect(await menu.getByRole("menuitem", { name: "Login" }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await menu.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("banner").getByRole("button", { name: "Account" }).click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Login" }).waitFor();
    await page.keyboard.press("Escape");
    await page.goto("/profile");
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/profile");

    // The same address again, in capitals, is refused with a clear message.
    await page.goto("/register");
    await hydrated(page);
    await page.getByLabel("First name").fill("Asha");
    await page.getByLabel("Last name").fill("Verma");
    await page.getByLabel("Mobile").fill("9876543210");
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("An account with this email already exists.").waitFor();

    // A wrong password gets the generic message; the right one lands on the profile.
    await page.goto("/login");
    await hydrated(page);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Email is required", { exact: true }).waitFor();
    await page.getByText("Password is required", { exact: true }).waitFor();
    await login(page, email, "not-my-password");
    await page.getByText("Invalid email or password.").waitFor();
    await screenshot(page, "login-failed-1280");
    await login(page, email.toUpperCase());
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.getByRole("heading", { name: "Profile Overview", level: 1 }).waitFor();
    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/login");
    await hydrated(page);

    // Forgotten password: the same panel for any address, and a link in the e-mail.
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password");
    await hydrated(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "forgot-password-1280");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText("Password reset link sent!").waitFor();
    await page.getByText("Please check your email for instructions to reset your password.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "forgot-password-sent-1280");

    const link = await latestResetLink(email);
    expect(link.origin).toBe(baseUrl());
    expect(link.searchParams.get("email")).toBe(email);
    await page.goto(`${link.pathname}${link.search}`);
    await hydrated(page);
    await page.getByRole("heading", { name: "Reset Password" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "reset-password-1280");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Password is required", { exact: true }).waitFor();
    await page.getByText("Please confirm your password").waitFor();
    await page.getByLabel("New Password").fill("a-new-secret-99");
    await page.getByLabel("Confirm Password").fill("a-new-secret-98");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Passwords do not match").waitFor();
    await page.getByLabel("Confirm Password").fill("a-new-secret-99");
    expect(await page.getByText("Passwords do not match").count()).toBe(0);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.waitForURL(/\/login\?/);
    await page.getByText("Password has been reset successfully. Please login with your new password.").waitFor();

    await login(page, email);
    await page.getByText("Invalid email or password.").waitFor();
    await login(page, email, "a-new-secret-99");
    await page.waitForURL((url) => url.pathname === "/profile");

    // The link worked once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "Invalid Reset Link" }).waitFor();
    expect(await page.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/forgot-password");
    // 4xx answers to refused forms are expected; nothing else may go wrong on the page.
    expect(problems.filter((problem) => !/status of (400|409)/.test(problem))).toEqual([]);
    await context.close();
  });

  it("shows Invalid Reset Link for a link without its token or e-mail", async () => {
    const { page, context } = await newShopper();
    for (const address of ["/reset-password", "/reset-password?token=abc", "/reset-password?email=a%40example.com"]) {
      await page.goto(address);
      await page.getByRole("heading", { name: "Invalid Reset Link" }).waitFor();
      expect(await page.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/forgot-password");
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "reset-password-invalid-1280");
    await context.close();
  });

  it("takes a guest's cart into the account at sign-in", async () => {
    const email = newEmail("ravi");
    const setup = await newShopper();
    await register(setup.page, { email, firstName: "Ravi" });
    await setup.context.close();

    const { page, context } = await newShopper();
    await page.goto("/");
    const added = await page.evaluate(async () => {
      const headers = { "Content-Type": "application/json", Accept: "application/json", "X-Requested-With": "XMLHttpRequest" };
      for (let productId = 1; productId <= 60; productId++) {
        const response = await fetch("/api/db/cart/items", { method: "POST", headers, body: JSON.stringify({ product_id: productId, quantity: 2 }) });
        if (response.ok) return productId;
      }
      return null;
    });
    expect(added).not.toBeNull();

    await page.goto("/login?redirectTo=/cart");
    await hydrated(page);
    await login(page, email);
    await page.waitForURL((url) => url.pathname === "/cart");
    const cart = await page.evaluate(async () => {
      const response = await fetch("/api/db/cart", { headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" } });
      return (await response.json()) as { data: { cart: { items: { product: { id: number }; quantity: number }[] } } };
    });
    expect(cart.data.cart.items.map((item) => [item.product.id, item.quantity])).toEqual([[added, 2]]);
    // The guest cookie is gone: the cart now belongs to the account, on any device it signs in on.
    expect((await context.cookies()).some((each) => each.name === "cart_token")).toBe(false);
    const elsewhere = await newShopper();
    await elsewhere.page.goto("/login");
    await hydrated(elsewhere.page);
    await login(elsewhere.page, email);
    await elsewhere.page.waitForURL((url) => url.pathname === "/profile");
    const count = await elsewhere.page.evaluate(async () => {
      const response = await fetch("/api/db/cart/count", { headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" } });
      return ((await response.json()) as { data: { count: number } }).data.count;
    });
    expect(count).toBe(2);
    await elsewhere.context.close();
    await context.close();
  });

  it("never follows a return address to another site", async () => {
    const email = newEmail("meera");
    const { page, context } = await newShopper();
    await register(page, { email, firstName: "Meera" });
    await context.clearCookies();
    for (const target of ["https://evil.example", "//evil.example/path", "/\\evil.example", "/.//evil.example", "/%2e%2e//evil.example"]) {
      await page.goto(`/login?${new URLSearchParams({ redirectTo: target }).toString()}`);
      await hydrated(page);
      await login(page, email);
      await page.waitForURL((url) => url.pathname === "/profile");
      expect(new URL(page.url()).origin).toBe(baseUrl());
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL((url) => url.pathname === "/");
    }
    // The same return address posted with the form, as a forged post would send it.
    for (const redirectTo of ["/.//evil.example", "/%2e%2e//evil.example"]) {
      const answer = await page.request.post("/login", { form: { email, password, redirectTo }, maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toBe("/profile");
    }
    await context.close();
  });

  it("signs in and shows the spec's messages without JavaScript", async () => {
    const email = newEmail("kabir");
    const browser = await openBrowser();
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, locale: "en-IN" });
    const page = await context.newPage();
    await page.goto("/register");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("First name is required").waitFor();
    await page.getByText("Password is required").waitFor();
    await page.getByLabel("First name").fill("Kabir");
    await page.getByLabel("Last name").fill("Shah");
    await page.getByLabel("Mobile").fill("9123456789");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    // Registered and signed in, without a second form.
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.getByText("Kabir Shah").first().waitFor();
    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/login");
    await login(page, email);
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/dashboard");
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });

  it("says Login failed when the store cannot be reached or fails", async () => {
    const { page, context } = await newShopper();
    await page.goto("/login");
    await hydrated(page);
    await page.route("**/login.data**", (route) => route.abort("internetdisconnected"));
    await login(page, "someone@example.com");
    await page.getByText("Login failed. Please try again.").waitFor();
    // Editing clears it, as with every other message.
    await page.getByLabel("Password").fill("something else");
    expect(await page.getByText("Login failed. Please try again.").count()).toBe(0);
    // A failing server (here a proxy's error page) gets the same message, not an error page.
    await page.unroute("**/login.data**");
    await page.route("**/login.data**", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByText("Login failed. Please try again.").waitFor();
    expect(await page.getByRole("heading", { name: "Customer Login" }).count()).toBe(1);
    await context.close();
  });

  it("has no accessibility problems on a phone", async () => {
    const email = newEmail("zoya");
    const { page, context } = await newShopper(phone);
    for (const [path, name] of [
      ["/login", "login"],
      ["/register", "register"],
      ["/forgot-password", "forgot-password"],
      ["/reset-password", "reset-password-invalid"],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `${name}-375`);
    }
    await register(page, { email, firstName: "Zoya" });
    await page.getByRole("heading", { name: "Profile Overview", level: 1 }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "profile-375");
    await context.close();
  });
});
