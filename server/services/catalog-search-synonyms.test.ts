import { describe, expect, it } from "vitest";
import { searchWords } from "./catalog-search";
import { furnitureWords, meaningQuery, oneSlipAway, searchPositions, searchSynonyms } from "./catalog-search-synonyms";
import { foldSearchText } from "./catalog-search-text";

const positions = (q: string, prefixLastWord = false) => searchPositions(searchWords(q), { prefixLastWord });

describe("the words shoppers use for furniture", () => {
  it("a word of the table stands for its meanings, not for itself", () => {
    expect(positions("almirah")).toEqual([{ typed: null, meanings: ["almirah", "wardrobe"], prefix: false }]);
    expect(positions("Diwan")).toEqual([{ typed: null, meanings: ["sofa cum bed", "bed"], prefix: false }]);
  });

  it("several words in a row are read together, plurals included", () => {
    for (const q of ["sofa set", "Sofa Sets", "sofaset"]) {
      expect(positions(q), q).toEqual([{ typed: null, meanings: ["sofa"], prefix: false }]);
    }
    expect(positions("leather sofa set with storage").map((position) => position.typed ?? position.meanings.join("|"))).toEqual([
      "leather",
      "sofa",
      "with",
      "storage",
    ]);
  });

  it("other words stay as typed, the last one half-typed only for suggestions", () => {
    expect(positions("study table for kids")).toEqual(
      ["study", "table", "for", "kids"].map((typed) => ({ typed, meanings: [], prefix: false })),
    );
    expect(positions("king size be", true).at(-1)).toEqual({ typed: "be", meanings: [], prefix: true });
  });

  it("a half-typed word of four letters or more also stands for the table's words it starts", () => {
    expect(positions("diwa", true)).toEqual([{ typed: "diwa", meanings: ["sofa cum bed", "bed"], prefix: true }]);
    expect(positions("diw", true)).toEqual([{ typed: "diw", meanings: [], prefix: true }]);
    expect(positions("diwa")).toEqual([{ typed: "diwa", meanings: [], prefix: false }]);
  });

  it("meanings become full-text query terms, phrases as words that follow each other", () => {
    expect(meaningQuery("wardrobe")).toBe("wardrobe");
    expect(meaningQuery("sofa cum bed")).toBe("(sofa <-> cum <-> bed)");
  });

  it("every row is plain lower-case words, Latin or Devanagari, and each word is in one row only", () => {
    const seen = new Set<string>();
    for (const synonym of searchSynonyms) {
      expect(synonym.means.length).toBeGreaterThan(0);
      for (const text of [...synonym.says, ...synonym.means]) {
        expect(foldSearchText(text)).toMatch(/^[\u0900-\u0963\u0971-\u097fa-z0-9]+( [\u0900-\u0963\u0971-\u097fa-z0-9]+)*$/);
      }
      for (const says of synonym.says.map(foldSearchText)) {
        expect(seen.has(says), says).toBe(false);
        seen.add(says);
      }
    }
    expect(furnitureWords).toEqual(expect.arrayContaining(["diwan", "almirah", "palang", "takht", "chowki", "kursi", "अलमारी", "पलंग", "कुर्सी"]));
    expect(furnitureWords).not.toContain("sitter");
  });

  it("a Hindi word stands for the catalog's English word and for itself, however its nukta is typed", () => {
    expect(positions("अलमारी")).toEqual([{ typed: null, meanings: ["almirah", "wardrobe", "अलमारी"], prefix: false }]);
    for (const q of ["मेज़", "मेज", "टेबल"]) expect(positions(q)[0]?.meanings, q).toContain("table");
    expect(positions("सोफा")).toEqual(positions("सोफ़ा"));
    expect(positions("कुर्सियाँ")).toEqual(positions("कुर्सियां"));
    expect(positions("kursi")).toEqual([{ typed: null, meanings: ["chair"], prefix: false }]);
  });

  it("a bookcase's Hindi name is read whole before its last word, a wardrobe", () => {
    expect(positions("किताबों की अलमारी")).toEqual([
      { typed: null, meanings: ["bookshelf", "bookshelves", "bookcase", "बुकशेल्फ", "किताबों की अलमारी"], prefix: false },
    ]);
  });
});

describe("words one slip away", () => {
  it("swapping two neighbouring letters", () => {
    expect(oneSlipAway("chiar").swapped).toContain("chair");
    expect(oneSlipAway("tabel").swapped).toContain("table");
    expect(oneSlipAway("sfoa").swapped).toContain("sofa");
  });

  it("a letter left out, added or changed, apart from the swaps and the word itself", () => {
    const { swapped, edited } = oneSlipAway("sofa");
    expect(edited).toEqual(expect.arrayContaining(["sfa", "sofas", "sifa"]));
    expect(edited).not.toContain("sofa");
    for (const word of swapped) expect(edited).not.toContain(word);
    // Each of 5 places takes 26 letters, each of 4 letters 25 others, and 4 can be left out.
    expect(swapped.length + edited.length).toBeLessThanOrEqual(5 * 26 + 4 * 25 + 4);
  });

  it("in Devanagari too, a vowel sign counting as a letter", () => {
    expect(oneSlipAway("अलमरी").edited).toContain("अलमारी");
    expect(oneSlipAway("कुर्सि").edited).toContain("कुर्सी");
    expect(oneSlipAway("पलगं").swapped).toContain("पलंग");
  });

  it("leaves numbers, mixed scripts and long words to trigram similarity", () => {
    expect(oneSlipAway("sofaसोफा")).toEqual({ swapped: [], edited: [] });
    expect(oneSlipAway("1000123")).toEqual({ swapped: [], edited: [] });
    expect(oneSlipAway("ergonomicchair")).toEqual({ swapped: [], edited: [] });
  });
});
