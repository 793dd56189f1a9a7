// The invoice's typeface: Noto Sans Devanagari (SIL Open Font License), regular and bold, from the
// npm package @expo-google-fonts/noto-sans-devanagari, which ships Google Fonts' TrueType files.
// One face prints Latin, Devanagari and the rupee sign alike, so a line mixing them keeps one look,
// and every reader shows the same letters because the PDF embeds them (docs/decisions/031).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";
import { trueTypeMetrics, type TrueTypeMetrics } from "./font-subset";

export type PdfFont = "regular" | "bold";

export interface InvoiceTypeface {
  /** The PostScript name, which the PDF's BaseFont carries. */
  postScriptName: string;
  /** The TrueType file, from which each document embeds a subset. */
  bytes: Uint8Array;
  metrics: TrueTypeMetrics;
  /** The font as HarfBuzz shapes with it, in font units. */
  shaper: hb.Font;
}

const files: Record<PdfFont, string> = {
  regular: "@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf",
};

const loaded = new Map<PdfFont, InvoiceTypeface>();

function load(file: string): InvoiceTypeface {
  // Resolved like a module, so it is found from the sources and from build/server alike.
  const bytes = new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(file)));
  const face = new hb.Face(new hb.Blob(bytes));
  const postScriptName = face.getName(6, "en").replace(/[^A-Za-z0-9-]/g, "");
  return { postScriptName: postScriptName || "NotoSansDevanagari", bytes, metrics: trueTypeMetrics(bytes), shaper: new hb.Font(face) };
}

/** The typeface for a style, read from its package the first time it is asked for. */
export function invoiceTypeface(font: PdfFont): InvoiceTypeface {
  let typeface = loaded.get(font);
  if (!typeface) {
    typeface = load(files[font]);
    loaded.set(font, typeface);
  }
  return typeface;
}
