import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache.server";

function streamOf(...parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

/** A stream whose deferred part never arrives (a slow query). */
function stalledStream(first: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
  });
}

const options = { maxEntries: 2, maxBytes: 1024 * 1024, keyTimeoutMs: 20 };
const page = (nonce: string, text = "Sofas") =>
  Buffer.from(`<script nonce="${nonce}">data</script><h1>${text}</h1><script nonce="${nonce}">go</script>`);

describe("the page cache", () => {
  it("serves a page drawn for the same URL and data again, with the new request's nonce", async () => {
    const cache = createPageCache(options);
    const first = await cache.keyFor({ url: "http://shop/products", crawler: false, nonce: "AAA" }, streamOf('{"nonce":"AAA"', ',"items":[1]}'));
    expect(first).not.toBeNull();
    await cache.set(first ?? "", page("AAA"), "AAA");

    const second = await cache.keyFor({ url: "http://shop/products", crawler: false, nonce: "BBB" }, streamOf('{"nonce":"BBB","items":[1]}'));
    expect(second).toBe(first);
    expect(Buffer.from(cache.get(second ?? "", "BBB", "identity") ?? []).toString()).toBe(page("BBB").toString());
  });

  it("draws the page again when anything in its data, its URL or the kind of visitor differs", async () => {
    const cache = createPageCache(options);
    const key = (url: string, data: string, crawler = false) => cache.keyFor({ url, crawler, nonce: "N" }, streamOf(data));
    const base = await key("http://shop/products", '{"cartCount":0}');
    expect(await key("http://shop/products", '{"cartCount":1}')).not.toBe(base);
    expect(await key("http://shop/products?page=2", '{"cartCount":0}')).not.toBe(base);
    expect(await key("http://shop/products", '{"cartCount":0}', true)).not.toBe(base);
    expect(await key("http://shop/products", '{"cartCount":0}')).toBe(base);
  });

  it("does not wait for slow deferred data: that page is rendered without the cache", async () => {
    const cache = createPageCache(options);
    expect(await cache.keyFor({ url: "http://shop/product/1", crawler: false, nonce: "N" }, stalledStream("{"))).toBeNull();
  });

  it("gives up on slow data read from a tee of the page's stream without holding up the page", async () => {
    const cache = createPageCache(options);
    let finish = () => {};
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("{"));
        finish = () => {
          controller.enqueue(new TextEncoder().encode("}"));
          controller.close();
        };
      },
    });
    // As entry.server.tsx does: one branch for the key, one for the page, read after the key.
    const [forPage, forKey] = source.tee();
    expect(await cache.keyFor({ url: "http://shop/product/1", crawler: false, nonce: "N" }, forKey)).toBeNull();
    finish();
    expect(await new Response(forPage).text()).toBe("{}");
  });

  it("keeps only the most recently used pages", async () => {
    const cache = createPageCache(options);
    const keys = await Promise.all(
      ["a", "b", "c"].map((data) => cache.keyFor({ url: "http://shop/", crawler: false, nonce: "N" }, streamOf(data))),
    );
    const [a = "", b = "", c = ""] = keys.map((key) => key ?? "");
    await cache.set(a, page("N", "A"), "N");
    await cache.set(b, page("N", "B"), "N");
    expect(cache.get(a, "M")).not.toBeNull();
    await cache.set(c, page("N", "C"), "N");
    expect(cache.get(b, "M")).toBeNull();
    expect(cache.get(a, "M")).not.toBeNull();
    expect(cache.get(c, "M")).not.toBeNull();
  });

  it("keeps pages compressed and serves them in gzip, or as they are to a client that takes no gzip", async () => {
    const cache = createPageCache(options);
    const key = (await cache.keyFor({ url: "http://shop/", crawler: false, nonce: "AAA" }, streamOf("{}"))) ?? "";
    expect(await cache.set(key, page("AAA"), "AAA")).toBe(true);
    for (const nonce of ["BBB", "CCCC"]) {
      expect(gunzipSync(cache.get(key, nonce) ?? new Uint8Array()).toString()).toBe(page(nonce).toString());
      expect(Buffer.from(cache.get(key, nonce, "identity") ?? []).toString()).toBe(page(nonce).toString());
    }
  });

  it("counts pages by their compressed size, and keeps none larger than all it may hold", async () => {
    const repetitive = page("N", "सोफ़ा ".repeat(20_000));
    const cache = createPageCache({ ...options, maxBytes: 2_000 });
    const [a = "", b = ""] = await Promise.all(
      ["a", "b"].map(async (data) => (await cache.keyFor({ url: "http://shop/", crawler: false, nonce: "N" }, streamOf(data))) ?? ""),
    );
    // 240 KB as drawn, a few hundred bytes compressed: both fit.
    expect(await cache.set(a, repetitive, "N")).toBe(true);
    expect(await cache.set(b, repetitive, "N")).toBe(true);
    expect(cache.get(a, "M")).not.toBeNull();
    expect(cache.get(b, "M")).not.toBeNull();
    expect(await cache.set(a, Buffer.from(randomBytes(4_000).toString("base64")), "N")).toBe(false);
  });
});
