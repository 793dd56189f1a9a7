import { describe, expect, it } from "vitest";
import { upiPaymentUri } from "./upi";

function parameters(uri: string): Record<string, string> {
  const url = new URL(uri);
  return Object.fromEntries([...url.searchParams.entries()]);
}

describe("a shopper pays with their UPI app", () => {
  it("opens a link that fills in the store, the exact amount in rupees and a note", () => {
    const uri = upiPaymentUri({
      payeeVpa: "aangan@icici",
      payeeName: "Aangan",
      amount: 1234,
      transactionNote: "Order ORD1",
    });
    expect(uri).toBe("upi://pay?pa=aangan@icici&pn=Aangan&am=1234.00&cu=INR&tn=Order%20ORD1");
  });

  it("sends the amount with two decimals, as UPI apps expect", () => {
    const amounts = [1, 999, 124999, 49.5].map(
      (amount) => parameters(upiPaymentUri({ payeeVpa: "a@b", payeeName: "A", amount, transactionNote: "n" })).am,
    );
    expect(amounts).toEqual(["1.00", "999.00", "124999.00", "49.50"]);
  });

  it("encodes names and notes so that spaces, ampersands and Hindi arrive intact", () => {
    const uri = upiPaymentUri({
      payeeVpa: "aangan@icici",
      payeeName: "Aangan Home & Co",
      amount: 500,
      transactionNote: "Sofa = आँगन #1?",
      transactionRef: "ORD 1",
    });
    expect(uri).not.toMatch(/ /);
    expect(uri).not.toContain("+");
    expect(parameters(uri)).toEqual({
      pa: "aangan@icici",
      pn: "Aangan Home & Co",
      am: "500.00",
      cu: "INR",
      tn: "Sofa = आँगन #1?",
      tr: "ORD 1",
    });
  });

  it("keeps the note short enough for every UPI app", () => {
    const uri = upiPaymentUri({ payeeVpa: "a@b", payeeName: "A", amount: 1, transactionNote: "x".repeat(80) });
    expect(parameters(uri).tn).toHaveLength(50);
  });

  it("is never asked to pay nothing, a negative amount or not a number", () => {
    for (const amount of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => upiPaymentUri({ payeeVpa: "a@b", payeeName: "A", amount, transactionNote: "n" })).toThrow(
        RangeError,
      );
    }
  });
});
