// An order's invoice as a PDF file: the layout of invoice-layout.ts written by the PDF writer.
import type { OrderView } from "../services/order-service";
import { invoiceDocument } from "./invoice-layout";
import { invoiceSeller } from "./invoice-seller";
import { writePdf } from "./pdf-writer";

export function orderInvoicePdf(order: OrderView, generatedAt: Date = new Date()): Uint8Array<ArrayBuffer> {
  return writePdf(invoiceDocument({ seller: invoiceSeller, order, generatedAt }));
}

/** The file name the browser saves it under. */
export function invoiceFileName(orderNumber: string): string {
  return `Aangan-invoice-${orderNumber}.pdf`;
}
