import { describe, expect, it } from "vitest";
import { flatShippingFee, freeShippingThreshold, shippingFor } from "./shipping";

describe("delivery charges (spec §9: free above ₹ 999)", () => {
  it("are free above ₹ 999 and a flat ₹ 99 at or below it", () => {
    expect(freeShippingThreshold).toBe(999);
    expect(flatShippingFee).toBe(99);
    expect(shippingFor(1000)).toBe(0);
    expect(shippingFor(45_999)).toBe(0);
    expect(shippingFor(999)).toBe(99);
    expect(shippingFor(1)).toBe(99);
  });

  it("are nothing for an empty cart", () => {
    expect(shippingFor(0)).toBe(0);
  });
});
