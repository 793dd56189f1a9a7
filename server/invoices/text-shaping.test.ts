// Shaping the invoice's text with HarfBuzz: Devanagari's conjuncts, reph and pre-base matras come
// out as the font's own glyphs in drawing order, and the glyphs' texts give the text back.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invoiceTypeface } from "./invoice-fonts";
import { printableText, shapeText } from "./text-shaping";

const regular = invoiceTypeface("regular");
const nominal = (char: string) => regular.shaper.nominalGlyph(char.codePointAt(0) ?? 0);
const gids = (text: string) => shapeText(regular, text).glyphs.map((glyph) => glyph.gid);
const joined = (text: string) => shapeText(regular, text).glyphs.map((glyph) => glyph.text).join("");

describe("shaping Devanagari", () => {
  it("draws a conjunct as one glyph of the font's, not its letters side by side", () => {
    for (const conjunct of ["क्ष", "श्र", "त्र", "द्ध", "ज्ञ"]) {
      const glyphs = shapeText(regular, conjunct).glyphs;
      expect(glyphs, conjunct).toHaveLength(1);
      expect(Array.from(conjunct).map(nominal)).not.toContain(glyphs[0]?.gid);
      // The one glyph stands for the whole cluster.
      expect(glyphs[0]?.text).toBe(conjunct);
    }
  });

  it("draws the matra ि before the consonant it follows in the text, and the reph after the consonant it sits on", () => {
    // Two glyphs, the matra first (in one of Noto's widths of ि, chosen to suit क).
    const [matra, consonant, ...rest] = gids("कि");
    expect(consonant).toBe(nominal("क"));
    expect(matra).not.toBe(nominal("क"));
    expect(rest).toEqual([]);
    const dharma = gids("धर्म");
    expect(dharma.slice(0, 2)).toEqual([nominal("ध"), nominal("म")]);
    expect(dharma).toHaveLength(3);
    expect(dharma).not.toContain(nominal("र"));
  });

  it("shapes Devanagari inside Latin text as it would alone", () => {
    const alone = gids("क्षितिज श्रीवास्तव");
    const mixed = shapeText(regular, "Bill to क्षितिज श्रीवास्तव (Home)").glyphs.map((glyph) => glyph.gid);
    expect(mixed.slice("Bill to ".length, "Bill to ".length + alone.length)).toEqual(alone);
  });

  it("measures text by HarfBuzz's advances, kerning included", () => {
    const shaped = shapeText(regular, "AV");
    const [a, v] = shaped.glyphs;
    expect(shaped.advance).toBe((a?.xAdvance ?? 0) + (v?.xAdvance ?? 0));
    expect(shaped.advance).toBeLessThan(regular.shaper.glyphHAdvance(nominal("A") ?? 0) + regular.shaper.glyphHAdvance(nominal("V") ?? 0));
  });
});

describe("the text each glyph stands for", () => {
  it("gives the text back when joined, whatever was reordered or merged", () => {
    for (const text of ["क्षितिज श्रीवास्तव", "श्री राम नगर, धर्मशाला", "शीशम की अलमारी", "नई दिल्ली", "फ़्लैट 4B, ₹ 12,499", "Café – ok"]) {
      expect(joined(text)).toBe(text);
    }
  });

  it("holds for any mix of Devanagari, Latin, digits and punctuation", () => {
    const letters = [
      ...Array.from("कखगचजटडतदनपबमयरलवशसहअआइईउएओ"),
      ...["्", "ि", "ी", "ु", "ू", "ृ", "े", "ै", "ो", "ौ", "ं", "ँ", "़", "।"],
      ...Array.from("aAbWfi09 ,.-₹()"),
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...letters), { maxLength: 24 }), (chars) => {
        const text = chars.join("");
        expect(joined(text)).toBe(printableText(text));
      }),
      { seed: 31, numRuns: 300 },
    );
  });

  it("starts each word with a glyph whose text has no nonspacing mark, which pdf.js would misplace", () => {
    const [first, second] = shapeText(regular, "क्षमा").glyphs;
    expect(first?.gid).toBe(gids("क्ष")[0]);
    expect(first?.text).toBe("क");
    expect(second?.text).toBe("्षम");
  });

  it("gives no text to a glyph beyond its cluster's characters, such as the mark Noto draws for ई", () => {
    const glyphs = shapeText(regular, "ई").glyphs;
    expect(glyphs.map((glyph) => glyph.text)).toEqual(["ई", ""]);
  });

  it("prints control characters as spaces and normalises to NFC", () => {
    expect(printableText("a\tb\u0000c")).toBe("a b c");
    expect(printableText("Cafe\u0301")).toBe("Café");
    expect(printableText("\ud800x")).toBe("\ufffdx");
  });
});
