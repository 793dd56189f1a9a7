import { setupI18n } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { use, useMemo } from "react";
import { useMatches } from "react-router";
import { languageTags } from "./language";
import {
  loadedMessageBundle,
  loadMessageBundle,
  messageBundleLinkAttribute,
  messageBundleOf,
  type MessageBundle,
  type PageMessages,
} from "./page-messages";
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

/** The message bundles the page's routes name: the shell's from the root, each page's own. */
function usePageBundles(): MessageBundle[] {
  return useMatches()
    .map((match) => messageBundleOf(match.loaderData))
    .filter((bundle): bundle is MessageBundle => bundle !== undefined);
}

/**
 * Gives every component of the page the messages its routes' loaders named: one translator per
 * page, made again only when they change. A navigation to a page whose bundle the browser has not
 * loaded waits for it (navigations are transitions, so the page before stays on screen).
 */
export function PageI18nProvider({ children }: { children: React.ReactNode }) {
  const language = useLanguage();
  const messages = mergedMessages(usePageBundles().map(({ href }) => loadedMessageBundle(href) ?? use(loadMessageBundle(href))));
  // Lingui's own I18nProvider keeps the first translator it is given while the locale stays the
  // same, so a page reached by a link would keep the page before's messages: the context is given here.
  const lingui = useMemo(() => {
    const tag = languageTags[language];
    const i18n = setupI18n({ locale: tag, messages: { [tag]: messages } });
    return { i18n, _: i18n.t.bind(i18n) };
  }, [language, messages]);
  return <LinguiContext.Provider value={lingui}>{children}</LinguiContext.Provider>;
}

/** In the page's head: the browser fetches the bundles while it reads the page, before hydrating. */
export function MessageBundleLinks() {
  return usePageBundles().map(({ href }) => (
    <link key={href} rel="preload" as="fetch" crossOrigin="anonymous" href={href} {...{ [messageBundleLinkAttribute]: "" }} />
  ));
}
