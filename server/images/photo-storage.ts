// Where uploaded product photos' stored originals live, behind a small interface so another
// backend (an object store such as S3) can take the folder's place. The folder backend is shared
// by every store process pointing at it: a file appears only by its rename (written aside, flushed,
// renamed), so no process ever reads half a photo, and nothing is kept in memory between calls.
import { randomBytes } from "node:crypto";
import type { Dirent } from "node:fs";
import { opendir, open, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { hasErrorCode, writeFileAtomically } from "../lib/files";

/** A stored photo's name: 32 lowercase hex digits, chosen at random when it is uploaded. */
export const photoKeyPattern = /^[0-9a-f]{32}$/;

export function newPhotoKey(): string {
  return randomBytes(16).toString("hex");
}

/** Where the store keeps uploaded photos for a data folder (DATA_DIR/photos). */
export function photoFolderOf(dataDir: string): string {
  return path.resolve(dataDir, "photos");
}

/** A photo in storage: its key, when it was stored (a key is never rewritten) and its size. */
export interface StoredPhoto {
  key: string;
  storedAt: Date;
  bytes: number;
}

export interface PhotoStorage {
  /** Stores the bytes under the key, whole or not at all. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes stored under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key's bytes; removing a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Every stored photo, in no particular order. Photos stored or removed while it runs may or
   * may not be listed; a listed one may be gone by the time it is read.
   */
  list(): AsyncIterable<StoredPhoto>;
}

const fanOutPattern = /^[0-9a-f]{2}$/;
/** A stored photo's file; the temporary files a put writes aside end in .tmp and never match. */
const photoFilePattern = /^([0-9a-f]{32})\.photo$/;

/** Photos as files under dir (DATA_DIR/photos by default), two hex digits of fan-out deep. */
export function createFilePhotoStorage(dir: string): PhotoStorage {
  const root = path.resolve(dir);

  function fileOf(key: string): string {
    // Keys come from our own database, but a path is built from them: refuse anything else.
    if (!photoKeyPattern.test(key)) throw new Error(`not a photo key: ${JSON.stringify(key)}`);
    return path.join(root, key.slice(0, 2), `${key}.photo`);
  }

  return {
    async put(key, bytes) {
      await writeFileAtomically(fileOf(key), bytes);
    },

    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (hasErrorCode(error, "ENOENT")) return null;
        throw error;
      }
    },

    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!hasErrorCode(error, "ENOENT")) throw error;
      }
    },

    async exists(key) {
      try {
        const handle = await open(fileOf(key), "r");
        await handle.close();
        return true;
      } catch (error) {
        if (hasErrorCode(error, "ENOENT")) return false;
        throw error;
      }
    },

    async *list() {
      for await (const folder of entriesOf(root)) {
        if (!folder.isDirectory() || !fanOutPattern.test(folder.name)) continue;
        for await (const entry of entriesOf(path.join(root, folder.name))) {
          const key = entry.isFile() ? photoFilePattern.exec(entry.name)?.[1] : undefined;
          // A key filed under another fan-out folder is not where get and delete look for it.
          if (!key?.startsWith(folder.name)) continue;
          try {
            const info = await stat(path.join(root, folder.name, entry.name));
            yield { key, storedAt: info.mtime, bytes: info.size };
          } catch (error) {
            // Removed since the folder was read (a deletion, another process's sweep).
            if (!hasErrorCode(error, "ENOENT")) throw error;
          }
        }
      }
    },
  };
}

/** A folder's entries, read as they are needed; none when the folder is not there (yet). */
async function* entriesOf(dir: string): AsyncGenerator<Dirent> {
  let folder;
  try {
    folder = await opendir(dir);
  } catch (error) {
    if (hasErrorCode(error, "ENOENT")) return;
    throw error;
  }
  yield* folder;
}
