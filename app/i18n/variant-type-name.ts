// The server names a variant's kind in English (the API's word, typed by staff); these are the
// kinds the catalog has, shown in the page's language. Another kind is shown as staff wrote it.
import { msg } from "./msg";
import type { Translate } from "./use-t";

const variantTypeNames: Readonly<Record<string, string>> = {
  Colour: msg("Colour"),
  Finish: msg("Finish"),
  Size: msg("Size"),
  Option: msg("Option"),
};

/** "Colour" as the page's language names it ("रंग"). */
export function variantTypeName(t: Translate, type: string): string {
  const known = variantTypeNames[type];
  // Staff's own word is shown as written, never read as a message (its braces are not placeholders).
  return known === undefined ? type : t(known);
}

/** A line's variant as cart, checkout and order pages show it: "Colour: Teal", "रंग: टील". */
export function variantText(t: Translate, type: string, name: string): string {
  return `${variantTypeName(t, type)}: ${name}`;
}
