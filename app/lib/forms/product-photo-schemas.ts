// The product photo forms' rules: alt text (required, bounded, storable) and moving a photo. One
// set of rules and messages for the page, the JSON API and the service. zod/mini, as the forms use.
import * as z from "zod/mini";
import { productPhotoLimits } from "../contracts/product-photos";
import { isStorableText, unstorableTextMessage } from "../storable-text";

export const productPhotoFormMessages = {
  altRequired: "Describe the photo in a few words (alt text), for shoppers who cannot see it.",
  altTooLong: `The alt text must be at most ${productPhotoLimits.altMaxLength} characters.`,
  altUnstorable: `The alt text ${unstorableTextMessage}.`,
  directionUnknown: "Say whether to move the photo earlier or later.",
  nothingToChange: "Give the new alt text, the new position, or both.",
} as const;

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

/** PATCH /api/admin/products/{id}/photos/{photoId}: new alt text and/or new place (0 = first). */
export const photoChangeSchema = z
  .strictObject({
    alt: z.optional(photoAltSchema),
    position: z.optional(z.int().check(z.minimum(0), z.maximum(productPhotoLimits.maxPhotosPerProduct - 1))),
  })
  .check(z.refine((value) => value.alt !== undefined || value.position !== undefined, productPhotoFormMessages.nothingToChange));

export type PhotoChange = z.infer<typeof photoChangeSchema>;
