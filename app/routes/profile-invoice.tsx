// GET /profile/orders/<number>/invoice.pdf: the order's GST tax invoice as a PDF download, for the
// shopper who placed it; anyone else (and any unknown number) gets 404, so order numbers reveal nothing.
import { invoiceDownload } from "~/lib/invoice-download.server";
import { requireUser } from "~/lib/require-user.server";
import type { Route } from "./+types/profile-invoice";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return invoiceDownload(await context.services.invoices.pdfForUser(user.id, params.number));
}
