// The subset the PDF embeds: a valid TrueType font with the drawn glyphs (and their parts)
// unchanged under their own ids, and nothing else.
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { subsetTrueType, trueTypeMetrics } from "./font-subset";
import { invoiceTypeface } from "./invoice-fonts";
import { shapeText } from "./text-shaping";

const regular = invoiceTypeface("regular");

/** A table of a TrueType file, by its tag. */
function table(bytes: Uint8Array, tag: string): Uint8Array | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let index = 0; index < view.getUint16(4); index += 1) {
    const record = 12 + index * 16;
    if (String.fromCharCode(...bytes.subarray(record, record + 4)) === tag) {
      return bytes.subarray(view.getUint32(record + 8), view.getUint32(record + 8) + view.getUint32(record + 12));
    }
  }
  return undefined;
}

function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(bytes.byteLength / 4) * 4);
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.byteLength; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

describe("a TrueType subset", () => {
  const drawn = shapeText(regular, "क्षितिज श्रीवास्तव ₹ 12,499").glyphs.map((glyph) => glyph.gid);
  const subset = subsetTrueType(regular.bytes, drawn);
  const original = new hb.Font(new hb.Face(new hb.Blob(regular.bytes)));
  const reduced = new hb.Font(new hb.Face(new hb.Blob(subset)));

  it("keeps every drawn glyph's outline and advance under its own id", () => {
    for (const gid of drawn) {
      expect(reduced.glyphExtents(gid), `glyph ${gid}`).toEqual(original.glyphExtents(gid));
      expect(reduced.glyphToPath(gid)).toBe(original.glyphToPath(gid));
      expect(reduced.glyphHAdvance(gid)).toBe(original.glyphHAdvance(gid));
    }
  });

  it("empties the glyphs not drawn, so it is a fraction of the font", () => {
    const other = original.nominalGlyph("ग".codePointAt(0) ?? 0) ?? 0;
    expect(drawn).not.toContain(other);
    expect(original.glyphToPath(other)).not.toBe("");
    expect(reduced.glyphToPath(other)).toBe("");
    expect(subset.byteLength).toBeLessThan(regular.bytes.byteLength / 5);
    expect(trueTypeMetrics(subset).numGlyphs).toBe(regular.metrics.numGlyphs);
  });

  it("is a well-formed sfnt: table checksums, the whole file's checksum, and only the tables a PDF needs", () => {
    const view = new DataView(subset.buffer, subset.byteOffset, subset.byteLength);
    const tags: string[] = [];
    for (let index = 0; index < view.getUint16(4); index += 1) {
      const record = 12 + index * 16;
      const tag = String.fromCharCode(...subset.subarray(record, record + 4));
      tags.push(tag);
      const data = table(subset, tag) ?? new Uint8Array(0);
      if (tag !== "head") expect(checksum(data), tag).toBe(view.getUint32(record + 4));
    }
    expect(tags).toEqual([...tags].sort());
    expect(tags).toEqual(expect.arrayContaining(["glyf", "head", "hhea", "hmtx", "loca", "maxp"]));
    expect(tags).not.toContain("GSUB");
    expect(tags).not.toContain("cmap");
    expect(checksum(subset)).toBe(0xb1b0afba);
  });

  it("keeps the parts of a composite glyph", () => {
    // In Noto, é is a composite of e and the acute accent.
    const eAcute = original.nominalGlyph("é".codePointAt(0) ?? 0) ?? 0;
    const withAccent = new hb.Font(new hb.Face(new hb.Blob(subsetTrueType(regular.bytes, [eAcute]))));
    expect(withAccent.glyphToPath(eAcute)).toBe(original.glyphToPath(eAcute));
    expect(withAccent.glyphToPath(eAcute)).not.toBe("");
  });

  it("refuses a glyph the font does not have", () => {
    expect(() => subsetTrueType(regular.bytes, [regular.metrics.numGlyphs])).toThrow(RangeError);
  });
});

describe("the font's metrics", () => {
  it("reads what the PDF's font descriptor states", () => {
    expect(regular.metrics).toMatchObject({ unitsPerEm: 1000, weightClass: 400, italicAngle: 0, fixedPitch: false });
    expect(invoiceTypeface("bold").metrics.weightClass).toBe(700);
    expect(regular.metrics.ascent).toBeGreaterThan(0);
    expect(regular.metrics.descent).toBeLessThan(0);
    expect(regular.postScriptName).toBe("NotoSansDevanagari-Regular");
    expect(invoiceTypeface("bold").postScriptName).toBe("NotoSansDevanagari-Bold");
  });
});
