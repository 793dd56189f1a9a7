// A message's key in the catalogs a page is sent: a short hash of its English text, not the text
// itself. A Hindi page carries its catalogs in its HTML; English ids as keys were a third of them.
// The catalog test checks that no two messages share a key.

/** FNV-1a over the text's UTF-16 code units, in base 36: at most 7 characters. */
export function messageKey(message: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < message.length; index++) {
    hash ^= message.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
