import { createContext, useContext } from "react";
import stylesheetHref from "../app.css?url";

export { stylesheetHref };

const inlinedElementId = "app-stylesheet";

/**
 * The stylesheet's text when the server inlines it into the page (decision 014), provided by
 * entry.server.tsx; null when it cannot (the dev server), and the page links to it instead.
 */
export const InlineStylesheetContext = createContext<string | null>(null);

let textInDocument: string | null | undefined;

/**
 * In the browser the text is taken from the page the server sent, so hydration sees the same
 * element without the stylesheet ever being part of the JavaScript.
 */
function inlinedTextInDocument(): string | null {
  if (textInDocument === undefined) textInDocument = document.getElementById(inlinedElementId)?.textContent ?? null;
  return textInDocument;
}

/** The store's one stylesheet: inline, so the first paint waits for no second request; else a link. */
export function AppStylesheet() {
  const fromServer = useContext(InlineStylesheetContext);
  const text = typeof document === "undefined" ? fromServer : inlinedTextInDocument();
  if (text === null) return <link rel="stylesheet" href={stylesheetHref} />;
  return <style id={inlinedElementId} dangerouslySetInnerHTML={{ __html: text }} />;
}
