// The India reference data (PIN codes, warehouses, stores) in a test database, exactly as the
// store seeds it on first start.
import type { Database } from "../../server/db/client";
import { ensureIndiaSeeded, type IndiaSeedSummary } from "../../server/db/seed/ensure-seeded";

export async function seedIndiaData(db: Database): Promise<IndiaSeedSummary> {
  return ensureIndiaSeeded(db);
}
