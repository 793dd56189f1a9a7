// Search suggestions for the header's search box: up to 6 products and the categories that match
// what has been typed so far, the last word counting as the start of a word ("sof" → sofas).
// They match names, categories, brands and materials, not descriptions: quicker, and a
// suggestion should be about what the shopper named. And what a search that found nothing
// offers instead: searches and categories close to what was typed. Both match English and Hindi
// names alike, and answer in the page's language.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { defaultLanguage, type Language } from "../../app/i18n/language";
import { materialFilterOptions } from "../../app/lib/catalog-query";
import type { NothingFoundHelp, SearchSuggestions } from "../../app/lib/contracts/catalog";
import type { Database } from "../db/client";
import { noCatalogCache, type CatalogCache } from "./catalog-cache";
import { searchQueryCtes, searchWords } from "./catalog-search";
import { furnitureWords } from "./catalog-search-synonyms";
import { imageRefSchema, primaryImageJson, queryJson, textIn } from "./catalog-sql";

/** Spec §9: suggestions start at 2 characters. */
export const minSuggestionLength = 2;
export const maxSuggestedProducts = 6;
export const maxSuggestedCategories = 4;
/**
 * Best-ranked matches looked up in full to break ties (best sellers, rating): a short word can
 * match thousands of products, and reading each one's row costs more than ranking it.
 */
const rankedCandidates = 60;

/** Searches and categories a search that found nothing offers. */
export const maxOfferedQueries = 4;
export const maxOfferedCategories = 6;
/**
 * How similar (trigrams) a word must be to what was typed to be offered. Lower than the
 * correction a search makes by itself (0.3): these are offers the shopper chooses from.
 */
const offerSimilarity = 0.2;

/** A category's page, for `categories c left join categories r on r.id = c.parent_id`. */
const categoryPath = sql`'/category/' || coalesce(r.slug || '/', '') || c.slug`;

/** The words a category's names are matched by, English and Hindi, folded as search folds them. */
const categoryNameWords = sql`concat_ws(' ', lower(c.name), catalog_search_text(c.name_hi))`;
/** What splits those words: anything but letters and digits, Latin or Devanagari (catalog-search-text.ts). */
const wordSeparator = sql`E'[^a-z0-9\u0900-\u0963\u0971-\u097f]+'`;

const categoryRefSchema = z.object({ name: z.string(), path: z.string(), parentName: z.string().nullable() });
const nothingFoundHelpSchema = z.object({ queries: z.array(z.string()), categories: z.array(categoryRefSchema) });

/**
 * Offers are words that name what we sell (those of our category names, English and Hindi,
 * materials, and what shoppers call furniture), not every word of the catalog: "carpet" should not
 * offer a product line that happens to be called "Carlo". A Hindi word is offered as written and
 * compared folded. Categories close to a typed word come first, then the rooms in menu order, so a
 * search for something we do not sell still leads somewhere; they are named in the page's language.
 */
async function loadNothingFoundHelp(db: Database, words: readonly string[], language: Language): Promise<NothingFoundHelp> {
  const extraWords = [...materialFilterOptions, ...furnitureWords].join(" ");
  return queryJson(
    db,
    sql`with typed as (
      select word from unnest(string_to_array(${words.join(" ")}::text, ' ')) as word
    ),
    offered as (
      select distinct term, catalog_search_text(term) as folded from (
        -- Not little words ("and" in a name): a search for one alone finds nothing.
        select word as term from categories c, regexp_split_to_table(lower(c.name), '[^a-z0-9]+') as word
        where length(word) >= 3 and to_tsvector('english', word) <> ''::tsvector
        union
        select word from categories c, regexp_split_to_table(c.name_hi, '[[:space:]]+') as word where length(word) >= 3
        union
        select unnest(string_to_array(${extraWords}::text, ' '))
      ) words
    ),
    close_terms as (
      select o.term, max(similarity(o.folded, t.word)) as score
      from offered o cross join typed t
      where o.folded <> t.word and similarity(o.folded, t.word) >= ${offerSimilarity}
      group by o.term
      order by score desc, o.term
      limit ${maxOfferedQueries}
    ),
    close_categories as (
      select ${textIn(language, "c", "name")} as name, ${textIn(language, "r", "name")} as parent_name, ${categoryPath} as path,
        -- Below the offer threshold counts as not close at all: menu order decides.
        coalesce((
          select max(similarity(name_word, t.word))
          from regexp_split_to_table(${categoryNameWords}, ${wordSeparator}) as name_word cross join typed t
          having max(similarity(name_word, t.word)) >= ${offerSimilarity}
        ), 0) as score,
        r.id is not null as is_subcategory, coalesce(r.position, c.position) as room_position, c.position
      from categories c
      left join categories r on r.id = c.parent_id
    ),
    chosen_categories as (
      select * from close_categories
      order by score desc, is_subcategory, room_position, position
      limit ${maxOfferedCategories}
    )
    select json_build_object(
      'queries', (select coalesce(json_agg(term order by score desc, term), '[]'::json) from close_terms),
      'categories', (
        select coalesce(json_agg(json_build_object('name', name, 'path', path, 'parentName', parent_name)
          order by score desc, is_subcategory, room_position, position), '[]'::json)
        from chosen_categories
      )
    ) as value`,
    nothingFoundHelpSchema,
  );
}

const suggestionsSchema = z.object({
  products: z.array(
    z.object({ id: z.number().int(), name: z.string(), price: z.number().int(), image: imageRefSchema.nullable() }),
  ),
  categories: z.array(categoryRefSchema),
});

async function loadSuggestions(db: Database, words: readonly string[], language: Language): Promise<SearchSuggestions> {
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
      where p.published_at <= now()
      order by r.rank desc, p.is_best_seller desc, p.rating desc, p.id
      limit ${maxSuggestedProducts}
    )
    select json_build_object(
      'products', (
        select coalesce(json_agg(json_build_object('id', p.id, 'name', ${textIn(language, "p", "name")}, 'price', p.price, 'image', ${primaryImageJson(language)})
          order by b.rank desc, b.is_best_seller desc, b.rating desc, b.id), '[]'::json)
        from best b join products p on p.id = b.id
      ),
      'categories', (
        select coalesce(json_agg(json_build_object('name', m.name, 'path', m.path, 'parentName', m.parent_name)
          order by m.room_position, m.is_subcategory, m.position), '[]'::json)
        from (
          select ${textIn(language, "c", "name")} as name, ${textIn(language, "r", "name")} as parent_name, ${categoryPath} as path,
            coalesce(r.position, c.position) as room_position, r.id is not null as is_subcategory, c.position
          from categories c
          left join categories r on r.id = c.parent_id
          cross join search
          where to_tsvector('english', ${categoryNameWords}) @@ search.tsq
          order by coalesce(r.position, c.position), r.id is not null, c.position
          limit ${maxSuggestedCategories}
        ) m
      )
    ) as value`,
    suggestionsSchema,
    // On PostgreSQL the best plan depends on how many products the typed word matches.
    { reuse: "embedded" },
  );
}

export function createSearchService(db: Database, cache: CatalogCache = noCatalogCache) {
  return {
    /**
     * Suggestions for what is typed in the search box, named in the page's language; fewer than 2
     * characters suggest nothing.
     */
    async suggest(q: string, language: Language = defaultLanguage): Promise<SearchSuggestions> {
      const typed = q.trim();
      const words = typed.length < minSuggestionLength ? [] : searchWords(typed);
      if (words.length === 0) return { products: [], categories: [] };
      return cache.read(`suggest:${language}:${words.join(" ")}`, () => loadSuggestions(db, words, language));
    },

    /** For a search that found nothing: searches and categories close to what was typed. */
    async nothingFoundHelp(q: string, language: Language = defaultLanguage): Promise<NothingFoundHelp> {
      const words = searchWords(q);
      return cache.read(`nothing-found:${language}:${words.join(" ")}`, () => loadNothingFoundHelp(db, words, language));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
