/** Words shoppers type into search, some misspelt; shared by the benchmarks. */
export const typedWords = [
  "sofa", "chair", "table", "bed", "wardrobe", "dining", "office", "study", "kids", "garden", "swing", "stool",
  "cabinet", "mattress", "recliner", "bookshelf", "trolley", "tv unit", "coffee", "dresing", "wardorbe", "sofaa",
  "dinning", "matress", "bookcase", "side table", "crockery", "plastic", "leather", "sheesham",
] as const;
