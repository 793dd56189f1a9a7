import { describe, expect, it } from "vitest";
import { maxQuantityForStock, stockLabel } from "./stock-label";

describe("a shopper sees how many of an item are left", () => {
  it("reads In Stock when more than 10 are left", () => {
    expect(stockLabel(11)).toBe("In Stock");
    expect(stockLabel(200)).toBe("In Stock");
  });

  it("reads Only N left in stock at 10 or fewer", () => {
    expect(stockLabel(10)).toBe("Only 10 left in stock");
    expect(stockLabel(1)).toBe("Only 1 left in stock");
  });

  it("reads Out of Stock when none are left", () => {
    expect(stockLabel(0)).toBe("Out of Stock");
  });

  it("can add at most 10, and never more than are left", () => {
    expect(maxQuantityForStock(200)).toBe(10);
    expect(maxQuantityForStock(3)).toBe(3);
    expect(maxQuantityForStock(0)).toBe(0);
  });
});
