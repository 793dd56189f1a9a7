// Turns one product image URL into pixels: strict URL parsing (the URL space is the cache key, so
// anything loose here would let a client mint unlimited distinct files) and SVG → AVIF/WebP.

import sharp from "sharp";
import {
  imageFormats,
  imageViews,
  imageWidths,
  productImageSize,
  type ImageFormat,
  type ImageView,
  type ImageWidth,
} from "../../app/lib/product-images";
import { designBySlug, type FurnitureDesign } from "../catalog/furniture-designs";
import { renderFurnitureSvg } from "./furniture/render-furniture-svg";

export interface ImageRequest {
  /** What is drawn: the kind, its shape and its material (server/catalog/furniture-designs.ts). */
  design: FurnitureDesign;
  /** Six lowercase hex digits, no leading #. */
  colour: string;
  view: ImageView;
  width: ImageWidth;
  format: ImageFormat;
}

export const imageContentTypes: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
};

// Chosen by measuring every kind at 640 px (npx tsx scripts/render-samples.ts --bench): AVIF effort
// 2 encodes ~2.5× faster than effort 3 and ~5× faster than the default 4 for files only 2–7% larger;
// 4:2:0 chroma is both smaller and faster, and invisible on these flat fills at q50 (q42 starts to
// smear book spines). WebP's smartSubsample doubled encode time for no visible gain.
const avifOptions = { quality: 50, effort: 2, chromaSubsampling: "4:2:0" } as const;
const webpOptions = { quality: 80, effort: 4 } as const;

/** Part of the image cache's fingerprint: changing a setting must not serve old files. */
export const encoderSettings = { avif: avifOptions, webp: webpOptions } as const;

const requestPattern = /^\/images\/p\/([a-z0-9-]+)\/([0-9a-f]{6})\/([a-z]+)-([0-9]+)\.([a-z]+)$/;

/**
 * Parses `/images/p/{design}/{rrggbb}/{view}-{width}.{format}`; null for anything that is not exactly
 * one of the renditions the store links to (unknown design, upper-case hex, odd widths, other formats).
 */
export function parseImageRequest(pathname: string): ImageRequest | null {
  const match = requestPattern.exec(pathname);
  if (!match) return null;
  const [, designText, colour, viewText, widthText, formatText] = match;
  const design = designText === undefined ? undefined : designBySlug(designText);
  const view = imageViews.find((candidate) => candidate === viewText);
  // Compare as strings so that "0640" or "640.0" never alias the canonical URL.
  const width = imageWidths.find((candidate) => String(candidate) === widthText);
  const format = imageFormats.find((candidate) => candidate === formatText);
  if (!design || !colour || !view || !width || !format) return null;
  return { design, colour, view, width, format };
}

/** The canonical path of a request; parseImageRequest(imageRequestPath(r)) round-trips. */
export function imageRequestPath(request: ImageRequest): string {
  return `/images/p/${request.design.slug}/${request.colour}/${request.view}-${request.width}.${request.format}`;
}

export function imageHeightFor(width: ImageWidth): number {
  return Math.round((width * productImageSize.height) / productImageSize.width);
}

/**
 * Renders one rendition. Uses only sharp's asynchronous API, so rasterising and encoding run on
 * libuv worker threads and the event loop stays free while an image is being made.
 */
export async function renderImage(request: ImageRequest): Promise<Buffer> {
  const height = imageHeightFor(request.width);
  // The SVG is written at the target pixel size (its view box stays 1200×900), so librsvg
  // rasterises straight to the output size instead of rendering large and resampling.
  const svg = renderFurnitureSvg(request.design, `#${request.colour}`, request.view, {
    width: request.width,
    height,
  });
  const pipeline = sharp(Buffer.from(svg), { density: 72 }).removeAlpha();
  return request.format === "avif"
    ? pipeline.avif(avifOptions).toBuffer()
    : pipeline.webp(webpOptions).toBuffer();
}

const photoRequestPattern = /^\/images\/u\/([0-9a-f]{32})-([0-9]+)\.([a-z]+)$/;

export interface PhotoRequest {
  /** The stored photo's key (server/images/photo-storage.ts). */
  key: string;
  width: ImageWidth;
  format: ImageFormat;
}

/** Parses `/images/u/{key}-{width}.{format}`, as strictly as parseImageRequest. */
export function parsePhotoRequest(pathname: string): PhotoRequest | null {
  const match = photoRequestPattern.exec(pathname);
  if (!match) return null;
  const [, key, widthText, formatText] = match;
  const width = imageWidths.find((candidate) => String(candidate) === widthText);
  const format = imageFormats.find((candidate) => candidate === formatText);
  if (!key || !width || !format) return null;
  return { key, width, format };
}

/**
 * One rendition of an uploaded photo: its width (never enlarged past the stored photo), in the
 * drawn pictures' formats and encoder settings. The stored photo is already upright and bare of
 * metadata (photo-intake.ts).
 */
export async function renderPhoto(original: Buffer, request: PhotoRequest): Promise<Buffer> {
  const pipeline = sharp(original).resize({ width: request.width, withoutEnlargement: true });
  return request.format === "avif" ? pipeline.avif(avifOptions).toBuffer() : pipeline.webp(webpOptions).toBuffer();
}
