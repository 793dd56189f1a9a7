import { mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pino from "pino";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createImageRoutes, type ImageRoutesOptions } from "./image-routes";
import { renderImage, type ImageRequest } from "./render-image";

const notFoundBody = { error: { code: "not_found", message: "Image not found" } };
const oneYear = "public, max-age=31536000, immutable";

let cacheDir: string;
const logLineSchema = z.object({
  level: z.number(),
  msg: z.string(),
  err: z.object({ message: z.string() }).optional(),
});
let logLines: z.infer<typeof logLineSchema>[];
let renders: ImageRequest[];

beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), "image-routes-"));
  logLines = [];
  renders = [];
});

afterEach(async () => {
  // Tests wait for their cache writes; the retries only cover a slow disk.
  await rm(cacheDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
});

/** The pictures the catalog of these tests shows (base paths): the routes draw nothing else. */
const catalogPictures = new Set([
  "/images/p/sofa/2f6f6f/front",
  "/images/p/sofa/2f6f6f/angle",
  "/images/p/bed/c8a27a/room",
  "/images/p/bed/2f6f6f/front",
  "/images/p/office-chair/1f1f1f/angle",
  "/images/p/dining-set/5c4033/angle",
  "/images/p/swing/3f7d4a/side",
  "/images/p/bookcase/3b2a20/front",
  "/images/p/mattress/f1efe9/angle",
  "/images/p/recliner/6b4423/front",
  "/images/p/kitchen-trolley/2f6f6f/detail",
]);

/** The app as the lead mounts it, with a real pino logger writing into logLines. */
function storeWith(options: Partial<ImageRoutesOptions> = {}) {
  const logger = pino(
    { level: "warn" },
    { write: (line: string) => logLines.push(logLineSchema.parse(JSON.parse(line))) },
  );
  const render = options.render ?? renderImage;
  const routes = createImageRoutes({
    cacheDir,
    logger,
    isCatalogPicture: (basePath) => Promise.resolve(catalogPictures.has(basePath)),
    ...options,
    render: async (request) => {
      renders.push(request);
      return render(request);
    },
  });
  return new Hono().route("/images", routes);
}

async function cachedFiles(): Promise<string[]> {
  const entries = await readdir(cacheDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function untilCached(count = 1): Promise<string[]> {
  return vi.waitFor(async () => {
    const files = (await cachedFiles()).filter((file) => !file.endsWith(".tmp"));
    expect(files).toHaveLength(count);
    return files;
  });
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe("a shopper's browser fetches product images", () => {
  it("gets a WebP sofa 640 pixels wide, cached for a year", async () => {
    const response = await storeWith().request("/images/p/sofa/2f6f6f/front-640.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe(oneYear);
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{22}"$/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(body.length));
    const metadata = await sharp(body).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 640, 480]);
    await untilCached();
  });

  it("gets an AVIF bed 320 pixels wide for a small phone screen", async () => {
    const response = await storeWith().request("/images/p/bed/c8a27a/room-320.avif");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.compression, metadata.width, metadata.height]).toEqual(["av1", 320, 240]);
    await untilCached();
  });

  it("is served the second time from the disk cache without drawing again", async () => {
    const store = storeWith();
    const first = await store.request("/images/p/office-chair/1f1f1f/angle-480.webp");
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const [file] = await untilCached();
    expect(file).toMatch(/office-chair[\\/]1f1f1f[\\/]angle-480\.webp$/);
    expect((await stat(file ?? "")).size).toBe(firstBytes.length);

    const second = await store.request("/images/p/office-chair/1f1f1f/angle-480.webp");
    expect(second.status).toBe(200);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("content-length")).toBe(String(firstBytes.length));
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(renders).toHaveLength(1);
  });

  it("shares one drawing among shoppers who ask for the same new image at once", async () => {
    const store = storeWith();
    const responses = await Promise.all(
      Array.from({ length: 6 }, async () => store.request("/images/p/dining-set/5c4033/angle-640.avif")),
    );
    const bodies = await Promise.all(
      responses.map(async (response) => Buffer.from(await response.arrayBuffer())),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(bodies.every((body) => body.equals(bodies[0] ?? Buffer.alloc(0)))).toBe(true);
    expect(renders).toHaveLength(1);
    await untilCached();
  });

  it("is told the image has not changed when the browser already holds it", async () => {
    const store = storeWith();
    const first = await store.request("/images/p/swing/3f7d4a/side-960.webp");
    await first.arrayBuffer();
    await untilCached();
    const etag = first.headers.get("etag") ?? "";
    const again = await store.request("/images/p/swing/3f7d4a/side-960.webp", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe(oneYear);
    expect(await again.text()).toBe("");
    expect(renders).toHaveLength(1);
  });

  it("answers HEAD with the image's headers and no body, before and after it is cached", async () => {
    const store = storeWith();
    const before = await store.request("/images/p/bookcase/3b2a20/front-320.webp", { method: "HEAD" });
    expect(before.status).toBe(200);
    expect(before.headers.get("content-type")).toBe("image/webp");
    const length = before.headers.get("content-length");
    expect(Number(length)).toBeGreaterThan(500);
    expect(await before.text()).toBe("");
    await untilCached();

    const after = await store.request("/images/p/bookcase/3b2a20/front-320.webp", { method: "HEAD" });
    expect(after.status).toBe(200);
    expect(after.headers.get("content-length")).toBe(length);
    expect(after.headers.get("etag")).toBe(before.headers.get("etag"));
    expect(await after.text()).toBe("");
    expect(renders).toHaveLength(1);
  });
});

describe("nobody can make the server draw or read anything else", () => {
  it.each([
    ["an unknown kind", "/images/p/throne/2f6f6f/front-640.webp"],
    ["an upper-case colour", "/images/p/sofa/2F6F6F/front-640.webp"],
    ["an odd width", "/images/p/sofa/2f6f6f/front-333.webp"],
    ["a PNG", "/images/p/sofa/2f6f6f/front-640.png"],
    ["an unknown view", "/images/p/sofa/2f6f6f/top-640.webp"],
    ["encoded slashes climbing out of the cache", "/images/p/sofa/..%2F..%2F..%2Fetc/front-640.webp"],
    ["an encoded climbing file name", "/images/p/sofa/2f6f6f/..%2F..%2Fsecret-640.webp"],
    ["broken percent-encoding", "/images/p/sofa/%E0%A4%A/front-640.webp"],
    ["a NUL byte", "/images/p/sofa/2f6f6f%00/front-640.webp"],
    ["too few parts", "/images/p/sofa/2f6f6f"],
    ["too many parts", "/images/p/sofa/2f6f6f/front/front-640.webp"],
  ])("answers 404 with the JSON error for %s, drawing nothing", async (_label, url) => {
    const response = await storeWith().request(url);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(notFoundBody);
    expect(renders).toHaveLength(0);
    expect(await cachedFiles()).toEqual([]);
  });

  it("refuses to take uploads on an image address", async () => {
    const response = await storeWith().request("/images/p/sofa/2f6f6f/front-640.webp", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.json()).toEqual({
      error: { code: "method_not_allowed", message: "Images can only be fetched" },
    });
  });
});

describe("an operator's server stays up when drawing goes wrong", () => {
  it("answers 500 with the error shape and logs the failure once", async () => {
    const gate = deferred<undefined>();
    const store = storeWith({
      render: async () => {
        await gate.promise;
        throw new Error("librsvg exploded");
      },
    });
    const pending = Promise.all([
      Promise.resolve(store.request("/images/p/sofa/2f6f6f/front-640.webp")),
      Promise.resolve(store.request("/images/p/sofa/2f6f6f/front-640.webp")),
    ]);
    // Both requests join the one render (each only has to find the cache empty) before it fails.
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    gate.resolve(undefined);
    const responses = await pending;
    expect(renders).toHaveLength(1);
    for (const response of responses) {
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        error: { code: "internal_error", message: "The image could not be drawn" },
      });
    }
    await vi.waitFor(() =>
      expect(logLines.filter((line) => line.msg === "Image render failed")).toHaveLength(1),
    );
    expect(logLines[0]?.err?.message).toBe("librsvg exploded");
    expect(await cachedFiles()).toEqual([]);

    // The failure is not remembered: the next shopper gets a fresh attempt.
    const retry = store.request("/images/p/sofa/2f6f6f/front-640.webp");
    await vi.waitFor(() => expect(renders).toHaveLength(2));
    await retry;
  });

  it("still sends the image when the cache folder cannot be written, and logs a warning", async () => {
    const blocked = path.join(cacheDir, "not-a-folder");
    await writeFile(blocked, "a file where the cache folder should be");
    const store = storeWith({ cacheDir: blocked });
    const response = await store.request("/images/p/mattress/f1efe9/angle-320.webp");
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(320);
    await vi.waitFor(() =>
      expect(logLines.map((line) => line.msg)).toContain("Could not cache a rendered image"),
    );
  });

  it("redraws an empty cached file instead of serving it for a year", async () => {
    const store = storeWith();
    await (await store.request("/images/p/recliner/6b4423/front-320.webp")).arrayBuffer();
    const [file] = await untilCached();
    await writeFile(file ?? "", "");
    const response = await store.request("/images/p/recliner/6b4423/front-320.webp");
    expect(response.status).toBe(200);
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
    expect(renders).toHaveLength(2);
    expect(logLines.map((line) => line.msg)).toContain("Ignoring an empty cached image");
    await vi.waitFor(async () => {
      expect((await stat(file ?? "")).size).toBeGreaterThan(0);
    });
  });

  it("turns new drawings away with 503 when too many are already waiting", async () => {
    const gate = deferred<undefined>();
    const store = storeWith({
      maxConcurrentRenders: 1,
      maxQueuedRenders: 0,
      render: async (request) => {
        await gate.promise;
        return renderImage(request);
      },
    });
    const slow = store.request("/images/p/sofa/2f6f6f/front-320.webp");
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    const refused = await store.request("/images/p/bed/2f6f6f/front-320.webp");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(await refused.json()).toMatchObject({ error: { code: "busy" } });
    gate.resolve(undefined);
    expect((await slow).status).toBe(200);
    await untilCached();
  });
});

describe("over real HTTP", () => {
  it("streams a cached image from disk and answers HEAD with its length", async () => {
    const server = serve({ fetch: storeWith().fetch, port: 0, hostname: "127.0.0.1" });
    try {
      await new Promise<void>((resolve) =>
        server.listening ? resolve() : server.once("listening", () => resolve()),
      );
      const address = server.address();
      if (address === null || typeof address === "string") throw new Error("expected a TCP address");
      const { port } = address;
      const url = `http://127.0.0.1:${port}/images/p/kitchen-trolley/2f6f6f/detail-1200.avif`;
      const first = Buffer.from(await (await fetch(url)).arrayBuffer());
      await untilCached();
      const second = await fetch(url);
      expect(second.headers.get("content-length")).toBe(String(first.length));
      expect(Buffer.from(await second.arrayBuffer()).equals(first)).toBe(true);
      const head = await fetch(url, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(first.length));
      expect(renders).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    }
  });
});

describe("only the pictures the catalog shows are ever drawn", () => {
  it.each([
    ["a colour the catalog does not have", "/images/p/sofa/123456/front-640.webp"],
    ["a kind the catalog does not have in that colour", "/images/p/wardrobe/2f6f6f/front-640.webp"],
    ["a view the catalog does not show", "/images/p/sofa/2f6f6f/room-640.avif"],
  ])("answers 404 for %s, drawing and writing nothing", async (_label, url) => {
    const store = storeWith();
    for (const init of [{}, { method: "HEAD" }, { headers: { "If-None-Match": "*" } }]) {
      const response = await store.request(url, init);
      expect(response.status).toBe(404);
    }
    expect(await (await store.request(url)).json()).toEqual(notFoundBody);
    expect(renders).toHaveLength(0);
    expect(await cachedFiles()).toEqual([]);
  });

  it("draws a picture once the catalog shows it, without a restart", async () => {
    const shown = new Set<string>();
    const store = storeWith({ isCatalogPicture: (basePath) => Promise.resolve(shown.has(basePath)) });
    expect((await store.request("/images/p/sofa/a1b2c3/front-320.webp")).status).toBe(404);
    shown.add("/images/p/sofa/a1b2c3/front");
    const response = await store.request("/images/p/sofa/a1b2c3/front-320.webp");
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(320);
    await untilCached();
  });

  it("leaves a failure to tell what the catalog shows to the app's error handler, drawing nothing", async () => {
    const failures: unknown[] = [];
    const store = storeWith({ isCatalogPicture: () => Promise.reject(new Error("database unreachable")) });
    store.onError((error, c) => {
      failures.push(error);
      return c.json({ error: { code: "internal_error", message: "Something went wrong" } }, 500);
    });
    const response = await store.request("/images/p/sofa/2f6f6f/front-640.webp");
    expect(response.status).toBe(500);
    expect(failures).toEqual([new Error("database unreachable")]);
    expect(renders).toHaveLength(0);
    expect(await cachedFiles()).toEqual([]);
  });
});

describe("hostile addresses are refused before any work", () => {
  it.each([
    ["a huge file name", `/images/p/sofa/2f6f6f/${"front".repeat(2000)}-640.webp`],
    ["a huge colour", `/images/p/sofa/${"2f6f6f".repeat(2000)}/front-640.webp`],
    ["a huge number of folders", `/images/p/${"sofa/".repeat(2000)}2f6f6f/front-640.webp`],
    ["dot segments", "/images/p/sofa/2f6f6f/../../../../etc/passwd"],
    ["encoded dot segments", "/images/p/sofa/%2e%2e/%2e%2e/front-640.webp"],
    ["an encoded slash in the kind", "/images/p/sofa%2F..%2F..%2F/2f6f6f/front-640.webp"],
    ["an encoded backslash", "/images/p/sofa/2f6f6f/..%5Cfront-640.webp"],
    ["a JPEG", "/images/p/sofa/2f6f6f/front-640.jpeg"],
    ["an SVG", "/images/p/sofa/2f6f6f/front-640.svg"],
    ["a width the store never asks for", "/images/p/sofa/2f6f6f/front-4000.webp"],
    ["a width with a sign", "/images/p/sofa/2f6f6f/front-+640.webp"],
  ])("answers 4xx for %s", async (_label, url) => {
    const response = await storeWith().request(url);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(renders).toHaveLength(0);
    expect(await cachedFiles()).toEqual([]);
  });

  it("answers 4xx over real HTTP too, where nothing cleans the path up first", async () => {
    const server = serve({ fetch: storeWith().fetch, port: 0, hostname: "127.0.0.1" });
    try {
      await new Promise<void>((resolve) =>
        server.listening ? resolve() : server.once("listening", () => resolve()),
      );
      const address = server.address();
      if (address === null || typeof address === "string") throw new Error("expected a TCP address");
      const raw = async (target: string) =>
        new Promise<number>((resolve, reject) => {
          const outgoing = request({ host: "127.0.0.1", port: address.port, path: target }, (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode ?? 0));
          });
          outgoing.on("error", reject);
          outgoing.end();
        });
      for (const target of [
        "/images/p/sofa/2f6f6f/../../../../etc/passwd",
        "/images/p/../../../etc/passwd",
        "/images/p/sofa/2f6f6f/..%2F..%2Ffront-640.webp",
        `/images/p/sofa/2f6f6f/front-640.webp?${"x".repeat(100_000)}`,
      ]) {
        const status = await raw(target);
        expect(status, target).toBeGreaterThanOrEqual(400);
        expect(status, target).toBeLessThan(500);
      }
      expect(renders).toHaveLength(0);
      expect(await cachedFiles()).toEqual([]);
    } finally {
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    }
  });
});

/** Every rendition of the test catalog's pictures but one, as a crawler would walk them. */
function floodOf(except: string): string[] {
  return [...catalogPictures]
    .flatMap((basePath) =>
      [320, 480, 640, 960, 1200].flatMap((width) => [`${basePath}-${width}.avif`, `${basePath}-${width}.webp`]),
    )
    .filter((url) => url !== except);
}

/** Time for a request to look in the cache folder and reach the render queue. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const pageRequest = { headers: { "Sec-Fetch-Dest": "image", "Sec-Fetch-Site": "same-origin" } };

describe("a flood of new pictures does not keep a shopper's pictures waiting", () => {
  it("serves an already drawn picture at once while every render slot and waiting place is taken", async () => {
    const gate = deferred<undefined>();
    let holding = false;
    const store = storeWith({
      maxQueuedRenders: 20,
      render: async (request) => {
        if (holding) await gate.promise;
        return renderImage(request);
      },
    });
    const drawn = "/images/p/sofa/2f6f6f/front-320.webp";
    const first = Buffer.from(await (await store.request(drawn)).arrayBuffer());
    await untilCached();
    holding = true;
    const flood = floodOf(drawn).map(async (url) => store.request(url, pageRequest));
    // Two renders hold the slots (and wait on the gate); twenty wait; the rest were turned away.
    await vi.waitFor(() => expect(renders).toHaveLength(3));
    const again = await store.request(drawn, pageRequest);
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(first)).toBe(true);
    expect(renders).toHaveLength(3);
    gate.resolve(undefined);
    const statuses = (await Promise.all(flood)).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(22);
    expect(statuses.filter((status) => status === 503)).toHaveLength(floodOf(drawn).length - 22);
    await untilCached(23);
  });

  it("draws a page's picture before a crawler's, taking a waiting place from the crawler when full", async () => {
    const gate = deferred<undefined>();
    const store = storeWith({
      maxConcurrentRenders: 1,
      maxQueuedRenders: 2,
      render: async (request) => {
        await gate.promise;
        return renderImage(request);
      },
    });
    const crawl = async (file: string) => store.request(`/images/p/sofa/2f6f6f/${file}`);
    const running = crawl("front-320.webp");
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    // One at a time, so that they wait in this order.
    const older = crawl("front-480.webp");
    await settle();
    const newer = crawl("front-640.webp");
    await settle();
    expect((await crawl("front-960.webp")).status).toBe(503);
    const page = store.request("/images/p/bed/2f6f6f/front-640.avif", pageRequest);
    // The newest crawler render gave its place up for the page's.
    expect((await newer).status).toBe(503);
    gate.resolve(undefined);
    expect((await page).status).toBe(200);
    expect((await running).status).toBe(200);
    expect((await older).status).toBe(200);
    expect(renders.map((request) => `${request.design.slug}-${request.width}.${request.format}`)).toEqual([
      "sofa-320.webp",
      "bed-640.avif",
      "sofa-480.webp",
    ]);
    await untilCached(3);
  });

  it("moves a crawler's waiting render up when a page asks for the same picture", async () => {
    const gate = deferred<undefined>();
    const store = storeWith({
      maxConcurrentRenders: 1,
      render: async (request) => {
        await gate.promise;
        return renderImage(request);
      },
    });
    const crawl = async (file: string) => store.request(`/images/p/sofa/2f6f6f/${file}`);
    const crawled = [crawl("front-320.webp")];
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    crawled.push(crawl("front-480.webp"));
    await settle();
    crawled.push(crawl("front-640.webp"));
    await settle();
    const page = store.request("/images/p/sofa/2f6f6f/front-640.webp", pageRequest);
    await settle();
    gate.resolve(undefined);
    expect((await page).status).toBe(200);
    expect((await Promise.all(crawled)).map((response) => response.status)).toEqual([200, 200, 200]);
    expect(renders.map((request) => request.width)).toEqual([320, 640, 480]);
    await untilCached(3);
  });
});

describe("the image folder stays under its size limit", () => {
  /** Stands in for a drawing: what is kept is the point here, not the pixels. */
  const tenKilobytes = () => Promise.resolve(Buffer.alloc(10_000, 7));

  async function totalBytes(): Promise<number> {
    const sizes = await Promise.all((await cachedFiles()).map(async (file) => (await stat(file)).size));
    return sizes.reduce((sum, size) => sum + size, 0);
  }

  it("evicts the least recently used pictures when more is drawn than fits", async () => {
    const store = storeWith({ maxCacheBytes: 35_000, render: tenKilobytes });
    const urls = ["front-320", "front-480", "front-640", "front-960"].map((file) => `/images/p/sofa/2f6f6f/${file}.webp`);
    const [a, b, c, d] = urls;
    for (const url of [a, b, c]) await (await store.request(url ?? "")).arrayBuffer();
    const files = await untilCached(3);
    const fileOf = (url: string | undefined) => files.find((file) => file.endsWith(path.basename(url ?? ""))) ?? "";
    // Drawn five, four and three minutes ago.
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await utimes(fileOf(a), minutesAgo(5), minutesAgo(5));
    await utimes(fileOf(b), minutesAgo(4), minutesAgo(4));
    await utimes(fileOf(c), minutesAgo(3), minutesAgo(3));

    // A shopper looks at the oldest again, which makes the second the least recently used.
    await (await store.request(a ?? "")).arrayBuffer();
    await vi.waitFor(async () => expect((await stat(fileOf(a))).mtimeMs).toBeGreaterThan(Date.now() - 60_000));
    await (await store.request(d ?? "")).arrayBuffer();

    await vi.waitFor(async () => {
      const left = (await cachedFiles()).map((file) => path.basename(file)).sort();
      expect(left).toEqual(["front-320.webp", "front-640.webp", "front-960.webp"]);
    });
    expect(await totalBytes()).toBeLessThanOrEqual(35_000);
    expect(renders).toHaveLength(4);
  });

  it("stays under the limit however much is drawn", async () => {
    const store = storeWith({ maxCacheBytes: 35_000, render: tenKilobytes });
    for (const url of floodOf("").slice(0, 15)) {
      expect((await store.request(url)).status).toBe(200);
    }
    await vi.waitFor(async () => expect(await totalBytes()).toBeLessThanOrEqual(35_000));
    expect((await cachedFiles()).length).toBeGreaterThanOrEqual(2);
    expect(logLines).toEqual([]);
  });
});
