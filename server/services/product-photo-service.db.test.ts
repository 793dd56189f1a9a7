// Product photos on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): a catalog editor uploads photos with alt text, reorders, describes and deletes them, and
// shows some for one colour only; the shop shows them instead of the drawn pictures (product page,
// cards, cart lines), a chosen colour's own first; every change is audited; a camera's location
// and details never reach the stored photo; and broken or hostile files, or another product's
// colour, are refused with a clear 4xx and nothing written.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, isNotNull, ne } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductPhotoError, productPhotoLimits, productPhotoMessages } from "../../app/lib/contracts/product-photos";
import { StaffError, type StaffActor } from "../../app/lib/contracts/staff";
import { parseListingQuery } from "../../app/lib/catalog-query";
import { productPhotoFormMessages } from "../../app/lib/forms/product-photo-schemas";
import { cameraJpeg, exifHasGps, photoFile, pngBomb, truncated } from "../../tests/support/photo-files";
import { openTestShop, ownerOf, type TestShop } from "../../tests/support/test-shop";
import { auditLog, productImages, productVariants } from "../db/schema";
import { createFilePhotoStorage, type PhotoStorage } from "../images/photo-storage";

let shop: TestShop;
let storage: PhotoStorage;
let photoDir: string;
let editor: StaffActor;
let support: StaffActor;
/** Each test works on a product of its own. */
let productIds: number[] = [];
let nextProduct = 0;

beforeAll(async () => {
  photoDir = mkdtempSync(path.join(tmpdir(), "product-photos-"));
  storage = createFilePhotoStorage(photoDir);
  shop = await openTestShop({ products: 8, services: { photoStorage: storage } });
  const add = async (name: string, role: "catalog" | "support") => ({
    staff: await shop.services.staff.addFromCommandLine({ email: `${name.toLowerCase().replace(/\s/g, ".")}@aangan.example`, name, role, password: `${name}'s long password` }),
    clientAddress: "203.0.113.60",
  });
  editor = await add("Arjun Nair", "catalog");
  support = await add("Sunita Das", "support");
  productIds = [...new Set(shop.variants.map((variant) => variant.productId))];
}, 120_000);

afterAll(async () => {
  await shop.close();
});

function aProduct(): number {
  const id = productIds[nextProduct];
  nextProduct += 1;
  if (id === undefined) throw new Error("the test shop has too few products");
  return id;
}

/** Every stored photo file (the fan-out folders hold them). */
function storedFiles(): string[] {
  return readdirSync(photoDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function photoRows(productId: number) {
  return shop.handle.db
    .select()
    .from(productImages)
    .where(and(eq(productImages.productId, productId), isNotNull(productImages.photoKey)));
}

async function auditActions(productId: number): Promise<string[]> {
  const rows = await shop.handle.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, String(productId))))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

async function refusalOf(attempt: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof ProductPhotoError || error instanceof StaffError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("a catalog editor's photos of a product", () => {
  it("uploads a camera's photo: kept upright, without GPS location or camera details, and the shop shows it instead of the drawn pictures", async () => {
    const productId = aProduct();
    const drawn = await shop.services.catalog.getProductView(productId);
    expect(drawn?.product.images[0]?.path).toMatch(/^\/images\/p\//);
    const camera = await cameraJpeg(800, 600);
    // The test file really carries what must be removed.
    const original = await sharp(camera).metadata();
    expect(original.orientation).toBe(6);
    expect(exifHasGps(original.exif)).toBe(true);
    expect(original.exif?.includes(Buffer.from("Aangan Test Camera"))).toBe(true);

    const photo = await shop.services.productPhotos.upload(editor, productId, { file: camera, alt: "  Sheesham coffee table   in a sunlit room " });
    // Turned upright: the sideways 800 × 600 frame is a 600 × 800 photo.
    expect(photo).toMatchObject({ alt: "Sheesham coffee table in a sunlit room", width: 600, height: 800, position: 0 });
    expect(photo.path).toMatch(/^\/images\/u\/[0-9a-f]{32}$/);

    const [row] = await photoRows(productId);
    const stored = await storage.get(row?.photoKey ?? "");
    if (!stored) throw new Error("the photo should be stored");
    const kept = await sharp(stored).metadata();
    expect(kept).toMatchObject({ format: "jpeg", width: 600, height: 800 });
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("Aangan Test Camera"))).toBe(false);

    const view = await shop.services.catalog.getProductView(productId);
    expect(view?.product.images).toEqual([{ path: photo.path, alt: "Sheesham coffee table in a sunlit room", width: 600, height: 800 }]);
    // Every colour shows the photo: variants' drawn pictures step aside too.
    expect(view?.product.variants.length).toBeGreaterThan(0);
    for (const variant of view?.product.variants ?? []) expect(variant.images).toEqual(view?.product.images);
    expect(await auditActions(productId)).toEqual(["product-photo.upload"]);
  });

  it("reorders two photos: the one moved first becomes the main picture on the product page, the cards and a cart line", async () => {
    const productId = aProduct();
    const first = await shop.services.productPhotos.upload(editor, productId, { file: await photoFile({ width: 1600, height: 1200 }), alt: "Teak bed, front" });
    const second = await shop.services.productPhotos.upload(editor, productId, { file: await photoFile({ width: 1200, height: 900, colour: "#2f4f4f", format: "png" }), alt: "Teak bed, headboard detail" });
    expect(second.position).toBe(1);

    const afterMove = await shop.services.productPhotos.move(editor, productId, second.id, "earlier");
    expect(afterMove.map((photo) => photo.id)).toEqual([second.id, first.id]);
    await expect(shop.services.productPhotos.move(editor, productId, second.id, "earlier")).rejects.toThrow(productPhotoMessages.alreadyFirst);

    const view = await shop.services.catalog.getProductView(productId);
    expect(view?.product.images.map((image) => image.alt)).toEqual(["Teak bed, headboard detail", "Teak bed, front"]);
    const query = parseListingQuery(new URLSearchParams({ limit: "48" }), { defaultSort: "featured", allowedSorts: ["featured"], maxLimit: 48 });
    const listing = await shop.services.catalog.listProducts({ kind: "all" }, query);
    expect(listing.items.find((card) => card.id === productId)?.image).toEqual({ path: second.path, alt: "Teak bed, headboard detail", width: 1200, height: 900 });

    const variant = shop.variants.find((candidate) => candidate.productId === productId);
    if (!variant) throw new Error("the product has a variant");
    const cart = await shop.services.cart.addItem(ownerOf(await shop.newShopper()), { productId, variantId: variant.id, quantity: 1 });
    expect(cart.items[0]?.product.primary_image?.url).toContain(second.path);

    // Moving by position, as the API does: back to where it was.
    const back = await shop.services.productPhotos.change(editor, productId, second.id, { position: 1 });
    expect(back.map((photo) => photo.id)).toEqual([first.id, second.id]);
    expect(await auditActions(productId)).toEqual(["product-photo.upload", "product-photo.upload", "product-photo.move", "product-photo.move"]);
  });

  it("changes a photo's alt text, refuses an empty one with a clear message, and audits the change with before and after", async () => {
    const productId = aProduct();
    const photo = await shop.services.productPhotos.upload(editor, productId, { file: await photoFile({ width: 900, height: 900, format: "webp" }), alt: "Cane chair" });
    expect(await refusalOf(shop.services.productPhotos.change(editor, productId, photo.id, { alt: "   " }))).toEqual({
      status: 422,
      message: productPhotoFormMessages.altRequired,
    });
    await shop.services.productPhotos.change(editor, productId, photo.id, { alt: "Cane chair with a woven seat, side view" });
    const view = await shop.services.catalog.getProductView(productId);
    expect(view?.product.images[0]?.alt).toBe("Cane chair with a woven seat, side view");
    const [entry] = await shop.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "product-photo.alt"), eq(auditLog.entityId, String(productId))));
    expect(entry).toMatchObject({ before: { photoId: photo.id, alt: "Cane chair" }, after: { photoId: photo.id, alt: "Cane chair with a woven seat, side view" }, staffId: editor.staff.id });
  });

  it("deletes photos: the next becomes the main picture, the file goes, and with none left the drawn pictures come back", async () => {
    const productId = aProduct();
    const before = await shop.services.catalog.getProductView(productId);
    const first = await shop.services.productPhotos.upload(editor, productId, { file: await photoFile({ width: 1000, height: 750 }), alt: "Bookshelf, front" });
    const second = await shop.services.productPhotos.upload(editor, productId, { file: await photoFile({ width: 1000, height: 750, format: "avif" }), alt: "Bookshelf, filled" });
    const [firstRow] = (await photoRows(productId)).filter((row) => row.id === first.id);
    const firstKey = firstRow?.photoKey ?? "";
    expect(await storage.exists(firstKey)).toBe(true);

    await shop.services.productPhotos.remove(editor, productId, first.id);
    expect(await storage.exists(firstKey)).toBe(false);
    expect((await shop.services.catalog.getProductView(productId))?.product.images.map((image) => image.alt)).toEqual(["Bookshelf, filled"]);
    expect((await shop.services.productPhotos.list(editor, productId)).photos).toEqual([{ ...second, position: 0 }]);

    await shop.services.productPhotos.remove(editor, productId, second.id);
    expect((await shop.services.catalog.getProductView(productId))?.product.images).toEqual(before?.product.images);
    expect(await refusalOf(shop.services.productPhotos.remove(editor, productId, second.id))).toEqual({ status: 404, message: productPhotoMessages.noPhoto });
    expect(await auditActions(productId)).toEqual(["product-photo.upload", "product-photo.upload", "product-photo.delete", "product-photo.delete"]);
  });

  it("is refused to a support agent (403) and for a product that does not exist (404), with nothing written", async () => {
    const productId = aProduct();
    const file = await photoFile({ width: 640, height: 480 });
    const files = storedFiles().length;
    expect((await refusalOf(shop.services.productPhotos.upload(support, productId, { file, alt: "Sofa" }))).status).toBe(403);
    expect((await refusalOf(shop.services.productPhotos.list(support, productId))).status).toBe(403);
    expect(await refusalOf(shop.services.productPhotos.upload(editor, 987_654, { file, alt: "Sofa" }))).toEqual({ status: 404, message: productPhotoMessages.noProduct });
    expect(await photoRows(productId)).toEqual([]);
    expect(storedFiles()).toHaveLength(files);
    expect(await auditActions(productId)).toEqual([]);
  });
});

describe("files an upload refuses, each with a clear 4xx and nothing written", () => {
  const cases: { name: string; file: () => Promise<Buffer> | Buffer; status: number; message: string }[] = [
    { name: "a truncated JPEG", file: async () => truncated(await photoFile({ width: 1200, height: 900 })), status: 422, message: productPhotoMessages.unreadable },
    { name: "a text file named .jpg", file: () => Buffer.from("These are the measurements of the sofa: 210 × 90 × 85 cm.\n"), status: 422, message: productPhotoMessages.unsupportedType },
    { name: "a 0-byte file", file: () => Buffer.alloc(0), status: 422, message: productPhotoMessages.empty },
    { name: "a PNG bomb claiming 100,000 × 100,000 pixels", file: () => pngBomb(100_000, 100_000), status: 413, message: productPhotoMessages.tooManyPixels },
    { name: "a file over the size limit", file: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(productPhotoLimits.maxBytes)]), status: 413, message: productPhotoMessages.tooLarge },
    { name: "a GIF", file: () => Buffer.from("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;", "latin1"), status: 422, message: productPhotoMessages.unsupportedType },
    { name: "a JPEG's magic number before text", file: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("not really a photo")]), status: 422, message: productPhotoMessages.unreadable },
  ];

  for (const { name, file, status, message } of cases) {
    it(`${name}: ${status}`, async () => {
      const productId = aProduct();
      const files = storedFiles().length;
      const audited = (await auditActions(productId)).length;
      expect(await refusalOf(shop.services.productPhotos.upload(editor, productId, { file: await file(), alt: "A photo" }))).toEqual({ status, message });
      expect(await photoRows(productId)).toEqual([]);
      expect(storedFiles()).toHaveLength(files);
      expect(await auditActions(productId)).toHaveLength(audited);
      nextProduct -= 1;
    });
  }
});

/** The next product of its own with at least two variants (colours), and its variants in the shop's order. */
async function aProductWithColours() {
  for (;;) {
    const productId = aProduct();
    const colours = await shop.handle.db
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position), asc(productVariants.id));
    const [first, second] = colours;
    if (first && second) return { productId, colours, first, second };
  }
}

/** The pictures the product page shows: before a colour is chosen, and once each colour is. */
async function galleries(productId: number) {
  const view = await shop.services.catalog.getProductView(productId);
  if (!view) throw new Error("the product should be on sale");
  const paths = (images: readonly { path: string }[]) => images.map((image) => image.path);
  return {
    product: paths(view.product.images),
    of: (variantId: number) => paths(view.product.variants.find((variant) => variant.id === variantId)?.images ?? []),
  };
}

describe("photos for one colour of a product", () => {
  it("a photo for the walnut colour shows first when a shopper picks walnut, on its page, its cart line and its card; teak shows the photos for all colours", async () => {
    const { productId, first: teak, second: walnut } = await aProductWithColours();
    const room = await shop.services.productPhotos.upload(editor, productId, { file: await photoFile({ width: 1200, height: 900 }), alt: "Sofa in a sunlit living room" });
    const walnutFront = await shop.services.productPhotos.upload(editor, productId, {
      file: await photoFile({ width: 1200, height: 900, colour: "#5c4033" }),
      alt: "Sofa in walnut, front view",
      variantId: walnut.id,
    });
    expect(room.variantId).toBeNull();
    expect(walnutFront).toMatchObject({ variantId: walnut.id, position: 1 });
    expect((await shop.services.productPhotos.list(editor, productId)).photos.map((photo) => photo.variantId)).toEqual([null, walnut.id]);

    const gallery = await galleries(productId);
    expect(gallery.product).toEqual([room.path]);
    expect(gallery.of(walnut.id)).toEqual([walnutFront.path, room.path]);
    expect(gallery.of(teak.id)).toEqual([room.path]);

    const owner = ownerOf(await shop.newShopper());
    await shop.services.cart.addItem(owner, { productId, variantId: walnut.id, quantity: 1 });
    const cart = await shop.services.cart.addItem(owner, { productId, variantId: teak.id, quantity: 1 });
    const lineOf = (variantId: number) => cart.items.find((line) => line.variant.id === variantId)?.product.primary_image?.url;
    expect(lineOf(walnut.id)).toContain(walnutFront.path);
    expect(lineOf(teak.id)).toContain(room.path);

    // Every other colour sells out: the card's Add to Cart adds walnut, so the card and a wishlist line show its photo.
    await shop.handle.db.update(productVariants).set({ stock: 0 }).where(and(eq(productVariants.productId, productId), ne(productVariants.id, walnut.id)));
    const query = parseListingQuery(new URLSearchParams({ limit: "48" }), { defaultSort: "featured", allowedSorts: ["featured"], maxLimit: 48 });
    const card = (await shop.services.catalog.listProducts({ kind: "all" }, query)).items.find((item) => item.id === productId);
    expect(card?.defaultVariantId).toBe(walnut.id);
    expect(card?.image?.path).toBe(walnutFront.path);
    const wisher = ownerOf(await shop.newShopper());
    await shop.services.wishlist.toggle(wisher, productId);
    expect((await shop.services.wishlist.list(wisher))[0]?.image?.path).toBe(walnutFront.path);

    const [entry] = await shop.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "product-photo.upload"), eq(auditLog.entityId, String(productId))))
      .orderBy(asc(auditLog.id))
      .offset(1);
    expect(entry?.after).toMatchObject({ photoId: walnutFront.id, variantId: walnut.id, variantSku: walnut.sku });
  });

  it("moves photos between all colours and one colour, audited with before and after; with none for all colours, a colour without photos shows those of photo 1's colour", async () => {
    const { productId, colours, first: teak, second: walnut } = await aProductWithColours();
    const front = await shop.services.productPhotos.upload(editor, productId, { file: await photoFile({ width: 1000, height: 750 }), alt: "Bed, front" });
    const headboard = await shop.services.productPhotos.upload(editor, productId, { file: await photoFile({ width: 1000, height: 750, format: "webp" }), alt: "Bed, headboard" });

    const moved = await shop.services.productPhotos.change(editor, productId, front.id, { variantId: walnut.id });
    expect(moved.map((photo) => [photo.id, photo.variantId])).toEqual([
      [front.id, walnut.id],
      [headboard.id, null],
    ]);
    const [entry] = await shop.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "product-photo.variant"), eq(auditLog.entityId, String(productId))));
    expect(entry).toMatchObject({
      staffId: editor.staff.id,
      before: { photoId: front.id, variantId: null, variantSku: null },
      after: { photoId: front.id, variantId: walnut.id, variantSku: walnut.sku },
    });
    let gallery = await galleries(productId);
    expect(gallery.product).toEqual([headboard.path]);
    expect(gallery.of(walnut.id)).toEqual([front.path, headboard.path]);
    expect(gallery.of(teak.id)).toEqual([headboard.path]);

    // No photo for all colours: teak shows only its own, walnut only its own, and any other colour walnut's (photo 1).
    await shop.services.productPhotos.change(editor, productId, headboard.id, { variantId: teak.id });
    gallery = await galleries(productId);
    expect(gallery.product).toEqual([front.path]);
    expect(gallery.of(walnut.id)).toEqual([front.path]);
    expect(gallery.of(teak.id)).toEqual([headboard.path]);
    for (const other of colours.slice(2)) expect(gallery.of(other.id)).toEqual([front.path]);

    // Back to all colours; choosing what it already is for changes nothing and is not audited.
    await shop.services.productPhotos.change(editor, productId, headboard.id, { variantId: null });
    await shop.services.productPhotos.change(editor, productId, front.id, { variantId: walnut.id });
    expect((await galleries(productId)).of(teak.id)).toEqual([headboard.path]);
    expect(await auditActions(productId)).toEqual([
      "product-photo.upload",
      "product-photo.upload",
      "product-photo.variant",
      "product-photo.variant",
      "product-photo.variant",
    ]);
  });

  it("refuses another product's colour, or a variant that cannot exist, with a clear 422 and nothing written; the database refuses it too", async () => {
    const productId = aProduct();
    const elsewhere = shop.variants.find((variant) => variant.productId !== productId);
    if (!elsewhere) throw new Error("the test shop has a second product");
    const files = storedFiles().length;
    const file = await photoFile({ width: 800, height: 600 });
    const refused = { status: 422, message: productPhotoMessages.noVariant };

    expect(await refusalOf(shop.services.productPhotos.upload(editor, productId, { file, alt: "Chair in oak", variantId: elsewhere.id }))).toEqual(refused);
    for (const impossible of [0, -3, 1.5, 2 ** 40]) {
      expect(await refusalOf(shop.services.productPhotos.upload(editor, productId, { file, alt: "Chair in oak", variantId: impossible }))).toEqual(refused);
    }
    expect(await photoRows(productId)).toEqual([]);
    expect(storedFiles()).toHaveLength(files);
    expect(await auditActions(productId)).toEqual([]);

    const photo = await shop.services.productPhotos.upload(editor, productId, { file, alt: "Chair, front" });
    expect(await refusalOf(shop.services.productPhotos.change(editor, productId, photo.id, { variantId: elsewhere.id }))).toEqual(refused);
    expect((await photoRows(productId)).map((row) => row.variantId)).toEqual([null]);
    expect(await auditActions(productId)).toEqual(["product-photo.upload"]);

    // Written past the service, a photo of this product for another product's colour is refused by the database.
    await expect(
      shop.handle.db.insert(productImages).values({
        productId,
        variantId: elsewhere.id,
        position: 5,
        path: `/images/u/${"ab".repeat(16)}`,
        alt: "Chair",
        width: 800,
        height: 600,
        photoKey: "ab".repeat(16),
      }),
    ).rejects.toThrow();
    expect(await photoRows(productId)).toHaveLength(1);
  });
});
