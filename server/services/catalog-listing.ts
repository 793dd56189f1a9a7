// A product listing in one statement: the scope (all, a category, a collection, new arrivals or
// a search), the shopper's filters, the facet counts, the sort and the page. Facets follow the
// usual rule: each one's counts apply every other active filter but not its own, so a shopper
// can see what widening that choice would give.
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Language } from "../../app/i18n/language";
import {
  discountFilterOptions,
  materialFilterOptions,
  ratingFilterOptions,
  type ListingQuery,
  type ListingSort,
} from "../../app/lib/catalog-query";
import type { ListingFacets, ListingResult, ListingScope } from "../../app/lib/contracts/catalog";
import type { Database } from "../db/client";
import { searchQueryCtes, searchWords } from "./catalog-search";
import {
  discountSql,
  parameterList,
  productSummaryJson,
  productSummaryRowSchema,
  queryJson,
  textIn,
  toProductSummary,
} from "./catalog-sql";

type MaterialOption = (typeof materialFilterOptions)[number];

/**
 * The filters' own labels (categories and brands are named by their rows). Code, not rows: they
 * are the listing's words, as its sort options are, so each language's stand here side by side.
 */
const facetLabels: Record<
  Language,
  { materials: Record<MaterialOption, string>; rating: (stars: number) => string; discount: (percent: number) => string }
> = {
  en: {
    materials: { wood: "Wood", metal: "Metal", fabric: "Fabric", leather: "Leather", plastic: "Plastic" },
    rating: (stars) => `${stars} stars & up`,
    discount: (percent) => `${percent}% off or more`,
  },
  hi: {
    materials: { wood: "लकड़ी", metal: "धातु", fabric: "कपड़ा", leather: "चमड़ा", plastic: "प्लास्टिक" },
    rating: (stars) => `${stars} स्टार और उससे ज़्यादा`,
    discount: (percent) => `${percent}% या उससे ज़्यादा छूट`,
  },
};

type FilterName = "category" | "price" | "material" | "brand" | "rating" | "stock" | "discount";

const facetOptionSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
const thresholdCountsSchema = z.record(z.string(), z.number().int());

const listingJsonSchema = z.object({
  total: z.number().int(),
  items: z.array(productSummaryRowSchema),
  categories: z.array(facetOptionSchema),
  materials: z.array(facetOptionSchema),
  brands: z.array(facetOptionSchema),
  ratings: thresholdCountsSchema,
  discounts: thresholdCountsSchema,
  inStock: z.number().int(),
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});

/**
 * What the category facet lists: the rooms, or within a category scope the scope's children (a
 * room's subcategories; nothing for a subcategory, which has none).
 */
type CategoryFacetLevel = { kind: "rooms" } | { kind: "children"; parentId: number };

function scopeFrom(scope: ListingScope, sort: ListingSort): { join: SQL; where: SQL; rank: SQL } {
  switch (scope.kind) {
    case "all":
      return { join: sql``, where: sql`true`, rank: sql`0::real` };
    case "category":
      return {
        join: sql``,
        where: sql`p.category_id in (select s.id from categories s where s.id = ${scope.categoryId} or s.parent_id = ${scope.categoryId})`,
        rank: sql`0::real`,
      };
    case "collection":
      return { join: sql``, where: sql`p.collection_id = ${scope.collectionId}`, rank: sql`0::real` };
    case "new-arrivals":
      return { join: sql``, where: sql`p.is_new`, rank: sql`0::real` };
    case "search":
      return {
        join: sql`join product_search d on d.product_id = p.id cross join search`,
        where: sql`d.document @@ search.tsq`,
        // Ranked on names, categories, brand, material and sizes: products whose own names have
        // every word come first, then by how well they match, description-only matches last; it
        // also spares reading every match's long document.
        rank:
          sort === "relevance"
            ? sql`(d.title_document @@ search.tsq)::int + ts_rank(d.title_document, search.tsq)`
            : sql`0::real`,
      };
  }
}

function orderBy(sort: ListingSort, isSearch: boolean): SQL {
  switch (sort) {
    case "newest":
      return sql`b.created_at desc, b.id desc`;
    case "price_low":
      return sql`b.price asc, b.id asc`;
    case "price_high":
      return sql`b.price desc, b.id asc`;
    case "rating":
      return sql`b.rating desc, b.review_count desc, b.id asc`;
    case "relevance":
      if (isSearch) return sql`b.rank desc, b.is_best_seller desc, b.rating desc, b.id asc`;
      return sql`b.is_best_seller desc, b.rating desc, b.created_at desc, b.id asc`;
    case "featured":
      return sql`b.is_best_seller desc, b.rating desc, b.created_at desc, b.id asc`;
  }
}

/** The predicate of each active filter, over `products p`. */
function activeFilters(query: ListingQuery): Map<FilterName, SQL> {
  const filters = new Map<FilterName, SQL>();
  if (query.categories.length > 0) {
    const slugs = parameterList(query.categories);
    // A room slug stands for all its subcategories.
    filters.set(
      "category",
      sql`p.category_id in (
        select s.id from categories s left join categories r on r.id = s.parent_id
        where s.slug in (${slugs}) or r.slug in (${slugs})
      )`,
    );
  }
  const priceParts: SQL[] = [];
  if (query.minPrice !== null && query.minPrice > 0) priceParts.push(sql`p.price >= ${query.minPrice}`);
  if (query.maxPrice !== null) priceParts.push(sql`p.price <= ${query.maxPrice}`);
  if (priceParts.length > 0) filters.set("price", sql.join(priceParts, sql` and `));
  if (query.materials.length > 0) filters.set("material", sql`p.material in (${parameterList(query.materials)})`);
  if (query.brands.length > 0) {
    filters.set("brand", sql`p.brand_id in (select id from brands where slug in (${parameterList(query.brands)}))`);
  }
  if (query.minRating !== null) filters.set("rating", sql`p.rating >= ${query.minRating}`);
  if (query.inStockOnly) filters.set("stock", sql`p.in_stock`);
  if (query.minDiscount !== null) filters.set("discount", sql`${discountSql} >= ${query.minDiscount}`);
  return filters;
}

/** Each active filter is evaluated once per row, into a column `f_<name>` of `base`. */
function filterColumns(filters: Map<FilterName, SQL>): SQL {
  return sql.join(
    [...filters].map(([name, predicate]) => sql`, (${predicate}) as ${sql.identifier(`f_${name}`)}`),
    sql``,
  );
}

/** Rows of `base b` that pass every active filter except one (or all of them). */
function passesAllBut(filters: Map<FilterName, SQL>, except: FilterName | null): SQL {
  const parts = [...filters.keys()]
    .filter((name) => name !== except)
    .map((name) => sql`b.${sql.identifier(`f_${name}`)}`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

// grouping(b.category_key, b.material, b.brand_id) of each grouping set: a bit per column left out.
const byCategory = 3;
const byMaterial = 5;
const byBrand = 6;

function categoryFacetSql(level: CategoryFacetLevel, language: Language): SQL {
  const parent = level.kind === "rooms" ? sql`o.parent_id is null` : sql`o.parent_id = ${level.parentId}`;
  return sql`(
    select coalesce(json_agg(json_build_object('value', o.slug, 'label', ${textIn(language, "o", "name")}, 'count', coalesce(n.by_category, 0))
      order by o.position, o.id), '[]'::json)
    from categories o
    left join counts n on n.grouping_set = ${byCategory} and n.category_key = o.id
    where ${parent}
  )`;
}

function materialFacetSql(language: Language): SQL {
  const labels = facetLabels[language].materials;
  const options = sql.join(
    materialFilterOptions.map((material, position) => sql`(${material}::text, ${labels[material]}::text, ${position}::int)`),
    sql`, `,
  );
  return sql`(
    select json_agg(json_build_object('value', o.value, 'label', o.label, 'count', coalesce(n.by_material, 0))
      order by o.position)
    from (values ${options}) as o(value, label, position)
    left join counts n on n.grouping_set = ${byMaterial} and n.material = o.value
  )`;
}

function thresholdCounts(name: string, column: SQL, thresholds: readonly number[], passes: SQL): SQL {
  return sql.join(
    thresholds.map(
      (threshold) =>
        sql`, count(*) filter (where ${passes} and ${column} >= ${threshold})::int as ${sql.identifier(`${name}_${threshold}`)}`,
    ),
    sql``,
  );
}

function thresholdJson(name: string, thresholds: readonly number[]): SQL {
  const pairs = thresholds.map(
    (threshold) => sql`${String(threshold)}::text, t.${sql.identifier(`${name}_${threshold}`)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** Plain numbers of the "4 stars & up" and "10% off or more" options, with their labels. */
function thresholdOptions(
  thresholds: readonly number[],
  counts: Record<string, number>,
  label: (threshold: number) => string,
) {
  return thresholds.map((threshold) => ({
    value: String(threshold),
    label: label(threshold),
    count: counts[String(threshold)] ?? 0,
  }));
}

function pageSize(query: ListingQuery): { limit: number; requestedPage: number } {
  return { limit: Math.max(1, Math.floor(query.limit)), requestedPage: Math.max(1, Math.floor(query.page)) };
}

/** The listing statement in a language (null when a search has no searchable words): exported for EXPLAIN. */
export function listingStatement(scope: ListingScope, query: ListingQuery, language: Language = "en"): SQL | null {
  const categoryFacet: CategoryFacetLevel =
    scope.kind === "category" ? { kind: "children", parentId: scope.categoryId } : { kind: "rooms" };
  const { limit, requestedPage } = pageSize(query);

  let searchCtes = sql``;
  if (scope.kind === "search") {
    const words = searchWords(scope.q);
    if (words.length === 0) return null;
    searchCtes = sql`${searchQueryCtes(words, { prefixLastWord: false, document: "document" })},`;
  }

  const { join, where, rank } = scopeFrom(scope, query.sort);
  const filters = activeFilters(query);
  const categoryKey = categoryFacet.kind === "rooms" ? sql`c.parent_id` : sql`p.category_id`;
  // One pass over the scope counts every facet: grouping sets give the per-option counts, and
  // each count applies the filters other than its own.
  return sql`with ${searchCtes}
  base as materialized (
    select p.id, ${categoryKey} as category_key, p.material, p.brand_id, p.price, p.rating, p.review_count,
      p.in_stock, p.is_best_seller, p.created_at, ${discountSql} as discount, ${rank} as rank
      ${filterColumns(filters)}
    from products p
    join categories c on c.id = p.category_id
    ${join}
    where ${where} and p.published_at <= now()
  ),
  counts as (
    select grouping(b.category_key, b.material, b.brand_id) as grouping_set, b.category_key, b.material, b.brand_id,
      count(*) filter (where ${passesAllBut(filters, "category")})::int as by_category,
      count(*) filter (where ${passesAllBut(filters, "material")})::int as by_material,
      count(*) filter (where ${passesAllBut(filters, "brand")})::int as by_brand
    from base b
    group by grouping sets ((b.category_key), (b.material), (b.brand_id))
  ),
  totals as (
    select
      count(*) filter (where ${passesAllBut(filters, null)})::int as total,
      count(*) filter (where ${passesAllBut(filters, "stock")} and b.in_stock)::int as in_stock,
      min(b.price) filter (where ${passesAllBut(filters, "price")}) as min_price,
      max(b.price) filter (where ${passesAllBut(filters, "price")}) as max_price
      ${thresholdCounts("rating", sql`b.rating`, ratingFilterOptions, passesAllBut(filters, "rating"))}
      ${thresholdCounts("discount", sql`b.discount`, discountFilterOptions, passesAllBut(filters, "discount"))}
    from base b
  ),
  page_rows as (
    select b.id, row_number() over () as position from (
      select b.id from base b
      where ${passesAllBut(filters, null)}
      order by ${orderBy(query.sort, scope.kind === "search")}
      limit ${limit}
      -- Pages past the end show the last page.
      offset (select (least(${requestedPage}::int, greatest(ceil(t.total::numeric / ${limit}::int)::int, 1)) - 1) * ${limit}::int from totals t)
    ) b
  )
  select json_build_object(
    'total', t.total,
    'items', (
      select coalesce(json_agg(${productSummaryJson(language)} order by r.position), '[]'::json)
      from page_rows r
      join products p on p.id = r.id
      join categories c on c.id = p.category_id
    ),
    'categories', ${categoryFacetSql(categoryFacet, language)},
    'materials', ${materialFacetSql(language)},
    'brands', (
      select coalesce(json_agg(json_build_object('value', o.slug, 'label', o.name, 'count', coalesce(n.by_brand, 0))
        order by o.name, o.id), '[]'::json)
      from brands o
      left join counts n on n.grouping_set = ${byBrand} and n.brand_id = o.id
    ),
    'ratings', ${thresholdJson("rating", ratingFilterOptions)},
    'discounts', ${thresholdJson("discount", discountFilterOptions)},
    'inStock', t.in_stock,
    'priceRange', case when t.min_price is null then null else json_build_object('min', t.min_price, 'max', t.max_price) end
  ) as value
  from totals t`;
}

/** A listing with nothing in it: page 1 of 0. */
export function emptyListing(limit: number): ListingResult {
  const facets: ListingFacets = {
    categories: [],
    materials: [],
    brands: [],
    ratings: [],
    discounts: [],
    inStock: 0,
    priceRange: null,
  };
  return { items: [], total: 0, page: 1, pageCount: 0, limit, facets };
}

export async function listProductsQuery(
  db: Database,
  scope: ListingScope,
  query: ListingQuery,
  language: Language,
): Promise<ListingResult> {
  const { limit, requestedPage } = pageSize(query);
  const statement = listingStatement(scope, query, language);
  const labels = facetLabels[language];
  if (!statement) return emptyListing(limit);
  const result = await queryJson(db, statement, listingJsonSchema, { reuse: true });
  const pageCount = Math.ceil(result.total / limit);
  return {
    items: result.items.map(toProductSummary),
    total: result.total,
    page: pageCount === 0 ? 1 : Math.min(requestedPage, pageCount),
    pageCount,
    limit,
    facets: {
      categories: result.categories,
      materials: result.materials,
      brands: result.brands,
      ratings: thresholdOptions(ratingFilterOptions, result.ratings, labels.rating),
      discounts: thresholdOptions(discountFilterOptions, result.discounts, labels.discount),
      inStock: result.inStock,
      priceRange: result.priceRange,
    },
  };
}
