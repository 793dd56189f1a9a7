// A small PDF 1.4 writer: pages of text in the standard Helvetica fonts, lines and rectangles,
// which is all an invoice needs. No library is installed for this, and the format's subset used
// here is short: objects, content streams (deflated), a cross-reference table, a trailer.
// Text is encoded in WinAnsiEncoding; characters outside it are replaced, so callers write
// amounts as "Rs. 12,499" (Helvetica has no rupee sign).
import { deflateSync } from "node:zlib";
import { glyphWidth, type PdfFont } from "./helvetica-metrics";

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

// Unicode code points of the WinAnsi bytes 0x80–0x9F (the rest of 0xA0–0xFF is Latin-1 itself).
const winAnsiHigh: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x02c6: 0x88,
  0x2030: 0x89, 0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93,
  0x201d: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98, 0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b,
  0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f,
};

/** The text as WinAnsi bytes; a character the standard fonts cannot show becomes "?". */
export function winAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const character of text.normalize("NFC")) {
    const code = character.codePointAt(0) ?? 63;
    if (code === 0x20b9) {
      // The rupee sign: Helvetica has none.
      bytes.push(...Buffer.from("Rs.", "latin1"));
    } else if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) {
      bytes.push(code);
    } else if (code in winAnsiHigh) {
      bytes.push(winAnsiHigh[code] ?? 63);
    } else if (code === 9 || code === 10 || code === 13) {
      bytes.push(32);
    } else {
      bytes.push(63);
    }
  }
  return bytes;
}

/** How wide the text is at this size, in points. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  return (winAnsiBytes(text).reduce((sum, byte) => sum + glyphWidth(font, byte), 0) * size) / 1000;
}

/** A PDF literal string: ( ) and \ escaped, everything outside printable ASCII as octal. */
function pdfString(bytes: readonly number[]): string {
  let out = "(";
  for (const byte of bytes) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 32 || byte > 126) out += `\\${byte.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

function num(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`a PDF number must be finite, not ${value}`);
  return String(Math.round(value * 100) / 100);
}

function color(value: PdfColor): string {
  return value.map(num).join(" ");
}

function contentOf(ops: readonly PdfOp[]): string {
  const out: string[] = [];
  for (const op of ops) {
    switch (op.kind) {
      case "text":
        out.push(
          `BT /${op.font === "bold" ? "F2" : "F1"} ${num(op.size)} Tf ${color(op.color ?? black)} rg ${num(op.x)} ${num(op.y)} Td ${pdfString(winAnsiBytes(op.text))} Tj ET`,
        );
        break;
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

/** D:YYYYMMDDHHmmSSZ, PDF's date format, in UTC. */
function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** The document as the bytes of a PDF file. */
export function writePdf(document: PdfDocument): Uint8Array<ArrayBuffer> {
  if (document.pages.length === 0) throw new RangeError("a PDF needs at least one page");
  // Object numbers: 1 catalog, 2 page tree, 3–4 fonts, 5 info, then a page and its content per page.
  const pageObject = (index: number) => 6 + index * 2;
  const objects: (string | Buffer)[] = [];
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${document.pages.map((_, index) => `${pageObject(index)} 0 R`).join(" ")}] /Count ${document.pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title ${pdfString(winAnsiBytes(document.title))} /Author ${pdfString(winAnsiBytes(document.author))} /Producer (Aangan invoice writer) /CreationDate (${pdfDate(document.createdAt)}) >>`;
  document.pages.forEach((page, index) => {
    const number = pageObject(index);
    objects[number] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${number + 1} 0 R >>`;
    const stream = deflateSync(Buffer.from(contentOf(page.ops), "latin1"));
    objects[number + 1] = Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
      stream,
      Buffer.from("\nendstream", "latin1"),
    ]);
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
      `xref\n0 ${objects.length}\n${entries.join("")}trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
      "latin1",
    ),
  );
  return new Uint8Array(Buffer.concat(chunks));
}
