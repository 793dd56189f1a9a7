// What GET /api/health reports: whether the store can do its work, not merely whether it runs.
// A full disk lets the database answer reads while every cart change and sign-up fails, so health
// checks three things: the database answers (a trivial query, on every poll); the database writes
// (a write probe); and each data folder's disk has room (statfs). It also reports each read
// replica and how far behind it is, without failing on one. The slow checks are cached for a
// couple of seconds: load balancers poll often, and on the embedded database every statement
// queues on its one thread.
import { statfs } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/client";
import type { ReadReplicas } from "../db/read-replicas";
import { queryRows } from "./catalog-sql";

/** The checks health makes; a failed one is named in the report's `failed`. */
export type HealthCheck = "database-reachable" | "database-writable" | "disk-space";

export interface FolderSpace {
  name: string;
  /** Bytes free for an unprivileged writer; null when the disk could not be asked. */
  freeBytes: number | null;
  ok: boolean;
}

/**
 * A read replica (DATABASE_READ_URL) as health sees it. One that does not answer leaves the store
 * in service, its reads going to the primary, so it is reported, never failed.
 */
export interface ReplicaHealth {
  /** host:port/database: never the user or password. */
  name: string;
  up: boolean;
  /** How far its replay is behind the primary's write-ahead log, in bytes; null when not known. */
  lagBytes: number | null;
}

export interface HealthReport {
  status: "ok" | "degraded";
  database: { kind: DatabaseHandle["kind"]; reachable: boolean; writable: boolean; latencyMs: number | null };
  replicas: ReplicaHealth[];
  disk: { minFreeBytes: number; folders: FolderSpace[] };
  failed: HealthCheck[];
  /** Why each failed check failed, for the log only: error texts may name files and settings. */
  causes: string[];
}

export interface HealthOptions {
  /** Folders whose disk must have room: the embedded database's, the mail's, the pictures'. */
  folders?: { name: string; path: string }[];
  /** Less free space than this on a folder's disk fails the disk-space check (default 100 MB). */
  minFreeBytes?: number;
  /** How long a write probe's and the disks' answers are reused, in milliseconds (default 2 s). */
  cacheMs?: number;
}

export const defaultMinFreeBytes = 100 * 1024 * 1024;
const defaultCacheMs = 2_000;

/**
 * A write that needs a fresh disk block every time, and changes no table the store keeps: a row in
 * a temporary table emptied at every commit. PostgreSQL writes a block to disk when a table grows
 * (so a full disk is found then, not later), and ON COMMIT DELETE ROWS gives the empty table's
 * block back at commit without touching the system catalogs (a temporary table created and dropped
 * per probe would add dead catalog rows each time, which PGlite, with no autovacuum, would keep:
 * about 4 KB a probe). The table is created once per session. The row records whether the
 * transaction was read-only, which a temporary table does not prevent but every other write does
 * (a database switched to read-only, as managed PostgreSQL does when its storage fills).
 * Measured: 1.8 ms on PGlite on its thread (a ping: 0.3 ms), 0.7 ms on PostgreSQL (0.07 ms).
 */
async function probeWrite(db: Database): Promise<void> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table if not exists store_health_probe (read_only boolean) on commit delete rows`);
    return queryRows(
      tx,
      sql`insert into store_health_probe (read_only) values (current_setting('transaction_read_only')::boolean) returning read_only`,
    );
  });
  const row = rows[0];
  if (typeof row !== "object" || row === null || !("read_only" in row)) throw new Error("the write probe returned no row");
  if (row.read_only !== false) throw new Error("the database is read-only (default_transaction_read_only is on, or a standby)");
}

/** The free space of the disk holding a folder (or, before the folder exists, its nearest parent). */
async function freeBytesOf(folder: string): Promise<number> {
  let candidate = path.resolve(folder);
  for (;;) {
    try {
      const stats = await statfs(candidate);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const parent = path.dirname(candidate);
      if (!(error instanceof Error && "code" in error && error.code === "ENOENT") || parent === candidate) throw error;
      candidate = parent;
    }
  }
}

interface SlowChecks {
  writeError: string | null;
  folders: FolderSpace[];
  diskCauses: string[];
  replicas: ReplicaHealth[];
}

/** The replicas asked now where they stand, against where the primary stands. */
async function checkReplicas(replicas: ReadReplicas | undefined): Promise<ReplicaHealth[]> {
  if (!replicas) return [];
  // Unknown when the primary cannot say: its failure is the reachable check's to report.
  const primary = await replicas.primaryPosition().catch(() => null);
  return (await replicas.currentStatus()).map(({ replica, up, replayed }) => ({
    name: replica,
    up,
    lagBytes: up && primary !== null ? Number(primary > replayed ? primary - replayed : 0n) : null,
  }));
}

export function createHealthService(database: DatabaseHandle, options: HealthOptions = {}) {
  const folders = options.folders ?? [];
  const minFreeBytes = options.minFreeBytes ?? defaultMinFreeBytes;
  const cacheMs = options.cacheMs ?? defaultCacheMs;

  async function checkDisks(): Promise<Pick<SlowChecks, "folders" | "diskCauses">> {
    const diskCauses: string[] = [];
    const spaces = await Promise.all(
      folders.map(async (folder): Promise<FolderSpace> => {
        try {
          const freeBytes = await freeBytesOf(folder.path);
          const ok = freeBytes >= minFreeBytes;
          if (!ok) diskCauses.push(`the ${folder.name} folder ${folder.path} has ${freeBytes} bytes free, less free space than ${minFreeBytes}`);
          return { name: folder.name, freeBytes, ok };
        } catch (error) {
          diskCauses.push(`the ${folder.name} folder ${folder.path}: ${messageOf(error)}`);
          return { name: folder.name, freeBytes: null, ok: false };
        }
      }),
    );
    return { folders: spaces, diskCauses };
  }

  async function runSlowChecks(): Promise<SlowChecks> {
    const [writeError, disks, replicas] = await Promise.all([
      probeWrite(database.db).then(
        () => null,
        (error: unknown) => messageOf(error),
      ),
      checkDisks(),
      checkReplicas(database.replicas),
    ]);
    return { writeError, ...disks, replicas };
  }

  // One run at a time, reused by every poll for cacheMs after it started (a failure too, so a
  // struggling database is not probed harder).
  let cached: { startedAt: number; result: Promise<SlowChecks> } | null = null;
  function slowChecks(): Promise<SlowChecks> {
    const now = performance.now();
    if (!cached || now - cached.startedAt >= cacheMs) cached = { startedAt: now, result: runSlowChecks() };
    return cached.result;
  }

  return {
    async check(): Promise<HealthReport> {
      const started = performance.now();
      let pingError: string | null = null;
      try {
        await database.ping();
      } catch (error) {
        // Not rethrown: an unreachable database is the answer here (503), and the cause is kept
        // for the caller to log.
        pingError = messageOf(error);
      }
      const latencyMs = pingError === null ? Math.round((performance.now() - started) * 100) / 100 : null;
      const slow = await slowChecks();
      const failed: HealthCheck[] = [];
      const causes: string[] = [];
      if (pingError !== null) {
        failed.push("database-reachable");
        causes.push(`the database cannot be reached: ${pingError}`);
      } else if (slow.writeError !== null) {
        failed.push("database-writable");
        causes.push(`the database cannot write: ${slow.writeError}`);
      }
      if (slow.folders.some((folder) => !folder.ok)) {
        failed.push("disk-space");
        causes.push(...slow.diskCauses);
      }
      return {
        status: failed.length === 0 ? "ok" : "degraded",
        database: { kind: database.kind, reachable: pingError === null, writable: pingError === null && slow.writeError === null, latencyMs },
        replicas: slow.replicas,
        disk: { minFreeBytes, folders: slow.folders },
        failed,
        causes,
      };
    },
  };
}

/** The driver's own words: drizzle wraps a failed statement's error, PostgreSQL's reason is its cause. */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.cause.message} (${error.message.split("\n")[0] ?? ""})` : error.message;
}

export type HealthService = ReturnType<typeof createHealthService>;
