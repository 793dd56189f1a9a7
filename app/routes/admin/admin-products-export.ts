// GET /admin/products/export.csv: the catalog as CSV (docs/catalog-csv.md), for the catalog's staff.
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { catalogCsvResponse } from "~/lib/catalog-csv-download.server";
import type { Route } from "./+types/admin-products-export";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "catalog.manage");
  return catalogCsvResponse(context.services.catalogCsv.exportCsv(actor));
}
