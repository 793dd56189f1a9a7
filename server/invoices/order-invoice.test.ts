// The GST tax invoice PDF, read back as a PDF reader would: well-formed, and showing everything
// rule 46 asks of a tax invoice, with figures that add up to the order's total.
import { describe, expect, it } from "vitest";
import type { OrderView } from "../../app/lib/contracts/orders";
import { parsePdf } from "../../tests/support/pdf-text";
import { furnitureGst, mattressGst } from "./gst";
import { paiseAmount, wrapText } from "./invoice-layout";
import { invoiceSeller } from "./invoice-seller";
import { taxInvoicePdf } from "./order-invoice";
import { textWidth, writePdf } from "./pdf-writer";
import { taxInvoiceOf, type InvoiceFacts } from "./tax-invoice";

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
  payment: { method: "card", status: "captured", cardBrand: "visa", cardLast4: "1111", upiId: null, payableUntil: null },
  items: [
    { productId: 7, variantId: 70, name: "Milford Three Seater Sofa", variantType: "Colour", variantName: "Teal", imageUrl: null, price: 24999, quantity: 1, lineTotal: 24999 },
    { productId: 9, variantId: 90, name: "Mozart Coffee Table \\ Walnut", variantType: "Size", variantName: "Large", imageUrl: null, price: 7500, quantity: 2, lineTotal: 15000 },
    { productId: 11, variantId: 110, name: "8 Inch Pocket Spring Mattress", variantType: "Size", variantName: "Queen", imageUrl: null, price: 12999, quantity: 1, lineTotal: 12999 },
  ],
  subtotal: 52998,
  discount: 5300,
  shippingFee: 0,
  total: 47698,
  couponCode: "WELCOME10",
  delivery: { promisedFrom: "2026-06-17", promisedTo: "2026-06-19", promiseText: "Delivery by Wed, 17 Jun – Fri, 19 Jun", slot: "morning" },
  buyerGstin: null,
  emi: null,
  tracking: [],
  shipment: null,
};

const facts: InvoiceFacts = {
  invoiceNumber: "AAN/26-27/000042",
  buyerGstin: null,
  lineClasses: [furnitureGst, furnitureGst, mattressGst],
  emi: null,
  language: "en",
};

const pdfText = (invoiceOrder: OrderView, invoiceFacts: InvoiceFacts = facts) =>
  parsePdf(taxInvoicePdf(taxInvoiceOf(invoiceOrder, invoiceFacts, invoiceSeller))).text;

describe("an order's GST tax invoice", () => {
  it("is a well-formed PDF whose every cross-reference offset points at its object", () => {
    const parsed = parsePdf(taxInvoicePdf(taxInvoiceOf(order, facts, invoiceSeller)));
    expect(parsed.pageCount).toBe(1);
    expect(parsed.objects.get(3)).toContain("(Aangan tax invoice AAN/26-27/000042 for order ORD260615000042)");
    // Its fonts are embedded: a subset of Noto Sans Devanagari, regular and bold, for every reader alike.
    const fonts = [...parsed.objects.values()].filter((body) => body.includes("/Subtype /Type0"));
    expect(fonts).toHaveLength(2);
    for (const font of fonts) expect(font).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-(Regular|Bold) \/Encoding \/Identity-H /);
    expect([...parsed.objects.values()].filter((body) => body.includes("/FontFile2 "))).toHaveLength(2);
  });

  it("names the seller with its GSTIN, the invoice's number and date, the buyer and where the goods go", () => {
    const text = pdfText(order);
    for (const expected of [
      "TAX INVOICE",
      "Aangan Home Furnishings Private Limited",
      "Ground Floor, 14 Linking Road, Bandra West",
      "Mumbai, Maharashtra 400050, India",
      "GSTIN: 27AAKCA4821M1ZE   State: Maharashtra (27)",
      "AAN/26-27/000042",
      "15 June 2026",
      "ORD260615000042",
      "Karnataka (29)",
      "Reverse charge",
      "BILL TO",
      "SHIP TO",
      "Asha Verma (Home)",
      "12 MG Road, Flat 4B",
      "Bengaluru, Karnataka 560001",
      "GSTIN: unregistered buyer",
      "Visa card ending in 1111",
      "Paid",
      "Authorised signatory",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("Invoice total (₹)");
  });

  it("charges IGST on a delivery to another state, with HSN per line and totals that come to the order's total", () => {
    const text = pdfText(order);
    expect(text).toContain("IGST");
    expect(text).not.toContain("CGST");
    for (const expected of ["Milford Three Seater Sofa", "Colour: Teal", "Mozart Coffee Table \\ Walnut", "9403", "9404", "@ 18%"]) {
      expect(text).toContain(expected);
    }
    // Sofa: ₹ 24,999 less its ₹ 2,499.99 share of the discount = ₹ 22,499.01 = ₹ 19,066.96 + ₹ 3,432.05 IGST.
    for (const expected of ["24,999.00", "-2,499.99", "19,066.96", "3,432.05", "22,499.01"]) expect(text).toContain(expected);
    expect(text).toContain("47,698.00");
    expect(text).toContain("Rupees Forty Seven Thousand Six Hundred Ninety Eight Only");
    expect(text).toContain("Discount (WELCOME10)");
    expect(text).toContain("-5,300.00");
  });

  it("charges CGST and SGST at 9% each when the goods stay in Maharashtra, and prints the buyer's GSTIN", () => {
    const inMumbai: OrderView = {
      ...order,
      shipping: { ...order.shipping, city: "Mumbai", state: "MH", pincode: "400050", apartment: "" },
    };
    const text = pdfText(inMumbai, { ...facts, buyerGstin: "27AAPFU0939F1ZV" });
    expect(text).toContain("Maharashtra (27)");
    expect(text).toContain("CGST");
    expect(text).toContain("SGST");
    expect(text).toContain("@ 9%");
    expect(text).not.toContain("IGST");
    expect(text).toContain("GSTIN: 27AAPFU0939F1ZV");
    expect(text).toContain("9% + 9%");
    expect(text).toContain("47,698.00");
  });

  it("shows paid delivery as a taxed row and the EMI plan under payment", () => {
    const small: OrderView = {
      ...order,
      items: [{ productId: 3, variantId: 30, name: "Teak Side Table", variantType: "Finish", variantName: "Honey", imageUrl: null, price: 899, quantity: 1, lineTotal: 899 }],
      subtotal: 899,
      discount: 0,
      shippingFee: 99,
      total: 998,
      couponCode: null,
    };
    const text = pdfText(small, {
      ...facts,
      lineClasses: [furnitureGst],
      emi: { bank: "HDFC Bank", months: 3, monthlyAmount: 333, interestWaived: 12 },
    });
    for (const expected of ["Delivery charges", "99.00", "83.90", "15.10", "998.00", "Rupees Nine Hundred Ninety Eight Only"]) {
      expect(text).toContain(expected);
    }
    // Wrapped over lines in the payment column.
    expect(text.replace(/\n/g, " ")).toContain("No-cost EMI with HDFC Bank: 3 monthly instalments of ₹ 333; interest of ₹ 12 waived.");
  });

  it("goes on to further pages when an order has many lines, each page numbered", () => {
    const items = Array.from({ length: 40 }, (_, index) => ({
      productId: index + 1,
      variantId: index + 100,
      name: `Sheesham Bookshelf number ${index + 1}`,
      variantType: "Finish",
      variantName: "Honey",
      imageUrl: null,
      price: 8999,
      quantity: 1,
      lineTotal: 8999,
    }));
    const many: OrderView = { ...order, items, subtotal: 8999 * 40, discount: 35996, total: 8999 * 40 - 35996 };
    const parsed = parsePdf(taxInvoicePdf(taxInvoiceOf(many, { ...facts, lineClasses: items.map(() => furnitureGst) }, invoiceSeller)));
    expect(parsed.pageCount).toBeGreaterThan(1);
    expect(parsed.text).toContain(`Page ${parsed.pageCount} of ${parsed.pageCount}`);
    expect(parsed.text).toContain("Sheesham Bookshelf number 40");
    expect(parsed.text).toContain(paiseAmount(many.total * 100));
  });
});

describe("the PDF writer", () => {
  it("writes any text as glyphs of its embedded font, which read back as the same text", () => {
    const bytes = writePdf({
      title: "आशा का बिल",
      author: "a",
      createdAt: new Date(0),
      pages: [{ width: 100, height: 100, ops: [{ kind: "text", x: 1, y: 1, size: 10, font: "regular", text: "आशा ₹ 500 Café – ok" }] }],
    });
    const parsed = parsePdf(bytes);
    expect(parsed.text).toBe("आशा ₹ 500 Café – ok\n");
    // A title outside ASCII is written in UTF-16 with its byte order mark.
    expect(parsed.objects.get(3)).toContain(`/Title <FEFF${Buffer.from("आशा का बिल", "utf16le").swap16().toString("hex").toUpperCase()}>`);
  });

  it("keeps parentheses and backslashes in text, and escapes them in the title", () => {
    const bytes = writePdf({
      title: "t (1) \\",
      author: "a",
      createdAt: new Date(0),
      pages: [{ width: 100, height: 100, ops: [{ kind: "text", x: 1, y: 1, size: 10, font: "regular", text: "a (b) \\ c" }] }],
    });
    const parsed = parsePdf(bytes);
    expect(parsed.text).toContain("a (b) \\ c");
    expect(parsed.objects.get(3)).toContain("/Title (t \\(1\\) \\\\)");
  });

  it("cuts a word too long for its column between letters, never inside one", () => {
    const lines = wrapText("श्रीवास्तवक्षितिजधर्मशालाकिताबोंअलमारी", "regular", 10, 40);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join("")).toBe("श्रीवास्तवक्षितिजधर्मशालाकिताबोंअलमारी");
    for (const line of lines) {
      // No line starts with a matra or virama cut off from its consonant.
      expect(line).not.toMatch(/^[\p{Mn}\p{Mc}]/u);
      expect(textWidth(line, "regular", 10)).toBeLessThanOrEqual(40);
    }
  });

  it("measures text by its shaped glyphs' advances", () => {
    // Noto Sans's digits are 551 thousandths of the size wide, all alike.
    expect(textWidth("0123456789", "regular", 10)).toBeCloseTo(55.1);
    expect(textWidth("0123456789", "bold", 10)).toBeGreaterThan(textWidth("0123456789", "regular", 10));
    // क्ष is one glyph, narrower than क, ् and ष set side by side.
    expect(textWidth("क्ष", "regular", 10)).toBeLessThan(textWidth("क", "regular", 10) + textWidth("ष", "regular", 10));
    expect(wrapText("Milford Three Seater Sofa with Chaise", "bold", 10, 100).length).toBeGreaterThan(1);
    for (const line of wrapText("Supercalifragilisticexpialidocious", "regular", 10, 50)) {
      expect(textWidth(line, "regular", 10)).toBeLessThanOrEqual(50);
    }
    expect(paiseAmount(124990012)).toBe("12,49,900.12");
    expect(paiseAmount(5)).toBe("0.05");
  });
});
