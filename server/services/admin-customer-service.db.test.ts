// The back office's customers on a real database (embedded PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): a support agent finds a shopper by name, e-mail or a phone number
// however it is typed, reads their orders, addresses and e-mails, writes a note, sends an e-mail
// again and sends the shop's own password reset; every change is audited, a role without the
// permission is refused with nothing written, and no password hash, session or reset token or
// card detail ever leaves the service.
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CustomerAdminError } from "../../app/lib/contracts/admin-customers";
import type { StaffRole } from "../../app/lib/admin/staff-permissions";
import { StaffError, type StaffActor } from "../../app/lib/contracts/staff";
import type { AuthUser } from "../../app/lib/contracts/auth";
import { openTestShop, testPassword, testShipping, type TestShop } from "../../tests/support/test-shop";
import { auditLog, customerNotes, emailOutbox, passwordResetTokens, savedCards, sessions, users } from "../db/schema";
import { hashToken } from "../lib/tokens";
import type { Services } from "./services";

let shop: TestShop;
let services: Services;
const office = "203.0.113.9";
const shopperContext = { clientAddress: "198.51.100.8", origin: "https://aangan.example" };

let support: StaffActor;
let catalog: StaffActor;

async function staffMember(name: string, role: StaffRole): Promise<StaffActor> {
  const email = `${name.split(" ")[0]?.toLowerCase() ?? "staff"}.${randomUUID().slice(0, 6)}@aangan.example`;
  const staff = await services.staff.addFromCommandLine({ email, name, role, password: "a long staff password" });
  return { staff, clientAddress: office };
}

/** A phone number no other test's shopper has, ten digits starting with 9. */
let phoneSerial = 0;
function uniquePhone(): string {
  phoneSerial += 1;
  return `9${String(Date.now() % 1_000_000).padStart(6, "0")}${String(phoneSerial).padStart(3, "0")}`;
}

beforeAll(async () => {
  shop = await openTestShop({ products: 4 });
  services = shop.services;
  support = await staffMember("Sunita Rao", "support");
  catalog = await staffMember("Kiran Das", "catalog");
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function refusalOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => null,
    (caught: unknown) => caught,
  );
}

async function auditCount(): Promise<number> {
  return (await shop.handle.db.select({ id: auditLog.id }).from(auditLog)).length;
}

describe("finding a customer", () => {
  let shopper: AuthUser;
  let phone: string;

  beforeAll(async () => {
    phone = uniquePhone();
    shopper = await shop.newShopper({ firstName: "Meenakshi", lastName: "Sundaram", mobile: phone, email: `Meenakshi.${randomUUID().slice(0, 6)}@Example.in` });
  });

  it("a support agent finds the shopper by their phone written as +91 with spaces, with a 0 in front, or bare", async () => {
    const spaced = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
    for (const typed of [spaced, `0${phone}`, phone, `${phone.slice(0, 5)}-${phone.slice(5)}`]) {
      const found = await services.customers.list(support, typed, 1);
      expect(found.customers.map((customer) => customer.id), typed).toEqual([shopper.id]);
      expect(found.total).toBe(1);
    }
  });

  it("finds the shopper by a phone they gave only on an order", async () => {
    const orderPhone = uniquePhone();
    await shop.placeOrder(shopper, [0], { shipping: { phone: orderPhone } });
    const found = await services.customers.list(support, `+91 ${orderPhone}`, 1);
    expect(found.customers.map((customer) => customer.id)).toEqual([shopper.id]);
    expect(found.customers[0]?.ordersPlaced).toBe(1);
  });

  it("finds the shopper by their e-mail in any case, and by part of their name", async () => {
    expect((await services.customers.list(support, shopper.email.toUpperCase(), 1)).customers.map((customer) => customer.id)).toEqual([shopper.id]);
    const byName = await services.customers.list(support, "akshi sund", 1);
    expect(byName.customers.map((customer) => customer.id)).toContain(shopper.id);
    expect(byName.customers.every((customer) => `${customer.firstName} ${customer.lastName}`.toLowerCase().includes("akshi sund"))).toBe(true);
  });

  it("treats LIKE's own characters in a name as themselves", async () => {
    expect((await services.customers.list(support, "%%%", 1)).customers).toEqual([]);
    expect((await services.customers.list(support, "a_s", 1)).customers).toEqual([]);
  });

  it("refuses a name search shorter than three characters with a message, and lists everyone newest first without a search", async () => {
    const refused = await refusalOf(services.customers.list(support, "Me", 1));
    expect(refused).toBeInstanceOf(CustomerAdminError);
    expect(refused).toMatchObject({ status: 422 });
    const everyone = await services.customers.list(support, undefined, 1);
    expect(everyone.total).toBeGreaterThanOrEqual(1);
    const since = everyone.customers.map((customer) => customer.since);
    expect([...since].sort().reverse()).toEqual(since);
  });

  it("refuses a catalog editor, who may not read customers", async () => {
    await expect(services.customers.list(catalog, undefined, 1)).rejects.toBeInstanceOf(StaffError);
    await expect(services.customers.detail(catalog, shopper.id)).rejects.toMatchObject({ status: 403 });
  });
});

describe("a customer's page", () => {
  let shopper: AuthUser;
  let sessionToken: string;
  let resetToken: string;
  let orderNumbers: string[];

  beforeAll(async () => {
    shopper = await shop.newShopper({ firstName: "Farhan", lastName: "Qureshi", mobile: uniquePhone() });
    await shop.saveCard(shopper, { cardNumber: "5555555555554444", cardExpiry: "07/31", cardCvv: "321", cardHolder: "Zubin Cardholder" });
    const { email: _email, ...address } = testShipping;
    await services.addresses.create(shopper.id, { ...address, firstName: "Farhan", lastName: "Qureshi" });
    ({ token: sessionToken } = await services.auth.signIn({ email: shopper.email, password: testPassword }, { clientAddress: shopperContext.clientAddress }));
    await services.auth.requestPasswordReset(shopper.email, shopperContext);
    const [mail] = await shop.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, shopper.email)).orderBy(desc(emailOutbox.id)).limit(1);
    resetToken = /token=([\w-]+)/.exec(mail?.textBody ?? "")?.[1] ?? "";
    expect(resetToken).not.toBe("");
    const first = await shop.placeOrder(shopper, [0]);
    const second = await shop.placeOrder(shopper, [1], { payment: { method: "upi", upiId: "farhan@okaxis", paidInWindow: true } });
    orderNumbers = [second.number, first.number];
  });

  it("shows the shopper's details, orders newest first, addresses, how many cards, and the e-mails they were sent", async () => {
    const detail = await services.customers.detail(support, shopper.id);
    expect(detail.customer).toMatchObject({ id: shopper.id, firstName: "Farhan", lastName: "Qureshi", email: shopper.email, ordersPlaced: 2 });
    expect(detail.orders.map((order) => order.number)).toEqual(orderNumbers);
    expect(detail.orders[0]).toMatchObject({ paymentMethod: "upi" });
    expect(detail.addresses).toHaveLength(1);
    expect(detail.addresses[0]).toMatchObject({ city: "Bengaluru", pincode: "560001", isDefault: true });
    expect(detail.savedCardCount).toBe(1);
    // The reset e-mail went to the account's address; the confirmations to the order's (another address), about their orders.
    const subjects = detail.emails.map((email) => `${email.kind} ${email.orderNumber ?? "-"}`);
    expect(subjects).toEqual(expect.arrayContaining(["password-reset -", expect.stringContaining(orderNumbers[0] ?? "?")]));
    expect(detail.emails.find((email) => email.kind === "password-reset")?.resendable).toBe(false);
  });

  it("never answers the password hash, a session or reset token, or any card detail", async () => {
    const answer = JSON.stringify([await services.customers.detail(support, shopper.id), await services.customers.list(support, shopper.email, 1)]);
    const [account] = await shop.handle.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, shopper.id));
    const [card] = await shop.handle.db.select().from(savedCards).where(eq(savedCards.userId, shopper.id));
    const [session] = await shop.handle.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, shopper.id));
    const [reset] = await shop.handle.db.select({ tokenHash: passwordResetTokens.tokenHash }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, shopper.id));
    if (!account || !card || !session || !reset) throw new Error("the shopper should have a password, a card, a session and a reset link");
    expect(session.tokenHash).toBe(hashToken(sessionToken));
    for (const secret of [account.passwordHash, "$argon2", sessionToken, session.tokenHash, resetToken, reset.tokenHash, card.providerToken, card.holderName, card.brand]) {
      expect(answer.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    expect(answer).not.toMatch(/(?<![\d.:])4444(?!\d)/);
    expect(answer).not.toContain("2031");
  });

  it("a support agent adds a note, audited in the same transaction; a catalog editor is refused and nothing is written", async () => {
    const note = await services.customers.addNote(support, shopper.id, "  Called about a late delivery; promised a callback.  ");
    expect(note).toMatchObject({ author: "Sunita Rao", body: "Called about a late delivery; promised a callback." });
    const [entry] = await shop.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "customer.note"), eq(auditLog.entityId, String(shopper.id))));
    expect(entry).toMatchObject({ entityType: "customer", staffId: support.staff.id, clientAddress: office });
    expect((await services.customers.detail(support, shopper.id)).notes.map((each) => each.body)).toEqual([note.body]);

    const before = await auditCount();
    await expect(services.customers.addNote(catalog, shopper.id, "Not mine to write.")).rejects.toMatchObject({ status: 403 });
    await expect(services.customers.addNote(support, shopper.id, "   ")).rejects.toMatchObject({ status: 422 });
    await expect(services.customers.addNote(support, 2_000_000_000, "Nobody.")).rejects.toMatchObject({ status: 404 });
    expect(await auditCount()).toBe(before);
    expect(await shop.handle.db.select().from(customerNotes).where(eq(customerNotes.userId, shopper.id))).toHaveLength(1);
  });

  it("a support agent sends an order e-mail again (a copy in the outbox, audited) but never a password-reset e-mail", async () => {
    const detail = await services.customers.detail(support, shopper.id);
    const confirmation = detail.emails.find((email) => email.orderNumber === orderNumbers[1]);
    const reset = detail.emails.find((email) => email.kind === "password-reset");
    if (!confirmation || !reset) throw new Error("the shopper should have a confirmation and a reset e-mail");
    await services.customers.resendEmail(support, shopper.id, confirmation.id);
    const copies = await shop.handle.db.select().from(emailOutbox).where(and(eq(emailOutbox.subject, confirmation.subject), gt(emailOutbox.id, confirmation.id)));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ toAddress: confirmation.toAddress, kind: confirmation.kind });
    const [entry] = await shop.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "customer.email_resend"), eq(auditLog.entityId, String(shopper.id))));
    expect(entry?.after).toMatchObject({ emailId: confirmation.id, copyId: copies[0]?.id });

    const before = await auditCount();
    await expect(services.customers.resendEmail(support, shopper.id, reset.id)).rejects.toMatchObject({ status: 409, code: "not_allowed" });
    const other = await shop.newShopper();
    await expect(services.customers.resendEmail(support, other.id, confirmation.id)).rejects.toMatchObject({ status: 404 });
    await expect(services.customers.resendEmail(catalog, shopper.id, confirmation.id)).rejects.toMatchObject({ status: 403 });
    expect(await auditCount()).toBe(before);
  });

  it("a support agent sends the shop's own password reset: the shopper's e-mail carries a working link, and the audit row no token", async () => {
    const sent = await services.customers.sendPasswordReset(support, shopper.id, "https://aangan.example");
    expect(sent).toEqual({ toAddress: shopper.email });
    const [mail] = await shop.handle.db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, shopper.email), eq(emailOutbox.kind, "password-reset"))).orderBy(desc(emailOutbox.id)).limit(1);
    const token = /token=([\w-]+)/.exec(mail?.textBody ?? "")?.[1] ?? "";
    expect(token).not.toBe(resetToken);
    expect(mail?.textBody).toContain("https://aangan.example/reset-password?");
    const [entry] = await shop.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "customer.password_reset"), eq(auditLog.entityId, String(shopper.id))));
    expect(entry).toMatchObject({ staffId: support.staff.id, after: { toAddress: shopper.email } });
    expect(JSON.stringify(entry)).not.toContain(token);
    await services.auth.resetPassword({ token, email: shopper.email, password: "a brand new teak password" });
    await expect(services.auth.signIn({ email: shopper.email, password: "a brand new teak password" }, { clientAddress: shopperContext.clientAddress })).resolves.toMatchObject({
      user: { id: shopper.id },
    });

    const before = await auditCount();
    await expect(services.customers.sendPasswordReset(catalog, shopper.id, "https://aangan.example")).rejects.toMatchObject({ status: 403 });
    await expect(services.customers.sendPasswordReset(support, 2_000_000_000, "https://aangan.example")).rejects.toMatchObject({ status: 404 });
    expect(await auditCount()).toBe(before);
  });
});
