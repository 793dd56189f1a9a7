// Reads the catalog for the browsing screens and the JSON API. Every read goes through the
// revision-checked cache (catalog-cache.ts): the SQL lives in catalog-listing.ts,
// catalog-categories.ts and catalog-product.ts. Each read takes the language its texts are shown
// in (English unless told; Hindi falls back to English text by text) and is cached per language.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { defaultLanguage, type Language } from "../../app/i18n/language";
import { listingPageSize, maxApiPageSize, type ListingQuery } from "../../app/lib/catalog-query";
import type { CategoryLookup, CategoryTreeNode, CollectionSummary, ListingResult, ListingScope, ProductDetail, ProductSummary, RatingSummary, ReviewView, ProductView, RoomSummary } from "../../app/lib/contracts/catalog";
import type { Database } from "../db/client";
import { noCatalogCache, type CatalogCache } from "./catalog-cache";
import { categoryTree, loadCollections, loadTaxonomy, resolveCategory, type Taxonomy } from "./catalog-categories";
import { emptyListing, listProductsQuery } from "./catalog-listing";
import { isDatabaseId, loadProductView, loadRatingSummary, loadRelated, loadReviews } from "./catalog-product";
import { maxSearchLength, searchWords } from "./catalog-search";
import { productSummaryJson, productSummaryRowSchema, queryJson, queryRows, toProductSummary } from "./catalog-sql";


/** Related products a product page shows (spec §9: at most 4). */
export const relatedProductLimit = 4;

/** The same listing always gets the same key, however its query was spelled. */
function listingKey(scope: ListingScope, query: ListingQuery, language: Language): string {
  const scopeKey = scope.kind === "search" ? `search:${searchWords(scope.q).join(" ")}` : JSON.stringify(scope);
  const { view: _view, ...rest } = query;
  const sorted = {
    ...rest,
    categories: [...rest.categories].sort(),
    materials: [...rest.materials].sort(),
    brands: [...rest.brands].sort(),
  };
  return `list:${language}:${scopeKey}:${JSON.stringify(sorted)}`;
}

/** A whole number within bounds, else null: callers' mistakes become "no filter", not SQL errors. */
function wholeOrNull(value: number | null, min: number, max: number): number | null {
  return value !== null && Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : null;
}

function slugs(values: readonly string[]): string[] {
  return values.filter((value) => typeof value === "string" && value.length <= 60).slice(0, 30);
}

/** The query as the SQL expects it, whatever a caller passed. */
function boundedQuery(query: ListingQuery): ListingQuery {
  return {
    ...query,
    page: wholeOrNull(query.page, 1, 100_000) ?? 1,
    limit: wholeOrNull(query.limit, 1, maxApiPageSize) ?? listingPageSize,
    categories: slugs(query.categories),
    materials: slugs(query.materials),
    brands: slugs(query.brands),
    minPrice: wholeOrNull(query.minPrice, 0, 1_000_000_000),
    maxPrice: wholeOrNull(query.maxPrice, 0, 1_000_000_000),
    minRating: wholeOrNull(query.minRating, 0, 5),
    minDiscount: wholeOrNull(query.minDiscount, 0, 100),
  };
}

/** Null when the scope cannot hold any product (an id that is no database id). */
function boundedListingScope(scope: ListingScope): ListingScope | null {
  switch (scope.kind) {
    case "category":
      return isDatabaseId(scope.categoryId) ? scope : null;
    case "collection":
      return isDatabaseId(scope.collectionId) ? scope : null;
    case "search":
      return { kind: "search", q: scope.q.slice(0, maxSearchLength) };
    default:
      return scope;
  }
}

export function createCatalogService(db: Database, cache: CatalogCache = noCatalogCache) {
  const taxonomy = (language: Language): Promise<Taxonomy> => cache.read(`taxonomy:${language}`, () => loadTaxonomy(db, language));
  const collections = (language: Language): Promise<CollectionSummary[]> =>
    cache.read(`collections:${language}`, () => loadCollections(db, language));
  const getProductView = async (
    id: number,
    language: Language = defaultLanguage,
    relatedLimit = relatedProductLimit,
  ): Promise<ProductView | null> => {
    if (!isDatabaseId(id)) return null;
    return cache.read(`product:${language}:${id}:${relatedLimit}`, () => loadProductView(db, id, relatedLimit, language));
  };

  return {
    /** A page of products in a scope, filtered, sorted, with facet counts from the database. */
    async listProducts(scope: ListingScope, query: ListingQuery, language: Language = defaultLanguage): Promise<ListingResult> {
      const bounded = boundedQuery(query);
      const boundedScope = boundedListingScope(scope);
      if (!boundedScope) return emptyListing(bounded.limit);
      return cache.read(listingKey(boundedScope, bounded, language), () => listProductsQuery(db, boundedScope, bounded, language));
    },

    /** How /category/{slug}[/{subcategorySlug}] resolves: found, a redirect to the canonical path, or not found. */
    async lookupCategory(slug: string, subcategorySlug?: string, language: Language = defaultLanguage): Promise<CategoryLookup> {
      return resolveCategory(await taxonomy(language), slug, subcategorySlug);
    },

    /** Rooms with their subcategories and product counts. */
    async categoryTree(language: Language = defaultLanguage): Promise<CategoryTreeNode[]> {
      return categoryTree(await taxonomy(language));
    },

    async listCollections(language: Language = defaultLanguage): Promise<CollectionSummary[]> {
      return collections(language);
    },

    async getCollection(slug: string, language: Language = defaultLanguage): Promise<CollectionSummary | null> {
      const wanted = slug.toLowerCase();
      return (await collections(language)).find((collection) => collection.slug === wanted) ?? null;
    },

    async getProduct(id: number, language: Language = defaultLanguage): Promise<ProductDetail | null> {
      return (await getProductView(id, language))?.product ?? null;
    },

    /** The product with its rating summary and related products, in one read (product pages, API). */
    getProductView,

    /** A product shoppers may see by its slug or a former one (addresses that redirect to /product/{id}). */
    async productIdForSlug(slug: string): Promise<number | null> {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 80) return null;
      // Not cached: slugs are rare in addresses, and made-up ones would only push real reads out.
      const rows = await queryRows(
        db,
        sql`select coalesce(
              (select p.id from products p where p.slug = ${slug} and p.published_at <= now()),
              (select p.id from product_slug_redirects r join products p on p.id = r.product_id where r.slug = ${slug} and p.published_at <= now())
            ) as id`,
      );
      return z.object({ id: z.number().int().nullable() }).parse(rows[0] ?? { id: null }).id;
    },

    /** Other products of the same category, never the product itself. */
    async listRelated(productId: number, limit: number, language: Language = defaultLanguage): Promise<ProductSummary[]> {
      return cache.read(`related:${language}:${productId}:${limit}`, () => loadRelated(db, productId, limit, language));
    },

    async ratingSummary(productId: number): Promise<RatingSummary> {
      return cache.read(`rating:${productId}`, () => loadRatingSummary(db, productId));
    },

    /** Reviews, newest first. */
    async listReviews(
      productId: number,
      options: { page: number; limit: number },
    ): Promise<{ items: ReviewView[]; total: number }> {
      return cache.read(`reviews:${productId}:${options.page}:${options.limit}`, () =>
        loadReviews(db, productId, options),
      );
    },

    /** Best sellers in stock, most reviewed first (the home page's Best Sellers block). */
    async listBestSellers(limit: number, language: Language = defaultLanguage): Promise<ProductSummary[]> {
      const count = Math.min(maxApiPageSize, Math.max(0, Math.floor(limit)));
      return cache.read(`best-sellers:${language}:${count}`, async () => {
        const rows = await queryJson(
          db,
          sql`select coalesce(json_agg(${productSummaryJson(language)} order by p.review_count desc, p.id), '[]'::json) as value
            from (
              select id from products
              where is_best_seller and in_stock and published_at <= now()
              order by review_count desc, id
              limit ${count}
            ) best
            join products p on p.id = best.id
            join categories c on c.id = p.category_id`,
          z.array(productSummaryRowSchema),
        );
        return rows.map(toProductSummary);
      });
    },

    async listRooms(language: Language = defaultLanguage): Promise<RoomSummary[]> {
      const { rooms } = await taxonomy(language);
      return rooms.map((room) => ({
        id: room.id,
        slug: room.slug,
        name: room.name,
        icon: room.icon,
        discountLabel: room.discountLabel,
      }));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
