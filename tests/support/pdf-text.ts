// Just enough of a PDF reader to check what the invoice writer wrote, the way a reader starts: the
// header, the cross-reference table (every offset must point at its object), the page tree, and
// the text shown in the (deflated) page contents, one line per text operation.
import { inflateSync } from "node:zlib";
import { expect } from "vitest";

export interface ParsedPdf {
  objects: Map<number, string>;
  pageCount: number;
  text: string;
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
  expect(pages?.[1]?.trim().split(/\s+/).length).toBe(pageCount * 3);

  let text = "";
  for (const body of objects.values()) {
    const stream = /^<< \/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/.exec(body);
    if (!stream) continue;
    const start = stream[0].length;
    const length = Number(stream[1]);
    expect(body.slice(start + length)).toBe("\nendstream");
    const content = inflateSync(Buffer.from(body.slice(start, start + length), "latin1")).toString("latin1");
    for (const match of content.matchAll(/\((.*?)(?<!\\)\) Tj/g)) {
      text += `${(match[1] ?? "").replace(/\\([()\\])/g, "$1")}\n`;
    }
  }
  return { objects, pageCount, text };
}
