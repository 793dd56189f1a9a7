// The order desk as a clerk works it, for end-to-end tests that need staff on the shared store:
// signing in to the back office in a browser context of their own, and moving an order on from its
// page the way the clerk would (never by opening the store's database, which the store holds).
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { baseUrl, desktop, newShopper, openBrowser, type ShopperSession } from "./browser";
import type { StaffAccounts } from "./global-setup";

export type StaffRole = keyof StaffAccounts;

interface SignInOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
}

/**
 * Waits until React has hydrated every form and button on the page, so a click goes through React
 * Router. The router exists before React has finished hydrating, and a form posted in between
 * goes as a plain post: a new page, not yet hydrated, where a file chosen next may be cleared.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!("__reactRouterDataRouter" in window)) return false;
    const interactive = [...document.querySelectorAll("form, button")];
    return interactive.every((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")));
  });
}

/** A browser context without JavaScript; like every context, at a client address of its own. */
async function noScriptSession(viewport: { width: number; height: number }): Promise<ShopperSession> {
  const context = await (await openBrowser()).newContext({ viewport, baseURL: baseUrl(), locale: "en-IN", javaScriptEnabled: false });
  const page = await context.newPage();
  return { page, context, problems: [] };
}

/** A staff member of `role`, signed in to the back office in a browser context of their own. */
export async function staffSignsIn(role: StaffRole, { viewport = desktop, javaScriptEnabled = true }: SignInOptions = {}): Promise<ShopperSession> {
  const account = inject("staffAccounts")[role];
  const session = javaScriptEnabled ? await newShopper(viewport) : await noScriptSession(viewport);
  const { page } = session;
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: `Welcome, ${account.name}` }).waitFor();
  return session;
}

/** The clerk, signed in on `page`, takes an order from Ordered to Delivered on its page. */
export async function deliverOrder(page: Page, number: string): Promise<void> {
  await page.goto(`/admin/orders/${number}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Confirm order" }).click();
  await page.getByRole("status").getByText("Order confirmed.").waitFor();
  await page.getByRole("button", { name: "Pack order" }).click();
  await page.getByRole("status").getByText("Order packed.").waitFor();
  await page.getByLabel("Courier").fill("Blue Dart");
  await page.getByLabel("Tracking number").fill("BD-55501234");
  await page.getByRole("button", { name: "Ship order" }).click();
  await page.getByRole("status").getByText(/^Order shipped with Blue Dart/).waitFor();
  await page.getByRole("button", { name: "Mark delivered" }).click();
  await page.getByRole("status").getByText("Order marked delivered.").waitFor();
}

/** An operations clerk signs in, delivers the order and signs off (closes their browser context). */
export async function clerkDelivers(number: string): Promise<void> {
  const clerk = await staffSignsIn("operations");
  try {
    await deliverOrder(clerk.page, number);
  } finally {
    await clerk.context.close();
  }
}
