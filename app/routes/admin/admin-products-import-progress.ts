// GET /admin/products/import/progress/<upload id>: how far the import page's check or import has
// gone, polled by its progress bar. Read from the upload's progress file, so any store process answers.
import { data } from "react-router";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import type { Route } from "./+types/admin-products-import-progress";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "catalog.manage");
  const progress = await context.services.catalogCsv.progress(actor, params.uploadId);
  return data({ progress }, { headers: { "Cache-Control": "private, no-store" } });
}
