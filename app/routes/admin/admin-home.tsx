import { Link } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { adminSections } from "~/features/admin/admin-navigation";
import { OrdersChart, RevenueChart, shortDate } from "~/features/admin/dashboard/daily-charts";
import { linkClass, panelClass } from "~/features/admin/orders/order-desk-ui";
import { requireStaff } from "~/features/admin/require-staff.server";
import { roleMay, staffRoleDescriptions, staffRoleNames } from "~/lib/admin/staff-permissions";
import { dashboardDefinitions, type DashboardPeriod, type DashboardProduct } from "~/lib/contracts/admin-dashboard";
import { formatDateTime } from "~/lib/format-date";
import { formatRupees } from "~/lib/money";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-home";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Back office | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaff(request, context);
  const { staff } = actor;
  // Sales figures are for those who read orders; catalog staff see where their work is.
  const figures = roleMay(staff.role, "orders.read") ? await context.services.dashboard.figures(actor) : null;
  return {
    name: staff.name,
    role: staffRoleNames[staff.role],
    description: staffRoleDescriptions[staff.role],
    hasSecondFactor: staff.hasSecondFactor,
    sections: adminSections.filter((section) => section.to !== "/admin" && (section.permission === null || roleMay(staff.role, section.permission))),
    figures,
  };
}

const count = (value: number) => value.toLocaleString("en-IN");

/** The rows of the periods table: what each figure is called and how it is written. */
const periodRows: { label: string; cell: (period: DashboardPeriod) => string }[] = [
  { label: "Revenue", cell: (period) => formatRupees(period.revenue) },
  { label: "Orders", cell: (period) => count(period.orders) },
  { label: "Average order value", cell: (period) => formatRupees(period.averageOrderValue) },
  { label: "Cash on delivery", cell: (period) => `${period.codSharePercent.toLocaleString("en-IN")}% (${count(period.codOrders)} of ${count(period.keptOrders)})` },
  { label: "Cancellations", cell: (period) => count(period.cancellations) },
  { label: "Returns", cell: (period) => count(period.returns) },
  { label: "Refunds subtracted", cell: (period) => formatRupees(period.refunds) },
];

const thClass = "px-3 py-2 font-medium";
const tdClass = "px-3 py-2";

function ProductTable({ id, caption, products }: { id: string; caption: string; products: readonly DashboardProduct[] }) {
  return (
    <section aria-labelledby={id} className={panelClass}>
      <h3 id={id} className="font-semibold">
        {caption}
      </h3>
      {products.length > 0 ? (
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="py-2 pr-3 font-medium">Product</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Units</th>
              <th scope="col" className="py-2 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.productId} className="border-b border-stone-100">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <Link to={`/product/${product.productId}`} className={linkClass}>
                    {product.name}
                  </Link>
                </th>
                <td className="py-2 pr-3 text-right">{count(product.units)}</td>
                <td className="py-2 text-right whitespace-nowrap">{formatRupees(product.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-stone-700">Nothing sold in the last 30 days.</p>
      )}
    </section>
  );
}

function Dashboard({ figures }: { figures: NonNullable<Route.ComponentProps["loaderData"]["figures"]> }) {
  return (
    <div className="mt-6 space-y-6">
      <section aria-labelledby="periods-heading" className={panelClass}>
        <h2 id="periods-heading" className="text-lg font-semibold">
          Sales
        </h2>
        <p className="text-sm text-stone-600">
          India time; today is {shortDate(figures.today)}. Figures as of <time dateTime={figures.asOf}>{formatDateTime(figures.asOf)}</time>.
        </p>
        <table className="mt-3 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <td className={thClass} />
              {figures.periods.map((period) => (
                <th key={period.key} scope="col" className={`${thClass} text-right`}>
                  {period.label}
                  <span className="block text-xs font-normal">
                    {period.from === period.to ? shortDate(period.to) : `${shortDate(period.from)} – ${shortDate(period.to)}`}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {periodRows.map((row) => (
              <tr key={row.label} className="border-b border-stone-100">
                <th scope="row" className={`${thClass} text-left`}>
                  {row.label}
                </th>
                {figures.periods.map((period) => (
                  <td key={period.key} className={`${tdClass} text-right whitespace-nowrap`}>
                    {row.cell(period)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <details className="mt-3 text-sm text-stone-700">
          <summary className="cursor-pointer font-medium text-stone-900">How these figures are counted</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {Object.values(dashboardDefinitions).map((definition) => (
              <li key={definition}>{definition}</li>
            ))}
          </ul>
        </details>
      </section>

      <section aria-labelledby="days-heading" className={panelClass}>
        <h2 id="days-heading" className="text-lg font-semibold">
          The last 30 days
        </h2>
        <div className="mt-3 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-6">
            <RevenueChart days={figures.days} />
            <OrdersChart days={figures.days} />
          </div>
          <table className="w-full border-collapse self-start text-left text-sm">
            <caption className="pb-2 text-left font-medium">Orders and revenue per day, newest first</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-1 pr-3 font-medium">Day</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">Orders</th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">Cancelled</th>
                <th scope="col" className="py-1 text-right font-medium">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {[...figures.days].reverse().map((day) => (
                <tr key={day.date} className="border-b border-stone-100">
                  <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                    <time dateTime={day.date}>{shortDate(day.date)}</time>
                  </th>
                  <td className="py-1 pr-3 text-right">{count(day.orders)}</td>
                  <td className="py-1 pr-3 text-right">{count(day.cancellations)}</td>
                  <td className="py-1 text-right whitespace-nowrap">{formatRupees(day.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="grid grid-cols-2 gap-4">
        <ProductTable id="top-units-heading" caption="Top products by units, last 30 days" products={figures.topByUnits} />
        <ProductTable id="top-revenue-heading" caption="Top products by amount, last 30 days" products={figures.topByRevenue} />
      </div>

      <section aria-labelledby="low-stock-heading" className={panelClass}>
        <h2 id="low-stock-heading" className="text-lg font-semibold">
          Low stock
        </h2>
        <p className="text-sm text-stone-600">Variants with {figures.lowStockThreshold} or fewer on sale (where the shop starts saying &ldquo;only N left&rdquo;), fewest first.</p>
        {figures.lowStock.length > 0 ? (
          <table className="mt-2 w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-2 pr-3 font-medium">Product</th>
                <th scope="col" className="py-2 pr-3 font-medium">Variant</th>
                <th scope="col" className="py-2 pr-3 font-medium">SKU</th>
                <th scope="col" className="py-2 text-right font-medium">On sale</th>
              </tr>
            </thead>
            <tbody>
              {figures.lowStock.map((variant) => (
                <tr key={variant.variantId} className="border-b border-stone-100">
                  <td className="py-2 pr-3">{variant.productName}</td>
                  <td className="py-2 pr-3">{variant.variantName}</td>
                  <td className="py-2 pr-3 font-mono">{variant.sku}</td>
                  <td className="py-2 text-right">{variant.stock === 0 ? "None (sold out)" : count(variant.stock)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-2 text-sm text-stone-700">Every variant has more than {figures.lowStockThreshold} on sale.</p>
        )}
      </section>
    </div>
  );
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return (
    <div className={loaderData.figures ? "" : "max-w-3xl"}>
      <h1 className="text-2xl font-semibold">Welcome, {loaderData.name}</h1>
      <p className="mt-2 text-stone-700">
        You are signed in as <strong>{loaderData.role}</strong>: {loaderData.description}
      </p>
      {!loaderData.hasSecondFactor ? (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Your account has no second factor. <Link to="/admin/account" className="font-semibold underline">Turn on an authenticator code</Link> so a stolen password is not enough.
        </p>
      ) : null}
      {loaderData.figures ? (
        <Dashboard figures={loaderData.figures} />
      ) : (
        <>
          <ul className="mt-6 grid grid-cols-2 gap-4">
            {loaderData.sections.map((section) => (
              <li key={section.to}>
                <Link to={section.to} className="block rounded-lg border border-stone-200 bg-white px-4 py-3 font-medium hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700">
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-stone-600">Sales figures are shown to staff whose role reads orders.</p>
        </>
      )}
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
