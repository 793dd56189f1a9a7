import { Form, Link } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import type { AuditFilters } from "~/lib/contracts/audit";
import { formatDateTime } from "~/lib/format-date";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-audit";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Audit trail | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the address asks for; anything malformed is ignored rather than refused. */
function filtersOf(url: URL): { filters: AuditFilters; page: number } {
  const param = (name: string) => url.searchParams.get(name)?.trim().slice(0, 100) || undefined;
  const staffId = Number(param("staff"));
  const from = param("from");
  const to = param("to");
  const page = Number(param("page"));
  return {
    filters: {
      action: param("action"),
      entityType: param("entity"),
      entityId: param("id"),
      staffId: Number.isInteger(staffId) && staffId > 0 ? staffId : undefined,
      from: from && isoDate.test(from) ? from : undefined,
      to: to && isoDate.test(to) ? to : undefined,
    },
    page: Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "audit.read");
  const url = new URL(request.url);
  const { filters, page } = filtersOf(url);
  const [result, actions, staff] = await Promise.all([
    context.services.auditTrail.list(actor, filters, page),
    context.services.auditTrail.actions(actor),
    context.services.staff.listStaff(actor),
  ]);
  return { result, actions, staff: staff.map((member) => ({ id: member.id, name: member.name })), filters, search: url.searchParams.toString() };
}

function change(value: unknown): string {
  return value === null || value === undefined ? "" : JSON.stringify(value, null, 1);
}

const fieldClass = "mt-1 block rounded-md border border-stone-300 px-2 py-1.5 text-sm";

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { result, actions, staff, filters } = loaderData;
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(loaderData.search);
    params.set("page", String(page));
    return `/admin/audit?${params.toString()}`;
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Audit trail</h1>
      <p className="text-sm text-stone-700">Every change made by staff or on the command line, newest first. Nobody can edit or delete it.</p>
      <Form method="get" className="flex flex-wrap items-end gap-4 rounded-lg border border-stone-200 bg-white p-4">
        <div>
          <label htmlFor="audit-action" className="text-sm font-medium">Action</label>
          <select id="audit-action" name="action" defaultValue={filters.action ?? ""} className={fieldClass}>
            <option value="">Any</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-staff" className="text-sm font-medium">Who</label>
          <select id="audit-staff" name="staff" defaultValue={filters.staffId ?? ""} className={fieldClass}>
            <option value="">Anyone</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-entity" className="text-sm font-medium">Kind of record</label>
          <input id="audit-entity" name="entity" defaultValue={filters.entityType ?? ""} placeholder="order, staff…" className={fieldClass} />
        </div>
        <div>
          <label htmlFor="audit-id" className="text-sm font-medium">Record</label>
          <input id="audit-id" name="id" defaultValue={filters.entityId ?? ""} placeholder="ORD… or an id" className={fieldClass} />
        </div>
        <div>
          <label htmlFor="audit-from" className="text-sm font-medium">From</label>
          <input id="audit-from" name="from" type="date" defaultValue={filters.from ?? ""} className={fieldClass} />
        </div>
        <div>
          <label htmlFor="audit-to" className="text-sm font-medium">To</label>
          <input id="audit-to" name="to" type="date" defaultValue={filters.to ?? ""} className={fieldClass} />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          Filter
        </button>
        <Link to="/admin/audit" className="text-sm font-medium text-brand-700 underline">
          Clear
        </Link>
      </Form>
      <p className="text-sm text-stone-700" role="status">
        {result.total === 1 ? "1 change" : `${result.total.toLocaleString("en-IN")} changes`}
      </p>
      <table className="w-full border-collapse bg-white text-left text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className="px-3 py-2 font-medium">When</th>
            <th scope="col" className="px-3 py-2 font-medium">Who</th>
            <th scope="col" className="px-3 py-2 font-medium">From</th>
            <th scope="col" className="px-3 py-2 font-medium">Action</th>
            <th scope="col" className="px-3 py-2 font-medium">Record</th>
            <th scope="col" className="px-3 py-2 font-medium">Before → after</th>
          </tr>
        </thead>
        <tbody>
          {result.entries.map((entry) => (
            <tr key={entry.id} className="border-b border-stone-100 align-top">
              <td className="whitespace-nowrap px-3 py-2">{formatDateTime(entry.at)}</td>
              <td className="px-3 py-2">{entry.actor}</td>
              <td className="px-3 py-2">{entry.clientAddress ?? "—"}</td>
              <td className="px-3 py-2 font-mono text-xs">{entry.action}</td>
              <td className="px-3 py-2">
                {entry.entityType} {entry.entityId}
              </td>
              <td className="px-3 py-2">
                <details>
                  <summary className="cursor-pointer text-brand-700">Show the change</summary>
                  <div className="mt-2 grid grid-cols-2 gap-2">
                    {(["Before", "After"] as const).map((side) => (
                      <div key={side}>
                        <p className="text-xs font-medium text-stone-600">{side}</p>
                        <pre className="overflow-x-auto rounded bg-stone-50 p-2 text-xs">{change(side === "Before" ? entry.before : entry.after) || "—"}</pre>
                      </div>
                    ))}
                  </div>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pageCount > 1 ? (
        <nav aria-label="Pages of the audit trail" className="flex gap-3 text-sm">
          {result.page > 1 ? <Link to={hrefFor(result.page - 1)} className="font-medium text-brand-700 underline">Newer</Link> : null}
          <span>
            Page {result.page} of {pageCount}
          </span>
          {result.page < pageCount ? <Link to={hrefFor(result.page + 1)} className="font-medium text-brand-700 underline">Older</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
