import { describe, expect, it } from "vitest";
import { maskPhone, parsePhone, phoneMaxLength } from "./phone";

describe("a phone number as a shopper types or pastes it", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["98765 43210", "9876543210"],
    ["98765-43210", "9876543210"],
    ["98765\u00a043210", "9876543210"],
    ["98765 – 43210", "9876543210"],
    [" 98765 43210 ", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+91-98765-43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["91 98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["098765 43210", "9876543210"],
    ["0 98765 43210", "9876543210"],
    // A landline with its STD code: the trunk 0 goes, the ten digits of the number stay.
    ["022 2345 6789", "2223456789"],
    // Ten digits that begin with 91 are a number of their own, not a country code.
    ["9198765432", "9198765432"],
  ])("keeps %j as the ten digits %s", (typed, digits) => {
    expect(parsePhone(typed)).toBe(digits);
  });

  it.each([
    "",
    "987654321",
    "98765 4321",
    "98765432100",
    "+91 98765 4321",
    "+91 98765 432100",
    "+44 20 7946 0958",
    "0091 98765 43210",
    "9191 98765 43210",
    "00 98765 43210",
    "98765 4321O",
    "(98765) 43210",
    "98765.43210",
    "phone",
  ])("refuses %j instead of cutting or padding it", (typed) => {
    expect(parsePhone(typed)).toBeNull();
  });

  it("is masked as it is typed to digits, separators and a plus, never short of a whole pasted number", () => {
    expect(maskPhone("+91 98765 43210")).toBe("+91 98765 43210");
    expect(maskPhone("98765-43210")).toBe("98765-43210");
    expect(maskPhone("98765abc43210")).toBe("9876543210");
    expect(maskPhone("1".repeat(30))).toHaveLength(phoneMaxLength);
    expect(parsePhone(maskPhone("+91 (98765) 43210"))).toBe("9876543210");
  });
});
