import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { createHash } from "node:crypto";
import { hindiCatalogs } from "./hindi-catalogs.server";
import { isLanguage, languageOfPath, languageTags, type Language } from "./language";
import { messageKey } from "./message-key";
import { isPageArea, pageAreas, type MessageArea, type PageArea } from "./message-area";
import { registerMessageBundle, type MessageBundle, type PageMessages } from "./page-messages";
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

/** The language of the page a request asks for, read from its address (/hi/… is Hindi). */
export function languageOfRequest(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

interface BundleFile {
  readonly href: string;
  readonly messages: PageMessages;
  readonly hash: string;
  readonly json: string;
}
/** The bundles this process's loaders have named (null: the areas have no messages in that language). */
const namedBundles = new Map<string, BundleFile | null>();

/** The bundle of these areas' messages in a language; null when it has none (most English areas). */
function compileBundle(language: Language, areas: readonly MessageArea[]): BundleFile | null {
  const messages = pageMessages(language, areas);
  if (Object.keys(messages).length === 0) return null;
  const json = JSON.stringify(messages);
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
  return { href: `/i18n/${language}/${areas.join(".")}.${hash}.json`, messages, hash, json };
}

/** A bundle a loader names: compiled once, and held for the server's own render of the page. */
function namedBundle(language: Language, areas: readonly PageArea[]): BundleFile | null {
  const key = `${language}/${areas.join(".")}`;
  const known = namedBundles.get(key);
  if (known !== undefined) return known;
  const file = compileBundle(language, areas);
  if (file) registerMessageBundle(file.href, file.messages);
  namedBundles.set(key, file);
  return file;
}

/**
 * A loader's messages: the bundle of the areas' catalogs in the language of the page requested,
 * named by its address (the page's HTML carries only that, and the browser keeps the bundle).
 */
export function messagesFor(request: Request, ...areas: PageArea[]): MessageBundle | undefined {
  const file = namedBundle(languageOfRequest(request), areas);
  return file ? { href: file.href } : undefined;
}

/** A bundle's answer: its JSON, and whether the address asked for this very version of it. */
export interface MessageBundleAnswer {
  readonly json: string;
  readonly current: boolean;
}

/**
 * The bundle an address names (`en` or `hi`, then "product.catalog.9fQx0aZ1bc.json"), or undefined for
 * an address that names no bundle of page messages. An address with an earlier version's hash (a
 * page from before the store was updated) is answered with today's messages. A list of areas no
 * loader of this process has named (another process's page, or anyone's made-up list) is compiled
 * for the answer and not kept, so made-up addresses cannot fill the server's memory.
 */
export function messageBundleAt(language: string, fileName: string): MessageBundleAnswer | undefined {
  const areas = fileName.split(".");
  const extension = areas.pop();
  const hash = areas.pop();
  if (!isLanguage(language) || extension !== "json" || hash === undefined || areas.length === 0) return undefined;
  if (areas.length > pageAreas.length || new Set(areas).size !== areas.length || !areas.every(isPageArea)) return undefined;
  const file = namedBundles.get(`${language}/${areas.join(".")}`) ?? compileBundle(language, areas);
  return file ? { json: file.json, current: file.hash === hash } : undefined;
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
