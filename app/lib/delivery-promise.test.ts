import { describe, expect, it } from "vitest";
import { parsePincode } from "~/lib/pincode";
import { addWorkingDays, assemblyIncluded, codDecision, codReasonText, deliveryDays, deliveryWindow, deliveryWindowText, distanceKm, indiaToday, reachedBySea } from "./delivery-promise";

describe("a shopper types a PIN code", () => {
  it.each([
    ["400050", "400050"],
    [" 400 050 ", "400050"],
    ["744101", "744101"],
  ])("%j is read as %s", (typed, pincode) => {
    expect(parsePincode(typed)).toBe(pincode);
  });

  it.each(["", "40005", "4000500", "040005", "40005a", null, undefined])("%j is not a PIN code", (typed) => {
    expect(parsePincode(typed)).toBeNull();
  });
});

describe("how long delivery takes", () => {
  it.each([
    [0, 2, 4],
    [100, 2, 4],
    [100.1, 4, 6],
    [500, 4, 6],
    [1500, 6, 9],
    [2400, 8, 12],
  ])("%d km from a warehouse: %d to %d working days", (km, minDays, maxDays) => {
    expect(deliveryDays(km, true)).toEqual({ minDays, maxDays });
  });

  it("ships to the Andaman and Nicobar and Lakshadweep islands by sea", () => {
    expect(reachedBySea("AN")).toBe(true);
    expect(reachedBySea("LD")).toBe(true);
    expect(reachedBySea("MH")).toBe(false);
  });

  it("takes 3 working days more when the item is out of stock", () => {
    expect(deliveryDays(50, false)).toEqual({ minDays: 5, maxDays: 7 });
  });

  it("counts days in India: 20:00 UTC on 23 November is already 24 November in Mumbai", () => {
    expect(indiaToday(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-24");
    expect(indiaToday(new Date("2026-11-23T18:00:00Z"))).toBe("2026-11-23");
  });

  it("skips Sundays", () => {
    // Friday 27 November 2026 + 2 working days = Monday 30 November (Sunday 29th does not count).
    expect(addWorkingDays("2026-11-27", 2)).toBe("2026-11-30");
    expect(addWorkingDays("2026-11-28", 1)).toBe("2026-11-30");
    expect(addWorkingDays("2026-12-30", 3)).toBe("2027-01-02");
  });

  it("words the date range a shopper sees", () => {
    const window = deliveryWindow(new Date("2026-11-23T06:00:00Z"), 20, true);
    expect(window).toEqual({ from: "2026-11-25", to: "2026-11-27" });
    expect(deliveryWindowText(window)).toBe("Delivery by Wed, 25 Nov – Fri, 27 Nov");
    expect(deliveryWindowText({ from: "2026-12-01", to: "2026-12-01" })).toBe("Delivery by Tue, 1 Dec");
  });
});

describe("assembly and cash on delivery", () => {
  it("includes assembly within 1,500 km of a warehouse on a PIN code we deliver to", () => {
    expect(assemblyIncluded(true, 1500)).toBe(true);
    expect(assemblyIncluded(true, 1501)).toBe(false);
    expect(assemblyIncluded(false, 10)).toBe(false);
  });

  it("offers cash on delivery up to the cap on a PIN code we deliver to, and says why not otherwise", () => {
    expect(codDecision(true, 50_000, 50_000)).toBeNull();
    expect(codDecision(true, undefined, 50_000)).toBeNull();
    expect(codDecision(true, 50_001, 50_000)).toBe("above_cap");
    expect(codDecision(false, 100, 50_000)).toBe("not_serviceable");
    expect(codReasonText("above_cap", 50_000)).toBe(
      "Cash on delivery is available for orders up to ₹ 50,000. Please pay this order by card or UPI.",
    );
    expect(codReasonText("not_serviceable", 50_000)).toMatch(/we do not deliver to this PIN code/);
  });
});

describe("distances", () => {
  it("measures Mumbai to Delhi as about 1,150 km", () => {
    const mumbai = { latitude: 19.076, longitude: 72.8777 };
    const delhi = { latitude: 28.6139, longitude: 77.209 };
    expect(distanceKm(mumbai, delhi)).toBeGreaterThan(1130);
    expect(distanceKm(mumbai, delhi)).toBeLessThan(1170);
    expect(distanceKm(mumbai, mumbai)).toBe(0);
  });
});
