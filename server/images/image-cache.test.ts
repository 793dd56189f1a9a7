import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createImageCache, evictImageCache, type ImageCacheLogger } from "./image-cache";

let dir: string;
let warnings: string[];
const logger: ImageCacheLogger = { warn: (_details, message) => warnings.push(message) };

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "image-cache-"));
  warnings = [];
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
});

/** A file of size bytes at dir/relative, last used minutesAgo minutes ago. */
async function place(relative: string, size: number, minutesAgo: number): Promise<string> {
  const file = path.join(dir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.alloc(size, 1));
  const usedAt = new Date(Date.now() - minutesAgo * 60_000);
  await utimes(file, usedAt, usedAt);
  return file;
}

async function filesLeft(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe("the image folder shared by several stores", () => {
  it("is brought under its limit by two stores evicting at once, oldest first, each tolerating the other's deletions", async () => {
    // Thirty renditions of 1,000 bytes, the first drawn longest ago; two fingerprints (an old
    // drawing version and the current one).
    for (let index = 0; index < 30; index++) {
      const fingerprint = index < 10 ? "0123456789ab" : "ba9876543210";
      await place(`${fingerprint}/sofa/2f6f6f/front-${index}.webp`, 1000, 100 - index);
    }
    const results = await Promise.all([
      evictImageCache(dir, { maxBytes: 20_000, logger }),
      evictImageCache(dir, { maxBytes: 20_000, logger }),
    ]);
    for (const total of results) expect(total).toBeLessThanOrEqual(18_000);
    const left = await filesLeft();
    // Down to 90% of the limit: the eighteen used most recently.
    expect(left).toEqual(
      Array.from({ length: 18 }, (_, offset) => `ba9876543210/sofa/2f6f6f/front-${offset + 12}.webp`).sort(),
    );
    expect(warnings).toEqual([]);
  });

  it("never deletes a file being written, nor anything it did not write, but clears crash leftovers", async () => {
    const writing = "0123456789ab/sofa/2f6f6f/front-640.webp.4242.a1b2c3d4e5f6.tmp";
    const leftover = "0123456789ab/sofa/2f6f6f/front-480.webp.4242.0a0b0c0d0e0f.tmp";
    const foreign = ["notes.txt", "0123456789ab/README", "0123456789ab/front-640.webp", "backups/sofa/2f6f6f/front-640.webp"];
    // Written over an hour ago by a process that died: nothing writes for that long.
    await place(leftover, 5000, 61);
    await place(writing, 5000, 0);
    for (const file of foreign) await place(file, 5000, 500);
    await place("0123456789ab/sofa/2f6f6f/front-320.webp", 5000, 30);
    const total = await evictImageCache(dir, { maxBytes: 4000, logger });
    // Only the file being written is left of what the cache counts; it is over the limit, but it
    // is someone's render in progress.
    expect(total).toBe(5000);
    expect(await filesLeft()).toEqual([...foreign, writing].sort());
  });

  it("finds nothing to do in a folder that does not exist yet", async () => {
    expect(await evictImageCache(path.join(dir, "not-yet"), { maxBytes: 1000, logger })).toBe(0);
  });

  it("keeps what a store writes under the limit, counting what other stores wrote too", async () => {
    // Another store drew these earlier.
    for (let index = 0; index < 5; index++) await place(`0123456789ab/bed/c8a27a/room-${index}.avif`, 1000, 60 - index);
    const cache = createImageCache({ dir, maxBytes: 6000, logger });
    for (let index = 0; index < 6; index++) {
      await cache.write(path.join(dir, "0123456789ab", "sofa", "2f6f6f", `front-${index}.webp`), Buffer.alloc(1000, 2));
      await cache.idle();
    }
    const left = await filesLeft();
    const sizes = await Promise.all(left.map(async (file) => (await stat(path.join(dir, file))).size));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(6000);
    // The other store's pictures were the least recently used, so they went first.
    expect(left.filter((file) => file.includes("/bed/"))).toEqual([]);
    expect(left).toContain("0123456789ab/sofa/2f6f6f/front-5.webp");
    expect(warnings).toEqual([]);
  });
});
