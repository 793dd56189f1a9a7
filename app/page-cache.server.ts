// Server-rendered pages kept in the process, keyed by everything a page's HTML is made of.
//
// Why: rendering a listing or product page with React costs about 10 ms of the server's only
// thread, so 20 shoppers at once wait in a queue (the store's target: p99 ≤ 150 ms at 20
// connections).
// Most requests ask for a page whose data has not changed since it was last drawn.
//
// Why it is never stale: a page's HTML is a function of its URL, whether the visitor is a crawler
// (crawlers get the page in one piece), and the data its loaders returned, which React Router
// serialises for the browser anyway (the "server handoff" stream, deferred data included). The
// key is a hash of exactly that, so new stock, a price change, a cart count or a signed-in name
// gives a new key and a fresh render; nothing needs invalidating. The per-request CSP nonce is
// the one thing that differs between two identical renders: the stored page is cut where it
// appears, and the new request's nonce is put back in when serving it. Stored pages are kept
// compressed, and served so to every browser: the nonce goes into the compressed bytes
// (gzip-around-nonces.server.ts).
import { createHash, randomBytes } from "node:crypto";
import { deflatePage, gzipWithNonce, pageWithNonce, type DeflatedPage } from "./gzip-around-nonces.server";

export interface PageCacheOptions {
  maxEntries: number;
  /** Most bytes kept, compressed. */
  maxBytes: number;
  /**
   * Longest wait for deferred loader data (a product's reviews) before rendering without the
   * cache. Long enough for a busy day, when the reviews are slow and a page drawn without the
   * cache is drawn again for the next shopper (docs/benchmarks.md has the measurements).
   */
  keyTimeoutMs: number;
}

export const defaultPageCacheOptions: PageCacheOptions = {
  maxEntries: 1_000,
  maxBytes: 32 * 1024 * 1024,
  keyTimeoutMs: 250,
};

export type PageEncoding = "gzip" | "identity";

export interface PageCache {
  /**
   * Reads the loader data stream to the end (within keyTimeoutMs) and returns the page's key, or
   * null when this page should simply be rendered (data too slow, or unreadable).
   */
  keyFor(parts: { url: string; crawler: boolean; nonce: string }, handoff: ReadableStream<Uint8Array>): Promise<string | null>;
  /**
   * The stored page with this request's nonce, as bytes (a string body would be re-encoded), in
   * gzip unless asked otherwise.
   */
  get(key: string, nonce: string, encoding?: PageEncoding): Uint8Array<ArrayBuffer> | null;
  /** Keeps a page drawn with this nonce, once compressed; false when it is too large to keep. */
  set(key: string, html: Buffer, nonce: string): Promise<boolean>;
}

async function readAll(stream: ReadableStream<Uint8Array>, timeoutMs: number): Promise<string | null> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timedOut]);
      if (next === null) {
        // Deferred data still loading: this request streams as usual, without the cache. Not
        // awaited: the stream is one branch of a tee, whose cancel settles only once the other
        // branch (the page's, read after this returns) is finished too; waiting here would hang
        // the page forever.
        void reader.cancel();
        return null;
      }
      if (next.done) return text + decoder.decode();
      text += decoder.decode(next.value, { stream: true });
    }
  } finally {
    clearTimeout(timer);
  }
}

export function createPageCache(options: PageCacheOptions = defaultPageCacheOptions): PageCache {
  // Random per process, so no page content can contain it by chance.
  const placeholder = `nonce-${randomBytes(16).toString("hex")}`;
  const pages = new Map<string, DeflatedPage>();
  let totalBytes = 0;

  const withPlaceholder = (text: string, nonce: string) => (nonce === "" ? text : text.replaceAll(nonce, placeholder));

  function evict(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    totalBytes -= page.bytes;
  }

  /** Drops the least recently used pages until the cache is within its limits. */
  function trim(): void {
    for (const oldest of pages.keys()) {
      if (pages.size <= options.maxEntries && totalBytes <= options.maxBytes) break;
      evict(oldest);
    }
  }

  return {
    async keyFor({ url, crawler, nonce }, handoff) {
      const data = await readAll(handoff, options.keyTimeoutMs);
      if (data === null) return null;
      return createHash("sha256")
        .update(`${crawler ? "crawler" : "browser"} ${nonce === "" ? "without" : "with"} nonce\n${url}\n`)
        .update(withPlaceholder(data, nonce))
        .digest("base64url");
    },
    get(key, nonce, encoding = "gzip") {
      const page = pages.get(key);
      if (!page) return null;
      // Most recently used last, so eviction takes the oldest first.
      pages.delete(key);
      pages.set(key, page);
      return encoding === "gzip" ? gzipWithNonce(page, nonce) : pageWithNonce(page, nonce);
    },
    async set(key, html, nonce) {
      const parts: Buffer[] = [];
      if (nonce === "") parts.push(html);
      else {
        const nonceBytes = Buffer.from(nonce);
        let start = 0;
        for (let at = html.indexOf(nonceBytes); at !== -1; at = html.indexOf(nonceBytes, start)) {
          parts.push(html.subarray(start, at));
          start = at + nonceBytes.length;
        }
        parts.push(html.subarray(start));
      }
      const page = await deflatePage(parts);
      if (page.bytes > options.maxBytes) return false;
      evict(key);
      pages.set(key, page);
      totalBytes += page.bytes;
      trim();
      return true;
    },
  };
}
