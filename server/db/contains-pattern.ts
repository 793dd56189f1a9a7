/**
 * A search as a LIKE pattern that matches it anywhere, lowered (compare with a lowered column),
 * with LIKE's own wildcards (% and _) and its escape character taken literally.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
