// How search reads text, in English and in Hindi: what shoppers type and what the catalog says are
// folded the same way before they are compared, so spellings that mean the same word match.
//
// - Latin: lower case, accents dropped ("Café" is cafe).
// - Devanagari: the nukta dropped (ज़/ज, फ़/फ, ड़/ड are typed either way: "मेज़" and "मेज",
//   "सोफ़ा" and "सोफा"); chandrabindu written as anusvara ("पलँग" is "पलंग"); a nasal consonant
//   joined to the stop after it written as anusvara too ("हिन्दी" is "हिंदी", "पलङ्ग" is
//   "पलंग"); joiners (ZWJ, ZWNJ) dropped; Devanagari digits as 0-9; the danda a full stop.
//
// The database folds the catalog's Hindi texts with its own copy of these rules,
// catalog_search_text() (migration 0021), because triggers build the search documents whoever
// writes a product. catalog-search-text.db.test.ts holds the two equal on both databases.

/** Characters replaced one for one (the database's translate()): chandrabindu, dandas, digits. */
const replaced: Readonly<Record<string, string>> = {
  "\u0900": "\u0902",
  "\u0901": "\u0902",
  "\u0964": " ",
  "\u0965": " ",
  "\u0966": "0",
  "\u0967": "1",
  "\u0968": "2",
  "\u0969": "3",
  "\u096a": "4",
  "\u096b": "5",
  "\u096c": "6",
  "\u096d": "7",
  "\u096e": "8",
  "\u096f": "9",
};

/** Characters dropped: the nukta, the joiners, and the accents of Latin letters (once decomposed). */
const dropped = /\u093c|\u200c|\u200d|[\u0300-\u036f]/g;
const replacedCharacters = new RegExp(`[${Object.keys(replaced).join("")}]`, "g");
/** ङ ञ ण न म with a virama before a stop (क to म): the anusvara spelling of the same sound. */
const nasalBeforeStop = /[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u092e])/g;

/** Text as search compares it (see the header): the same fold the database's catalog_search_text() applies. */
export function foldSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(replacedCharacters, (character) => replaced[character] ?? character)
    .replace(dropped, "")
    .replace(nasalBeforeStop, "\u0902");
}

/** What separates words once text is folded: anything but a-z, 0-9 and Devanagari letters and signs. */
export const searchWordSeparator = /[^\u0900-\u0963\u0971-\u097fa-z0-9]+/;

/** A word names something only if it holds a letter or digit, not signs alone (a stray "ं"). */
const hasLetter = /[a-z0-9\u0904-\u0939\u093d\u0950\u0958-\u0961\u0972-\u097f]/;

/** The words of folded text, as the catalog's are split: letters and digits, Latin or Devanagari. */
export function splitSearchWords(folded: string): string[] {
  return folded.split(searchWordSeparator).filter((word) => hasLetter.test(word));
}

/** A Devanagari word: its typos are looked for among Devanagari letters. */
export function isDevanagariWord(word: string): boolean {
  return /^[\u0900-\u097f]+$/.test(word);
}
