// One process per embedded data folder: PGlite has no lock of its own, and two processes writing
// one folder corrupt it. Whoever opens the folder (the store, a CLI, a backup or a restore) first
// creates `<folder>.lock` beside it, exclusively, with its pid inside; it is removed at close and
// at exit. While it holds the lock it refreshes the file's modification time every 10 s (a
// heartbeat), so that a lock can be judged by its age where its pid cannot be checked.
//
// A lock is stale, and taken over, when its process is gone: on this host, when its pid no longer
// runs (kill -9, a crash) or names this very process without this process having taken it (a
// container restarted: the store is pid 1 again); on another host (a container recreated under a
// new host name on the same volume), when its heartbeat is over a minute old. See
// docs/decisions/011.
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, unlinkSync, utimesSync, writeSync } from "node:fs";
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
  /** Removes the lock file (if it is still ours) and stops its heartbeat. Safe to call twice. */
  release(): void;
}

/** How often a holder refreshes its lock file's modification time. */
export const lockHeartbeatMs = 10_000;

/**
 * A lock from another host not refreshed for this long is stale: six heartbeats missed. Generous,
 * because the age is measured against this host's clock (hosts sharing a volume must keep their
 * clocks within a few tens of seconds, as NTP does) and a busy holder's timer may run late.
 */
export const staleLockAfterMs = 60_000;

/** Told when a stale lock is taken over, or a held one was lost: worth an operator's attention. */
export type DataDirLockReporter = (message: string, details: { lockPath: string; holder: LockHolder | null }) => void;

// Node's warning channel (standard error) unless the process has a logger of its own (the store).
const warnOnStandardError: DataDirLockReporter = (message) => process.emitWarning(message, "DataDirLockWarning");
let reporter = warnOnStandardError;

/** Where takeovers and lost locks are reported; null restores standard error. */
export function setDataDirLockReporter(report: DataDirLockReporter | null): void {
  reporter = report ?? warnOnStandardError;
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
    /** How long ago the holder last refreshed the lock, in milliseconds. */
    readonly ageMs: number,
  ) {
    const here = holder.hostname === hostname();
    const where = here ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.hostname}`;
    const refreshed = `its lock was refreshed ${seconds(ageMs)} s ago`;
    super(
      `The embedded database ${dataDir} is in use by ${where} (${holder.command}, since ${holder.since}). ` +
        "PGlite allows one process per data folder: stop that process first (the store stops on Ctrl+C or SIGTERM). " +
        (here
          ? // A live pid whose lock is not refreshed is most likely a pid reused by an unrelated process.
            `If that process is certainly not the store or one of its tools (a pid reused after a crash: ${refreshed}, and a holder refreshes it every ${seconds(lockHeartbeatMs)} s), delete ${lockPath}.`
          : `If it is certainly gone, delete ${lockPath}. Otherwise ${refreshed}; a lock from another host not refreshed for ${seconds(staleLockAfterMs)} s is taken over at the next start.`),
    );
    this.name = "DataDirLockedError";
  }
}

interface LockFile {
  /** The file's text, to tell whether it changed before removing it. */
  text: string;
  /** Null when it cannot be read (a crash mid-write). */
  holder: LockHolder | null;
  /** When its holder last refreshed it (the file's modification time). */
  refreshedMs: number;
}

/** The lock file, or null when there is none. */
function readLockFile(lockPath: string): LockFile | null {
  let fd: number;
  try {
    fd = openSync(lockPath, "r");
  } catch (error) {
    if (isErrno(error, "ENOENT")) return null;
    throw error;
  }
  try {
    // The time from the open file, not a separate stat: on a network volume opening a file
    // revalidates what the client knows of it, where a stat may answer from a cache.
    const refreshedMs = fstatSync(fd).mtimeMs;
    const text = readFileSync(fd, "utf8");
    return { text, holder: parseHolder(text), refreshedMs };
  } finally {
    closeSync(fd);
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const parsed = holderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // Not JSON: an interrupted write, as stale as a dead pid.
    return null;
  }
}

/** The lock's holder, or null when there is no lock file or it cannot be read (a crash mid-write). */
export function readLockHolder(lockPath: string): LockHolder | null {
  return readLockFile(lockPath)?.holder ?? null;
}

/** Why a lock no longer holds its folder, or null while its holder may still be at work. */
function staleness(lock: LockFile, lockPath: string): string | null {
  const { holder } = lock;
  if (!holder) return "it cannot be read (its writer stopped mid-write)";
  if (holder.hostname !== hostname()) {
    // Its pid cannot be checked from here: only its heartbeat tells.
    const ageMs = Date.now() - lock.refreshedMs;
    return ageMs > staleLockAfterMs
      ? `it was not refreshed for ${seconds(ageMs)} s (a holder refreshes it every ${seconds(lockHeartbeatMs)} s, ` +
          `so that host's process is gone, e.g. a container recreated under a new host name)`
      : null;
  }
  if (holder.pid === process.pid) return heldHere.has(lockPath) ? null : "it names this process, which did not take it (a restart under the same pid)";
  try {
    process.kill(holder.pid, 0);
    return null;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if (isErrno(error, "ESRCH")) return "that process is gone";
    if (isErrno(error, "EPERM")) return null;
    throw error;
  }
}

function lockedError(dataDir: string, lockPath: string, lock: LockFile & { holder: LockHolder }): DataDirLockedError {
  return new DataDirLockedError(path.resolve(dataDir), lockPath, lock.holder, Math.max(0, Date.now() - lock.refreshedMs));
}

/** Refuses (DataDirLockedError) when a live process holds the folder; a stale lock is no obstacle. */
export function assertDataDirFree(dataDir: string): void {
  const lockPath = lockPathFor(dataDir);
  const lock = readLockFile(lockPath);
  if (lock?.holder && staleness(lock, lockPath) === null) throw lockedError(dataDir, lockPath, { ...lock, holder: lock.holder });
}

/** Takes the folder's lock for this process, or throws DataDirLockedError naming who holds it. */
export function acquireDataDirLock(dataDir: string, options: { heartbeatMs?: number } = {}): DataDirLock {
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
      const found = readLockFile(lockPath);
      if (!found) continue;
      const why = staleness(found, lockPath);
      if (why === null) {
        if (found.holder) throw lockedError(dataDir, lockPath, { ...found, holder: found.holder });
        continue;
      }
      // Removed only if unchanged since read: another process may have just replaced it.
      if (readFileOrNull(lockPath) === found.text) {
        unlinkQuietly(lockPath);
        reporter(`Took over the lock ${lockPath} of ${describeHolder(found.holder)}: ${why}.`, {
          lockPath,
          holder: found.holder,
        });
      }
      continue;
    }
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    heldHere.add(lockPath);
    const refresh = () => {
      let current: string | null;
      try {
        current = readFileOrNull(lockPath);
        if (current === content) {
          const now = new Date();
          utimesSync(lockPath, now, now);
          return;
        }
      } catch (error) {
        // Tried again at the next beat; said now, since a lock left unrefreshed for a minute may
        // be taken over by a store on another host.
        reporter(`Could not refresh ${lockPath}: ${error instanceof Error ? error.message : String(error)}`, { lockPath, holder: me });
        return;
      }
      // Ours no more: a holder elsewhere judged it stale (this process stalled past the limit, or
      // the file was deleted by hand). Touching another's lock would keep it looking fresh.
      clearInterval(heartbeat);
      const holder = current === null ? null : parseHolder(current);
      reporter(
        `This process no longer holds ${lockPath}: ${holder ? `${describeHolder(holder)} has it` : "the file was removed"}. ` +
          "Two processes may now be writing one embedded database: stop this one.",
        { lockPath, holder },
      );
    };
    const heartbeat = setInterval(refresh, options.heartbeatMs ?? lockHeartbeatMs);
    // The heartbeat alone never keeps a process alive.
    heartbeat.unref();
    const release = () => {
      clearInterval(heartbeat);
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

function describeHolder(holder: LockHolder | null): string {
  if (!holder) return "an unknown process";
  return holder.hostname === hostname() ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.hostname}`;
}

function seconds(ms: number): number {
  return Math.round(ms / 1000);
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
