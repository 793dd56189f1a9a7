// How search reads what shoppers type: the spellings of one word fold to one form.
import { describe, expect, it } from "vitest";
import { searchWords } from "./catalog-search";
import { foldSearchText, splitSearchWords } from "./catalog-search-text";

describe("text as search reads it", () => {
  it("a word typed with or without its nukta is the same word", () => {
    expect(foldSearchText("मेज़")).toBe(foldSearchText("मेज"));
    expect(foldSearchText("सोफ़ा")).toBe(foldSearchText("सोफा"));
    expect(foldSearchText("लकड़ी")).toBe(foldSearchText("लकडी"));
    // The precomposed letters (U+095B, U+095E) too.
    expect(foldSearchText("\u095b\u095e")).toBe(foldSearchText("जफ"));
  });

  it("chandrabindu is anusvara, and a nasal joined to a stop is written as anusvara too", () => {
    expect(foldSearchText("पलँग")).toBe("पलंग");
    expect(foldSearchText("पलङ्ग")).toBe("पलंग");
    expect(foldSearchText("हिन्दी")).toBe("हिंदी");
    expect(foldSearchText("कुर्सियाँ")).toBe(foldSearchText("कुर्सियां"));
  });

  it("Latin letters lose case and accents, Devanagari digits become 0-9, dandas and joiners go", () => {
    expect(foldSearchText("Café SOFA")).toBe("cafe sofa");
    expect(foldSearchText("३ सीटर।")).toBe("3 सीटर ");
    expect(foldSearchText("क्\u200dष")).toBe("क्ष");
  });

  it("splits words as the catalog's are split, and a stray sign is not a word", () => {
    expect(splitSearchWords(foldSearchText("शीशम की लकड़ी का 3-सीटर सोफ़ा!"))).toEqual(["शीशम", "की", "लकडी", "का", "3", "सीटर", "सोफा"]);
    expect(splitSearchWords("ं sofa")).toEqual(["sofa"]);
    expect(searchWords("almari, अलमारी; ' or 1=1 --")).toEqual(["almari", "अलमारी", "or", "1", "1"]);
  });
});
