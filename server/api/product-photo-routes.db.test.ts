// Product photos through the JSON API and the image server, on a real database (embedded PGlite,
// and PostgreSQL when TEST_DATABASE_URL is set): an integration with a catalog token uploads a
// photo as multipart/form-data, for all colours or one, the shop serves it exactly as the drawn
// pictures (the five widths, AVIF and WebP, immutable caching), and malformed or oversized
// uploads, or another product's colour, are refused with a clear 4xx in the API's error shape and
// nothing written: no row, no audit entry, no file.
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { maxPhotoRequestBytes, productPhotoMessages } from "../../app/lib/contracts/product-photos";
import { productPhotoFormMessages } from "../../app/lib/forms/product-photo-schemas";
import { imageWidths } from "../../app/lib/product-images";
import { cameraJpeg, photoFile, pngBomb, truncated } from "../../tests/support/photo-files";
import { openTestShop, type TestShop } from "../../tests/support/test-shop";
import { createApp } from "../app";
import { auditLog, productImages } from "../db/schema";
import { createCatalogPictures } from "../images/catalog-pictures";
import { createFilePhotoStorage } from "../images/photo-storage";

const origin = "http://store.test";
let shop: TestShop;
let app: ReturnType<typeof createApp>;
let photoDir: string;
let catalogToken = "";
let supportToken = "";
let productId = 0;

const photoSchema = z.object({
  id: z.number(),
  path: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  position: z.number(),
  variantId: z.number().nullable(),
});
const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

beforeAll(async () => {
  photoDir = mkdtempSync(path.join(tmpdir(), "product-photos-api-"));
  shop = await openTestShop({ products: 4, services: { photoStorage: createFilePhotoStorage(photoDir) } });
  app = createApp({
    services: shop.services,
    logger: pino({ level: "silent" }),
    imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
    isCatalogPicture: createCatalogPictures(shop.handle).isCatalogPicture,
  });
  const owner = {
    staff: await shop.services.staff.addFromCommandLine({ email: "owner.photos@aangan.example", name: "Meera Iyer", role: "owner", password: "the owner's long password" }),
    clientAddress: "203.0.113.61",
  };
  catalogToken = (await shop.services.apiTokens.create(owner, { name: "Photo studio", role: "catalog" })).token;
  supportToken = (await shop.services.apiTokens.create(owner, { name: "Helpdesk", role: "support" })).token;
  productId = shop.variantAt(0).productId;
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function upload(file: Buffer, alt: string, token = catalogToken, name = "photo.jpg", fields: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  form.set("photo", new Blob([new Uint8Array(file)], { type: "image/jpeg" }), name);
  form.set("alt", alt);
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  return app.request(`${origin}/api/admin/products/${productId}/photos`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
}

/** What an upload may have written: photo rows, audit entries, stored files. */
async function written() {
  const [rows] = await shop.handle.db.select({ n: count() }).from(productImages).where(isNotNull(productImages.photoKey));
  const [audits] = await shop.handle.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, "product-photo.upload"));
  const files = readdirSync(photoDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  return { rows: rows?.n ?? 0, audits: audits?.n ?? 0, files };
}

async function expectRefused(response: Response, status: number, message?: string) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const body = errorSchema.parse(JSON.parse(text));
  if (message) expect(body.error.message).toBe(message);
}

describe("uploading a product photo through the API", () => {
  it("stores a camera's photo without its location and serves it at every width as AVIF and WebP, cached for a year", async () => {
    const response = await upload(await cameraJpeg(1600, 1200), "Teak dining table set for six");
    expect(response.status).toBe(201);
    const photo = photoSchema.parse(z.object({ data: z.unknown() }).parse(await response.json()).data);
    expect(photo).toMatchObject({ alt: "Teak dining table set for six", width: 1200, height: 1600, position: 0 });

    for (const width of imageWidths) {
      for (const format of ["avif", "webp"] as const) {
        const served = await app.request(`${origin}${photo.path}-${width}.${format}`);
        expect(served.status).toBe(200);
        expect(served.headers.get("Content-Type")).toBe(`image/${format}`);
        expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
        const bytes = Buffer.from(await served.arrayBuffer());
        const metadata = await sharp(bytes).metadata();
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(Math.round((width * 1600) / 1200));
        expect(metadata.exif).toBeUndefined();
      }
    }
    // From the cache the second time, the same bytes under the same ETag.
    const again = await app.request(`${origin}${photo.path}-640.avif`);
    const etag = again.headers.get("ETag") ?? "";
    expect(etag).not.toBe("");
    expect((await app.request(`${origin}${photo.path}-640.avif`, { headers: { "If-None-Match": etag } })).status).toBe(304);

    // Only the canonical renditions of photos the catalog shows.
    expect((await app.request(`${origin}${photo.path}-641.avif`)).status).toBe(404);
    expect((await app.request(`${origin}${photo.path}-640.jpg`)).status).toBe(404);
    expect((await app.request(`${origin}/images/u/${"0".repeat(32)}-640.avif`)).status).toBe(404);
  });

  it("lists, describes, moves and deletes photos; a deleted photo is no longer served", async () => {
    const second = photoSchema.parse(
      z.object({ data: z.unknown() }).parse(await (await upload(await photoFile({ width: 800, height: 600, format: "png" }), "Dining chair, detail")).json()).data,
    );
    const headers = { Authorization: `Bearer ${catalogToken}`, "Content-Type": "application/json" };
    const base = `${origin}/api/admin/products/${productId}/photos`;

    const emptied = await app.request(`${base}/${second.id}`, { method: "PATCH", headers, body: JSON.stringify({ alt: "  " }) });
    await expectRefused(emptied, 422);
    const moved = await app.request(`${base}/${second.id}`, { method: "PATCH", headers, body: JSON.stringify({ position: 0, alt: "Dining chair, carved back" }) });
    expect(moved.status).toBe(200);
    const listed = z
      .object({ data: z.object({ photos: z.array(photoSchema) }) })
      .parse(await (await app.request(base, { headers: { Authorization: `Bearer ${catalogToken}` } })).json());
    expect(listed.data.photos.map((photo) => [photo.alt, photo.position])).toEqual([
      ["Dining chair, carved back", 0],
      ["Teak dining table set for six", 1],
    ]);

    expect((await app.request(`${origin}${second.path}-480.webp`)).status).toBe(200);
    expect((await app.request(`${base}/${second.id}`, { method: "DELETE", headers: { Authorization: `Bearer ${catalogToken}` } })).status).toBe(204);
    expect((await app.request(`${origin}${second.path}-480.webp`)).status).toBe(404);
    expect((await app.request(`${base}/${second.id}`, { method: "DELETE", headers: { Authorization: `Bearer ${catalogToken}` } })).status).toBe(404);
  });

  it("uploads a photo for one of the product's colours, lists the colours, and shows it for all colours again with PATCH", async () => {
    const colour = shop.variants.find((variant) => variant.productId === productId);
    if (!colour) throw new Error("the product has a variant");
    const response = await upload(await photoFile({ width: 900, height: 600 }), "Dining table in walnut", catalogToken, "walnut.jpg", { variantId: String(colour.id) });
    expect(response.status).toBe(201);
    const photo = photoSchema.parse(z.object({ data: z.unknown() }).parse(await response.json()).data);
    expect(photo.variantId).toBe(colour.id);

    const base = `${origin}/api/admin/products/${productId}/photos`;
    const listed = z
      .object({ data: z.object({ photos: z.array(photoSchema), variants: z.array(z.object({ id: z.number(), name: z.string(), type: z.string(), sku: z.string() })) }) })
      .parse(await (await app.request(base, { headers: { Authorization: `Bearer ${catalogToken}` } })).json());
    expect(listed.data.variants.map((variant) => variant.id)).toContain(colour.id);
    expect(listed.data.photos.find((listedPhoto) => listedPhoto.id === photo.id)?.variantId).toBe(colour.id);

    const headers = { Authorization: `Bearer ${catalogToken}`, "Content-Type": "application/json" };
    const elsewhere = shop.variants.find((variant) => variant.productId !== productId);
    if (!elsewhere) throw new Error("the shop has a second product");
    await expectRefused(await app.request(`${base}/${photo.id}`, { method: "PATCH", headers, body: JSON.stringify({ variantId: elsewhere.id }) }), 422, productPhotoMessages.noVariant);
    await expectRefused(await app.request(`${base}/${photo.id}`, { method: "PATCH", headers, body: JSON.stringify({ variantId: "walnut" }) }), 422);
    const moved = await app.request(`${base}/${photo.id}`, { method: "PATCH", headers, body: JSON.stringify({ variantId: null }) });
    expect(moved.status).toBe(200);
    const after = z.object({ data: z.object({ photos: z.array(photoSchema) }) }).parse(await moved.json());
    expect(after.data.photos.find((movedPhoto) => movedPhoto.id === photo.id)?.variantId).toBeNull();
    expect((await app.request(`${base}/${photo.id}`, { method: "DELETE", headers: { Authorization: `Bearer ${catalogToken}` } })).status).toBe(204);
  });

  it("is refused to a support agent's token before the file is read", async () => {
    const before = await written();
    await expectRefused(await upload(await photoFile({ width: 640, height: 480 }), "Sofa", supportToken), 403);
    expect(await written()).toEqual(before);
  });
});

describe("malformed and oversized uploads: a clear 4xx, nothing written", () => {
  const cases: { name: string; send: () => Promise<Response>; status: number; message?: string }[] = [
    { name: "a truncated JPEG", send: async () => upload(truncated(await photoFile({ width: 1200, height: 900 })), "Sofa"), status: 422, message: productPhotoMessages.unreadable },
    { name: "a text file named .jpg", send: () => upload(Buffer.from("Not a photo, only a list of measurements.\n"), "Sofa", catalogToken, "sofa.jpg"), status: 422, message: productPhotoMessages.unsupportedType },
    { name: "a 0-byte file", send: () => upload(Buffer.alloc(0), "Sofa"), status: 422, message: productPhotoMessages.empty },
    { name: "a PNG bomb with huge dimensions", send: () => upload(pngBomb(60_000, 60_000), "Sofa", catalogToken, "sofa.png"), status: 413, message: productPhotoMessages.tooManyPixels },
    { name: "a photo without alt text", send: async () => upload(await photoFile({ width: 640, height: 480 }), " "), status: 422, message: productPhotoFormMessages.altRequired },
    {
      name: "a photo for another product's colour",
      send: async () => {
        const elsewhere = shop.variants.find((variant) => variant.productId !== productId);
        return upload(await photoFile({ width: 640, height: 480 }), "Sofa", catalogToken, "sofa.jpg", { variantId: String(elsewhere?.id ?? 0) });
      },
      status: 422,
      message: productPhotoMessages.noVariant,
    },
    {
      name: "a photo for a colour named in words",
      send: async () => upload(await photoFile({ width: 640, height: 480 }), "Sofa", catalogToken, "sofa.jpg", { variantId: "walnut" }),
      status: 422,
      message: productPhotoMessages.noVariant,
    },
    {
      name: "a file over the size limit (announced by Content-Length)",
      send: () => upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(maxPhotoRequestBytes)]), "Sofa"),
      status: 413,
      message: productPhotoMessages.tooLarge,
    },
    {
      name: "a file over the size limit (streamed, no Content-Length)",
      send: async () => {
        const chunk = new Uint8Array(1024 * 1024);
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent > maxPhotoRequestBytes) controller.close();
            else {
              sent += chunk.length;
              controller.enqueue(chunk);
            }
          },
        });
        return app.request(
          new Request(`${origin}/api/admin/products/${productId}/photos`, {
            method: "POST",
            headers: { Authorization: `Bearer ${catalogToken}`, "Content-Type": "multipart/form-data; boundary=x" },
            body,
            duplex: "half",
          } as RequestInit),
        );
      },
      status: 413,
      message: productPhotoMessages.tooLarge,
    },
    {
      name: "a JSON body",
      send: async () =>
        app.request(`${origin}/api/admin/products/${productId}/photos`, {
          method: "POST",
          headers: { Authorization: `Bearer ${catalogToken}`, "Content-Type": "application/json" },
          body: JSON.stringify({ photo: "aGVsbG8=", alt: "Sofa" }),
        }),
      status: 415,
      message: productPhotoMessages.notMultipart,
    },
    {
      name: "a broken multipart body",
      send: async () =>
        app.request(`${origin}/api/admin/products/${productId}/photos`, {
          method: "POST",
          headers: { Authorization: `Bearer ${catalogToken}`, "Content-Type": "multipart/form-data; boundary=abc" },
          body: "--abc\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a.jpg\"\r\n\r\n\u00ff\u00d8",
        }),
      status: 400,
    },
  ];

  for (const { name, send, status, message } of cases) {
    it(`${name}: ${status}`, async () => {
      const before = await written();
      await expectRefused(await send(), status, message);
      expect(await written()).toEqual(before);
    });
  }

  it("a product that does not exist: 404", async () => {
    const response = await app.request(`${origin}/api/admin/products/987654/photos`, { method: "POST", headers: { Authorization: `Bearer ${catalogToken}` } });
    await expectRefused(response, 404, productPhotoMessages.noProduct);
    const [rows] = await shop.handle.db.select({ n: count() }).from(productImages).where(and(eq(productImages.productId, 987_654)));
    expect(rows?.n).toBe(0);
  });
});
