import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, utimesSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "./support/store-server";

// `npm start` as a newcomer types it: npm, then scripts/start.mjs, then the store in that process.
// The embedded database is the one `npm start` makes; PostgreSQL runs go through the same script.
const kind = inject("databaseKind");
const root = path.resolve(import.meta.dirname, "../..");
const testedBuild = path.resolve(root, process.env.BUILD_DIR ?? "build");
const dataDir = path.resolve(root, "tmp", `e2e-npm-start-${path.basename(testedBuild)}`);
// npm start rebuilds when a source is newer than the build: on a copy, so that never happens to
// the build the other tests serve from.
const buildDir = `${dataDir}-build`;
const lockPath = path.join(dataDir, "db.lock");
const started: ChildProcess[] = [];

interface NpmStart {
  npm: ChildProcess;
  port: number;
  output: () => string;
  waitFor: (pattern: RegExp) => Promise<void>;
  exited: Promise<number | null>;
}

async function npmStart(): Promise<NpmStart> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BUILD_DIR: buildDir,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_PRODUCTS: "60",
    IMAGE_CACHE_DIR: path.resolve(root, "tmp", "e2e-image-cache"),
  };
  // As on a newcomer's machine: no NODE_ENV, no PUBLIC_ORIGIN, no database address.
  delete env.NODE_ENV;
  delete env.PUBLIC_ORIGIN;
  delete env.DATABASE_URL;
  delete env.LOG_LEVEL;
  delete env.PAYMENTS;
  const npm = spawn("npm", ["start"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  started.push(npm);
  let output = "";
  npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => npm.once("exit", resolve));
  const waitFor = async (pattern: RegExp) => {
    const deadline = Date.now() + 120_000;
    while (!pattern.test(output)) {
      if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`npm start never printed ${pattern}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { npm, port, output: () => output, waitFor, exited };
}

function lockHolder(): number {
  const holder: unknown = JSON.parse(readFileSync(lockPath, "utf8"));
  if (typeof holder !== "object" || holder === null || !("pid" in holder) || typeof holder.pid !== "number") {
    throw new Error(`db.lock does not name its holder: ${JSON.stringify(holder)}`);
  }
  return holder.pid;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Still not true after 10 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
  cpSync(testedBuild, buildDir, { recursive: true });
  // The build under test is current by definition, even if a source was saved since.
  const later = new Date(Date.now() + 24 * 60 * 60 * 1000);
  utimesSync(path.join(buildDir, ".build-stamp"), later, later);
});

afterAll(() => {
  // Each store stops by itself within a second of losing its npm.
  for (const npm of started) if (npm.exitCode === null) npm.kill("SIGKILL");
});

describe.runIf(kind === "embedded")("a newcomer runs npm start", () => {
  it("stops a first start asked to stop while seeding, between steps, with the lock released", async () => {
    const first = await npmStart();
    await first.waitFor(/"msg":"seeding catalog"/);
    const store = lockHolder();
    first.npm.kill("SIGTERM");
    await first.exited;
    await eventually(() => !isRunning(store), "the store stopped");
    expect(first.output()).toContain("stopped cleanly");
    expect(existsSync(lockPath)).toBe(false);
  });

  it("is told plainly what is happening and ends with the address to open", async () => {
    const start = await npmStart();
    await start.waitFor(/The store is ready/);
    const lines = start.output().trimEnd().split("\n");
    // The store's log lines (JSON) go to standard output and may land either side of it.
    const plainLines = lines.filter((line) => !line.startsWith("{"));
    expect(plainLines.at(-1)).toBe(`The store is ready: open http://localhost:${start.port}/ (Ctrl+C stops it).`);
    // npm's two-line header, what is happening, the owner's set-up link (a fresh store has no
    // owner) and the store's own log: no build chatter.
    expect(start.output()).toMatch(/Nobody runs this store yet\. To create the owner's account, open this link[^\n]*:\n {2}http:\/\/localhost:\d+\/admin\/setup\?token=/);
    expect(lines.length).toBeLessThan(20);
    // (The set-up link's random token is left out: it may spell "kB" by chance.)
    expect(start.output().replace(/token=[\w-]+/g, "token=…")).not.toMatch(/chunk|vite|kB/i);
    // The build is current (its stamp is newer than every source): no rebuild.
    expect(start.output()).not.toContain("Building");
    expect(start.output()).toContain("Starting the store on the embedded database");
    // The earlier start stopped between steps: this one completes the seeding.
    const page = await fetch(`http://localhost:${start.port}/`);
    expect(page.status).toBe(200);
    // The only payment gateway is the test one: the newcomer is told, and so is every page.
    expect(start.output()).toContain("PAYMENTS is not set: the store takes test payments only");
    expect(await page.text()).toContain("Test payments: no money is taken");
    const products: unknown = await (await fetch(`http://localhost:${start.port}/api/db/products?limit=1`)).json();
    expect(products).toMatchObject({ data: { total: 60 } });

    // SIGTERM to npm (what a process manager or `kill` sends) reaches the store.
    const store = lockHolder();
    start.npm.kill("SIGTERM");
    expect(await start.exited).not.toBeNull();
    await eventually(() => !isRunning(store), "the store stopped");
    expect(start.output()).toContain("stopped cleanly");
    expect(existsSync(lockPath)).toBe(false);
    await expect(fetch(`http://localhost:${start.port}/`)).rejects.toThrow();
  });

  it("stops by itself when npm is killed outright", async () => {
    const start = await npmStart();
    await start.waitFor(/The store is ready/);
    const store = lockHolder();
    start.npm.kill("SIGKILL");
    await eventually(() => !isRunning(store), "the store stopped");
    expect(existsSync(lockPath)).toBe(false);
  });
});
