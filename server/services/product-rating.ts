// A product's rating and review count, kept on the product for listings and sorting: worked out
// from its reviews that are shown (staff may hide one), with the rating summary's rounding (one
// decimal, PostgreSQL's round). Called in the transaction that adds, hides or shows a review,
// after the product's row is locked, so two such changes at once both count.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { products, reviews } from "../db/schema";

export async function refreshProductRating(tx: Database, productId: number): Promise<void> {
  const shown = and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));
  await tx
    .update(products)
    .set({
      rating: sql`(select coalesce(round(avg(${reviews.rating}), 1), 0) from ${reviews} where ${shown})`,
      reviewCount: sql`(select count(*) from ${reviews} where ${shown})`,
    })
    .where(eq(products.id, productId));
}
