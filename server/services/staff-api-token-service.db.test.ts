// API tokens on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the
// owner makes a token for an integration and sees it once, the store keeps only its hash, the token
// acts with its own role under a name that says which token acted, it stops when revoked or when its
// maker leaves or is demoted, and only a signed-in owner may make or revoke tokens.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffError, type StaffActor } from "../../app/lib/contracts/staff";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DatabaseHandle } from "../db/client";
import { auditLog, staffApiTokens } from "../db/schema";
import { createServices, type Services } from "./services";

let handle: DatabaseHandle;
let services: Services;
let clock = new Date("2026-03-02T09:00:00Z");
const office = "203.0.113.30";
const courierServer = "198.51.100.77";

let meera: StaffActor;
let kiran: StaffActor;
let ravi: StaffActor;

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createServices(handle, { now: () => clock });
  const add = async (name: string, email: string, role: "owner" | "operations") => ({
    staff: await services.staff.addFromCommandLine({ email, name, role, password: `${name}'s long password` }),
    clientAddress: office,
  });
  meera = await add("Meera Iyer", "meera@aangan.example", "owner");
  kiran = await add("Kiran Shah", "kiran@aangan.example", "owner");
  ravi = await add("Ravi Menon", "ravi@aangan.example", "operations");
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

async function auditRows(action: string) {
  const rows = await handle.db.select().from(auditLog).orderBy(auditLog.id);
  return rows.filter((row) => row.action === action);
}

async function tableText(): Promise<string> {
  const tokens = await handle.db.select().from(staffApiTokens);
  const audit = await handle.db.select().from(auditLog);
  return JSON.stringify([tokens, audit]);
}

describe("making a token", () => {
  it("the owner makes one for the courier's updates: shown once, kept only as its SHA-256, listed without it, and audited", async () => {
    const { token, view } = await services.apiTokens.create(meera, { name: "  Courier updates ", role: "operations" });
    expect(token).toMatch(/^aangan_staff_[A-Za-z0-9_-]{43}$/);
    expect(view).toMatchObject({ name: "Courier updates", role: "operations", createdBy: "Meera Iyer", lastUsedAt: null, revokedAt: null, inactiveReason: null });

    const [row] = await handle.db.select().from(staffApiTokens).where(eq(staffApiTokens.id, view.id));
    expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    // Neither the token nor any part of its secret is stored anywhere a leaked table would show.
    expect(await tableText()).not.toContain(token.slice("aangan_staff_".length));

    expect(await services.apiTokens.list(meera)).toEqual([view]);
    const [created] = await auditRows("api-token.create");
    expect(created).toMatchObject({ actor: "Meera Iyer <meera@aangan.example>", staffId: meera.staff.id, entityType: "api-token", entityId: String(view.id), clientAddress: office });
    expect(created?.after).toEqual({ name: "Courier updates", role: "operations" });
  });

  it("refuses a blank, overlong or unstorable name, writing nothing", async () => {
    const before = await tableText();
    for (const name of ["", "   ", "x".repeat(81), "a\u0000b"]) {
      expect((await refusal(services.apiTokens.create(meera, { name, role: "support" }))).code, JSON.stringify(name)).toBe("invalid_request");
    }
    expect(await tableText()).toBe(before);
  });

  it("staff other than owners may not list, make or revoke tokens: 403, nothing written", async () => {
    const before = await tableText();
    expect((await refusal(services.apiTokens.list(ravi))).status).toBe(403);
    expect((await refusal(services.apiTokens.create(ravi, { name: "Mine", role: "owner" }))).status).toBe(403);
    expect((await refusal(services.apiTokens.revoke(ravi, 1))).status).toBe(403);
    expect(await tableText()).toBe(before);
  });
});

describe("acting with a token", () => {
  it("acts with the token's role as its maker's record, named after the token, and the audit trail says which token acted", async () => {
    const { token, view } = await services.apiTokens.create(meera, { name: "HR sync", role: "owner" });
    const actor = await services.apiTokens.actorOfToken(token, courierServer);
    expect(actor).toMatchObject({
      staff: { id: meera.staff.id, email: "meera@aangan.example", role: "owner", name: `API token #${view.id} 'HR sync' (by Meera Iyer)` },
      clientAddress: courierServer,
      apiToken: { id: view.id, name: "HR sync" },
    });
    if (!actor) throw new Error("the token should act");

    await services.staff.invite(actor, { email: "asha.support@aangan.example", role: "support" }, "http://store.test");
    const [invited] = await auditRows("staff.invite");
    expect(invited).toMatchObject({ actor: `API token #${view.id} 'HR sync' (by Meera Iyer) <meera@aangan.example>`, staffId: meera.staff.id, clientAddress: courierServer });
  });

  it("an operations token is refused what operations may not do", async () => {
    const { token } = await services.apiTokens.create(meera, { name: "Warehouse script", role: "operations" });
    const actor = await services.apiTokens.actorOfToken(token, courierServer);
    if (!actor) throw new Error("the token should act");
    expect((await refusal(services.staff.listStaff(actor))).message).toBe("Your role does not allow this (staff.manage).");
    expect((await refusal(services.auditTrail.list(actor, {}, 1))).status).toBe(403);
  });

  it("a token, even an owner's, may not make or revoke tokens: a leaked one cannot mint its successors", async () => {
    const { token, view } = await services.apiTokens.create(meera, { name: "Owner script", role: "owner" });
    const actor = await services.apiTokens.actorOfToken(token, courierServer);
    if (!actor) throw new Error("the token should act");
    const before = await tableText();
    expect((await refusal(services.apiTokens.create(actor, { name: "Successor", role: "owner" }))).status).toBe(403);
    expect((await refusal(services.apiTokens.revoke(actor, view.id))).status).toBe(403);
    expect(await tableText()).toBe(before);
    // Reading the list is harmless: it never holds a token.
    expect((await services.apiTokens.list(actor)).map((listed) => listed.name)).toContain("Owner script");
  });

  it("notes when it was last used, at most once a minute", async () => {
    const { token, view } = await services.apiTokens.create(meera, { name: "Busy integration", role: "support" });
    const lastUsed = async () => (await services.apiTokens.list(meera)).find((listed) => listed.id === view.id)?.lastUsedAt;
    const start = clock;
    await services.apiTokens.actorOfToken(token, courierServer);
    expect(await lastUsed()).toBe(start.toISOString());
    clock = new Date(start.getTime() + 59_000);
    await services.apiTokens.actorOfToken(token, courierServer);
    expect(await lastUsed()).toBe(start.toISOString());
    clock = new Date(start.getTime() + 61_000);
    await services.apiTokens.actorOfToken(token, courierServer);
    expect(await lastUsed()).toBe(clock.toISOString());
  });

  it("anything but a live token of ours acts as nobody", async () => {
    const session = await services.staff.signIn({ email: "meera@aangan.example", password: "Meera Iyer's long password" }, { clientAddress: office });
    for (const junk of ["", "aangan_staff_", `aangan_staff_${"A".repeat(43)}`, session.token, `aangan_staff_${session.token}x`, "' OR 1=1 --", "a\u0000b"]) {
      expect(await services.apiTokens.actorOfToken(junk, courierServer), junk).toBeNull();
    }
  });
});

describe("stopping a token", () => {
  it("a revoked token stops at once, stays listed as revoked, and the revocation is audited", async () => {
    const { token, view } = await services.apiTokens.create(meera, { name: "Old courier", role: "operations" });
    expect(await services.apiTokens.actorOfToken(token, courierServer)).not.toBeNull();
    clock = new Date(clock.getTime() + 5_000);
    await services.apiTokens.revoke(kiran, view.id);
    expect(await services.apiTokens.actorOfToken(token, courierServer)).toBeNull();
    expect((await services.apiTokens.list(meera)).find((listed) => listed.id === view.id)).toMatchObject({ revokedAt: clock.toISOString(), inactiveReason: null });
    const [revoked] = (await auditRows("api-token.revoke")).filter((row) => row.entityId === String(view.id));
    expect(revoked).toMatchObject({ actor: "Kiran Shah <kiran@aangan.example>", before: { name: "Old courier", role: "operations", revokedAt: null } });

    expect((await refusal(services.apiTokens.revoke(kiran, view.id))).code).toBe("not_found");
    expect((await refusal(services.apiTokens.revoke(kiran, 999_999))).code).toBe("not_found");
  });

  it("stops while its maker is disabled or no longer an owner, and works again when they are restored", async () => {
    const { token, view } = await services.apiTokens.create(kiran, { name: "Kiran's sync", role: "support" });
    const status = async () => (await services.apiTokens.list(meera)).find((listed) => listed.id === view.id)?.inactiveReason;
    expect(await services.apiTokens.actorOfToken(token, courierServer)).not.toBeNull();

    await services.staff.updateMember(meera, kiran.staff.id, { disabled: true });
    expect(await services.apiTokens.actorOfToken(token, courierServer)).toBeNull();
    expect(await status()).toBe("Its creator's account is disabled.");

    await services.staff.updateMember(meera, kiran.staff.id, { disabled: false, role: "operations" });
    expect(await services.apiTokens.actorOfToken(token, courierServer)).toBeNull();
    expect(await status()).toBe("Its creator is no longer an owner.");

    await services.staff.updateMember(meera, kiran.staff.id, { role: "owner" });
    expect(await services.apiTokens.actorOfToken(token, courierServer)).toMatchObject({ staff: { role: "support" } });
    expect(await status()).toBeNull();
  });

  it("the database keeps every token's role among the known ones", async () => {
    await expect(handle.db.execute(sql`update staff_api_tokens set role = 'superuser'`)).rejects.toThrow();
  });
});
