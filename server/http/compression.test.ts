import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressAnswers, minimumCompressedBytes } from "./compression";

const products = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, name: `Sheesham Bookshelf ${index + 1}`, price: 12_999 }));
const bigPage = `<!doctype html><main>${"<p>Handmade in Jodhpur</p>".repeat(200)}</main>`;

function storeWithCompression() {
  const app = new Hono();
  app.use(compressAnswers());
  app.get("/products", (c) => {
    c.header("Set-Cookie", "cart=a; Path=/");
    c.header("Set-Cookie", "seen=b; Path=/", { append: true });
    return c.json({ data: { items: products } }, 200, { ETag: '"v1"' });
  });
  app.get("/huge", (c) => c.json({ items: Array.from({ length: 3000 }, (_, index) => ({ index, note: `row ${index}` })) }));
  app.get("/health", (c) => c.json({ status: "ok" }));
  app.get("/refused", (c) => c.json({ error: { code: "invalid_pincode", message: "Please enter a valid 6-digit PIN code" }, padding: "x".repeat(2000) }, 422));
  app.get("/raw", (c) => c.json({ items: products }, 200, { "Cache-Control": "no-transform" }));
  app.get("/page", (c) =>
    c.body(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(bigPage));
          controller.close();
        },
      }),
      200,
      { "Content-Type": "text/html; charset=utf-8" },
    ),
  );
  return app;
}

const browser = { "Accept-Encoding": "gzip, deflate, br" };

describe("compressing the store's answers", () => {
  it("a browser that takes gzip gets a JSON answer gzipped whole, with its length, cookies and a weak ETag", async () => {
    const answer = await storeWithCompression().request("/products", { headers: browser });
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(answer.headers.get("vary")).toBe("Accept-Encoding");
    expect(answer.headers.get("etag")).toBe('W/"v1"');
    expect(answer.headers.getSetCookie()).toEqual(["cart=a; Path=/", "seen=b; Path=/"]);
    const body = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get("content-length"))).toBe(body.length);
    expect(JSON.parse(gunzipSync(body).toString("utf8"))).toEqual({ data: { items: products } });
  });

  it("a large JSON answer is gzipped off the serving thread, to the same bytes", async () => {
    const answer = await storeWithCompression().request("/huge", { headers: browser });
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    const items = (JSON.parse(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString("utf8")) as { items: unknown[] }).items;
    expect(items).toHaveLength(3000);
  });

  it("a refusal keeps its status and is compressed like any answer", async () => {
    const answer = await storeWithCompression().request("/refused", { headers: browser });
    expect(answer.status).toBe(422);
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString("utf8"))).toMatchObject({ error: { code: "invalid_pincode" } });
  });

  it(`leaves an answer under ${minimumCompressedBytes} bytes, one asked of a client without gzip, and a no-transform answer as they are`, async () => {
    const app = storeWithCompression();
    const small = await app.request("/health", { headers: browser });
    expect([small.headers.get("content-encoding"), small.headers.get("vary"), await small.json()]).toEqual([null, "Accept-Encoding", { status: "ok" }]);
    const clients: Record<string, string>[] = [{}, { "Accept-Encoding": "identity" }, { "Accept-Encoding": "gzip;q=0, br" }];
    for (const headers of clients) {
      const plain = await app.request("/products", { headers });
      expect(plain.headers.get("content-encoding"), JSON.stringify(headers)).toBeNull();
      expect(plain.headers.get("vary")).toBe("Accept-Encoding");
      expect(await plain.json()).toEqual({ data: { items: products } });
    }
    const raw = await app.request("/raw", { headers: browser });
    expect(raw.headers.get("content-encoding")).toBeNull();
    expect(await raw.json()).toEqual({ items: products });
  });

  it("a page streamed as it renders is gzipped as it streams", async () => {
    const answer = await storeWithCompression().request("/page", { headers: browser });
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(answer.headers.get("content-length")).toBeNull();
    expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString("utf8")).toBe(bigPage);
  });

  it("a HEAD is answered with headers only", async () => {
    const answer = await storeWithCompression().request("/products", { method: "HEAD", headers: browser });
    expect(answer.headers.get("content-encoding")).toBeNull();
  });
});
