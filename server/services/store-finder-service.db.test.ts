// The store finder on a real database: by city (any case, part of the name, old names) and by PIN
// code (nearest first), every store with its address, hours, phone and directions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import type { DatabaseHandle } from "../db/client";
import { createStoreFinderService, phoneHref, type StoreFinderService } from "./store-finder-service";

let handle: DatabaseHandle;
let finder: StoreFinderService;

beforeAll(async () => {
  handle = await createTestDatabase({ template: seededTemplate({ india: "all" }) });
  finder = createStoreFinderService(handle.db);
});

afterAll(async () => {
  await handle.close();
});

describe("a shopper looks for a store", () => {
  it("sees every store with no search, in 20+ cities", async () => {
    const result = await finder.search("  ");
    expect(result.kind).toBe("all");
    expect(new Set(result.stores.map((store) => store.city)).size).toBeGreaterThanOrEqual(20);
    const bandra = result.stores.find((store) => store.slug === "mumbai-bandra");
    expect(bandra).toMatchObject({
      name: "Aangan Bandra",
      city: "Mumbai",
      stateName: "Maharashtra",
      pincode: "400050",
      phone: "1800-208-4040, ext. 101",
      phoneHref: "tel:18002084040,101",
      distanceKm: null,
    });
    expect(bandra?.directionsUrl).toBe("https://www.google.com/maps/dir/?api=1&destination=19.0633%2C72.8347");
  });

  it.each([
    ["bengaluru", ["Aangan Indiranagar", "Aangan Whitefield"]],
    ["BENGAL", ["Aangan Indiranagar", "Aangan Whitefield", "Aangan Salt Lake"]],
    ["Bangalore", ["Aangan Indiranagar", "Aangan Whitefield"]],
    ["  mum ", ["Aangan Bandra"]],
  ])("finds stores by city: %j", async (query, names) => {
    const result = await finder.search(query);
    expect(result.kind).toBe("city");
    expect(result.stores.map((store) => store.name).sort()).toEqual([...names].sort());
  });

  it("finds nothing for a city without a store", async () => {
    expect((await finder.search("Shillong")).stores).toEqual([]);
    expect((await finder.search("%")).stores).toEqual([]);
  });

  it("lists the stores nearest a PIN code first, with their distance", async () => {
    const result = await finder.search("400050");
    if (result.kind !== "pincode") throw new Error(`expected a PIN code search, got ${result.kind}`);
    expect(result.place).toEqual({ city: "Mumbai Suburban", stateCode: "MH" });
    expect(result.stores.map((store) => store.name).slice(0, 3)).toEqual(["Aangan Bandra", "Aangan Thane", "Aangan Baner"]);
    expect(result.stores).toHaveLength(5);
    const distances = result.stores.map((store) => store.distanceKm ?? -1);
    expect(distances[0]).toBeLessThan(5);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it("says so for a PIN code India Post does not know", async () => {
    expect(await finder.search("999999")).toEqual({
      kind: "unknown_pincode",
      query: "999999",
      message: "We could not find this PIN code",
      stores: [],
    });
  });
});

describe("phone links", () => {
  it("dial the extension after a pause", () => {
    expect(phoneHref("1800-208-4040, ext. 123")).toBe("tel:18002084040,123");
    expect(phoneHref("1800-208-4040")).toBe("tel:18002084040");
  });
});
