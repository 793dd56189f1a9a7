// How product image URLs are built: browser-safe, shared by the seed (which stores the base path),
// the image server (which parses it) and the <ProductImage> component (which builds srcset).

export const imageViews = ["front", "angle", "side", "detail", "room"] as const;
export type ImageView = (typeof imageViews)[number];

/** Intrinsic size of every product image (4:3). */
export const productImageSize = { width: 1200, height: 900 } as const;

/** Widths rendered for srcset; the largest equals the intrinsic width. */
export const imageWidths = [320, 480, 640, 960, 1200] as const;
export type ImageWidth = (typeof imageWidths)[number];

export const imageFormats = ["avif", "webp"] as const;
export type ImageFormat = (typeof imageFormats)[number];

/**
 * Base path (no width, no format) of one product illustration, e.g. /images/p/sofa/2f6f6f/front:
 * `design` is a design's slug (a kind alone is that kind's own drawing; sofa-l-shaped-leather).
 */
export function productImagePath(design: string, colour: string, view: ImageView): string {
  return `/images/p/${design}/${colour.replace(/^#/, "").toLowerCase()}/${view}`;
}

/**
 * Base path of a photograph staff uploaded, e.g. /images/u/3f2a…: served at the same widths and
 * formats as a drawn picture, with its own intrinsic size. The key is 32 hex digits.
 */
export function uploadedPhotoPath(key: string): string {
  return `/images/u/${key}`;
}

/** The URL of one rendition of an image whose base path came from productImagePath. */
export function imageUrl(basePath: string, width: ImageWidth, format: ImageFormat): string {
  return `${basePath}-${width}.${format}`;
}

export function imageSrcSet(basePath: string, format: ImageFormat): string {
  return imageWidths.map((width) => `${imageUrl(basePath, width, format)} ${width}w`).join(", ");
}

/**
 * The <link> that asks for a page's largest picture from the <head>, ahead of the scripts: on a
 * phone's connection it would otherwise wait for a request slot behind them. AVIF only; a
 * browser without it skips the link by its type. The href lets React hoist the link to the top
 * of the head. Given as attributes for a route's links or meta.
 */
export function picturePreloadLink(basePath: string, sizes: string) {
  return {
    rel: "preload",
    as: "image",
    type: "image/avif",
    href: imageUrl(basePath, 640, "avif"),
    imageSrcSet: imageSrcSet(basePath, "avif"),
    imageSizes: sizes,
    fetchPriority: "high",
  } as const;
}
