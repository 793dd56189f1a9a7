import type { CompiledMessage } from "@lingui/message-utils/compileMessage";

// A page's messages travel beside its HTML, not inside it: its loader data names a bundle of
// compiled messages at an address of its own (/i18n/{language}/{areas}.{hash}.json), which the
// browser keeps and reuses from page to page. The server fills this register as its loaders name
// bundles, so it renders every page at once; the browser fills it before it hydrates a page
// (from the page's preload links) and when a navigation reaches a bundle it has not yet loaded.

/** A page's messages, compiled by the server: the English text's key (messageKey) → the text to show. */
export type PageMessages = Readonly<Record<string, CompiledMessage | string>>;

/** What a loader sends of its messages: where the bundle of them is. */
export interface MessageBundle {
  readonly href: string;
}

/** The attribute that marks a page's preload links to its bundles, for the browser to load them before hydrating. */
export const messageBundleLinkAttribute = "data-message-bundle";

const loadedBundles = new Map<string, PageMessages>();
const loadingBundles = new Map<string, Promise<PageMessages>>();

/** A bundle's messages, once they are here (always, on the server). */
export function loadedMessageBundle(href: string): PageMessages | undefined {
  return loadedBundles.get(href);
}

export function registerMessageBundle(href: string, messages: PageMessages): void {
  loadedBundles.set(href, messages);
}

/**
 * The bundle's messages, fetched once (the page's preload link has usually fetched them already).
 * A bundle that cannot be had leaves the page in English, said in the console, and is tried again
 * by the next page that needs it.
 */
export function loadMessageBundle(href: string): Promise<PageMessages> {
  const known = loadedBundles.get(href);
  if (known) return Promise.resolve(known);
  let loading = loadingBundles.get(href);
  if (!loading) {
    loading = fetchBundle(href).then(
      (messages) => {
        loadedBundles.set(href, messages);
        loadingBundles.delete(href);
        return messages;
      },
      (error: unknown) => {
        console.error(`The page's messages (${href}) could not be loaded; it is shown in English.`, error);
        loadingBundles.delete(href);
        return {};
      },
    );
    loadingBundles.set(href, loading);
  }
  return loading;
}

async function fetchBundle(href: string): Promise<PageMessages> {
  // As the preload link asked for it (crossorigin="anonymous"), so the preloaded answer is used.
  const response = await fetch(href, { mode: "cors", credentials: "same-origin" });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const messages: unknown = await response.json();
  if (!isPageMessages(messages)) throw new Error("the answer is not a bundle of messages");
  return messages;
}

/** The bundle a route's loader data names (see messagesFor on the server), if it names one. */
export function messageBundleOf(loaderData: unknown): MessageBundle | undefined {
  if (typeof loaderData !== "object" || loaderData === null || !("messages" in loaderData)) return undefined;
  const { messages } = loaderData;
  if (typeof messages !== "object" || messages === null || !("href" in messages)) return undefined;
  const { href } = messages;
  return typeof href === "string" ? { href } : undefined;
}

/** A compiled message is a string or an array (Lingui's compiled form). */
function isPageMessages(value: unknown): value is PageMessages {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((message) => typeof message === "string" || Array.isArray(message));
}
