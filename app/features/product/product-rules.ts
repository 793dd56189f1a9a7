// The product page's rules (spec §4, §9), kept apart from the components so the loader, the
// components and the tests share one version of each.
import type { ImageRef, ProductDetail, RatingSummary, VariantDetail } from "~/lib/contracts/catalog";
import { defaultMaxQuantity } from "~/lib/stock-label";

/** Largest id a PostgreSQL `integer` column holds: anything above it cannot be a product. */
const largestProductId = 2_147_483_647;

/** A product id from the URL, or null when it cannot name a product (the page answers 404). */
export function parseProductId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= largestProductId ? id : null;
}

/** The variant the shopper may buy by default: the first in stock, else simply the first. */
export function defaultVariant(variants: readonly VariantDetail[]): VariantDetail | undefined {
  return variants.find(canChooseVariant) ?? variants[0];
}

/**
 * The variant a URL's `?variant=` selects. An out-of-stock variant cannot be chosen (spec §4),
 * not even through a link, so it falls back to the default like an unknown id does.
 */
export function selectedVariant(
  variants: readonly VariantDetail[],
  requested: string | null,
): VariantDetail | undefined {
  const id = requested === null ? null : parseProductId(requested);
  const match = id === null ? undefined : variants.find((variant) => variant.id === id);
  return match && canChooseVariant(match) ? match : defaultVariant(variants);
}

/**
 * The pictures the gallery shows for a variant: its own first, then the product's other views
 * drawn in the same colour (a path names its colour: app/lib/product-images.ts), so a shopper
 * who picks Grey never sees a green sofa among the thumbnails.
 */
export function galleryImages(product: ProductDetail, variant: VariantDetail | undefined): ImageRef[] {
  if (!variant || variant.images.length === 0) return product.images;
  const colourSegment = `/${variant.colour.replace(/^#/, "").toLowerCase()}/`;
  const own = new Set(variant.images.map((image) => image.path));
  const sameColour = product.images.filter((image) => !own.has(image.path) && image.path.includes(colourSegment));
  return [...variant.images, ...sameColour];
}

/** Whether a shopper may pick this variant in the picker. */
export function canChooseVariant(variant: VariantDetail): boolean {
  return variant.inStock && variant.maxQuantity > 0;
}

/** The most of one variant a shopper may add: its maxQuantity, or the spec's default of 10. */
export function quantityLimit(maxQuantity: number | undefined): number {
  if (maxQuantity === undefined || !Number.isFinite(maxQuantity)) return defaultMaxQuantity;
  return Math.max(1, Math.floor(maxQuantity));
}

/** Spec §4: the quantity is clamped between 1 and the variant's maxQuantity. */
export function clampQuantity(value: number, maxQuantity: number | undefined): number {
  const limit = quantityLimit(maxQuantity);
  if (!Number.isFinite(value)) return 1;
  return Math.min(limit, Math.max(1, Math.trunc(value)));
}

/** The quantity an address asks for (`?quantity=`, where − and + lead without JavaScript), clamped like the stepper. */
export function requestedQuantity(raw: string | null, maxQuantity: number | undefined): number {
  return clampQuantity(raw === null ? 1 : Number(raw), maxQuantity);
}

export type ProductTab = "description" | "specifications" | "reviews";
const productTabs: readonly ProductTab[] = ["description", "specifications", "reviews"];

function isProductTab(value: string | null): value is ProductTab {
  return productTabs.some((tab) => tab === value);
}

/**
 * The tab an address opens: `?tab=` (where the tabs lead without JavaScript), else Reviews when
 * it asks for more reviews (`?reviews=`), else the Description.
 */
export function openedTab(params: URLSearchParams): ProductTab {
  const asked = params.get("tab");
  if (isProductTab(asked)) return asked;
  return params.has("reviews") ? "reviews" : "description";
}

/**
 * A product page's query string with some parameters set (or, given null, removed) and the
 * others kept: the colour, the quantity, the open tab and the PIN code travel together.
 */
export function productSearch(params: URLSearchParams, changes: Readonly<Record<string, string | null>>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const query = next.toString();
  return query === "" ? "" : `?${query}`;
}

/** Reviews are shown five at a time; "Show more reviews" adds five more. */
export const reviewsPageSize = 5;
/** The most reviews one page shows, so a hand-written URL cannot ask for thousands. */
export const maxReviewsShown = 100;

/** How many reviews the `?reviews=` parameter asks for: a multiple of the page size. */
export function reviewsShown(raw: string | null): number {
  const asked = raw === null ? Number.NaN : Number(raw);
  if (!Number.isInteger(asked) || asked <= reviewsPageSize) return reviewsPageSize;
  return Math.min(maxReviewsShown, Math.ceil(asked / reviewsPageSize) * reviewsPageSize);
}

/** The meta description: the first sentence of the product's description, at most 160 characters. */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const end = /[.!?](\s|$)/.exec(trimmed);
  const sentence = end ? trimmed.slice(0, end.index + 1) : trimmed;
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 157).trimEnd()}…`;
}

export interface DistributionRow {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  /** Whole percent of all reviews. */
  percent: number;
}

/** The rating chart's rows, five stars first. */
export function distributionRows(summary: RatingSummary): DistributionRow[] {
  const stars = [5, 4, 3, 2, 1] as const;
  return stars.map((star) => {
    const count = summary.distribution[star];
    return { stars: star, count, percent: summary.count > 0 ? Math.round((count / summary.count) * 100) : 0 };
  });
}
