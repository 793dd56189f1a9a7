// The PIN code check on a real database with India Post's directory: a shopper in Bandra is near
// the Mumbai warehouse, one in Port Blair is across the sea, and a made-up PIN code is unknown.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import type { DatabaseHandle } from "../db/client";
import { products, productSpecifications } from "../db/schema";
import {
  createDeliveryService,
  deliveryChoiceProblem,
  type DeliveryQuote,
  type DeliveryService,
  type PincodeCheckResult,
} from "./delivery-service";

let handle: DatabaseHandle;
let delivery: DeliveryService;
// Monday 23 November 2026, 11:30 in India.
const monday = new Date("2026-11-23T06:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase({ template: seededTemplate({ india: "all", products: 12 }) });
  delivery = createDeliveryService(handle.db, { now: () => monday });
}, 120_000);

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

describe("checkout's delivery rules for an order", () => {
  async function productIds(readyToUse: boolean): Promise<number[]> {
    const ready = await handle.db
      .select({ productId: productSpecifications.productId })
      .from(productSpecifications)
      .where(and(eq(productSpecifications.label, "Assembly"), eq(productSpecifications.value, "No assembly needed")));
    const readyIds = new Set(ready.map((row) => row.productId));
    const all = await handle.db.select({ id: products.id }).from(products);
    return all.map((row) => row.id).filter((id) => readyIds.has(id) === readyToUse);
  }

  function accepted(quote: DeliveryQuote) {
    if (!quote.ok) throw new Error(`expected a delivery, got ${quote.code}: ${quote.message}`);
    return quote;
  }

  it("furniture to Bandra: promised dates, a slot for our fitters, cash on delivery up to the cap", async () => {
    const [sofa] = await productIds(false);
    const quote = accepted(await delivery.quoteDelivery({ pincode: "400050", stateCode: "MH", total: 24_999, productIds: [sofa!] }));
    expect(quote).toEqual({
      ok: true,
      window: { from: "2026-11-25", to: "2026-11-27" },
      assemblyIncluded: true,
      slotOffered: true,
      codRefusal: null,
      // Bhiwandi first for Bandra, then Ahmedabad; the stock is taken in this order.
      warehousesNearestFirst: [1, 7, 5, 3, 4, 2, 6, 8],
    });
    const pricey = accepted(await delivery.quoteDelivery({ pincode: "400050", stateCode: "MH", total: 50_001, productIds: [sofa!] }));
    expect(pricey.codRefusal).toBe("Cash on delivery is available for orders up to ₹ 50,000. Please pay this order by card or UPI.");
  });

  it("offers no slot for things that arrive ready to use, nor where our fitters do not go", async () => {
    const ready = await productIds(true);
    const [sofa] = await productIds(false);
    expect(ready.length).toBeGreaterThan(0);
    const mattress = accepted(await delivery.quoteDelivery({ pincode: "400050", stateCode: "MH", total: 9_999, productIds: ready }));
    expect(mattress.slotOffered).toBe(false);
    const island = accepted(await delivery.quoteDelivery({ pincode: "744101", stateCode: "AN", total: 9_999, productIds: [sofa!] }));
    expect(island).toMatchObject({ assemblyIncluded: false, slotOffered: false });
  });

  it("refuses an unknown PIN code, one of another state, and one we do not deliver to, in plain words", async () => {
    expect(await delivery.quoteDelivery({ pincode: "999999", stateCode: "MH", total: 1, productIds: [] })).toEqual({
      ok: false,
      code: "unknown_pincode",
      message: "We could not find this PIN code",
    });
    expect(await delivery.quoteDelivery({ pincode: "400050", stateCode: "KA", total: 1, productIds: [] })).toEqual({
      ok: false,
      code: "pincode_state_mismatch",
      message: "This PIN code is in Maharashtra, not Karnataka. Please check the PIN code or the state.",
    });
    expect(await delivery.quoteDelivery({ pincode: "380014", stateCode: "GJ", total: 1, productIds: [] })).toEqual({
      ok: false,
      code: "not_serviceable",
      message: "Sorry, we do not deliver to Ahmadabad, Gujarat 380014 yet.",
    });
  });

  it("answers checkout's PIN code field before a state is chosen, then flags another state", async () => {
    const bandra = await delivery.checkAddress("400050", "");
    expect(bandra).toMatchObject({ check: { city: "Mumbai Suburban", stateCode: "MH" }, refusal: null });
    expect((await delivery.checkAddress("400050", "KA")).refusal?.code).toBe("pincode_state_mismatch");
    expect(await delivery.checkAddress("040005", "")).toEqual({
      check: null,
      refusal: { code: "invalid_pincode", message: "Please enter a valid 6-digit PIN code" },
    });
  });

  it("takes either half of Dadra and Nagar Haveli and Daman and Diu for the other", async () => {
    const silvassa = await delivery.place("396230");
    expect(silvassa?.stateCode).toBe("DN");
    const quote = await delivery.quoteDelivery({ pincode: "396230", stateCode: "DD", total: 1, productIds: [] });
    expect(quote.ok).toBe(true);
  });

  it("asks for a slot when our fitters come, and refuses cash on delivery where it is not offered", () => {
    const quote = { ok: true, window: { from: "2026-11-25", to: "2026-11-27" }, assemblyIncluded: true, slotOffered: true, codRefusal: "No." } as const;
    expect(deliveryChoiceProblem(quote, { method: "card", slot: null })).toEqual({
      code: "delivery_slot_required",
      message: "Please choose a delivery slot",
    });
    expect(deliveryChoiceProblem(quote, { method: "cod", slot: "morning" })).toEqual({ code: "cod_not_available", message: "No." });
    expect(deliveryChoiceProblem(quote, { method: "upi", slot: "evening" })).toBeNull();
    expect(deliveryChoiceProblem({ ...quote, slotOffered: false, codRefusal: null }, { method: "cod", slot: "morning" })).toBeNull();
  });
});
