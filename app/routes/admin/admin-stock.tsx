import { Form, Link } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { deskLoad } from "~/features/admin/orders/desk-action.server";
import { fieldClass, focusRing, labelClass, linkClass, Pager, secondaryButton } from "~/features/admin/orders/order-desk-ui";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { stockListHref, stockListQueryOf } from "~/features/admin/stock/stock-filters";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-stock";

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const low = new URLSearchParams(location.search).get("low");
  return [{ title: `${low === "1" ? "Low stock" : "Stock"} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "stock.manage");
  const { filters, page } = stockListQueryOf(new URL(request.url));
  const list = await deskLoad(context.services.stock.list(actor, filters, page));
  return { list, filters };
}

export default function AdminStock({ loaderData }: Route.ComponentProps) {
  const { list, filters } = loaderData;
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const filteredWarehouse = list.warehouses.find((warehouse) => warehouse.id === filters.warehouseId);
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{filters.low ? "Low stock" : "Stock"}</h1>
          <p className="mt-1 text-sm text-stone-700">
            {filters.low
              ? `Variants with ${list.lowThreshold} or fewer on sale over every warehouse, fewest first.`
              : "On sale and damaged, over every warehouse. Open a variant to see each warehouse, its ledger, and to adjust it."}
          </p>
        </div>
        <Link to={stockListHref({ ...filters, low: !filters.low })} className={secondaryButton}>
          {filters.low ? "Show all stock" : "Show low stock only"}
        </Link>
      </header>

      {/* Keyed by the filters, so its fields show the list's filters after a link changes them. */}
      <Form key={stockListHref(filters)} method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-3" role="search" aria-label="Find stock">
        <div className="min-w-64 flex-1">
          <label htmlFor="stock-q" className={labelClass}>
            Product name or SKU
          </label>
          <input id="stock-q" name="q" type="search" maxLength={100} defaultValue={filters.query ?? ""} className={fieldClass} />
        </div>
        <div>
          <label htmlFor="stock-warehouse" className={labelClass}>
            Warehouse
          </label>
          <select id="stock-warehouse" name="warehouseId" defaultValue={filters.warehouseId ?? ""} className={fieldClass}>
            <option value="">Every warehouse</option>
            {list.warehouses.map((warehouse) => (
              <option key={warehouse.id} value={warehouse.id}>
                {warehouse.city}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2 pb-1.5">
          <input id="stock-low" name="low" type="checkbox" value="1" defaultChecked={filters.low === true} className={`h-4 w-4 ${focusRing}`} />
          <label htmlFor="stock-low" className="text-sm font-medium">
            Low stock only
          </label>
        </div>
        <button type="submit" className={secondaryButton}>
          Find
        </button>
      </Form>

      <p className="text-sm text-stone-700" role="status">
        {list.total === 1 ? "1 variant" : `${list.total.toLocaleString("en-IN")} variants`}
        {filteredWarehouse ? ` held in ${filteredWarehouse.city}` : ""}
      </p>

      {list.rows.length > 0 ? (
        <table className="w-full border-collapse bg-white text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="px-3 py-2 font-medium">Product</th>
              <th scope="col" className="px-3 py-2 font-medium">SKU</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">On sale</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Damaged</th>
              {filteredWarehouse ? (
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  On sale in {filteredWarehouse.city}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.variantId} className="border-b border-stone-100 align-top">
                <td className="px-3 py-2">
                  <Link to={`/admin/stock/${row.variantId}`} className={linkClass}>
                    {row.productName}
                  </Link>
                  <span className="block text-stone-600">{row.variantName}</span>
                </td>
                <td className="px-3 py-2 font-mono text-xs">{row.sku}</td>
                <td className={`px-3 py-2 text-right ${row.sellable <= list.lowThreshold ? "font-semibold text-red-800" : ""}`}>
                  {row.sellable.toLocaleString("en-IN")}
                  {row.sellable <= list.lowThreshold ? <span className="sr-only"> (low)</span> : null}
                </td>
                <td className="px-3 py-2 text-right">{row.damaged.toLocaleString("en-IN")}</td>
                {filteredWarehouse ? <td className="px-3 py-2 text-right">{(row.inWarehouse?.sellable ?? 0).toLocaleString("en-IN")}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="rounded-lg border border-stone-200 bg-white px-4 py-6 text-stone-700">No variants match.</p>
      )}
      <Pager label="Pages of stock" page={list.page} pageCount={pageCount} hrefFor={(page) => stockListHref(filters, page)} />
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
