// An order's GST tax invoice as a PDF file: the layout of invoice-layout.ts written by the PDF writer.
import { invoiceDocument } from "./invoice-layout";
import { writePdf } from "./pdf-writer";
import type { TaxInvoice } from "./tax-invoice";

export function taxInvoicePdf(invoice: TaxInvoice, generatedAt: Date = new Date()): Uint8Array<ArrayBuffer> {
  return writePdf(invoiceDocument({ invoice, generatedAt }));
}

/** The file name the browser saves it under. */
export function invoiceFileName(orderNumber: string): string {
  return `Aangan-invoice-${orderNumber}.pdf`;
}
