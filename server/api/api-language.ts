// The language an API client asks for, `?lang=` first, then Accept-Language: catalog texts, cart
// lines and orders answer in it. Every route reads it here, so `lang` means one thing everywhere.
import type { Context } from "hono";
import { isLanguage, languageChoiceParameter, languages, requestedLanguage, type Language } from "../../app/i18n/language";
import type { AppEnv } from "../http/app-env";
import { apiError } from "./api-error";

/** What is wrong with `lang`, when it names a language the store does not serve. */
export function languageProblems(c: Context<AppEnv>): string[] {
  const lang = c.req.query(languageChoiceParameter);
  return lang === undefined || isLanguage(lang) ? [] : [`lang must be one of ${languages.join(", ")}`];
}

/** The language to answer in (English when the client asks for none), or the 422 naming a bad `lang`. */
export function answerLanguage(c: Context<AppEnv>): { ok: true; language: Language } | { ok: false; response: Response } {
  const problems = languageProblems(c);
  if (problems.length > 0) return { ok: false, response: apiError(c, 422, "invalid_request", `Invalid query: ${problems.join("; ")}.`) };
  return { ok: true, language: requestedLanguage(c.req.query(languageChoiceParameter), c.req.header("Accept-Language")) };
}

/** The language a client asks for; undefined when it asks for none (an order then takes the account's). */
export function askedLanguage(c: Context<AppEnv>): Language | undefined {
  const parameter = c.req.query(languageChoiceParameter);
  const accepted = c.req.header("Accept-Language");
  return parameter === undefined && accepted === undefined ? undefined : requestedLanguage(parameter, accepted);
}
