// The sweep of uploaded photo files on a real database (embedded PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and a real photo folder: a file no product refers to goes once it is
// over an hour old, whatever left it (an upload cut off before its row was written, a catalog
// replaced by db:seed); a photo the shop shows stays however old; a fresh file stays, as its
// upload may still be committing. Files are aged with utimes instead of waiting.
import { mkdtempSync, rmSync } from "node:fs";
import { utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { photoFile } from "../../tests/support/photo-files";
import { openTestShop, type TestShop } from "../../tests/support/test-shop";
import { replaceCatalog } from "../db/seed/replace-catalog";
import { createFilePhotoStorage, newPhotoKey, type PhotoStorage } from "../images/photo-storage";
import { createHousekeeping } from "./housekeeping";
import { sweepOrphanedPhotos } from "./photo-sweep";

const minute = 60 * 1000;
const warnings: string[] = [];
const logger = { warn: (_details: object, message: string) => warnings.push(message) };

interface ShopWithPhotos {
  shop: TestShop;
  storage: PhotoStorage;
  /** Moves a photo file's stored time back, as if it had been stored `minutes` ago. */
  storedMinutesAgo(key: string, minutes: number): Promise<void>;
  /** An upload whose file was stored but whose row never was (the store crashed in between). */
  cutOffUpload(): Promise<string>;
  /** A photo a catalog editor uploads; its key. */
  upload(productIndex: number, alt: string): Promise<string>;
  close(): Promise<void>;
}

/** A test shop with a photo folder of its own, and a catalog editor. */
async function openShopWithPhotos(): Promise<ShopWithPhotos> {
  const photoDir = mkdtempSync(path.join(tmpdir(), "photo-sweep-"));
  const storage = createFilePhotoStorage(photoDir);
  const shop = await openTestShop({ products: 3, services: { photoStorage: storage } });
  const editor: StaffActor = {
    staff: await shop.services.staff.addFromCommandLine({ email: "kavya.menon@aangan.example", name: "Kavya Menon", role: "catalog", password: "Kavya's long password" }),
    clientAddress: "203.0.113.61",
  };
  const productIds = [...new Set(shop.variants.map((variant) => variant.productId))];
  return {
    shop,
    storage,
    async storedMinutesAgo(key, minutes) {
      const at = new Date(Date.now() - minutes * minute);
      await utimes(path.join(photoDir, key.slice(0, 2), `${key}.photo`), at, at);
    },
    async cutOffUpload() {
      const key = newPhotoKey();
      await storage.put(key, await photoFile({ width: 320, height: 240 }));
      return key;
    },
    async upload(productIndex, alt) {
      const productId = productIds[productIndex];
      if (productId === undefined) throw new Error(`the test shop has no product #${productIndex}`);
      const photo = await shop.services.productPhotos.upload(editor, productId, { file: await photoFile({ width: 640, height: 480 }), alt });
      const key = /^\/images\/u\/([0-9a-f]{32})$/.exec(photo.path)?.[1];
      if (!key) throw new Error(`an uploaded photo's path is ${photo.path}`);
      return key;
    },
    async close() {
      await shop.close();
      rmSync(photoDir, { recursive: true, force: true });
    },
  };
}

let store: ShopWithPhotos;

beforeAll(async () => {
  store = await openShopWithPhotos();
}, 120_000);

afterAll(async () => {
  await store.close();
});

describe("photo files nothing refers to are swept", () => {
  it("an orphan left by a crashed upload is swept after an hour; a photo the shop shows stays however old, and a fresh orphan stays", async () => {
    const { shop, storage } = store;
    const shown = await store.upload(0, "A teak dining table, seen from the front");
    await store.storedMinutesAgo(shown, 90 * 24 * 60);
    const crashedYesterday = await store.cutOffUpload();
    await store.storedMinutesAgo(crashedYesterday, 61);
    const stillCommitting = await store.cutOffUpload();
    await store.storedMinutesAgo(stillCommitting, 50);

    expect(await sweepOrphanedPhotos(shop.handle.db, storage, { logger })).toEqual({ kept: 2, removed: 1, failed: 0 });
    expect(await storage.exists(crashedYesterday)).toBe(false);
    expect(await storage.exists(shown)).toBe(true);
    expect(await storage.exists(stillCommitting)).toBe(true);

    // Eleven minutes on, that upload has still not committed: it never will, and its file goes too.
    await store.storedMinutesAgo(stillCommitting, 61);
    expect(await sweepOrphanedPhotos(shop.handle.db, storage, { logger })).toEqual({ kept: 1, removed: 1, failed: 0 });
    expect(await storage.exists(stillCommitting)).toBe(false);
    expect(await storage.exists(shown)).toBe(true);
    expect(warnings).toEqual([]);
  });

  it("two stores sweeping one folder at once remove every orphan, neither failing on the other's removals", async () => {
    const { shop, storage } = store;
    const orphans = [await store.cutOffUpload(), await store.cutOffUpload(), await store.cutOffUpload()];
    for (const key of orphans) await store.storedMinutesAgo(key, 120);
    const [first, second] = await Promise.all([
      sweepOrphanedPhotos(shop.handle.db, storage, { logger }),
      sweepOrphanedPhotos(shop.handle.db, storage, { logger }),
    ]);
    for (const key of orphans) expect(await storage.exists(key)).toBe(false);
    // Each counts what it saw go; a file the other removed first is no failure.
    expect(first.failed).toBe(0);
    expect(second.failed).toBe(0);
    expect(first.removed + second.removed).toBeGreaterThanOrEqual(3);
    expect(warnings).toEqual([]);
  });

  it("the catalog replaced by db:seed leaves its photos' files behind, and the hourly housekeeping removes them after an hour", async () => {
    // A shop of its own: replacing the catalog drops every product's photos.
    const seeded = await openShopWithPhotos();
    try {
      const { shop, storage } = seeded;
      const lastYear = await seeded.upload(0, "A cane armchair on a terrace");
      await seeded.storedMinutesAgo(lastYear, 365 * 24 * 60);
      const justNow = await seeded.upload(1, "A jute rug, rolled");
      const housekeeping = createHousekeeping(shop.handle.db, { sweepPhotos: () => sweepOrphanedPhotos(shop.handle.db, storage, { logger }) });

      await replaceCatalog(shop.handle.db, { products: 3 });
      expect(await storage.exists(lastYear)).toBe(true);
      expect((await housekeeping.runOnce()).orphanedPhotos).toBe(1);
      expect(await storage.exists(lastYear)).toBe(false);
      expect(await storage.exists(justNow)).toBe(true);

      await seeded.storedMinutesAgo(justNow, 61);
      expect((await housekeeping.runOnce()).orphanedPhotos).toBe(1);
      expect(await storage.exists(justNow)).toBe(false);
      expect(warnings).toEqual([]);
    } finally {
      await seeded.close();
    }
  }, 60_000);
});
