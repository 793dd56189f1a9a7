// /admin/products/import: a catalog editor uploads a CSV of products and variants; the server keeps
// it (DATA_DIR/catalog-imports, an hour) and checks it, showing per row what it would do or its
// errors; "Apply" imports that same file whole, or nothing when any row has an error. Works without
// JavaScript; with it, a progress bar follows a large file's check and import.
import { useEffect, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { focusRing, labelClass, linkClass, panelClass, primaryButton, secondaryButton } from "~/features/admin/orders/order-desk-ui";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { catalogCsvColumns, catalogCsvLimits } from "~/lib/catalog-csv";
import type { CatalogImportProgress, CatalogImportReport, CatalogImportRowReport } from "~/lib/contracts/catalog-import";
import { refusalOf } from "~/lib/contracts/refusal";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { readLimitedForm, unstorableFormMessage } from "~/lib/read-limited-form.server";
import { site } from "~/lib/site";
import { chunksOf } from "~/lib/stream-chunks";
import type { Route } from "./+types/admin-products-import";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Import products | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

/** Rows the page lists at most: errors first; the counts cover the rest. */
const rowsShown = 300;

const uploadIdPattern = /^[0-9a-f]{32}$/;

interface ImportActionData {
  intent: "check" | "apply";
  uploadId?: string;
  fileName?: string;
  report?: CatalogImportReport;
  formError?: string;
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPermission(request, context, "catalog.manage");
  // The next upload's name, known to the page before it posts, so its progress can be asked for.
  return { uploadId: crypto.randomUUID().replace(/-/g, "") };
}

function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaffPermission(request, context, "catalog.manage");
  const form = await readLimitedForm(request, catalogCsvLimits.maxBytes + 64 * 1024);
  const tooLarge = `The file is larger than ${catalogCsvLimits.maxBytes / (1024 * 1024)} MB: split it into smaller files.`;
  if (form === "too_large") return data<ImportActionData>({ intent: "check", formError: tooLarge }, { status: 413 });
  if (form === "unreadable") return data<ImportActionData>({ intent: "check", formError: "Please send the form as a form." }, { status: 415 });
  if (form === "unstorable") return data<ImportActionData>({ intent: "check", formError: unstorableFormMessage }, { status: 422 });
  const intent = textOf(form, "intent") === "apply" ? "apply" : "check";
  const uploadId = textOf(form, "uploadId");
  if (!uploadIdPattern.test(uploadId)) return data<ImportActionData>({ intent, formError: "Reload the page and choose the file again." }, { status: 422 });
  const catalogCsv = context.services.catalogCsv;
  try {
    if (intent === "check") {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) return data<ImportActionData>({ intent, formError: "Choose a CSV file to check." }, { status: 422 });
      await catalogCsv.stage(actor, uploadId, chunksOf(file.stream()));
      const report = await catalogCsv.importStaged(actor, uploadId, { dryRun: true });
      return data<ImportActionData>({ intent, uploadId, fileName: file.name, report });
    }
    const report = await catalogCsv.importStaged(actor, uploadId, { dryRun: false });
    return data<ImportActionData>({ intent, uploadId, fileName: textOf(form, "fileName"), report }, { status: report.applied ? 200 : 422 });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<ImportActionData>({ intent, formError: refusal.message }, { status: refusal.status });
  }
}

const actionNames = { create: "New", update: "Changed", unchanged: "Unchanged" } as const;

function counted(figures: CatalogImportReport["products"], noun: string): string {
  return `${figures.create.toLocaleString("en-IN")} new, ${figures.update.toLocaleString("en-IN")} changed, ${figures.unchanged.toLocaleString("en-IN")} unchanged ${noun}`;
}

const phaseNames = { reading: "Reading the file", checking: "Checking rows", writing: "Writing products", done: "Finishing" } as const;

/** Follows the upload's progress while its form is posting (JavaScript only; without it the page simply waits). */
function useImportProgress(uploadId: string | null): CatalogImportProgress | null {
  const [latest, setLatest] = useState<{ uploadId: string; progress: CatalogImportProgress } | null>(null);
  useEffect(() => {
    if (!uploadId) return;
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch(`/admin/products/import/progress/${uploadId}`, { headers: { Accept: "application/json" } });
        if (!response.ok || stopped) return;
        const body: unknown = await response.json();
        if (typeof body === "object" && body !== null && "progress" in body) {
          const value = body.progress;
          if (value && typeof value === "object" && "phase" in value && "done" in value && "total" in value) {
            const { phase, done, total } = value;
            if ((phase === "reading" || phase === "checking" || phase === "writing" || phase === "done") && typeof done === "number" && typeof total === "number") {
              setLatest({ uploadId, progress: { phase, done, total } });
            }
          }
        }
      } catch {
        // A missed poll: the next one tries again.
      }
    };
    const timer = setInterval(() => void poll(), 400);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [uploadId]);
  return latest && latest.uploadId === uploadId ? latest.progress : null;
}

function ProgressBar({ progress, intent }: { progress: CatalogImportProgress | null; intent: string }) {
  const label = intent === "apply" ? "Importing the file" : "Uploading and checking the file";
  const known = progress !== null && progress.total > 0;
  return (
    <div role="status" className={`${panelClass} space-y-2`}>
      <p className="text-sm font-medium">
        {label}
        {progress ? ` — ${phaseNames[progress.phase]}` : "…"}
        {known ? ` ${progress.done.toLocaleString("en-IN")} of ${progress.total.toLocaleString("en-IN")}` : ""}
      </p>
      <progress className="h-3 w-full accent-brand-700" aria-label={label} max={known ? progress.total : undefined} value={known ? progress.done : undefined} />
    </div>
  );
}

function RowResult({ row }: { row: CatalogImportRowReport }) {
  if (row.errors.length > 0) {
    return (
      <ul className="list-disc space-y-0.5 pl-4 text-red-800">
        {row.errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    );
  }
  return <span>{row.action ? actionNames[row.action] : "—"}</span>;
}

function Report({ answer }: { answer: ImportActionData & { report: CatalogImportReport } }) {
  const { report } = answer;
  const bad = report.rows.filter((row) => row.errors.length > 0);
  const shown = (bad.length > 0 ? bad : report.rows).slice(0, rowsShown);
  const hidden = (bad.length > 0 ? bad.length : report.rows.length) - shown.length;
  const changes = report.products.create + report.products.update;
  return (
    <section aria-labelledby="import-report" className="space-y-4">
      <h2 id="import-report" className="text-lg font-semibold">
        {report.applied ? "Imported" : report.dryRun ? "Checked" : "Not imported"}
        {answer.fileName ? `: ${answer.fileName}` : ""}
      </h2>
      {report.errorCount > 0 ? (
        <p className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {report.errorCount.toLocaleString("en-IN")} of {report.rowCount.toLocaleString("en-IN")} rows have errors, so the whole file is refused and nothing is
          {report.dryRun ? " imported" : " written"}. Correct the rows below in your file and check it again.
        </p>
      ) : report.applied ? (
        <p className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {changes > 0 ? `Done: ${counted(report.products, "products")}.` : "0 changed: the catalog already matches the file."}{" "}
          <Link to="/admin/products" className={linkClass}>
            See the products
          </Link>
        </p>
      ) : (
        <p className="text-sm">Every row can be imported. Nothing has been written yet.</p>
      )}
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div className={panelClass}>
          <dt className="text-stone-600">Rows</dt>
          <dd className="text-lg font-semibold">{report.rowCount.toLocaleString("en-IN")}</dd>
        </div>
        <div className={panelClass}>
          <dt className="text-stone-600">Products</dt>
          <dd>{counted(report.products, "")}</dd>
        </div>
        <div className={panelClass}>
          <dt className="text-stone-600">Variants</dt>
          <dd>{counted(report.variants, "")}</dd>
        </div>
      </dl>
      {report.dryRun && report.errorCount === 0 && answer.uploadId ? (
        <Form method="post" encType="multipart/form-data">
          <input type="hidden" name="uploadId" value={answer.uploadId} />
          <input type="hidden" name="fileName" value={answer.fileName ?? ""} />
          <button type="submit" name="intent" value="apply" className={primaryButton}>
            {changes > 0 ? `Apply: import ${changes.toLocaleString("en-IN")} ${changes === 1 ? "product" : "products"}` : "Apply (nothing changes)"}
          </button>
        </Form>
      ) : null}
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{bad.length > 0 ? "Rows with errors" : "What each row does"}</caption>
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Row
              </th>
              <th scope="col" className="px-3 py-2">
                Product SKU
              </th>
              <th scope="col" className="px-3 py-2">
                Variant SKU
              </th>
              <th scope="col" className="px-3 py-2">
                {bad.length > 0 ? "Errors" : "Result"}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row} className="border-t border-stone-100 align-top">
                <td className="px-3 py-2 tabular-nums">{row.row}</td>
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{row.productSku}</td>
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{row.variantSku}</td>
                <td className="px-3 py-2">
                  <RowResult row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hidden > 0 ? <p className="text-sm text-stone-600">…and {hidden.toLocaleString("en-IN")} more rows.</p> : null}
    </section>
  );
}

export default function AdminProductsImport({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData : undefined;
  const postingId = posting ? posting.get("uploadId") : null;
  const progress = useImportProgress(typeof postingId === "string" ? postingId : null);
  const answer = actionData;
  return (
    <div className="max-w-5xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/admin/products" className={linkClass}>
            Products
          </Link>
        </p>
        <h1 className="mt-1 text-2xl font-semibold">Import and export products</h1>
      </div>
      <section aria-labelledby="export-heading" className={`${panelClass} space-y-2`}>
        <h2 id="export-heading" className="text-lg font-semibold">
          Export
        </h2>
        <p className="text-sm">Every product and variant as a CSV file, one row per variant. Change it in a spreadsheet and import it here; stock is not in it.</p>
        <a href="/admin/products/export.csv" download className={secondaryButton}>
          Download the catalog (CSV)
        </a>
      </section>
      <section aria-labelledby="import-heading" className={`${panelClass} space-y-3`}>
        <h2 id="import-heading" className="text-lg font-semibold">
          Import
        </h2>
        <p className="text-sm">
          Rows are matched by product SKU and variant SKU: a known SKU updates, a new one creates. The file is checked first and nothing is written until you apply it;
          a file with any bad row is refused whole. At most {catalogCsvLimits.maxRows.toLocaleString("en-IN")} rows and {catalogCsvLimits.maxBytes / (1024 * 1024)} MB,
          UTF-8.
        </p>
        <details className="text-sm">
          <summary className={`cursor-pointer font-medium ${focusRing}`}>The columns</summary>
          <p className="mt-2 font-mono text-xs break-words">{catalogCsvColumns.join(", ")}</p>
        </details>
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3" key={loaderData.uploadId}>
          <input type="hidden" name="uploadId" value={loaderData.uploadId} />
          <div>
            <label htmlFor="import-file" className={labelClass}>
              CSV file
            </label>
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              aria-describedby={answer?.formError ? "import-error" : undefined}
              className={`mt-1 block text-sm file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm ${focusRing}`}
            />
          </div>
          <button type="submit" name="intent" value="check" className={primaryButton} disabled={posting !== undefined}>
            Check the file
          </button>
        </Form>
        {answer?.formError ? (
          <p id="import-error" role="alert" className="text-sm font-medium text-red-800">
            {answer.formError}
          </p>
        ) : null}
      </section>
      {posting ? <ProgressBar progress={progress} intent={posting.get("intent") === "apply" ? "apply" : "check"} /> : null}
      {answer?.report && !posting ? <Report answer={{ ...answer, report: answer.report }} /> : null}
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
