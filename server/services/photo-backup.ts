// Backups of uploaded photos (npm run photos): a photo is never rewritten under its key, so a
// backup copies only the photos the backup folder lacks, and a restore only those the store's
// folder lacks. Each copy is written whole or not at all (PhotoStorage.put), so either may run
// while stores upload and delete: a photo stored meanwhile waits for the next backup, and one
// deleted meanwhile is skipped.
import { asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { productImages, products } from "../db/schema";
import type { PhotoStorage } from "../images/photo-storage";

/** Photos copied at once: each copy waits on its file's flush, which a disk can overlap. */
const copiesAtOnce = 4;

export interface PhotoCopyResult {
  copied: number;
  copiedBytes: number;
  /** Photos the destination held already. */
  alreadyThere: number;
  /** Every photo of the source, copied or already there. */
  totalBytes: number;
}

/** Copies every photo of `from` that `to` does not hold. */
export async function copyMissingPhotos(from: PhotoStorage, to: PhotoStorage): Promise<PhotoCopyResult> {
  const held = new Set<string>();
  for await (const photo of to.list()) held.add(photo.key);
  const result: PhotoCopyResult = { copied: 0, copiedBytes: 0, alreadyThere: 0, totalBytes: 0 };

  async function copy(key: string): Promise<void> {
    const bytes = await from.get(key);
    // Deleted since it was listed: there is nothing to keep.
    if (!bytes) return;
    await to.put(key, bytes);
    result.copied += 1;
    result.copiedBytes += bytes.length;
    result.totalBytes += bytes.length;
  }

  async function copyAll(keys: readonly string[]): Promise<void> {
    const failures = (await Promise.allSettled(keys.map(copy))).flatMap((outcome): unknown[] => (outcome.status === "rejected" ? [outcome.reason] : []));
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new AggregateError(failures, `could not copy ${failures.length} photos`);
  }

  let batch: string[] = [];
  for await (const photo of from.list()) {
    if (held.has(photo.key)) {
      result.alreadyThere += 1;
      result.totalBytes += photo.bytes;
      continue;
    }
    batch.push(photo.key);
    if (batch.length >= copiesAtOnce) {
      await copyAll(batch);
      batch = [];
    }
  }
  await copyAll(batch);
  return result;
}

export interface PhotoWithoutFile {
  photoId: number;
  productId: number;
  productName: string;
  key: string;
}

/** The product photos whose rows the database holds but whose files the storage does not. */
export async function photosWithoutFiles(db: Database, storage: PhotoStorage): Promise<PhotoWithoutFile[]> {
  const stored = new Set<string>();
  for await (const photo of storage.list()) stored.add(photo.key);
  const rows = await db
    .select({ photoId: productImages.id, productId: productImages.productId, productName: products.name, key: productImages.photoKey })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(isNotNull(productImages.photoKey))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  const missing: PhotoWithoutFile[] = [];
  for (const row of rows) {
    if (row.key !== null && !stored.has(row.key)) missing.push({ photoId: row.photoId, productId: row.productId, productName: row.productName, key: row.key });
  }
  return missing;
}
