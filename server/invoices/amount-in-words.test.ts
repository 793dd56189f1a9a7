import { describe, expect, it } from "vitest";
import { numberInIndianWords, rupeesInWords } from "./amount-in-words";

describe("amounts in words", () => {
  it("counts in thousands, lakh and crore", () => {
    expect(numberInIndianWords(0)).toBe("Zero");
    expect(numberInIndianWords(7)).toBe("Seven");
    expect(numberInIndianWords(19)).toBe("Nineteen");
    expect(numberInIndianWords(40)).toBe("Forty");
    expect(numberInIndianWords(999)).toBe("Nine Hundred Ninety Nine");
    expect(numberInIndianWords(35_999)).toBe("Thirty Five Thousand Nine Hundred Ninety Nine");
    expect(numberInIndianWords(1_00_000)).toBe("One Lakh");
    expect(numberInIndianWords(12_49_900)).toBe("Twelve Lakh Forty Nine Thousand Nine Hundred");
    expect(numberInIndianWords(1_00_00_000)).toBe("One Crore");
    expect(numberInIndianWords(2_05_00_010)).toBe("Two Crore Five Lakh Ten");
    expect(numberInIndianWords(120_00_00_000)).toBe("One Hundred Twenty Crore");
  });

  it("writes rupees and paise as an invoice does", () => {
    expect(rupeesInWords(3_419_800)).toBe("Rupees Thirty Four Thousand One Hundred Ninety Eight Only");
    expect(rupeesInWords(1_906_692)).toBe("Rupees Nineteen Thousand Sixty Six and Ninety Two Paise Only");
    expect(rupeesInWords(5)).toBe("Rupees Zero and Five Paise Only");
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
  });
});
