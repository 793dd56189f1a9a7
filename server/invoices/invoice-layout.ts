// Where everything on an order's invoice goes: seller, order facts, address, the lines, totals and
// footer, laid out on A4 pages as drawing operations for the PDF writer. Kept apart from the
// writer so the GST tax invoice (issue 6) changes this file only.
import { stateName } from "../../app/lib/indian-states";
import { formatRupees } from "../../app/lib/money";
import { orderPaymentText } from "../../app/lib/order-payment-text";
import type { OrderView } from "../services/order-service";
import type { InvoiceSeller } from "./invoice-seller";
import { a4, textWidth, type PdfColor, type PdfDocument, type PdfOp, type PdfPage } from "./pdf-writer";
import type { PdfFont } from "./helvetica-metrics";

const margin = 48;
const right = a4.width - margin;
const contentWidth = right - margin;
/** The lowest a table row may reach before the page breaks (room for the footer). */
const bottomLimit = 96;

const ink: PdfColor = [0.122, 0.161, 0.216];
const muted: PdfColor = [0.34, 0.33, 0.31];
const brand: PdfColor = [0.604, 0.204, 0.071];
const rule: PdfColor = [0.84, 0.83, 0.82];
const sand: PdfColor = [0.98, 0.965, 0.945];

/** Amounts in Indian grouping; the PDF's Helvetica has no rupee sign, so "Rs. 12,499". */
export function invoiceAmount(amount: number): string {
  return formatRupees(amount).replace("₹ ", "Rs. ").replace("-₹ ", "-Rs. ");
}

const placedDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
const placedTime = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Asia/Kolkata" });

export function invoiceDate(iso: string): string {
  const date = new Date(iso);
  return `${placedDate.format(date)}, ${placedTime.format(date)} IST`;
}

const statusLabels: Record<string, string> = {
  ordered: "Ordered",
  confirmed: "Confirmed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

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
    let rest = word;
    while (textWidth(rest, font, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), font, size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
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

// Table columns: item description, quantity, unit price, amount (right-aligned numbers).
const columns = {
  index: margin + 8,
  item: margin + 30,
  itemWidth: 250,
  quantity: margin + 330,
  price: margin + 420,
  amount: right - 8,
} as const;

function tableHeader(page: PageBuilder, top: number): number {
  page.rect(margin, top, contentWidth, 24, { fill: sand });
  const baseline = top + 16;
  const header = { size: 9, font: "bold" as const, color: muted };
  page.text(columns.index, baseline, "#", header);
  page.text(columns.item, baseline, "ITEM", header);
  page.text(columns.quantity, baseline, "QTY", { ...header, align: "right" });
  page.text(columns.price, baseline, "UNIT PRICE", { ...header, align: "right" });
  page.text(columns.amount, baseline, "AMOUNT", { ...header, align: "right" });
  return top + 24;
}

function header(page: PageBuilder, seller: InvoiceSeller, order: OrderView): number {
  page.rect(0, 0, a4.width, 6, { fill: brand });
  page.text(margin, 62, seller.name, { size: 26, font: "bold", color: brand });
  page.text(margin, 80, seller.legalName, { size: 9, color: muted });
  seller.addressLines.forEach((line, index) => {
    page.text(margin, 93 + index * 12, line, { size: 9, color: muted });
  });
  page.text(margin, 93 + seller.addressLines.length * 12, `${seller.email}  |  ${seller.phone}`, { size: 9, color: muted });

  page.text(right, 62, "INVOICE", { size: 22, font: "bold", align: "right" });
  const facts: [string, string][] = [
    ["Order number", order.number],
    ["Order date", invoiceDate(order.placedAt)],
    ["Status", statusLabels[order.status] ?? order.status],
  ];
  facts.forEach(([label, value], index) => {
    const top = 82 + index * 14;
    page.text(right - 210, top, label, { size: 9, color: muted });
    page.text(right, top, value, { size: 9, font: "bold", align: "right" });
  });
  const ruleTop = 93 + seller.addressLines.length * 12 + 20;
  page.line(margin, ruleTop, right, ruleTop);
  return ruleTop;
}

function addressBlock(page: PageBuilder, order: OrderView, top: number): number {
  const { shipping } = order;
  const state = stateName(shipping.state) ?? shipping.state;
  const lines = [
    `${shipping.firstName} ${shipping.lastName}`,
    ...wrapText([shipping.address, shipping.apartment].filter(Boolean).join(", "), "regular", 10, 230),
    `${shipping.city}, ${state} ${shipping.pincode}`,
    `Phone: ${shipping.phone}`,
    shipping.email,
  ];
  const half = margin + contentWidth / 2 + 10;
  page.text(margin, top + 24, "BILLED AND SHIPPED TO", { size: 8, font: "bold", color: muted });
  lines.forEach((line, index) => {
    page.text(margin, top + 40 + index * 14, line, { size: 10, font: index === 0 ? "bold" : "regular" });
  });
  page.text(half, top + 24, "PAYMENT", { size: 8, font: "bold", color: muted });
  page.text(half, top + 40, orderPaymentText(order.payment), { size: 10, font: "bold" });
  const paid =
    order.payment.status === "captured" || order.payment.status === "authorized"
      ? "Paid"
      : order.payment.method === "cod"
        ? "To be paid on delivery"
        : "Payment pending";
  page.text(half, top + 54, paid, { size: 10 });
  if (order.couponCode) page.text(half, top + 68, `Promo code: ${order.couponCode}`, { size: 10 });
  return top + 40 + lines.length * 14 + 12;
}

function footer(page: PageBuilder, seller: InvoiceSeller, pageNumber: number, pageCount: number) {
  page.line(margin, a4.height - 64, right, a4.height - 64);
  page.text(margin, a4.height - 48, `Thank you for shopping with ${seller.name}. Questions? ${seller.email} or ${seller.phone} (toll-free).`, {
    size: 8,
    color: muted,
  });
  page.text(margin, a4.height - 36, "This is a computer-generated invoice and needs no signature.", { size: 8, color: muted });
  page.text(right, a4.height - 36, `Page ${pageNumber} of ${pageCount}`, { size: 8, color: muted, align: "right" });
}

/** The invoice of one order as a PDF document description, on as many A4 pages as its lines need. */
export function invoiceDocument(input: { seller: InvoiceSeller; order: OrderView; generatedAt: Date }): PdfDocument {
  const { seller, order } = input;
  const pages: PageBuilder[] = [];
  let page = new PageBuilder();
  pages.push(page);
  let top = header(page, seller, order);
  top = addressBlock(page, order, top);
  top = tableHeader(page, top);

  order.items.forEach((item, index) => {
    const nameLines = wrapText(item.name, "bold", 10, columns.itemWidth);
    const variant = `${item.variantType}: ${item.variantName}`;
    const rowHeight = 14 + nameLines.length * 13 + 13;
    if (a4.height - (top + rowHeight) < bottomLimit) {
      page = new PageBuilder();
      pages.push(page);
      page.text(margin, margin, `${seller.name} invoice for order ${order.number} (continued)`, { size: 9, color: muted });
      top = tableHeader(page, margin + 12);
    }
    const baseline = top + 18;
    page.text(columns.index, baseline, String(index + 1), { size: 10, color: muted });
    nameLines.forEach((line, lineIndex) => {
      page.text(columns.item, baseline + lineIndex * 13, line, { size: 10, font: "bold" });
    });
    page.text(columns.item, baseline + nameLines.length * 13, variant, { size: 9, color: muted });
    page.text(columns.quantity, baseline, String(item.quantity), { size: 10, align: "right" });
    page.text(columns.price, baseline, invoiceAmount(item.price), { size: 10, align: "right" });
    page.text(columns.amount, baseline, invoiceAmount(item.lineTotal), { size: 10, font: "bold", align: "right" });
    top += rowHeight;
    page.line(margin, top, right, top);
  });

  const totals: [string, string][] = [
    ["Subtotal", invoiceAmount(order.subtotal)],
    ...(order.discount > 0
      ? [[order.couponCode ? `Discount (${order.couponCode})` : "Discount", `-${invoiceAmount(order.discount)}`] as [string, string]]
      : []),
    ["Shipping", order.shippingFee === 0 ? "Free" : invoiceAmount(order.shippingFee)],
  ];
  const totalsHeight = totals.length * 18 + 40;
  if (a4.height - (top + totalsHeight) < bottomLimit) {
    page = new PageBuilder();
    pages.push(page);
    top = margin;
  }
  const labelX = right - 200;
  top += 8;
  totals.forEach(([label, value]) => {
    top += 18;
    page.text(labelX, top, label, { size: 10, color: muted });
    page.text(columns.amount, top, value, { size: 10, align: "right" });
  });
  top += 12;
  page.rect(labelX - 10, top, right - labelX + 10, 28, { fill: sand });
  page.text(labelX, top + 19, "Total", { size: 12, font: "bold" });
  page.text(columns.amount, top + 19, invoiceAmount(order.total), { size: 12, font: "bold", align: "right" });
  page.text(margin, top + 19, "Amounts in Indian rupees (INR).", { size: 8, color: muted });

  pages.forEach((built, index) => {
    footer(built, seller, index + 1, pages.length);
  });
  return {
    title: `${seller.name} invoice for order ${order.number}`,
    author: seller.legalName,
    createdAt: input.generatedAt,
    pages: pages.map((built): PdfPage => ({ width: a4.width, height: a4.height, ops: built.ops })),
  };
}
