// Text to positioned glyphs with HarfBuzz (harfbuzzjs: its WebAssembly build ships inside the npm
// package). Devanagari needs an OpenType shaper: a conjunct such as क्ष or श्र is one glyph of the
// font's own, the reph of र्म is drawn over the consonant after it, and the matra ि is drawn before
// the consonant it follows in the text. Each glyph also carries the text it stands for, which the
// PDF's ToUnicode map needs so that copying or searching the invoice gives back what was written.
import * as hb from "harfbuzzjs";
import type { InvoiceTypeface } from "./invoice-fonts";

export interface ShapedGlyph {
  gid: number;
  /** Advance and offsets in font units, as HarfBuzz placed the glyph. */
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  /**
   * The text this glyph stands for. A cluster's glyphs share its text in drawing order, so that
   * the glyphs' texts joined give the text back even where the glyphs are reordered (ि before
   * its consonant) or merged (a conjunct glyph stands for all of क्ष). Empty for a glyph that
   * stands for nothing of its own.
   */
  text: string;
}

export interface ShapedText {
  glyphs: readonly ShapedGlyph[];
  /** The width of the whole text in font units. */
  advance: number;
}

function isDevanagari(code: number): boolean {
  // Devanagari, Devanagari Extended and Vedic Extensions.
  return (code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff) || (code >= 0x1cd0 && code <= 0x1cff);
}

const neutral = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/** NFC, with control characters as spaces and lone surrogates as U+FFFD: what is drawn and mapped. */
export function printableText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0xfffd;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += " ";
    else if (code >= 0xd800 && code <= 0xdfff) out += "\ufffd";
    else out += char;
  }
  return out;
}

interface Run {
  start: number;
  end: number;
  /** null while the run holds only spaces, digits and punctuation, which go with either script. */
  devanagari: boolean | null;
}

/**
 * Splits text where it changes between Devanagari and other scripts: each run is shaped with its
 * own script (the Indic shaper for Devanagari). Spaces, digits, punctuation and joiners stay with
 * the run they are in.
 */
function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  let current: Run | null = null;
  let index = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const kind = isDevanagari(code) ? true : neutral.test(char) ? null : false;
    const end = index + char.length;
    if (!current) {
      current = { start: index, end, devanagari: kind };
    } else if (kind === null || current.devanagari === null || kind === current.devanagari) {
      current.end = end;
      current.devanagari ??= kind;
    } else {
      runs.push(current);
      current = { start: index, end, devanagari: kind };
    }
    index = end;
  }
  if (current) runs.push(current);
  return runs;
}

interface Group {
  glyphs: { gid: number; xAdvance: number; xOffset: number; yOffset: number }[];
  text: string;
}

/**
 * Gives each glyph of a cluster a share of the cluster's text, in drawing order: one code point
 * each, the last glyph with text the rest (a single glyph, such as a conjunct, gets it all). A
 * glyph beyond the cluster's code points (Noto draws ई as इ and a mark) stands for no text.
 */
function shareText(groups: readonly Group[]): ShapedGlyph[] {
  return groups.flatMap(({ glyphs, text }) => {
    const codePoints = Array.from(text);
    const last = Math.min(glyphs.length, codePoints.length) - 1;
    return glyphs.map((glyph, index) => ({
      ...glyph,
      text: index < last ? (codePoints[index] ?? "") : index === last ? codePoints.slice(index).join("") : "",
    }));
  });
}

// One buffer, reset for each run: shaping is synchronous, and it saves WebAssembly allocations.
let sharedBuffer: hb.Buffer | null = null;

function shapeRun(typeface: InvoiceTypeface, text: string, run: Run): ShapedGlyph[] {
  sharedBuffer ??= new hb.Buffer();
  const buffer = sharedBuffer;
  buffer.reset();
  // The whole text goes in, the run marked as the item: HarfBuzz then sees its context.
  buffer.addText(text, run.start, run.end - run.start);
  buffer.setDirection(hb.Direction.LTR);
  if (run.devanagari) buffer.setScript("Deva");
  buffer.guessSegmentProperties();
  // A stray matra prints as typed, not with a dotted circle that has no character behind it.
  buffer.setFlags(hb.BufferFlag.DO_NOT_INSERT_DOTTED_CIRCLE);
  hb.shape(typeface.shaper, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();

  // Left to right, clusters never decrease; each cluster's text runs to the next cluster's start.
  const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  const endOf = new Map(starts.map((start, index) => [start, starts[index + 1] ?? run.end]));
  const groups: Group[] = [];
  infos.forEach((info, index) => {
    const position = positions[index];
    const glyph = {
      gid: info.codepoint,
      xAdvance: position?.xAdvance ?? 0,
      xOffset: position?.xOffset ?? 0,
      yOffset: position?.yOffset ?? 0,
    };
    const last = groups.at(-1);
    if (last && infos[index - 1]?.cluster === info.cluster) last.glyphs.push(glyph);
    else groups.push({ glyphs: [glyph], text: text.slice(info.cluster, endOf.get(info.cluster) ?? run.end) });
  });
  return shareText(groups);
}

const nonspacingMark = /\p{Mn}/u;
const space = /^\s/u;

/**
 * pdf.js (Firefox's reader) takes a glyph whose text holds a nonspacing mark (्, ़, ु, े …) for a
 * diacritic and does not look at where it stands: first in a word, such a glyph (a conjunct like
 * क्ष, a half form like फ़्) would be joined to the line above or get a space after it. So a word's
 * first glyph keeps only its first character when that is no mark, and the next glyph of the
 * word takes the rest; joined, the texts are the same.
 */
function plainWordStarts(glyphs: ShapedGlyph[]): ShapedGlyph[] {
  const out = glyphs.map((glyph) => ({ ...glyph }));
  out.forEach((glyph, index) => {
    const next = out[index + 1];
    const previous = out[index - 1];
    if (!next || space.test(next.text) || (previous && !space.test(previous.text))) return;
    const [head = "", ...tail] = glyph.text;
    if (tail.length === 0 || !nonspacingMark.test(glyph.text) || nonspacingMark.test(head)) return;
    glyph.text = head;
    next.text = tail.join("") + next.text;
  });
  return out;
}

const cache = new WeakMap<InvoiceTypeface, Map<string, ShapedText>>();
const cacheLimit = 4096;

/** The text shaped in the typeface. Results are kept: layout measures a text, then draws it. */
export function shapeText(typeface: InvoiceTypeface, text: string): ShapedText {
  let shaped = cache.get(typeface);
  if (!shaped) {
    shaped = new Map();
    cache.set(typeface, shaped);
  }
  const known = shaped.get(text);
  if (known) return known;
  const printable = printableText(text);
  const glyphs = plainWordStarts(scriptRuns(printable).flatMap((run) => shapeRun(typeface, printable, run)));
  const result: ShapedText = { glyphs, advance: glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0) };
  if (shaped.size >= cacheLimit) shaped.clear();
  shaped.set(text, result);
  return result;
}
