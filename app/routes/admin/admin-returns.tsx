import { Link } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { indiaDateText, linkClass, Pager, ReturnStatusBadge, returnStatusLabels, StatusTabs } from "~/features/admin/orders/order-desk-ui";
import { returnQueueFiltersOf, returnQueueHref } from "~/features/admin/orders/queue-filters";
import { returnStatuses } from "~/lib/contracts/admin-orders";
import { deliverySlotLabels } from "~/lib/delivery-slots";
import { formatDateTime } from "~/lib/format-date";
import { formatRupees } from "~/lib/money";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-returns";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Returns | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "orders.read");
  const { filters, page } = returnQueueFiltersOf(new URL(request.url));
  const queue = await context.services.returns.queue(actor, filters, page);
  return { queue, filters };
}

export default function AdminReturns({ loaderData }: Route.ComponentProps) {
  const { queue, filters } = loaderData;
  const pageCount = Math.max(1, Math.ceil(queue.total / queue.pageSize));
  const allCount = returnStatuses.reduce((sum, status) => sum + queue.countsByStatus[status], 0);
  const tabs = [
    { key: "all", label: "All", count: allCount, href: returnQueueHref({}), current: !filters.status },
    ...returnStatuses.map((status) => ({
      key: status,
      label: returnStatusLabels[status],
      count: queue.countsByStatus[status],
      href: returnQueueHref({ status }),
      current: filters.status === status,
    })),
  ];
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">Returns</h1>
      <StatusTabs label="Returns by status" tabs={tabs} />
      <p className="text-sm text-stone-700" role="status">
        {queue.total === 1 ? "1 return" : `${queue.total.toLocaleString("en-IN")} returns`}
      </p>
      {queue.returns.length > 0 ? (
        <table className="w-full border-collapse bg-white text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="px-3 py-2 font-medium">Return</th>
              <th scope="col" className="px-3 py-2 font-medium">Order</th>
              <th scope="col" className="px-3 py-2 font-medium">Customer</th>
              <th scope="col" className="px-3 py-2 font-medium">Requested</th>
              <th scope="col" className="px-3 py-2 font-medium">Pickup</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Amount</th>
              <th scope="col" className="px-3 py-2 font-medium">Status</th>
            </tr>
          </thead>
          <tbody>
            {queue.returns.map((item) => (
              <tr key={item.id} className="border-b border-stone-100 align-top">
                <td className="px-3 py-2">
                  <Link to={`/admin/returns/${item.id}`} className={linkClass}>
                    Return {item.id}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  <Link to={`/admin/orders/${item.orderNumber}`} className={`font-mono ${linkClass}`}>
                    {item.orderNumber}
                  </Link>
                </td>
                <td className="px-3 py-2">{item.customerName}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                </td>
                <td className="px-3 py-2">
                  {indiaDateText(item.pickupDate)}
                  <span className="block text-stone-600">{deliverySlotLabels[item.pickupSlot]}</span>
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{formatRupees(item.amount)}</td>
                <td className="px-3 py-2">
                  <ReturnStatusBadge status={item.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="rounded-lg border border-stone-200 bg-white px-4 py-6 text-stone-700">No returns here.</p>
      )}
      <Pager label="Pages of returns" page={queue.page} pageCount={pageCount} hrefFor={(page) => returnQueueHref(filters, page)} />
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
