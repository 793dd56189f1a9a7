// Photographs of a product that catalog staff upload, order, describe, assign to a variant and
// delete. A product with any uploaded photo shows only those in the shop, the first as its main
// picture; a photo for one variant (colour) is shown first when that variant is chosen, before the
// photos for all colours (the choice is made in catalog-sql.ts). One without keeps its drawn
// pictures. The photos' order is one sequence per product, whichever variant each is for: the
// shop keeps that order within a variant's photos and within those for all colours. Every change
// takes the product's row lock (so two uploads never share a place and a reorder sees every
// photo), checks the permission, and writes its audit row in the same transaction. The file is
// stored before the row is written and removed again if the transaction fails; a deleted photo's
// file goes after commit.
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Logger } from "pino";
import * as z from "zod/mini";
import {
  ProductPhotoError,
  productPhotoLimits,
  productPhotoMessages,
  type ProductPhotoList,
  type ProductPhotoVariant,
  type ProductPhotoView,
} from "../../app/lib/contracts/product-photos";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { photoAltSchema, photoVariantSchema, type PhotoChange, type PhotoMoveDirection } from "../../app/lib/forms/product-photo-schemas";
import { uploadedPhotoPath } from "../../app/lib/product-images";
import type { Database } from "../db/client";
import { productImages, products, productVariants } from "../db/schema";
import { acceptPhoto } from "../images/photo-intake";
import { newPhotoKey, type PhotoStorage } from "../images/photo-storage";
import { recordChange } from "./audit-trail";
import { requirePermission } from "./require-permission";

export interface ProductPhotoServiceOptions {
  storage: PhotoStorage;
  /** Told of a file that could not be removed (the row is gone; the file is only disk). */
  logger: Pick<Logger, "warn">;
}

const photoColumns = {
  id: productImages.id,
  path: productImages.path,
  alt: productImages.alt,
  width: productImages.width,
  height: productImages.height,
  position: productImages.position,
  variantId: productImages.variantId,
  key: productImages.photoKey,
};

interface PhotoRow extends ProductPhotoView {
  key: string | null;
}

function viewOf(row: PhotoRow, index: number): ProductPhotoView {
  return { id: row.id, path: row.path, alt: row.alt, width: row.width, height: row.height, position: index, variantId: row.variantId };
}

function checkedAlt(alt: string): string {
  const parsed = z.safeParse(photoAltSchema, alt);
  if (!parsed.success) throw new ProductPhotoError("invalid_request", parsed.error.issues[0]?.message ?? productPhotoMessages.unreadable);
  return parsed.data;
}

/** The variant a caller named, checked: null (all colours) or a positive id; anything else cannot be a variant. */
function checkedVariantId(variantId: number | null): number | null {
  const parsed = z.safeParse(photoVariantSchema, variantId);
  if (!parsed.success) throw new ProductPhotoError("unknown_variant", productPhotoMessages.noVariant);
  return parsed.data;
}

async function variantsOf(tx: Database, productId: number): Promise<ProductPhotoVariant[]> {
  return tx
    .select({ id: productVariants.id, name: productVariants.name, type: productVariants.type, sku: productVariants.sku })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/**
 * The variant a photo is to be shown for, among the product's variants; refused unless it is one
 * of them (the database refuses it too: product_images_variant_of_product_fk). Null: all colours.
 */
function ownVariant(variants: readonly ProductPhotoVariant[], variantId: number | null): ProductPhotoVariant | null {
  if (variantId === null) return null;
  const variant = variants.find((candidate) => candidate.id === variantId);
  if (!variant) throw new ProductPhotoError("unknown_variant", productPhotoMessages.noVariant);
  return variant;
}

/** How the audit trail names what a photo is shown for. */
function shownFor(variant: ProductPhotoVariant | null) {
  return variant ? { variantId: variant.id, variantSku: variant.sku } : { variantId: null, variantSku: null };
}

async function productOf(tx: Database, productId: number, lock: boolean) {
  const query = tx.select({ id: products.id, name: products.name, slug: products.slug }).from(products).where(eq(products.id, productId));
  const [product] = lock ? await query.for("update") : await query;
  if (!product) throw new ProductPhotoError("not_found", productPhotoMessages.noProduct);
  return product;
}

async function photoRowsOf(tx: Database, productId: number): Promise<PhotoRow[]> {
  return tx
    .select(photoColumns)
    .from(productImages)
    .where(and(eq(productImages.productId, productId), isNotNull(productImages.photoKey)))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

/** Writes positions 0, 1, 2… in the given order (only rows whose place changed). */
async function renumber(tx: Database, rows: readonly PhotoRow[]): Promise<void> {
  for (const [index, row] of rows.entries()) {
    if (row.position !== index) await tx.update(productImages).set({ position: index }).where(eq(productImages.id, row.id));
  }
}

export function createProductPhotoService(db: Database, options: ProductPhotoServiceOptions) {
  const { storage, logger } = options;

  async function removeFile(key: string): Promise<void> {
    try {
      await storage.delete(key);
    } catch (error) {
      logger.warn({ err: error, photoKey: key }, "Could not remove a product photo's file");
    }
  }

  /**
   * Changes one photo's alt text, the variant it is shown for (null: all colours) and its place
   * (0 = first), whichever are given, under the product's lock. Each change is audited.
   */
  async function change(actor: StaffActor, productId: number, photoId: number, input: PhotoChange): Promise<ProductPhotoView[]> {
    requirePermission(actor, "catalog.manage");
    const alt = input.alt === undefined ? undefined : checkedAlt(input.alt);
    const variantId = input.variantId === undefined ? undefined : checkedVariantId(input.variantId);
    return db.transaction(async (tx) => {
      await productOf(tx, productId, true);
      const rows = await photoRowsOf(tx, productId);
      const index = rows.findIndex((row) => row.id === photoId);
      const photo = rows[index];
      if (!photo) throw new ProductPhotoError("photo_not_found", productPhotoMessages.noPhoto);
      if (variantId !== undefined && variantId !== photo.variantId) {
        const variants = await variantsOf(tx, productId);
        const after = ownVariant(variants, variantId);
        const before = variants.find((variant) => variant.id === photo.variantId) ?? null;
        await tx.update(productImages).set({ variantId }).where(eq(productImages.id, photo.id));
        await recordChange(tx, actor, {
          action: "product-photo.variant",
          entityType: "product",
          entityId: productId,
          before: { photoId, ...shownFor(before) },
          after: { photoId, ...shownFor(after) },
        });
        photo.variantId = variantId;
      }
      if (alt !== undefined && alt !== photo.alt) {
        await tx.update(productImages).set({ alt }).where(eq(productImages.id, photo.id));
        await recordChange(tx, actor, {
          action: "product-photo.alt",
          entityType: "product",
          entityId: productId,
          before: { photoId, alt: photo.alt },
          after: { photoId, alt },
        });
        photo.alt = alt;
      }
      if (input.position !== undefined) {
        const target = Math.min(input.position, rows.length - 1);
        if (target !== index) {
          const before = rows.map((row) => row.id);
          const reordered = rows.filter((row) => row.id !== photoId);
          reordered.splice(target, 0, photo);
          await renumber(tx, reordered);
          await recordChange(tx, actor, {
            action: "product-photo.move",
            entityType: "product",
            entityId: productId,
            before: { photoId, order: before },
            after: { photoId, order: reordered.map((row) => row.id) },
          });
          return reordered.map(viewOf);
        }
      }
      return rows.map(viewOf);
    });
  }

  return {
    async list(actor: StaffActor, productId: number): Promise<ProductPhotoList> {
      requirePermission(actor, "catalog.manage");
      const product = await productOf(db, productId, false);
      const rows = await photoRowsOf(db, productId);
      return { product, photos: rows.map(viewOf), variants: await variantsOf(db, productId) };
    },

    /**
     * What can be refused before an upload's body is read (up to 20 MB): the permission, the
     * product, and its number of photos. upload() checks all of them again.
     */
    async prepareUpload(actor: StaffActor, productId: number): Promise<void> {
      requirePermission(actor, "catalog.manage");
      await productOf(db, productId, false);
      if ((await photoRowsOf(db, productId)).length >= productPhotoLimits.maxPhotosPerProduct) {
        throw new ProductPhotoError("too_many_photos", productPhotoMessages.tooManyPhotos);
      }
    },

    /**
     * Adds a photo after the product's others, for all colours or (variantId) for one of the
     * product's variants. The file's type is read from its bytes.
     */
    async upload(actor: StaffActor, productId: number, input: { file: Buffer; alt: string; variantId?: number | null }): Promise<ProductPhotoView> {
      requirePermission(actor, "catalog.manage");
      const alt = checkedAlt(input.alt);
      const variantId = checkedVariantId(input.variantId ?? null);
      await productOf(db, productId, false);
      // Refused before the photo is decoded and stored; checked again under the lock below.
      if (variantId !== null) ownVariant(await variantsOf(db, productId), variantId);
      const photo = await acceptPhoto(input.file);
      const key = newPhotoKey();
      await storage.put(key, photo.bytes);
      try {
        return await db.transaction(async (tx) => {
          await productOf(tx, productId, true);
          const rows = await photoRowsOf(tx, productId);
          if (rows.length >= productPhotoLimits.maxPhotosPerProduct) {
            throw new ProductPhotoError("too_many_photos", productPhotoMessages.tooManyPhotos);
          }
          const variant = variantId === null ? null : ownVariant(await variantsOf(tx, productId), variantId);
          const position = rows.length === 0 ? 0 : Math.max(...rows.map((row) => row.position)) + 1;
          const [inserted] = await tx
            .insert(productImages)
            .values({ productId, variantId, position, path: uploadedPhotoPath(key), alt, width: photo.width, height: photo.height, photoKey: key })
            .returning(photoColumns);
          if (!inserted) throw new Error("inserting a product photo returned no row");
          await recordChange(tx, actor, {
            action: "product-photo.upload",
            entityType: "product",
            entityId: productId,
            after: {
              photoId: inserted.id,
              alt,
              ...shownFor(variant),
              width: photo.width,
              height: photo.height,
              uploaded: { format: photo.uploadedFormat, bytes: photo.uploadedBytes },
            },
          });
          return viewOf(inserted, rows.length);
        });
      } catch (error) {
        await removeFile(key);
        throw error;
      }
    },

    change,

    /** One place earlier or later: what the page's buttons do. */
    async move(actor: StaffActor, productId: number, photoId: number, direction: PhotoMoveDirection): Promise<ProductPhotoView[]> {
      requirePermission(actor, "catalog.manage");
      const rows = await photoRowsOf(db, productId);
      const index = rows.findIndex((row) => row.id === photoId);
      if (index < 0) {
        await productOf(db, productId, false);
        throw new ProductPhotoError("photo_not_found", productPhotoMessages.noPhoto);
      }
      const target = direction === "earlier" ? index - 1 : index + 1;
      if (target < 0) throw new ProductPhotoError("cannot_move", productPhotoMessages.alreadyFirst);
      if (target >= rows.length) throw new ProductPhotoError("cannot_move", productPhotoMessages.alreadyLast);
      return change(actor, productId, photoId, { position: target });
    },

    async remove(actor: StaffActor, productId: number, photoId: number): Promise<void> {
      requirePermission(actor, "catalog.manage");
      const key = await db.transaction(async (tx) => {
        await productOf(tx, productId, true);
        const rows = await photoRowsOf(tx, productId);
        const photo = rows.find((row) => row.id === photoId);
        if (!photo?.key) throw new ProductPhotoError("photo_not_found", productPhotoMessages.noPhoto);
        await tx.delete(productImages).where(eq(productImages.id, photo.id));
        await renumber(
          tx,
          rows.filter((row) => row.id !== photoId),
        );
        await recordChange(tx, actor, {
          action: "product-photo.delete",
          entityType: "product",
          entityId: productId,
          before: { photoId, alt: photo.alt, width: photo.width, height: photo.height, variantId: photo.variantId, order: rows.map((row) => row.id) },
        });
        return photo.key;
      });
      await removeFile(key);
    },
  };
}

export type ProductPhotoService = ReturnType<typeof createProductPhotoService>;
