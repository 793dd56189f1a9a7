import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ne } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import type { DatabaseHandle } from "../db/client";
import { categories, collections, productImages } from "../db/schema";
import { createCatalogPictures, pagePictures } from "./catalog-pictures";
import { createImageRoutes } from "./image-routes";

let database: DatabaseHandle;
let statements: string[] = [];
let cacheDir: string;

beforeAll(async () => {
  database = await createTestDatabase({ template: seededTemplate({ products: 12 }), onStatement: (statement) => statements.push(statement) });
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  statements = [];
  cacheDir = await mkdtemp(path.join(tmpdir(), "catalog-pictures-"));
});

afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
});

let added = 0;

/** Adds a picture of a colour no seeded product has to the first product; returns its base path. */
async function addPicture(): Promise<string> {
  added += 1;
  const basePath = `/images/p/sofa/${(0xabc000 + added).toString(16)}/front`;
  const [product] = await database.db.select({ id: productImages.productId }).from(productImages).limit(1);
  if (!product) throw new Error("the seed made no product pictures");
  await database.db.insert(productImages).values({
    productId: product.id,
    position: 90 + added,
    path: basePath,
    alt: "A sofa in a new colour, front view",
    width: 1200,
    height: 900,
  });
  return basePath;
}

async function cachedFiles(): Promise<string[]> {
  const entries = await readdir(cacheDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe("the pictures the store shows", () => {
  it("are the catalog's product pictures, category banners and collection pictures, and the home page's own", async () => {
    const pictures = createCatalogPictures(database);
    const [product] = await database.db.select({ path: productImages.path }).from(productImages).limit(1);
    const [category] = await database.db.select({ path: categories.bannerImage }).from(categories).where(ne(categories.bannerImage, "")).limit(1);
    const [collection] = await database.db.select({ path: collections.image }).from(collections).limit(1);
    for (const basePath of [product?.path, category?.path, collection?.path, ...pagePictures]) {
      expect(basePath).toMatch(/^\/images\/p\/[a-z-]+\/[0-9a-f]{6}\/[a-z]+$/);
      expect(await pictures.isCatalogPicture(basePath ?? ""), basePath).toBe(true);
    }
  });

  it("are not any colour, kind or view: those the catalog has no picture of are refused", async () => {
    const pictures = createCatalogPictures(database);
    for (const basePath of ["/images/p/sofa/123456/front", "/images/p/throne/2f6f6f/front", "/images/p/sofa/2f6f6f/top", ""]) {
      expect(await pictures.isCatalogPicture(basePath), basePath).toBe(false);
    }
  });

  it("include a picture the catalog gains later, without a restart", async () => {
    const pictures = createCatalogPictures(database);
    const basePath = `/images/p/sofa/${(0xabc000 + added + 1).toString(16)}/front`;
    expect(await pictures.isCatalogPicture(basePath)).toBe(false);
    expect(await addPicture()).toBe(basePath);
    // Embedded: the notification arrives before the insert returns. PostgreSQL: a moment after.
    await vi.waitFor(async () => expect(await pictures.isCatalogPicture(basePath)).toBe(true), { timeout: 5000 });
  });

  it("include it even when the change's notification is lost (a listener reconnecting), after the next revision check", async () => {
    const deaf: DatabaseHandle = { ...database, listen: () => Promise.resolve(() => Promise.resolve()) };
    const pictures = createCatalogPictures(deaf, { recheckMs: 200 });
    const basePath = `/images/p/sofa/${(0xabc000 + added + 1).toString(16)}/front`;
    expect(await pictures.isCatalogPicture(basePath)).toBe(false);
    await addPicture();
    await vi.waitFor(async () => expect(await pictures.isCatalogPicture(basePath)).toBe(true), { timeout: 5000 });
  });

  it("answer a flood of unknown addresses from memory: a query or two, not one per request", async () => {
    const pictures = createCatalogPictures(database);
    await pictures.isCatalogPicture("/images/p/sofa/000000/front");
    statements = [];
    const answers = await Promise.all(
      Array.from({ length: 500 }, async (_, index) =>
        pictures.isCatalogPicture(`/images/p/sofa/${index.toString(16).padStart(6, "0")}/front`),
      ),
    );
    expect(answers.every((answer) => !answer)).toBe(true);
    // At most the one revision check a miss may make every two seconds.
    expect(statements.length).toBeLessThanOrEqual(1);
  });
});

describe("the image routes on the store's catalog", () => {
  it("refuse a picture the catalog does not show, writing nothing, and draw it once the catalog shows it", async () => {
    const pictures = createCatalogPictures(database);
    const logged: string[] = [];
    const logger = { error: (_details: object, message: string) => logged.push(message), warn: (_details: object, message: string) => logged.push(message) };
    const store = new Hono().route("/images", createImageRoutes({ cacheDir, isCatalogPicture: pictures.isCatalogPicture, logger }));
    const basePath = `/images/p/sofa/${(0xabc000 + added + 1).toString(16)}/front`;
    const before = await store.request(`${basePath}-320.webp`);
    expect(before.status).toBe(404);
    expect(await cachedFiles()).toEqual([]);

    await addPicture();
    await vi.waitFor(async () => expect((await store.request(`${basePath}-320.webp`, { method: "HEAD" })).status).toBe(200), {
      timeout: 5000,
    });
    await vi.waitFor(async () => expect(await cachedFiles()).toEqual(["front-320.webp"]));
    expect(logged).toEqual([]);
  });
});
