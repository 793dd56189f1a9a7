// What a product listing asks for (sort, filters, page), read from and written to the URL so a
// filtered page can be shared and reloaded. Browser-safe: the listing screens build links with it
// and the server parses the same query with it (pages and GET /api/db/products alike).
/** Spec §9: sort options of /products and category pages. */
export const listingSortOptions = ["featured", "newest", "price_low", "price_high", "rating"] as const;
/** Spec §9: sort options of search, where relevance is "Best Match". */
export const searchSortOptions = ["relevance", "newest", "price_low", "price_high", "rating"] as const;
export type ListingSort = (typeof listingSortOptions)[number] | (typeof searchSortOptions)[number];

export const sortLabels: Record<ListingSort, string> = {
  featured: "Featured",
  relevance: "Best Match",
  newest: "Newest",
  price_low: "Price: Low to High",
  price_high: "Price: High to Low",
  rating: "Customer Rating",
};

export const listingPageSize = 24;
export const maxApiPageSize = 48;

/** Spec §9: price filter range 0 to 50000 in steps of 1000 ("and above" past the top). */
export const priceFilterRange = { min: 0, max: 50_000, step: 1_000 } as const;
export const ratingFilterOptions = [4, 3, 2, 1] as const;
export const discountFilterOptions = [10, 20, 30, 40, 50] as const;
export const materialFilterOptions = ["wood", "metal", "fabric", "leather", "plastic"] as const;
export const views = ["grid", "list"] as const;
export type ListingView = (typeof views)[number];

export interface ListingQuery {
  page: number;
  limit: number;
  sort: ListingSort;
  view: ListingView;
  /** Subcategory or room slugs ("sofas", "living-room"), narrowing within the listing's scope. */
  categories: string[];
  minPrice: number | null;
  /** null means no upper bound ("₹ 50,000 and above"). */
  maxPrice: number | null;
  materials: string[];
  brands: string[];
  /** Minimum average rating (4 means "4 stars & up"). */
  minRating: number | null;
  inStockOnly: boolean;
  /** Minimum discount percent. */
  minDiscount: number | null;
}

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Slugs only (at most 30 of 60 characters): anything else in a shared link is dropped. No zod
 * here: this module ships to the browser on every listing page. */
function slugs(values: string[]): string[] {
  return values.filter((value) => value.length <= 60 && slugPattern.test(value)).slice(0, 30);
}

function oneOf<const T extends readonly (string | number)[]>(options: T) {
  return (value: unknown): T[number] | null =>
    options.find((option) => String(option) === String(value)) ?? null;
}

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const parsed = Number(value);
  return parsed >= min && parsed <= max ? parsed : null;
}

function list(searchParams: URLSearchParams, key: string): string[] {
  // Both ?material=wood&material=metal and ?material=wood,metal are accepted.
  return searchParams
    .getAll(key)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Reads a listing query from URL parameters. Pages never fail on a bad parameter: an unknown sort
 * falls back to the default and a bad filter is ignored (shared links outlive our options). The
 * JSON API validates strictly with `listingQueryProblems` first.
 */
export function parseListingQuery(
  searchParams: URLSearchParams,
  options: { defaultSort: ListingSort; allowedSorts: readonly ListingSort[]; maxLimit?: number },
): ListingQuery {
  const sort = options.allowedSorts.find((option) => option === searchParams.get("sort")) ?? options.defaultSort;
  const unique = (values: string[]) => [...new Set(values)];
  return {
    page: wholeNumber(searchParams.get("page"), 1, 100_000) ?? 1,
    limit: wholeNumber(searchParams.get("limit"), 1, options.maxLimit ?? listingPageSize) ?? listingPageSize,
    sort,
    view: oneOf(views)(searchParams.get("view")) ?? "grid",
    categories: unique(slugs(list(searchParams, "category"))),
    minPrice: wholeNumber(searchParams.get("min_price"), 0, 10_000_000),
    maxPrice: wholeNumber(searchParams.get("max_price"), 0, 10_000_000),
    materials: unique(list(searchParams, "material").filter((value) => oneOf(materialFilterOptions)(value) !== null)),
    brands: unique(slugs(list(searchParams, "brand"))),
    minRating: oneOf(ratingFilterOptions)(searchParams.get("rating")),
    inStockOnly: searchParams.get("in_stock") === "1" || searchParams.get("in_stock") === "true",
    minDiscount: oneOf(discountFilterOptions)(searchParams.get("discount")),
  };
}

/** Strict checks for the JSON API: each problem names the parameter, for a 422 answer. */
export function listingQueryProblems(
  searchParams: URLSearchParams,
  options: { allowedSorts: readonly ListingSort[]; maxLimit: number },
): string[] {
  const problems: string[] = [];
  const sort = searchParams.get("sort");
  if (sort !== null && !options.allowedSorts.some((option) => option === sort)) {
    problems.push(`sort must be one of ${options.allowedSorts.join(", ")}`);
  }
  const page = searchParams.get("page");
  if (page !== null && wholeNumber(page, 1, 100_000) === null) problems.push("page must be a whole number from 1");
  const limit = searchParams.get("limit");
  if (limit !== null && wholeNumber(limit, 1, options.maxLimit) === null) {
    problems.push(`limit must be a whole number from 1 to ${options.maxLimit}`);
  }
  for (const key of ["min_price", "max_price"]) {
    const value = searchParams.get(key);
    if (value !== null && wholeNumber(value, 0, 10_000_000) === null) problems.push(`${key} must be a whole number of rupees`);
  }
  const rating = searchParams.get("rating");
  if (rating !== null && oneOf(ratingFilterOptions)(rating) === null) problems.push("rating must be 1, 2, 3 or 4");
  const discount = searchParams.get("discount");
  if (discount !== null && oneOf(discountFilterOptions)(discount) === null) {
    problems.push("discount must be 10, 20, 30, 40 or 50");
  }
  for (const material of list(searchParams, "material")) {
    if (oneOf(materialFilterOptions)(material) === null) problems.push(`material ${material} is not one we sell`);
  }
  return problems;
}

/** Writes a query back to URL parameters, leaving out defaults so URLs stay short and canonical. */
export function listingSearchParams(
  query: Partial<ListingQuery> & { q?: string },
  defaults: { defaultSort: ListingSort },
): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort && query.sort !== defaults.defaultSort) params.set("sort", query.sort);
  if (query.view && query.view !== "grid") params.set("view", query.view);
  for (const category of query.categories ?? []) params.append("category", category);
  if (query.minPrice != null) params.set("min_price", String(query.minPrice));
  if (query.maxPrice != null) params.set("max_price", String(query.maxPrice));
  for (const material of query.materials ?? []) params.append("material", material);
  for (const brand of query.brands ?? []) params.append("brand", brand);
  if (query.minRating != null) params.set("rating", String(query.minRating));
  if (query.inStockOnly) params.set("in_stock", "1");
  if (query.minDiscount != null) params.set("discount", String(query.minDiscount));
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}
