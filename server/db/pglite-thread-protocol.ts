// The messages between the store's thread and the thread that runs the embedded database
// (pglite-thread.ts and pglite-thread-worker.ts). Everything here crosses threads by structured
// clone, so it holds no functions: a caller's row parsers stay in the caller's thread, and the
// database thread leaves the values of those types as text for them.
import type { Results, RowMode } from "@electric-sql/pglite";

/** How the embedded database is opened: passed to the worker as its workerData. */
export interface PgliteThreadStart {
  /** The data folder; null keeps the database in memory. */
  dataDir: string | null;
  /** A data folder dumped by `dumpDataDir()`, to start from. */
  loadDataDir: ArrayBuffer | null;
  /** `set name = value` for each, once, before the first statement. */
  sessionSettings: Record<string, string>;
  /** Settings the engine takes only as it starts (`-c name=value`), such as its buffer pool. */
  serverSettings?: Record<string, string>;
  /** PostgreSQL's WebAssembly, compiled once by the opening thread for every database it opens. */
  pgliteWasmModule: WebAssembly.Module;
}

/** What a statement returns, and which column types come back as text for the caller to parse. */
export interface StatementShape {
  rowMode: RowMode;
  textTypes: number[];
}

export type PgliteThreadRequest =
  | { id: number; kind: "query"; sql: string; params: unknown[]; shape: StatementShape; transaction: number | null }
  | { id: number; kind: "exec"; sql: string; shape: StatementShape; transaction: number | null }
  | { id: number; kind: "begin" }
  | { id: number; kind: "end"; transaction: number; commit: boolean }
  | { id: number; kind: "listen"; channel: string }
  | { id: number; kind: "unlisten"; channel: string }
  | { id: number; kind: "dump"; compression: "none" | "gzip" | "auto" }
  | { id: number; kind: "close" };

/** A database error as plain data: its message and PostgreSQL's fields (code, constraint, detail…). */
export interface PgliteThreadError {
  message: string;
  name: string;
  fields: Record<string, string | number>;
}

export type PgliteThreadReply =
  | { kind: "ready" }
  | { kind: "failed"; error: PgliteThreadError }
  | { kind: "result"; id: number; value: Results | Results[] | number | ArrayBuffer | null }
  | { kind: "error"; id: number; error: PgliteThreadError }
  | { kind: "notify"; channel: string; payload: string };
