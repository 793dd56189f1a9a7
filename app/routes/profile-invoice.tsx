// GET /profile/orders/<number>/invoice.pdf: the order's GST tax invoice as a PDF download, for the
// shopper who placed it; anyone else (and any unknown number) gets 404, so order numbers reveal nothing.
import { requireUser } from "~/lib/require-user.server";
import type { Route } from "./+types/profile-invoice";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const invoice = await context.services.invoices.pdfForUser(user.id, params.number);
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
