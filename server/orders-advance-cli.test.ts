import { describe, expect, it } from "vitest";
import { OrdersAdvanceArgsError, parseOrdersAdvanceArgs } from "./orders-advance-cli";

describe("npm run orders:advance", () => {
  it("takes an order number, a status and an optional delivery type", () => {
    expect(parseOrdersAdvanceArgs(["ORD260615000042", "shipped"])).toEqual({ kind: "advance", number: "ORD260615000042", to: "shipped", via: undefined });
    expect(parseOrdersAdvanceArgs(["ORD260615000042", "shipped", "--via", "Express Delivery"])).toMatchObject({ via: "Express Delivery" });
    expect(parseOrdersAdvanceArgs(["--via=Courier", "ORD260615000042", "delivered"])).toMatchObject({ to: "delivered", via: "Courier" });
    expect(parseOrdersAdvanceArgs(["--help"])).toEqual({ kind: "help" });
    expect(parseOrdersAdvanceArgs(["advance", "ORD260615000042", "shipped"])).toMatchObject({ number: "ORD260615000042", to: "shipped" });
  });

  it("refuses what it cannot do with a message", () => {
    for (const argv of [[], ["ORD260615000042"], ["12345", "shipped"], ["ORD260615000042", "ordered"], ["ORD260615000042", "shipped", "--via"], ["ORD1234567", "shipped", "--force"]]) {
      expect(() => parseOrdersAdvanceArgs(argv)).toThrow(OrdersAdvanceArgsError);
    }
  });
});
