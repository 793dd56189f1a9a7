// The store's two languages. English lives at today's addresses; Hindi under /hi/… . Everything
// that picks a language (a page's address, an API request, an account, an order) reads it here.

export const languages = ["en", "hi"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

/** The BCP 47 tag a page, a date or a number is written in: India's English and India's Hindi. */
export const languageTags: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** Each language named in itself, as a language switch offers it. */
export const languageNames: Record<Language, string> = { en: "English", hi: "हिन्दी" };

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "hi";
}

/** A stored or sent language code, or English when it names none we serve. */
export function languageOrDefault(value: unknown): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

/** The query parameter a language switch adds: the server remembers the choice and drops it. */
export const languageChoiceParameter = "lang";

/** The prefix a language's pages live under: "" for English, "/hi" for Hindi. */
export function languagePrefix(language: Language): string {
  return language === "en" ? "" : `/${language}`;
}

/** The language a shop address is in: "/hi" and "/hi/…" are Hindi, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/hi" || pathname.startsWith("/hi/") ? "hi" : "en";
}

/** A shop address without its language prefix ("/hi/cart" → "/cart", "/hi" → "/"). */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice("/hi".length);
  return rest === "" ? "/" : rest;
}

/**
 * An address of this store in a language: "/cart" in Hindi is "/hi/cart", "/" is "/hi". Leaves
 * alone what is not a shop page (other sites, the back office, the API, files) and anything
 * already in a language.
 */
export function pathInLanguage(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const [pathname = "/", ...rest] = path.split(/(?=[?#])/);
  const suffix = rest.join("");
  if (!isShopPath(pathname)) return path;
  const bare = pathWithoutLanguage(pathname);
  if (language === "en") return bare + suffix;
  return (bare === "/" ? "/hi" : `/hi${bare}`) + suffix;
}

/** Addresses that are not shop pages and so have one address in every language. */
// React Router's own route manifest requests are the app's, not a page's.
const languageFreePrefixes = ["/admin", "/api", "/images", "/photos", "/assets", "/logout", "/test-gateway", "/__manifest"];
const languageFreeFiles = /\.(xml|txt|pdf|csv|svg|png|jpe?g|webp|avif|ico|js|css|json)$/;

function isShopPath(pathname: string): boolean {
  if (languageFreeFiles.test(pathname)) return false;
  return !languageFreePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The language an API client asks for: `?lang=` first, then the best of Accept-Language that we
 * serve ("hi-IN,hi;q=0.9,en;q=0.8" → hi), else English.
 */
export function requestedLanguage(langParameter: string | null | undefined, acceptLanguage: string | null | undefined): Language {
  if (isLanguage(langParameter)) return langParameter;
  if (!acceptLanguage) return defaultLanguage;
  const ranked = acceptLanguage
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const quality = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const q = quality ? Number(quality.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const best = ranked.find((entry) => isLanguage(entry.primary));
  return best && isLanguage(best.primary) ? best.primary : defaultLanguage;
}

/**
 * A catalog text in a language, from its English and its Hindi (null where staff wrote none): the
 * fallback textIn() writes in SQL, for texts already read with both (a cart line, an order line).
 */
export function catalogTextIn(language: Language, english: string, hindi: string | null): string {
  return language === "hi" && hindi !== null ? hindi : english;
}
