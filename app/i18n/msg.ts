/**
 * Marks an English text kept in data (a menu's labels, a form's messages) as a message: it is
 * shown through `t(…)` where it is drawn, and the catalog test finds it here to ask for its Hindi.
 */
export function msg<const Text extends string>(text: Text): Text {
  return text;
}
