// GET /api/health says what cannot work, for a load balancer and an operator: a database that
// answers but cannot write (a full disk, a database switched to read-only), and a data folder whose
// disk is nearly full. On a real full disk where this machine lets the tests mount one (root on
// Linux): a small tmpfs holds an embedded store's data folder and is filled up.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  createThrowawayPostgresDatabase,
  currentTestDatabaseKind,
  migratedEmbeddedTemplate,
} from "../../tests/support/test-database";
import { createApp } from "../app";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { createHealthService, type HealthOptions } from "../services/health-service";
import { createServices } from "../services/services";

const embedded = currentTestDatabaseKind() === "embedded";
// Mounting a file system needs root; elsewhere (a developer's own account) the full-disk tests skip.
const canMount = process.platform === "linux" && process.getuid?.() === 0;
const megabyte = 1024 * 1024;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function scratchFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "store-health-"));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** The data folders health watches, inside root. */
function foldersIn(root: string, withDatabase: boolean): HealthOptions["folders"] {
  return [
    ...(withDatabase ? [{ name: "database", path: path.join(root, "db") }] : []),
    { name: "mail", path: path.join(root, "mail") },
    { name: "images", path: path.join(root, "images") },
  ];
}

interface Health {
  status: number;
  body: unknown;
  log: string[];
}

/** The store's app with this health service; its log lines are kept. */
function storeWith(database: DatabaseHandle, health: HealthOptions) {
  const log: string[] = [];
  const app = createApp({
    services: { ...createServices(database), health: createHealthService(database, health) },
    logger: pino({ level: "info" }, { write: (line: string) => log.push(line) }),
    imageCacheDir: scratchFolder(),
  });
  return async (): Promise<Health> => {
    log.length = 0;
    const response = await app.request("/api/health");
    return { status: response.status, body: await response.json(), log: [...log] };
  };
}

/** A small tmpfs of its own, unmounted after the file's tests. */
function mountTmpfs(megabytes: number): string {
  const mountPoint = scratchFolder();
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m`, "tmpfs", mountPoint]);
  cleanups.push(() => {
    execFileSync("umount", [mountPoint]);
  });
  return mountPoint;
}

/** Writes files into folder until the disk refuses even 4 KB; returns a way to give the space back. */
function fillUp(folder: string): () => void {
  const filler = path.join(folder, "filler");
  mkdirSync(filler, { recursive: true });
  for (const size of [megabyte, 4096]) {
    for (let index = 0; ; index++) {
      try {
        writeFileSync(path.join(filler, `${size}-${index}`), Buffer.alloc(size, 1));
      } catch (error) {
        if (error instanceof Error && "code" in error && error.code === "ENOSPC") break;
        throw error;
      }
    }
  }
  return () => rmSync(filler, { recursive: true, force: true });
}

describe("a load balancer polls GET /api/health", () => {
  it("answers 200 when the database answers and writes and every data folder's disk has room", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const health = await storeWith(database, { folders: foldersIn(scratchFolder(), embedded), minFreeBytes: megabyte })();
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: "ok",
      database: { kind: database.kind, reachable: true, writable: true },
      disk: { minFreeBytes: megabyte, folders: (embedded ? ["database", "mail", "images"] : ["mail", "images"]).map((name) => ({ name, ok: true })) },
      failed: [],
    });
  });

  it("answers 503 naming the disk-space check when a data folder's disk has less room than the minimum", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    // More than any disk holds: every folder is short of room, while the database still writes.
    const health = await storeWith(database, { folders: foldersIn(scratchFolder(), false), minFreeBytes: Number.MAX_SAFE_INTEGER })();
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      status: "degraded",
      database: { reachable: true, writable: true },
      disk: { folders: [{ name: "mail", ok: false }, { name: "images", ok: false }] },
      failed: ["disk-space"],
    });
    expect(health.log.join("\n")).toMatch(/less free space than/);
  });

  it("answers 503 when the database answers but will not write (switched to read-only), and 200 once it writes again", async () => {
    // One connection: the setting below is that session's, and the write probe must run in it.
    let database: DatabaseHandle;
    if (embedded) {
      database = await createTestDatabase();
    } else {
      const throwaway = await createThrowawayPostgresDatabase();
      database = await openDatabase({ kind: "postgres", url: throwaway.url, maxConnections: 1 });
      cleanups.push(() => throwaway.drop());
    }
    cleanups.push(() => database.close());
    const poll = storeWith(database, { folders: [], cacheMs: 0 });
    expect((await poll()).status).toBe(200);
    // What a managed PostgreSQL does when its storage fills up; reads go on, every write fails.
    await database.db.execute(sql`set default_transaction_read_only = on`);
    const refused = await poll();
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ status: "degraded", database: { reachable: true, writable: false }, failed: ["database-writable"] });
    expect(refused.log.join("\n")).toMatch(/read-only/);
    await database.db.execute(sql`set default_transaction_read_only = off`);
    expect((await poll()).status).toBe(200);
  });

  it("stays cheap: polls within two seconds share one write probe", async () => {
    const statements: string[] = [];
    const database = await createTestDatabase({ onStatement: (statement) => statements.push(statement) });
    cleanups.push(() => database.close());
    const poll = storeWith(database, { folders: foldersIn(scratchFolder(), false) });
    for (let index = 0; index < 10; index++) expect((await poll()).status).toBe(200);
    expect(statements.filter((statement) => statement.startsWith("insert into store_health_probe"))).toHaveLength(1);
  });
});

describe.runIf(canMount)("the disk holding the data folder fills up", () => {
  it.runIf(embedded)("an embedded store: health says the database cannot write and the disk is full, then ok once space is freed", async () => {
    const root = mountTmpfs(96);
    const dataDir = path.join(root, "db");
    const database = await openDatabase({ kind: "embedded", dataDir, loadDataDir: await migratedEmbeddedTemplate() });
    cleanups.push(() => database.close());
    const folders = foldersIn(root, true);
    const poll = storeWith(database, { folders, minFreeBytes: 4 * megabyte, cacheMs: 0 });
    // Only the write probe: does it see the full disk by itself?
    const pollWrites = storeWith(database, { folders, minFreeBytes: 0, cacheMs: 0 });
    expect((await poll()).body).toMatchObject({ status: "ok", failed: [] });

    const freeSpace = fillUp(root);
    const full = await poll();
    expect(full.status).toBe(503);
    expect(full.body).toMatchObject({
      status: "degraded",
      database: { kind: "embedded", reachable: true, writable: false },
      disk: { folders: [{ name: "database", freeBytes: 0, ok: false }, { name: "mail", ok: false }, { name: "images", ok: false }] },
      failed: ["database-writable", "disk-space"],
    });
    expect(full.log.join("\n")).toMatch(/No space left on device/);
    const probeAlone = await pollWrites();
    expect(probeAlone.status).toBe(503);
    expect(probeAlone.body).toMatchObject({ database: { writable: false }, failed: ["database-writable"] });

    freeSpace();
    const recovered = await poll();
    expect(recovered.status).toBe(200);
    expect(recovered.body).toMatchObject({ status: "ok", database: { writable: true }, failed: [] });
  });

  it("mail and pictures on a full disk: health says so while the database still writes, then ok once space is freed", async () => {
    const root = mountTmpfs(8);
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const poll = storeWith(database, { folders: foldersIn(root, false), minFreeBytes: megabyte, cacheMs: 0 });
    expect((await poll()).status).toBe(200);
    const freeSpace = fillUp(root);
    const full = await poll();
    expect(full.status).toBe(503);
    expect(full.body).toMatchObject({
      database: { reachable: true, writable: true },
      disk: { folders: [{ name: "mail", freeBytes: 0, ok: false }, { name: "images", freeBytes: 0, ok: false }] },
      failed: ["disk-space"],
    });
    freeSpace();
    expect((await poll()).status).toBe(200);
  });
});
