// The PIN code check on a real database with India Post's directory: a shopper in Bandra is near
// the Mumbai warehouse, one in Port Blair is across the sea, and a made-up PIN code is unknown.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedIndiaData } from "../../tests/support/india-data";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DatabaseHandle } from "../db/client";
import { createDeliveryService, type DeliveryService, type PincodeCheckResult } from "./delivery-service";

let handle: DatabaseHandle;
let delivery: DeliveryService;
// Monday 23 November 2026, 11:30 in India.
const monday = new Date("2026-11-23T06:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedIndiaData(handle.db);
  delivery = createDeliveryService(handle.db, { now: () => monday });
});

afterAll(async () => {
  await handle.close();
});

function found(result: PincodeCheckResult) {
  if (result.status !== "found") throw new Error(`expected a known PIN code, got ${result.status}`);
  return result.check;
}

describe("a shopper checks delivery to a PIN code", () => {
  it("400050 (Bandra West) is close to the Mumbai warehouse: delivered in 2–4 working days, assembled, cash on delivery", async () => {
    const check = found(await delivery.checkPincode("400050", { cartSubtotal: 24_999 }));
    expect(check).toMatchObject({
      pincode: "400050",
      city: "Mumbai Suburban",
      stateCode: "MH",
      serviceable: true,
      nearestWarehouse: { city: "Mumbai" },
      delivery: { from: "2026-11-25", to: "2026-11-27" },
      assemblyIncluded: true,
      codAvailable: true,
      codReason: null,
    });
    expect(check.nearestWarehouse?.distanceKm).toBeLessThan(40);
  });

  it("waits 3 working days more for an item that is out of stock", async () => {
    const check = found(await delivery.checkPincode("400 050", { inStock: false }));
    // Sunday 29 November does not count.
    expect(check.delivery).toEqual({ from: "2026-11-28", to: "2026-12-01" });
  });

  it("744101 (Port Blair) is far, across the sea: the longest promise and no assembly", async () => {
    const check = found(await delivery.checkPincode("744101"));
    expect(check).toMatchObject({ city: "South Andamans", stateCode: "AN", serviceable: true, assemblyIncluded: false });
    expect(check.nearestWarehouse?.distanceKm).toBeGreaterThan(1000);
    expect(check.delivery).toEqual({ from: "2026-12-02", to: "2026-12-07" });
  });

  it("999999 is not a PIN code India Post knows", async () => {
    expect(await delivery.checkPincode("999999")).toEqual({ status: "unknown", message: "We could not find this PIN code" });
    expect(await delivery.place("999999")).toBeNull();
  });

  it("refuses something that is not six digits", async () => {
    expect(await delivery.checkPincode("40005")).toEqual({
      status: "invalid",
      message: "Please enter a valid 6-digit PIN code",
    });
    expect(await delivery.checkPincode("abcdef")).toMatchObject({ status: "invalid" });
  });

  it("refuses cash on delivery above ₹ 50,000 and says why", async () => {
    const check = found(await delivery.checkPincode("400050", { cartSubtotal: 50_001 }));
    expect(check.codAvailable).toBe(false);
    expect(check.codReason).toBe(
      "Cash on delivery is available for orders up to ₹ 50,000. Please pay this order by card or UPI.",
    );
    expect(found(await delivery.checkPincode("400050", { cartSubtotal: 50_000 })).codAvailable).toBe(true);
    expect(delivery.codRefusal(true, 50_001)).toBe(check.codReason);
  });

  it("follows a configured cap", async () => {
    const strict = createDeliveryService(handle.db, { codMaxRupees: 20_000, now: () => monday });
    const check = found(await strict.checkPincode("400050", { cartSubtotal: 20_001 }));
    expect(check.codReason).toMatch(/up to ₹ 20,000/);
  });

  it("fills city and state from a PIN code, for checkout", async () => {
    expect(await delivery.place("110015")).toEqual({ pincode: "110015", city: "West", stateCode: "DL" });
  });
});

describe("a PIN code India Post does not deliver to", () => {
  it("is not serviceable, with no date, no assembly and no cash on delivery", async () => {
    // Find one in the directory rather than hard-coding it: India Post's list changes.
    const rows = await handle.db.query.pincodes.findMany({ where: (table, { eq }) => eq(table.delivers, false), limit: 1 });
    const pincode = rows[0]?.pincode;
    expect(pincode).toBeDefined();
    const check = found(await delivery.checkPincode(pincode!));
    expect(check).toMatchObject({ serviceable: false, delivery: null, assemblyIncluded: false, codAvailable: false });
    expect(check.codReason).toMatch(/we do not deliver to this PIN code/);
  });
});
