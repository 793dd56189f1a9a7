import { describe, expect, it } from "vitest";
import { orderTotals } from "./order-totals";

const welcome10 = { percent: 10, amountOff: null } as const;
const flat = (amountOff: number) => ({ percent: null, amountOff });

describe("a shopper's order adds up", () => {
  it("pays ₹ 99 delivery at ₹ 999 or less, and nothing above", () => {
    expect(orderTotals(999, null)).toEqual({ subtotal: 999, discount: 0, shipping: 99, total: 1098 });
    expect(orderTotals(1000, null)).toEqual({ subtotal: 1000, discount: 0, shipping: 0, total: 1000 });
  });

  it("takes WELCOME10's 10% off the subtotal, rounded to the rupee", () => {
    expect(orderTotals(24999, welcome10)).toEqual({ subtotal: 24999, discount: 2500, shipping: 0, total: 22499 });
  });

  it("judges free delivery on what is paid for the goods after the discount", () => {
    expect(orderTotals(1050, welcome10)).toEqual({ subtotal: 1050, discount: 105, shipping: 99, total: 1044 });
  });

  it("takes a flat code's rupees off the subtotal", () => {
    expect(orderTotals(24999, flat(500))).toEqual({ subtotal: 24999, discount: 500, shipping: 0, total: 24499 });
  });

  it("never takes a flat code past the subtotal, so no total is negative", () => {
    expect(orderTotals(400, flat(500))).toEqual({ subtotal: 400, discount: 400, shipping: 0, total: 0 });
  });

  it("costs nothing when the cart is empty", () => {
    expect(orderTotals(0, welcome10)).toEqual({ subtotal: 0, discount: 0, shipping: 0, total: 0 });
    expect(orderTotals(0, flat(500))).toEqual({ subtotal: 0, discount: 0, shipping: 0, total: 0 });
  });
});
