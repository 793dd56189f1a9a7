import type { ReactNode } from "react";
import { ProductImage } from "~/ui/product-image";
import { Breadcrumbs, type Crumb } from "./listing-header";

/** How wide the banner's picture is drawn: also what the page's picture preload asks for. */
export const listingBannerImageSizes = "(min-width: 1024px) 480px, (min-width: 768px) 384px, 100vw";

/**
 * The top of a category or collection page: breadcrumbs, then the title, description and facts
 * beside the banner picture (above them on a phone). The picture has a fixed aspect ratio, so
 * nothing moves as it loads.
 */
export function ListingBanner({
  crumbs,
  title,
  description,
  imagePath,
  facts,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  description: string;
  /** Image base path (see app/lib/product-images.ts), or "" for none. */
  imagePath: string;
  /** Small lines under the description: product count, offer. */
  facts?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header>
      <Breadcrumbs items={crumbs} />
      <div
        className={`mt-3 grid overflow-hidden rounded-2xl bg-sand ${imagePath ? "md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]" : ""}`}
      >
        {/* The picture comes first in the document as on a phone's screen: a page painted while its
            HTML is still arriving must not move the title down when the picture's box arrives. */}
        {imagePath ? (
          <div className="relative aspect-[2/1] md:col-start-2 md:aspect-auto md:min-h-56">
            {/* Decorative: the title beside it already says what the page is. */}
            <ProductImage
              path={imagePath}
              alt=""
              sizes={listingBannerImageSizes}
              priority
              className="absolute inset-0 h-full w-full object-cover"
            />
          </div>
        ) : null}
        <div className="flex flex-col justify-center px-5 py-6 sm:px-8 sm:py-8 md:row-start-1">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{title}</h1>
          {description ? <p className="mt-3 max-w-2xl text-stone-700">{description}</p> : null}
          {facts ? <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">{facts}</div> : null}
        </div>
      </div>
      {children}
    </header>
  );
}
