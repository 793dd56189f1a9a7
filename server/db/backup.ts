// Backups of the embedded database: the whole PGlite data folder as one gzipped tarball (PGlite's
// own dumpDataDir), taken with the folder's lock held, so no store writes while it is read; and
// the way back, which checks the file before touching anything, restores into a fresh folder
// beside the old one, and keeps the old one (moved aside, never deleted). PostgreSQL servers are
// backed up with pg_dump instead (README, Backups). See docs/decisions/011.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { count } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "./client";
import { acquireDataDirLock, assertDataDirFree } from "./data-dir-lock";
import { orders } from "./schema";

/** A refusal the operator can act on; the CLI prints its message alone. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** What every PGlite (PostgreSQL) data folder holds; a tarball without them is no backup of one. */
const requiredEntries = ["PG_VERSION", "global/pg_control"];

/** A file name-safe timestamp: 2026-11-23T02-30-05Z. */
export function fileStamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/:/g, "-");
}

/** Where `npm run db:backup` writes when not told: inside DATA_DIR, so a container keeps it on its volume. */
export function defaultBackupFile(dataRoot: string, now: Date = new Date()): string {
  return path.resolve(dataRoot, "backups", `db-${fileStamp(now)}.tar.gz`);
}

function holdsDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "PG_VERSION"));
}

/** How many orders the database holds; refuses a database without the store's tables. */
async function countOrders(handle: DatabaseHandle, what: string): Promise<number> {
  try {
    const [row] = await handle.db.select({ orders: count() }).from(orders);
    return row?.orders ?? 0;
  } catch (error) {
    throw new BackupError(
      `${what} is a PostgreSQL data folder, but not the store's (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

/**
 * Reads a backup and checks that it is a PGlite data folder's tarball (gzipped or not), before
 * anything is changed: every entry header must be a valid ustar header, and PG_VERSION and
 * global/pg_control must be there.
 */
export function readBackupFile(file: string): { blob: Blob; entries: number; pgVersion: string } {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`There is no backup file ${file}.`);
  const raw = readFileSync(file);
  const notBackup = (why: string) => new BackupError(`${file} is not a backup made by npm run db:backup: ${why}. Nothing was changed.`);
  let tar: Buffer;
  if (raw[0] === 0x1f && raw[1] === 0x8b) {
    try {
      tar = gunzipSync(raw);
    } catch {
      throw notBackup("it is a damaged or truncated gzip file");
    }
  } else {
    tar = raw;
  }
  if (tar.length === 0) throw notBackup("it is empty");
  if (tar.length < 1024) throw notBackup("it is not a tar archive");
  const names = new Map<string, Buffer>();
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break; // the end-of-archive blocks
    if (header.toString("latin1", 257, 262) !== "ustar") throw notBackup("it is not a tar archive");
    const field = (start: number, length: number) => header.toString("utf8", start, start + length).replace(/\0.*$/s, "");
    const sizeText = field(124, 12).trim();
    if (!/^[0-7]+$/.test(sizeText)) throw notBackup("it is not a tar archive");
    const size = parseInt(sizeText, 8);
    const prefix = field(345, 155);
    const name = (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100)).replace(/^(\.?\/)+/, "");
    const bodyStart = offset + 512;
    if (bodyStart + size > tar.length) throw notBackup("it is truncated");
    names.set(name, tar.subarray(bodyStart, bodyStart + size));
    offset = bodyStart + Math.ceil(size / 512) * 512;
  }
  const missing = requiredEntries.filter((entry) => !names.has(entry));
  if (missing.length > 0) throw notBackup(`it has no ${missing.join(" or ")}, so it holds no PostgreSQL data folder`);
  return { blob: new Blob([raw]), entries: names.size, pgVersion: (names.get("PG_VERSION") ?? Buffer.alloc(0)).toString("utf8").trim() };
}

export interface BackupResult {
  file: string;
  bytes: number;
  orders: number;
}

/** Writes the embedded database in dataDir to file (gzipped tarball); refuses while a store holds it. */
export async function backupEmbeddedDatabase(options: { dataDir: string; file: string }): Promise<BackupResult> {
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  assertDataDirFree(dataDir);
  if (!holdsDatabase(dataDir)) throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another file with --out.`);
  // Holds the folder's lock until closed: no store can start and write while it is read.
  const handle = await openDatabase({ kind: "embedded", dataDir });
  let orderCount: number;
  let dump: Blob;
  try {
    orderCount = await countOrders(handle, dataDir);
    if (!handle.dumpDataDir) throw new Error("an embedded database handle should dump its data folder");
    dump = await handle.dumpDataDir("gzip");
  } finally {
    await handle.close();
  }
  const bytes = Buffer.from(await dump.arrayBuffer());
  mkdirSync(path.dirname(file), { recursive: true });
  // Written beside its final name and renamed: a crash never leaves a half backup under that name.
  const partial = `${file}.partial-${process.pid}`;
  writeFileSync(partial, bytes);
  try {
    readBackupFile(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, file);
  return { file, bytes: bytes.length, orders: orderCount };
}

export interface RestoreResult {
  orders: number;
  /** Where the database that was there before now is; null when the folder was empty. */
  movedAside: string | null;
}

/**
 * Replaces the embedded database in dataDir with a backup. Refuses before changing anything when
 * the file is no backup, a store holds the folder, or the folder holds a database and force is
 * not given. The backup is loaded into a new folder beside dataDir and checked; only then is the
 * old folder renamed to `<dataDir>.before-restore-<time>` and the new one put in its place.
 */
export async function restoreEmbeddedDatabase(options: {
  dataDir: string;
  file: string;
  force: boolean;
  now?: Date;
}): Promise<RestoreResult> {
  const dataDir = path.resolve(options.dataDir);
  const backup = readBackupFile(path.resolve(options.file));
  assertDataDirFree(dataDir);
  const occupied = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (occupied && !options.force) {
    throw new BackupError(
      `${dataDir} already holds a database. To replace it, run the restore again with --force: ` +
        "the current folder is moved aside, not deleted.",
    );
  }
  const lock = acquireDataDirLock(dataDir);
  try {
    const stamp = fileStamp(options.now ?? new Date());
    const staging = `${dataDir}.restoring-${stamp}`;
    let orderCount: number;
    try {
      const handle = await openDatabase({ kind: "embedded", dataDir: staging, loadDataDir: backup.blob });
      try {
        orderCount = await countOrders(handle, options.file);
      } finally {
        await handle.close();
      }
    } catch (error) {
      // Only the folder this restore made: the database in dataDir has not been touched.
      rmSync(staging, { recursive: true, force: true });
      if (error instanceof BackupError) throw error;
      throw new BackupError(
        `${options.file} could not be loaded (${error instanceof Error ? error.message : String(error)}). Nothing was changed.`,
      );
    }
    let movedAside: string | null = null;
    if (occupied) {
      movedAside = `${dataDir}.before-restore-${stamp}`;
      renameSync(dataDir, movedAside);
    } else if (existsSync(dataDir)) {
      rmdirSync(dataDir); // empty: fails rather than delete anything
    }
    try {
      renameSync(staging, dataDir);
    } catch (error) {
      if (movedAside) renameSync(movedAside, dataDir);
      throw error;
    }
    return { orders: orderCount, movedAside };
  } finally {
    lock.release();
  }
}
