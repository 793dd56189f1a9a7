// The India reference data as first start seeds it, on a real database: every PIN code of India
// Post's directory once, with a state of ours; warehouses and stores where their PIN codes are.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceKm } from "../../../app/lib/delivery-promise";
import { isIndianStateCode } from "../../../app/lib/indian-states";
import { seedIndiaData } from "../../../tests/support/india-data";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../client";
import { pincodes, stores, warehouses } from "../schema";

let handle: DatabaseHandle;
let firstRun: Awaited<ReturnType<typeof seedIndiaData>>;
let firstRunMs: number;
/** Warnings the process emitted while seeding: node-postgres warns of queries sent at once on one client. */
const warnings: string[] = [];
const recordWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);

beforeAll(async () => {
  handle = await createTestDatabase();
  process.on("warning", recordWarning);
  const started = performance.now();
  firstRun = await seedIndiaData(handle.db);
  firstRunMs = performance.now() - started;
  // Warnings are emitted on the next tick.
  await new Promise((resolve) => setImmediate(resolve));
  process.off("warning", recordWarning);
});

afterAll(async () => {
  await handle.close();
});

async function pincode(pin: string) {
  const [row] = await handle.db.select().from(pincodes).where(eq(pincodes.pincode, pin));
  return row;
}

describe("the store seeds India's PIN codes, warehouses and stores on first start", () => {
  it("sends its statements one at a time inside its transaction, which the database driver warns of otherwise", () => {
    expect(warnings).toEqual([]);
  });

  it("writes about 19,500 PIN codes, each with one of our state codes, in a few seconds", async () => {
    expect(firstRun.warehouses && firstRun.stores).toBe(true);
    expect(firstRun.pincodes).toBeGreaterThan(19_000);
    const [written] = await handle.db.select({ total: count() }).from(pincodes);
    expect(written?.total).toBe(firstRun.pincodes);
    const states = await handle.db.selectDistinct({ code: pincodes.stateCode }).from(pincodes);
    expect(states.every((state) => isIndianStateCode(state.code))).toBe(true);
    expect(states).toHaveLength(37);
    expect(firstRunMs).toBeLessThan(15_000);
  });

  it("knows Bandra West, Port Blair and the two halves of Dadra and Nagar Haveli and Daman and Diu", async () => {
    expect(await pincode("400050")).toMatchObject({
      officeName: "Bandra West S.O",
      district: "Mumbai Suburban",
      stateCode: "MH",
      delivers: true,
    });
    expect(await pincode("744101")).toMatchObject({ district: "South Andamans", stateCode: "AN" });
    expect((await pincode("396210"))?.stateCode).toBe("DD");
    expect((await pincode("396230"))?.stateCode).toBe("DN");
    expect((await pincode("110015"))?.stateCode).toBe("DL");
    expect((await pincode("194101"))?.stateCode).toBe("LA");
  });

  // The directory places some offices of a PIN code tens of kilometres off (two of Salt Lake's
  // three, 700064, sit near Diamond Harbour): a coarse check that no site is in the wrong city.
  it("puts every warehouse and store in the state of its PIN code, within 40 km of it", async () => {
    const places = [
      ...(await handle.db.select().from(warehouses)).map((row) => ({ name: row.city, ...row })),
      ...(await handle.db.select().from(stores)),
    ];
    expect(places.length).toBeGreaterThan(30);
    for (const place of places) {
      const known = await pincode(place.pincode);
      expect(known?.stateCode, place.name).toBe(place.stateCode);
      if (known?.latitude == null || known.longitude == null) continue;
      const km = distanceKm({ latitude: known.latitude, longitude: known.longitude }, place);
      expect(km, `${place.name} is ${Math.round(km)} km from its PIN code`).toBeLessThan(40);
    }
  });

  it("has stores in 20 or more cities, each answering on the toll-free number with an extension", async () => {
    const rows = await handle.db.select().from(stores);
    expect(new Set(rows.map((row) => row.city)).size).toBeGreaterThanOrEqual(20);
    for (const row of rows) expect(row.phone).toMatch(/^1800-208-4040, ext\. \d{3}$/);
  });

  it("seeds nothing again on the next start", async () => {
    expect(await seedIndiaData(handle.db)).toEqual({ pincodes: 0, warehouses: false, stores: false });
  });
});
