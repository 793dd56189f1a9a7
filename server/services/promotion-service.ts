// Promo codes in the back office: the list with each code's uses, a new code, its terms changed,
// switched on or off. Staff with promotions.manage only; every change is written to the audit
// trail in its own transaction. What a code takes off and when a shopper may use it are the
// coupon rules' (coupon-rules.ts, order-totals.ts), read by the cart, checkout and the order.
import { asc, eq, sql } from "drizzle-orm";
import {
  PromotionError,
  promotionErrorMessages,
  type PromotionState,
  type PromotionView,
} from "../../app/lib/contracts/promotions";
import type { StaffActor } from "../../app/lib/contracts/staff";
import {
  indiaDateTimeOf,
  indiaDateTimeToDate,
  newPromotionSchema,
  promotionTermsSchema,
  type NewPromotionInput,
  type PromotionTermsInput,
} from "../../app/lib/forms/promotion-schema";
import type { Database } from "../db/client";
import { coupons } from "../db/schema";
import { recordChange } from "./audit-trail";
import { requirePermission } from "./require-permission";

type CouponRow = typeof coupons.$inferSelect;

function stateOf(row: CouponRow, now: Date): PromotionState {
  if (!row.active) return "off";
  if (row.startsAt && row.startsAt > now) return "scheduled";
  if (row.endsAt && row.endsAt <= now) return "ended";
  if (row.maxUses !== null && row.uses >= row.maxUses) return "used_up";
  return "live";
}

export function promotionViewOf(row: CouponRow, now = new Date()): PromotionView {
  return {
    code: row.code,
    kind: row.percent !== null ? "percent" : "flat",
    value: row.percent ?? row.amountOff ?? 0,
    minSubtotal: row.minSubtotal,
    startsAt: row.startsAt ? row.startsAt.toISOString() : null,
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    maxUses: row.maxUses,
    maxUsesPerShopper: row.maxUsesPerShopper,
    firstOrderOnly: row.firstOrderOnly,
    active: row.active,
    uses: row.uses,
    state: stateOf(row, now),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** What the audit trail keeps of a code: its terms as staff typed them (India times). */
function auditedTerms(view: PromotionView) {
  return {
    kind: view.kind,
    value: view.value,
    minSubtotal: view.minSubtotal,
    startsAt: view.startsAt ? indiaDateTimeOf(view.startsAt) : null,
    endsAt: view.endsAt ? indiaDateTimeOf(view.endsAt) : null,
    maxUses: view.maxUses,
    maxUsesPerShopper: view.maxUsesPerShopper,
    firstOrderOnly: view.firstOrderOnly,
    active: view.active,
  };
}

/** The columns a form's terms set; the schema has checked them, the table's checks hold them. */
function columnsOf(terms: PromotionTermsInput) {
  return {
    percent: terms.kind === "percent" ? terms.value : null,
    amountOff: terms.kind === "flat" ? terms.value : null,
    minSubtotal: terms.minSubtotal,
    startsAt: terms.startsAt ? indiaDateTimeToDate(terms.startsAt) : null,
    endsAt: terms.endsAt ? indiaDateTimeToDate(terms.endsAt) : null,
    maxUses: terms.maxUses,
    maxUsesPerShopper: terms.maxUsesPerShopper,
    firstOrderOnly: terms.firstOrderOnly,
    active: terms.active,
  };
}

/** Checks input again whoever sends it (pages and the API check it first with the same schema). */
function checked<T>(result: { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } }): T {
  if (result.success) return result.data;
  throw new PromotionError("invalid_request", result.error.issues[0]?.message ?? "The promo code's terms are not valid.");
}

/** A code as typed in a path or link: upper-cased, letters and digits, else no such code. */
function codeOf(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{1,64}$/.test(upper)) throw new PromotionError("not_found", promotionErrorMessages.notFound);
  return upper;
}

export function createPromotionService(db: Database) {
  async function lockedRow(tx: Database, code: string): Promise<CouponRow> {
    const [row] = await tx.select().from(coupons).where(eq(coupons.code, codeOf(code))).for("update");
    if (!row) throw new PromotionError("not_found", promotionErrorMessages.notFound);
    return row;
  }

  return {
    /** Every code, by name, with its uses and where it stands now. */
    async list(actor: StaffActor): Promise<PromotionView[]> {
      requirePermission(actor, "promotions.manage");
      const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
      const now = new Date();
      return rows.map((row) => promotionViewOf(row, now));
    },

    async get(actor: StaffActor, code: string): Promise<PromotionView> {
      requirePermission(actor, "promotions.manage");
      const [row] = await db.select().from(coupons).where(eq(coupons.code, codeOf(code)));
      if (!row) throw new PromotionError("not_found", promotionErrorMessages.notFound);
      return promotionViewOf(row);
    },

    async create(actor: StaffActor, input: NewPromotionInput): Promise<PromotionView> {
      requirePermission(actor, "promotions.manage");
      const { code, ...terms } = checked(newPromotionSchema.safeParse(input));
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(coupons)
          .values({ code, ...columnsOf(terms) })
          .onConflictDoNothing({ target: coupons.code })
          .returning();
        if (!row) throw new PromotionError("duplicate", promotionErrorMessages.duplicate(code));
        const view = promotionViewOf(row);
        await recordChange(tx, actor, { action: "promotion.create", entityType: "promotion", entityId: code, after: auditedTerms(view) });
        return view;
      });
    },

    /** New terms for a code; its uses so far stay counted (a lower limit can leave it used up). */
    async update(actor: StaffActor, code: string, input: PromotionTermsInput): Promise<PromotionView> {
      requirePermission(actor, "promotions.manage");
      const terms = checked(promotionTermsSchema.safeParse(input));
      return db.transaction(async (tx) => {
        const before = promotionViewOf(await lockedRow(tx, code));
        const [row] = await tx
          .update(coupons)
          .set({ ...columnsOf(terms), updatedAt: sql`now()` })
          .where(eq(coupons.code, before.code))
          .returning();
        if (!row) throw new Error(`promo code ${before.code} vanished under its row lock`);
        const after = promotionViewOf(row);
        await recordChange(tx, actor, {
          action: "promotion.update",
          entityType: "promotion",
          entityId: before.code,
          before: auditedTerms(before),
          after: auditedTerms(after),
        });
        return after;
      });
    },

    /** Switches a code on or off; switching it to where it already is changes and records nothing. */
    async setActive(actor: StaffActor, code: string, active: boolean): Promise<PromotionView> {
      requirePermission(actor, "promotions.manage");
      return db.transaction(async (tx) => {
        const before = await lockedRow(tx, code);
        if (before.active === active) return promotionViewOf(before);
        const [row] = await tx
          .update(coupons)
          .set({ active, updatedAt: sql`now()` })
          .where(eq(coupons.code, before.code))
          .returning();
        if (!row) throw new Error(`promo code ${before.code} vanished under its row lock`);
        await recordChange(tx, actor, {
          action: active ? "promotion.switch_on" : "promotion.switch_off",
          entityType: "promotion",
          entityId: before.code,
          before: { active: before.active },
          after: { active },
        });
        return promotionViewOf(row);
      });
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
