import { once } from "node:events";
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { acceptsBrotli, compressResponses } from "./compress-responses";

const page = `<!DOCTYPE html><html lang="hi-IN"><body>${"<p>सागौन की लकड़ी का सोफ़ा, ₹ 45,999</p>".repeat(400)}</body></html>`;

function storeWith(route: (app: Hono) => void): Hono {
  const app = new Hono();
  app.use(compressResponses());
  route(app);
  return app;
}

const chromium = "gzip, deflate, br, zstd";

describe("responses as browsers download them", () => {
  it("a browser that takes Brotli gets the page in Brotli, smaller than gzip, the same page when decoded", async () => {
    const app = storeWith((routes) => routes.get("/", (c) => c.html(page)));
    const brotli = await app.request("/", { headers: { "Accept-Encoding": chromium } });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotli.headers.get("Vary")).toContain("Accept-Encoding");
    const brotliBytes = Buffer.from(await brotli.arrayBuffer());
    expect(brotliDecompressSync(brotliBytes).toString("utf8")).toBe(page);

    const gzip = await app.request("/", { headers: { "Accept-Encoding": "gzip, deflate" } });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    const gzipBytes = Buffer.from(await gzip.arrayBuffer());
    expect(gunzipSync(gzipBytes).toString("utf8")).toBe(page);
    expect(brotliBytes.length).toBeLessThan(gzipBytes.length);
  });

  it("a file sent with its length is not sent with that length once compressed, which would leave the browser waiting", async () => {
    const script = `export const words = ${JSON.stringify("सागौन ".repeat(2000))};`;
    const app = storeWith((routes) =>
      routes.get("/assets/words.js", () => new Response(script, { headers: { "Content-Type": "text/javascript", "Content-Length": String(Buffer.byteLength(script)) } })),
    );
    const answer = await app.request("/assets/words.js", { headers: { "Accept-Encoding": chromium } });
    expect(answer.headers.get("Content-Encoding")).toBe("br");
    expect(answer.headers.get("Content-Length")).toBeNull();
    expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString("utf8")).toBe(script);
  });

  it("a page streamed as it renders reaches the browser chunk by chunk, not when it ends", async () => {
    let finish: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (finish = resolve));
    const app = storeWith((routes) =>
      routes.get("/", () => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode(`<p>${"पहला हिस्सा ".repeat(200)}</p>`));
            await rest;
            controller.enqueue(new TextEncoder().encode("<p>बाक़ी</p>"));
            controller.close();
          },
        });
        return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
      }),
    );
    const answer = await app.request("/", { headers: { "Accept-Encoding": chromium } });
    const decoder = createBrotliDecompress();
    const decoded: string[] = [];
    decoder.on("data", (chunk: Buffer) => decoded.push(chunk.toString("utf8")));
    const reader = answer.body?.getReader();
    if (!reader) throw new Error("no body");
    // The first part is readable while the page is still being rendered.
    const first = await reader.read();
    if (first.done) throw new Error("the page ended before its first part arrived");
    decoder.write(first.value);
    await once(decoder, "data");
    expect(decoded.join("")).toContain("पहला हिस्सा");
    finish();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      decoder.write(value);
    }
    decoder.end();
    await new Promise((resolve) => decoder.on("end", resolve));
    expect(decoded.join("")).toBe(`<p>${"पहला हिस्सा ".repeat(200)}</p><p>बाक़ी</p>`);
  });

  it("leaves alone what compression cannot shrink: small bodies, images, and answers marked no-transform", async () => {
    const app = storeWith((routes) => {
      routes.get("/small", () => new Response("ok", { headers: { "Content-Type": "text/plain", "Content-Length": "2" } }));
      routes.get("/picture", () => new Response(new Uint8Array(4096), { headers: { "Content-Type": "image/avif" } }));
      routes.get("/as-is", (c) => c.html(page, 200, { "Cache-Control": "no-transform" }));
    });
    for (const path of ["/small", "/picture", "/as-is"]) {
      const answer = await app.request(path, { headers: { "Accept-Encoding": chromium } });
      expect(answer.headers.get("Content-Encoding"), path).toBeNull();
    }
  });

  it("reads Accept-Encoding as browsers and proxies write it", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("br;q=0.5, gzip")).toBe(true);
    expect(acceptsBrotli("br;q=0, gzip")).toBe(false);
    expect(acceptsBrotli("gzip, deflate")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
