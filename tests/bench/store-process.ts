// Starting the built store for a benchmark: a free port, the process with its log in a file, and
// the wait until it answers its health check (a first start seeds the catalog first).
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { freePort } from "../e2e/support/store-server";

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number, logFile: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The store exited with code ${child.exitCode}; see ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet (first start seeds the catalog): keep polling until the deadline.
    }
    if (Date.now() > deadline) throw new Error(`The store was not healthy after ${timeoutMs / 1000} s; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export interface BenchStore {
  baseUrl: string;
  stop(): Promise<void>;
}

/** BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the store under load. */
export function benchNodeArgs(): string[] {
  return process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
}

/**
 * The allocator's arenas as `npm start` sets them (package.json): two on the embedded database,
 * unless the environment says otherwise, so that the store measured is the one a shop runs.
 */
export function allocatorAsNpmStartSetsIt(embedded: boolean): Record<string, string> {
  if (!embedded || process.env.MALLOC_ARENA_MAX) return {};
  return { MALLOC_ARENA_MAX: "2" };
}

/** An embedded run's title, naming the allocator's arenas allocatorAsNpmStartSetsIt gave it. */
export function embeddedStoreTitle(): string {
  const arenas = allocatorAsNpmStartSetsIt(true).MALLOC_ARENA_MAX
    ? "two allocator arenas, as npm start runs it"
    : `MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? ""}`;
  return `one store process on the embedded database (${arenas})`;
}

/** Starts `entry` in production mode on a free port, appending its output to logFile, and waits until healthy. */
export async function startBenchStore(options: {
  entry: string;
  cwd: string;
  dataDir: string;
  databaseUrl: string | null;
  logFile: string;
  env?: Record<string, string>;
  healthTimeoutMs?: number;
}): Promise<BenchStore> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = openSync(options.logFile, "a");
  const child = spawn(process.execPath, [...benchNodeArgs(), options.entry], {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      // A production store refuses to start without it.
      PUBLIC_ORIGIN: baseUrl,
      // The only gateway so far; a production store takes it only when told (and says so on every page).
      PAYMENTS: "test",
      ...allocatorAsNpmStartSetsIt(options.databaseUrl === null),
      ...options.env,
    },
    // The server logs one line per request, as in production; a file keeps that off this process.
    stdio: ["ignore", log, log],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    }).finally(() => closeSync(log));
  try {
    await waitForHealth(baseUrl, child, options.healthTimeoutMs ?? 120_000, options.logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
