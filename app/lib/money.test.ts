import { describe, expect, it } from "vitest";
import { discountPercent, formatRupees } from "./money";

describe("a shopper reads prices in rupees", () => {
  it.each([
    [0, "₹ 0"],
    [999, "₹ 999"],
    [1000, "₹ 1,000"],
    [12499, "₹ 12,499"],
    [124999, "₹ 1,24,999"],
    [249999, "₹ 2,49,999"],
    [123456789, "₹ 12,34,56,789"],
  ])("%d rupees reads %s", (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });

  it("shows a refund or credit as a negative amount", () => {
    expect(formatRupees(-1500)).toBe("-₹ 1,500");
    expect(formatRupees(-124999)).toBe("-₹ 1,24,999");
  });

  it("rounds fractions half away from zero and never shows decimals", () => {
    expect(formatRupees(999.5)).toBe("₹ 1,000");
    expect(formatRupees(999.49)).toBe("₹ 999");
    expect(formatRupees(-0.4)).toBe("₹ 0");
    expect(formatRupees(-2.5)).toBe("-₹ 3");
  });

  it("refuses amounts that are not numbers", () => {
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("a shopper sees how much a discount saves", () => {
  it("rounds the percent off the original price", () => {
    expect(discountPercent(7999, 9999)).toBe(20);
    expect(discountPercent(12499, 18999)).toBe(34);
  });

  it("shows no discount when the price is not below the original", () => {
    expect(discountPercent(5000, 5000)).toBe(0);
    expect(discountPercent(5000, 0)).toBe(0);
  });
});
