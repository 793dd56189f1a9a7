// Where everything on an order's GST tax invoice goes (CGST Rules, rule 46): the seller with its
// GSTIN, the invoice's number and date, place of supply, the buyer (and their GSTIN when given) and
// the delivery address, one row per item with its HSN heading, taxable value and tax, delivery, the
// totals, the HSN summary, the amount in words and how it was paid; laid out on A4 pages as drawing
// operations for the PDF writer. The figures come from tax-invoice.ts; this file only draws them,
// labelled in the invoice's language: its words are messages of the `invoice` catalog, its dates
// written as the language writes them, its amounts the same ₹ and Indian grouping in both.
import { languageTags, type Language } from "../../app/i18n/language";
import { translate } from "../../app/i18n/page-messages.server";
import type { Translate } from "../../app/i18n/use-t";
import { variantText } from "../../app/i18n/variant-type-name";
import { stateNameIn } from "../../app/lib/indian-states";
import { formatRupees } from "../../app/lib/money";
import { orderPaymentText } from "../../app/lib/order-payment-text";
import type { TaxedLine } from "./gst";
import type { PdfFont } from "./invoice-fonts";
import { gstStateLabel } from "./invoice-seller";
import { a4, textWidth, type PdfColor, type PdfDocument, type PdfOp, type PdfPage } from "./pdf-writer";
import type { TaxInvoice } from "./tax-invoice";

const margin = 40;
const right = a4.width - margin;
const contentWidth = right - margin;
/** The lowest a table row may reach before the page breaks (room for the footer). */
const bottomLimit = 84;

const ink: PdfColor = [0.122, 0.161, 0.216];
const muted: PdfColor = [0.34, 0.33, 0.31];
const brand: PdfColor = [0.604, 0.204, 0.071];
const rule: PdfColor = [0.84, 0.83, 0.82];
const sand: PdfColor = [0.98, 0.965, 0.945];

const grouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Paise as rupees with two decimals in Indian grouping: 3419800 → "34,198.00". */
export function paiseAmount(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`${paise} is not a whole number of paise`);
  const sign = paise < 0 ? "-" : "";
  const whole = Math.abs(paise);
  return `${sign}${grouping.format(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, "0")}`;
}

const dateFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(languageTags.en, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }),
  hi: new Intl.DateTimeFormat(languageTags.hi, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }),
};
const timeFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(languageTags.en, { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" }),
  // The time of day in Hindi words ("सुबह 11:30", "शाम 6:00"): hi-IN's am and pm are Latin letters.
  hi: new Intl.DateTimeFormat(languageTags.hi, { hour: "numeric", minute: "2-digit", hour12: true, dayPeriod: "short", timeZone: "Asia/Kolkata" }),
};

/** A day as the invoice writes it: "15 June 2026", "15 जून 2026". */
function invoiceDay(iso: string, language: Language = "en"): string {
  return dateFormats[language].format(new Date(iso));
}

/** A moment as the invoice writes it: "15 June 2026, 12:00 pm IST", "15 जून 2026, दोपहर 12:00 IST". */
export function invoiceDate(iso: string, language: Language = "en"): string {
  const date = new Date(iso);
  return `${dateFormats[language].format(date)}, ${timeFormats[language].format(date)} IST`;
}

const graphemes = new Intl.Segmenter("hi", { granularity: "grapheme" });

/** Splits text into lines no wider than `width`, breaking at spaces (a very long word is cut). */
export function wrapText(text: string, font: PdfFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, font, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    // A word is cut between whole letters: a matra or virama cut off its consonant would print
    // on its own.
    let rest = Array.from(graphemes.segment(word), (part) => part.segment);
    while (rest.length > 1 && textWidth(rest.join(""), font, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut).join(""), font, size) > width) cut -= 1;
      lines.push(rest.slice(0, cut).join(""));
      rest = rest.slice(cut);
    }
    current = rest.join("");
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [""];
}

/** A page being filled from the top; `top` is the distance from the page's top edge. */
class PageBuilder {
  readonly ops: PdfOp[] = [];

  text(x: number, top: number, text: string, options: { size?: number; font?: PdfFont; color?: PdfColor; align?: "left" | "right" } = {}) {
    const size = options.size ?? 10;
    const font = options.font ?? "regular";
    const left = options.align === "right" ? x - textWidth(text, font, size) : x;
    this.ops.push({ kind: "text", x: left, y: a4.height - top, size, font, text, color: options.color ?? ink });
  }

  line(x1: number, top1: number, x2: number, top2: number, width = 0.75, color: PdfColor = rule) {
    this.ops.push({ kind: "line", x1, y1: a4.height - top1, x2, y2: a4.height - top2, width, color });
  }

  rect(x: number, top: number, width: number, height: number, options: { fill?: PdfColor; stroke?: PdfColor }) {
    this.ops.push({ kind: "rect", x, y: a4.height - top - height, width, height, fill: options.fill, stroke: options.stroke, lineWidth: 0.75 });
  }
}

/** A column of the items table: text is left-aligned at `x`; numbers right-aligned at `x + width`. */
interface Column {
  key: "index" | "item" | "hsn" | "quantity" | "price" | "discount" | "taxable" | "cgst" | "sgst" | "igst" | "total";
  heading: [string, string?];
  width: number;
  numeric: boolean;
  x: number;
}

/** The table's columns: CGST and SGST within the seller's state, IGST otherwise; the item column takes the rest. */
function columnsFor(interState: boolean, t: Translate): Column[] {
  const fixed: Omit<Column, "x">[] = [
    { key: "index", heading: ["#"], width: 14, numeric: false },
    { key: "item", heading: [t("ITEM")], width: 0, numeric: false },
    { key: "hsn", heading: ["HSN"], width: 30, numeric: false },
    { key: "quantity", heading: [t("QTY")], width: 22, numeric: true },
    { key: "price", heading: [t("UNIT PRICE"), t("(INCL. GST)")], width: 56, numeric: true },
    { key: "discount", heading: [t("DISCOUNT")], width: 48, numeric: true },
    { key: "taxable", heading: [t("TAXABLE"), t("VALUE")], width: 58, numeric: true },
    ...(interState
      ? [{ key: "igst" as const, heading: ["IGST"] as [string], width: 56, numeric: true }]
      : [
          { key: "cgst" as const, heading: ["CGST"] as [string], width: 52, numeric: true },
          { key: "sgst" as const, heading: ["SGST"] as [string], width: 52, numeric: true },
        ]),
    { key: "total", heading: [t("TOTAL")], width: 60, numeric: true },
  ];
  const padding = 4;
  const itemWidth = contentWidth - fixed.reduce((sum, column) => sum + column.width, 0) - padding * 2;
  let x = margin + padding;
  return fixed.map((column) => {
    const width = column.key === "item" ? itemWidth : column.width;
    const placed = { ...column, width, x };
    x += width;
    return placed;
  });
}

function cell(page: PageBuilder, column: Column, top: number, text: string, options: { size?: number; font?: PdfFont; color?: PdfColor } = {}) {
  if (column.numeric) page.text(column.x + column.width, top, text, { ...options, align: "right" });
  else page.text(column.x, top, text, options);
}

function tableHeader(page: PageBuilder, columns: Column[], top: number): number {
  page.rect(margin, top, contentWidth, 28, { fill: sand });
  const style = { size: 7, font: "bold" as const, color: muted };
  for (const column of columns) {
    const [first, second] = column.heading;
    cell(page, column, top + (second ? 12 : 17), first, style);
    if (second) cell(page, column, top + 21, second, style);
  }
  return top + 28;
}

function rateLabel(row: TaxedLine, interState: boolean): string {
  return `@ ${interState ? row.ratePercent : row.ratePercent / 2}%`;
}

/** One row of the table (an item or delivery); answers the row's height. */
function tableRow(
  page: PageBuilder,
  columns: Column[],
  top: number,
  row: { index: string; name: string[]; detail: string | null; hsn: string; quantity: number; unitPrice: number; taxed: TaxedLine },
  interState: boolean,
): number {
  const baseline = top + 14;
  const amounts: Partial<Record<Column["key"], string>> = {
    quantity: String(row.quantity),
    price: paiseAmount(row.unitPrice * 100),
    discount: row.taxed.discount > 0 ? `-${paiseAmount(row.taxed.discount)}` : "0.00",
    taxable: paiseAmount(row.taxed.taxable),
    cgst: paiseAmount(row.taxed.cgst),
    sgst: paiseAmount(row.taxed.sgst),
    igst: paiseAmount(row.taxed.igst),
    total: paiseAmount(row.taxed.total),
  };
  for (const column of columns) {
    switch (column.key) {
      case "index":
        cell(page, column, baseline, row.index, { size: 8, color: muted });
        break;
      case "item":
        row.name.forEach((line, index) => cell(page, column, baseline + index * 10, line, { size: 8, font: "bold" }));
        if (row.detail) cell(page, column, baseline + row.name.length * 10, row.detail, { size: 7, color: muted });
        break;
      case "hsn":
        cell(page, column, baseline, row.hsn, { size: 8 });
        break;
      case "cgst":
      case "sgst":
      case "igst":
        cell(page, column, baseline, amounts[column.key] ?? "", { size: 8 });
        cell(page, column, baseline + 10, rateLabel(row.taxed, interState), { size: 7, color: muted });
        break;
      default:
        cell(page, column, baseline, amounts[column.key] ?? "", { size: 8, font: column.key === "total" ? "bold" : "regular" });
    }
  }
  const textLines = row.name.length + (row.detail ? 1 : 0);
  return Math.max(2, textLines) * 10 + 12;
}

function header(page: PageBuilder, invoice: TaxInvoice, t: Translate): number {
  const { seller } = invoice;
  page.rect(0, 0, a4.width, 6, { fill: brand });
  page.text(margin, 54, seller.name, { size: 24, font: "bold", color: brand });
  const gstinLine = t("GSTIN: {gstin}   State: {state}", { gstin: seller.gstin, state: gstStateLabel(seller.stateCode, t) });
  // The seller's name and address as registered for GST, the same in both languages.
  const sellerLines = [seller.legalName, ...seller.addressLines, gstinLine, `${seller.email}  |  ${seller.phone}`];
  sellerLines.forEach((line, index) => {
    page.text(margin, 72 + index * 11, line, { size: 8.5, font: index === 0 || line === gstinLine ? "bold" : "regular", color: index === 0 ? ink : muted });
  });

  page.text(right, 50, t("TAX INVOICE"), { size: 18, font: "bold", align: "right" });
  page.text(right, 62, t("Original for recipient"), { size: 7.5, color: muted, align: "right" });
  const facts: [string, string][] = [
    [t("Invoice number"), invoice.number],
    [t("Invoice date"), invoiceDay(invoice.issuedAt, invoice.language)],
    [t("Order number"), invoice.order.number],
    [t("Order placed"), invoiceDate(invoice.order.placedAt, invoice.language)],
    [t("Place of supply"), gstStateLabel(invoice.placeOfSupply, t)],
    [t("Reverse charge"), t("No")],
  ];
  facts.forEach(([label, value], index) => {
    const top = 78 + index * 12;
    page.text(right - 215, top, label, { size: 8, color: muted });
    page.text(right, top, value, { size: 8, font: "bold", align: "right" });
  });
  const ruleTop = Math.max(72 + sellerLines.length * 11, 78 + facts.length * 12) + 4;
  page.line(margin, ruleTop, right, ruleTop);
  return ruleTop;
}

function parties(page: PageBuilder, invoice: TaxInvoice, top: number, t: Translate): number {
  const { shipping } = invoice.order;
  const columnWidth = (contentWidth - 24) / 3;
  const xs = [margin, margin + columnWidth + 12, margin + 2 * (columnWidth + 12)] as const;
  const name = `${shipping.firstName} ${shipping.lastName}`;
  const street = wrapText([shipping.address, shipping.apartment].filter(Boolean).join(", "), "regular", 8.5, columnWidth);
  const cityLine = `${shipping.city}, ${stateNameIn(shipping.state, t)} ${shipping.pincode}`;
  const billTo = [
    name,
    ...street,
    cityLine,
    t("Phone: {phone}", { phone: shipping.phone }),
    shipping.email,
    invoice.buyerGstin ? `GSTIN: ${invoice.buyerGstin}` : t("GSTIN: unregistered buyer"),
  ];
  const shipTo = [name, ...street, cityLine, t("State: {state}", { state: gstStateLabel(shipping.state, t) })];
  const payment = invoice.order.payment;
  const paid =
    payment.status === "captured" || payment.status === "authorized"
      ? t("Paid")
      : payment.method === "cod"
        ? t("To be paid on delivery")
        : t("Payment pending");
  const emi = invoice.emi;
  const paidWith = [
    ...wrapText(orderPaymentText(payment, t), "regular", 8.5, columnWidth),
    paid,
    ...(emi
      ? wrapText(
          t("No-cost EMI with {bank}: {months} monthly instalments of {monthly}; interest of {interest} waived.", {
            bank: emi.bank,
            months: emi.months,
            monthly: formatRupees(emi.monthlyAmount),
            interest: formatRupees(emi.interestWaived),
          }),
          "regular",
          8.5,
          columnWidth,
        )
      : []),
    ...(invoice.order.couponCode ? [t("Promo code: {code}", { code: invoice.order.couponCode })] : []),
  ];
  const blocks: [string, string[]][] = [
    [t("BILL TO"), billTo],
    [t("SHIP TO"), shipTo],
    [t("PAYMENT"), paidWith],
  ];
  blocks.forEach(([title, lines], blockIndex) => {
    const x = xs[blockIndex] ?? margin;
    page.text(x, top + 18, title, { size: 7.5, font: "bold", color: muted });
    lines.forEach((line, index) => {
      page.text(x, top + 31 + index * 11, line, { size: 8.5, font: index === 0 && blockIndex < 2 ? "bold" : "regular" });
    });
  });
  const tallest = Math.max(...blocks.map(([, lines]) => lines.length));
  return top + 31 + tallest * 11 + 6;
}

function footer(page: PageBuilder, invoice: TaxInvoice, pageNumber: number, pageCount: number, t: Translate) {
  const { seller } = invoice;
  page.line(margin, a4.height - 56, right, a4.height - 56);
  page.text(
    margin,
    a4.height - 42,
    t("Thank you for shopping with {store}. Questions? {email} or {phone} (toll-free).", { store: seller.name, email: seller.email, phone: seller.phone }),
    { size: 7.5, color: muted },
  );
  page.text(margin, a4.height - 31, t("This is a computer-generated invoice and needs no signature."), { size: 7.5, color: muted });
  page.text(right, a4.height - 31, t("Page {page} of {pageCount}", { page: pageNumber, pageCount }), { size: 7.5, color: muted, align: "right" });
}

/** The tax invoice as a PDF document description, on as many A4 pages as its lines need. */
export function invoiceDocument(input: { invoice: TaxInvoice; generatedAt: Date }): PdfDocument {
  const { invoice } = input;
  const { seller, order, gst } = invoice;
  const t: Translate = (message, values) => translate(invoice.language, message, values);
  const interState = gst.interState;
  const columns = columnsFor(interState, t);
  const itemColumn = columns.find((column) => column.key === "item");
  const itemWidth = itemColumn?.width ?? 120;
  const pages: PageBuilder[] = [];
  let page = new PageBuilder();
  pages.push(page);
  let top = header(page, invoice, t);
  top = parties(page, invoice, top, t);
  top = tableHeader(page, columns, top);

  const newPage = () => {
    page = new PageBuilder();
    pages.push(page);
    page.text(margin, margin, t("{store} tax invoice {number} for order {order} (continued)", { store: seller.name, number: invoice.number, order: order.number }), {
      size: 8,
      color: muted,
    });
    return margin + 12;
  };
  // A new page, its table starting with the column headings again.
  const continuedTable = () => {
    const start = newPage();
    return tableHeader(page, columns, start);
  };

  const rows = [
    ...invoice.lines.map((line, index) => ({
      index: String(index + 1),
      name: wrapText(line.item.name, "bold", 8, itemWidth - 10),
      detail: variantText(t, line.item.variantType, line.item.variantName),
      hsn: line.taxed.hsn,
      quantity: line.item.quantity,
      unitPrice: line.item.price,
      taxed: line.taxed,
    })),
    ...(gst.shipping
      ? [
          {
            index: String(invoice.lines.length + 1),
            name: [t("Delivery charges")],
            detail: t("Part of the supply of the goods"),
            hsn: gst.shipping.hsn,
            quantity: 1,
            unitPrice: order.shippingFee,
            taxed: gst.shipping,
          },
        ]
      : []),
  ];
  for (const row of rows) {
    const height = Math.max(2, row.name.length + 1) * 10 + 12;
    if (a4.height - (top + height) < bottomLimit) top = continuedTable();
    top += tableRow(page, columns, top, row, interState);
    page.line(margin, top, right, top);
  }
  // The table's totals row.
  const totalsRow: Partial<Record<Column["key"], string>> = {
    discount: gst.totals.discount > 0 ? `-${paiseAmount(gst.totals.discount)}` : "0.00",
    taxable: paiseAmount(gst.totals.taxable),
    cgst: paiseAmount(gst.totals.cgst),
    sgst: paiseAmount(gst.totals.sgst),
    igst: paiseAmount(gst.totals.igst),
    total: paiseAmount(gst.totals.total),
  };
  if (a4.height - (top + 22) < bottomLimit) top = continuedTable();
  page.rect(margin, top, contentWidth, 20, { fill: sand });
  if (itemColumn) cell(page, itemColumn, top + 13, t("Total"), { size: 8, font: "bold" });
  for (const column of columns) {
    const value = totalsRow[column.key];
    if (value) cell(page, column, top + 13, value, { size: 8, font: "bold" });
  }
  top += 20;

  // Below the table: notes, the HSN summary and amount in words on the left; totals on the right.
  const notes = [
    ...(order.discount > 0
      ? [
          order.couponCode
            ? t("The {code} discount of {amount} is shared among the items in proportion to their price and lowers their taxable value.", {
                code: order.couponCode,
                amount: formatRupees(order.discount),
              })
            : t("The promotional discount of {amount} is shared among the items in proportion to their price and lowers their taxable value.", {
                amount: formatRupees(order.discount),
              }),
        ]
      : []),
    ...(gst.shipping ? [t("Delivery is part of the supply of the goods and is taxed at their rate (HSN of the main item).")] : []),
    t("Prices include GST; the tax shown is the part of each price that is GST."),
  ];
  const leftWidth = contentWidth - 230;
  const noteLines = notes.flatMap((note) => wrapText(note, "regular", 7.5, leftWidth));
  const wordLines = wrapText(invoice.totalInWords, "bold", 8.5, leftWidth);
  const totals: [string, string][] = [
    [t("Items (incl. GST)"), paiseAmount(gst.totals.gross - (gst.shipping?.gross ?? 0))],
    ...(gst.totals.discount > 0
      ? [[order.couponCode ? t("Discount ({code})", { code: order.couponCode }) : t("Discount"), `-${paiseAmount(gst.totals.discount)}`] as [string, string]]
      : []),
    [t("Delivery"), gst.shipping ? paiseAmount(gst.shipping.total) : t("Free")],
    [t("Total taxable value"), paiseAmount(gst.totals.taxable)],
    ...(interState
      ? [["IGST", paiseAmount(gst.totals.igst)] as [string, string]]
      : [["CGST", paiseAmount(gst.totals.cgst)] as [string, string], ["SGST", paiseAmount(gst.totals.sgst)] as [string, string]]),
  ];
  // Both columns and the signature below them stay on one page.
  const leftHeight = 18 + wordLines.length * 12 + 8 + noteLines.length * 10 + 33 + gst.byHsn.length * 12;
  const rightHeight = 4 + totals.length * 14 + 48;
  if (a4.height - (top + Math.max(leftHeight, rightHeight) + 64) < bottomLimit) top = newPage();

  let left = top + 18;
  page.text(margin, left, t("AMOUNT IN WORDS"), { size: 7.5, font: "bold", color: muted });
  for (const line of wordLines) {
    left += 12;
    page.text(margin, left, line, { size: 8.5, font: "bold" });
  }
  left += 8;
  for (const line of noteLines) {
    left += 10;
    page.text(margin, left, line, { size: 7.5, color: muted });
  }

  // HSN-wise summary of tax.
  left += 20;
  page.text(margin, left, t("TAX SUMMARY BY HSN"), { size: 7.5, font: "bold", color: muted });
  const summaryColumns = [margin, margin + 70, margin + 150, margin + 200] as const;
  left += 13;
  const headings = ["HSN", t("TAXABLE VALUE"), t("RATE"), interState ? "IGST" : "CGST + SGST"];
  headings.forEach((heading, index) => {
    page.text(summaryColumns[index] ?? margin, left, heading, { size: 7, font: "bold", color: muted });
  });
  for (const row of gst.byHsn) {
    left += 12;
    page.text(summaryColumns[0], left, row.hsn, { size: 8 });
    page.text(summaryColumns[1], left, paiseAmount(row.taxable), { size: 8 });
    page.text(summaryColumns[2], left, interState ? `${row.ratePercent}%` : `${row.ratePercent / 2}% + ${row.ratePercent / 2}%`, { size: 8 });
    page.text(summaryColumns[3], left, paiseAmount(row.cgst + row.sgst + row.igst), { size: 8 });
  }

  // Totals.
  const labelX = right - 210;
  let totalsTop = top + 4;
  totals.forEach(([label, value]) => {
    totalsTop += 14;
    page.text(labelX, totalsTop, label, { size: 8.5, color: muted });
    page.text(right - 8, totalsTop, value, { size: 8.5, align: "right" });
  });
  totalsTop += 10;
  page.rect(labelX - 10, totalsTop, right - labelX + 10, 26, { fill: sand });
  page.text(labelX, totalsTop + 17, t("Invoice total (₹)"), { size: 10.5, font: "bold" });
  page.text(right - 8, totalsTop + 17, paiseAmount(gst.totals.total), { size: 10.5, font: "bold", align: "right" });
  totalsTop += 26;
  page.text(right - 8, totalsTop + 12, t("Amounts in Indian rupees (INR)."), { size: 7.5, color: muted, align: "right" });

  const signatureTop = Math.max(left, totalsTop + 12) + 36;
  page.text(right, signatureTop, t("For {seller}", { seller: seller.legalName }), { size: 8.5, font: "bold", align: "right" });
  page.text(right, signatureTop + 22, t("Authorised signatory"), { size: 8, color: muted, align: "right" });

  pages.forEach((built, index) => {
    footer(built, invoice, index + 1, pages.length, t);
  });
  return {
    title: t("{store} tax invoice {number} for order {order}", { store: seller.name, number: invoice.number, order: order.number }),
    author: seller.legalName,
    createdAt: input.generatedAt,
    pages: pages.map((built): PdfPage => ({ width: a4.width, height: a4.height, ops: built.ops })),
  };
}
