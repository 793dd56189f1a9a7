// Staff moderating shoppers' reviews: the list (by state, rating, product and words, newest
// first), hiding one with a reason and showing it again. A hidden review is off the product page
// and out of the product's rating and review count; its author still sees it, with the reason,
// in their order history. Staff with reviews.manage only; every change is audited in its own
// transaction, which also brings the product's rating up to date.
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import {
  ReviewAdminError,
  reviewAdminMessages,
  type AdminReviewFilters,
  type AdminReviewPage,
  type AdminReviewView,
} from "../../app/lib/contracts/admin-reviews";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { hideReviewSchema, type HideReviewInput } from "../../app/lib/forms/review-moderation-schema";
import type { Database } from "../db/client";
import { products, reviews, staffMembers } from "../db/schema";
import { recordChange } from "./audit-trail";
import { refreshProductRating } from "./product-rating";
import { requirePermission } from "./require-permission";
import { containsPattern } from "../db/contains-pattern";

export const reviewPageSize = 25;


const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  authorName: reviews.authorName,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  orderLineId: reviews.orderLineId,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  hiddenBy: staffMembers.name,
};

type ReviewRow = {
  id: number;
  productId: number;
  productName: string;
  authorName: string;
  rating: number;
  comment: string;
  createdAt: Date;
  orderLineId: number | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  hiddenBy: string | null;
};

function viewOf(row: ReviewRow): AdminReviewView {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    authorName: row.authorName,
    rating: row.rating,
    comment: row.comment,
    createdAt: new Date(row.createdAt).toISOString(),
    verifiedBuyer: row.orderLineId !== null,
    state: row.hiddenAt ? "hidden" : "shown",
    hiddenAt: row.hiddenAt ? new Date(row.hiddenAt).toISOString() : null,
    hiddenReason: row.hiddenReason,
    hiddenBy: row.hiddenAt ? row.hiddenBy : null,
  };
}

/** Each filter is one an index serves: state (hidden: a partial index), rating, product, words (trigrams). */
function conditionsOf(filters: AdminReviewFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.state === "hidden") conditions.push(isNotNull(reviews.hiddenAt));
  if (filters.state === "shown") conditions.push(isNull(reviews.hiddenAt));
  if (filters.rating !== undefined) conditions.push(eq(reviews.rating, filters.rating));
  if (filters.productId !== undefined) conditions.push(eq(reviews.productId, filters.productId));
  if (filters.query) {
    const pattern = containsPattern(filters.query);
    conditions.push(sql`(lower(${reviews.comment}) like ${pattern} or lower(${reviews.authorName}) like ${pattern})`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createReviewModerationService(db: Database) {
  async function readReview(tx: Database, id: number): Promise<AdminReviewView | null> {
    const [row] = await tx
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(staffMembers, eq(staffMembers.id, reviews.hiddenBy))
      .where(eq(reviews.id, id));
    return row ? viewOf(row) : null;
  }

  /** The review and its product locked (the product first, as a new review locks it), or not found. */
  async function lockReview(tx: Database, id: number): Promise<{ productId: number; hidden: boolean; hiddenReason: string | null }> {
    const [found] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id));
    if (!found) throw new ReviewAdminError("not_found", reviewAdminMessages.notFound);
    await tx.select({ id: products.id }).from(products).where(eq(products.id, found.productId)).for("update");
    const [row] = await tx
      .select({ productId: reviews.productId, hiddenAt: reviews.hiddenAt, hiddenReason: reviews.hiddenReason })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for("update");
    if (!row) throw new ReviewAdminError("not_found", reviewAdminMessages.notFound);
    return { productId: row.productId, hidden: row.hiddenAt !== null, hiddenReason: row.hiddenReason };
  }

  async function answer(tx: Database, id: number): Promise<AdminReviewView> {
    const view = await readReview(tx, id);
    if (!view) throw new Error(`review ${id} vanished under its row lock`);
    return view;
  }

  return {
    /** Newest first, pages of reviewPageSize. */
    async list(actor: StaffActor, filters: AdminReviewFilters, page: number): Promise<AdminReviewPage> {
      requirePermission(actor, "reviews.manage");
      const where = conditionsOf(filters);
      const [rows, [totals]] = await Promise.all([
        db
          .select(reviewColumns)
          .from(reviews)
          .innerJoin(products, eq(products.id, reviews.productId))
          .leftJoin(staffMembers, eq(staffMembers.id, reviews.hiddenBy))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(reviewPageSize)
          .offset((page - 1) * reviewPageSize),
        db.select({ total: count() }).from(reviews).where(where),
      ]);
      return { reviews: rows.map(viewOf), total: totals?.total ?? 0, page, pageSize: reviewPageSize };
    },

    async detail(actor: StaffActor, id: number): Promise<AdminReviewView> {
      requirePermission(actor, "reviews.manage");
      const view = await readReview(db, id);
      if (!view) throw new ReviewAdminError("not_found", reviewAdminMessages.notFound);
      return view;
    },

    /** Takes the review off the product page and out of its rating; the reason is shown to its author. */
    async hide(actor: StaffActor, id: number, input: HideReviewInput): Promise<AdminReviewView> {
      requirePermission(actor, "reviews.manage");
      const parsed = hideReviewSchema.safeParse(input);
      if (!parsed.success) throw new ReviewAdminError("invalid_request", parsed.error.issues[0]?.message ?? "Say why the review is hidden.");
      const { reason } = parsed.data;
      return db.transaction(async (tx) => {
        const before = await lockReview(tx, id);
        if (before.hidden) throw new ReviewAdminError("not_allowed", reviewAdminMessages.alreadyHidden);
        await tx
          .update(reviews)
          .set({ hiddenAt: sql`now()`, hiddenReason: reason, hiddenBy: actor.staff.id })
          .where(eq(reviews.id, id));
        await refreshProductRating(tx, before.productId);
        await recordChange(tx, actor, {
          action: "review.hide",
          entityType: "review",
          entityId: id,
          before: { state: "shown" },
          after: { state: "hidden", reason },
        });
        return answer(tx, id);
      });
    },

    /** Puts a hidden review back on the product page and into its rating. */
    async show(actor: StaffActor, id: number): Promise<AdminReviewView> {
      requirePermission(actor, "reviews.manage");
      return db.transaction(async (tx) => {
        const before = await lockReview(tx, id);
        if (!before.hidden) throw new ReviewAdminError("not_allowed", reviewAdminMessages.alreadyShown);
        await tx.update(reviews).set({ hiddenAt: null, hiddenReason: null, hiddenBy: null }).where(eq(reviews.id, id));
        await refreshProductRating(tx, before.productId);
        await recordChange(tx, actor, {
          action: "review.show",
          entityType: "review",
          entityId: id,
          before: { state: "hidden", reason: before.hiddenReason },
          after: { state: "shown" },
        });
        return answer(tx, id);
      });
    },
  };
}

export type ReviewModerationService = ReturnType<typeof createReviewModerationService>;
