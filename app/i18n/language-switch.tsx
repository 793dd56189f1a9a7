import { useLocation } from "react-router";
import { languageChoiceParameter, languageNames, languages, pathInLanguage, type Language } from "./language";
import { useLanguage } from "./use-t";

/** Said in the language it offers, as the link's own text is (it carries that lang). */
const offerIn: Record<Language, string> = { en: "Read this page in English", hi: "यह पेज हिन्दी में पढ़ें" };

/** This page in another language, marked as the shopper's choice. */
export function switchedPath(pathname: string, search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set(languageChoiceParameter, language);
  return `${pathInLanguage(pathname, language)}?${params.toString()}`;
}

/**
 * The header's and footer's language switch: the same page in the other language. A plain link
 * (a full page load), so the server can remember the choice in a cookie before it answers.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const other = languages.find((language) => language !== current) ?? current;
  return (
    <a
      href={switchedPath(pathname, search, other)}
      hrefLang={other}
      lang={other}
      className={className}
      aria-label={offerIn[other]}
    >
      {languageNames[other]}
    </a>
  );
}
