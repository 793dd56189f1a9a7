// Search folds what shoppers type in TypeScript (catalog-search-text.ts) and the catalog's texts in
// the database (catalog_search_text(), migration 0021, run by the triggers that build the search
// documents). The two must fold every text alike, or a word would stop finding itself: checked
// here on both databases with fixed examples and with many strings fast-check makes up.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DatabaseHandle } from "../db/client";
import { searchSynonyms } from "./catalog-search-synonyms";
import { foldSearchText, splitSearchWords } from "./catalog-search-text";
import { queryRows } from "./catalog-sql";

/** What shoppers and staff write: Latin with accents, Devanagari with every sign, digits, joiners, punctuation. */
const pieces = [
  ...Array.from("abcxyzABCZ0189 -.,;:'\"%_\\/()"),
  "é", "Ü", "ñ", "e\u0301", "ﬁ",
  ...Array.from("अआइईउऊएऐओऔकखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसह"),
  ...Array.from("ािीुूृेैोौ्ंःँऀ़"),
  "\u0958", "\u095b", "\u095c", "\u095e", "\u0929", "\u0931",
  ...Array.from("०१२३४५६७८९।॥"),
  "\u200c", "\u200d",
];

const foldedRows = z.array(z.object({ folded: z.string() }));

describe("text as search reads it, in TypeScript and in the database", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  afterAll(async () => {
    await handle.close();
  });

  async function foldedByDatabase(texts: readonly string[]): Promise<string[]> {
    const rows = await queryRows(
      handle.db,
      sql`select catalog_search_text(t.value) as folded from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as t(value, n) order by t.n`,
    );
    return foldedRows.parse(rows).map((row) => row.folded);
  }

  it("folds the nukta, chandrabindu, nasals, digits and accents alike", async () => {
    const texts = ["मेज़", "सोफ़ा", "पलँग", "पलङ्ग", "हिन्दी", "कुर्सियाँ", "३ सीटर।", "Café SOFA", "\u095b\u095e", "ऩ", "क्\u200dष", "Aria शीशम की लकड़ी का 3 सीटर सोफ़ा"];
    expect(await foldedByDatabase(texts)).toEqual(texts.map(foldSearchText));
  });

  it("folds every word of the synonyms table alike", async () => {
    const texts = searchSynonyms.flatMap((synonym) => [...synonym.says, ...synonym.means]);
    expect(await foldedByDatabase(texts)).toEqual(texts.map(foldSearchText));
  });

  it("folds any text made of those letters and signs alike, and splits it into the same words", async () => {
    const text = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 24 }).map((parts) => parts.join(""));
    const samples = fc.sample(text, { numRuns: 400, seed: 20_261_130 });
    const folded = await foldedByDatabase(samples);
    expect(folded).toEqual(samples.map(foldSearchText));
    const termRows = await queryRows(
      handle.db,
      sql`select t.n, coalesce(array_agg(w.word order by w.ord) filter (where w.word <> ''), '{}') as words
          from jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) with ordinality as t(value, n)
          left join lateral regexp_split_to_table(catalog_search_text(t.value), E'[^a-z0-9\\u0900-\\u0963\\u0971-\\u097f]+') with ordinality as w(word, ord) on true
          group by t.n order by t.n`,
    );
    const words = z.array(z.object({ words: z.array(z.string()) })).parse(termRows).map((row) => row.words);
    // The database's terms may also hold a stray sign alone, which search never types.
    expect(words.map((list) => splitSearchWords(list.join(" ")))).toEqual(samples.map((sample) => splitSearchWords(foldSearchText(sample))));
  });
});
