// Review moderation on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): a catalog editor hides a shopper's review with a reason and the product page no longer
// shows it, nor counts it in the product's rating; its author sees why in their order history;
// showing it again puts everything back. Each change is audited. The list filters by state,
// rating, product and words, a page at a time.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReviewAdminError } from "../../app/lib/contracts/admin-reviews";
import type { AuthUser } from "../../app/lib/contracts/auth";
import { StaffError, type StaffActor } from "../../app/lib/contracts/staff";
import { openTestShop, type TestShop } from "../../tests/support/test-shop";
import { auditLog, orderLines, orders, products, reviews } from "../db/schema";

let shop: TestShop;
let catalog: StaffActor;
let support: StaffActor;
let productId: number;
let shopper: AuthUser;
let reviewId: number;

beforeAll(async () => {
  shop = await openTestShop({ products: 4 });
  const add = async (name: string, role: "catalog" | "support") => ({
    staff: await shop.services.staff.addFromCommandLine({ email: `${name.toLowerCase().replace(/\s/g, ".")}@aangan.example`, name, role, password: `${name}'s long password` }),
    clientAddress: "203.0.113.42",
  });
  catalog = await add("Arjun Nair", "catalog");
  support = await add("Sunita Das", "support");

  // A shopper buys a piece, has it delivered and reviews it: a verified buyer's review.
  shopper = await shop.newShopper({ firstName: "Zoravar", lastName: "Quill" });
  const order = await shop.placeOrder(shopper, [2]);
  await shop.services.orderStatus.advance(order.number, "delivered");
  const [line] = await shop.handle.db
    .select({ id: orderLines.id, productId: orderLines.productId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.number, order.number));
  if (!line) throw new Error("the order has a line");
  productId = line.productId;
  await shop.services.account.writeReview(shopper.id, line.id, 1, "The teak arrived scratched and the seller ignored my calls. Zanzibar.");
  const [review] = await shop.handle.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderLineId, line.id));
  if (!review) throw new Error("the review is stored");
  reviewId = review.id;
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function productFigures() {
  const [row] = await shop.handle.db.select({ rating: products.rating, reviewCount: products.reviewCount }).from(products).where(eq(products.id, productId));
  return row;
}

/** What the product page shows: its reviews (first 50), their count and the rating summary. */
async function productPage() {
  const [list, summary] = await Promise.all([
    shop.services.catalog.listReviews(productId, { page: 1, limit: 50 }),
    shop.services.catalog.ratingSummary(productId),
  ]);
  return { ids: list.items.map((item) => item.id), total: list.total, summary, items: list.items };
}

async function refusalOf(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => null,
    (error: unknown) => error,
  );
}

describe("a catalog editor moderates reviews", () => {
  it("the product page marks a review from an order as a verified buyer's, and not the others", async () => {
    const page = await productPage();
    expect(page.items.find((item) => item.id === reviewId)).toMatchObject({ verified: true, user: "Zoravar Q." });
    expect(page.items.filter((item) => item.id !== reviewId).every((item) => !item.verified)).toBe(true);
  });

  it("hides a review with a reason: the product page no longer shows it and its rating and count leave it out; its author sees why", async () => {
    const before = await productPage();
    const figuresBefore = await productFigures();
    expect(before.ids).toContain(reviewId);

    const hidden = await shop.services.reviewModeration.hide(catalog, reviewId, { reason: "  Names a person; please write about the piece.  " });
    expect(hidden).toMatchObject({ id: reviewId, state: "hidden", hiddenReason: "Names a person; please write about the piece.", hiddenBy: "Arjun Nair", verifiedBuyer: true });

    const after = await productPage();
    expect(after.ids).not.toContain(reviewId);
    expect(after.total).toBe(before.total - 1);
    expect(after.summary.count).toBe(before.summary.count - 1);
    expect(after.summary.distribution[1]).toBe(before.summary.distribution[1] - 1);
    const figures = await productFigures();
    expect(figures?.reviewCount).toBe((figuresBefore?.reviewCount ?? 0) - 1);
    expect(figures?.rating).toBe(after.summary.average);

    const [history] = await shop.services.account.orders(shopper.id);
    expect(history?.items[0]).toMatchObject({ reviewed: true, reviewHiddenReason: "Names a person; please write about the piece." });

    const [entry] = await shop.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "review.hide"), eq(auditLog.entityId, String(reviewId))));
    expect(entry).toMatchObject({ staffId: catalog.staff.id, entityType: "review", after: { state: "hidden", reason: "Names a person; please write about the piece." } });
  });

  it("lists hidden reviews, and filters by rating, product and words, a page at a time", async () => {
    const hidden = await shop.services.reviewModeration.list(catalog, { state: "hidden" }, 1);
    expect(hidden.reviews.map((review) => review.id)).toEqual([reviewId]);
    expect((await shop.services.reviewModeration.list(catalog, { query: "zanzibar" }, 1)).reviews.map((review) => review.id)).toEqual([reviewId]);
    expect((await shop.services.reviewModeration.list(catalog, { query: "zoravar" }, 1)).reviews.map((review) => review.id)).toEqual([reviewId]);
    expect((await shop.services.reviewModeration.list(catalog, { query: "100%_" }, 1)).total).toBe(0);
    const ofProduct = await shop.services.reviewModeration.list(catalog, { productId, rating: 1 }, 1);
    expect(ofProduct.reviews.every((review) => review.productId === productId && review.rating === 1)).toBe(true);
    expect(ofProduct.reviews.map((review) => review.id)).toContain(reviewId);
    const shown = await shop.services.reviewModeration.list(catalog, { state: "shown" }, 1);
    expect(shown.reviews.every((review) => review.state === "shown")).toBe(true);
    const all = await shop.services.reviewModeration.list(catalog, {}, 1);
    expect(all.total).toBe(shown.total + hidden.total);
    expect(all.reviews).toHaveLength(Math.min(all.total, all.pageSize));
    const pageCount = Math.ceil(all.total / all.pageSize);
    if (pageCount > 1) {
      const second = await shop.services.reviewModeration.list(catalog, {}, 2);
      expect(second.reviews[0]?.id).not.toBe(all.reviews[0]?.id);
    }
    const newest = all.reviews.map((review) => review.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it("refuses to hide without a reason, or twice, and a support agent may not moderate; nothing changes", async () => {
    const shownReview = (await shop.services.reviewModeration.list(catalog, { state: "shown" }, 1)).reviews[0];
    if (!shownReview) throw new Error("the seed has shown reviews");
    const noReason = await refusalOf(shop.services.reviewModeration.hide(catalog, shownReview.id, { reason: "  " }));
    expect(noReason).toBeInstanceOf(ReviewAdminError);
    expect(noReason).toMatchObject({ status: 422, message: "Say why the review is hidden; its author will see it" });
    expect(await refusalOf(shop.services.reviewModeration.hide(catalog, reviewId, { reason: "Again, please." }))).toMatchObject({ status: 409 });
    const bySupport = await refusalOf(shop.services.reviewModeration.hide(support, shownReview.id, { reason: "Not my job." }));
    expect(bySupport).toBeInstanceOf(StaffError);
    expect(await refusalOf(shop.services.reviewModeration.list(support, {}, 1))).toBeInstanceOf(StaffError);
    expect(await shop.services.reviewModeration.detail(catalog, shownReview.id)).toMatchObject({ state: "shown", hiddenReason: null });
    expect(await refusalOf(shop.services.reviewModeration.detail(catalog, 999_999))).toMatchObject({ status: 404 });
  });

  it("shows the review again: back on the product page and in its rating, and its author sees it as published", async () => {
    const before = await productPage();
    const shown = await shop.services.reviewModeration.show(catalog, reviewId);
    expect(shown).toMatchObject({ state: "shown", hiddenReason: null, hiddenBy: null });
    const after = await productPage();
    expect(after.ids).toContain(reviewId);
    expect(after.total).toBe(before.total + 1);
    expect((await productFigures())?.reviewCount).toBe(after.summary.count);
    const [history] = await shop.services.account.orders(shopper.id);
    expect(history?.items[0]).toMatchObject({ reviewed: true, reviewHiddenReason: null });
    const actions = await shop.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, String(reviewId))));
    expect(actions.map((entry) => entry.action)).toEqual(["review.hide", "review.show"]);
  });
});
