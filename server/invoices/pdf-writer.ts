// A small PDF 1.4 writer: pages of text, lines and rectangles, which is all an invoice needs. No
// PDF library is installed for this, and the format's subset used here is short: objects, content
// streams (deflated), a cross-reference table, a trailer, and one embedded font per style.
// Text is shaped by HarfBuzz (text-shaping.ts) and drawn in a subset of the invoice's typeface
// (invoice-fonts.ts) embedded as a composite font: Type0 over CIDFontType2, whose codes map to
// glyphs through a CIDToGIDMap and back to text through a ToUnicode map (docs/decisions/031).
import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import { subsetTrueType } from "./font-subset";
import { invoiceTypeface, type InvoiceTypeface, type PdfFont } from "./invoice-fonts";
import { shapeText } from "./text-shaping";

/** An RGB colour, each part 0 to 1. */
export type PdfColor = readonly [number, number, number];

export type PdfOp =
  | { kind: "text"; x: number; y: number; size: number; font: PdfFont; text: string; color?: PdfColor }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; width: number; color?: PdfColor }
  | { kind: "rect"; x: number; y: number; width: number; height: number; fill?: PdfColor; stroke?: PdfColor; lineWidth?: number };

export interface PdfPage {
  /** Points (1/72 inch); A4 is 595.28 × 841.89. */
  width: number;
  height: number;
  /** Drawn in order; y grows upwards from the page's bottom edge, as in PDF itself. */
  ops: readonly PdfOp[];
}

export interface PdfDocument {
  title: string;
  author: string;
  pages: readonly PdfPage[];
  /** Shown as the document's creation date. */
  createdAt: Date;
}

export const a4 = { width: 595.28, height: 841.89 } as const;

const black: PdfColor = [0, 0, 0];

/** The font resources' names in page content, one per style. */
const resourceNames: Record<PdfFont, string> = { regular: "F1", bold: "F2" };

/** How wide the text is at this size, in points, as shaped and drawn. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  const typeface = invoiceTypeface(font);
  return (shapeText(typeface, text).advance * size) / typeface.metrics.unitsPerEm;
}

function num(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`a PDF number must be finite, not ${value}`);
  return String(Math.round(value * 100) / 100);
}

const hex4 = (code: number) => code.toString(16).padStart(4, "0").toUpperCase();

/** Font units as thousandths of the font size (PDF glyph space), rounded as written. */
function thousandths(typeface: InvoiceTypeface, units: number): number {
  return Math.round((units * 100000) / typeface.metrics.unitsPerEm) / 100;
}

/** A PDF literal string of printable ASCII: ( ) and \ escaped. */
function literal(text: string): string {
  return `(${text.replace(/[()\\]/g, (char) => `\\${char}`)})`;
}

function utf16Hex(text: string): string {
  let hex = "";
  for (let index = 0; index < text.length; index += 1) hex += text.charCodeAt(index).toString(16).padStart(4, "0").toUpperCase();
  return hex;
}

/** A string for the document's information: plain when it is printable ASCII, else UTF-16 with its byte order mark. */
function textString(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? literal(text) : `<FEFF${utf16Hex(text)}>`;
}

function color(value: PdfColor): string {
  return value.map(num).join(" ");
}

/**
 * Codes for glyphs that stand for no text (the mark Noto draws for ई beside इ). Such a code has no
 * ToUnicode entry, which readers take as nothing; pdf.js instead reads the character with the
 * code's number, and these numbers are format characters (Unicode category Cf), which it drops.
 */
const textlessCodes = [
  0x00ad, 0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x061c, 0x06dd, 0x070f, 0x0890, 0x0891, 0x08e2, 0x180e, 0x200b, 0x200c,
  0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0x2066, 0x2067, 0x2068,
  0x2069, 0x206a, 0x206b, 0x206c, 0x206d, 0x206e, 0x206f, 0xfeff, 0xfff9, 0xfffa, 0xfffb,
];
const reservedCodes = new Set(textlessCodes);

interface CodeEntry {
  gid: number;
  text: string;
  /** The advance the PDF gives the code, in thousandths of the size. */
  width: number;
}

/**
 * The glyphs a document draws in one typeface. A code is given per glyph, text and advance: म
 * drawn alone maps back to "म" and म drawn as the base of र्म to its share of that cluster, and a
 * mark placed on its base gets a code whose width spans from where it is drawn to where the pen
 * goes next, so that readers see no gap after it.
 */
class FontUsage {
  private readonly codes = new Map<string, number>();
  readonly entries = new Map<number, CodeEntry>();
  private nextCode = 1;
  private nextTextless = 0;

  constructor(readonly typeface: InvoiceTypeface) {}

  codeOf(entry: CodeEntry): number {
    // A ToUnicode target may be 512 bytes at most; no real cluster comes near.
    const text = entry.text.length > 256 ? Array.from(entry.text).slice(0, 128).join("") : entry.text;
    const key = `${entry.gid}:${entry.width}:${text}`;
    let code = this.codes.get(key);
    if (code === undefined) {
      code = text === "" ? textlessCodes[this.nextTextless++] : undefined;
      if (code === undefined) {
        while (reservedCodes.has(this.nextCode)) this.nextCode += 1;
        code = this.nextCode++;
      }
      if (code > 0xffff) throw new RangeError("a font in one document may have at most 65,535 codes");
      this.entries.set(code, { ...entry, text });
      this.codes.set(key, code);
    }
    return code;
  }
}

/**
 * The operators that show shaped text: TJ arrays of two-byte codes whose widths are HarfBuzz's
 * advances (kerning included), a move where a glyph is drawn off the pen's position (a mark
 * placed on its base), and a text rise (Ts) for a glyph HarfBuzz moved up or down.
 */
function showText(usage: FontUsage, text: string, size: number): string {
  const { typeface } = usage;
  const operators: string[] = [];
  let items: string[] = [];
  let codes = "";
  let rise = 0;
  // How far the next glyph must move left of where the previous one's width left it, in
  // thousandths of the size (positive is leftwards, as in TJ).
  let pending = 0;
  const endArray = () => {
    if (codes) items.push(`<${codes}>`);
    if (items.length > 0) operators.push(`[${items.join(" ")}] TJ`);
    items = [];
    codes = "";
  };
  for (const glyph of shapeText(typeface, text).glyphs) {
    if (glyph.yOffset !== rise) {
      endArray();
      rise = glyph.yOffset;
      operators.push(`${num((rise * size) / typeface.metrics.unitsPerEm)} Ts`);
    }
    pending -= thousandths(typeface, glyph.xOffset);
    if (Math.abs(pending) >= 0.005) {
      if (codes) items.push(`<${codes}>`);
      codes = "";
      items.push(num(pending));
    }
    // The code's width takes the pen from where the glyph is drawn to where HarfBuzz puts the next.
    const width = Math.max(0, thousandths(typeface, glyph.xAdvance - glyph.xOffset));
    codes += hex4(usage.codeOf({ gid: glyph.gid, text: glyph.text, width }));
    pending = width + thousandths(typeface, glyph.xOffset) - thousandths(typeface, glyph.xAdvance);
  }
  endArray();
  if (rise !== 0) operators.push("0 Ts");
  return operators.join(" ");
}

function contentOf(ops: readonly PdfOp[], usageOf: (font: PdfFont) => FontUsage): string {
  const out: string[] = [];
  for (const op of ops) {
    switch (op.kind) {
      case "text": {
        const shown = showText(usageOf(op.font), op.text, op.size);
        if (shown) {
          out.push(`BT /${resourceNames[op.font]} ${num(op.size)} Tf ${color(op.color ?? black)} rg ${num(op.x)} ${num(op.y)} Td ${shown} ET`);
        }
        break;
      }
      case "line":
        out.push(`${num(op.width)} w ${color(op.color ?? black)} RG ${num(op.x1)} ${num(op.y1)} m ${num(op.x2)} ${num(op.y2)} l S`);
        break;
      case "rect": {
        const path = `${num(op.x)} ${num(op.y)} ${num(op.width)} ${num(op.height)} re`;
        if (op.fill && op.stroke) out.push(`${num(op.lineWidth ?? 1)} w ${color(op.fill)} rg ${color(op.stroke)} RG ${path} B`);
        else if (op.fill) out.push(`${color(op.fill)} rg ${path} f`);
        else out.push(`${num(op.lineWidth ?? 1)} w ${color(op.stroke ?? black)} RG ${path} S`);
        break;
      }
    }
  }
  return out.join("\n");
}

function streamObject(data: Uint8Array, entries = ""): Buffer {
  const deflated = deflateSync(data);
  return Buffer.concat([
    Buffer.from(`<< /Length ${deflated.length}${entries} /Filter /FlateDecode >>\nstream\n`, "latin1"),
    deflated,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

/** Each code's text, as a ToUnicode CMap (ISO 32000 9.10.3); codes that stand for no text are left out. */
function toUnicodeCMap(codes: readonly [number, CodeEntry][]): string {
  const mapped = codes.filter(([, entry]) => entry.text !== "");
  const lines = [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
  ];
  // At most 100 mappings to a section.
  for (let start = 0; start < mapped.length; start += 100) {
    const chunk = mapped.slice(start, start + 100);
    lines.push(`${chunk.length} beginbfchar`);
    for (const [code, entry] of chunk) lines.push(`<${hex4(code)}> <${utf16Hex(entry.text)}>`);
    lines.push("endbfchar");
  }
  lines.push("endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end");
  return lines.join("\n");
}

/** The /W array: each run of consecutive codes, then their widths. */
function widthsOf(codes: readonly [number, CodeEntry][]): string {
  const runs: string[] = [];
  let run: { first: number; widths: string[] } | null = null;
  for (const [code, entry] of codes) {
    if (run && code === run.first + run.widths.length) {
      run.widths.push(num(entry.width));
      continue;
    }
    if (run) runs.push(`${run.first} [${run.widths.join(" ")}]`);
    run = { first: code, widths: [num(entry.width)] };
  }
  if (run) runs.push(`${run.first} [${run.widths.join(" ")}]`);
  return `[${runs.join(" ")}]`;
}

/** The six objects of an embedded font, numbered from `first`: Type0, CIDFont, descriptor, font file, ToUnicode, CIDToGIDMap. */
function fontObjects(usage: FontUsage, first: number): (string | Buffer)[] {
  const { typeface } = usage;
  const { metrics } = typeface;
  const codes = [...usage.entries].sort(([a], [b]) => a - b);
  const glyphs = [...new Set(codes.map(([, entry]) => entry.gid))].sort((a, b) => a - b);
  const subset = subsetTrueType(typeface.bytes, glyphs);
  // A subset's name starts with six capital letters of its own (ISO 32000 9.9.2).
  const digest = createHash("sha256").update(glyphs.join(",")).digest();
  const tag = Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join("");
  const name = `${tag}+${typeface.postScriptName}`;
  const cidToGid = Buffer.alloc(((codes.at(-1)?.[0] ?? 0) + 1) * 2);
  for (const [code, entry] of codes) cidToGid.writeUInt16BE(entry.gid, code * 2);
  const [xMin, yMin, xMax, yMax] = metrics.bbox.map((value) => num(thousandths(typeface, value)));
  // Flags: symbolic (4), as the font has glyphs outside the standard Latin set; fixed pitch (1).
  const flags = 4 + (metrics.fixedPitch ? 1 : 0);
  // PDF asks for the vertical stems' width; estimated from the weight, as is usual.
  const stemV = Math.round(50 + (metrics.weightClass / 65) ** 2);
  return [
    `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${first + 1} 0 R] /ToUnicode ${first + 4} 0 R >>`,
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
      `/FontDescriptor ${first + 2} 0 R /W ${widthsOf(codes)} /CIDToGIDMap ${first + 5} 0 R >>`,
    `<< /Type /FontDescriptor /FontName /${name} /Flags ${flags} /FontBBox [${xMin} ${yMin} ${xMax} ${yMax}] /ItalicAngle ${num(metrics.italicAngle)} ` +
      `/Ascent ${num(thousandths(typeface, metrics.ascent))} /Descent ${num(thousandths(typeface, metrics.descent))} ` +
      `/CapHeight ${num(thousandths(typeface, metrics.capHeight))} /StemV ${stemV} /FontFile2 ${first + 3} 0 R >>`,
    streamObject(subset, ` /Length1 ${subset.byteLength}`),
    streamObject(Buffer.from(toUnicodeCMap(codes), "latin1")),
    streamObject(cidToGid),
  ];
}

/** D:YYYYMMDDHHmmSSZ, PDF's date format, in UTC. */
function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** The document as the bytes of a PDF file. */
export function writePdf(document: PdfDocument): Uint8Array<ArrayBuffer> {
  if (document.pages.length === 0) throw new RangeError("a PDF needs at least one page");
  const usages = new Map<PdfFont, FontUsage>();
  const usageOf = (font: PdfFont): FontUsage => {
    let usage = usages.get(font);
    if (!usage) {
      usage = new FontUsage(invoiceTypeface(font));
      usages.set(font, usage);
    }
    return usage;
  };
  // Pages first: they decide which glyphs, and so which codes, each font needs.
  const contents = document.pages.map((page) => contentOf(page.ops, usageOf));
  const fonts = (["regular", "bold"] as const).filter((font) => usages.has(font));

  // Object numbers: 1 catalog, 2 page tree, 3 info, a page and its content per page, then six per font.
  const pageObject = (index: number) => 4 + index * 2;
  const fontObject = (index: number) => pageObject(document.pages.length) + index * 6;
  const fontResources = fonts.map((font, index) => `/${resourceNames[font]} ${fontObject(index)} 0 R`).join(" ");
  const objects: (string | Buffer)[] = [];
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${document.pages.map((_, index) => `${pageObject(index)} 0 R`).join(" ")}] /Count ${document.pages.length} >>`;
  objects[3] = `<< /Title ${textString(document.title)} /Author ${textString(document.author)} /Producer (Aangan invoice writer) /CreationDate (${pdfDate(document.createdAt)}) >>`;
  document.pages.forEach((page, index) => {
    const number = pageObject(index);
    objects[number] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ` +
      `/Resources << /Font << ${fontResources} >> >> /Contents ${number + 1} 0 R >>`;
    objects[number + 1] = streamObject(Buffer.from(contents[index] ?? "", "latin1"));
  });
  fonts.forEach((font, index) => {
    const usage = usages.get(font);
    if (usage) fontObjects(usage, fontObject(index)).forEach((body, offset) => (objects[fontObject(index) + offset] = body));
  });

  // The second line's high bytes tell transfer tools the file is binary.
  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  for (let number = 1; number < objects.length; number += 1) {
    const body = objects[number];
    if (body === undefined) throw new Error(`PDF object ${number} was never written`);
    offsets[number] = offset;
    const chunk = Buffer.concat([
      Buffer.from(`${number} 0 obj\n`, "latin1"),
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    chunks.push(chunk);
    offset += chunk.length;
  }
  const xrefOffset = offset;
  // Each cross-reference entry is exactly 20 bytes: offset, generation, flag, then space and LF.
  const entries = ["0000000000 65535 f \n"];
  for (let number = 1; number < objects.length; number += 1) {
    entries.push(`${String(offsets[number] ?? 0).padStart(10, "0")} 00000 n \n`);
  }
  chunks.push(
    Buffer.from(
      `xref\n0 ${objects.length}\n${entries.join("")}trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
      "latin1",
    ),
  );
  return new Uint8Array(Buffer.concat(chunks));
}
