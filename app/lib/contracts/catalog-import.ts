// A catalog CSV import's report, row by row: what each row would do (or did), or why the file is
// refused. Shared by the import page, POST /api/admin/products/import and the command line.
import { Refusal, type RefusalStatus } from "./refusal";

export type CatalogImportAction = "create" | "update" | "unchanged";

export interface CatalogImportRowReport {
  /** The row's line in the file, the header being line 1. */
  row: number;
  productSku: string;
  variantSku: string;
  /** What this row does to its product; absent when the row has errors. */
  action: CatalogImportAction | null;
  errors: string[];
}

export interface CatalogImportReport {
  dryRun: boolean;
  /** True when the file was written (never on a dry run, never with an error). */
  applied: boolean;
  rowCount: number;
  errorCount: number;
  products: Record<CatalogImportAction, number>;
  variants: Record<CatalogImportAction, number>;
  /** Errors that concern the file as a whole (its header, its size, its encoding). */
  fileErrors: string[];
  rows: CatalogImportRowReport[];
}

export type CatalogImportErrorCode = "invalid_file" | "too_large" | "refused" | "conflict";

export const catalogImportErrorStatus = {
  invalid_file: 422,
  too_large: 413,
  refused: 422,
  /** Another change took one of the file's SKUs or slugs while it was being written. */
  conflict: 409,
} as const satisfies Record<CatalogImportErrorCode, RefusalStatus>;

/** The file cannot be read at all (not CSV, not UTF-8, too large): no per-row report. */
export class CatalogImportError extends Refusal<CatalogImportErrorCode> {
  constructor(code: CatalogImportErrorCode, message: string) {
    super(catalogImportErrorStatus, code, message);
    this.name = "CatalogImportError";
  }
}

export interface CatalogImportProgress {
  phase: "reading" | "checking" | "writing" | "done";
  done: number;
  total: number;
}
