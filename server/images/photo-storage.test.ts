// The folder of uploaded photos, on a real temporary folder: what list() finds there is exactly
// the photos get() and delete() can reach, each with the time it was stored, whatever else lies
// in the folder (a put cut off half-way, a stray file, a copy filed under the wrong fan-out).
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFilePhotoStorage, newPhotoKey, type StoredPhoto } from "./photo-storage";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "photo-storage-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
});

async function listed(storage: ReturnType<typeof createFilePhotoStorage>): Promise<StoredPhoto[]> {
  const photos: StoredPhoto[] = [];
  for await (const photo of storage.list()) photos.push(photo);
  return photos.sort((a, b) => a.key.localeCompare(b.key));
}

async function storedAgo(key: string, minutes: number): Promise<Date> {
  const at = new Date(Math.floor(Date.now() / 1000 - minutes * 60) * 1000);
  await utimes(path.join(dir, key.slice(0, 2), `${key}.photo`), at, at);
  return at;
}

describe("the folder of uploaded photos", () => {
  it("keeps a photo whole under its key until it is deleted", async () => {
    const storage = createFilePhotoStorage(dir);
    const key = newPhotoKey();
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from("a teak chair"));
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key))?.toString()).toBe("a teak chair");
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get("../../etc/passwd")).rejects.toThrow(/not a photo key/);
  });

  it("lists every stored photo with when it was stored and its size, and nothing else in the folder", async () => {
    const storage = createFilePhotoStorage(dir);
    const sofa = newPhotoKey();
    const bed = newPhotoKey();
    await storage.put(sofa, Buffer.alloc(1_000, 1));
    await storage.put(bed, Buffer.alloc(250, 2));
    const sofaStored = await storedAgo(sofa, 90);
    const bedStored = await storedAgo(bed, 5);

    // What a store killed in the middle of a put leaves, and what else may lie around.
    const interrupted = newPhotoKey();
    await mkdir(path.join(dir, interrupted.slice(0, 2)), { recursive: true });
    await writeFile(path.join(dir, interrupted.slice(0, 2), `${interrupted}.photo.4242.0a1b2c3d4e5f.tmp`), "half a photo");
    await writeFile(path.join(dir, sofa.slice(0, 2), "notes.txt"), "not a photo");
    await writeFile(path.join(dir, sofa.slice(0, 2), `${sofa.slice(0, 30)}.photo`), "a key too short");
    await writeFile(path.join(dir, "README"), "not a photo");
    await mkdir(path.join(dir, "backup", sofa.slice(0, 2)), { recursive: true });
    await writeFile(path.join(dir, "backup", sofa.slice(0, 2), `${sofa}.photo`), "a copy in a folder of its own");
    const misfiled = newPhotoKey().replace(/^../, sofa.slice(0, 2) === "00" ? "ff" : "00");
    await mkdir(path.join(dir, sofa.slice(0, 2)), { recursive: true });
    await writeFile(path.join(dir, sofa.slice(0, 2), `${misfiled}.photo`), "filed under another key's folder");
    await mkdir(path.join(dir, bed.slice(0, 2), `${newPhotoKey()}.photo`), { recursive: true });

    expect(await listed(storage)).toEqual(
      [
        { key: sofa, storedAt: sofaStored, bytes: 1_000 },
        { key: bed, storedAt: bedStored, bytes: 250 },
      ].sort((a, b) => a.key.localeCompare(b.key)),
    );

    await storage.delete(sofa);
    expect((await listed(storage)).map((photo) => photo.key)).toEqual([bed]);
    // Listing removes nothing it ignores.
    expect(await readdir(path.join(dir, interrupted.slice(0, 2)))).toContain(`${interrupted}.photo.4242.0a1b2c3d4e5f.tmp`);
  });

  it("lists nothing before the first upload made the folder", async () => {
    expect(await listed(createFilePhotoStorage(path.join(dir, "not-yet")))).toEqual([]);
  });
});
