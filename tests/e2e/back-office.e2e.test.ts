// The back office as a newcomer meets it: the fresh store's set-up link makes the owner, the owner
// invites a colleague by e-mail, the colleague's role shows only what it may do (and the server
// refuses the rest), every change is in the audit trail, the owner makes an API token for an
// integration and revokes it, and shop pages load none of its code.
import { afterAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { accessibilityViolations, baseUrl, releaseBrowser, newShopper } from "./support/browser";
import { outboxFor } from "./support/outbox";

const owner = { name: "Meera Iyer", email: "meera.owner@aangan.example", password: "a long owner password" };
const colleague = { name: "Ravi Menon", email: "ravi.support@aangan.example", password: "ravi's long password" };
const wide = { width: 1280, height: 900 };
const narrow = { width: 1024, height: 768 };

afterAll(async () => {
  await releaseBrowser();
});

describe("the back office", () => {
  it("a newcomer opens the set-up link, creates the owner, invites a colleague, reads it all in the audit trail, and makes and revokes an API token", async () => {
    const { page, context, problems } = await newShopper(wide);
    const anonymous = await page.goto("/admin/staff");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/admin/staff");
    expect(anonymous?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    await page.goto(inject("ownerSetupLink"));
    await page.getByRole("heading", { name: "Create the owner's account" }).waitFor();
    await page.getByLabel("Your name").fill(owner.name);
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill("too short");
    await page.getByRole("button", { name: "Create the owner's account" }).click();
    await page.getByText("Password must be at least 12 characters long").waitFor();
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Create the owner's account" }).click();
    await page.getByRole("heading", { name: `Welcome, ${owner.name}` }).waitFor();
    expect(await page.getByRole("navigation", { name: "Back office" }).getByRole("link").allInnerTexts()).toEqual([
      "Home",
      "Orders",
      "Returns",
      "Customers",
      "Products",
      "Catalog CSV",
      "Stock",
      "Promo codes",
      "Reviews",
      "Staff",
      "Audit trail",
      "API tokens",
      "Your account",
    ]);
    // No shop header in the back office.
    expect(await page.getByRole("link", { name: "Cart" }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The link worked once.
    const stranger = await newShopper(wide);
    await stranger.page.goto(inject("ownerSetupLink"));
    await stranger.page.getByText("This link has expired or has already been used").waitFor();
    await stranger.context.close();

    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" }).click();
    await page.getByRole("heading", { name: "Staff", exact: true }).waitFor();
    await page.getByLabel("Email").fill(colleague.email);
    await page.getByRole("radio", { name: /Support/ }).check();
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText(`Invitation sent to ${colleague.email}.`).waitFor();
    await page.getByText(`${colleague.email} as Support, invited by ${owner.name}`).waitFor();
    for (const viewport of [narrow, wide]) {
      await page.setViewportSize(viewport);
      expect(await accessibilityViolations(page)).toEqual([]);
    }

    const [invitation] = await outboxFor(colleague.email);
    const link = /https?:\/\/\S+\/admin\/invitation\?token=[A-Za-z0-9_-]+/.exec(invitation?.textBody ?? "")?.[0];
    if (!link) throw new Error("the invitation e-mail should carry its link");
    const ravi = await newShopper(narrow);
    await ravi.page.goto(link);
    await ravi.page.getByText("You are invited to Aangan's back office as Support.").waitFor();
    await ravi.page.getByLabel("Your name").fill(colleague.name);
    await ravi.page.getByLabel("Password").fill(colleague.password);
    await ravi.page.getByRole("button", { name: "Create my account" }).click();
    await ravi.page.getByRole("heading", { name: `Welcome, ${colleague.name}` }).waitFor();
    expect(await ravi.page.getByRole("navigation", { name: "Back office" }).getByRole("link").allInnerTexts()).toEqual(["Home", "Orders", "Returns", "Customers", "Your account"]);
    const refused = await ravi.page.goto("/admin/audit");
    expect(refused?.status()).toBe(403);
    await ravi.page.getByRole("heading", { name: "Not allowed" }).waitFor();
    // Posting to the owner's screen directly is refused on the server too.
    const forged = await ravi.page.request.post(`${baseUrl()}/admin/staff`, {
      form: { intent: "invite", email: "eve@example.com", role: "owner" },
      headers: { Origin: baseUrl() },
    });
    expect(forged.status()).toBe(403);
    expect(await outboxFor("eve@example.com")).toEqual([]);

    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit trail" }).click();
    await page.getByRole("heading", { name: "Audit trail" }).waitFor();
    const rows = page.getByRole("row");
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
    const text = await page.getByRole("table").innerText();
    expect(text).toContain("staff.create");
    expect(text).toContain("staff.invite");
    expect(text).toContain(`${colleague.name} <${colleague.email}>`);
    await page.getByLabel("Action").selectOption("staff.invite");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.getByText("1 change", { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // An integration's token: shown once, it reads the back office's API with its role until revoked.
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "API tokens" }).click();
    await page.getByRole("heading", { name: "API tokens", level: 1 }).waitFor();
    await page.getByLabel("Name").fill("Courier updates");
    await page.getByRole("radio", { name: /Operations/ }).check();
    await page.getByRole("button", { name: "Make the token" }).click();
    await page.getByRole("heading", { name: "Your new token: Courier updates" }).waitFor();
    await page.getByText("it is shown only this once").waitFor();
    const token = await page.getByLabel("Token", { exact: true }).inputValue();
    expect(token).toMatch(/^aangan_staff_[A-Za-z0-9_-]{43}$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    const asCourier = { headers: { Authorization: `Bearer ${token}` } };
    const me = await fetch(`${baseUrl()}/api/admin/me`, asCourier);
    expect(me.status).toBe(200);
    const acting = z.object({ data: z.object({ name: z.string(), role: z.string() }) }).parse(await me.json());
    expect(acting.data.name).toMatch(/^API token #\d+ 'Courier updates' \(by Meera Iyer\)$/);
    expect(acting.data.role).toBe("operations");
    expect((await fetch(`${baseUrl()}/api/admin/orders`, asCourier)).status).toBe(200);
    expect((await fetch(`${baseUrl()}/api/admin/audit`, asCourier)).status).toBe(403);
    await page.reload();
    // Gone from the page for good; the list says it has been used.
    expect(await page.getByLabel("Token", { exact: true }).count()).toBe(0);
    const row = page.getByRole("row", { name: /Courier updates/ });
    expect(await row.innerText()).toContain("Operations");
    expect(await row.innerText()).not.toContain("Never");
    await page.getByRole("button", { name: "Revoke the token Courier updates" }).click();
    await page.getByText("The token is revoked: it no longer works.").waitFor();
    expect((await fetch(`${baseUrl()}/api/admin/me`, asCourier)).status).toBe(401);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
    await ravi.context.close();
  });

  it("shop pages load none of the back office's code, and /admin asks a visitor to sign in as staff", async () => {
    const home = await fetch(`${baseUrl()}/`);
    const html = await home.text();
    expect(html).not.toMatch(/admin/i);
    const { page, context } = await newShopper(wide);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/product/1");
    await page.getByRole("button", { name: "Add to Cart" }).first().waitFor();
    expect(scripts.filter((url) => /admin/i.test(url))).toEqual([]);
    await page.goto("/admin");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await context.close();
  });
});
