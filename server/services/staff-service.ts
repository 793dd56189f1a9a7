// Staff accounts: the owner's set-up link, invitations, sign-in with an optional TOTP second
// factor, sessions apart from shoppers', roles, and the permission check every admin page, action
// and API call goes through. Passwords and session tokens are kept as the shop's are (argon2id,
// SHA-256 of a random token). Every change is written to the audit trail in its own transaction.
import { hash, verify } from "@node-rs/argon2";
import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { z } from "zod";
import { staffRoles, type StaffRole } from "../../app/lib/admin/staff-permissions";
import { StaffError, staffErrorMessages, type SecondFactorEnrolment, type StaffActor, type StaffInvitationView, type StaffMember } from "../../app/lib/contracts/staff";
import { site } from "../../app/lib/site";
import type { Database } from "../db/client";
import { emailOutbox, staffInvitations, staffMembers, staffSessions } from "../db/schema";
import { newSession } from "../lib/new-session";
import { hashToken, newToken, tokenPattern } from "../lib/tokens";
import { staffInvitationEmail } from "../mail/staff-invitation-email";
import { qrModules } from "../../app/lib/qr-modules";
import { commandLine, recordChange, type AuditActor } from "./audit-trail";
import { queryRows } from "./catalog-sql";
import { requirePermission } from "./require-permission";
import { rateLimitRules, type RateLimitRule, type RateLimitService } from "./rate-limit-service";

const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Staff sessions are shorter than shoppers': a day idle, a week at most. */
export const staffSessionIdleMs = 24 * 60 * 60 * 1000;
export const staffSessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000;
const sessionTouchMs = 60 * 1000;
export const invitationDays = 7;
export const setupLinkHours = 24;

export interface StaffServiceOptions {
  rateLimits: RateLimitService;
  now?: () => Date;
}

export interface StaffSignIn {
  token: string;
  staff: StaffMember;
  expiresAt: Date;
}

type StaffRow = typeof staffMembers.$inferSelect;

/** A signed-in staff member's session as staffOfSession reads it. */
const sessionRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  hasSecondFactor: z.boolean(),
  createdAt: z.string(),
  sessionId: z.number(),
  lastSeenAt: z.string(),
  absoluteExpiresAt: z.string(),
});

/** A 20-byte secret in base32, as startSecondFactor() makes them. */
const totpSecretPattern = /^[A-Z2-7]{32}$/;

function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    hasSecondFactor: row.totpSecret !== null,
    createdAt: new Date(row.createdAt).toISOString(),
    disabledAt: row.disabledAt ? new Date(row.disabledAt).toISOString() : null,
  };
}

/** What the audit trail keeps of a staff member: never the hash or the secret. */
function auditView(member: StaffMember) {
  return { email: member.email, name: member.name, role: member.role, hasSecondFactor: member.hasSecondFactor, disabledAt: member.disabledAt };
}

function totpFor(email: string, secret: string): TOTP {
  return new TOTP({ issuer: `${site.name} back office`, label: email, secret: Secret.fromBase32(secret), digits: 6, period: 30 });
}

/** A 6-digit code, accepted one step either side of now for clocks a little apart. */
function codeMatches(email: string, secret: string, code: string, at: Date): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpFor(email, secret).validate({ token: code, timestamp: at.getTime(), window: 1 }) !== null;
}

export function createStaffService(db: Database, options: StaffServiceOptions) {
  const now = options.now ?? (() => new Date());
  const rateLimits = options.rateLimits;
  let dummyHash: Promise<string> | null = null;
  const dummy = () => (dummyHash ??= hash(newToken(), argon2Options));

  async function limit(keys: readonly (readonly [string, RateLimitRule])[]): Promise<void> {
    const retryAfterMs = await rateLimits.hitAll(keys);
    if (retryAfterMs > 0) {
      const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
      throw new StaffError("rate_limited", staffErrorMessages.tooManyAttempts(minutes), minutes * 60);
    }
  }

  async function findByEmail(tx: Database, email: string): Promise<StaffRow | null> {
    const [row] = await tx
      .select()
      .from(staffMembers)
      .where(sql`lower(${staffMembers.email}) = ${normalisedEmail(email)}`)
      .limit(1);
    return row ?? null;
  }

  async function findById(tx: Database, id: number): Promise<StaffRow> {
    const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
    if (!row) throw new StaffError("not_found", staffErrorMessages.notFound);
    return row;
  }

  async function activeOwners(tx: Database): Promise<number> {
    const [row] = await tx
      .select({ owners: count() })
      .from(staffMembers)
      .where(and(eq(staffMembers.role, "owner"), isNull(staffMembers.disabledAt)));
    return row?.owners ?? 0;
  }

  async function createSession(staffId: number): Promise<{ token: string; expiresAt: Date }> {
    const session = newSession(now(), { idleMs: staffSessionIdleMs, absoluteMs: staffSessionAbsoluteMs });
    await db.insert(staffSessions).values({ ...session.row, staffId });
    return { token: session.token, expiresAt: session.expiresAt };
  }

  /** The unused, unexpired invitation behind a token, locked when inside a transaction that changes it. */
  async function openInvitation(tx: Database, token: string, forUpdate: boolean) {
    if (!tokenPattern.test(token)) return null;
    const query = tx
      .select()
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.tokenHash, hashToken(token)),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, now()),
        ),
      )
      .limit(1);
    const [row] = forUpdate ? await query.for("update") : await query;
    return row ?? null;
  }

  /**
   * Creates a staff member and writes it to the audit trail, inside tx. `actor` may depend on the
   * new member: an accepted invitation is its new member's own first act.
   */
  async function insertMember(
    tx: Database,
    actor: AuditActor | ((member: StaffMember) => AuditActor),
    input: { email: string; name: string; role: StaffRole; passwordHash: string },
  ): Promise<StaffMember> {
    const [row] = await tx
      .insert(staffMembers)
      .values({ email: input.email.trim(), name: input.name.trim(), role: input.role, passwordHash: input.passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new StaffError("email_taken", staffErrorMessages.emailTaken);
    const member = toStaffMember(row);
    await recordChange(tx, typeof actor === "function" ? actor(member) : actor, {
      action: "staff.create",
      entityType: "staff",
      entityId: member.id,
      after: auditView(member),
    });
    return member;
  }

  async function signOut(token: string): Promise<void> {
    if (!tokenPattern.test(token)) return;
    await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
  }

  return {
    /** Whether the store has an owner who can sign in; without one, the set-up link is offered. */
    async hasOwner(): Promise<boolean> {
      return (await activeOwners(db)) > 0;
    },

    /**
     * While the store has no owner: a new one-time set-up link (earlier unused ones stop working),
     * for the log at start. Null once an owner exists.
     */
    async issueSetupLink(): Promise<string | null> {
      return db.transaction(async (tx) => {
        if ((await activeOwners(tx)) > 0) return null;
        await tx.delete(staffInvitations).where(and(isNull(staffInvitations.email), isNull(staffInvitations.acceptedAt)));
        const token = newToken();
        await tx.insert(staffInvitations).values({
          tokenHash: hashToken(token),
          email: null,
          role: "owner",
          expiresAt: new Date(now().getTime() + setupLinkHours * 60 * 60 * 1000),
        });
        return token;
      });
    },

    /** What an invitation or set-up link is for, without using it; null when it cannot be used. */
    async invitationFor(token: string): Promise<{ email: string | null; role: StaffRole } | null> {
      const row = await openInvitation(db, token, false);
      return row ? { email: row.email, role: row.role } : null;
    },

    /**
     * Uses an invitation (or the set-up link) once: creates the account and signs it in. Of two
     * racing submissions one wins; the set-up link is refused once an owner exists.
     */
    async acceptInvitation(
      token: string,
      input: { name: string; email?: string | undefined; password: string },
      context: { clientAddress: string },
    ): Promise<StaffSignIn> {
      await limit([[`staff-invitation:ip:${context.clientAddress}`, rateLimitRules.registrationFromAddress]]);
      if (!(await openInvitation(db, token, false))) throw new StaffError("invalid_link", staffErrorMessages.invalidLink);
      const passwordHash = await hash(input.password, argon2Options);
      const member = await db.transaction(async (tx) => {
        const invitation = await openInvitation(tx, token, true);
        if (!invitation) throw new StaffError("invalid_link", staffErrorMessages.invalidLink);
        const email = invitation.email ?? input.email;
        if (!email) throw new StaffError("invalid_request", "Enter your email address.");
        if (invitation.role === "owner" && invitation.email === null && (await activeOwners(tx)) > 0) {
          throw new StaffError("owner_exists", staffErrorMessages.ownerExists);
        }
        await tx.update(staffInvitations).set({ acceptedAt: now() }).where(eq(staffInvitations.id, invitation.id));
        return insertMember(tx, (staff) => ({ staff, clientAddress: context.clientAddress }), { email, name: input.name, role: invitation.role, passwordHash });
      });
      const session = await createSession(member.id);
      return { ...session, staff: member };
    },

    /** Adds a staff member from the command line (`npm run staff -- add`), audited as such. */
    async addFromCommandLine(input: { email: string; name: string; role: StaffRole; password: string }): Promise<StaffMember> {
      const passwordHash = await hash(input.password, argon2Options);
      return db.transaction((tx) => insertMember(tx, commandLine, { ...input, passwordHash }));
    },

    /**
     * E-mail and password, then the TOTP code when the account has a second factor. Limited as the
     * shop's sign-in is (per account and address, per address, per account), before any hashing.
     */
    async signIn(
      credentials: { email: string; password: string; code?: string | undefined },
      context: { clientAddress: string; previousToken?: string | null },
    ): Promise<StaffSignIn> {
      const email = normalisedEmail(credentials.email);
      const pairKey = `staff-login:email-ip:${email}:${context.clientAddress}`;
      await limit([
        [pairKey, rateLimitRules.signInAccountFromAddress],
        [`staff-login:ip:${context.clientAddress}`, rateLimitRules.signInFromAddress],
      ]);
      await limit([[`staff-login:email:${email}`, rateLimitRules.signInAccount]]);
      const row = await findByEmail(db, email);
      // An unknown address costs the same argon2 work as a wrong password, so neither says which exist.
      const matches = await verify(row?.passwordHash ?? (await dummy()), credentials.password);
      if (!row || !matches || row.disabledAt) throw new StaffError("invalid_credentials", staffErrorMessages.invalidCredentials);
      if (row.totpSecret) {
        if (!credentials.code) {
          // The password was right: not counted against the limits, the code is asked for next.
          await rateLimits.refund(pairKey);
          throw new StaffError("second_factor_required", staffErrorMessages.secondFactorRequired);
        }
        if (!codeMatches(row.email, row.totpSecret, credentials.code.trim(), now())) {
          throw new StaffError("wrong_code", staffErrorMessages.wrongCode);
        }
      }
      await rateLimits.refund(pairKey);
      if (context.previousToken) await signOut(context.previousToken);
      const session = await createSession(row.id);
      return { ...session, staff: toStaffMember(row) };
    },

    /** The staff member a session token belongs to, or null; slides the idle expiry. */
    async staffOfSession(token: string): Promise<StaffMember | null> {
      if (!tokenPattern.test(token)) return null;
      const at = now();
      // Every back-office request asks this: one reusable statement (prepared once per session)
      // that reads only what a page needs of the member, not the hash.
      const [found] = await queryRows(
        db,
        sql`select m.id, m.email, m.name, m.role, m.totp_secret is not null as "hasSecondFactor",
              m.created_at::text as "createdAt", s.id as "sessionId", s.last_seen_at::text as "lastSeenAt",
              s.absolute_expires_at::text as "absoluteExpiresAt"
            from staff_sessions s join staff_members m on m.id = s.staff_id
            where s.token_hash = ${hashToken(token)} and s.idle_expires_at > ${at} and s.absolute_expires_at > ${at}
              and m.disabled_at is null
            limit 1`,
        { reuse: true },
      );
      if (!found) return null;
      const row = sessionRowSchema.parse(found);
      if (at.getTime() - new Date(row.lastSeenAt).getTime() > sessionTouchMs) {
        const idleExpiresAt = new Date(Math.min(at.getTime() + staffSessionIdleMs, new Date(row.absoluteExpiresAt).getTime()));
        await db.update(staffSessions).set({ lastSeenAt: at, idleExpiresAt }).where(eq(staffSessions.id, row.sessionId));
      }
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.role,
        hasSecondFactor: row.hasSecondFactor,
        createdAt: new Date(row.createdAt).toISOString(),
        disabledAt: null,
      };
    },

    signOut,

    /** Ends every session of the actor, on every device (this one included). */
    async signOutEverywhere(actor: StaffActor): Promise<void> {
      await db.transaction(async (tx) => {
        const ended = await tx.delete(staffSessions).where(eq(staffSessions.staffId, actor.staff.id)).returning({ id: staffSessions.id });
        await recordChange(tx, actor, { action: "staff.sign-out-everywhere", entityType: "staff", entityId: actor.staff.id, after: { sessionsEnded: ended.length } });
      });
    },

    /**
     * A TOTP secret to show: a new one, or `secret` again (after a mistyped code, so the app the
     * staff member already added keeps working). Nothing is saved until confirmSecondFactor().
     */
    startSecondFactor(actor: StaffActor, secret?: string): SecondFactorEnrolment {
      const shown = secret && totpSecretPattern.test(secret) ? secret : new Secret({ size: 20 }).base32;
      const uri = totpFor(actor.staff.email, shown).toString();
      return { secret: shown, uri, qr: qrModules(uri) };
    },

    async confirmSecondFactor(actor: StaffActor, input: { secret: string; code: string }): Promise<StaffMember> {
      if (!totpSecretPattern.test(input.secret)) throw new StaffError("invalid_request", "Start setting up the second factor again.");
      if (!codeMatches(actor.staff.email, input.secret, input.code.trim(), now())) throw new StaffError("wrong_code", staffErrorMessages.wrongCode);
      return db.transaction(async (tx) => {
        const [row] = await tx.update(staffMembers).set({ totpSecret: input.secret }).where(eq(staffMembers.id, actor.staff.id)).returning();
        if (!row) throw new StaffError("not_found", staffErrorMessages.notFound);
        const member = toStaffMember(row);
        await recordChange(tx, actor, { action: "staff.second-factor-on", entityType: "staff", entityId: member.id, before: auditView(actor.staff), after: auditView(member) });
        return member;
      });
    },

    /** Turns the second factor off; asks for a current code so a stolen session cannot. */
    async removeSecondFactor(actor: StaffActor, code: string): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const current = await findById(tx, actor.staff.id);
        if (!current.totpSecret) return toStaffMember(current);
        if (!codeMatches(current.email, current.totpSecret, code.trim(), now())) throw new StaffError("wrong_code", staffErrorMessages.wrongCode);
        const [row] = await tx.update(staffMembers).set({ totpSecret: null }).where(eq(staffMembers.id, current.id)).returning();
        if (!row) throw new StaffError("not_found", staffErrorMessages.notFound);
        const member = toStaffMember(row);
        await recordChange(tx, actor, { action: "staff.second-factor-off", entityType: "staff", entityId: member.id, before: auditView(toStaffMember(current)), after: auditView(member) });
        return member;
      });
    },

    async listStaff(actor: StaffActor): Promise<StaffMember[]> {
      requirePermission(actor, "staff.manage");
      const rows = await db.select().from(staffMembers).orderBy(asc(staffMembers.name), asc(staffMembers.id));
      return rows.map(toStaffMember);
    },

    async listInvitations(actor: StaffActor): Promise<StaffInvitationView[]> {
      requirePermission(actor, "staff.manage");
      const rows = await db
        .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role, expiresAt: staffInvitations.expiresAt, invitedBy: staffMembers.name })
        .from(staffInvitations)
        .innerJoin(staffMembers, eq(staffMembers.id, staffInvitations.invitedBy))
        .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now())))
        .orderBy(asc(staffInvitations.createdAt));
      return rows.flatMap((row) =>
        row.email === null ? [] : [{ id: row.id, email: row.email, role: row.role, invitedBy: row.invitedBy, expiresAt: new Date(row.expiresAt).toISOString() }],
      );
    },

    /** Invites someone by e-mail; the link goes to the outbox in the same transaction. */
    async invite(actor: StaffActor, input: { email: string; role: StaffRole }, origin: string): Promise<StaffInvitationView> {
      requirePermission(actor, "staff.manage");
      const token = newToken();
      const link = `${origin}/admin/invitation?${new URLSearchParams({ token }).toString()}`;
      const expiresAt = new Date(now().getTime() + invitationDays * 24 * 60 * 60 * 1000);
      return db.transaction(async (tx) => {
        if (await findByEmail(tx, input.email)) throw new StaffError("email_taken", staffErrorMessages.emailTaken);
        const email = input.email.trim();
        const [row] = await tx
          .insert(staffInvitations)
          .values({ tokenHash: hashToken(token), email, role: input.role, invitedBy: actor.staff.id, expiresAt })
          .returning({ id: staffInvitations.id });
        if (!row) throw new Error("the invitation was not written");
        await tx.insert(emailOutbox).values(staffInvitationEmail(email, { invitedBy: actor.staff.name, role: input.role, link, days: invitationDays }));
        await recordChange(tx, actor, { action: "staff.invite", entityType: "staff-invitation", entityId: row.id, after: { email, role: input.role } });
        return { id: row.id, email, role: input.role, invitedBy: actor.staff.name, expiresAt: expiresAt.toISOString() };
      });
    },

    async revokeInvitation(actor: StaffActor, invitationId: number): Promise<void> {
      requirePermission(actor, "staff.manage");
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(staffInvitations)
          .set({ expiresAt: now() })
          .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now())))
          .returning({ email: staffInvitations.email, role: staffInvitations.role });
        if (!row) throw new StaffError("not_found", "No such open invitation.");
        await recordChange(tx, actor, { action: "staff.revoke-invitation", entityType: "staff-invitation", entityId: invitationId, before: row });
      });
    },

    /** A new role, or the account disabled or enabled again; the store always keeps an owner who can sign in. */
    async updateMember(actor: StaffActor, staffId: number, change: { role?: StaffRole | undefined; disabled?: boolean | undefined }): Promise<StaffMember> {
      requirePermission(actor, "staff.manage");
      return db.transaction(async (tx) => {
        // Locks every owner row: two owners demoting each other at once cannot leave none.
        await tx.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.role, "owner")).for("update");
        const before = toStaffMember(await findById(tx, staffId));
        const disabledAt = change.disabled === undefined ? undefined : change.disabled ? now() : null;
        const [row] = await tx
          .update(staffMembers)
          .set({ ...(change.role ? { role: change.role } : {}), ...(disabledAt !== undefined ? { disabledAt } : {}) })
          .where(eq(staffMembers.id, staffId))
          .returning();
        if (!row) throw new StaffError("not_found", staffErrorMessages.notFound);
        if ((await activeOwners(tx)) === 0) throw new StaffError("last_owner", staffErrorMessages.lastOwner);
        const after = toStaffMember(row);
        // Roles are read afresh on every request; a disabled account's sessions end at once.
        if (after.disabledAt) await tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
        await recordChange(tx, actor, { action: "staff.update", entityType: "staff", entityId: staffId, before: auditView(before), after: auditView(after) });
        return after;
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
