// How an invoice PDF is answered, to its shopper or to staff: a download never cached, and a plain
// 404 for an order the asker may not see or that does not exist (order numbers reveal nothing).
import type { InvoiceFile } from "~/lib/contracts/orders";

export function invoiceDownload(invoice: InvoiceFile | null): Response {
  if (!invoice) {
    return new Response("Invoice not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return new Response(invoice.pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoice.fileName}"`,
      "Content-Length": String(invoice.pdf.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
