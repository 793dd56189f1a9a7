// Search suggestions for the header's search box: up to 6 products and the categories that match
// what has been typed so far, the last word counting as the start of a word ("sof" → sofas).
// They match names, categories, brands and materials, not descriptions: quicker, and a
// suggestion should be about what the shopper named.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { SearchSuggestions } from "../../app/lib/contracts/catalog";
import type { Database } from "../db/client";
import { noCatalogCache, type CatalogCache } from "./catalog-cache";
import { searchQueryCtes, searchWords } from "./catalog-search";
import { imageRefSchema, primaryImageJson, queryJson } from "./catalog-sql";

/** Spec §9: suggestions start at 2 characters. */
export const minSuggestionLength = 2;
export const maxSuggestedProducts = 6;
export const maxSuggestedCategories = 4;
/**
 * Best-ranked matches looked up in full to break ties (best sellers, rating): a short word can
 * match thousands of products, and reading each one's row costs more than ranking it.
 */
const rankedCandidates = 60;

const suggestionsSchema = z.object({
  products: z.array(
    z.object({ id: z.number().int(), name: z.string(), price: z.number().int(), image: imageRefSchema.nullable() }),
  ),
  categories: z.array(z.object({ name: z.string(), path: z.string(), parentName: z.string().nullable() })),
});

async function loadSuggestions(db: Database, words: readonly string[]): Promise<SearchSuggestions> {
  return queryJson(
    db,
    sql`with ${searchQueryCtes(words, { prefixLastWord: true, document: "title_document" })},
    ranked as (
      select d.product_id as id, ts_rank(d.title_document, search.tsq) as rank
      from product_search d
      cross join search
      where d.title_document @@ search.tsq
      order by rank desc
      limit ${rankedCandidates}
    ),
    best as (
      select p.id, r.rank, p.is_best_seller, p.rating
      from ranked r
      join products p on p.id = r.id
      order by r.rank desc, p.is_best_seller desc, p.rating desc, p.id
      limit ${maxSuggestedProducts}
    )
    select json_build_object(
      'products', (
        select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'price', p.price, 'image', ${primaryImageJson})
          order by b.rank desc, b.is_best_seller desc, b.rating desc, b.id), '[]'::json)
        from best b join products p on p.id = b.id
      ),
      'categories', (
        select coalesce(json_agg(json_build_object('name', m.name, 'path', m.path, 'parentName', m.parent_name)
          order by m.room_position, m.is_subcategory, m.position), '[]'::json)
        from (
          select c.name, r.name as parent_name,
            '/category/' || coalesce(r.slug || '/', '') || c.slug as path,
            coalesce(r.position, c.position) as room_position, r.id is not null as is_subcategory, c.position
          from categories c
          left join categories r on r.id = c.parent_id
          cross join search
          where to_tsvector('english', c.name) @@ search.tsq
          order by coalesce(r.position, c.position), r.id is not null, c.position
          limit ${maxSuggestedCategories}
        ) m
      )
    ) as value`,
    suggestionsSchema,
    { reuse: true },
  );
}

export function createSearchService(db: Database, cache: CatalogCache = noCatalogCache) {
  return {
    /** Suggestions for what is typed in the search box; fewer than 2 characters suggest nothing. */
    async suggest(q: string): Promise<SearchSuggestions> {
      const typed = q.trim();
      const words = typed.length < minSuggestionLength ? [] : searchWords(typed);
      if (words.length === 0) return { products: [], categories: [] };
      return cache.read(`suggest:${words.join(" ")}`, () => loadSuggestions(db, words));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
