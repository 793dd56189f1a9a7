// Glyph widths of the PDF standard fonts Helvetica and Helvetica-Bold (Adobe's AFM files, in
// thousandths of the font size), for the printable ASCII range in WinAnsiEncoding. Every PDF
// reader has these fonts built in, so the invoice embeds none; measuring text needs the widths.

/** Widths of characters 32 (space) to 126 (~), in order. */
const regularAscii = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
] as const;

const boldAscii = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611,
  611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
] as const;

export type PdfFont = "regular" | "bold";

/** Widths of the WinAnsi characters outside ASCII the invoice may print (bullet, dashes). */
const extraWidths: Record<number, number> = { 0x95: 350, 0x96: 556, 0x97: 1000 };

/** Width of one WinAnsi byte in thousandths of the font size. Accented Latin-1 letters get a typical width. */
export function glyphWidth(font: PdfFont, byte: number): number {
  const table = font === "bold" ? boldAscii : regularAscii;
  if (byte >= 32 && byte <= 126) return table[byte - 32] ?? 556;
  return extraWidths[byte] ?? 556;
}
