// The thread that runs the embedded database (see pglite-thread.ts). It owns the one PGlite
// instance and answers the store's thread: PGlite's own queueing decides the order of
// statements, as it would in one thread, so a statement outside an open transaction waits for it.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type {
  PgliteThreadError,
  PgliteThreadReply,
  PgliteThreadRequest,
  PgliteThreadStart,
  StatementShape,
} from "./pglite-thread-protocol";

const port = parentPort;
if (!port) throw new Error("pglite-thread-worker runs only as a worker thread");
const start = workerData as PgliteThreadStart;

function send(reply: PgliteThreadReply, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(reply, transfer);
}

/** The plain fields of an error (PostgreSQL's code, constraint, detail…), which can cross threads. */
function plainError(error: unknown): PgliteThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: "Error", fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

const keepAsText = (value: string) => value;

function optionsFor(shape: StatementShape): QueryOptions {
  const parsers: Record<number, (value: string) => string> = {};
  for (const type of shape.textTypes) parsers[type] = keepAsText;
  return { rowMode: shape.rowMode, parsers };
}

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  done: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<string, () => Promise<void>>();
let nextTransaction = 1;

async function openTransaction(pg: PGlite): Promise<number> {
  const id = nextTransaction++;
  return new Promise<number>((opened, failed) => {
    const done = pg.transaction(async (tx) => {
      const commit = await new Promise<boolean>((end) => {
        transactions.set(id, { tx, end, done });
        opened(id);
      });
      if (!commit) await tx.rollback();
    });
    // BEGIN itself failed: nothing was opened.
    done.catch((error: unknown) => {
      if (!transactions.has(id)) failed(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

async function endTransaction(id: number, commit: boolean): Promise<null> {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  open.end(commit);
  try {
    await open.done;
  } finally {
    transactions.delete(id);
  }
  return null;
}

function runnerOf(pg: PGlite, transaction: number | null): Pick<Transaction, "query" | "exec"> {
  if (transaction === null) return pg;
  const open = transactions.get(transaction);
  if (!open) throw new Error(`no open transaction ${transaction}`);
  return open.tx;
}

async function answer(pg: PGlite, request: PgliteThreadRequest): Promise<void> {
  try {
    switch (request.kind) {
      case "query": {
        const value = await runnerOf(pg, request.transaction).query<Record<string, unknown>>(request.sql, request.params, optionsFor(request.shape));
        send({ kind: "result", id: request.id, value });
        return;
      }
      case "exec": {
        const value = await runnerOf(pg, request.transaction).exec(request.sql, optionsFor(request.shape));
        send({ kind: "result", id: request.id, value });
        return;
      }
      case "begin":
        send({ kind: "result", id: request.id, value: await openTransaction(pg) });
        return;
      case "end":
        send({ kind: "result", id: request.id, value: await endTransaction(request.transaction, request.commit) });
        return;
      case "listen": {
        if (!listeners.has(request.channel)) {
          const channel = request.channel;
          listeners.set(channel, await pg.listen(channel, (payload) => send({ kind: "notify", channel, payload })));
        }
        send({ kind: "result", id: request.id, value: null });
        return;
      }
      case "unlisten": {
        const stop = listeners.get(request.channel);
        listeners.delete(request.channel);
        if (stop) await stop();
        send({ kind: "result", id: request.id, value: null });
        return;
      }
      case "dump": {
        const dump = await pg.dumpDataDir(request.compression);
        const bytes = await dump.arrayBuffer();
        send({ kind: "result", id: request.id, value: bytes }, [bytes]);
        return;
      }
      case "close":
        await pg.close();
        send({ kind: "result", id: request.id, value: null });
        return;
    }
  } catch (error) {
    send({ kind: "error", id: request.id, error: plainError(error) });
  }
}

async function open(): Promise<PGlite> {
  const pg = await PGlite.create(start.dataDir ?? undefined, {
    extensions: { pg_trgm },
    pgliteWasmModule: start.pgliteWasmModule,
    startParams: [...PGlite.defaultStartParams, ...Object.entries(start.serverSettings ?? {}).flatMap(([name, value]) => ["-c", `${name}=${value}`])],
    ...(start.loadDataDir ? { loadDataDir: new Blob([start.loadDataDir]) } : {}),
  });
  // PGlite is one session for the life of the process: set once, it holds for every query.
  for (const [name, value] of Object.entries(start.sessionSettings)) await pg.query(`set ${name} = ${value}`);
  return pg;
}

open().then(
  (pg) => {
    port.on("message", (request: PgliteThreadRequest) => {
      void answer(pg, request);
    });
    send({ kind: "ready" });
  },
  (error: unknown) => send({ kind: "failed", error: plainError(error) }),
);
