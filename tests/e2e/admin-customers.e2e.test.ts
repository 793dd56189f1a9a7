// Customers and the dashboard as the people behind the store use them: a support agent finds a
// shopper by the phone number they read out, reads their orders, writes a note and sends the
// shop's own password-reset e-mail (which lands in the shopper's outbox); the page and the API
// answer never carry the shopper's session, reset link or card; and the dashboard shows today's
// order figures in its table, with JavaScript and without.
import { randomInt, randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { releaseBrowser, desktop, newShopper } from "./support/browser";
import { hydrated, staffSignsIn } from "./support/order-desk";
import { saveCardThroughGateway } from "./support/gateway-api";
import { placeCodOrderThroughApi } from "./support/order-api";
import { outboxFor } from "./support/outbox";
import { backOfficeWidths, checkAtWidths, laptop } from "./support/screenshots";

const headers = { "X-Requested-With": "XMLHttpRequest" };

afterAll(async () => {
  await releaseBrowser();
});

/** A shopper with an account (a phone no other test's shopper has), a saved card, a session and a reset link, who placed one COD order. */
async function shopperWithHistory() {
  const shopper = await newShopper(desktop);
  const mobile = `9${String(randomInt(100_000_000, 999_999_999))}`;
  const email = `kavya.${randomUUID().slice(0, 8)}@example.in`;
  const password = "teak-and-cane-2024";
  const registered = await shopper.page.request.post("/api/db/auth/register", { headers, data: { firstName: "Kavya", lastName: "Menon", mobile, email, password } });
  expect(registered.status()).toBe(201);
  expect((await shopper.page.request.post("/api/db/auth/login", { headers, data: { email, password } })).status()).toBe(200);
  const session = (await shopper.context.cookies()).find((cookie) => cookie.name === "session")?.value ?? "";
  expect(session).not.toBe("");
  // Saved as the gateway's token, as Profile → Saved Cards → Add New Card does.
  await saveCardThroughGateway(shopper.page.request, { number: "5555555555554444", expiry_month: 7, expiry_year: 2031, cvv: "321", name: "Zubin Cardholder" });
  const number = await placeCodOrderThroughApi(shopper.page.request, { email, phone: mobile, firstName: "Kavya", lastName: "Menon" });
  expect((await shopper.page.request.post("/api/db/auth/forgot-password", { headers, data: { email } })).status()).toBe(200);
  const [resetMail] = (await outboxFor(email)).filter((mail) => mail.kind === "password-reset");
  const resetToken = /token=([\w-]+)/.exec(resetMail?.textBody ?? "")?.[1] ?? "";
  expect(resetToken).not.toBe("");
  await shopper.context.close();
  return { mobile, email, number, session, resetToken };
}

describe("customers", () => {
  it("a support agent finds a shopper by phone, reads their orders, adds a note and sends a password reset that reaches the shopper", async () => {
    const shopper = await shopperWithHistory();
    const { page, problems } = await staffSignsIn("support", { viewport: laptop });
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Customers" }).click();
    await page.getByRole("heading", { name: "Customers", level: 1 }).waitFor();
    await hydrated(page);

    // The number as the shopper reads it out on the phone.
    const spoken = `+91 ${shopper.mobile.slice(0, 5)} ${shopper.mobile.slice(5)}`;
    await page.getByLabel("Name, e-mail or phone").fill(spoken);
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(spoken);
    const row = page.getByRole("row").filter({ hasText: shopper.email });
    await row.waitFor();
    expect(await page.getByRole("status").innerText()).toBe("1 customer");
    await checkAtWidths(page, "admin-customers", backOfficeWidths);

    await row.getByRole("link", { name: "Kavya Menon" }).click();
    await page.getByRole("heading", { name: "Kavya Menon", level: 1 }).waitFor();
    await hydrated(page);
    const orders = page.getByRole("region", { name: "Orders" });
    await orders.getByRole("link", { name: shopper.number }).waitFor();
    expect(await page.getByRole("region", { name: "Contact" }).innerText()).toContain("1 card");
    await checkAtWidths(page, "admin-customer", backOfficeWidths);

    // Nothing secret in what the page was sent (its HTML and its data) or what the API answers.
    const html = await (await page.request.get(page.url())).text();
    const api = await (await page.request.get(`/api/admin/customers/${new URL(page.url()).pathname.split("/").at(-1) ?? ""}`, { headers })).text();
    expect(api).toContain(shopper.email);
    for (const text of [html, api]) {
      for (const secret of [shopper.session, shopper.resetToken, "$argon2", "Zubin", "mastercard", "07/31"]) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
      expect(text).not.toMatch(/(?<![\d.:])4444(?!\d)/);
    }

    await page.getByLabel("Add a note").fill("Asked about delivery; told them it ships on Friday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByRole("status").getByText("Note added.").waitFor();
    await page.getByText("Asked about delivery; told them it ships on Friday.").waitFor();

    const resetsBefore = (await outboxFor(shopper.email)).filter((mail) => mail.kind === "password-reset").length;
    await page.getByRole("button", { name: "Send password reset" }).click();
    await page.getByRole("status").getByText(`A password-reset e-mail is on its way to ${shopper.email}.`).waitFor();
    const resets = (await outboxFor(shopper.email)).filter((mail) => mail.kind === "password-reset");
    expect(resets).toHaveLength(resetsBefore + 1);
    expect(resets.at(-1)?.textBody).toContain("/reset-password?token=");
    // The page lists it, without a Resend button: its link works once.
    await page.getByRole("region", { name: "E-mails sent" }).getByText("Single-use link: send a new one").first().waitFor();

    await orders.getByRole("link", { name: shopper.number }).click();
    await page.getByRole("heading", { name: new RegExp(`^Order ${shopper.number}`), level: 1 }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe("the dashboard", () => {
  it("shows today's order figures in its table and its charts, with JavaScript and without", async () => {
    const shopper = await newShopper(desktop);
    await placeCodOrderThroughApi(shopper.page.request);
    await shopper.context.close();

    const { page, problems } = await staffSignsIn("operations", { viewport: laptop });
    const sales = page.getByRole("region", { name: "Sales" });
    await sales.waitFor();
    const todayOrders = await sales.getByRole("row", { name: /^Orders/ }).getByRole("cell").first().innerText();
    expect(Number(todayOrders.replaceAll(",", ""))).toBeGreaterThanOrEqual(1);
    expect(await sales.getByRole("row", { name: /^Revenue/ }).getByRole("cell").first().innerText()).toMatch(/^-?₹ [\d,]+$/);
    const days = page.getByRole("table", { name: "Orders and revenue per day, newest first" });
    expect(await days.getByRole("row").count()).toBe(31);
    expect(await page.locator("figure svg[aria-hidden='true']").count()).toBe(2);
    await checkAtWidths(page, "admin-dashboard", backOfficeWidths);
    expect(problems).toEqual([]);

    const noScript = await staffSignsIn("support", { viewport: desktop, javaScriptEnabled: false });
    const tables = noScript.page.getByRole("region", { name: "Sales" }).getByRole("table");
    await tables.waitFor();
    expect(Number((await tables.getByRole("row", { name: /^Orders/ }).getByRole("cell").first().innerText()).replaceAll(",", ""))).toBeGreaterThanOrEqual(1);
    expect(await noScript.page.locator("figure svg").count()).toBe(2);
    await checkAtWidths(noScript.page, "admin-dashboard-no-js", backOfficeWidths, { scriptsOff: true });
    await noScript.context.close();
  });

  it("a catalog editor sees where their work is, and no sales figures", async () => {
    const { page } = await staffSignsIn("catalog", { viewport: desktop });
    await page.getByText("Sales figures are shown to staff whose role reads orders.").waitFor();
    expect(await page.getByRole("region", { name: "Sales" }).count()).toBe(0);
    await checkAtWidths(page, "admin-home-catalog", backOfficeWidths, { axe: false });
  });
});
