// The shapes the catalog services return and the browsing screens draw. Types only: the server
// computes every value (prices, discounts, stock); the browser only shows them.

export interface ImageRef {
  /** Base path without width and format: see app/lib/product-images.ts. */
  path: string;
  alt: string;
  width: number;
  height: number;
}

export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  price: number;
  originalPrice: number;
  /** Percent off the original price, computed on the server with discountPercent(). */
  discount: number;
  rating: number;
  reviewCount: number;
  isNew: boolean;
  isBestSeller: boolean;
  inStock: boolean;
  /** Variant the card adds to cart (the cheapest in stock), null when nothing is in stock. */
  defaultVariantId: number | null;
  category: { slug: string; name: string };
  image: ImageRef | null;
  /** One short line about the product (list view); optional, the card falls back to its category. */
  shortDescription?: string;
}

export interface FacetOption {
  /** The value that goes in the URL (slug, material, threshold). */
  value: string;
  label: string;
  /** Products in the current result set that have this value (counted by the database). */
  count: number;
}

export interface ListingFacets {
  categories: FacetOption[];
  materials: FacetOption[];
  brands: FacetOption[];
  /** "4 stars & up" and so on: value is the threshold. */
  ratings: FacetOption[];
  /** "10% off or more" and so on: value is the threshold. */
  discounts: FacetOption[];
  inStock: number;
  /** Lowest and highest price in the current result set, null when it is empty. */
  priceRange: { min: number; max: number } | null;
}

export interface ListingResult {
  items: ProductSummary[];
  total: number;
  /** The page actually shown: an out-of-range request shows the last page. */
  page: number;
  pageCount: number;
  limit: number;
  facets: ListingFacets;
}

export interface CategoryRef {
  id: number;
  slug: string;
  name: string;
}

export interface CategoryDetail extends CategoryRef {
  title: string;
  description: string;
  bannerImage: string;
  discountLabel: string | null;
  /** The room, when this is a subcategory. */
  parent: CategoryRef | null;
  /** Canonical path, e.g. /category/living-room/sofas. */
  path: string;
  /** The room's subcategories with their product counts (chips on the category page). */
  subcategories: (CategoryRef & { path: string; productCount: number })[];
  productCount: number;
}

/** How a slug the spec links to resolves: a category, or a redirect to the canonical path. */
export type CategoryLookup =
  | { kind: "found"; category: CategoryDetail }
  | { kind: "redirect"; to: string }
  | { kind: "not-found" };

export interface CategoryTreeNode extends CategoryRef {
  path: string;
  icon: string;
  discountLabel: string | null;
  productCount: number;
  subcategories: (CategoryRef & { path: string; productCount: number; discountLabel: string | null })[];
}

export interface CollectionSummary {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: string;
  productCount: number;
}

export interface VariantDetail {
  id: number;
  name: string;
  type: string;
  colour: string;
  price: number;
  originalPrice: number;
  discount: number;
  inStock: boolean;
  /** How many a shopper may add: min(stock, 10). */
  maxQuantity: number;
  /** Stock label of spec §4, computed with stockLabel(). */
  stockLabel: string;
  /**
   * What the gallery shows when this variant is chosen: its own uploaded photos, then the
   * product's for all colours; or, for a product without photos, its own drawn pictures, else the
   * product's (server/services/catalog-sql.ts).
   */
  images: ImageRef[];
}

export interface RatingSummary {
  average: number;
  count: number;
  /** Count of reviews per star, 1 to 5. */
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

export interface ReviewView {
  id: number;
  user: string;
  rating: number;
  /** ISO date-time. */
  date: string;
  comment: string;
  /** Written about an order line: the author bought the piece here. */
  verified: boolean;
}

export interface ProductDetail {
  id: number;
  slug: string;
  sku: string;
  name: string;
  /** As staff wrote it: a small subset of Markdown. */
  description: string;
  /** The description drawn as HTML on the server and sanitised: only p, br, strong, em, ul, ol, li. */
  descriptionHtml: string;
  /** The page's <title> and meta description when staff set them; null for the defaults. */
  seo: { title: string | null; description: string | null };
  price: number;
  originalPrice: number;
  discount: number;
  rating: number;
  reviewCount: number;
  isNew: boolean;
  isBestSeller: boolean;
  inStock: boolean;
  material: string;
  warrantyMonths: number;
  brand: { slug: string; name: string };
  collection: { slug: string; name: string } | null;
  category: CategoryRef & { path: string };
  room: CategoryRef & { path: string };
  images: ImageRef[];
  variants: VariantDetail[];
  specifications: { label: string; value: string }[];
}

export interface SearchSuggestions {
  products: { id: number; name: string; price: number; image: ImageRef | null }[];
  categories: { name: string; path: string; parentName: string | null }[];
}

/** What a search that found nothing offers instead: searches and categories close to what was typed. */
export interface NothingFoundHelp {
  /** Searches close to the words typed, closest first; each finds products. */
  queries: string[];
  /** Categories whose names are close to the words typed, else the rooms. */
  categories: { name: string; path: string; parentName: string | null }[];
}

/** Which products a listing draws from, before the shopper's filters narrow it. */
export type ListingScope =
  | { kind: "all" }
  | { kind: "category"; categoryId: number }
  | { kind: "collection"; collectionId: number }
  | { kind: "new-arrivals" }
  | { kind: "search"; q: string };

export interface ProductView {
  product: ProductDetail;
  ratingSummary: RatingSummary;
  related: ProductSummary[];
}

export interface RoomSummary {
  id: number;
  slug: string;
  name: string;
  icon: string;
  discountLabel: string | null;
}
