// Just enough of a PDF reader to check what the invoice writer wrote, the way a reader starts: the
// header, the cross-reference table (every offset must point at its object), the page tree, and
// the text shown in each page's (deflated) contents, one line per text object (BT … ET), its glyph
// codes turned back into text through the font's ToUnicode map.
import { inflateSync } from "node:zlib";
import { expect } from "vitest";

export interface ParsedPdf {
  objects: Map<number, string>;
  pageCount: number;
  text: string;
}

/** The stream of an object, inflated, as latin1 text. */
export function streamOf(body: string): string {
  const stream = /^<<(.*?)>>\nstream\n/.exec(body);
  const length = Number(/\/Length (\d+)/.exec(stream?.[1] ?? "")?.[1]);
  expect(stream && Number.isInteger(length)).toBe(true);
  const start = stream?.[0].length ?? 0;
  expect(body.slice(start + length)).toBe("\nendstream");
  const data = Buffer.from(body.slice(start, start + length), "latin1");
  return (stream?.[1]?.includes("/FlateDecode") ? inflateSync(data) : data).toString("latin1");
}

/** A ToUnicode CMap's single-code mappings (beginbfchar), code to text. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfchar\n([\s\S]*?)endbfchar/g)) {
    for (const [, code = "", target = ""] of (section[1] ?? "").matchAll(/<([0-9A-Fa-f]+)> <([0-9A-Fa-f]*)>/g)) {
      map.set(parseInt(code, 16), String.fromCharCode(...Array.from(target.match(/.{4}/g) ?? [], (unit) => parseInt(unit, 16))));
    }
  }
  return map;
}

export function parsePdf(bytes: Uint8Array): ParsedPdf {
  const file = Buffer.from(bytes).toString("latin1");
  expect(file.startsWith("%PDF-1.4\n")).toBe(true);
  expect(file.endsWith("%%EOF\n")).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1]);
  expect(file.slice(startxref, startxref + 5)).toBe("xref\n");
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(file.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entriesStart = startxref + `xref\n0 ${count}\n`.length;
  const objects = new Map<number, string>();
  for (let number = 1; number < Number(count); number += 1) {
    const entry = file.slice(entriesStart + number * 20, entriesStart + (number + 1) * 20);
    expect(entry).toMatch(/^\d{10} 00000 n \n$/);
    const offset = Number(entry.slice(0, 10));
    expect(file.slice(offset, offset + `${number} 0 obj\n`.length)).toBe(`${number} 0 obj\n`);
    const end = file.indexOf("\nendobj\n", offset);
    objects.set(number, file.slice(offset + `${number} 0 obj\n`.length, end));
  }
  expect(file).toContain(`/Size ${count} /Root 1 0 R`);
  const pages = /\/Type \/Pages \/Kids \[([^\]]*)\] \/Count (\d+)/.exec(objects.get(2) ?? "");
  const pageCount = Number(pages?.[2]);
  const kids = Array.from((pages?.[1] ?? "").matchAll(/(\d+) 0 R/g), (match) => Number(match[1]));
  expect(kids.length).toBe(pageCount);

  let text = "";
  for (const kid of kids) {
    const page = objects.get(kid) ?? "";
    const fonts = new Map<string, Map<number, string>>();
    for (const [, name = "", font] of (/\/Font << (.*?) >>/.exec(page)?.[1] ?? "").matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(font)) ?? "")?.[1];
      fonts.set(name, toUnicode ? toUnicodeMap(streamOf(objects.get(Number(toUnicode)) ?? "")) : new Map<number, string>());
    }
    const content = streamOf(objects.get(Number(/\/Contents (\d+) 0 R/.exec(page)?.[1])) ?? "");
    for (const [, block = ""] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font = new Map<number, string>();
      let line = "";
      for (const [, name, literal, hex] of block.matchAll(/\/(\w+) [\d.]+ Tf|\(((?:\\[\s\S]|[^\\)])*)\)|<([0-9A-Fa-f]*)>/g)) {
        if (name !== undefined) font = fonts.get(name) ?? new Map<number, string>();
        else if (literal !== undefined) line += literal.replace(/\\([()\\])/g, "$1");
        else for (const code of hex?.match(/.{4}/g) ?? []) line += font.get(parseInt(code, 16)) ?? "\ufffd";
      }
      text += `${line}\n`;
    }
  }
  return { objects, pageCount, text };
}
