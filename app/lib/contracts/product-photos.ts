// Photographs staff upload for a product: what the back office shows of one, the limits an upload
// must keep, and the photo service's refusals with their HTTP statuses. Shared by the page, the
// JSON API and the service.
import { Refusal, type RefusalStatus } from "./refusal";

/** One uploaded photo of a product, in the order the shop shows them (the first is the main picture). */
export interface ProductPhotoView {
  id: number;
  /** Base path of its renditions, e.g. /images/u/3f…; see app/lib/product-images.ts. */
  path: string;
  alt: string;
  /** Stored size in pixels, after the EXIF orientation was applied. */
  width: number;
  height: number;
  /** 0 for the main picture. */
  position: number;
  /** The variant (colour) it is shown for, first among that variant's pictures; null for all colours. */
  variantId: number | null;
}

/** A variant a photo can be shown for, as the back office names it. */
export interface ProductPhotoVariant {
  id: number;
  /** What the shopper picks, e.g. "Walnut". */
  name: string;
  /** What kind of choice it is, e.g. "Colour". */
  type: string;
  sku: string;
}

export interface ProductPhotoList {
  product: { id: number; name: string; slug: string };
  photos: ProductPhotoView[];
  /** The product's variants in the shop's order: what a photo can be shown for besides all colours. */
  variants: ProductPhotoVariant[];
}

export const productPhotoLimits = {
  /** Largest file accepted; a bigger request is refused (413) before more is read. */
  maxBytes: 20 * 1024 * 1024,
  /** Largest image accepted, read from the file's header before any decoding. */
  maxPixels: 50_000_000,
  /** Longest side kept: the shop serves at most 1200 px wide, this leaves room for sharper screens. */
  maxStoredSide: 2400,
  maxPhotosPerProduct: 20,
  altMaxLength: 250,
} as const;

/**
 * Most bytes of one upload request: the file and, around it, the multipart framing and the alt
 * text. A request announcing more is refused before it is read.
 */
export const maxPhotoRequestBytes = productPhotoLimits.maxBytes + 64 * 1024;

export type ProductPhotoErrorCode =
  | "not_found"
  | "photo_not_found"
  | "too_large"
  | "too_many_pixels"
  | "unsupported_type"
  | "unreadable"
  | "too_many_photos"
  | "cannot_move"
  | "unknown_variant"
  | "invalid_request";

export const productPhotoErrorStatus = {
  not_found: 404,
  photo_not_found: 404,
  too_large: 413,
  too_many_pixels: 413,
  unsupported_type: 422,
  unreadable: 422,
  too_many_photos: 409,
  cannot_move: 409,
  unknown_variant: 422,
  invalid_request: 422,
} as const satisfies Record<ProductPhotoErrorCode, RefusalStatus>;

const megabytes = productPhotoLimits.maxBytes / (1024 * 1024);
const megapixels = productPhotoLimits.maxPixels / 1_000_000;

export const productPhotoMessages = {
  noProduct: "No such product.",
  noPhoto: "No such photo of this product. Reload the page.",
  tooLarge: `The photo is larger than ${megabytes} MB. Upload a smaller file.`,
  tooManyPixels: `The photo is larger than ${megapixels} megapixels. Upload a smaller image.`,
  unsupportedType: "Upload a JPEG, PNG, WebP or AVIF photo.",
  unreadable: "The photo could not be read: the file is damaged or incomplete. Upload it again.",
  empty: "Choose a photo to upload.",
  tooManyPhotos: `A product can have at most ${productPhotoLimits.maxPhotosPerProduct} photos. Delete one first.`,
  alreadyFirst: "This photo is already the first.",
  alreadyLast: "This photo is already the last.",
  noVariant: "That variant is not one of this product's. Choose All colours or one of its own variants.",
  notMultipart:
    "Send the photo as multipart/form-data, in a field named photo, with its alt text in a field named alt (and, for one variant only, its id in a field named variantId).",
} as const;

export class ProductPhotoError extends Refusal<ProductPhotoErrorCode> {
  constructor(code: ProductPhotoErrorCode, message: string) {
    super(productPhotoErrorStatus, code, message);
    this.name = "ProductPhotoError";
  }
}
