import { describe, expect, it } from "vitest";
import {
  cardBrand,
  cardLast4,
  formatExpiryInput,
  groupCardNumber,
  luhnValid,
  maskedCardNumber,
  parseCardExpiry,
} from "./card-number";

describe("a mistyped card number is caught before it reaches the bank", () => {
  it.each(["4111111111111111", "5555555555554444", "6522000000000006", "4000000000000002", "378282246310005"])(
    "accepts the real-looking number %s",
    (digits) => {
      expect(luhnValid(digits)).toBe(true);
    },
  );

  it("refuses a number with one wrong digit or two swapped neighbours", () => {
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("5555555555545444")).toBe(false);
  });

  it("refuses anything that is not only digits", () => {
    expect(luhnValid("")).toBe(false);
    expect(luhnValid("4111 1111 1111 1111")).toBe(false);
    expect(luhnValid("4111-1111-1111-1111")).toBe(false);
    expect(luhnValid("0")).toBe(false);
    expect(luhnValid("41111111111111111111")).toBe(false);
  });
});

describe("a shopper sees which kind of card they typed", () => {
  it.each([
    ["4111111111111111", "visa"],
    ["5555555555554444", "mastercard"],
    ["5105105105105100", "mastercard"],
    ["2221000000000009", "mastercard"],
    ["2720990000000000", "mastercard"],
    ["6522000000000006", "rupay"],
    ["6070000000000002", "rupay"],
    ["8100000000000000", "rupay"],
    ["8200000000000000", "rupay"],
    ["5085000000000007", "rupay"],
    ["3530000000000000", "rupay"],
    ["3560000000000000", "rupay"],
    ["378282246310005", "amex"],
    ["341111111111111", "amex"],
    ["3000000000000000", "other"],
    ["2720000000000000", "mastercard"],
    ["2721000000000000", "other"],
    ["9999999999999999", "other"],
    ["", "other"],
  ])("%s is %s", (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  it("recognises the brand from the first digits, while the shopper is still typing", () => {
    expect(cardBrand("4")).toBe("visa");
    expect(cardBrand("52")).toBe("mastercard");
    expect(cardBrand("508")).toBe("rupay");
    expect(cardBrand("5")).toBe("other");
  });
});

describe("the card number field groups digits in fours as the shopper types", () => {
  it.each([
    ["", ""],
    ["4", "4"],
    ["4111", "4111"],
    ["41111", "4111 1"],
    ["4111111111111111", "4111 1111 1111 1111"],
    ["4111 1111 1111 1111", "4111 1111 1111 1111"],
    ["4111-1111-1111-1111", "4111 1111 1111 1111"],
    ["4111 1111 1111 11112222", "4111 1111 1111 1111"],
    ["abc", ""],
    ["4111 ", "4111"],
  ])("%j becomes %j", (typed, shown) => {
    expect(groupCardNumber(typed)).toBe(shown);
  });

  it("never grows past 19 characters", () => {
    expect(groupCardNumber("1".repeat(40))).toHaveLength(19);
  });
});

describe("the expiry field inserts the slash after the month", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["0", "0"],
    ["12", "12"],
    ["12/", "12/"],
    ["123", "12/3"],
    ["1228", "12/28"],
    ["12/28", "12/28"],
    ["12/289", "12/28"],
    ["3", "03/"],
    ["9", "09/"],
    ["12-28", "12/28"],
    ["ab", ""],
  ])("%j becomes %j", (typed, shown) => {
    expect(formatExpiryInput(typed)).toBe(shown);
    expect(formatExpiryInput(typed).length).toBeLessThanOrEqual(5);
  });

  it("lets the shopper delete the slash with backspace", () => {
    // "12/" minus its last character is "12", which must stay "12", not turn back into "12/".
    expect(formatExpiryInput("12")).toBe("12");
    expect(formatExpiryInput("03")).toBe("03");
  });
});

describe("a saved card shows only its last four digits", () => {
  it("masks the rest with dots, grouped like the card", () => {
    expect(maskedCardNumber("1234")).toBe("•••• •••• •••• 1234");
  });

  it("keeps only the last four digits of a typed number", () => {
    expect(cardLast4("4111 1111 1111 1234")).toBe("1234");
    expect(cardLast4("5555555555554444")).toBe("4444");
  });
});

describe("an expiry date is read as month and year", () => {
  it("reads MM/YY as a month and a year of this century", () => {
    expect(parseCardExpiry("01/30")).toEqual({ month: 1, year: 2030 });
    expect(parseCardExpiry("12/25")).toEqual({ month: 12, year: 2025 });
    expect(parseCardExpiry(" 07/29 ")).toEqual({ month: 7, year: 2029 });
  });

  it.each(["", "00/30", "13/30", "1/30", "01/2030", "0130", "ab/cd"])("refuses %j", (expiry) => {
    expect(parseCardExpiry(expiry)).toBeNull();
  });
});
