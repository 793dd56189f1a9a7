// The back office's order desk as the people behind it use it: an operations clerk finds a
// shopper's cash-on-delivery order by the phone number the shopper gave, confirms it after a call,
// packs, ships and delivers it; a second tab left open on the old page is told plainly that the
// order moved and changes nothing; support reads orders, writes notes and resends e-mails but
// moves nothing; catalog staff are refused; and a cancellation asks first, with or without
// JavaScript.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { accessibilityViolations, baseUrl, releaseBrowser, desktop, holdPageData, newShopper } from "./support/browser";
import { deliverOrder, hydrated, staffSignsIn } from "./support/order-desk";
import { placeCodOrderThroughApi } from "./support/order-api";
import { outboxFor } from "./support/outbox";
import { backOfficeWidths, checkAtWidths, laptop } from "./support/screenshots";

const actionButtons = ["Confirm order", "Pack order", "Ship order", "Mark delivered", "Cancel order"];

afterAll(async () => {
  await releaseBrowser();
});

/** Chromium logs each refused post (the stale tab's 409 is one the test asks for). */
function unexpected(problems: string[]): string[] {
  return problems.filter((problem) => !/the server responded with a status of (409|403)/.test(problem));
}

/** A guest shopper orders one inexpensive piece, paying cash on delivery (through the JSON API: checkout.e2e walks the screens). */
async function shopperPlacesCodOrder(): Promise<{ number: string; email: string }> {
  const { context } = await newShopper(desktop);
  const email = `asha.${randomUUID().slice(0, 8)}@example.in`;
  const number = await placeCodOrderThroughApi(context.request, { email });
  await context.close();
  return { number, email };
}

function orderHeading(page: Page, number: string) {
  return page.getByRole("heading", { name: new RegExp(`^Order ${number}`), level: 1 });
}

describe("the order desk", () => {
  it("an operations clerk finds a COD order by phone, confirms it after a call, packs, ships and delivers it; a stale tab changes nothing", async () => {
    const { number } = await shopperPlacesCodOrder();
    const { page, context, problems } = await staffSignsIn("operations", { viewport: laptop });
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
    await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
    await hydrated(page);

    // The phone as a shopper says it on the call.
    await page.getByLabel("Order number, e-mail or phone").fill("+91 98765 43210");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("+91 98765 43210");
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: number }) });
    await row.waitFor();
    expect(await row.innerText()).toContain("Cash on delivery");
    await checkAtWidths(page, "admin-orders-queue", backOfficeWidths);

    await row.getByRole("link", { name: number }).click();
    const heading = orderHeading(page, number);
    await heading.waitFor();
    expect(await heading.innerText()).toContain("Ordered");
    await checkAtWidths(page, "admin-order-detail", backOfficeWidths);

    await page.getByLabel("Note (optional)").fill("Called the shopper; confirmed for COD");
    await page.getByRole("button", { name: "Confirm order" }).click();
    await page.getByRole("status").getByText("Order confirmed.").waitFor();
    await expect.poll(() => heading.innerText()).toContain("Confirmed");
    await page.getByText("Called the shopper; confirmed for COD").first().waitFor();

    // A second tab on the same order, read while it was still Confirmed.
    const stale = await context.newPage();
    await stale.goto(`/admin/orders/${number}`);
    await hydrated(stale);
    expect(await orderHeading(stale, number).innerText()).toContain("Confirmed");

    await page.getByRole("button", { name: "Pack order" }).click();
    await page.getByRole("status").getByText("Order packed.").waitFor();
    await expect.poll(() => heading.innerText()).toContain("Packed");
    const timeline = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
    const eventsAfterPacking = await timeline.count();

    await stale.getByRole("button", { name: "Pack order" }).click();
    const refusal = stale.getByRole("alert");
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain("Nothing was applied");
    expect(await refusal.innerText()).toContain("(status 409)");
    // The stale tab now shows where the order stands, and nothing was applied twice.
    await expect.poll(() => orderHeading(stale, number).innerText()).toContain("Packed");
    await page.reload();
    await heading.waitFor();
    expect(await heading.innerText()).toContain("Packed");
    expect(await timeline.count()).toBe(eventsAfterPacking);
    await stale.close();

    await hydrated(page);
    await page.getByLabel("Courier").fill("Delhivery");
    await page.getByLabel("Tracking number").fill("DLV-90817263");
    await page.getByRole("button", { name: "Ship order" }).click();
    await page.getByRole("status").getByText(/^Order shipped with Delhivery, tracking number DLV-90817263\./).waitFor();
    await expect.poll(() => heading.innerText()).toContain("Shipped");
    const delivery = page.getByRole("region", { name: "Delivery" });
    expect(await delivery.innerText()).toContain("DLV-90817263");

    await page.getByRole("button", { name: "Mark delivered" }).click();
    await page.getByRole("status").getByText("Order marked delivered.").waitFor();
    await expect.poll(() => heading.innerText()).toContain("Delivered");
    for (const name of actionButtons) expect(await page.getByRole("button", { name }).count(), name).toBe(0);
    await checkAtWidths(page, "admin-order-delivered", backOfficeWidths);

    // The order's GST invoice, a guest's or a shopper's, downloads from its page.
    const invoiceLink = page.getByRole("link", { name: /^AAN\/\d{2}-\d{2}\/\d{6,} \(PDF\)$/ });
    const invoice = await page.request.get(new URL(await invoiceLink.getAttribute("href") ?? "", page.url()).toString());
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()["content-type"]).toBe("application/pdf");
    expect((await invoice.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // The returns desk is there too, clean at both widths.
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Returns" }).click();
    await page.getByRole("heading", { name: "Returns", level: 1 }).waitFor();
    await checkAtWidths(page, "admin-returns", backOfficeWidths);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("support reads an order, writes a note and resends an e-mail but sees no action; catalog staff are refused", async () => {
    const { number, email } = await shopperPlacesCodOrder();
    const { page, context, problems } = await staffSignsIn("support", { viewport: desktop });
    await page.goto(`/admin/orders/${number}`);
    await orderHeading(page, number).waitFor();
    await hydrated(page);
    for (const name of actionButtons) expect(await page.getByRole("button", { name }).count(), name).toBe(0);

    // A second note typed while the page still reads its notes again is kept.
    const pageData = await holdPageData(page);
    await page.getByLabel("Add a note").fill("Shopper asked us to ring the bell twice.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByRole("status").getByText("Note added.").waitFor();
    await page.getByLabel("Add a note").fill("Gate code is 4821.");
    await pageData.release();
    await page.getByRole("region", { name: "Internal notes" }).getByText("Shopper asked us to ring the bell twice.").waitFor();
    expect(await page.getByLabel("Add a note").inputValue()).toBe("Gate code is 4821.");
    expect(await page.getByRole("region", { name: "Internal notes" }).innerText()).toContain("Farah Khan");

    const emails = page.getByRole("region", { name: "E-mails sent" });
    await emails.getByRole("button", { name: /^Resend/ }).first().click();
    await emails.getByText("The e-mail is on its way again.").waitFor();
    await expect.poll(async () => (await outboxFor(email)).filter((mail) => mail.subject.includes(number)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await checkAtWidths(page, "admin-order-support", backOfficeWidths);

    // The server refuses what the page does not offer.
    const forged = await page.request.post(`${baseUrl()}/admin/orders/${number}`, {
      form: { intent: "pack", expectedStatus: "ordered" },
      headers: { Origin: baseUrl() },
    });
    expect(forged.status()).toBe(403);
    await page.reload();
    expect(await orderHeading(page, number).innerText()).toContain("Ordered");
    expect(unexpected(problems)).toEqual([]);
    await context.close();

    const catalog = await staffSignsIn("catalog", { viewport: laptop });
    expect(await catalog.page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).count()).toBe(0);
    const refused = await catalog.page.goto(`/admin/orders/${number}`);
    expect(refused?.status()).toBe(403);
    await catalog.page.getByRole("heading", { name: "Not allowed" }).waitFor();
    expect((await catalog.page.goto("/admin/orders?status=nonsense&page=-4&from=2026-02-31"))?.status()).toBe(403);
    await catalog.context.close();
  });

  it("a cancellation asks first: in a dialog with JavaScript, as a second form without; malformed filters are ignored", async () => {
    const first = await shopperPlacesCodOrder();
    const second = await shopperPlacesCodOrder();

    const { page, context } = await staffSignsIn("operations", { viewport: desktop });
    // Nonsense in the address is ignored, never a 500.
    const odd = await page.goto("/admin/orders?status=lost&payment=cheque&state=ZZ&from=2026-02-31&to=yesterday&page=abc");
    expect(odd?.status()).toBe(200);
    await page.getByRole("link", { name: /^All/, exact: false }).first().waitFor();
    expect((await page.goto("/admin/orders/not-an-order"))?.status()).toBe(404);

    await page.goto(`/admin/orders/${first.number}`);
    await hydrated(page);
    await page.getByLabel("Reason for cancelling").fill("Shopper ordered the wrong colour");
    await page.getByRole("button", { name: "Cancel order" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Cancel order ${first.number}?` });
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Keep the order" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await orderHeading(page, first.number).innerText()).toContain("Ordered");
    await page.getByRole("button", { name: "Cancel order" }).click();
    await dialog.getByRole("button", { name: "Cancel the order" }).click();
    await page.getByRole("status").getByText("Order cancelled.").waitFor();
    await expect.poll(() => orderHeading(page, first.number).innerText()).toContain("Cancelled");
    await context.close();

    const noScript = await staffSignsIn("operations", { viewport: laptop, javaScriptEnabled: false });
    await noScript.page.goto(`/admin/orders/${second.number}`);
    await noScript.page.getByLabel("Reason for cancelling").fill("Out of delivery area after all");
    await noScript.page.getByRole("button", { name: "Cancel order" }).click();
    const question = noScript.page.getByRole("alert").filter({ hasText: `Cancel order ${second.number}?` });
    await question.waitFor();
    expect(await orderHeading(noScript.page, second.number).innerText()).toContain("Ordered");
    await question.getByRole("button", { name: "Cancel the order" }).click();
    await noScript.page.getByRole("status").getByText("Order cancelled.").waitFor();
    expect(await orderHeading(noScript.page, second.number).innerText()).toContain("Cancelled");
    expect(await noScript.page.getByRole("region", { name: "Delivery" }).innerText()).toContain("Out of delivery area after all");
    await noScript.context.close();
  });

  it("a return goes from the shopper's request to the refund of a cash-on-delivery order, paid out with its UTR", async () => {
    const shopper = await newShopper(desktop);
    const email = `meera.${randomUUID().slice(0, 8)}@example.in`;
    const password = "teak-and-cane-2024";
    const headers = { "X-Requested-With": "XMLHttpRequest" };
    const registered = await shopper.page.request.post("/api/db/auth/register", { headers, data: { firstName: "Meera", lastName: "Nair", mobile: "9876543210", email, password } });
    expect(registered.status()).toBe(201);
    expect((await shopper.page.request.post("/api/db/auth/login", { headers, data: { email, password } })).status()).toBe(200);
    const number = await placeCodOrderThroughApi(shopper.page.request, { email });

    const clerk = await staffSignsIn("operations", { viewport: desktop });
    await deliverOrder(clerk.page, number);

    await shopper.page.goto(`/profile/orders/${number}/return`);
    await shopper.page.getByLabel(/^Quantity to return/).first().selectOption("1");
    await shopper.page.getByLabel("Why are you returning them?").fill("The colour is not what the picture showed.");
    await shopper.page.getByLabel("Pickup date").selectOption({ index: 1 });
    await shopper.page.getByText("Morning (9 am – 1 pm)").click();
    await shopper.page.getByText("To my UPI ID").click();
    await shopper.page.getByLabel("UPI ID", { exact: true }).fill("meera.nair@okaxis");
    await shopper.page.getByRole("button", { name: "Request return" }).click();
    // The form's own address is under /profile too: wait for the orders tab the request leads to.
    await shopper.page.waitForURL(/\/profile\?tab=orders&returned=ORD\d+$/);
    await shopper.context.close();

    const { page, context, problems } = clerk;
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Returns" }).click();
    await page.getByRole("navigation", { name: "Returns by status" }).getByRole("link", { name: /^Requested/ }).click();
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: number }) });
    await row.waitFor();
    expect(await row.innerText()).toContain("Asha Verma");
    await checkAtWidths(page, "admin-returns-queue", backOfficeWidths);

    await row.getByRole("link", { name: /^Return \d+$/ }).click();
    const heading = page.getByRole("heading", { name: /^Return \d+/, level: 1 });
    await heading.waitFor();
    await hydrated(page);
    expect(await page.getByRole("region", { name: "Refund", exact: true }).innerText()).toContain("meera.nair@okaxis");
    await checkAtWidths(page, "admin-return-detail", backOfficeWidths);

    await page.getByRole("button", { name: "Approve return" }).click();
    await page.getByRole("status").getByText("Return approved.").waitFor();
    await page.getByRole("button", { name: "Schedule pickup" }).click();
    await page.getByRole("status").getByText(/^Pickup scheduled for /).waitFor();
    await page.getByRole("radio", { name: /^Sellable/ }).first().check();
    await page.getByRole("button", { name: "Mark received" }).click();
    await page.getByRole("status").getByText("Return received.").waitFor();
    await page.getByLabel("Payout UTR").fill("axis 2611 2345 6789");
    await page.getByRole("button", { name: /^Refund ₹/ }).click();
    await page.getByRole("status").getByText(/^Refund of ₹ [\d,]+ sent\.$/).waitFor();
    await expect.poll(() => heading.innerText()).toContain("Refunded");
    expect(await page.getByRole("region", { name: "Refunds" }).innerText()).toContain("AXIS261123456789");
    expect(await page.getByRole("region", { name: "Pieces returned" }).innerText()).toContain("Sellable");
    await checkAtWidths(page, "admin-return-refunded", backOfficeWidths);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
