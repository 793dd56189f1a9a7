// The product photo forms' rules: alt text (required, bounded, storable), the variant a photo is
// shown for, and moving a photo. One set of rules and messages for the page, the JSON API and the
// service. zod/mini, as the forms use.
import * as z from "zod/mini";
import { productPhotoLimits } from "../contracts/product-photos";
import { isStorableText, unstorableTextMessage } from "../storable-text";

export const productPhotoFormMessages = {
  altRequired: "Describe the photo in a few words (alt text), for shoppers who cannot see it.",
  altTooLong: `The alt text must be at most ${productPhotoLimits.altMaxLength} characters.`,
  altUnstorable: `The alt text ${unstorableTextMessage}.`,
  directionUnknown: "Say whether to move the photo earlier or later.",
  nothingToChange: "Give the new alt text, the new position, the variant it is for (null for all colours), or several of them.",
  variantUnknown: "Choose All colours or one of the product's variants.",
} as const;

/** Largest id a PostgreSQL integer column holds. */
const largestId = 2_147_483_647;

/** The variant a photo is shown for, as JSON: a variant's id, or null for all colours. */
export const photoVariantSchema = z.nullable(
  z.int(productPhotoFormMessages.variantUnknown).check(z.minimum(1, productPhotoFormMessages.variantUnknown), z.maximum(largestId, productPhotoFormMessages.variantUnknown)),
);

/**
 * The variant a photo is shown for, as a form or multipart field: empty (or absent, read as
 * empty) for all colours, else a variant's id.
 */
export const photoVariantFieldSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((value) => value === "" || (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= largestId), productPhotoFormMessages.variantUnknown),
  ),
  z.transform((value: string) => (value === "" ? null : Number(value))),
);

export const photoAltSchema = z
  .string()
  .check(
    z.overwrite((value) => value.trim().replace(/\s+/g, " ")),
    z.minLength(1, productPhotoFormMessages.altRequired),
    z.maxLength(productPhotoLimits.altMaxLength, productPhotoFormMessages.altTooLong),
    z.refine(isStorableText, productPhotoFormMessages.altUnstorable),
  );

export const photoMoveDirections = ["earlier", "later"] as const;
export type PhotoMoveDirection = (typeof photoMoveDirections)[number];

/**
 * PATCH /api/admin/products/{id}/photos/{photoId}: new alt text, new place (0 = first), and the
 * variant it is shown for (null: all colours), any of them.
 */
export const photoChangeSchema = z
  .strictObject({
    alt: z.optional(photoAltSchema),
    position: z.optional(z.int().check(z.minimum(0), z.maximum(productPhotoLimits.maxPhotosPerProduct - 1))),
    variantId: z.optional(photoVariantSchema),
  })
  .check(
    z.refine(
      (value) => value.alt !== undefined || value.position !== undefined || value.variantId !== undefined,
      productPhotoFormMessages.nothingToChange,
    ),
  );

export type PhotoChange = z.infer<typeof photoChangeSchema>;
