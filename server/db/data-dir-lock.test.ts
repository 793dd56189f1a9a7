// The lock of an embedded data folder, on real files in a scratch folder: who may take it over
// (a dead process on this host at once; a holder on another host once its heartbeat is a minute
// old), what a refusal tells the operator, and the heartbeat itself.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  acquireDataDirLock,
  assertDataDirFree,
  DataDirLockedError,
  lockPathFor,
  setDataDirLockReporter,
  staleLockAfterMs,
  type DataDirLock,
  type LockHolder,
} from "./data-dir-lock";

const folders: string[] = [];
const held: DataDirLock[] = [];
const reported: string[] = [];

afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  setDataDirLockReporter(null);
  reported.length = 0;
});

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "store-lock-"));
  folders.push(folder);
  return path.join(folder, "db");
}

function reportTo(messages: string[]): void {
  setDataDirLockReporter((message) => messages.push(message));
}

/** A lock as another store wrote it, last refreshed ageMs ago (a lock file's mtime is its heartbeat). */
function leaveLock(folder: string, holder: Partial<LockHolder>, ageMs: number): string {
  const lockPath = lockPathFor(folder);
  const full: LockHolder = { pid: 4242, hostname: hostname(), command: "node build/server/index.js", since: "2026-11-20T09:00:00.000Z", ...holder };
  writeFileSync(lockPath, `${JSON.stringify(full)}\n`);
  const refreshed = new Date(Date.now() - ageMs);
  utimesSync(lockPath, refreshed, refreshed);
  return lockPath;
}

function take(folder: string, options?: Parameters<typeof acquireDataDirLock>[1]): DataDirLock {
  const lock = acquireDataDirLock(folder, options);
  held.push(lock);
  return lock;
}

function holderOf(lockPath: string): unknown {
  return JSON.parse(readFileSync(lockPath, "utf8"));
}

async function pidOfAProcessThatExited(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  const pid = child.pid;
  if (pid === undefined) throw new Error("could not start a process");
  await new Promise((resolve) => child.once("exit", resolve));
  return pid;
}

function aLiveProcess(): { pid: number; stop: () => Promise<void> } {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  const pid = child.pid;
  if (pid === undefined) throw new Error("could not start a process");
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    pid,
    stop: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a store recreated on a new host name finds its data folder locked by its previous self", () => {
  it("takes over a lock from another host not refreshed for over a minute, and says so", () => {
    const folder = dataDir();
    const lockPath = leaveLock(folder, { hostname: "store-5d8f7c9b4-x2k4p" }, 2 * 60_000);
    reportTo(reported);
    take(folder);
    expect(holderOf(lockPath)).toMatchObject({ pid: process.pid, hostname: hostname() });
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/took over the lock .*db\.lock of process 4242 on store-5d8f7c9b4-x2k4p/i);
    expect(reported[0]).toMatch(/not refreshed for 120 s/);
  });

  it("refuses a lock from another host refreshed moments ago, and tells the operator how to clear it", () => {
    const folder = dataDir();
    const lockPath = leaveLock(folder, { hostname: "store-5d8f7c9b4-x2k4p" }, 5_000);
    let refusal: unknown = null;
    try {
      take(folder);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    const message = refusal instanceof Error ? refusal.message : "";
    expect(message).toMatch(/in use by process 4242 on store-5d8f7c9b4-x2k4p \(node build\/server\/index\.js, since 2026-11-20T09:00:00\.000Z\)/);
    expect(message).toContain("stop that process first");
    expect(message).toContain(`If it is certainly gone, delete ${lockPath}`);
    expect(message).toMatch(/refreshed 5 s ago/);
    expect(message).toMatch(new RegExp(`not refreshed for ${staleLockAfterMs / 1000} s`));
    expect(holderOf(lockPath)).toMatchObject({ pid: 4242 });
  });

  it("lets a backup or restore through a lock abandoned on another host, but not a live one", () => {
    const abandoned = dataDir();
    leaveLock(abandoned, { hostname: "old-container" }, staleLockAfterMs + 10_000);
    expect(() => assertDataDirFree(abandoned)).not.toThrow();
    const live = dataDir();
    leaveLock(live, { hostname: "other-container" }, 1_000);
    expect(() => assertDataDirFree(live)).toThrow(DataDirLockedError);
  });
});

describe("a lock on this host is judged by its process", () => {
  it("takes over at once a lock whose process is gone, however freshly refreshed", async () => {
    const folder = dataDir();
    const lockPath = leaveLock(folder, { pid: await pidOfAProcessThatExited() }, 0);
    reportTo(reported);
    take(folder);
    expect(holderOf(lockPath)).toMatchObject({ pid: process.pid });
    expect(reported[0]).toMatch(/is gone/);
  });

  it("refuses a lock whose process runs, however old its heartbeat, and says to delete it only if that is no store", async () => {
    const folder = dataDir();
    const other = aLiveProcess();
    try {
      const lockPath = leaveLock(folder, { pid: other.pid }, 60 * 60_000);
      expect(() => take(folder)).toThrow(DataDirLockedError);
      expect(() => take(folder)).toThrow(
        new RegExp(`in use by process ${other.pid} \\(node build/server/index\\.js, since .*\\)\\. PGlite allows one process per data folder: stop that process first`),
      );
      expect(() => take(folder)).toThrow(/refreshed 3600 s ago/);
      expect(() => take(folder)).toThrow(`delete ${lockPath}`);
    } finally {
      await other.stop();
    }
  });
});

describe("the holder keeps its lock fresh while it holds it", () => {
  it("refreshes the lock file's time every heartbeat, and stops when it lets go", async () => {
    const folder = dataDir();
    const lock = take(folder, { heartbeatMs: 20 });
    const longAgo = new Date(Date.now() - 60 * 60_000);
    utimesSync(lock.lockPath, longAgo, longAgo);
    await sleep(200);
    expect(Date.now() - statSync(lock.lockPath).mtimeMs).toBeLessThan(5_000);
    reportTo(reported);
    lock.release();
    await sleep(100);
    expect(existsSync(lock.lockPath)).toBe(false);
    expect(reported).toEqual([]);
  });

  it("stops refreshing, and says so, once another process has taken its lock", async () => {
    const folder = dataDir();
    reportTo(reported);
    const lock = take(folder, { heartbeatMs: 20 });
    leaveLock(folder, { hostname: "the-new-container" }, 10 * 60_000);
    await sleep(200);
    expect(Date.now() - statSync(lock.lockPath).mtimeMs).toBeGreaterThan(9 * 60_000);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/no longer holds .*db\.lock: process 4242 on the-new-container has it/);
    lock.release();
    expect(holderOf(lock.lockPath)).toMatchObject({ hostname: "the-new-container" });
  });
});
