// The shopper's language, remembered. The language switch links to the page in the other
// language with ?lang=; the store keeps the choice in a cookie and answers with the page's
// clean address. Later, an English page asked for by a browser whose choice is Hindi is sent to
// its Hindi address. Crawlers carry no cookie, so each address keeps its own language for them.
import type { MiddlewareHandler } from "hono";
import { isLanguage, languageChoiceParameter, languageOfPath, pathInLanguage, type Language } from "../../app/i18n/language";
import { readCookie } from "../lib/cookie-header";
import type { AppEnv } from "./app-env";
import { isHttps } from "./session";

export const languageCookieName = "lang";
const oneYearSeconds = 365 * 24 * 60 * 60;

export function languageCookie(language: Language, requestUrl: string): string {
  const attributes = ["Path=/", `Max-Age=${oneYearSeconds}`, "SameSite=Lax"];
  if (isHttps(requestUrl)) attributes.push("Secure");
  return `${languageCookieName}=${language}; ${attributes.join("; ")}`;
}

/** The language a browser chose, from its cookie; null when it never chose. */
export function chosenLanguage(cookieHeader: string | null | undefined): Language | null {
  const value = readCookie(cookieHeader, languageCookieName);
  return isLanguage(value) ? value : null;
}

/**
 * A browser loading a page, not a page's script fetching its data (`.data`, the route manifest):
 * only a page load may be sent to another language's address.
 */
function isPageLoad(fetchDest: string | undefined, accept: string | undefined): boolean {
  if (fetchDest) return fetchDest === "document";
  return accept?.includes("text/html") ?? false;
}

/**
 * For page requests only (GET and HEAD): remembers a choice made with the switch, and sends an
 * English page to its Hindi address for a browser that chose Hindi. `onChoice` lets the store
 * keep a signed-in shopper's choice on their account too (their e-mails follow it).
 */
export function rememberLanguageChoice(onChoice?: (c: Parameters<MiddlewareHandler<AppEnv>>[0], language: Language) => Promise<void>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Only a page load is a choice: a page's script may ask for its data with ?lang= too.
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !isPageLoad(c.req.header("sec-fetch-dest"), c.req.header("accept"))) return next();
    const url = new URL(c.req.url);
    const asked = url.searchParams.get(languageChoiceParameter);
    if (isLanguage(asked)) {
      url.searchParams.delete(languageChoiceParameter);
      const query = url.searchParams.toString();
      await onChoice?.(c, asked);
      c.header("Set-Cookie", languageCookie(asked, c.req.url), { append: true });
      return c.redirect(`${pathInLanguage(url.pathname, asked)}${query ? `?${query}` : ""}`, 302);
    }
    const chosen = chosenLanguage(c.req.header("cookie"));
    const hindiPath = pathInLanguage(url.pathname, "hi");
    if (chosen === "hi" && languageOfPath(url.pathname) === "en" && hindiPath !== url.pathname) {
      return c.redirect(`${hindiPath}${url.search}`, 302);
    }
    return next();
  };
}
