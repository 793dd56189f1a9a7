import { Form, Link } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { fieldClass, labelClass, linkClass, Pager, primaryButton } from "~/features/admin/orders/order-desk-ui";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { customerQueryMaxLength, type CustomerList } from "~/lib/contracts/admin-customers";
import { refusalOf } from "~/lib/contracts/refusal";
import { formatDate } from "~/lib/format-date";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-customers";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Customers | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

const maxPage = 10_000;

function customersHref(query: string | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/customers?${search}` : "/admin/customers";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "customers.read");
  const url = new URL(request.url);
  const query = url.searchParams.get("q")?.trim().slice(0, customerQueryMaxLength) || undefined;
  const asked = Number(url.searchParams.get("page"));
  const page = Number.isInteger(asked) && asked > 0 && asked <= maxPage ? asked : 1;
  try {
    const list: CustomerList = await context.services.customers.list(actor, query, page);
    return { query, list, problem: null };
  } catch (error) {
    // A search the rules refuse (a name too short to search) is said beside the box.
    const refusal = refusalOf(error);
    if (!refusal || refusal.status !== 422) throw error;
    return { query, list: null, problem: refusal.message };
  }
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { query, list, problem } = loaderData;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">Customers</h1>
      <Form method="get" role="search" aria-label="Find customers" className="rounded-lg border border-stone-200 bg-white p-4">
        <div className="flex items-end gap-3">
          <div className="w-96">
            <label htmlFor="customers-q" className={labelClass}>
              Name, e-mail or phone
            </label>
            <input
              id="customers-q"
              name="q"
              type="search"
              defaultValue={query ?? ""}
              maxLength={customerQueryMaxLength}
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? "customers-q-error" : "customers-q-hint"}
              className={fieldClass}
            />
          </div>
          <button type="submit" className={primaryButton}>
            Search
          </button>
          {query ? (
            <Link to="/admin/customers" className={`pb-2 text-sm ${linkClass}`}>
              Show everyone
            </Link>
          ) : null}
        </div>
        {problem ? (
          <p id="customers-q-error" role="alert" className="mt-2 text-sm font-medium text-red-800">
            {problem}
          </p>
        ) : (
          <p id="customers-q-hint" className="mt-2 text-sm text-stone-600">
            Part of a name, a whole e-mail address, or a phone number however it is written (+91 98765 43210).
          </p>
        )}
      </Form>
      {list ? (
        <>
          <p className="text-sm text-stone-700" role="status">
            {list.total === 1 ? "1 customer" : `${list.total.toLocaleString("en-IN")} customers`}
          </p>
          {list.customers.length > 0 ? (
            <table className="w-full border-collapse bg-white text-left text-sm">
              <thead>
                <tr className="border-b border-stone-200 text-stone-600">
                  <th scope="col" className="px-2 py-2 font-medium">Name</th>
                  <th scope="col" className="px-2 py-2 font-medium">E-mail</th>
                  <th scope="col" className="px-2 py-2 font-medium">Phone</th>
                  <th scope="col" className="px-2 py-2 font-medium">Customer since</th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">Orders</th>
                </tr>
              </thead>
              <tbody>
                {list.customers.map((customer) => (
                  <tr key={customer.id} className="border-b border-stone-100 align-top">
                    <td className="px-2 py-2">
                      <Link to={`/admin/customers/${customer.id}`} className={linkClass}>
                        {customer.firstName} {customer.lastName}
                      </Link>
                    </td>
                    <td className="px-2 py-2 [overflow-wrap:anywhere]">{customer.email}</td>
                    <td className="px-2 py-2 whitespace-nowrap">{customer.mobile}</td>
                    <td className="px-2 py-2 whitespace-nowrap">
                      <time dateTime={customer.since}>{formatDate(customer.since)}</time>
                    </td>
                    <td className="px-2 py-2 text-right">{customer.ordersPlaced.toLocaleString("en-IN")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="rounded-lg border border-stone-200 bg-white px-4 py-6 text-stone-700">No customer matches this search.</p>
          )}
          <Pager label="Pages of customers" page={list.page} pageCount={pageCount} hrefFor={(page) => customersHref(query, page)} />
        </>
      ) : null}
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
