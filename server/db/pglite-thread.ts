// The embedded database on a thread of its own (docs/decisions/015-embedded-database-thread.md).
// PGlite runs PostgreSQL compiled to WebAssembly: every statement runs on the thread that calls
// it. In the store's one thread that was about half of each cart request (an add: 1.2 ms of
// 2.2 ms), during which no other request could be read, routed or answered. Here PGlite runs in
// a worker thread and the store's thread sends it statements, so on a machine with two cores the
// two halves of different requests overlap.
//
// PgliteThread offers the part of PGlite's interface the store uses (query, exec, transaction,
// listen, dumpDataDir, close) with the same meaning: statements run in the order they are sent,
// one transaction at a time, and a statement outside an open transaction waits for it to end.
import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results, Row, Transaction } from "@electric-sql/pglite";
import type {
  PgliteThreadError,
  PgliteThreadReply,
  PgliteThreadRequest,
  PgliteThreadStart,
  StatementShape,
} from "./pglite-thread-protocol";

type Parser = (value: string, typeId: number) => unknown;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
/** Each kind of request without its id, which request() adds. */
type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;
type RequestBody = WithoutId<PgliteThreadRequest>;

let compiledPglite: Promise<WebAssembly.Module> | null = null;

/**
 * PostgreSQL's WebAssembly, compiled once per process. A worker compiling it itself took 0.7 s
 * longer to open a database, each time: tests and backups open many, and a compiled module
 * crosses to a worker thread as it is.
 */
function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiledPglite ??= WebAssembly.compile(
    readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "pglite.wasm")),
  );
  return compiledPglite;
}

/**
 * The worker: its bundled file beside this one (build/), else the TypeScript source, started
 * through tsx's loader (tests and `tsx` runs; a worker thread does not inherit its parent's).
 */
function startWorker(start: PgliteThreadStart): Worker {
  const options = { workerData: start, transferList: start.loadDataDir ? [start.loadDataDir] : [] };
  const bundled = new URL("./pglite-thread-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, options);
  const source = new URL("./pglite-thread-worker.ts", import.meta.url).href;
  // The bare name resolves from the working folder: source runs start in the repository.
  const bootstrap = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/** An error from the database thread: PostgreSQL's fields (code, constraint…) as own properties, as PGlite's. */
function errorFrom(plain: PgliteThreadError): Error {
  const error = new Error(plain.message);
  Object.assign(error, plain.fields);
  error.name = plain.name;
  return error;
}

/** Only row mode and parsers can cross to the database thread; anything else is a programming error. */
function shapeOf(options: QueryOptions | undefined): StatementShape {
  if (options?.serializers || options?.blob || options?.onNotice || options?.paramTypes) {
    throw new Error("the embedded database thread accepts only rowMode and parsers as query options");
  }
  return { rowMode: options?.rowMode ?? "object", textTypes: Object.keys(options?.parsers ?? {}).map(Number) };
}

/** Applies the caller's parsers, in the caller's thread, to the columns the database thread left as text. */
function parsed<T>(result: Results, options: QueryOptions | undefined): Results<T> {
  const parsers: Record<number, Parser> | undefined = options?.parsers;
  if (parsers && result.rows.length > 0) {
    const byIndex = options?.rowMode === "array";
    result.fields.forEach((field, index) => {
      const parse = parsers[field.dataTypeID];
      if (!parse) return;
      const key = byIndex ? index : field.name;
      for (const row of result.rows) {
        const record = row as Record<string | number, unknown>;
        const value = record[key];
        if (typeof value === "string") record[key] = parse(value, field.dataTypeID);
      }
    });
  }
  return result as Results<T>;
}

/** The embedded transaction the running code is inside of, and its database (see openTransaction). */
export interface OpenTransaction {
  thread: PgliteThread;
  transaction: Transaction;
}

const openTransactions = new AsyncLocalStorage<OpenTransaction>();

/**
 * The embedded transaction whose callback is running, if any: drizzle hands that callback a
 * transaction object of its own, which does not say which of our transactions it stands for.
 * Only one transaction is open at a time per thread, and code inside one that used another
 * database's transaction would already be wrong, so the one in scope is the one meant.
 */
export function openTransaction(): OpenTransaction | undefined {
  return openTransactions.getStore();
}

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private stopped: Error | null = null;

  private constructor(private readonly worker: Worker) {
    // Like PGlite in the calling thread, an idle database does not keep the process alive: the
    // thread holds the event loop only while a statement is waiting for its answer.
    worker.unref();
    worker.on("message", (reply: PgliteThreadReply) => this.receive(reply));
    worker.on("error", (error) => this.stop(error));
    worker.on("exit", (code) => this.stop(new Error(`the embedded database thread exited (code ${code})`)));
  }

  /** Starts the thread and opens the database in it; rejects when PGlite cannot open it. */
  static async open(settings: Omit<PgliteThreadStart, "pgliteWasmModule">): Promise<PgliteThread> {
    const worker = startWorker({ ...settings, pgliteWasmModule: await pgliteWasmModule() });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (reply: PgliteThreadReply) => {
        if (reply.kind === "ready") resolve();
        else if (reply.kind === "failed") reject(errorFrom(reply.error));
        else return;
        worker.off("message", onMessage);
        worker.off("error", reject);
      };
      worker.on("message", onMessage);
      worker.on("error", reject);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return new PgliteThread(worker);
  }

  private receive(reply: PgliteThreadReply): void {
    if (reply.kind === "notify") {
      for (const listener of this.listeners.get(reply.channel) ?? []) listener(reply.payload);
      return;
    }
    if (reply.kind !== "result" && reply.kind !== "error") return;
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.kind === "result") waiting.resolve(reply.value);
    else waiting.reject(errorFrom(reply.error));
  }

  private stop(reason: Error): void {
    this.stopped ??= reason;
    for (const waiting of this.pending.values()) waiting.reject(reason);
    this.pending.clear();
  }

  private request(body: RequestBody): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...body, id });
    });
  }

  private async runQuery<T>(sql: string, params: unknown[], options: QueryOptions | undefined, transaction: number | null): Promise<Results<T>> {
    const result = (await this.request({ kind: "query", sql, params, shape: shapeOf(options), transaction })) as Results;
    return parsed<T>(result, options);
  }

  private async runExec(sql: string, options: QueryOptions | undefined, transaction: number | null): Promise<Results[]> {
    const results = (await this.request({ kind: "exec", sql, shape: shapeOf(options), transaction })) as Results[];
    return results.map((result) => parsed(result, options));
  }

  query<T = Row>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.runQuery<T>(sql, params, options, null);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.runExec(sql, options, null);
  }

  /** As PGlite's: committed when the callback resolves, rolled back when it throws or calls rollback(). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.request({ kind: "begin" })) as number;
    const state = { closed: false };
    const ensureOpen = () => {
      if (state.closed) throw new Error("Transaction is closed");
    };
    const tx: Transaction = {
      query: async <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        ensureOpen();
        return this.runQuery<R>(sql, params, options, id);
      },
      sql: () => Promise.reject(new Error("tagged-template queries are not offered by the embedded database thread")),
      exec: async (sql: string, options?: QueryOptions) => {
        ensureOpen();
        return this.runExec(sql, options, id);
      },
      rollback: async () => {
        ensureOpen();
        state.closed = true;
        await this.request({ kind: "end", transaction: id, commit: false });
      },
      listen: () => Promise.reject(new Error("listening inside a transaction is not offered by the embedded database thread")),
      get closed() {
        return state.closed;
      },
    };
    let value: T;
    try {
      value = await openTransactions.run({ thread: this, transaction: tx }, () => callback(tx));
    } catch (error) {
      if (!state.closed) {
        state.closed = true;
        await this.request({ kind: "end", transaction: id, commit: false });
      }
      throw error;
    }
    if (!state.closed) {
      state.closed = true;
      await this.request({ kind: "end", transaction: id, commit: true });
    }
    return value;
  }

  /** Calls back for every NOTIFY on the channel, before the statement that notified returns. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(channel, callbacks);
      await this.request({ kind: "listen", channel });
    }
    callbacks.add(callback);
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size === 0 && this.listeners.get(channel) === callbacks) {
        this.listeners.delete(channel);
        await this.request({ kind: "unlisten", channel });
      }
    };
  }

  async dumpDataDir(compression: "none" | "gzip" | "auto" = "auto"): Promise<Blob> {
    const bytes = (await this.request({ kind: "dump", compression })) as ArrayBuffer;
    return new Blob([bytes]);
  }

  async close(): Promise<void> {
    if (!this.stopped) await this.request({ kind: "close" });
    this.stop(new Error("the embedded database is closed"));
    await this.worker.terminate();
  }
}
