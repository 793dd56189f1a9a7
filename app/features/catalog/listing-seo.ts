// Title, description, canonical URL and Open Graph tags of the listing screens. Loaders decide the
// facts (they know the origin and the page actually shown); route `meta` exports draw them.
import type { MetaDescriptor } from "react-router";
import type { Language } from "~/i18n/language";
import type { Translate } from "~/i18n/use-t";
import type { ListingView } from "~/lib/catalog-query";
import type { ListingResult } from "~/lib/contracts/catalog";
import { imageUrl, picturePreloadLink } from "~/lib/product-images";
import { site } from "~/lib/site";
import { listingBannerImageSizes } from "./listing-banner";
import { listingParams, type ListingConfig, type ListingState } from "./listing-state";
import { productCardImageSizes } from "./product-card";

export interface PageSeo {
  /** The whole <title>, store name included. */
  title: string;
  description: string;
  /** Absolute URL of this page in its canonical form (defaults and the view left out). */
  canonicalUrl: string;
  /** Absolute URL of the picture a shared link shows, if there is one. */
  imageUrl: string | null;
  /** The page's largest picture, asked for from the top of the head (listingPicturePreload). */
  picturePreload?: ReturnType<typeof picturePreloadLink> | null;
  /** The page's language (Open Graph's locale); English when absent. */
  language?: Language;
}

export function pageTitle(name: string): string {
  return `${name} | ${site.name}`;
}

/**
 * The canonical URL of a listing state: the path plus the parameters that change which products
 * are shown (search text, filters, sort, page), without defaults; the grid/list view only changes
 * how they look, so it is left out.
 */
export function canonicalListingUrl(
  origin: string,
  pathname: string,
  state: ListingState,
  config: ListingConfig,
): string {
  const search = listingParams({ ...state, query: { ...state.query, view: "grid" } }, config).toString();
  return `${origin}${pathname}${search ? `?${search}` : ""}`;
}

/** An absolute URL of a product image rendition fit for link previews, from its base path. */
export function shareImageUrl(origin: string, basePath: string | null | undefined): string | null {
  return basePath ? `${origin}${imageUrl(basePath, 1200, "webp")}` : null;
}

/** The first product's picture: a listing's preview shows what it sells. */
export function firstProductImage(origin: string, result: ListingResult): string | null {
  return shareImageUrl(origin, result.items.find((item) => item.image)?.image?.path);
}

/**
 * The picture a listing draws largest on a phone, the page's largest contentful paint: the
 * banner's when it has one (it comes first), else the first card's. Asked for from the head, it
 * does not wait behind the scripts.
 */
export function listingPicturePreload(
  result: ListingResult,
  view: ListingView,
  bannerPath?: string | null,
): ReturnType<typeof picturePreloadLink> | null {
  if (bannerPath) return picturePreloadLink(bannerPath, listingBannerImageSizes);
  const first = result.items[0]?.image;
  return first ? picturePreloadLink(first.path, productCardImageSizes[view]) : null;
}

/** Page 2 onwards says so in the title, so search results don't show ten identical titles. */
export function pagedTitle(name: string, page: number, t: Translate): string {
  return pageTitle(page > 1 ? t("{name} – Page {page}", { name, page }) : name);
}

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const tags: MetaDescriptor[] = [
    ...(seo.picturePreload ? [{ tagName: "link", ...seo.picturePreload }] : []),
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonicalUrl },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: seo.language === "hi" ? "hi_IN" : "en_IN" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonicalUrl },
    { name: "twitter:card", content: seo.imageUrl ? "summary_large_image" : "summary" },
  ];
  if (seo.imageUrl) {
    tags.push(
      { property: "og:image", content: seo.imageUrl },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "900" },
    );
  }
  return tags;
}
