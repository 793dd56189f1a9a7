// API tokens for integrations (a courier's status updates, a warehouse script): the owner makes one
// with a name and a role, sees it once, and revokes it. The database keeps only its SHA-256, as for
// sessions. A token acts as a StaffActor: its creator's record with the token's role, named so the
// audit trail says which token acted. It works only while its creator could still have made it
// (an active owner), so a departed or demoted owner's tokens stop with them.
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import { isStaffRole, roleMay, type StaffRole } from "../../app/lib/admin/staff-permissions";
import { StaffError, type StaffActor, type StaffApiTokenView, type StaffMember } from "../../app/lib/contracts/staff";
import { apiTokenNameMaxLength, apiTokenMessages } from "../../app/lib/forms/api-token-schema";
import { isStorableText } from "../../app/lib/storable-text";
import type { Database } from "../db/client";
import { staffApiTokens, staffMembers } from "../db/schema";
import { hashToken, newToken } from "../lib/tokens";
import { recordChange } from "./audit-trail";
import { requirePermission } from "./require-permission";

/** What every token starts with, so one pasted into a chat or a repository is recognised as ours. */
export const staffApiTokenPrefix = "aangan_staff_";
const staffApiTokenPattern = /^aangan_staff_[A-Za-z0-9_-]{43}$/;

/** last_used_at is written at most this often per token: a busy integration is not a write per call. */
const lastUsedTouchMs = 60 * 1000;

export const apiTokenErrorMessages = {
  notFound: "No such API token, or it is already revoked.",
  notByToken: "API tokens are made and revoked by an owner signed in to the back office, not by another token.",
  creatorDisabled: "Its creator's account is disabled.",
  creatorNotOwner: "Its creator is no longer an owner.",
} as const;

type TokenRow = typeof staffApiTokens.$inferSelect;
type MemberRow = typeof staffMembers.$inferSelect;

function toMember(row: MemberRow): StaffMember {
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

/** Null while the creator could still make this token; else why it is refused. */
function inactiveReasonOf(creator: MemberRow): string | null {
  if (creator.disabledAt) return apiTokenErrorMessages.creatorDisabled;
  if (!roleMay(creator.role, "api-tokens.manage")) return apiTokenErrorMessages.creatorNotOwner;
  return null;
}

function toView(row: TokenRow, creator: MemberRow): StaffApiTokenView {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    createdBy: creator.name,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
    revokedAt: row.revokedAt ? new Date(row.revokedAt).toISOString() : null,
    inactiveReason: row.revokedAt ? null : inactiveReasonOf(creator),
  };
}

/** How the audit trail names a token's acts: which token, and whose. */
export function apiTokenActorName(token: { id: number; name: string }, creatorName: string): string {
  return `API token #${token.id} '${token.name}' (by ${creatorName})`;
}

/** Tokens are managed by people: a leaked token must not be able to mint itself successors. */
function requireSignedInOwner(actor: StaffActor): void {
  requirePermission(actor, "api-tokens.manage");
  if (actor.apiToken) throw new StaffError("forbidden", apiTokenErrorMessages.notByToken);
}

function checkedInput(input: { name: string; role: StaffRole }): { name: string; role: StaffRole } {
  const name = input.name.trim();
  if (name.length === 0) throw new StaffError("invalid_request", apiTokenMessages.nameRequired);
  if (name.length > apiTokenNameMaxLength) throw new StaffError("invalid_request", apiTokenMessages.nameTooLong);
  if (!isStorableText(name)) throw new StaffError("invalid_request", apiTokenMessages.nameRequired);
  if (!isStaffRole(input.role)) throw new StaffError("invalid_request", apiTokenMessages.roleRequired);
  return { name, role: input.role };
}

export function createStaffApiTokenService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  return {
    /** Every token, newest first, revoked ones included (the owner sees what existed). */
    async list(actor: StaffActor): Promise<StaffApiTokenView[]> {
      requirePermission(actor, "api-tokens.manage");
      const rows = await db
        .select({ token: staffApiTokens, creator: staffMembers })
        .from(staffApiTokens)
        .innerJoin(staffMembers, eq(staffMembers.id, staffApiTokens.createdBy))
        .orderBy(desc(staffApiTokens.createdAt), desc(staffApiTokens.id));
      return rows.map((row) => toView(row.token, row.creator));
    },

    /** A new token: answered here once, kept only as its hash. */
    async create(actor: StaffActor, input: { name: string; role: StaffRole }): Promise<{ token: string; view: StaffApiTokenView }> {
      requireSignedInOwner(actor);
      const { name, role } = checkedInput(input);
      const token = `${staffApiTokenPrefix}${newToken()}`;
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(staffApiTokens).values({ name, role, tokenHash: hashToken(token), createdBy: actor.staff.id, createdAt: now() }).returning();
        const [creator] = await tx.select().from(staffMembers).where(eq(staffMembers.id, actor.staff.id)).limit(1);
        if (!row || !creator) throw new Error("the API token was not written");
        // Never the token or its hash: the name and role say what it is.
        await recordChange(tx, actor, { action: "api-token.create", entityType: "api-token", entityId: row.id, after: { name, role } });
        return { token, view: toView(row, creator) };
      });
    },

    /** Stops a token at once; the row stays, so the audit trail's mentions of it still make sense. */
    async revoke(actor: StaffActor, tokenId: number): Promise<void> {
      requireSignedInOwner(actor);
      if (!Number.isSafeInteger(tokenId) || tokenId < 1 || tokenId > 2_147_483_647) throw new StaffError("not_found", apiTokenErrorMessages.notFound);
      await db.transaction(async (tx) => {
        const revokedAt = now();
        const [row] = await tx
          .update(staffApiTokens)
          .set({ revokedAt })
          .where(and(eq(staffApiTokens.id, tokenId), isNull(staffApiTokens.revokedAt)))
          .returning({ name: staffApiTokens.name, role: staffApiTokens.role });
        if (!row) throw new StaffError("not_found", apiTokenErrorMessages.notFound);
        await recordChange(tx, actor, {
          action: "api-token.revoke",
          entityType: "api-token",
          entityId: tokenId,
          before: { name: row.name, role: row.role, revokedAt: null },
          after: { name: row.name, role: row.role, revokedAt: revokedAt.toISOString() },
        });
      });
    },

    /**
     * Who acts with this bearer token, or null (not ours, unknown, revoked, or its creator can no
     * longer make tokens). Notes when it was last used, at most once a minute.
     */
    async actorOfToken(token: string, clientAddress: string): Promise<StaffActor | null> {
      if (!staffApiTokenPattern.test(token)) return null;
      const [row] = await db
        .select({ token: staffApiTokens, creator: staffMembers })
        .from(staffApiTokens)
        .innerJoin(staffMembers, eq(staffMembers.id, staffApiTokens.createdBy))
        .where(and(eq(staffApiTokens.tokenHash, hashToken(token)), isNull(staffApiTokens.revokedAt)))
        .limit(1);
      if (!row || inactiveReasonOf(row.creator) !== null) return null;
      const at = now();
      const lastUsed = row.token.lastUsedAt ? new Date(row.token.lastUsedAt).getTime() : null;
      if (lastUsed === null || at.getTime() - lastUsed >= lastUsedTouchMs) {
        const staleBefore = new Date(at.getTime() - lastUsedTouchMs);
        // Conditional, so processes answering the same integration at once write it once.
        await db
          .update(staffApiTokens)
          .set({ lastUsedAt: at })
          .where(and(eq(staffApiTokens.id, row.token.id), or(isNull(staffApiTokens.lastUsedAt), lt(staffApiTokens.lastUsedAt, staleBefore))));
      }
      const creator = toMember(row.creator);
      const apiToken = { id: row.token.id, name: row.token.name };
      return {
        staff: { ...creator, name: apiTokenActorName(apiToken, creator.name), role: row.token.role },
        clientAddress,
        apiToken,
      };
    },
  };
}

export type StaffApiTokenService = ReturnType<typeof createStaffApiTokenService>;
