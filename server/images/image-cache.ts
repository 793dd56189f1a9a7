// The folder of rendered images: written atomically, read back, and kept under a size limit by
// evicting the least recently used files.
//
// Several stores may share the folder (IMAGE_CACHE_DIR), so the disk is the only truth: each
// process counts what it writes, and when that could have used up the room left at its last look
// (or a minute has passed while it writes) it lists the folder again and deletes the files used
// longest ago until the total is back under 90% of the limit. Any file may vanish meanwhile
// (another process evicting it too); a file being written is a temporary file that is never
// evicted, and becomes visible only by its rename. "Used" is the file's mtime: set when written,
// and moved to now by a read when it is older than a minute (one syscall per file per minute).
import { open, readdir, stat, unlink, utimes, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { hasErrorCode, writeFileAtomically } from "../lib/files";
import { imageFormats, imageViews } from "../../app/lib/product-images";

/** The subset of a pino logger the cache uses. */
export interface ImageCacheLogger {
  warn(details: object, message: string): void;
}

export interface ImageCacheOptions {
  /**
   * The shared folder; each rendition lives at <dir>/<fingerprint>/<kind>/<colour>/<file>, or for
   * an uploaded photo at <dir>/<fingerprint>/u/<key>/<file>.
   */
  dir: string;
  /** Most bytes of rendered images kept in dir, by every process together. */
  maxBytes: number;
  logger: ImageCacheLogger;
  /** How old a file's last use must be before a read records a new one. Default 60 s. */
  touchAfterMs?: number;
  /** Longest time between two looks at the folder while this process writes. Default 60 s. */
  rescanMs?: number;
}

export interface ImageCache {
  /** The file opened for reading, or null when there is none (or it is unreadable or empty). */
  open(file: string): Promise<{ handle: FileHandle; size: number } | null>;
  /** Writes the file atomically; readers see no file or the whole file, even after a crash. */
  write(file: string, image: Buffer): Promise<void>;
  /** Settles once no eviction runs (tests wait on it). */
  idle(): Promise<void>;
}

/** Left behind only by a crash: no write takes an hour. */
const staleTemporaryMs = 60 * 60 * 1000;
/** Eviction stops once the total is at or under this share of the limit, so it runs seldom. */
const lowWater = 0.9;
/** Files stat'ed at once while listing: enough to be quick, few enough not to hold up reads. */
const statBatch = 8;

const fingerprintPattern = /^[0-9a-f]{12}$/;
// Only files this code writes are ever deleted, whatever else someone keeps in the folder.
// Uploaded photos' renditions are named photo-{width}.{format}, under u/{key}/.
const renditionPattern = new RegExp(
  `^(?:${[...imageViews, "photo"].join("|")})-[0-9]+\\.(?:${imageFormats.join("|")})(?<temporary>\\.[0-9]+\\.[0-9a-f]+\\.tmp)?$`,
);


interface CachedFile {
  file: string;
  size: number;
  usedAt: number;
  temporary: boolean;
}

/** Every rendition (and temporary file) under dir; files vanishing while listed are left out. */
async function listCache(dir: string): Promise<CachedFile[]> {
  let fingerprints: string[];
  try {
    fingerprints = (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && fingerprintPattern.test(entry.name))
      .map((entry) => path.join(dir, entry.name));
  } catch (error) {
    if (hasErrorCode(error, "ENOENT")) return [];
    throw error;
  }
  const candidates: { file: string; temporary: boolean }[] = [];
  for (const root of fingerprints) {
    let entries;
    try {
      entries = await readdir(root, { withFileTypes: true, recursive: true });
    } catch (error) {
      if (hasErrorCode(error, "ENOENT")) continue;
      throw error;
    }
    for (const entry of entries) {
      const match = entry.isFile() ? renditionPattern.exec(entry.name) : null;
      // Renditions sit two folders down (kind, colour); a deeper or shallower file is not ours.
      const depth = path.relative(root, entry.parentPath).split(path.sep).length;
      if (match && depth === 2) {
        candidates.push({ file: path.join(entry.parentPath, entry.name), temporary: match.groups?.temporary !== undefined });
      }
    }
  }
  const files: CachedFile[] = [];
  for (let start = 0; start < candidates.length; start += statBatch) {
    const batch = await Promise.all(
      candidates.slice(start, start + statBatch).map(async ({ file, temporary }) => {
        try {
          const info = await stat(file);
          return { file, size: info.size, usedAt: info.mtimeMs, temporary };
        } catch (error) {
          if (hasErrorCode(error, "ENOENT")) return null;
          throw error;
        }
      }),
    );
    for (const entry of batch) if (entry) files.push(entry);
  }
  return files;
}

/**
 * Deletes the least recently used renditions under dir until they total at most 90% of maxBytes,
 * if they total more than maxBytes; crash leftovers (temporary files over an hour old) go first.
 * Safe to run in several processes at once. Resolves to the total left.
 */
export async function evictImageCache(
  dir: string,
  options: { maxBytes: number; logger: ImageCacheLogger; now?: number },
): Promise<number> {
  const now = options.now ?? Date.now();
  const files = await listCache(dir);
  let total = files.reduce((sum, file) => sum + file.size, 0);
  const stale = files.filter((file) => file.temporary && now - file.usedAt > staleTemporaryMs);
  const renditions = files.filter((file) => !file.temporary).sort((a, b) => a.usedAt - b.usedAt);
  const target = total > options.maxBytes ? options.maxBytes * lowWater : Number.POSITIVE_INFINITY;
  for (const file of [...stale, ...renditions]) {
    if (total <= target && !file.temporary) break;
    try {
      await unlink(file.file);
      total -= file.size;
    } catch (error) {
      // Gone already: another process evicted it, so its bytes are freed all the same.
      if (hasErrorCode(error, "ENOENT")) total -= file.size;
      else options.logger.warn({ err: error, file: file.file }, "Could not evict a cached image");
    }
  }
  return total;
}

export function createImageCache(options: ImageCacheOptions): ImageCache {
  const { logger, maxBytes } = options;
  const touchAfterMs = options.touchAfterMs ?? 60_000;
  const rescanMs = options.rescanMs ?? 60_000;
  /** Bytes this process may still write before the folder can be over the limit; unknown at first. */
  let room = 0;
  let writtenSinceLook = 0;
  let lookedAt = Number.NEGATIVE_INFINITY;
  let evicting: Promise<void> | null = null;

  async function evict(): Promise<void> {
    try {
      room = maxBytes - (await evictImageCache(options.dir, { maxBytes, logger }));
    } catch (error) {
      logger.warn({ err: error, dir: options.dir }, "Could not keep the image cache under its size limit");
      // Tried again after rescanMs, not straight away.
      room = Number.POSITIVE_INFINITY;
    }
  }

  function evictIfFull(): void {
    if (evicting || writtenSinceLook === 0) return;
    if (writtenSinceLook < room && performance.now() - lookedAt < rescanMs) return;
    writtenSinceLook = 0;
    lookedAt = performance.now();
    evicting = evict().finally(() => {
      evicting = null;
      // What was written while it ran may have filled the room it found.
      if (writtenSinceLook >= room) evictIfFull();
    });
  }

  function touch(file: string): void {
    const now = new Date();
    utimes(file, now, now).catch((error: unknown) => {
      // Evicted in the meantime: nothing left to mark.
      if (!hasErrorCode(error, "ENOENT")) logger.warn({ err: error, file }, "Could not mark a cached image as used");
    });
  }

  return {
    async open(file) {
      let handle: FileHandle;
      try {
        handle = await open(file, "r");
      } catch (error) {
        if (hasErrorCode(error, "ENOENT")) return null;
        logger.warn({ err: error, file }, "Could not read a cached image; rendering it again");
        return null;
      }
      try {
        const info = await handle.stat();
        if (info.size > 0) {
          if (Date.now() - info.mtimeMs >= touchAfterMs) touch(file);
          return { handle, size: info.size };
        }
        logger.warn({ file }, "Ignoring an empty cached image");
      } catch (error) {
        logger.warn({ err: error, file }, "Could not read a cached image; rendering it again");
      }
      await handle.close();
      return null;
    },

    async write(file, image) {
      // A half-written file would otherwise be served as "immutable" for a year.
      await writeFileAtomically(file, image);
      writtenSinceLook += image.length;
      evictIfFull();
    },

    async idle() {
      while (evicting) await evicting;
    },
  };
}
