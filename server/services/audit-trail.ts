// The audit trail: who changed what, when, from where, before and after. Every staff change calls
// recordChange() with the transaction of the change itself, so either both are written or neither.
// The table is append-only; the database refuses UPDATE, DELETE and TRUNCATE (see its migration).
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { AuditEntry, AuditFilters, AuditPage } from "../../app/lib/contracts/audit";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { startOfIndianDay } from "../../app/lib/indian-day";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";
import { requirePermission } from "./require-permission";

/** A change made on the command line (`npm run staff`, `npm run orders`): no staff member, no address. */
export const commandLine = "command line" as const;

export type AuditActor = StaffActor | typeof commandLine;

export interface AuditedChange {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export function actorName(actor: AuditActor): string {
  return actor === commandLine ? commandLine : `${actor.staff.name} <${actor.staff.email}>`;
}

/**
 * What the store did by itself, with no staff member behind it: the payments flow confirming,
 * expiring or refunding on a gateway's word, and refusing what does not check out. The address is
 * the request's (a browser's report, a webhook) when there was one.
 */
export const paymentsActor = "payments" as const;

/** Writes one audit row for the store's own doing; inside the change's transaction when there is one. */
export async function recordStoreChange(
  db: Database,
  actor: typeof paymentsActor,
  change: AuditedChange,
  clientAddress: string | null = null,
): Promise<void> {
  await db.insert(auditLog).values({
    staffId: null,
    actor,
    action: change.action,
    entityType: change.entityType,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
    clientAddress,
  });
}

/** Writes one audit row; call it inside the transaction that makes the change. */
export async function recordChange(tx: Database, actor: AuditActor, change: AuditedChange): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor === commandLine ? null : actor.staff.id,
    actor: actorName(actor),
    action: change.action,
    entityType: change.entityType,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
    clientAddress: actor === commandLine ? null : actor.clientAddress,
  });
}

export function createAuditTrailService(db: Database) {
  return {
    /** The newest entries first, filtered; pages of pageSize. */
    async list(actor: StaffActor, filters: AuditFilters, page: number, pageSize = 50): Promise<AuditPage> {
      requirePermission(actor, "audit.read");
      const conditions: SQL[] = [];
      if (filters.action) conditions.push(eq(auditLog.action, filters.action));
      if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
      if (filters.entityId) conditions.push(eq(auditLog.entityId, filters.entityId));
      if (filters.staffId !== undefined) conditions.push(eq(auditLog.staffId, filters.staffId));
      if (filters.from) conditions.push(gte(auditLog.at, startOfIndianDay(filters.from)));
      if (filters.to) conditions.push(lt(auditLog.at, startOfIndianDay(filters.to, 1)));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      const entries: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        at: new Date(row.at).toISOString(),
        actor: row.actor,
        staffId: row.staffId,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        before: row.before,
        after: row.after,
        clientAddress: row.clientAddress,
      }));
      return { entries, total: totals?.total ?? 0, page, pageSize };
    },

    /** The distinct actions recorded, for the filter's choices. */
    async actions(actor: StaffActor): Promise<string[]> {
      requirePermission(actor, "audit.read");
      const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
      return rows.map((row) => row.action);
    },
  };
}
