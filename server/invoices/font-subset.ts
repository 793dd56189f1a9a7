// TrueType fonts as a PDF embeds them: the metrics its font descriptor states, and a subset with
// only the glyphs a document draws. The subset keeps every glyph id (a glyph not drawn becomes
// empty), so the ids the shaping engine gives stay valid and a composite glyph's parts keep theirs.

export interface TrueTypeMetrics {
  unitsPerEm: number;
  numGlyphs: number;
  /** xMin, yMin, xMax, yMax in font units. */
  bbox: readonly [number, number, number, number];
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  weightClass: number;
  fixedPitch: boolean;
}

interface Table {
  offset: number;
  length: number;
}

class FontReader {
  readonly view: DataView;
  readonly tables = new Map<string, Table>();

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const version = this.view.getUint32(0);
    // 0x00010000 or 'true': TrueType outlines, which is what FontFile2 holds.
    if (version !== 0x00010000 && version !== 0x74727565) throw new Error("not a TrueType font");
    const count = this.view.getUint16(4);
    for (let index = 0; index < count; index += 1) {
      const record = 12 + index * 16;
      const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
      const offset = this.view.getUint32(record + 8);
      const length = this.view.getUint32(record + 12);
      if (offset + length > bytes.byteLength) throw new Error(`the font's ${tag} table runs past its end`);
      this.tables.set(tag, { offset, length });
    }
  }

  table(tag: string): Table {
    const table = this.tables.get(tag);
    if (!table) throw new Error(`the font has no ${tag} table`);
    return table;
  }

  data(tag: string): Uint8Array {
    const { offset, length } = this.table(tag);
    return this.bytes.subarray(offset, offset + length);
  }
}

export function trueTypeMetrics(bytes: Uint8Array): TrueTypeMetrics {
  const font = new FontReader(bytes);
  const { view } = font;
  const head = font.table("head").offset;
  const hhea = font.table("hhea").offset;
  const post = font.tables.get("post")?.offset;
  const os2 = font.tables.get("OS/2");
  // sCapHeight came with OS/2 version 2; before that, the ascent is the usual stand-in.
  const capHeight = os2 && view.getUint16(os2.offset) >= 2 ? view.getInt16(os2.offset + 88) : view.getInt16(hhea + 4);
  return {
    unitsPerEm: view.getUint16(head + 18),
    numGlyphs: view.getUint16(font.table("maxp").offset + 4),
    bbox: [view.getInt16(head + 36), view.getInt16(head + 38), view.getInt16(head + 40), view.getInt16(head + 42)],
    ascent: view.getInt16(hhea + 4),
    descent: view.getInt16(hhea + 6),
    capHeight,
    italicAngle: post === undefined ? 0 : view.getInt32(post + 4) / 65536,
    weightClass: os2 ? view.getUint16(os2.offset + 4) : 400,
    fixedPitch: post === undefined ? false : view.getUint32(post + 12) !== 0,
  };
}

/** Where each glyph's outline lies in the glyf table: numGlyphs + 1 offsets. */
function glyphOffsets(font: FontReader, numGlyphs: number): number[] {
  const longOffsets = font.view.getInt16(font.table("head").offset + 50) === 1;
  const loca = font.table("loca");
  const offsets: number[] = [];
  for (let gid = 0; gid <= numGlyphs; gid += 1) {
    offsets.push(longOffsets ? font.view.getUint32(loca.offset + gid * 4) : font.view.getUint16(loca.offset + gid * 2) * 2);
  }
  return offsets;
}

// Composite glyph flags (OpenType glyf table).
const argsAreWords = 0x0001;
const haveScale = 0x0008;
const moreComponents = 0x0020;
const haveXYScale = 0x0040;
const haveTwoByTwo = 0x0080;

/** The glyph ids a composite glyph is built from (none for a simple glyph). */
function componentsOf(glyph: Uint8Array): number[] {
  if (glyph.byteLength < 10) return [];
  const view = new DataView(glyph.buffer, glyph.byteOffset, glyph.byteLength);
  if (view.getInt16(0) >= 0) return [];
  const components: number[] = [];
  let at = 10;
  for (;;) {
    if (at + 4 > glyph.byteLength) throw new Error("a composite glyph runs past its end");
    const flags = view.getUint16(at);
    components.push(view.getUint16(at + 2));
    at += 4 + (flags & argsAreWords ? 4 : 2);
    at += flags & haveScale ? 2 : flags & haveXYScale ? 4 : flags & haveTwoByTwo ? 8 : 0;
    if (!(flags & moreComponents)) return components;
  }
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(data.byteLength / 4) * 4);
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.byteLength; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

/** The tables written in the given order as one font file, with the sfnt header and checksums. */
function writeSfnt(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const count = tags.length;
  const power = 2 ** Math.floor(Math.log2(count));
  let size = 12 + count * 16;
  const placed = tags.map((tag) => {
    const data = tables.get(tag) ?? new Uint8Array(0);
    const offset = size;
    size += Math.ceil(data.byteLength / 4) * 4;
    return { tag, data, offset };
  });
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x00010000);
  view.setUint16(4, count);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, count * 16 - power * 16);
  let headOffset = -1;
  placed.forEach(({ tag, data, offset }, index) => {
    const record = 12 + index * 16;
    for (let char = 0; char < 4; char += 1) view.setUint8(record + char, tag.charCodeAt(char));
    view.setUint32(record + 4, checksum(data));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, data.byteLength);
    out.set(data, offset);
    if (tag === "head") headOffset = offset;
  });
  if (headOffset >= 0) view.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

// The tables a PDF's TrueType font program needs (ISO 32000 9.9), and OS/2 for its metrics;
// cmap, name and the layout tables are not used once the text is shaped into glyph ids.
const copiedTables = ["hhea", "maxp", "cvt ", "fpgm", "prep", "OS/2"] as const;

/** A TrueType font that draws only `glyphs` (and the parts of composite ones); ids are kept. */
export function subsetTrueType(bytes: Uint8Array, glyphs: Iterable<number>): Uint8Array {
  const font = new FontReader(bytes);
  const numGlyphs = font.view.getUint16(font.table("maxp").offset + 4);
  const offsets = glyphOffsets(font, numGlyphs);
  const glyf = font.data("glyf");
  const outline = (gid: number) => glyf.subarray(offsets[gid] ?? 0, offsets[gid + 1] ?? 0);

  // Glyph 0 (.notdef) is always kept: readers draw it for anything missing.
  const kept = new Set<number>([0]);
  const queue = [0, ...glyphs];
  for (let gid = queue.pop(); gid !== undefined; gid = queue.pop()) {
    if (!Number.isInteger(gid) || gid < 0 || gid >= numGlyphs) throw new RangeError(`glyph ${gid} is not in the font`);
    kept.add(gid);
    for (const part of componentsOf(outline(gid))) if (!kept.has(part)) queue.push(part);
  }

  const keptBytes = [...kept].reduce((sum, gid) => sum + Math.ceil(outline(gid).byteLength / 4) * 4, 0);
  const newGlyf = new Uint8Array(keptBytes);
  const newLoca = new Uint8Array((numGlyphs + 1) * 4);
  const locaView = new DataView(newLoca.buffer);
  let at = 0;
  for (let gid = 0; gid < numGlyphs; gid += 1) {
    locaView.setUint32(gid * 4, at);
    if (kept.has(gid)) {
      newGlyf.set(outline(gid), at);
      at += Math.ceil(outline(gid).byteLength / 4) * 4;
    }
  }
  locaView.setUint32(numGlyphs * 4, at);

  const head = font.data("head").slice();
  const headView = new DataView(head.buffer);
  headView.setUint32(8, 0);
  // Long loca offsets: the subset's glyphs are 4-byte aligned, not 2.
  headView.setInt16(50, 1);

  const tables = new Map<string, Uint8Array>([
    ["head", head],
    ["loca", newLoca],
    ["glyf", newGlyf],
  ]);
  for (const tag of copiedTables) if (font.tables.has(tag)) tables.set(tag, font.data(tag));
  // Metrics of glyphs no longer drawn are zeroed: the PDF states widths itself, and zeros compress.
  const hmtx = font.data("hmtx").slice();
  const longMetrics = font.view.getUint16(font.table("hhea").offset + 34);
  for (let gid = 0; gid < numGlyphs; gid += 1) {
    if (kept.has(gid)) continue;
    const at = gid < longMetrics ? gid * 4 : longMetrics * 4 + (gid - longMetrics) * 2;
    hmtx.fill(0, at, Math.min(hmtx.byteLength, at + (gid < longMetrics ? 4 : 2)));
  }
  tables.set("hmtx", hmtx);
  if (font.tables.has("post")) {
    // post version 3: the header without glyph names.
    const post = font.data("post").slice(0, 32);
    new DataView(post.buffer).setUint32(0, 0x00030000);
    tables.set("post", post);
  }
  return writeSfnt(tables);
}
