// Text the store can keep: PostgreSQL refuses a NUL character in text (the query fails, which
// used to be a 500), and an unpaired UTF-16 surrogate has no UTF-8 form, so the database drivers
// would quietly store U+FFFD instead of what was sent. Neither is ever typed by a person; both are
// refused where input enters the server (JSON bodies, form posts) with a clear 4xx.

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unstorableTextMessage = "contains a character that is not allowed (NUL or an unpaired surrogate)";

export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !unpairedSurrogate.test(text);
}

/** The path to the first string (or key) in a parsed JSON value that cannot be stored, or null. */
export function unstorableTextPath(value: unknown, path: readonly (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return isStorableText(value) ? null : [...path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key];
      const found = unstorableTextPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
