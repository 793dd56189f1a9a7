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

describe("amounts in Hindi words", () => {
  it("names every number below a hundred with a word of its own", () => {
    const words = Array.from({ length: 100 }, (_, n) => numberInIndianWords(n, "hi"));
    expect(new Set(words).size).toBe(100);
    for (const word of words) expect(word).toMatch(/^[\u0900-\u097F]+$/);
    expect(words.slice(0, 11)).toEqual(["शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ", "दस"]);
    expect([15, 21, 29, 39, 49, 51, 59, 69, 79, 89, 99].map((n) => words[n])).toEqual([
      "पंद्रह", "इक्कीस", "उनतीस", "उनतालीस", "उनचास", "इक्यावन", "उनसठ", "उनहत्तर", "उन्यासी", "नवासी", "निन्यानवे",
    ]);
  });

  it("counts in सौ, हज़ार, लाख and करोड़", () => {
    expect(numberInIndianWords(100, "hi")).toBe("एक सौ");
    expect(numberInIndianWords(999, "hi")).toBe("नौ सौ निन्यानवे");
    expect(numberInIndianWords(35_999, "hi")).toBe("पैंतीस हज़ार नौ सौ निन्यानवे");
    expect(numberInIndianWords(1_12_500, "hi")).toBe("एक लाख बारह हज़ार पाँच सौ");
    expect(numberInIndianWords(12_49_900, "hi")).toBe("बारह लाख उनचास हज़ार नौ सौ");
    expect(numberInIndianWords(2_05_00_010, "hi")).toBe("दो करोड़ पाँच लाख दस");
    expect(numberInIndianWords(120_00_00_000, "hi")).toBe("एक सौ बीस करोड़");
  });

  it("writes rupees and paise as a Hindi invoice does", () => {
    expect(rupeesInWords(1_12_500_00, "hi")).toBe("रुपये एक लाख बारह हज़ार पाँच सौ मात्र");
    expect(rupeesInWords(4_749_800, "hi")).toBe("रुपये सैंतालीस हज़ार चार सौ अट्ठानवे मात्र");
    expect(rupeesInWords(1_906_692, "hi")).toBe("रुपये उन्नीस हज़ार छियासठ और बानवे पैसे मात्र");
    expect(rupeesInWords(5, "hi")).toBe("रुपये शून्य और पाँच पैसे मात्र");
    expect(() => rupeesInWords(-1, "hi")).toThrow(RangeError);
  });
});
