// What shoppers type, turned into a PostgreSQL full-text query that finds what they mean: each
// word is matched as typed (English stemming makes "sofas" find "sofa"), in English or in
// Devanagari, folded as the catalog's texts are (catalog-search-text.ts: "सोफ़ा" is "सोफा");
// words shoppers in India use for furniture stand for our catalog's words
// (catalog-search-synonyms.ts: "almirah" and "अलमारी" → wardrobe, "sofa set" → sofa); and a word
// the catalog's own vocabulary does not know is corrected to the word one slip away ("chiar" →
// chair, "अलमरी" → अलमारी) or else the most similar by trigrams ("dinning" → dining).
// Suggestions also expand the last, half-typed word ("sof" → sofa, sofas). The documents hold
// each product's English and Hindi texts, so a search finds a product in either language,
// whichever language its page is in. All of it runs inside the statement that uses it: one round
// trip per search.
import { sql, type SQL } from "drizzle-orm";
import { meaningQuery, oneSlipAway, searchPositions } from "./catalog-search-synonyms";
import { foldSearchText, splitSearchWords } from "./catalog-search-text";

/** Longest query the API accepts; pages cut longer ones to this. */
export const maxSearchLength = 100;
/** Words past this many add little to a furniture search and only cost time. */
const maxWords = 8;
const maxWordLength = 40;
/** Words shorter than this are too short for trigram similarity to mean anything. */
const minCorrectableLength = 3;
/** How many catalog words a half-typed last word may stand for. */
const maxPrefixExpansions = 8;

/**
 * The words of a query, as the database splits catalog names: folded (lower case, accents and
 * nukta dropped), letters and digits, Latin or Devanagari. Anything else (quotes, %, SQL
 * fragments) only separates words.
 */
export function searchWords(q: string): string[] {
  return splitSearchWords(foldSearchText(q.slice(0, maxSearchLength)))
    .filter((word) => word.length <= maxWordLength)
    .slice(0, maxWords);
}

/** Separates a position's meanings in one text parameter: a statement's text stays the same however many there are. */
const meaningSeparator = ",";

/**
 * CTEs ending in `search(tsq)`: one row whose tsq is the query (null when nothing in it is
 * searchable, which matches no product), to be matched against `options.document` of
 * product_search. Words must come from searchWords(): letters and digits only (Latin or
 * Devanagari), so they are safe inside to_tsquery syntax. Each word is matched as typed and,
 * unless it is in the synonyms table (which stands for its meanings instead), corrected when the
 * vocabulary does not know it: to a word one slip away (swapped letters first), else to the most
 * similar by trigrams. Little words ("for", "the") are neither corrected nor matched. When no
 * product has every word, any word will do, ranked by how many it has. Every value is a
 * parameter, so the statement's text depends only on how many places the query has (one prepared
 * statement each). Materialized: the planner would otherwise inline the choice between the two
 * queries into every row it ranks.
 */
export function searchQueryCtes(
  words: readonly string[],
  options: { prefixLastWord: boolean; document: "document" | "title_document" },
): SQL {
  const column = options.document;
  const alternatives = searchPositions(words, options).map((place, index) => {
    const word = place.typed ?? "";
    const correctable = place.typed !== null && word.length >= minCorrectableLength;
    const slips = correctable ? oneSlipAway(word) : { swapped: [], edited: [] };
    const meanings = place.meanings.map(meaningQuery).join(meaningSeparator);
    return sql`select ${index + 1}::int as pos, alternative.term from (
      select ${place.typed}::text as term
      union all
      select unnest(string_to_array(${meanings}::text, ${meaningSeparator}::text))
      union all
      (select c.term from (
        select t.term, 0 as tier from search_terms t where t.term = any(string_to_array(${slips.swapped.join(" ")}::text, ' '))
        union all
        select t.term, 1 from search_terms t where t.term = any(string_to_array(${slips.edited.join(" ")}::text, ' '))
        union all
        select t.term, 2 from search_terms t where t.term % ${word}::text
      ) c
      where ${correctable}::boolean
        and to_tsvector('english', ${word}::text) <> ''::tsvector
        and not exists (select 1 from search_terms k where k.term = ${word}::text)
        and not (${place.prefix}::boolean and exists (select 1 from search_terms k where k.term like ${`${word}%`}::text))
      order by c.tier, similarity(c.term, ${word}::text) desc, c.term
      limit 1)
      union all
      (select t.term from search_terms t
      where ${place.prefix}::boolean and to_tsvector('english', ${word}::text) <> ''::tsvector and t.term like ${`${word}%`}::text
      order by length(t.term), t.term
      limit ${maxPrefixExpansions})
    ) alternative`;
  });
  return sql`search_alternatives as (
    ${sql.join(alternatives, sql` union all `)}
  ),
  search_groups as (
    select pos, '(' || string_agg(distinct term, ' | ') || ')' as alternatives
    from search_alternatives
    where term is not null and to_tsvector('english', term) <> ''::tsvector
    group by pos
  ),
  search_words as materialized (
    select
      count(*) as word_count,
      to_tsquery('english', string_agg(alternatives, ' & ' order by pos)) as all_words,
      to_tsquery('english', string_agg(alternatives, ' | ' order by pos)) as any_word
    from search_groups
  ),
  search as materialized (
    select case
      when w.word_count <= 1 then w.all_words
      -- Not EXISTS: expecting an early hit, the planner would read every document when none matches.
      when (select count(*) from product_search d where d.${sql.identifier(column)} @@ w.all_words) > 0 then w.all_words
      else w.any_word
    end as tsq
    from search_words w
  )`;
}
