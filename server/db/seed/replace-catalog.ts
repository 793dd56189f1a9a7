// Replacing the catalog (the db:seed CLI): empty every catalog table and seed again, in one
// transaction. Orders point at products, so an existing order stops it unless forced.
import { count, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  brands,
  cartLines,
  categories,
  categoryAliases,
  collections,
  emailOutbox,
  orderLines,
  orderNotes,
  orderReturnLines,
  orderReturns,
  orders,
  orderTrackingEvents,
  payments,
  productImages,
  products,
  productSlugRedirects,
  productSpecifications,
  productVariants,
  refunds,
  reviews,
  stockMovements,
  warehouseStock,
  wishlistItems,
} from "../schema";
import { lockCatalogSeeding, recordCatalogSeed } from "./ensure-seeded";
import { seedCatalog, type SeedOptions, type SeedSummary } from "./seed-catalog";

export class OrdersExistError extends Error {
  constructor(readonly orderCount: number) {
    super(
      `${orderCount === 1 ? "1 order exists" : `${orderCount} orders exist`}. Their lines point at products, so replacing ` +
        "the catalog would delete them (with their payments and tracking). Use --force to do it anyway.",
    );
    this.name = "OrdersExistError";
  }
}

export interface ReplaceCatalogOptions extends SeedOptions {
  /** Delete orders too when there are any (their lines restrict product deletion). */
  force?: boolean;
  now?: () => Date;
}

export interface ReplaceCatalogResult extends SeedSummary {
  deletedOrders: number;
}

export async function replaceCatalog(
  db: Database,
  options: ReplaceCatalogOptions,
): Promise<ReplaceCatalogResult> {
  return db.transaction(async (tx) => {
    await lockCatalogSeeding(tx);
    const [orderTotal] = await tx.select({ value: count() }).from(orders);
    const orderCount = orderTotal?.value ?? 0;
    if (orderCount > 0 && options.force !== true) throw new OrdersExistError(orderCount);
    await deleteCatalog(tx, { includingOrders: orderCount > 0 });
    const summary = await seedCatalog(tx, options);
    await recordCatalogSeed(tx, summary, options.now?.() ?? new Date());
    return { ...summary, deletedOrders: orderCount };
  });
}

/**
 * Empties every catalog table and what points at products (cart lines, wishlist items, reviews,
 * and order lines, which are empty unless orders are included). TRUNCATE rather than DELETE:
 * deleting rows fires a cascade per product and variant, each a look-up in every table that
 * points at it, so at 50,000 products a DELETE takes far longer than emptying the tables. TRUNCATE is
 * transactional, so a failed reseed still rolls back to the old catalog; it does block readers
 * of these tables until the reseed commits.
 */
export async function deleteCatalog(db: Database, options: { includingOrders: boolean }): Promise<void> {
  const tables = [
    reviews,
    productImages,
    productSpecifications,
    productVariants,
    cartLines,
    wishlistItems,
    // Order lines point at products and variants; with no orders they are empty, but TRUNCATE
    // wants every referencing table named.
    orderLines,
    orderReturnLines,
    // Stock per warehouse and its ledger go with the variants; the new catalog opens its own.
    warehouseStock,
    stockMovements,
    // Old slugs lead to products that are going.
    productSlugRedirects,
    products,
    categoryAliases,
    categories,
    collections,
    brands,
    // Everything that points at orders goes with them; the outbox too, as TRUNCATE refuses a
    // table that another still references (a forced reseed is for development stores).
    ...(options.includingOrders ? [payments, orderTrackingEvents, orderNotes, refunds, orderReturns, emailOutbox, orders] : []),
  ];
  await db.execute(
    sql`truncate table ${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )}`,
  );
}
