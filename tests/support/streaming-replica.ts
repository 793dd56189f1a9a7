// A real streaming replica of the PostgreSQL server at TEST_DATABASE_URL, for the read-replica
// tests: a base backup of the whole server (pg_basebackup, streaming its WAL), started as a hot
// standby on a free port of 127.0.0.1 from a folder of its own, stopped and removed afterwards.
// The server must let this machine connect for replication (.ci/run adds the pg_hba.conf line).
// PostgreSQL refuses to run as root: when the tests do, the replica's programs run as `postgres`.
import { execFile } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { z } from "zod";
import { formatWalPosition, parseWalPosition } from "../../server/db/wal-position";
import { freePort } from "../e2e/support/store-server";

const run = promisify(execFile);

export interface StreamingReplica {
  /** postgres://… of `database` on the replica. */
  url: string;
  /** Stops applying the primary's changes (they still arrive); resolves once replay is paused. */
  pauseReplay(): Promise<void>;
  /** Applies them again (nothing once the replica is stopped). */
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has replayed `position` (by default, where the primary stands now). */
  caughtUp(position?: bigint): Promise<void>;
  /** Stops the server (fast shutdown); the folder stays until remove(). */
  stop(): Promise<void>;
  /** Stops the server if it runs, and deletes its folder. */
  remove(): Promise<void>;
}

/** Settings the standby must hold at least as high as its primary, or it refuses to start. */
const standbyMinimums = ["max_connections", "max_worker_processes", "max_wal_senders", "max_prepared_transactions", "max_locks_per_transaction"];

const settingRowSchema = z.object({ name: z.string(), setting: z.string() });
const positionRowSchema = z.object({ position: z.string().nullable() });

/** A configuration file's quoted value. */
function quoted(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

async function query<T>(url: string, text: string, schema: z.ZodType<T>): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return z.array(schema).parse((await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/** Runs a statement whose answer does not matter (a function returning void). */
async function execute(url: string, text: string): Promise<void> {
  await query(url, text, z.unknown());
}

async function positionOf(url: string, text: string): Promise<bigint> {
  const [row] = await query(url, text, positionRowSchema);
  const position = parseWalPosition(row?.position);
  if (position === null) throw new Error(`no WAL position from ${text}`);
  return position;
}

/**
 * Takes a base backup of the server at `serverUrl` (its maintenance database's address) and starts
 * it as a streaming replica. Create the databases the test reads before: the backup is their copy.
 */
export async function startStreamingReplica(serverUrl: string, database: string): Promise<StreamingReplica> {
  const [version] = await query(serverUrl, "select current_setting('server_version_num')::int as number", z.object({ number: z.number().int() }));
  // Debian's layout, where this machine's server comes from: one folder of programs per major version.
  const bin = `/usr/lib/postgresql/${Math.floor((version?.number ?? 0) / 10_000)}/bin`;
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUser() : null;
  /** A PostgreSQL program, as the postgres user when the tests run as root. */
  const program = (name: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, name), ...args]) : run(path.join(bin, name), args);

  const folder = mkdtempSync(path.join(tmpdir(), "store-replica-"));
  const dataDir = path.join(folder, "data");
  if (owner) chownSync(folder, owner.uid, owner.gid);
  let started = false;
  const stop = async () => {
    if (!started) return;
    started = false;
    await program("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  };
  try {
    await program("pg_basebackup", ["-d", serverUrl, "-D", dataDir, "-R", "-X", "stream", "-c", "fast", "--no-sync"]);
    const port = await freePort();
    // What the primary was told in its configuration files about sessions (time zone, text search,
    // locale), so both answer alike; its own paths, port and sockets are not copied.
    const sessionDefaults = await query(
      serverUrl,
      `select name, setting from pg_settings
        where (source = 'configuration file' and category like 'Client Connection Defaults%') or name = any('{${standbyMinimums.join(",")}}')`,
      settingRowSchema,
    );
    const settings = [
      ...sessionDefaults.map(({ name, setting }) => `${name} = ${quoted(setting)}`),
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      "hot_standby = on",
      // A throwaway copy: nothing is worth flushing to disk, and it needs little memory.
      "fsync = off",
      "shared_buffers = '16MB'",
    ];
    writeOwned(path.join(dataDir, "postgresql.conf"), `${settings.join("\n")}\n`, owner);
    writeOwned(path.join(dataDir, "pg_hba.conf"), "host all all 127.0.0.1/32 trust\n", owner);
    writeOwned(path.join(dataDir, "pg_ident.conf"), "", owner);
    await program("pg_ctl", ["-D", dataDir, "-l", path.join(folder, "replica.log"), "-w", "-t", "120", "start"]);
    started = true;

    const user = decodeURIComponent(new URL(serverUrl).username) || "postgres";
    const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
    const adminUrl = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/postgres`;
    const replayState = async () => (await query(adminUrl, "select pg_get_wal_replay_pause_state() as state", z.object({ state: z.string() })))[0]?.state;

    async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
      const deadline = Date.now() + 30_000;
      while (!(await condition())) {
        if (Date.now() > deadline) throw new Error(`the replica did not ${what} within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    return {
      url,
      async pauseReplay() {
        await execute(adminUrl, "select pg_wal_replay_pause()");
        await waitFor(async () => (await replayState()) === "paused", "pause its replay");
      },
      async resumeReplay() {
        if (started) await execute(adminUrl, "select pg_wal_replay_resume()");
      },
      async caughtUp(position) {
        const target = position ?? (await positionOf(serverUrl, "select pg_current_wal_lsn()::text as position"));
        await waitFor(
          async () => (await positionOf(adminUrl, "select pg_last_wal_replay_lsn()::text as position")) >= target,
          `replay ${formatWalPosition(target)}`,
        );
      },
      stop,
      async remove() {
        try {
          await stop();
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await stop().finally(() => rmSync(folder, { recursive: true, force: true }));
    throw error;
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function writeOwned(file: string, text: string, owner: { uid: number; gid: number } | null): void {
  writeFileSync(file, text);
  chmodSync(file, 0o600);
  if (owner) chownSync(file, owner.uid, owner.gid);
}
