/** Words shoppers type into search, some misspelt; shared by the benchmarks. */
export const typedWords = [
  "sofa", "chair", "table", "bed", "wardrobe", "dining", "office", "study", "kids", "garden", "swing", "stool",
  "cabinet", "mattress", "recliner", "bookshelf", "trolley", "tv unit", "coffee", "dresing", "wardorbe", "sofaa",
  "dinning", "matress", "bookcase", "side table", "crockery", "plastic", "leather", "sheesham",
] as const;

/** What shoppers type on the Hindi pages: Devanagari (with and without the nukta, one misspelt) and Hinglish. */
export const hindiTypedWords = [
  "अलमारी", "सोफ़ा", "सोफा", "पलंग", "कुर्सी", "मेज़", "मेज", "बिस्तर", "गद्दा", "झूला", "अलमरी", "खाने की मेज़",
  "kursi", "almari", "palang", "mez", "takht",
] as const;

/** Half-typed Hindi words, as the search box sends them for suggestions. */
export const hindiTypedStarts = ["अलमा", "सोफ़", "पलं", "कुर्सी", "गद्द", "झूल", "kurs", "alma"] as const;
