import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { crc32, gunzipSync } from "node:zlib";
import { acceptsGzip, crc32Combine, deflatePage, gzipWithNonce, pageWithNonce } from "./gzip-around-nonces.server";

/** A page cut where its nonce goes, as the page cache keeps it. */
function partsOf(html: string, nonce: string): Buffer[] {
  return html.split(nonce).map((part) => Buffer.from(part));
}

describe("a cached page compressed once and served with each request's nonce", () => {
  it("unzips to the page with this request's nonce wherever the drawn one was", async () => {
    const drawn = `<script nonce="DRAWN">boot()</script><h1>सोफ़ा सेट ₹49,999</h1><style nonce="DRAWN">h1{}</style>`;
    const page = await deflatePage(partsOf(drawn, "DRAWN"));
    for (const nonce of ["n0nce+/=", "a-much-longer-nonce-than-the-one-it-was-drawn-with", ""]) {
      expect(gunzipSync(gzipWithNonce(page, nonce)).toString()).toBe(drawn.replaceAll("DRAWN", nonce));
    }
  });

  it("keeps a page that starts or ends with the nonce, or has none at all", async () => {
    for (const drawn of ["DRAWN middle DRAWN", "DRAWNDRAWN", "no nonce here", ""]) {
      const page = await deflatePage(partsOf(drawn, "DRAWN"));
      expect(gunzipSync(gzipWithNonce(page, "fresh")).toString()).toBe(drawn.replaceAll("DRAWN", "fresh"));
      expect(pageWithNonce(page, "fresh").toString()).toBe(drawn.replaceAll("DRAWN", "fresh"));
    }
  });

  it("holds a large page that does not compress, and a nonce longer than one stored block", async () => {
    const noise = randomBytes(300_000).toString("base64");
    const drawn = `${noise}DRAWN${noise.slice(0, 70_000)}`;
    const page = await deflatePage(partsOf(drawn, "DRAWN"));
    const nonce = "x".repeat(70_000);
    expect(gunzipSync(gzipWithNonce(page, nonce)).toString()).toBe(drawn.replace("DRAWN", nonce));
  });

  it("holds no more memory than its compressed size, however many small parts it has", async () => {
    const drawn = Array.from({ length: 50 }, (_, index) => `<script nonce="DRAWN">part(${index})</script>`).join("") + "x".repeat(100_000);
    const page = await deflatePage(partsOf(drawn, "DRAWN"));
    const held = new Set(page.deflated.map((part) => part.buffer));
    const heldBytes = [...held].reduce((sum, buffer) => sum + buffer.byteLength, 0);
    // Pool slabs of 8 KB aside.
    expect(heldBytes).toBeLessThanOrEqual(Math.max(page.bytes, 8 * 1024));
  });

  it("is far smaller than the page, as the stylesheet and markup repeat", async () => {
    const drawn = `<style nonce="DRAWN">${".card{display:flex;gap:1rem}".repeat(2_000)}</style>`;
    const page = await deflatePage(partsOf(drawn, "DRAWN"));
    expect(gzipWithNonce(page, "n").length).toBeLessThan(drawn.length / 20);
  });
});

describe("the CRC-32 of two pieces from each one's", () => {
  it("equals the CRC-32 of the pieces joined, whatever their lengths", () => {
    for (const [first, second] of [[0, 0], [1, 0], [0, 1], [5, 7], [1_000, 70_000], [300_000, 1], [3, 1 << 20]] as const) {
      const a = randomBytes(first);
      const b = randomBytes(second);
      expect(crc32Combine(crc32(a), crc32(b), second)).toBe(crc32(Buffer.concat([a, b])));
    }
  });
});

describe("whether a request takes gzip", () => {
  it("reads what browsers and other clients send", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsGzip("GZIP")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("*;q=0")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
