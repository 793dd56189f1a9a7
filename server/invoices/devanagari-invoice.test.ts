// An invoice for a shopper who wrote in Hindi, read back by a real PDF reader (pdf.js, what Firefox
// shows PDFs with): the name, address and products in Devanagari come back exactly, the rupee sign
// prints as ₹, and the glyphs drawn are those HarfBuzz gives: a conjunct as the font's own glyph,
// the matra ि before its consonant. Helvetica, which the invoice used before, printed "?" for all.
// An order placed in Hindi gets its whole invoice in Hindi: labels, dates and the amount in words.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import type { OrderView } from "../../app/lib/contracts/orders";
import { parsePdf, streamOf } from "../../tests/support/pdf-text";
import { furnitureGst } from "./gst";
import { invoiceSeller } from "./invoice-seller";
import { taxInvoicePdf } from "./order-invoice";
import { taxInvoiceOf, type InvoiceFacts } from "./tax-invoice";

const buyer = "क्षितिज श्रीवास्तव";
const address = "श्री राम नगर, धर्मशाला";
const wardrobe = "शीशम की अलमारी";
const bookshelf = "किताबों की अलमारी";

const order: OrderView = {
  number: "ORD260615000043",
  status: "confirmed",
  placedAt: "2026-06-15T06:30:00.000Z",
  email: "kshitij@example.in",
  shipping: {
    firstName: "क्षितिज",
    lastName: "श्रीवास्तव",
    email: "kshitij@example.in",
    phone: "9876543210",
    address,
    apartment: "",
    city: "धर्मशाला",
    state: "HP",
    pincode: "176215",
  },
  payment: { method: "card", status: "captured", cardBrand: "visa", cardLast4: "1111", upiId: null, payableUntil: null },
  items: [
    { productId: 7, variantId: 70, name: wardrobe, variantType: "रंग", variantName: "शहद", imageUrl: null, price: 34999, quantity: 1, lineTotal: 34999 },
    { productId: 8, variantId: 80, name: bookshelf, variantType: "Finish", variantName: "Walnut", imageUrl: null, price: 12499, quantity: 1, lineTotal: 12499 },
  ],
  subtotal: 47498,
  discount: 0,
  shippingFee: 0,
  total: 47498,
  couponCode: null,
  delivery: { promisedFrom: "2026-06-17", promisedTo: "2026-06-19", promiseText: "Delivery by Wed, 17 Jun – Fri, 19 Jun", slot: "morning" },
  buyerGstin: null,
  emi: null,
  tracking: [],
  shipment: null,
};

const pdf = taxInvoicePdf(
  taxInvoiceOf(
    order,
    {
      invoiceNumber: "AAN/26-27/000043",
      buyerGstin: null,
      lineClasses: [furnitureGst, furnitureGst],
      emi: { bank: "HDFC Bank", months: 6, monthlyAmount: 7916, interestWaived: 1230 },
      // Placed on the English store: the shopper's own words are Hindi, the invoice's English.
      language: "en",
    },
    invoiceSeller,
  ),
  new Date("2026-06-15T07:00:00Z"),
);

/** The text pdf.js finds on every page, its items joined as its text layer joins them. */
async function readerText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  let text = "";
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
    text += "\n";
  }
  await document.destroy();
  return text;
}

interface DrawnText {
  font: string;
  /** The glyph ids drawn, through the font's CIDToGIDMap. */
  gids: number[];
  /** The text the codes map back to, through the font's ToUnicode map. */
  text: string;
}

/** Each text object of a one-page PDF: its font, the glyphs it draws and their text. */
function drawnTexts(bytes: Uint8Array): DrawnText[] {
  const parsed = parsePdf(bytes);
  const object = (number: string | undefined) => parsed.objects.get(Number(number)) ?? "";
  const page = object(/\/Kids \[(\d+) 0 R\]/.exec(object("2"))?.[1]);
  const glyphMaps = new Map<string, Buffer>();
  for (const [, name = "", font] of (/\/Font << (.*?) >>/.exec(page)?.[1] ?? "").matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const cidFont = object(/\/DescendantFonts \[(\d+) 0 R\]/.exec(object(font))?.[1]);
    expect(cidFont).toContain("/Subtype /CIDFontType2");
    glyphMaps.set(name, Buffer.from(streamOf(object(/\/CIDToGIDMap (\d+) 0 R/.exec(cidFont)?.[1])), "latin1"));
  }
  const texts = parsed.text.split("\n");
  const content = streamOf(object(/\/Contents (\d+) 0 R/.exec(page)?.[1]));
  return Array.from(content.matchAll(/\bBT \/(\w+) [\s\S]*?\bET\b/g), (block, index) => {
    const font = block[1] ?? "";
    const glyphMap = glyphMaps.get(font) ?? Buffer.alloc(0);
    const codes = Array.from(block[0].matchAll(/<([0-9A-F]+)>/g), (hex) => hex[1]?.match(/.{4}/g) ?? []).flat();
    return { font, gids: codes.map((code) => glyphMap.readUInt16BE(parseInt(code, 16) * 2)), text: texts[index] ?? "" };
  });
}

/** The font file as HarfBuzz shapes with it directly, apart from the invoice's code. */
function engineFont(file: string): hb.Font {
  const bytes = readFileSync(createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans-devanagari/${file}`));
  return new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(bytes))));
}
const engine = { regular: engineFont("400Regular/NotoSansDevanagari_400Regular.ttf"), bold: engineFont("700Bold/NotoSansDevanagari_700Bold.ttf") };

function shaped(font: hb.Font, text: string): number[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfos().map((info) => info.codepoint);
}

describe("an English invoice of a shopper who wrote in Hindi", () => {
  it("reads back in a PDF reader with the buyer, address and products exactly as written, and ₹", async () => {
    const text = await readerText(pdf);
    for (const expected of [buyer, address, `धर्मशाला, Himachal Pradesh 176215`, wardrobe, "रंग: शहद", bookshelf, "Invoice total (₹)"]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("₹ 7,916");
    expect(text).toContain("47,498.00");
    // Helvetica printed "?" for every Devanagari letter; the footer's "Questions?" is the only one now.
    expect(text.replaceAll("Questions?", "")).not.toContain("?");
    expect(text).not.toContain("Rs.");
  });

  it("draws the glyphs HarfBuzz gives for each text, in the font that text is set in", () => {
    const drawn = drawnTexts(pdf);
    const name = drawn.find((entry) => entry.text === buyer);
    expect(name?.font).toBe("F2");
    expect(name?.gids).toEqual(shaped(engine.bold, buyer));
    const street = drawn.find((entry) => entry.text === address);
    expect(street?.font).toBe("F1");
    expect(street?.gids).toEqual(shaped(engine.regular, address));
    const product = drawn.find((entry) => entry.text === wardrobe);
    expect(product?.gids).toEqual(shaped(engine.bold, wardrobe));
  });

  it("draws क्ष and श्र as the font's conjunct glyphs, not their three letters", () => {
    const name = drawnTexts(pdf).find((entry) => entry.text === buyer);
    for (const conjunct of ["क्ष", "श्र"]) {
      const glyphs = shaped(engine.bold, conjunct);
      expect(glyphs.length).toBeLessThan(Array.from(conjunct).length);
      expect(glyphs).toHaveLength(1);
      const letters = Array.from(conjunct).map((letter) => engine.bold.nominalGlyph(letter.codePointAt(0) ?? 0));
      expect(letters).not.toContain(glyphs[0]);
      expect(name?.gids).toContain(glyphs[0]);
      for (const letter of letters) expect(name?.gids).not.toContain(letter);
    }
  });

  it("draws the matra of कि before its consonant", () => {
    const product = drawnTexts(pdf).find((entry) => entry.text === bookshelf);
    const ka = engine.bold.nominalGlyph("क".codePointAt(0) ?? 0);
    const [matra, consonant] = shaped(engine.bold, "कि");
    expect(consonant).toBe(ka);
    expect(matra).not.toBe(ka);
    expect(product?.gids.slice(0, 2)).toEqual([matra, ka]);
  });

  it("stays small: the fonts are subsets", () => {
    expect(pdf.byteLength).toBeLessThan(32_000);
  });
});

// The same shopper ordering on the Hindi store: a coupon, paid delivery and an EMI plan, so that
// every label the invoice may print is on it.
const hindiOrder: OrderView = {
  ...order,
  number: "ORD260615000044",
  items: [
    { productId: 7, variantId: 70, name: wardrobe, variantType: "Colour", variantName: "शहद", imageUrl: null, price: 34999, quantity: 1, lineTotal: 34999 },
    { productId: 8, variantId: 81, name: bookshelf, variantType: "Finish", variantName: "अखरोट", imageUrl: null, price: 12499, quantity: 1, lineTotal: 12499 },
  ],
  discount: 4750,
  shippingFee: 499,
  total: 43247,
  couponCode: "WELCOME10",
};
const hindiFacts: InvoiceFacts = {
  invoiceNumber: "AAN/26-27/000044",
  buyerGstin: null,
  lineClasses: [furnitureGst, furnitureGst],
  emi: { bank: "HDFC Bank", months: 6, monthlyAmount: 7208, interestWaived: 1120 },
  language: "hi",
};
const hindiPdf = taxInvoicePdf(taxInvoiceOf(hindiOrder, hindiFacts, invoiceSeller), new Date("2026-06-15T07:00:00Z"));

// Within Maharashtra (CGST and SGST), cash on delivery, a registered buyer, no coupon or delivery fee.
const inPune: OrderView = {
  ...hindiOrder,
  number: "ORD260615000045",
  shipping: { ...hindiOrder.shipping, city: "पुणे", state: "MH", pincode: "411001" },
  payment: { method: "cod", status: "pending", cardBrand: null, cardLast4: null, upiId: null, payableUntil: null },
  discount: 0,
  shippingFee: 0,
  total: 47498,
  couponCode: null,
};
const punePdf = taxInvoicePdf(
  taxInvoiceOf(inPune, { ...hindiFacts, invoiceNumber: "AAN/26-27/000045", buyerGstin: "27AAPFU0939F1ZV", emi: null }, invoiceSeller),
  new Date("2026-06-15T07:00:00Z"),
);

// Forty lines: the table goes on over further pages, each headed and numbered.
const shelves = Array.from({ length: 40 }, (_, index) => ({
  productId: index + 1,
  variantId: index + 100,
  name: `${bookshelf} ${index + 1}`,
  variantType: "Size",
  variantName: "बड़ा",
  imageUrl: null,
  price: 8999,
  quantity: 1,
  lineTotal: 8999,
}));
const manyPdf = taxInvoicePdf(
  taxInvoiceOf(
    { ...hindiOrder, number: "ORD260615000046", items: shelves, subtotal: 8999 * 40, discount: 0, shippingFee: 0, total: 8999 * 40, couponCode: null },
    { ...hindiFacts, invoiceNumber: "AAN/26-27/000046", lineClasses: shelves.map(() => furnitureGst), emi: null },
    invoiceSeller,
  ),
  new Date("2026-06-15T07:00:00Z"),
);

/** What may stay in Latin letters on a Hindi invoice: the codes of GST and of payments, read as they are. */
const codes = new Set(["GSTIN", "GST", "HSN", "CGST", "SGST", "IGST", "UPI", "EMI", "INR", "IST", "PIN"]);

/** The Latin words left on an invoice once the names and numbers it carries are taken out. */
function latinWords(text: string, names: readonly string[]): string[] {
  let rest = text.replace(/\s+/g, " ");
  for (const name of names) rest = rest.replaceAll(name, " ");
  return [...new Set(rest.match(/[A-Za-z]+/g) ?? [])];
}

describe("the invoice of an order placed in Hindi", () => {
  it("is headed कर बीजक, with its facts in Hindi and its dates as Hindi writes them", async () => {
    // pdf.js gives a run of spaces back as one.
    const text = (await readerText(hindiPdf)).replace(/ +/g, " ");
    for (const expected of [
      "कर बीजक",
      "मूल प्रति, प्राप्तकर्ता के लिए",
      "GSTIN: 27AAKCA4821M1ZE राज्य: महाराष्ट्र (27)",
      "बीजक संख्या",
      "AAN/26-27/000044",
      "बीजक दिनांक",
      "15 जून 2026",
      "दोपहर 12:00 IST",
      "आपूर्ति का स्थान",
      "हिमाचल प्रदेश (02)",
      "रिवर्स चार्ज",
      "नहीं",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("names the buyer, the delivery address and the payment in Hindi", async () => {
    const text = await readerText(hindiPdf);
    for (const expected of [
      "बिल का पता",
      "डिलीवरी का पता",
      "भुगतान",
      buyer,
      address,
      "धर्मशाला, हिमाचल प्रदेश 176215",
      "फ़ोन: 9876543210",
      "GSTIN: अपंजीकृत ख़रीदार",
      "राज्य: हिमाचल प्रदेश (02)",
      "1111 पर ख़त्म होने वाला Visa कार्ड",
      "भुगतान हो गया",
      "प्रोमो कोड: WELCOME10",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replace(/\s+/g, " ")).toContain("HDFC Bank के साथ नो-कॉस्ट EMI: ₹ 7,208 की 6 मासिक किस्तें; ₹ 1,120 का ब्याज माफ़।");
  });

  it("heads the table's columns in Hindi and names each variant's kind in Hindi", async () => {
    const text = await readerText(hindiPdf);
    for (const expected of ["सामान", "मात्रा", "इकाई मूल्य", "(GST सहित)", "छूट", "कर योग्य", "मूल्य", "कुल", "HSN", "IGST"]) {
      expect(text).toContain(expected);
    }
    for (const expected of [wardrobe, "रंग: शहद", bookshelf, "फ़िनिश: अखरोट", "डिलीवरी शुल्क", "सामान की आपूर्ति का हिस्सा"]) {
      expect(text).toContain(expected);
    }
  });

  it("writes the total in Hindi words, with the same ₹ amounts in Indian grouping", async () => {
    const text = await readerText(hindiPdf);
    expect(text).toContain("राशि शब्दों में");
    expect(text).toContain("रुपये तैंतालीस हज़ार दो सौ सैंतालीस मात्र");
    for (const expected of ["बीजक की कुल राशि (₹)", "43,247.00", "-4,750.00", "34,999.00", "सामान (GST सहित)", "छूट (WELCOME10)", "डिलीवरी", "कुल कर योग्य मूल्य"]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("HSN-वार कर सारांश");
    expect(text).toContain("कृते Aangan Home Furnishings Private Limited");
    expect(text).toContain("अधिकृत हस्ताक्षरकर्ता");
  });

  it("within Maharashtra, prints CGST and SGST, the buyer's GSTIN and cash on delivery in Hindi", async () => {
    const text = await readerText(punePdf);
    for (const expected of ["पुणे, महाराष्ट्र 411001", "महाराष्ट्र (27)", "CGST", "SGST", "@ 9%", "GSTIN: 27AAPFU0939F1ZV", "कैश ऑन डिलीवरी", "डिलीवरी पर भुगतान होगा", "मुफ़्त"]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("रुपये सैंतालीस हज़ार चार सौ अट्ठानवे मात्र");
  });

  it("numbers its pages and heads the further ones in Hindi", async () => {
    const text = await readerText(manyPdf);
    const pages = Number(/पेज 1 \/ (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`पेज ${pages} / ${pages}`);
    expect(text).toContain("ऑर्डर ORD260615000046 का Aangan कर बीजक AAN/26-27/000046 (जारी)");
    expect(text).toContain(`${bookshelf} 40`);
  });

  it("leaves no English word on it but codes, and the names and numbers the store and the shopper registered", async () => {
    const seller = invoiceSeller;
    // Names have no Hindi (docs/i18n.md): the seller as registered for GST, a bank, a card's brand, a coupon's code.
    const names = [seller.legalName, ...seller.addressLines, seller.gstin, seller.email, seller.name, order.email, "HDFC Bank", "Visa", "WELCOME10", "27AAPFU0939F1ZV"];
    for (const bytes of [hindiPdf, punePdf, manyPdf]) {
      const text = (await readerText(bytes)).replace(/AAN\/\d\d-\d\d\/\d{6}|ORD\d{12}/g, " ");
      expect(latinWords(text, names).filter((word) => !codes.has(word))).toEqual([]);
    }
  });
});
