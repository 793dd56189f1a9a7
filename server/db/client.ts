import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { acquireDataDirLock } from "./data-dir-lock";
import { PgliteThread } from "./pglite-thread";
import { openPostgresPool } from "./postgres-pool";
import { builderOptions } from "./query-builder-options";
import type { ReadReplicas, ReplicaEvent } from "./read-replicas";
import type * as schema from "./schema";

/** The query builder both back ends share: services are written against this alone. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = "embedded" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * PostgreSQL's streaming replicas the catalog reads from (DATABASE_READ_URL); absent without
   * them, and always on the embedded database (docs/decisions/033-read-replicas.md).
   */
  replicas?: ReadReplicas;
  /** Applies every checked-in migration that has not run yet. */
  migrate(): Promise<void>;
  /** Runs one trivial query; used by the health check. */
  ping(): Promise<void>;
  /**
   * Calls onNotify for every NOTIFY on channel; resolves to a function that stops listening.
   * Embedded: called before the statement or transaction that notified has returned to its caller.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** Embedded only: the whole data folder as a tarball (loadable as `loadDataDir`); uncompressed unless asked. */
  dumpDataDir?: (compression?: "none" | "gzip") => Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget = (
  | {
      kind: "embedded";
      dataDir: string | null;
      /** A data folder dumped by `dumpDataDir()` to start from (tests load a migrated template). */
      loadDataDir?: Blob;
    }
  | {
      kind: "postgres";
      url: string;
      maxConnections?: number;
      /** Told when a connection dies outside a query; the store logs it (default: standard error). */
      onConnectionError?: (error: Error) => void;
      /** Streaming replicas of this server for the catalog's reads (DATABASE_READ_URL). */
      readUrls?: readonly string[];
      /** Told when a replica stops or starts answering; the store logs it (default: standard error). */
      onReplicaChange?: (event: ReplicaEvent) => void;
    }
) & {
  /** Told of every statement the query builder sends (tests count them; a debugger may log them). */
  onStatement?: (statement: string) => void;
};

/** Where the store keeps its data for a configuration: one rule for the server and the CLIs. */
export function databaseTargetFor(
  config: { DATABASE_URL?: string | undefined; DATABASE_READ_URL?: readonly string[] | undefined; DATA_DIR: string },
  maxConnections?: number,
): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL, maxConnections, ...(config.DATABASE_READ_URL ? { readUrls: config.DATABASE_READ_URL } : {}) }
    : { kind: "embedded", dataDir: path.resolve(config.DATA_DIR, "db") };
}

/** What a replica leaving or rejoining the reads says on standard error when nobody logs it. */
function reportReplicaChange(event: ReplicaEvent): void {
  process.stderr.write(
    event.state === "down"
      ? `The read replica ${event.replica} cannot answer (${event.error?.message ?? "no reason given"}): catalog reads go to the primary until it does.\n`
      : `The read replica ${event.replica} answers again.\n`,
  );
}

const migrationsFolder = findMigrationsFolder();

function findMigrationsFolder(): string {
  // Source runs (tests, tsx) sit beside the folder; the bundled server is build/server/index.js.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, "migrations"),
    path.resolve(here, "../../server/db/migrations"),
    path.resolve(process.cwd(), "server/db/migrations"),
  ];
  return candidates.find((candidate) => existsSync(candidate)) ?? path.join(here, "migrations");
}

/**
 * Settings every session of both back ends starts with. Planner costs for a database whose pages
 * are in memory (PGlite's always are; a store's working set on PostgreSQL is too): an index lookup
 * is priced near a sequential read, as the PostgreSQL manual advises for such storage. With the
 * default (4.0) the cart's view joins its few lines to every product variant by a full scan:
 * 2 ms instead of 0.13 ms at 1,200 products, and growing with the catalog
 * (docs/decisions/013-planner-costs-and-prepared-statements-on-pglite.md).
 */
export const sessionSettings = {
  random_page_cost: "1.1",
  // Quotes are the only special character in a string literal (reusable-statements.ts relies on it).
  standard_conforming_strings: "on",
} as const;

/**
 * The embedded database's buffer pool: 32 MB instead of PostgreSQL's 128 MB. PGlite keeps it in
 * its WebAssembly memory, which never shrinks, so a store that has read its whole catalog held
 * the full 128 MB. The pages it no longer keeps are a file read away in the system's cache
 * (docs/decisions/037-a-small-buffer-pool-for-the-embedded-database.md).
 */
export const embeddedServerSettings = { shared_buffers: "32MB" } as const;

/** The embedded databases this process opened (not their transactions) and their engines: see reusable-statements.ts. */
const embeddedDatabases = new WeakMap<Database, PgliteThread>();

/** The PGlite engine behind an embedded database; undefined for PostgreSQL and for transactions. */
export function embeddedEngineOf(db: Database): PgliteThread | undefined {
  return embeddedDatabases.get(db);
}

/** Who is told of an embedded database's statements that go past the query builder (reusable-statements.ts). */
const statementListeners = new WeakMap<PgliteThread, (statement: string) => void>();

export function statementListenerOf(engine: PgliteThread): ((statement: string) => void) | undefined {
  return statementListeners.get(engine);
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "embedded") {
    // One process per data folder (PGlite has no lock of its own): refused while another holds it.
    const lock = target.dataDir ? acquireDataDirLock(target.dataDir) : null;
    let client: PgliteThread;
    try {
      if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
      // A null dataDir keeps the whole database in memory (tests).
      client = await PgliteThread.open({
        dataDir: target.dataDir,
        loadDataDir: target.loadDataDir ? await target.loadDataDir.arrayBuffer() : null,
        sessionSettings,
        serverSettings: embeddedServerSettings,
      });
    } catch (error) {
      lock?.release();
      throw error;
    }
    // drizzle's PGlite driver calls only query() and transaction(), which PgliteThread offers
    // with PGlite's signatures and meaning; its type names the whole PGlite class.
    const db = drizzlePglite(client as unknown as PGlite, builderOptions(target));
    embeddedDatabases.set(db, client);
    if (target.onStatement) statementListeners.set(client, target.onStatement);
    return {
      db,
      kind: "embedded",
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: async () => {
        await client.query("select 1");
      },
      listen: (channel, onNotify) => client.listen(channel, () => onNotify()),
      dumpDataDir: (compression = "none") => client.dumpDataDir(compression),
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  }
  const maxConnections = target.maxConnections ?? 10;
  return openPostgresPool({
    url: target.url,
    maxConnections,
    sessionSettings,
    migrationsFolder,
    onStatement: target.onStatement,
    onConnectionError:
      target.onConnectionError ??
      ((error) => process.stderr.write(`A connection to PostgreSQL was lost: ${error.message}\n`)),
    // Each replica's pool is half the primary's (at least 2): the catalog's reads are spread over
    // the replicas, while the primary serves everything else.
    replicas:
      target.readUrls && target.readUrls.length > 0
        ? { urls: target.readUrls, maxConnections: Math.max(2, Math.floor(maxConnections / 2)), onChange: target.onReplicaChange ?? reportReplicaChange }
        : undefined,
  });
}
