import { Form, Link } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { deskAttempt, deskInvalid, deskLoad, deskNotFound, idOf } from "~/features/admin/orders/desk-action.server";
import {
  DeskAnswer,
  FieldError,
  fieldClass,
  fieldProps,
  labelClass,
  linkClass,
  Pager,
  panelClass,
  primaryButton,
  revalidateAfterPosts,
  type DeskActionData,
} from "~/features/admin/orders/order-desk-ui";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { readAuthFields } from "~/features/auth/auth-action.server";
import { stockReasonWords } from "~/lib/contracts/admin-stock";
import { formatDateTime } from "~/lib/format-date";
import {
  stockAdjustmentFromForm,
  stockAdjustmentLimits,
  stockAdjustmentProblem,
  stockAdjustmentSchema,
} from "~/lib/forms/stock-adjustment-schema";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-stock-variant";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData ? `${loaderData.stock.productName} (${loaderData.stock.variantName})` : "Variant";
  return [{ title: `Stock of ${name} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export const shouldRevalidate = revalidateAfterPosts;

const noSuchVariant = "No variant has that number.";

function variantIdOf(params: { variantId: string }): number {
  return idOf(params.variantId) ?? deskNotFound(noSuchVariant);
}

function ledgerPageOf(url: URL): number {
  const raw = url.searchParams.get("page");
  return raw && /^\d{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "stock.manage");
  const stock = await deskLoad(context.services.stock.variant(actor, variantIdOf(params), ledgerPageOf(new URL(request.url))));
  return { stock };
}

const kindDone = { received: "received", damaged: "set aside as damaged", correction: "corrected" } as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requireStaffPermission(request, context, "stock.manage");
  const variantId = variantIdOf(params);
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const fields = read.fields;
  const intent = fields.intent ?? "";
  const values = { warehouseId: fields.warehouseId ?? "", kind: fields.kind ?? "", mode: fields.mode ?? "", quantity: fields.quantity ?? "", note: fields.note ?? "" };
  if (intent !== "adjust") return deskInvalid(intent, [{ path: ["form"], message: "That form is not known here. Reload the page." }], values);
  const parsed = stockAdjustmentSchema.safeParse(stockAdjustmentFromForm({ ...fields, variantId: String(variantId) }));
  if (!parsed.success) return deskInvalid(intent, parsed.error.issues, values);
  const problem = stockAdjustmentProblem(parsed.data);
  if (problem) return deskInvalid(intent, [{ path: [problem.field], message: problem.message }], values);
  const input = parsed.data;
  return deskAttempt(intent, context, values, async () => {
    const after = await context.services.stock.adjust(actor, input);
    const warehouse = after.warehouses.find((site) => site.id === input.warehouseId);
    return `Stock ${kindDone[input.kind]}: ${warehouse?.city ?? "the warehouse"} now has ${warehouse?.sellable ?? 0} on sale and ${warehouse?.damaged ?? 0} damaged.`;
  });
}

export default function AdminStockVariant({ loaderData, actionData }: Route.ComponentProps) {
  const { stock } = loaderData;
  const answer: DeskActionData | undefined = actionData;
  const errors = answer?.fieldErrors ?? {};
  const values = answer && (answer.formError || answer.fieldErrors) ? (answer.values ?? {}) : {};
  const pageCount = Math.max(1, Math.ceil(stock.ledgerTotal / stock.ledgerPageSize));
  return (
    <div className="space-y-5">
      <p className="text-sm">
        <Link to="/admin/stock" className={linkClass}>
          ← All stock
        </Link>
      </p>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{stock.productName}</h1>
          <p className="mt-1 text-sm text-stone-700">
            {stock.variantName} · SKU <span className="font-mono">{stock.sku}</span>
          </p>
        </div>
        <dl className="flex gap-6 text-right">
          <div>
            <dt className="text-sm text-stone-600">On sale</dt>
            <dd className="text-xl font-semibold">{stock.sellable.toLocaleString("en-IN")}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Damaged</dt>
            <dd className="text-xl font-semibold">{stock.damaged.toLocaleString("en-IN")}</dd>
          </div>
        </dl>
      </header>

      <div className="grid grid-cols-5 gap-4">
        <section aria-labelledby="warehouses-heading" className={`${panelClass} col-span-2`}>
          <h2 id="warehouses-heading" className="text-lg font-semibold">
            By warehouse
          </h2>
          <table className="mt-2 w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-2 pr-3 font-medium">Warehouse</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">On sale</th>
                <th scope="col" className="py-2 text-right font-medium">Damaged</th>
              </tr>
            </thead>
            <tbody>
              {stock.warehouses.map((warehouse) => (
                <tr key={warehouse.id} className="border-b border-stone-100">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {warehouse.city}
                    <span className="block text-xs text-stone-600">{warehouse.pincode}</span>
                  </th>
                  <td className="py-2 pr-3 text-right">{warehouse.sellable.toLocaleString("en-IN")}</td>
                  <td className="py-2 text-right">{warehouse.damaged.toLocaleString("en-IN")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="adjust-heading" className={`${panelClass} col-span-3`}>
          <h2 id="adjust-heading" className="text-lg font-semibold">
            Adjust
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            Received adds pieces on sale. Damaged moves pieces from sale to damaged. A correction sets the figure on sale after a count, or adds to it (a minus sign takes away), and
            always says why.
          </p>
          <div className="mt-3">
            <DeskAnswer answer={answer} />
          </div>
          <Form method="post" className="mt-3 grid grid-cols-2 gap-3">
            <input type="hidden" name="intent" value="adjust" />
            <div>
              <label htmlFor="adjust-warehouse" className={labelClass}>
                Warehouse
              </label>
              <select name="warehouseId" defaultValue={values.warehouseId ?? ""} required className={fieldClass} {...fieldProps("adjust-warehouse", errors.warehouseId)}>
                <option value="">Choose…</option>
                {stock.warehouses.map((warehouse) => (
                  <option key={warehouse.id} value={warehouse.id}>
                    {warehouse.city}
                  </option>
                ))}
              </select>
              <FieldError id="adjust-warehouse-error" message={errors.warehouseId} />
            </div>
            <div>
              <label htmlFor="adjust-kind" className={labelClass}>
                What happened
              </label>
              <select name="kind" defaultValue={values.kind ?? "received"} className={fieldClass} {...fieldProps("adjust-kind", errors.kind)}>
                <option value="received">Received</option>
                <option value="damaged">Found damaged</option>
                <option value="correction">Correction</option>
              </select>
              <FieldError id="adjust-kind-error" message={errors.kind} />
            </div>
            <div>
              <label htmlFor="adjust-mode" className={labelClass}>
                How to correct
              </label>
              <select name="mode" defaultValue={values.mode ?? "set"} className={fieldClass} {...fieldProps("adjust-mode", errors.mode)}>
                <option value="set">Set the figure on sale to</option>
                <option value="add">Add (or take away) on sale</option>
              </select>
              <FieldError id="adjust-mode-error" message={errors.mode} />
            </div>
            <div>
              <label htmlFor="adjust-quantity" className={labelClass}>
                Pieces
              </label>
              <input
                name="quantity"
                type="number"
                inputMode="numeric"
                step={1}
                min={-stockAdjustmentLimits.quantityMax}
                max={stockAdjustmentLimits.quantityMax}
                required
                defaultValue={values.quantity ?? ""}
                className={fieldClass}
                {...fieldProps("adjust-quantity", errors.quantity)}
              />
              <FieldError id="adjust-quantity-error" message={errors.quantity} />
            </div>
            <div className="col-span-2">
              <label htmlFor="adjust-note" className={labelClass}>
                Note <span className="font-normal text-stone-600">(required for a correction)</span>
              </label>
              <input name="note" type="text" maxLength={stockAdjustmentLimits.noteMax} defaultValue={values.note ?? ""} className={fieldClass} {...fieldProps("adjust-note", errors.note)} />
              <FieldError id="adjust-note-error" message={errors.note} />
            </div>
            <div className="col-span-2">
              <button type="submit" className={primaryButton}>
                Save adjustment
              </button>
            </div>
          </Form>
        </section>
      </div>

      <section aria-labelledby="ledger-heading" className={panelClass}>
        <h2 id="ledger-heading" className="text-lg font-semibold">
          Ledger
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Every movement of this variant, newest first: {stock.ledgerTotal === 1 ? "1 entry" : `${stock.ledgerTotal.toLocaleString("en-IN")} entries`}.
        </p>
        {stock.ledger.length > 0 ? (
          <table className="mt-2 w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-2 pr-3 font-medium">When</th>
                <th scope="col" className="py-2 pr-3 font-medium">Warehouse</th>
                <th scope="col" className="py-2 pr-3 font-medium">Why</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">On sale</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Damaged</th>
                <th scope="col" className="py-2 pr-3 font-medium">For</th>
                <th scope="col" className="py-2 font-medium">By and note</th>
              </tr>
            </thead>
            <tbody>
              {stock.ledger.map((entry) => (
                <tr key={entry.id} className="border-b border-stone-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td className="py-2 pr-3">{entry.warehouseCity}</td>
                  <td className="py-2 pr-3">{stockReasonWords[entry.reason]}</td>
                  <td className="py-2 pr-3 text-right">{signed(entry.sellableChange)}</td>
                  <td className="py-2 pr-3 text-right">{signed(entry.damagedChange)}</td>
                  <td className="py-2 pr-3">
                    {entry.orderNumber ? (
                      <Link to={`/admin/orders/${entry.orderNumber}`} className={`font-mono ${linkClass}`}>
                        {entry.orderNumber}
                      </Link>
                    ) : null}
                    {entry.returnId ? (
                      <Link to={`/admin/returns/${entry.returnId}`} className={`block ${linkClass}`}>
                        Return {entry.returnId}
                      </Link>
                    ) : null}
                  </td>
                  <td className="py-2">
                    {entry.staffName ?? (entry.reason === "order" || entry.reason === "cancellation" ? "Shopper" : "The store")}
                    {entry.note ? <span className="block text-stone-700">{entry.note}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-2 text-sm text-stone-700">No movements yet.</p>
        )}
        <div className="mt-3">
          <Pager label="Pages of the ledger" page={stock.ledgerPage} pageCount={pageCount} hrefFor={(page) => `/admin/stock/${stock.variantId}${page > 1 ? `?page=${page}` : ""}`} />
        </div>
      </section>
    </div>
  );
}

function signed(change: number): string {
  if (change === 0) return "–";
  return change > 0 ? `+${change.toLocaleString("en-IN")}` : `−${(-change).toLocaleString("en-IN")}`;
}

export { AdminPageError as ErrorBoundary };
