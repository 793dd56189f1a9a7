// The invoice PDF, read back the way a PDF reader starts: the header, the cross-reference table
// (every offset must point at its object), the page tree, and the text in the page contents.
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { OrderView } from "../services/order-service";
import { invoiceAmount, wrapText } from "./invoice-layout";
import { orderInvoicePdf } from "./order-invoice";
import { textWidth, winAnsiBytes, writePdf } from "./pdf-writer";

const order: OrderView = {
  number: "ORD260615000042",
  status: "confirmed",
  placedAt: "2026-06-15T06:30:00.000Z",
  email: "asha@example.in",
  shipping: {
    firstName: "Asha",
    lastName: "Verma (Home)",
    email: "asha@example.in",
    phone: "9876543210",
    address: "12 MG Road",
    apartment: "Flat 4B",
    city: "Bengaluru",
    state: "KA",
    pincode: "560001",
  },
  payment: { method: "card", status: "captured", cardBrand: "visa", cardLast4: "1111", upiId: null },
  items: [
    { productId: 7, variantId: 70, name: "Milford Three Seater Sofa", variantType: "Colour", variantName: "Teal", imageUrl: null, price: 24999, quantity: 1, lineTotal: 24999 },
    { productId: 9, variantId: 90, name: "Mozart Coffee Table \\ Walnut", variantType: "Size", variantName: "Large", imageUrl: null, price: 7500, quantity: 2, lineTotal: 15000 },
  ],
  subtotal: 39999,
  discount: 4000,
  shippingFee: 0,
  total: 35999,
  couponCode: "WELCOME10",
  delivery: { promisedFrom: "2026-06-17", promisedTo: "2026-06-19", promiseText: "Delivery by Wed, 17 Jun – Fri, 19 Jun", slot: "morning" },
  buyerGstin: null,
  tracking: [],
};

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

interface ParsedPdf {
  objects: Map<number, string>;
  pageCount: number;
  text: string;
}

/** Just enough of a PDF reader to check what the writer wrote. */
function parsePdf(bytes: Uint8Array): ParsedPdf {
  const file = latin1(bytes);
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

describe("an order's invoice", () => {
  it("is a well-formed PDF whose every cross-reference offset points at its object", () => {
    const parsed = parsePdf(orderInvoicePdf(order));
    expect(parsed.pageCount).toBe(1);
    expect(parsed.objects.get(3)).toContain("/BaseFont /Helvetica ");
    expect(parsed.objects.get(5)).toContain("(Aangan invoice for order ORD260615000042)");
  });

  it("shows the store, order number and date, address, every line, the totals and how it was paid", () => {
    const { text } = parsePdf(orderInvoicePdf(order));
    for (const expected of [
      "Aangan",
      "Aangan Home Furnishings Private Limited",
      "INVOICE",
      "ORD260615000042",
      "15 June 2026, 12:00 pm IST",
      "Asha Verma (Home)",
      "12 MG Road, Flat 4B",
      "Bengaluru, Karnataka 560001",
      "Milford Three Seater Sofa",
      "Colour: Teal",
      "Mozart Coffee Table \\ Walnut",
      "Rs. 24,999",
      "Rs. 7,500",
      "Rs. 15,000",
      "Rs. 39,999",
      "Discount (WELCOME10)",
      "-Rs. 4,000",
      "Free",
      "Rs. 35,999",
      "Visa card ending in 1111",
      "Paid",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("₹");
  });

  it("goes on to further pages when an order has many lines, each page numbered", () => {
    const many: OrderView = {
      ...order,
      items: Array.from({ length: 40 }, (_, index) => ({
        productId: index + 1,
        variantId: index + 100,
        name: `Sheesham Bookshelf number ${index + 1}`,
        variantType: "Finish",
        variantName: "Honey",
        imageUrl: null,
        price: 8999,
        quantity: 1,
        lineTotal: 8999,
      })),
    };
    const parsed = parsePdf(orderInvoicePdf(many));
    expect(parsed.pageCount).toBeGreaterThan(1);
    expect(parsed.text).toContain(`Page ${parsed.pageCount} of ${parsed.pageCount}`);
    expect(parsed.text).toContain("Sheesham Bookshelf number 40");
  });
});

describe("the PDF writer", () => {
  it("writes text the standard fonts cannot show as ?, and the rupee sign as Rs.", () => {
    expect(latin1(new Uint8Array(winAnsiBytes("₹ 500")))).toBe("Rs. 500");
    expect(winAnsiBytes("आशा")).toEqual([63, 63, 63]);
    expect(winAnsiBytes("Café – ok")).toEqual([...Buffer.from("Caf\xe9 \x96 ok", "latin1")]);
  });

  it("escapes parentheses and backslashes inside text", () => {
    const bytes = writePdf({
      title: "t",
      author: "a",
      createdAt: new Date(0),
      pages: [{ width: 100, height: 100, ops: [{ kind: "text", x: 1, y: 1, size: 10, font: "regular", text: "a (b) \\ c" }] }],
    });
    expect(parsePdf(bytes).text).toContain("a (b) \\ c");
  });

  it("measures Helvetica text from its font metrics", () => {
    expect(textWidth("0123456789", "regular", 10)).toBeCloseTo(55.6);
    expect(textWidth("Il", "bold", 1000)).toBe(556);
    expect(wrapText("Milford Three Seater Sofa with Chaise", "bold", 10, 100).length).toBeGreaterThan(1);
    for (const line of wrapText("Supercalifragilisticexpialidocious", "regular", 10, 50)) {
      expect(textWidth(line, "regular", 10)).toBeLessThanOrEqual(50);
    }
    expect(invoiceAmount(1249900)).toBe("Rs. 12,49,900");
  });
});
