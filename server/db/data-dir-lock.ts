// One process per embedded data folder: PGlite has no lock of its own, and two processes writing
// one folder corrupt it. Whoever opens the folder (the store, a CLI, a backup or a restore) first
// creates `<folder>.lock` beside it, exclusively, with its pid inside; it is removed at close and
// at exit. A lock whose process is gone (kill -9, a crash, a container restarted with the same
// pid) is stale and taken over. See docs/decisions/011.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { z } from "zod";

const holderSchema = z.object({
  pid: z.number().int().positive(),
  hostname: z.string(),
  command: z.string(),
  since: z.string(),
});

/** Who holds a data folder, as written in its lock file. */
export type LockHolder = z.infer<typeof holderSchema>;

export interface DataDirLock {
  readonly lockPath: string;
  /** Removes the lock file (if it is still ours). Safe to call twice. */
  release(): void;
}

/** The lock file of a data folder: beside it, so moving the folder aside never moves its lock. */
export function lockPathFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** Lock files this process holds: its own pid in a lock it did not take means a previous life. */
const heldHere = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.hostname === hostname() ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.hostname}`;
    super(
      `The embedded database ${dataDir} is in use by ${where} (${holder.command}, since ${holder.since}). ` +
        "PGlite allows one process per data folder: stop that process first (the store stops on Ctrl+C or SIGTERM). " +
        `If no such process is running, delete ${lockPath}.`,
    );
    this.name = "DataDirLockedError";
  }
}

/** The lock's holder, or null when there is no lock file or it cannot be read (a crash mid-write). */
export function readLockHolder(lockPath: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(lockPath, "utf8");
  } catch (error) {
    if (isErrno(error, "ENOENT")) return null;
    throw error;
  }
  try {
    const parsed = holderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // Not JSON: an interrupted write, as stale as a dead pid.
    return null;
  }
}

/** Whether a holder's process still runs. One on another machine cannot be checked: it counts as alive. */
export function holderIsAlive(holder: LockHolder, lockPath: string): boolean {
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return !isErrno(error, "ESRCH");
  }
}

/** Refuses (DataDirLockedError) when a live process holds the folder; a stale lock is no obstacle. */
export function assertDataDirFree(dataDir: string): void {
  const lockPath = lockPathFor(dataDir);
  const holder = readLockHolder(lockPath);
  if (holder && holderIsAlive(holder, lockPath)) throw new DataDirLockedError(path.resolve(dataDir), lockPath, holder);
}

/** Takes the folder's lock for this process, or throws DataDirLockedError naming who holds it. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = lockPathFor(dataDir);
  const me: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    command: commandLine(),
    since: new Date().toISOString(),
  };
  const content = `${JSON.stringify(me)}\n`;
  mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockPath, "wx");
    } catch (error) {
      if (!isErrno(error, "EEXIST")) throw error;
      const stale = readFileOrNull(lockPath);
      const holder = readLockHolder(lockPath);
      if (holder && holderIsAlive(holder, lockPath)) throw new DataDirLockedError(path.resolve(dataDir), lockPath, holder);
      // Removed only if unchanged since read: another process may have just replaced it.
      if (stale !== null && readFileOrNull(lockPath) === stale) unlinkQuietly(lockPath);
      continue;
    }
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    heldHere.add(lockPath);
    const release = () => {
      if (!heldHere.delete(lockPath)) return;
      process.removeListener("exit", release);
      // Only our own lock: never one another process took after ours was judged stale.
      if (readFileOrNull(lockPath) === content) unlinkQuietly(lockPath);
    };
    // process.exit() skips close(); the lock goes with the process all the same.
    process.on("exit", release);
    return { lockPath, release };
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep replacing it`);
}

function commandLine(): string {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) || process.argv[1] : "node";
  return [path.basename(process.argv0), script, ...process.argv.slice(2)].join(" ").slice(0, 200);
}

function readFileOrNull(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if (isErrno(error, "ENOENT")) return null;
    throw error;
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    // Already gone: someone else cleaned it up, which is what we wanted.
    if (!isErrno(error, "ENOENT")) throw error;
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}
