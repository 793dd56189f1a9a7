import { Form, Link } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import {
  fieldClass,
  labelClass,
  linkClass,
  OrderStatusBadge,
  orderStatusLabels,
  Pager,
  paymentMethodLabels,
  paymentStatusLabel,
  primaryButton,
  StatusTabs,
} from "~/features/admin/orders/order-desk-ui";
import { orderQueueFiltersOf, orderQueueHref } from "~/features/admin/orders/queue-filters";
import { orderStatuses, paymentMethods } from "~/lib/contracts/admin-orders";
import { formatDate } from "~/lib/format-date";
import { indianStates } from "~/lib/indian-states";
import { formatRupees } from "~/lib/money";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-orders";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Orders | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "orders.read");
  const { filters, page } = orderQueueFiltersOf(new URL(request.url));
  const queue = await context.services.orderDesk.queue(actor, filters, page);
  return { queue, filters };
}

const stateNames = new Map(indianStates.map((state) => [state.code, state.name]));

const timeFormat = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** "1:36 am", India's time, under the date. */
function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { queue, filters } = loaderData;
  const pageCount = Math.max(1, Math.ceil(queue.total / queue.pageSize));
  const allCount = orderStatuses.reduce((sum, status) => sum + queue.countsByStatus[status], 0);
  const tabs = [
    { key: "all", label: "All", count: allCount, href: orderQueueHref({ ...filters, status: undefined }), current: !filters.status },
    ...orderStatuses.map((status) => ({
      key: status,
      label: orderStatusLabels[status],
      count: queue.countsByStatus[status],
      href: orderQueueHref({ ...filters, status }),
      current: filters.status === status,
    })),
  ];
  const filtered = Boolean(filters.paymentMethod ?? filters.state ?? filters.from ?? filters.to ?? filters.query);
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">Orders</h1>
      <StatusTabs label="Orders by status" tabs={tabs} />
      <Form method="get" role="search" aria-label="Filter orders" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <div className="flex items-end gap-3">
          <div className="w-96">
            <label htmlFor="orders-q" className={labelClass}>
              Order number, e-mail or phone
            </label>
            <input id="orders-q" name="q" type="search" defaultValue={filters.query ?? ""} maxLength={100} autoComplete="off" className={fieldClass} />
          </div>
          <button type="submit" className={primaryButton}>
            Filter
          </button>
          {filtered ? (
            <Link to={orderQueueHref({ status: filters.status })} className={`pb-2 text-sm ${linkClass}`}>
              Clear filters
            </Link>
          ) : null}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-40">
            <label htmlFor="orders-payment" className={labelClass}>
              Payment
            </label>
            <select id="orders-payment" name="payment" defaultValue={filters.paymentMethod ?? ""} className={fieldClass}>
              <option value="">Any</option>
              {paymentMethods.map((method) => (
                <option key={method} value={method}>
                  {paymentMethodLabels[method]}
                </option>
              ))}
            </select>
          </div>
          <div className="w-48">
            <label htmlFor="orders-state" className={labelClass}>
              State
            </label>
            <select id="orders-state" name="state" defaultValue={filters.state ?? ""} className={fieldClass}>
              <option value="">Any</option>
              {indianStates.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
          </div>
          <div className="w-40">
            <label htmlFor="orders-from" className={labelClass}>
              Placed from
            </label>
            <input id="orders-from" name="from" type="date" defaultValue={filters.from ?? ""} className={fieldClass} />
          </div>
          <div className="w-40">
            <label htmlFor="orders-to" className={labelClass}>
              Placed to
            </label>
            <input id="orders-to" name="to" type="date" defaultValue={filters.to ?? ""} className={fieldClass} />
          </div>
        </div>
      </Form>
      <p className="text-sm text-stone-700" role="status">
        {queue.total === 1 ? "1 order" : `${queue.total.toLocaleString("en-IN")} orders`}
      </p>
      {queue.orders.length > 0 ? (
        <table className="w-full border-collapse bg-white text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="px-2 py-2 font-medium">Order</th>
              <th scope="col" className="px-2 py-2 font-medium">Placed</th>
              <th scope="col" className="px-2 py-2 font-medium">Customer</th>
              <th scope="col" className="px-2 py-2 font-medium">Ships to</th>
              <th scope="col" className="px-2 py-2 text-right font-medium">Items</th>
              <th scope="col" className="px-2 py-2 text-right font-medium">Total</th>
              <th scope="col" className="px-2 py-2 font-medium">Payment</th>
              <th scope="col" className="px-2 py-2 font-medium">Status</th>
            </tr>
          </thead>
          <tbody>
            {queue.orders.map((order) => (
              <tr key={order.number} className="border-b border-stone-100 align-top">
                <td className="px-2 py-2">
                  <Link to={`/admin/orders/${order.number}`} className={linkClass}>
                    {order.number}
                  </Link>
                </td>
                <td className="px-2 py-2">
                  <time dateTime={order.placedAt}>
                    <span className="block whitespace-nowrap">{formatDate(order.placedAt)}</span>
                    <span className="block text-stone-600">{formatTime(order.placedAt)}</span>
                  </time>
                </td>
                <td className="max-w-56 px-2 py-2">
                  <span className="block font-medium">{order.customerName}</span>
                  <span className="block text-stone-600">{order.phone}</span>
                  <span className="block text-stone-600 [overflow-wrap:anywhere]">{order.email}</span>
                </td>
                <td className="px-2 py-2">
                  <span className="block">{order.city}</span>
                  <span className="block text-stone-600">{stateNames.get(order.state) ?? order.state}</span>
                </td>
                <td className="px-2 py-2 text-right">{order.itemCount}</td>
                <td className="px-2 py-2 text-right whitespace-nowrap">{formatRupees(order.total)}</td>
                <td className="px-2 py-2">
                  <span className="block">{paymentMethodLabels[order.paymentMethod]}</span>
                  <span className="block text-stone-600">{paymentStatusLabel(order.paymentStatus)}</span>
                </td>
                <td className="px-2 py-2">
                  <OrderStatusBadge status={order.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="rounded-lg border border-stone-200 bg-white px-4 py-6 text-stone-700">No orders match these filters.</p>
      )}
      <Pager label="Pages of orders" page={queue.page} pageCount={pageCount} hrefFor={(page) => orderQueueHref(filters, page)} />
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
