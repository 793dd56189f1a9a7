import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { hindiCatalogs } from "./hindi-catalogs.server";
import { languageOfPath, languageTags, type Language } from "./language";
import { messageKey } from "./message-key";
import type { MessageArea } from "./message-area";
import type { PageMessages } from "./page-messages";
import type { MessageValues, Translate } from "./use-t";

// Compiled once per language and area while the store runs: catalogs are code, not data.
const compiledAreas = new Map<string, PageMessages>();

/** ICU syntax or tags (<0>…</0>, for Trans): an English message with them needs compiling too. */
const hasPlaceholders = (message: string) => message.includes("{") || /<\/?\d+\/?>/.test(message);

function compiledArea(language: Language, area: MessageArea): PageMessages {
  const key = `${language}:${area}`;
  const known = compiledAreas.get(key);
  if (known) return known;
  const compiled: Record<string, PageMessages[string]> = {};
  for (const [english, hindi] of Object.entries(hindiCatalogs[area])) {
    if (language === "hi") compiled[messageKey(english)] = compileMessage(hindi);
    else if (hasPlaceholders(english)) compiled[messageKey(english)] = compileMessage(english);
  }
  compiledAreas.set(key, compiled);
  return compiled;
}

/** The compiled messages of these areas in a language, for a page's loader data. */
export function pageMessages(language: Language, areas: readonly MessageArea[]): PageMessages {
  if (areas.length === 1 && areas[0]) return compiledArea(language, areas[0]);
  return areas.reduce<Record<string, PageMessages[string]>>((all, area) => Object.assign(all, compiledArea(language, area)), {});
}

/** Only these messages of an area, for a page that shows a few of another page's texts. */
export function someMessagesFor(request: Request, area: MessageArea, messages: readonly string[]): PageMessages {
  const compiled = compiledArea(languageOfRequest(request), area);
  return Object.fromEntries(
    messages.flatMap((message) => {
      const found = compiled[messageKey(message)];
      return found === undefined ? [] : [[messageKey(message), found] as const];
    }),
  );
}

/** The language of the page a request asks for, read from its address (/hi/… is Hindi). */
export function languageOfRequest(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/** A loader's messages: the areas' catalogs in the language of the page requested. */
export function messagesFor(request: Request, ...areas: MessageArea[]): PageMessages {
  return pageMessages(languageOfRequest(request), areas);
}

const everyArea = Object.keys(hindiCatalogs).filter((area): area is MessageArea => area in hindiCatalogs);
const serverTranslators = new Map<Language, I18n>();

function serverTranslator(language: Language): I18n {
  const known = serverTranslators.get(language);
  if (known) return known;
  const tag = languageTags[language];
  const i18n = setupI18n({ locale: tag, messages: { [tag]: { ...pageMessages(language, everyArea) } } });
  // A message no catalog has is its English text, compiled here where the compiler is at hand.
  i18n.setMessagesCompiler(compileMessage);
  serverTranslators.set(language, i18n);
  return i18n;
}

/**
 * A text written by the server outside a page (an e-mail, an invoice, an API answer) in a
 * language: the Hindi of any area's catalog, else the English itself, with its values filled in.
 */
export function translate(language: Language, message: string, values?: Record<string, unknown>): string {
  const i18n = serverTranslator(language);
  const key = messageKey(message);
  // A message no catalog has is compiled from its English (setMessagesCompiler above).
  return i18n.messages[key] !== undefined ? i18n._(key, values) : i18n._(message, values);
}

/**
 * `t` for a loader or action: the texts it writes (a title, a form's message) in the language of
 * the page requested. English text is its own message; only one with values needs formatting.
 */
export function requestTranslator(request: Request): Translate {
  const language = languageOfRequest(request);
  return (message, values) => (language === "en" && !values ? message : translate(language, message, values));
}

/** One text of a loader or action in the language of the page requested (see requestTranslator). */
export function pageText(request: Request, message: string, values?: MessageValues): string {
  return requestTranslator(request)(message, values);
}
