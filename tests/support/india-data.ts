// The India reference data (PIN codes, warehouses, stores) in a test database, exactly as the
// store seeds it on first start; or, for tests that only place orders, a few PIN codes of the
// same directory and the warehouses, which takes a fraction of the time.
import type { Database } from "../../server/db/client";
import { ensureIndiaSeeded, type IndiaSeedSummary } from "../../server/db/seed/ensure-seeded";
import { seedWarehouses } from "../../server/db/seed/india-places";
import { readPostOffices, seedPincodes } from "../../server/db/seed/seed-pincodes";

export async function seedIndiaData(db: Database): Promise<IndiaSeedSummary> {
  return ensureIndiaSeeded(db);
}

/** India Post's directory, read once per test file. */
let offices: ReturnType<typeof readPostOffices> | null = null;

/**
 * These PIN codes, folded from their post offices as the full seed folds them, and every
 * warehouse: what placing an order needs. Throws for a PIN code the directory does not have.
 */
export async function seedIndiaPincodes(db: Database, pincodes: readonly string[]): Promise<void> {
  offices ??= readPostOffices();
  const wanted = new Set(pincodes);
  const chosen = (await offices).filter((office) => wanted.has(office.p));
  const missing = [...wanted].filter((pincode) => !chosen.some((office) => office.p === pincode));
  if (missing.length > 0) throw new Error(`India Post's directory has no ${missing.join(", ")}`);
  await seedPincodes(db, chosen);
  await seedWarehouses(db);
}
