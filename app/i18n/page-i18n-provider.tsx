import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useMemo } from "react";
import { useMatches } from "react-router";
import { languageTags } from "./language";
import { messagesOf, type PageMessages } from "./page-messages";
import { useLanguage } from "./use-t";

interface MergeNode {
  merged?: PageMessages;
  next: WeakMap<PageMessages, MergeNode>;
}
const mergeRoot: MergeNode = { next: new WeakMap() };

/** The routes' messages as one object, the same object for the same routes' messages. */
function mergedMessages(parts: readonly PageMessages[]): PageMessages {
  let node = mergeRoot;
  for (const part of parts) {
    let child = node.next.get(part);
    if (!child) {
      child = { next: new WeakMap() };
      node.next.set(part, child);
    }
    node = child;
  }
  node.merged ??= parts.reduce<Record<string, PageMessages[string]>>((all, part) => Object.assign(all, part), {});
  return node.merged;
}

/**
 * Gives every component of the page the messages its routes' loaders sent (the shell's from the
 * root, each page's own): one translator per page, made again only when they change.
 */
export function PageI18nProvider({ children }: { children: React.ReactNode }) {
  const language = useLanguage();
  const messages = mergedMessages(
    useMatches()
      .map((match) => messagesOf(match.loaderData))
      .filter((part): part is PageMessages => part !== undefined),
  );
  const i18n = useMemo(() => {
    const tag = languageTags[language];
    return setupI18n({ locale: tag, messages: { [tag]: messages } });
  }, [language, messages]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
