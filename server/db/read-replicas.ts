// Catalog reads from PostgreSQL's streaming replicas (DATABASE_READ_URL; docs/decisions/033-read-replicas.md).
// Each replica has a pool of its own, smaller than the primary's. The read database hands each
// statement to the next replica in turn that has replayed the primary's write-ahead log as far as
// the read must see (read-position.ts), else to the primary. A replica that cannot answer
// (refused, dropped, shutting down, the database missing) is reported, left out and asked again in
// the background until it answers; its statement goes to the primary, so no shopper gets an error
// because a replica is down. A transaction on the read database runs on the primary.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { z } from "zod";
import type { Database } from "./client";
import { builderOptions } from "./query-builder-options";
import { readMinimum } from "./read-position";
import { isDatabaseUnavailable } from "./unavailable";
import { parseWalPosition } from "./wal-position";

/** A replica leaving or rejoining the reads, for the log. */
export interface ReplicaEvent {
  /** host:port/database: never the user or password. */
  replica: string;
  state: "down" | "up";
  /** Why it went down. */
  error?: Error;
}

export interface ReadReplicaOptions {
  urls: readonly string[];
  /** Connections per replica. */
  maxConnections: number;
  /** The primary's pool: statements no replica can answer go there. */
  primary: pg.Pool;
  /** node-postgres's `options`: the session settings every connection starts with. */
  startupOptions: string;
  onStatement?: ((statement: string) => void) | undefined;
  onChange: (event: ReplicaEvent) => void;
}

export interface ReplicaStatus {
  replica: string;
  up: boolean;
  /** The furthest WAL position it was seen to have replayed. */
  replayed: bigint;
}

export interface ReadReplicas {
  /** Reads on the replicas (or the primary when none has replayed far enough or none answers). */
  db: Database;
  status(): ReplicaStatus[];
  /** Each replica asked now how far it has replayed (one that cannot answer is marked down). */
  currentStatus(): Promise<ReplicaStatus[]>;
  /** Where the primary's write-ahead log stands now (one query). */
  primaryPosition(): Promise<bigint>;
  /** Tells of a primary position another query saw. */
  notePrimaryPosition(position: bigint): void;
  /** The furthest primary position this process has seen; null before any. */
  latestPrimaryPosition(): bigint | null;
  /**
   * Whether a read that must see `position` can go to a replica now: one answers and has replayed
   * that far. Also true when none answers, since every read then goes to the primary anyway.
   */
  readableAt(position: bigint): Promise<boolean>;
  close(): Promise<void>;
}

/** How long a replica that stopped answering is left out before it is asked again; doubles to 30 s. */
const firstProbeMs = 500;
const lastProbeMs = 30_000;
/** A replica that does not let us connect within this is treated as down. */
const connectTimeoutMs = 2_000;

/** A standby's replayed position; a server not in recovery (a promoted replica) answers its own. */
const replayedQuery = `select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end)::text as position`;
const positionRowSchema = z.object({ position: z.string().nullable() });

/** SQLSTATEs after which a replica's statement is sent to the primary instead. */
const replicaRefusals = new Set([
  "3D000", // the database does not exist there (yet)
  "28000", // the replica does not let this user in
  "28P01",
  "57P04", // the database was dropped
]);
/** A standby cancelling a statement that conflicts with what it replays: the primary answers it. */
const recoveryConflicts = new Set(["40001", "40P01"]);

function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 8; current = current.cause, depth++) {
    if ("code" in current && typeof current.code === "string") return current.code;
  }
  return undefined;
}

/** host:port/database of a URL, for logs: the URL itself may hold a password. */
export function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}

interface Replica {
  name: string;
  pool: pg.Pool;
  up: boolean;
  replayed: bigint;
  /** The replayed position being asked for, shared by everyone who needs it meanwhile. */
  asking: Promise<bigint> | null;
  probeMs: number;
  probeTimer: ReturnType<typeof setTimeout> | null;
}

/**
 * What drizzle's node-postgres driver is given instead of a pool: it calls query() for every
 * statement, and connect() for a transaction when the object's class name contains "Pool" (which
 * this one's does, so transactions get a client of the primary).
 */
class ReadRoutingPool {
  constructor(
    private readonly route: (config: pg.QueryConfig, values: unknown[] | undefined) => Promise<pg.QueryResult>,
    private readonly primary: pg.Pool,
  ) {}

  query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    return this.route(config, values);
  }

  connect(): Promise<pg.PoolClient> {
    return this.primary.connect();
  }
}

export function openReadReplicas(options: ReadReplicaOptions): ReadReplicas {
  const { primary } = options;
  let closed = false;
  let next = 0;
  let latestPrimary: bigint | null = null;

  const replicas: Replica[] = options.urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      options: options.startupOptions,
      max: options.maxConnections,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    const replica: Replica = { name: replicaName(url), pool, up: true, replayed: 0n, asking: null, probeMs: firstProbeMs, probeTimer: null };
    // A connection that dies while idle or in use is reported here; unhandled, it would end the
    // process. It usually means the replica is going away: leave it out until it answers again.
    pool.on("error", (error) => markDown(replica, error));
    pool.on("connect", (client) => client.on("error", (error) => markDown(replica, error)));
    return replica;
  });

  function markDown(replica: Replica, error: Error): void {
    if (!replica.up || closed) return;
    replica.up = false;
    options.onChange({ replica: replica.name, state: "down", error });
    scheduleProbe(replica);
  }

  function scheduleProbe(replica: Replica): void {
    if (closed || replica.probeTimer !== null) return;
    replica.probeTimer = setTimeout(() => {
      replica.probeTimer = null;
      askReplayed(replica).then(
        () => {
          if (closed) return;
          replica.up = true;
          replica.probeMs = firstProbeMs;
          options.onChange({ replica: replica.name, state: "up" });
        },
        // Still down: that was reported when it went down, and is asked again later.
        () => {
          replica.probeMs = Math.min(replica.probeMs * 2, lastProbeMs);
          scheduleProbe(replica);
        },
      );
    }, replica.probeMs);
    replica.probeTimer.unref();
  }

  function askReplayed(replica: Replica): Promise<bigint> {
    replica.asking ??= replica.pool
      .query(replayedQuery)
      .then((result) => {
        const position = parseWalPosition(positionRowSchema.parse(result.rows[0] ?? { position: null }).position) ?? 0n;
        if (position > replica.replayed) replica.replayed = position;
        return replica.replayed;
      })
      .finally(() => {
        replica.asking = null;
      });
    return replica.asking;
  }

  /** How far the replica has replayed, asked now; null, and the replica left out, when it cannot say. */
  async function replayedNow(replica: Replica): Promise<bigint | null> {
    try {
      return await askReplayed(replica);
    } catch (error) {
      markDown(replica, error instanceof Error ? error : new Error(String(error)));
      return null;
    }
  }

  /** Whether the replica has replayed `position`, asking it when what we know falls short. */
  async function hasReplayed(replica: Replica, position: bigint): Promise<boolean> {
    if (replica.replayed >= position) return true;
    const replayed = await replayedNow(replica);
    return replayed !== null && replayed >= position;
  }

  /** The next replica in turn that answers and has replayed `minimum`; null for none. */
  async function pick(minimum: bigint | null): Promise<Replica | null> {
    for (let tried = 0; tried < replicas.length; tried++) {
      const index = (next + tried) % replicas.length;
      const replica = replicas[index];
      if (!replica?.up) continue;
      if (minimum === null || (await hasReplayed(replica, minimum))) {
        next = (index + 1) % replicas.length;
        return replica;
      }
    }
    return null;
  }

  async function route(config: pg.QueryConfig, values: unknown[] | undefined): Promise<pg.QueryResult> {
    const replica = await pick(readMinimum());
    if (replica) {
      try {
        return await replica.pool.query(config, values);
      } catch (error) {
        const state = sqlStateOf(error);
        const conflict = state !== undefined && recoveryConflicts.has(state);
        const cannotAnswer = isDatabaseUnavailable(error) || (state !== undefined && replicaRefusals.has(state));
        if (!conflict && !cannotAnswer) throw error;
        // A conflict is this statement's alone; anything else keeps the replica from answering anyone.
        if (cannotAnswer) markDown(replica, error instanceof Error ? error : new Error(String(error)));
      }
    }
    return primary.query(config, values);
  }

  const router = new ReadRoutingPool(route, primary);
  // drizzle's type names node-postgres's classes; the router offers the two methods it calls (above).
  const db = drizzle(router as unknown as pg.Pool, builderOptions(options));

  function status(): ReplicaStatus[] {
    return replicas.map(({ name, up, replayed }) => ({ replica: name, up, replayed }));
  }

  function notePrimaryPosition(position: bigint): void {
    if (latestPrimary === null || position > latestPrimary) latestPrimary = position;
  }

  return {
    db,
    status,
    async currentStatus() {
      await Promise.all(replicas.filter((replica) => replica.up).map(replayedNow));
      return status();
    },
    async primaryPosition() {
      const result = await primary.query("select pg_current_wal_lsn()::text as position");
      const position = parseWalPosition(positionRowSchema.parse(result.rows[0] ?? { position: null }).position);
      if (position === null) throw new Error("the primary did not say where its write-ahead log stands");
      notePrimaryPosition(position);
      return position;
    },
    notePrimaryPosition,
    latestPrimaryPosition: () => latestPrimary,
    async readableAt(position) {
      for (const replica of replicas) {
        if (replica.up && (await hasReplayed(replica, position))) return true;
      }
      return !replicas.some((replica) => replica.up);
    },
    async close() {
      closed = true;
      for (const replica of replicas) {
        if (replica.probeTimer !== null) clearTimeout(replica.probeTimer);
        replica.probeTimer = null;
      }
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}
