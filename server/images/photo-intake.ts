// Turns an uploaded file into the photo the store keeps, or a clear refusal. The type is read from
// the bytes (magic numbers, then sharp's own detection must agree), never from the file's name or
// the browser's Content-Type; the size in pixels is read from the header before anything is
// decoded, so an image bomb (a small file claiming a huge picture) costs nothing. The kept photo is
// re-encoded: turned upright by its EXIF orientation, shrunk to at most productPhotoLimits
// .maxStoredSide, flattened onto white and written as JPEG without any metadata (EXIF, GPS, XMP,
// ICC: the camera, the place and the time stay with the uploader).
import sharp, { type Metadata } from "sharp";
import { ProductPhotoError, productPhotoLimits, productPhotoMessages } from "../../app/lib/contracts/product-photos";

export type UploadFormat = "jpeg" | "png" | "webp" | "avif";

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The AVIF brands of an ISO-BMFF file's first box (ftyp): its major brand and compatible ones. */
function hasAvifBrand(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes("avif") || brands.includes("avis");
}

/** What the file's first bytes say it is, among the four formats accepted; null for anything else. */
export function sniffUploadFormat(bytes: Uint8Array): UploadFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && pngSignature.every((byte, index) => bytes[index] === byte)) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (hasAvifBrand(bytes)) return "avif";
  return null;
}

/** sharp's own name for what it found, for each accepted format (AVIF is HEIF with AV1 inside). */
function sharpAgrees(format: UploadFormat, metadata: Metadata): boolean {
  if (format === "avif") return metadata.format === "heif" && metadata.compression === "av1";
  return metadata.format === format;
}

export interface AcceptedPhoto {
  /** The photo as kept: JPEG, upright, no metadata. */
  bytes: Buffer;
  width: number;
  height: number;
  /** What was uploaded (for the audit trail). */
  uploadedFormat: UploadFormat;
  uploadedBytes: number;
}

/** Checks and re-encodes an upload; throws a ProductPhotoError (4xx) for anything it cannot accept. */
export async function acceptPhoto(upload: Buffer): Promise<AcceptedPhoto> {
  if (upload.length === 0) throw new ProductPhotoError("invalid_request", productPhotoMessages.empty);
  if (upload.length > productPhotoLimits.maxBytes) throw new ProductPhotoError("too_large", productPhotoMessages.tooLarge);
  const format = sniffUploadFormat(upload);
  if (!format) throw new ProductPhotoError("unsupported_type", productPhotoMessages.unsupportedType);

  let metadata: Metadata;
  try {
    // The header only: sharp decodes no pixels for metadata().
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new ProductPhotoError("unreadable", productPhotoMessages.unreadable);
  }
  if (!sharpAgrees(format, metadata)) throw new ProductPhotoError("unsupported_type", productPhotoMessages.unsupportedType);
  const { width, height } = metadata;
  if (!width || !height) throw new ProductPhotoError("unreadable", productPhotoMessages.unreadable);
  if (width * height > productPhotoLimits.maxPixels) {
    throw new ProductPhotoError("too_many_pixels", productPhotoMessages.tooManyPixels);
  }

  try {
    const side = productPhotoLimits.maxStoredSide;
    const { data, info } = await sharp(upload, { limitInputPixels: productPhotoLimits.maxPixels, failOn: "warning" })
      .autoOrient()
      .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, uploadedFormat: format, uploadedBytes: upload.length };
  } catch {
    // A truncated or corrupt file fails here (failOn "warning" refuses a premature end of data).
    throw new ProductPhotoError("unreadable", productPhotoMessages.unreadable);
  }
}
