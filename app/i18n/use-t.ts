import type { I18n } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { useCallback, useContext } from "react";
import { useLocation } from "react-router";
import { languageOfPath, type Language } from "./language";
import { messageKey } from "./message-key";

export type MessageValues = Readonly<Record<string, string | number | bigint | Date | null | undefined>>;
export type Translate = (message: string, values?: MessageValues) => string;

/** The language of the page being shown: its address says (/hi/… is Hindi). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/**
 * `t("Add to Cart")`: a message in the page's language. The English text is the id (the catalogs
 * key it by its hash, messageKey); a message the
 * page's catalogs lack is shown in English (a test fails on any such message on a Hindi page), as
 * is every message of a component drawn without the page around it (a component's own test).
 */
export function useT(): Translate {
  const i18n = useContext(LinguiContext)?.i18n ?? null;
  return useCallback((message: string, values?: MessageValues) => translateWith(i18n, message, values), [i18n]);
}

export function translateWith(i18n: I18n | null, message: string, values?: MessageValues): string {
  const key = messageKey(message);
  if (i18n && i18n.messages[key] !== undefined) return i18n._(key, values);
  return values ? fillPlaceholders(message, values) : message;
}

/**
 * Only for a message no catalog has (a component drawn without its page, as in its own test):
 * English as ICU would read it. Placeholders, and plurals and selects one level deep.
 */
function fillPlaceholders(message: string, values: MessageValues): string {
  let out = "";
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf("{", index);
    if (open < 0) break;
    const close = matchingBrace(message, open);
    if (close < 0) break;
    out += message.slice(index, open) + argumentText(message.slice(open + 1, close), values);
    index = close + 1;
  }
  return out + message.slice(index);
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === "{") depth++;
    else if (text[index] === "}" && --depth === 0) return index;
  }
  return -1;
}

function argumentText(argument: string, values: MessageValues): string {
  const [name = "", kind = "", ...rest] = argument.split(",");
  const value = values[name.trim()];
  const type = kind.trim();
  if (type !== "plural" && type !== "select") return value === undefined || value === null ? `{${argument}}` : String(value);
  const choices = new Map<string, string>();
  const body = rest.join(",");
  for (let index = 0; index < body.length; ) {
    const open = body.indexOf("{", index);
    const close = open < 0 ? -1 : matchingBrace(body, open);
    if (close < 0) break;
    choices.set(body.slice(index, open).trim(), body.slice(open + 1, close));
    index = close + 1;
  }
  if (type === "select") return fillPlaceholders(choices.get(String(value)) ?? choices.get("other") ?? "", values);
  const count = Number(value);
  const chosen = choices.get(`=${count}`) ?? choices.get(new Intl.PluralRules("en-IN").select(count)) ?? choices.get("other") ?? "";
  return fillPlaceholders(chosen.replaceAll("#", count.toLocaleString("en-IN")), values);
}
