// Text the store can keep: PostgreSQL refuses a NUL character in text (the query fails, which
// would be a 500), and an unpaired UTF-16 surrogate has no UTF-8 form, so the database drivers
// would quietly store U+FFFD instead of what was sent. Neither is ever typed by a person; both are
// refused where input enters the server (JSON bodies, form posts) with a clear 4xx.

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unstorableTextMessage = "contains a character that is not allowed (NUL or an unpaired surrogate)";

export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !unpairedSurrogate.test(text);
}

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path to the first string (or key) in a parsed JSON value that cannot be stored, or null.
 * Walked with a stack of its own, not by recursion: JSON nested thousands of levels deep (a few
 * kilobytes of brackets) would otherwise exhaust the call stack and answer 500.
 */
export function unstorableTextPath(value: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    // An object's key is checked before its value, as the document reads.
    if (typeof visit.key === "string" && !isStorableText(visit.key)) return pathOf(visit);
    const current = visit.value;
    if (typeof current === "string") {
      if (!isStorableText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      // Pushed last to first, so the first problem in document order is the one reported.
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], key: index, parent: visit });
      }
    } else if (typeof current === "object" && current !== null) {
      const entries: [string, unknown][] = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const entry = entries[index];
        if (entry) pending.push({ value: entry[1], key: entry[0], parent: visit });
      }
    }
  }
  return null;
}
