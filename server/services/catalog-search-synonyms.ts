// What shoppers in India call furniture, in our catalog's words: English, Hinglish (Hindi typed in
// Latin letters, "almari", "kursi") and Hindi in Devanagari ("अलमारी", "कुर्सी"). One table,
// meant to grow: each row says which words shoppers type and what they mean in the words our
// product and category names use, English and Hindi. A word here stands for its meanings only, so
// a meaning lists the word itself when our names use it too ("Steel Almirah", "Wooden Jhula", the
// Hindi names' "अलमारी").
//
// Meanings are plain words, or phrases whose words must follow each other in a name ("sofa cum
// bed", "खाने की मेज़"). A row's "says" may be several words in a row: "sofa set" is what most
// shoppers call a sofa, and read word by word it would find only patio sofa sets; "किताबों की
// अलमारी" is a bookcase where "अलमारी" alone is a wardrobe. A typed English plural ("almirahs",
// "sofa sets") matches its row too; Hindi plurals are listed in their rows ("कुर्सियाँ").
//
// Devanagari is written here as shoppers write it, nukta and all. The table is folded the way
// search folds everything it compares (catalog-search-text.ts), so "मेज़" here also matches a
// typed "मेज", and "पलँग" matches "पलंग".
import { foldSearchText, isDevanagariWord } from "./catalog-search-text";

export interface SearchSynonym {
  /** What shoppers type, lower case: single words, or several words in a row ("sofa set"). */
  says: readonly string[];
  /** Our catalog's words for it, best first: words or phrases, lower case letters, digits or Devanagari. */
  means: readonly string[];
  /** Another way to write a word ("sitter", "three"), not a name for furniture: never offered as a search of its own. */
  wordForm?: true;
}

/** A word as search compares it: folded letters and digits (catalog-search-text.ts). */
const plainWord = /^[\u0900-\u0963\u0971-\u097fa-z0-9]+$/;

export const searchSynonyms: readonly SearchSynonym[] = [
  // A diwan is a single bed by night and a seat by day: our sofa cum beds, then beds.
  { says: ["diwan", "divan", "deewan", "dewan", "diwaan", "deewaan"], means: ["sofa cum bed", "bed"] },
  { says: ["almirah", "almira", "almari", "almaari", "alamari", "almirha", "almyrah"], means: ["almirah", "wardrobe"] },
  { says: ["cupboard", "cubboard", "kabat"], means: ["wardrobe", "cabinet"] },
  { says: ["palang", "palung", "pallang", "palank"], means: ["bed"] },
  // A takht is a low wooden platform to sit and sleep on.
  { says: ["takht", "takhat", "takth", "tukht"], means: ["platform bed", "bed"] },
  { says: ["charpai", "charpoy", "charpaai", "khaat", "khatiya", "khatia"], means: ["bed"] },
  // In India a cot is a bed for grown-ups too.
  { says: ["cot"], means: ["bed"] },
  // A chowki (bajot) is a low wooden table to sit at or keep things on.
  { says: ["chowki", "chauki", "choki", "chouki", "bajot", "bajoth"], means: ["side table", "coffee table"] },
  { says: ["jhula", "jhoola", "jhulla", "jhoolaa"], means: ["jhula", "swing"] },
  { says: ["gadda", "gadde", "gaddaa"], means: ["mattress"] },
  { says: ["kursi", "kursee", "kurshi", "kursiyan", "kursiyaan"], means: ["chair"] },
  { says: ["mez", "mej"], means: ["table"] },
  { says: ["bistar", "bistara", "bistra"], means: ["bed"] },
  { says: ["showcase"], means: ["showcase", "crockery unit"] },
  { says: ["sofa set", "sofaset"], means: ["sofa"] },
  { says: ["couch", "settee"], means: ["sofa"] },
  { says: ["dresser"], means: ["dressing table"] },
  { says: ["bookshelf", "bookshelves", "bookcase", "bookrack", "book rack", "book shelf"], means: ["bookshelf", "bookshelves", "bookcase"] },
  // Hindi in Devanagari: the English meaning finds products without Hindi texts, the Hindi one
  // the Hindi names that use the word.
  { says: ["सोफ़ा", "सोफ़े", "सोफ़ों", "सोफ़ा सेट", "सोफ़ासेट"], means: ["sofa", "सोफ़ा"] },
  { says: ["अलमारी", "अलमारियाँ", "अलमारियों", "अलमीरा"], means: ["almirah", "wardrobe", "अलमारी"] },
  { says: ["किताबों की अलमारी", "किताबों की अलमारियाँ", "बुकशेल्फ़", "बुककेस"], means: ["bookshelf", "bookshelves", "bookcase", "बुकशेल्फ़", "किताबों की अलमारी"] },
  { says: ["पलंग", "पलंगों"], means: ["bed", "पलंग"] },
  { says: ["बिस्तर", "बिस्तरा"], means: ["bed", "पलंग"] },
  { says: ["चारपाई", "खाट", "खटिया"], means: ["bed", "पलंग"] },
  { says: ["तख़्त", "तख़त"], means: ["platform bed", "bed", "पलंग"] },
  { says: ["दीवान"], means: ["sofa cum bed", "bed", "सोफ़ा कम बेड", "पलंग"] },
  { says: ["कुर्सी", "कुरसी", "कुर्सियाँ", "कुर्सियों"], means: ["chair", "कुर्सी", "कुर्सियाँ"] },
  { says: ["मेज़", "मेज़ें", "मेज़ों", "टेबल", "टेबलें"], means: ["table", "मेज़", "मेज़ें", "टेबल"] },
  { says: ["खाने की मेज़", "खाने की मेज़ें", "डाइनिंग टेबल"], means: ["dining table", "खाने की मेज़", "खाने की मेज़ें"] },
  { says: ["ड्रेसिंग टेबल", "सिंगार मेज़", "श्रृंगार मेज़"], means: ["dressing table", "ड्रेसिंग टेबल"] },
  { says: ["चौकी"], means: ["side table", "coffee table", "साइड टेबल", "कॉफ़ी टेबल"] },
  { says: ["गद्दा", "गद्दे", "गद्दों"], means: ["mattress", "गद्दा", "गद्दे"] },
  { says: ["झूला", "झूले", "झूलों"], means: ["jhula", "swing", "झूला", "झूले"] },
  { says: ["लकड़ी"], means: ["wood", "लकड़ी"] },
  { says: ["wooden"], means: ["wooden", "wood"], wordForm: true },
  { says: ["sitter"], means: ["seater"], wordForm: true },
  { says: ["one"], means: ["1", "one"], wordForm: true },
  { says: ["two"], means: ["2", "two"], wordForm: true },
  { says: ["three"], means: ["3", "three"], wordForm: true },
  { says: ["four"], means: ["4", "four"], wordForm: true },
  { says: ["five"], means: ["5", "five"], wordForm: true },
  { says: ["six"], means: ["6", "six"], wordForm: true },
  { says: ["eight"], means: ["8", "eight"], wordForm: true },
];

/** The first word of each row naming furniture ("diwan", "almirah", "अलमारी"), as written: searches worth offering. */
export const furnitureWords: readonly string[] = searchSynonyms
  .filter((synonym) => synonym.wordForm !== true)
  .map((synonym) => synonym.says[0] ?? "")
  .filter((says) => plainWord.test(foldSearchText(says)));

/** A half-typed word this long or longer may stand for the synonyms it starts ("diwa" → diwan). */
export const minSynonymPrefixLength = 4;

interface Entry {
  words: readonly string[];
  means: readonly string[];
}

/** Every "says" as its folded words, longest first so "sofa set" wins over a row for "sofa". */
const entries: readonly Entry[] = searchSynonyms
  .flatMap((synonym) => {
    const means = synonym.means.map(foldSearchText);
    return synonym.says.map((says) => ({ words: foldSearchText(says).split(" "), means }));
  })
  .sort((a, b) => b.words.length - a.words.length);

for (const synonym of searchSynonyms) {
  for (const text of [...synonym.says, ...synonym.means]) {
    // Meanings become to_tsquery text: only plain words may reach it.
    if (!foldSearchText(text).split(" ").every((word) => plainWord.test(word))) throw new Error(`search synonym "${text}" is not plain words`);
  }
}

/** A typed word is the same as a word of the table, or its English plural. */
function sameWord(typed: string, word: string): boolean {
  return typed === word || typed === `${word}s` || typed === `${word}es`;
}

/** One place in a search: a word as typed, or what a synonym there stands for. */
export interface SearchPosition {
  /** The word as typed, matched as it is; null where a synonym stands in for it. */
  typed: string | null;
  /** Catalog words and phrases this place may also match (from the synonyms table). */
  meanings: string[];
  /** The last word while typing: it also matches the catalog words it starts. */
  prefix: boolean;
}

/**
 * The places of a query: each word as typed, except where words are in the synonyms table,
 * which stand for their meanings instead. Words must come from searchWords().
 */
export function searchPositions(words: readonly string[], options: { prefixLastWord: boolean }): SearchPosition[] {
  const positions: SearchPosition[] = [];
  let index = 0;
  while (index < words.length) {
    const start = index;
    const match = entries.find(
      (entry) =>
        start + entry.words.length <= words.length &&
        entry.words.every((word, offset) => sameWord(words[start + offset] ?? "", word)),
    );
    if (match) {
      positions.push({ typed: null, meanings: [...match.means], prefix: false });
      index += match.words.length;
      continue;
    }
    const word = words[index] ?? "";
    const prefix = options.prefixLastWord && index === words.length - 1;
    const meanings =
      prefix && word.length >= minSynonymPrefixLength
        ? [
            ...new Set(
              entries.filter((entry) => entry.words.length === 1 && entry.words[0]?.startsWith(word)).flatMap((entry) => entry.means),
            ),
          ]
        : [];
    positions.push({ typed: word, meanings, prefix });
    index += 1;
  }
  return positions;
}

/** A meaning as to_tsquery text: a phrase's words must follow each other. */
export function meaningQuery(meaning: string): string {
  const words = meaning.split(" ");
  return words.length === 1 ? meaning : `(${words.join(" <-> ")})`;
}

const latinAlphabet = "abcdefghijklmnopqrstuvwxyz";
/**
 * What a slip on a Hindi keyboard puts in or leaves out: the vowels, the consonants (folded, so
 * without nukta), the vowel signs, the virama and the anusvara.
 */
const devanagariAlphabet = String.fromCodePoint(
  0x0902,
  ...Array.from({ length: 0x0914 - 0x0905 + 1 }, (_, index) => 0x0905 + index),
  ...Array.from({ length: 0x0939 - 0x0915 + 1 }, (_, index) => 0x0915 + index),
  ...Array.from({ length: 0x094d - 0x093e + 1 }, (_, index) => 0x093e + index),
);
/** Longer words keep most of their trigrams through one slip, so similarity finds them. */
const maxEditedLength = 12;

/**
 * The words one slip away from a typed word: two neighbouring letters swapped ("chiar" → chair),
 * and one letter left out, added or changed ("अलमरी" → अलमारी). Trigram similarity misses these in
 * short words ("sfoa" and "sofa" share only two trigrams of eight). Letters only, Latin or
 * Devanagari (a vowel sign counts as a letter).
 */
export function oneSlipAway(word: string): { swapped: string[]; edited: string[] } {
  const alphabet = /^[a-z]+$/.test(word) ? latinAlphabet : isDevanagariWord(word) ? devanagariAlphabet : null;
  if (word.length > maxEditedLength || alphabet === null) return { swapped: [], edited: [] };
  const swapped = new Set<string>();
  const edited = new Set<string>();
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] !== word[i + 1]) swapped.add(word.slice(0, i) + (word[i + 1] ?? "") + (word[i] ?? "") + word.slice(i + 2));
  }
  for (let i = 0; i <= word.length; i += 1) {
    if (i < word.length) edited.add(word.slice(0, i) + word.slice(i + 1));
    for (const letter of alphabet) {
      edited.add(word.slice(0, i) + letter + word.slice(i));
      if (i < word.length && letter !== word[i]) edited.add(word.slice(0, i) + letter + word.slice(i + 1));
    }
  }
  for (const candidate of swapped) edited.delete(candidate);
  edited.delete(word);
  return { swapped: [...swapped], edited: [...edited] };
}
