// GET /admin/orders/<number>/invoice.pdf: any order's GST tax invoice, for staff who may read orders.
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { invoiceDownload } from "~/lib/invoice-download.server";
import type { Route } from "./+types/admin-order-invoice";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "orders.read");
  return invoiceDownload(await context.services.invoices.pdfForStaff(actor, params.number));
}
