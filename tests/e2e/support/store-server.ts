// Starts the built store as a real child process (the same `node build/server/index.js` that `npm start`
// runs) on a free port, on a fresh embedded database or a throwaway PostgreSQL database.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import postgres from "postgres";

export interface RunningStore {
  baseUrl: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

export async function createThrowawayPostgres(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `store_e2e_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

export interface StartOptions {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  freshDataDir?: boolean;
  /** Node options before the entry (benchmarks: `--expose-gc`, `--import` of a probe). */
  nodeArgs?: string[];
  /** Opens an IPC channel to the store (`process.send`), for a probe loaded with nodeArgs. */
  ipc?: boolean;
}

export async function startStore(options: StartOptions): Promise<RunningStore> {
  if (options.freshDataDir !== false) rmSync(options.dataDir, { recursive: true, force: true });
  const port = await freePort();
  const entry = path.resolve(root, process.env.BUILD_DIR ?? "build", "server", "index.js");
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      // Every store of a test run draws the same pictures: one shared folder means each is encoded
      // once per run, not once per store (AVIF encoding is most of a first page view's CPU).
      IMAGE_CACHE_DIR: path.resolve(root, "tmp", "e2e-image-cache"),
      DATABASE_URL: options.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      // A production store refuses to start without it: links in e-mails point at this store.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      // The only gateway so far; a production store takes it only when told (and says so on every page).
      PAYMENTS: "test",
      ...options.env,
    },
    stdio: options.ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The store exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet: keep polling until the deadline.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The store did not become healthy within 3 minutes:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    process: child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once("exit", () => {
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
