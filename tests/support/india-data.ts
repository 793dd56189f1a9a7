// The India reference data (PIN codes, warehouses, stores) in a test database, exactly as the
// store seeds it on first start; or, for tests that only place orders, a few PIN codes of the
// same directory and the warehouses, which takes a fraction of the time.
import type { Database } from "../../server/db/client";
import { ensureIndiaSeeded, type IndiaSeedSummary } from "../../server/db/seed/ensure-seeded";
import { seedStores, seedWarehouses } from "../../server/db/seed/india-places";
import { readPostOffices, seedPincodes, type PostOffice } from "../../server/db/seed/seed-pincodes";

export async function seedIndiaData(db: Database): Promise<IndiaSeedSummary> {
  return ensureIndiaSeeded(db);
}

/**
 * A handful of PIN codes (Mumbai, Delhi, Bengaluru, Port Blair, one India Post does not deliver
 * to), the warehouses and the stores: every branch of the PIN code check and the store finder,
 * without reading India Post's whole directory (seconds on a busy machine).
 */
export async function seedIndiaSample(db: Database): Promise<void> {
  const office = (o: string, p: string, i: string, s: string, a: number, n: number, d = 1): PostOffice => ({ o, p, d, i, s, a, n, t: "PO", v: `${i} Division` });
  await seedPincodes(db, [
    office("Bandra West S.O", "400050", "MUMBAI", "MAHARASHTRA", 19.0596, 72.8295),
    office("Connaught Place SO", "110001", "NEW DELHI", "DELHI", 28.6331, 77.2179),
    office("Bangalore G.P.O.", "560001", "BENGALURU URBAN", "KARNATAKA", 12.9811, 77.5953),
    office("Port Blair H.O", "744101", "SOUTH ANDAMANS", "ANDAMAN AND NICOBAR ISLANDS", 11.6669, 92.7359),
    office("Lakshadweep B.O", "682555", "LAKSHADWEEP", "LAKSHADWEEP", 10.5667, 72.6417, 0),
  ]);
  await seedWarehouses(db);
  await seedStores(db);
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
