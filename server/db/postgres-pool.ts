// The PostgreSQL server through node-postgres (pg), chosen because it survives the server dropping
// connections (a restart, a failover, pg_terminate_backend): a client whose connection dies fails
// its query and leaves the pool, and the next request gets a new connection. postgres.js, used
// before, crashes the whole process in that case (a write it schedules after the socket is gone;
// docs/decisions/019-postgresql-driver-node-postgres.md).
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { DatabaseHandle } from "./client";
import { builderOptions } from "./query-builder-options";
import { openReadReplicas, type ReplicaEvent } from "./read-replicas";

export interface PostgresPoolOptions {
  url: string;
  maxConnections: number;
  /** Settings every session starts with (sent at connection, so every session plans alike). */
  sessionSettings: Record<string, string>;
  migrationsFolder: string;
  /** Told of every statement the query builder sends. */
  onStatement?: ((statement: string) => void) | undefined;
  /** Told when a connection dies outside a query (idle, or between statements); the pool carries on. */
  onConnectionError: (error: Error) => void;
  /** Streaming replicas for the catalog's reads (DATABASE_READ_URL), each with a pool of its own. */
  replicas?: { urls: readonly string[]; maxConnections: number; onChange: (event: ReplicaEvent) => void } | undefined;
}

/** `-c name=value` startup options: PostgreSQL applies them to the session before the first query. */
function startupOptions(settings: Record<string, string>): string {
  return Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");
}

/** How long a LISTEN waits before connecting again after losing its connection; doubles to a minute. */
const firstListenRetryMs = 500;
const lastListenRetryMs = 60_000;

export function openPostgresPool(options: PostgresPoolOptions): DatabaseHandle {
  const clientConfig = { connectionString: options.url, options: startupOptions(options.sessionSettings) };
  const pool = new pg.Pool({ ...clientConfig, max: options.maxConnections });
  // An idle client's connection dying is reported on the pool; unhandled, it would end the process.
  pool.on("error", options.onConnectionError);
  // So is a checked-out client's (inside a transaction): its query fails, and this keeps the
  // 'error' event from ending the process. The pool drops the client when it is released.
  pool.on("connect", (client) => client.on("error", options.onConnectionError));
  const db = drizzle(pool, builderOptions(options));
  const replicas = options.replicas
    ? openReadReplicas({
        ...options.replicas,
        primary: pool,
        startupOptions: clientConfig.options,
        onStatement: options.onStatement,
      })
    : undefined;
  const stopListening = new Set<() => Promise<void>>();

  /** LISTEN on a connection of its own, connecting again (and listening again) whenever it is lost. */
  async function listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
    let client: pg.Client | null = null;
    let stopped = false;
    let retryMs = firstListenRetryMs;
    let retryTimer: ReturnType<typeof setTimeout> | null = null;

    const connect = async (again: boolean): Promise<void> => {
      const next = new pg.Client(clientConfig);
      next.on("notification", (message) => {
        if (message.channel === channel) onNotify();
      });
      next.on("error", (error) => {
        options.onConnectionError(error);
        if (client === next) client = null;
        scheduleReconnect();
      });
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = next;
      retryMs = firstListenRetryMs;
      // A change may have been missed while no connection listened: tell the listener to look.
      if (again) onNotify();
    };

    const scheduleReconnect = (): void => {
      if (stopped || retryTimer !== null) return;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        connect(true).catch((error: unknown) => {
          options.onConnectionError(error instanceof Error ? error : new Error(String(error)));
          scheduleReconnect();
        });
      }, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, lastListenRetryMs);
    };

    await connect(false);
    const stop = async (): Promise<void> => {
      stopped = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      stopListening.delete(stop);
      const current = client;
      client = null;
      await current?.end();
    };
    stopListening.add(stop);
    return stop;
  }

  return {
    db,
    ...(replicas ? { replicas } : {}),
    kind: "postgres",
    migrate: () => migrate(db, { migrationsFolder: options.migrationsFolder }),
    ping: async () => {
      await pool.query("select 1");
    },
    listen,
    close: async () => {
      await Promise.all([...stopListening].map((stop) => stop()));
      await replicas?.close();
      await pool.end();
    },
  };
}
