// Staff accounts on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): the owner's set-up link, invitations, sign-in with and without a second factor, roles and
// the permission check, the last owner kept, and the audit trail that nobody can change.
import { count, eq, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffError, type StaffActor } from "../../app/lib/contracts/staff";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DatabaseHandle } from "../db/client";
import { auditLog, emailOutbox, staffMembers } from "../db/schema";
import { createServices, type Services } from "./services";

let handle: DatabaseHandle;
let services: Services;
let clock = new Date("2026-03-01T10:00:00Z");
const office = "203.0.113.20";

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createServices(handle, { now: () => clock });
});

afterAll(async () => {
  await handle.close();
});

async function refusal(promise: Promise<unknown>): Promise<StaffError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof StaffError)) throw new Error(`expected a StaffError, got ${String(error)}`);
  return error;
}

async function auditRows(action?: string) {
  const rows = await handle.db.select().from(auditLog).orderBy(auditLog.id);
  return action ? rows.filter((row) => row.action === action) : rows;
}

function codeFor(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at.getTime() });
}

function linkToken(text: string): string {
  const token = /token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no link in ${text}`);
  return token;
}

let owner: StaffActor;

describe("a fresh store", () => {
  it("has no owner and offers a one-time set-up link that makes the first owner and signs them in", async () => {
    expect(await services.staff.hasOwner()).toBe(false);
    const stale = await services.staff.issueSetupLink();
    const token = await services.staff.issueSetupLink();
    if (!stale || !token) throw new Error("a store without an owner should offer a set-up link");
    // Each start prints a new link; the one printed before stops working.
    expect(await services.staff.invitationFor(stale)).toBeNull();
    expect(await services.staff.invitationFor(token)).toEqual({ email: null, role: "owner" });

    const signedIn = await services.staff.acceptInvitation(
      token,
      { name: "Meera Iyer", email: "meera@aangan.example", password: "a long owner password" },
      { clientAddress: office },
    );
    expect(signedIn.staff).toMatchObject({ name: "Meera Iyer", role: "owner", hasSecondFactor: false });
    expect(await services.staff.staffOfSession(signedIn.token)).toMatchObject({ email: "meera@aangan.example" });
    owner = { staff: signedIn.staff, clientAddress: office };

    expect((await refusal(services.staff.acceptInvitation(token, { name: "Someone", email: "x@example.com", password: "another password" }, { clientAddress: office }))).code).toBe("invalid_link");
    expect(await services.staff.issueSetupLink()).toBeNull();
    expect(await services.staff.hasOwner()).toBe(true);

    const [created] = await auditRows("staff.create");
    expect(created).toMatchObject({ actor: "Meera Iyer <meera@aangan.example>", entityType: "staff", clientAddress: office, before: null });
    expect(created?.after).toMatchObject({ email: "meera@aangan.example", role: "owner" });
    expect(JSON.stringify(await auditRows())).not.toContain("argon2");
  });
});

describe("invitations and roles", () => {
  let support: StaffActor;

  it("the owner invites someone by e-mail as support; the link makes their account once", async () => {
    const invitation = await services.staff.invite(owner, { email: "ravi@aangan.example", role: "support" }, "https://aangan.example");
    expect(await services.staff.listInvitations(owner)).toEqual([expect.objectContaining({ email: "ravi@aangan.example", role: "support", invitedBy: "Meera Iyer" })]);
    const [mail] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "ravi@aangan.example"));
    expect(mail?.textBody).toContain("Meera Iyer invited you");
    expect(mail?.textBody).toContain("https://aangan.example/admin/invitation?token=");
    const token = linkToken(mail?.textBody ?? "");
    expect(await services.staff.invitationFor(token)).toEqual({ email: "ravi@aangan.example", role: "support" });

    const ravi = await services.staff.acceptInvitation(token, { name: "Ravi Menon", password: "ravi's own password" }, { clientAddress: "198.51.100.4" });
    expect(ravi.staff).toMatchObject({ email: "ravi@aangan.example", role: "support" });
    support = { staff: ravi.staff, clientAddress: "198.51.100.4" };
    expect(await services.staff.listInvitations(owner)).toEqual([]);
    expect((await refusal(services.staff.acceptInvitation(token, { name: "Ravi again", password: "ravi's own password" }, { clientAddress: office }))).code).toBe("invalid_link");
    expect((await auditRows("staff.invite"))[0]).toMatchObject({ staffId: owner.staff.id, entityType: "staff-invitation", entityId: String(invitation.id) });
  });

  it("a support member may not invite or change staff: 403, and nothing is written", async () => {
    const before = (await auditRows()).length;
    const invite = await refusal(services.staff.invite(support, { email: "eve@example.com", role: "owner" }, "https://aangan.example"));
    expect(invite).toMatchObject({ code: "forbidden", status: 403 });
    expect((await refusal(services.staff.updateMember(support, support.staff.id, { role: "owner" }))).status).toBe(403);
    expect((await refusal(services.staff.listStaff(support))).status).toBe(403);
    expect((await auditRows()).length).toBe(before);
    const [outbox] = await handle.db.select({ sent: count() }).from(emailOutbox).where(eq(emailOutbox.toAddress, "eve@example.com"));
    expect(outbox?.sent).toBe(0);
  });

  it("an invitation to an address already on the staff is refused", async () => {
    expect((await refusal(services.staff.invite(owner, { email: "RAVI@aangan.example", role: "catalog" }, "https://aangan.example"))).code).toBe("email_taken");
  });

  it("the store keeps an owner who can sign in: the last one cannot be demoted or disabled", async () => {
    expect((await refusal(services.staff.updateMember(owner, owner.staff.id, { role: "support" }))).code).toBe("last_owner");
    expect((await refusal(services.staff.updateMember(owner, owner.staff.id, { disabled: true }))).code).toBe("last_owner");
    const [row] = await handle.db.select().from(staffMembers).where(eq(staffMembers.id, owner.staff.id));
    expect(row).toMatchObject({ role: "owner", disabledAt: null });
  });

  it("two owners demoting each other at once leave one owner", async () => {
    const second = await services.staff.addFromCommandLine({ email: "kiran@aangan.example", name: "Kiran Shah", role: "owner", password: "kiran's password" });
    const kiran: StaffActor = { staff: second, clientAddress: office };
    const results = await Promise.allSettled([
      services.staff.updateMember(owner, second.id, { role: "operations" }),
      services.staff.updateMember(kiran, owner.staff.id, { role: "operations" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [owners] = await handle.db.select({ owners: count() }).from(staffMembers).where(eq(staffMembers.role, "owner"));
    expect(owners?.owners).toBe(1);
    const fromScript = (await auditRows("staff.create")).find((row) => row.entityId === String(second.id));
    expect(fromScript).toMatchObject({ actor: "command line", staffId: null, clientAddress: null });
    // Whoever lost, put the first owner back for the tests below.
    const [meera] = await handle.db.select().from(staffMembers).where(eq(staffMembers.id, owner.staff.id));
    if (meera?.role !== "owner") await services.staff.updateMember(kiran, owner.staff.id, { role: "owner" });
  });

  it("a disabled member's sessions end and they cannot sign in", async () => {
    const session = await services.staff.signIn({ email: "ravi@aangan.example", password: "ravi's own password" }, { clientAddress: "198.51.100.4" });
    await services.staff.updateMember(owner, support.staff.id, { disabled: true });
    expect(await services.staff.staffOfSession(session.token)).toBeNull();
    expect((await refusal(services.staff.signIn({ email: "ravi@aangan.example", password: "ravi's own password" }, { clientAddress: "198.51.100.4" }))).code).toBe("invalid_credentials");
    const [update] = (await auditRows("staff.update")).slice(-1);
    expect(update?.before).toMatchObject({ disabledAt: null });
    expect(JSON.stringify(update?.after)).toMatch(/"disabledAt":"\d{4}-\d{2}-\d{2}T/);
  });
});

describe("signing in", () => {
  it("refuses a wrong password and an unknown address alike, and limits tries per account and address", async () => {
    const wrong = await refusal(services.staff.signIn({ email: "meera@aangan.example", password: "not it" }, { clientAddress: "192.0.2.50" }));
    const unknown = await refusal(services.staff.signIn({ email: "nobody@aangan.example", password: "not it" }, { clientAddress: "192.0.2.50" }));
    expect(wrong.message).toBe(unknown.message);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await refusal(services.staff.signIn({ email: "meera@aangan.example", password: "still not it" }, { clientAddress: "192.0.2.50" }));
    }
    const limited = await refusal(services.staff.signIn({ email: "meera@aangan.example", password: "a long owner password" }, { clientAddress: "192.0.2.50" }));
    expect(limited).toMatchObject({ code: "rate_limited", status: 429 });
    // The owner, from the office, is not locked out by a guesser elsewhere.
    const signedIn = await services.staff.signIn({ email: "meera@aangan.example", password: "a long owner password" }, { clientAddress: office });
    expect(signedIn.staff.email).toBe("meera@aangan.example");
  });

  it("with a second factor, asks for the code after the password and accepts only the current one", async () => {
    const enrolment = services.staff.startSecondFactor(owner);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    expect((await refusal(services.staff.confirmSecondFactor(owner, { secret: enrolment.secret, code: "000000" }))).code).toBe("wrong_code");
    const member = await services.staff.confirmSecondFactor(owner, { secret: enrolment.secret, code: codeFor(enrolment.secret, clock) });
    expect(member.hasSecondFactor).toBe(true);
    expect(JSON.stringify(await auditRows("staff.second-factor-on"))).not.toContain(enrolment.secret);

    const credentials = { email: "meera@aangan.example", password: "a long owner password" };
    expect((await refusal(services.staff.signIn(credentials, { clientAddress: office }))).code).toBe("second_factor_required");
    const stale = codeFor(enrolment.secret, new Date(clock.getTime() - 5 * 60 * 1000));
    expect((await refusal(services.staff.signIn({ ...credentials, code: stale }, { clientAddress: office }))).code).toBe("wrong_code");
    const signedIn = await services.staff.signIn({ ...credentials, code: codeFor(enrolment.secret, clock) }, { clientAddress: office });
    expect(signedIn.staff.hasSecondFactor).toBe(true);
  });

  it("signs out everywhere: every session of the member ends", async () => {
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    const secret = (await handle.db.select().from(staffMembers).where(eq(staffMembers.id, owner.staff.id)))[0]?.totpSecret ?? "";
    const credentials = { email: "meera@aangan.example", password: "a long owner password" };
    const laptop = await services.staff.signIn({ ...credentials, code: codeFor(secret, clock) }, { clientAddress: office });
    const phone = await services.staff.signIn({ ...credentials, code: codeFor(secret, clock) }, { clientAddress: "198.51.100.9" });
    await services.staff.signOutEverywhere({ staff: laptop.staff, clientAddress: office });
    expect(await services.staff.staffOfSession(laptop.token)).toBeNull();
    expect(await services.staff.staffOfSession(phone.token)).toBeNull();
  });
});

describe("the audit trail", () => {
  it("cannot be changed, deleted or emptied, the database refusing whoever asks", async () => {
    const before = await auditRows();
    expect(before.length).toBeGreaterThan(3);
    await expect(handle.db.execute(sql`update audit_log set actor = 'someone else'`)).rejects.toThrow();
    await expect(handle.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(handle.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await auditRows()).toEqual(before);
  });

  it("is read newest first, filtered by action and staff member", async () => {
    const page = await services.auditTrail.list(owner, { action: "staff.create" }, 1, 10);
    expect(page.total).toBe(3);
    expect(page.entries.map((entry) => entry.actor)).toEqual(["command line", "Ravi Menon <ravi@aangan.example>", "Meera Iyer <meera@aangan.example>"]);
    const mine = await services.auditTrail.list(owner, { staffId: owner.staff.id }, 1, 50);
    expect(mine.entries.every((entry) => entry.staffId === owner.staff.id)).toBe(true);
    expect(await services.auditTrail.actions(owner)).toContain("staff.invite");
  });
});
