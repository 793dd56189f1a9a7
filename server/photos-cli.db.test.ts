// `npm run photos`, run as the operator runs it: a process of its own on the store's data folder
// and database (a fresh embedded data folder, or a throwaway PostgreSQL database), with real photo
// files. A backup copies each photo once; after the photo folder is lost, a restore puts the
// photos back byte for byte and names the one uploaded after the backup; a sweep removes a file no
// product refers to.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "../app/lib/contracts/staff";
import { photoFile } from "../tests/support/photo-files";
import { createThrowawayPostgresDatabase, currentTestDatabaseKind, migratedEmbeddedTemplate } from "../tests/support/test-database";
import { openTestShop, type TestShop } from "../tests/support/test-shop";
import { databaseTargetFor, openDatabase } from "./db/client";
import { createFilePhotoStorage, newPhotoKey, photoFolderOf } from "./images/photo-storage";

const root = path.resolve(import.meta.dirname, "..");
let dataDir: string;
let backupDir: string;
let databaseUrl: string | null = null;
let drop: (() => Promise<void>) | null = null;
let seeded = false;
let editor: StaffActor | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "photos-cli-"));
  backupDir = mkdtempSync(path.join(tmpdir(), "photos-backup-"));
  if (currentTestDatabaseKind() === "postgres") {
    const database = await createThrowawayPostgresDatabase();
    databaseUrl = database.url;
    drop = database.drop;
  }
}, 60_000);

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
  await drop?.();
});

function photos(args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/photos-cli.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", LOG_LEVEL: "warn" },
    timeout: 120_000,
  });
}

const storage = () => createFilePhotoStorage(photoFolderOf(dataDir));

/** The store's database and photo folder, opened as the store opens them, with a catalog editor. */
async function withShop<T>(work: (shop: TestShop, editor: StaffActor) => Promise<T>): Promise<T> {
  const target = databaseTargetFor({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? undefined }, 1);
  // An embedded folder starts from the migrated template (initdb and migrations cost seconds).
  const handle = await openDatabase(target.kind === "embedded" && !seeded ? { ...target, loadDataDir: await migratedEmbeddedTemplate() } : target);
  try {
    if (!seeded) await handle.migrate();
    const shop = await openTestShop({ products: 2, database: handle, seeded, services: { photoStorage: storage() } });
    seeded = true;
    editor ??= {
      staff: await shop.services.staff.addFromCommandLine({ email: "farah.khan@aangan.example", name: "Farah Khan", role: "catalog", password: "Farah's long password" }),
      clientAddress: "203.0.113.62",
    };
    return await work(shop, editor);
  } finally {
    await handle.close();
  }
}

function productOf(shop: TestShop, index: number): number {
  const productId = [...new Set(shop.variants.map((variant) => variant.productId))][index];
  if (productId === undefined) throw new Error(`the test shop has no product #${index}`);
  return productId;
}

async function upload(shop: TestShop, editor: StaffActor, productIndex: number, alt: string): Promise<{ key: string; bytes: Buffer }> {
  const productId = productOf(shop, productIndex);
  const photo = await shop.services.productPhotos.upload(editor, productId, { file: await photoFile({ width: 800, height: 600, colour: "#6b4226" }), alt });
  const key = photo.path.replace("/images/u/", "");
  const bytes = await storage().get(key);
  if (!bytes) throw new Error(`the uploaded photo ${key} has no file`);
  return { key, bytes };
}

describe("npm run photos", () => {
  it("backs the photos up once each; after the photo folder is lost, restores them and names the one uploaded since", async () => {
    const before = await withShop(async (shop, editor) => [
      await upload(shop, editor, 0, "A sheesham bookshelf, front"),
      await upload(shop, editor, 0, "A sheesham bookshelf, side"),
    ]);

    const first = photos(["backup", "--to", backupDir]);
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/copied 2 photos \(\d+\.\d MB\), 0 there already; 2 photos, \d+\.\d MB in all/);
    expect(first.stdout).toContain(`npm run photos -- restore --from ${backupDir}`);
    const again = photos(["backup", "--to", backupDir]);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain("copied 0 photos (0.0 MB), 2 there already");

    const since = await withShop((shop, editor) => upload(shop, editor, 1, "A rattan lamp, lit"));
    rmSync(photoFolderOf(dataDir), { recursive: true });

    const restored = photos(["restore", "--from", backupDir]);
    expect(restored.stderr).toBe("");
    expect(restored.status).toBe(1);
    expect(restored.stdout).toContain("copied 2 photos");
    expect(restored.stdout).toContain("1 photo the database refers to is in neither place");
    expect(restored.stdout).toMatch(new RegExp(`product \\d+ \\(.+\\): photo \\d+, file ${since.key}\\n`));
    for (const photo of before) expect(await storage().get(photo.key)).toEqual(photo.bytes);
    expect(await storage().exists(since.key)).toBe(false);

    // Once staff delete the lost photo (to upload it again), nothing is missing.
    await withShop(async (shop, editor) => {
      const productId = productOf(shop, 1);
      const lost = (await shop.services.productPhotos.list(editor, productId)).photos.find((photo) => photo.path.endsWith(since.key));
      if (!lost) throw new Error("the photo uploaded since the backup is not listed");
      await shop.services.productPhotos.remove(editor, productId, lost.id);
    });
    const complete = photos(["restore", "--from", backupDir]);
    expect(complete.status, complete.stderr).toBe(0);
    expect(complete.stdout).toContain("copied 0 photos (0.0 MB), 2 there already");
    expect(complete.stdout).toContain("Every photo the database refers to is in place.");
  }, 240_000);

  it("sweeps a file no product refers to once it is over an hour old", async () => {
    const orphan = newPhotoKey();
    await storage().put(orphan, await photoFile({ width: 320, height: 240 }));
    const lastWeek = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    await utimes(path.join(photoFolderOf(dataDir), orphan.slice(0, 2), `${orphan}.photo`), lastWeek, lastWeek);
    const fresh = newPhotoKey();
    await storage().put(fresh, await photoFile({ width: 320, height: 240 }));

    if (currentTestDatabaseKind() === "embedded") {
      // A store holding the embedded database: the sweep waits for it to stop, touching nothing.
      const held = await openDatabase(databaseTargetFor({ DATA_DIR: dataDir }, 1));
      try {
        const refused = photos(["sweep"]);
        expect(refused.status).toBe(75);
        expect(refused.stderr).toMatch(/^photos: The embedded database .* is in use by process/);
        expect(await storage().exists(orphan)).toBe(true);
      } finally {
        await held.close();
      }
    }

    const swept = photos(["sweep"]);
    expect(swept.stderr).toBe("");
    expect(swept.status).toBe(0);
    expect(swept.stdout).toMatch(/removed 1 photo no product refers to; kept \d+ photos \(in use, or stored within the last 60 minutes\)/);
    expect(await storage().exists(orphan)).toBe(false);
    expect(await storage().exists(fresh)).toBe(true);
  }, 240_000);
});
