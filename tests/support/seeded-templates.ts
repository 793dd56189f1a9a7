// Test databases that start with data: the demo catalog and India's reference data, seeded once
// into a template (test-database.ts) and copied for each test file that asks for the same.
import { seedCatalog } from "../../server/db/seed/seed-catalog";
import { seedIndiaData, seedIndiaPincodes, seedIndiaSample } from "./india-data";
import type { DatabaseTemplate } from "./test-database";

export interface SeededContents {
  /** Products of the demo catalog, as `npm run db:seed` makes them. */
  products?: number;
  /**
   * India's reference data: every PIN code, warehouse and store as the store seeds them ("all"), a
   * handful covering every branch of the PIN code check ("sample"), or these PIN codes and the
   * warehouses.
   */
  india?: "all" | "sample" | readonly string[];
}

export function seededTemplate({ products, india }: SeededContents): DatabaseTemplate {
  const parts = [
    ...(india === undefined ? [] : [typeof india === "string" ? `india-${india}` : `pincodes-${india.join("-")}`]),
    ...(products === undefined ? [] : [`catalog-${products}`]),
  ];
  return {
    name: parts.join("-") || "empty",
    build: async (db) => {
      if (india === "all") await seedIndiaData(db);
      else if (india === "sample") await seedIndiaSample(db);
      else if (india) await seedIndiaPincodes(db, india);
      if (products !== undefined) await seedCatalog(db, { products });
    },
  };
}
