// What shoppers type, turned into a PostgreSQL full-text query that forgives typos: each word is
// matched as typed (English stemming makes "sofas" find "sofa"), plus the closest word of the
// catalog's own vocabulary by trigram similarity when the typed word is not in it ("wardorbe" →
// wardrobe, "dinning" → dining). Suggestions also expand the last, half-typed word ("sof" →
// sofa, sofas). All of it runs inside the statement that uses it: one round trip per search.
import { sql, type SQL } from "drizzle-orm";

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
 * The words of a query, as the database splits catalog names: lower case letters and digits,
 * accents dropped. Anything else (quotes, %, SQL fragments) only separates words.
 */
export function searchWords(q: string): string[] {
  return q
    .slice(0, maxSearchLength)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && word.length <= maxWordLength)
    .slice(0, maxWords);
}

/**
 * CTEs ending in `search(tsq)`: one row whose tsq is the query (null when nothing in it is
 * searchable, which matches no product), to be matched against `options.document` of
 * product_search. Words must come from searchWords(): only [a-z0-9], so they are safe inside
 * to_tsquery syntax. When no product has every word, any word will do, ranked by how many it
 * has. Materialized: the planner would otherwise inline the choice between the two queries into
 * every row it ranks.
 */
export function searchQueryCtes(
  words: readonly string[],
  options: { prefixLastWord: boolean; document: "document" | "title_document" },
): SQL {
  const column = options.document;
  const alternatives = words.map((word, index) => {
    const position = index + 1;
    const prefix = options.prefixLastWord && index === words.length - 1;
    const typed = sql`select ${position}::int as pos, ${word}::text as term`;
    const isKnown = prefix
      ? sql`exists (select 1 from search_terms k where k.term like ${`${word}%`})`
      : sql`exists (select 1 from search_terms k where k.term = ${word})`;
    const parts = [typed];
    if (word.length >= minCorrectableLength) {
      parts.push(sql`select ${position}, closest.term from (
        select t.term from search_terms t
        where t.term % ${word}::text and not ${isKnown}
        order by similarity(t.term, ${word}::text) desc, t.term
        limit 1
      ) closest`);
    }
    if (prefix) {
      parts.push(sql`select ${position}, expanded.term from (
        select t.term from search_terms t
        where t.term like ${`${word}%`}
        order by length(t.term), t.term
        limit ${maxPrefixExpansions}
      ) expanded`);
    }
    return sql.join(parts, sql` union all `);
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
