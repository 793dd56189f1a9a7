import { readFileSync } from "node:fs";
import path from "node:path";

/** Only fingerprinted stylesheets of the browser build are ever read: no path from a request gets here. */
const inlinableAsset = /^\/assets\/[\w-]+\.css$/;

/**
 * The text of a stylesheet in the browser build, read once and kept, so that pages can carry it
 * inline (decision 014). Null when there is no build to read (API-only tests, the dev server) or
 * the file is not there: the page then links to it as usual.
 */
export function createClientAssetText(clientDir: string | undefined): (href: string) => string | null {
  const texts = new Map<string, string | null>();
  return (href) => {
    if (!clientDir || !inlinableAsset.test(href)) return null;
    const known = texts.get(href);
    if (known !== undefined) return known;
    let text: string | null;
    try {
      text = readFileSync(path.join(clientDir, href), "utf8");
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "ENOENT")) throw error;
      text = null;
    }
    // Inside <style> only "</style" could end it early; our own CSS never has it, but never trust a file blindly.
    if (text !== null && /<\/style/i.test(text)) text = null;
    texts.set(href, text);
    return text;
  };
}
