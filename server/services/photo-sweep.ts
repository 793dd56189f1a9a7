// Uploaded photo files no product_images row refers to are removed: an upload stores its file
// before its row's transaction commits, so a crash in between leaves the file behind, and
// replacing the catalog (db:seed) drops rows without their files. A file stored within the grace
// period is kept even when nothing refers to it, as its upload may still be committing. Several
// processes may sweep one shared folder at once: a file goes once, and removing one another
// process removed already is no error.
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { productImages } from "../db/schema";
import type { PhotoStorage } from "../images/photo-storage";

/** Far longer than an upload's transaction can take. */
export const photoSweepGraceMs = 60 * 60 * 1000;
/** Keys looked up per query: one indexed `in (…)` on product_images_photo_key_unique. */
const lookupBatch = 500;

/** The subset of a pino logger the sweep uses (the command line prints instead). */
export interface PhotoSweepLogger {
  warn(details: object, message: string): void;
}

export interface PhotoSweepResult {
  /** Files in use, or stored within the grace period. */
  kept: number;
  removed: number;
  /** Orphans that could not be removed (each logged); the next sweep tries again. */
  failed: number;
}

export async function sweepOrphanedPhotos(
  db: Database,
  storage: PhotoStorage,
  options: { logger: PhotoSweepLogger; now?: () => Date; graceMs?: number },
): Promise<PhotoSweepResult> {
  const storedBefore = (options.now?.() ?? new Date()).getTime() - (options.graceMs ?? photoSweepGraceMs);
  const result: PhotoSweepResult = { kept: 0, removed: 0, failed: 0 };

  async function sweep(keys: string[]): Promise<void> {
    const rows = await db.select({ key: productImages.photoKey }).from(productImages).where(inArray(productImages.photoKey, keys));
    const referenced = new Set(rows.map((row) => row.key));
    for (const key of keys) {
      if (referenced.has(key)) {
        result.kept += 1;
        continue;
      }
      try {
        await storage.delete(key);
        result.removed += 1;
      } catch (error) {
        result.failed += 1;
        options.logger.warn({ err: error, photoKey: key }, "Could not remove an orphaned photo file; the next sweep tries again");
      }
    }
  }

  let candidates: string[] = [];
  for await (const photo of storage.list()) {
    if (photo.storedAt.getTime() > storedBefore) {
      result.kept += 1;
      continue;
    }
    candidates.push(photo.key);
    if (candidates.length >= lookupBatch) {
      await sweep(candidates);
      candidates = [];
    }
  }
  if (candidates.length > 0) await sweep(candidates);
  return result;
}
