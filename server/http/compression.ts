// Compressing the store's answers for browsers that take gzip.
//
// Hono's compress() pipes every body through a CompressionStream: for a 4 KB JSON answer that
// costs the server's thread about 0.3 ms, ten times what gzipping the same bytes at once does,
// and placing an order answers twice (the cart, then the order). A JSON answer is always built
// whole, so it is read and gzipped at once here; what is streamed (pages as React renders them,
// data for the router, CSV downloads) still goes through compress() as it arrives. Stored pages
// come already compressed (app/gzip-around-nonces.server.ts), and so do the build's files
// (scripts/precompress-assets.mjs), which both leave alone by their Content-Encoding.
import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { acceptsGzip } from "../../app/gzip-around-nonces.server";

/** Below this an answer goes as it is: gzip's framing would eat most of the saving. */
export const minimumCompressedBytes = 1024;
/** Up to this a body is gzipped on the serving thread (about 0.2 ms at 16 KB); larger ones on libuv's pool. */
const onThreadBytes = 64 * 1024;
const gzipOffThread = promisify(gzip);

const jsonType = /^application\/(?:[\w.-]+\+)?json(?:;|$)/i;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

function addVaryAcceptEncoding(c: Context): void {
  const vary = c.res.headers.get("Vary");
  if (vary === "*" || (vary && varyAcceptEncoding.test(vary))) return;
  c.res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/** A JSON answer this request may have gzipped whole: not partial, not already encoded, not a HEAD. */
function isWholeJson(c: Context): boolean {
  const { res } = c;
  return (
    res.body !== null &&
    res.status !== 206 &&
    c.req.method !== "HEAD" &&
    !res.headers.has("Content-Encoding") &&
    jsonType.test(res.headers.get("Content-Type") ?? "") &&
    !noTransform.test(res.headers.get("Cache-Control") ?? "")
  );
}

async function gzipWholeJson(c: Context): Promise<void> {
  if (!isWholeJson(c)) return;
  addVaryAcceptEncoding(c);
  if (!acceptsGzip(c.req.header("Accept-Encoding") ?? null)) return;
  const body = Buffer.from(await c.res.arrayBuffer());
  const headers = new Headers(c.res.headers);
  const { status } = c.res;
  // Replaced, not assigned through c.res, which would copy the old headers over the new ones.
  c.res = undefined;
  if (body.length < minimumCompressedBytes) {
    // Its length tells compress() it is too small to compress.
    headers.set("Content-Length", String(body.length));
    c.res = new Response(body, { status, headers });
    return;
  }
  const gzipped = body.length <= onThreadBytes ? gzipSync(body) : await gzipOffThread(body);
  headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(gzipped.length));
  const etag = headers.get("ETag");
  if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
  c.res = new Response(gzipped, { status, headers });
}

/** The store's compression: JSON gzipped whole, anything else compressible as it streams. */
export function compressAnswers(): MiddlewareHandler {
  const asItStreams = compress({ encoding: "gzip", threshold: minimumCompressedBytes });
  return (c, next) =>
    asItStreams(c, async () => {
      await next();
      await gzipWholeJson(c);
    });
}
