// Browser contexts and tabs, kept warm. On the 2-core virtual machines the suite runs on, opening
// a tab costs Chromium over a second of CPU (a new renderer process), as much as loading two of
// the store's pages in a tab already open, and every test opened at least one. So a context a test
// closes is wiped of everything a shopper leaves behind (cookies, local and session storage,
// permissions, routes, offline mode, listeners) and handed, with one of its tabs, to the next test
// that asks for a context with the same options: a new visitor as far as the store can tell, at
// an address of its own (browser.ts). A context or tab given something a wipe cannot undo (an init
// script, an exposed function, a fake clock) is closed for real instead.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";

/** What every context of the pool gets on top of its options, anew each time it is handed out. */
export type FreshHeaders = () => Record<string, string>;

/** How long a context's pages wait, set anew each time it is handed out (a test may have changed them). */
export interface Patience {
  navigationMs: number;
  /** Any other wait: a locator, a click, a response. */
  actionMs: number;
}

/** What a wipe cannot take back: a context or page that was given one is never reused. */
const lasting = new Set<PropertyKey>(["addInitScript", "exposeBinding", "exposeFunction", "clock"]);

/** Forwards every property of `target` (methods bound to it) except those `override` answers. */
function forwarding<T extends object>(target: T, override: (property: PropertyKey) => unknown): T {
  return new Proxy(target, {
    get(object, property, receiver): unknown {
      const answer = override(property);
      if (answer !== undefined) return answer;
      const value: unknown = Reflect.get(object, property, receiver);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

interface PooledContext {
  context: BrowserContext;
  options: BrowserContextOptions;
  /** Every origin its pages asked anything of: their storage is cleared between tests. */
  origins: Set<string>;
  /** A wiped tab for the next newPage(), or null. */
  kept: Page | null;
  /** Storage to clear (through a tab) before the next test sees the context. */
  storageToClear: boolean;
}

/** Clears local storage and the like for every origin the context visited, through one of its tabs. */
async function clearStorage(page: Page, origins: ReadonlySet<string>): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    for (const origin of origins) {
      await session.send("Storage.clearDataForOrigin", { origin, storageTypes: "local_storage,indexeddb,cache_storage,service_workers" });
    }
  } finally {
    await session.detach();
  }
}

/** A browser whose contexts are pooled, and how to close those a test file left open. */
export interface PooledBrowser {
  browser: Browser;
  /** Closes, for real, every context handed out and not closed: a file's leftovers end with it. */
  closeLeftOpen(): Promise<void>;
}

/** `browser`, whose contexts and tabs are wiped and reused when closed (see above). */
export function withContextPool(browser: Browser, freshHeaders: FreshHeaders, patience: Patience): PooledBrowser {
  const idle = new Map<string, PooledContext[]>();
  const handedOut = new Set<BrowserContext>();

  async function fresh(options: BrowserContextOptions, headers: Record<string, string>): Promise<PooledContext> {
    const context = await browser.newContext({ ...options, extraHTTPHeaders: headers });
    const origins = new Set<string>();
    context.on("request", (request) => {
      const { origin } = new URL(request.url());
      if (origin.startsWith("http")) origins.add(origin);
    });
    return { context, options, origins, kept: null, storageToClear: false };
  }

  /** Everything the test left, gone; one tab kept (at the one site it visited, its session storage cleared) when it can be. */
  async function wipe(pooled: PooledContext, lastingPages: ReadonlySet<Page>): Promise<void> {
    const { context, origins, options } = pooled;
    const [site, ...otherSites] = origins;
    const keepable = otherSites.length === 0 ? context.pages().find((page) => !lastingPages.has(page)) : undefined;
    for (const page of context.pages()) if (page !== keepable) await page.close();
    await context.clearCookies();
    await context.clearPermissions();
    await context.setOffline(false);
    await context.unrouteAll({ behavior: "ignoreErrors" });
    if (keepable && site) {
      keepable.removeAllListeners();
      await keepable.unrouteAll({ behavior: "ignoreErrors" });
      if (options.viewport) await keepable.setViewportSize(options.viewport);
      await keepable.goto(`${site}/robots.txt`);
      await keepable.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await clearStorage(keepable, origins);
      pooled.kept = keepable;
    } else {
      if (keepable) await keepable.close();
      pooled.storageToClear = origins.size > 0;
    }
  }

  async function handOut(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const key = JSON.stringify(options);
    const headers = { ...freshHeaders(), ...options.extraHTTPHeaders };
    const reused = idle.get(key)?.pop();
    if (reused) await reused.context.setExtraHTTPHeaders(headers);
    const pooled = reused ?? (await fresh(options, headers));
    const { context } = pooled;
    context.setDefaultNavigationTimeout(patience.navigationMs);
    context.setDefaultTimeout(patience.actionMs);
    let lastingContext = false;
    let closed = false;
    const lastingPages = new Set<Page>();

    const pageOf = (page: Page): Page =>
      forwarding(page, (property) => {
        if (lasting.has(property)) lastingPages.add(page);
        return undefined;
      });

    const newPage = async (): Promise<Page> => {
      const kept = pooled.kept;
      pooled.kept = null;
      if (kept) return pageOf(kept);
      const page = await context.newPage();
      if (pooled.storageToClear) {
        await clearStorage(page, pooled.origins);
        pooled.storageToClear = false;
      }
      return pageOf(page);
    };

    const close = async (): Promise<void> => {
      if (closed) return;
      closed = true;
      handedOut.delete(context);
      if (lastingContext) {
        await context.close();
        return;
      }
      await wipe(pooled, lastingPages);
      idle.set(key, [...(idle.get(key) ?? []), pooled]);
    };

    handedOut.add(context);
    return forwarding(context, (property) => {
      if (lasting.has(property)) lastingContext = true;
      if (property === "newPage") return newPage;
      if (property === "close") return close;
      return undefined;
    });
  }

  return {
    browser: forwarding(browser, (property) => (property === "newContext" ? handOut : undefined)),
    closeLeftOpen: async () => {
      const leftOpen = [...handedOut];
      handedOut.clear();
      for (const context of leftOpen) await context.close();
    },
  };
}
