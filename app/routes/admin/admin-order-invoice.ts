// GET /admin/orders/<number>/invoice.pdf: any order's GST tax invoice, for staff who may read orders.
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import type { Route } from "./+types/admin-order-invoice";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "orders.read");
  const invoice = await context.services.invoices.pdfForStaff(actor, params.number);
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
