import { imageSrcSet, imageUrl, productImageSize } from "~/lib/product-images";

export interface ProductImageProps {
  /** Base path from productImagePath, e.g. /images/p/sofa/2f6f6f/front (no width, no extension). */
  path: string;
  alt: string;
  /** Intrinsic size for the browser's layout before the image loads; defaults to 1200×900. */
  width?: number;
  height?: number;
  /** How wide the image is drawn, so the browser picks the right rendition from srcset. */
  sizes?: string;
  loading?: "lazy" | "eager";
  /** For the largest image above the fold (LCP): loads eagerly, ahead of other images. */
  priority?: boolean;
  /** Applied to the <img>; the <picture> wrapper has `display: contents` so sizing classes work. */
  className?: string;
}

/** A product illustration: AVIF where the browser supports it, WebP otherwise. */
export function ProductImage({
  path,
  alt,
  width = productImageSize.width,
  height = productImageSize.height,
  sizes = "100vw",
  loading = "lazy",
  priority = false,
  className,
}: ProductImageProps) {
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={imageSrcSet(path, "avif")} sizes={sizes} />
      <img
        src={imageUrl(path, 640, "webp")}
        srcSet={imageSrcSet(path, "webp")}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : loading}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
