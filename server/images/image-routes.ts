// Serves product illustrations, rendering each rendition on its first request and keeping it on
// disk for every request after. Mounted by the app at /images.

import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, rename, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { Hono, type Context } from "hono";
import sharp from "sharp";
import { apiError } from "../api/api-error";
import { illustrationVersion } from "./furniture/render-furniture-svg";
import {
  encoderSettings,
  imageContentTypes,
  imageRequestPath,
  parseImageRequest,
  renderImage,
  type ImageRequest,
} from "./render-image";

/** The subset of a pino logger these routes use. */
export interface ImageRoutesLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface ImageRoutesOptions {
  /** Folder for rendered images; created on demand. */
  cacheDir: string;
  logger?: ImageRoutesLogger;
  /**
   * Renders running at once. Each holds one libuv worker thread (sharp runs there), and the pool
   * (4 threads by default) also serves file reads, so this stays below the pool size. Default 2.
   */
  maxConcurrentRenders?: number;
  /** Renders allowed to wait for a slot before new ones are turned away with 503. Default 200. */
  maxQueuedRenders?: number;
  /** Replaces the renderer (tests use it to count renders and to simulate failures). */
  render?: (request: ImageRequest) => Promise<Buffer>;
}

const immutable = "public, max-age=31536000, immutable";

const consoleLogger: ImageRoutesLogger = {
  error: (details, message) => console.error(message, details),
  warn: (details, message) => console.warn(message, details),
};

class QueueFullError extends Error {}

/** A counting semaphore with a bounded queue. */
function createLimiter(maxRunning: number, maxQueued: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= maxRunning) {
      if (waiting.length >= maxQueued) throw new QueueFullError("Too many images waiting to render");
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, so `running` only drops when nobody waits.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

function notFound(c: Context) {
  return apiError(c, 404, "not_found", "Image not found");
}

function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

/** A web stream over an open file that closes the file when read to the end, on error or on cancel. */
function fileStream(handle: FileHandle): ReadableStream<Uint8Array> {
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = new Uint8Array(64 * 1024);
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
        if (bytesRead === 0) {
          await close();
          controller.close();
          return;
        }
        controller.enqueue(chunk.subarray(0, bytesRead));
      } catch (error) {
        await close().catch(() => undefined);
        controller.error(error);
      }
    },
    cancel: close,
  });
}

export function createImageRoutes(options: ImageRoutesOptions): Hono {
  const logger = options.logger ?? consoleLogger;
  const render = options.render ?? renderImage;
  const limit = createLimiter(
    Math.max(1, options.maxConcurrentRenders ?? 2),
    Math.max(0, options.maxQueuedRenders ?? 200),
  );
  // Everything that can change the bytes of a rendition names the cache folder and the ETag, so a
  // new drawing or encoder setting never serves stale files under "immutable" caching.
  const fingerprint = createHash("sha256")
    .update(JSON.stringify({ illustrationVersion, encoderSettings, sharp: sharp.versions }))
    .digest("hex")
    .slice(0, 12);
  const cacheRoot = path.resolve(options.cacheDir, fingerprint);
  /** Renders in progress or still being written to disk, by cache file. */
  const inFlight = new Map<string, Promise<Buffer>>();

  const cacheFileOf = (request: ImageRequest) =>
    path.join(cacheRoot, request.kind, request.colour, `${request.view}-${request.width}.${request.format}`);

  const etagOf = (request: ImageRequest) =>
    `"${createHash("sha256")
      .update(`${fingerprint}${imageRequestPath(request)}`)
      .digest("base64url")
      .slice(0, 22)}"`;

  async function persist(file: string, image: Buffer): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    // Write aside, flush, then rename: readers see either no file or the whole file, even after a
    // crash or power cut; a half-written file would otherwise be served as "immutable" for a year.
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      const handle = await open(temporary, "wx");
      try {
        await handle.writeFile(image);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch((unlinkError: unknown) => {
        if (!hasErrorCode(unlinkError, "ENOENT")) {
          logger.warn({ err: unlinkError, file: temporary }, "Could not remove a temporary image file");
        }
      });
      throw error;
    }
  }

  /** One render per file however many requests ask at once; the file is written in the background. */
  function renderShared(request: ImageRequest, file: string): Promise<Buffer> {
    const existing = inFlight.get(file);
    if (existing) return existing;
    const rendered = limit(() => render(request));
    inFlight.set(file, rendered);
    rendered
      .then(
        (image) =>
          persist(file, image).catch((error: unknown) => {
            // The shopper already has the image; the next request renders again.
            logger.warn({ err: error, file }, "Could not cache a rendered image");
          }),
        (error: unknown) => {
          if (!(error instanceof QueueFullError)) {
            logger.error({ err: error, image: imageRequestPath(request) }, "Image render failed");
          }
        },
      )
      .finally(() => inFlight.delete(file));
    return rendered;
  }

  /** The cached file opened for reading, or null when there is none yet. */
  async function openCached(file: string): Promise<{ handle: FileHandle; size: number } | null> {
    let handle: FileHandle;
    try {
      handle = await open(file, "r");
    } catch (error) {
      if (hasErrorCode(error, "ENOENT")) return null;
      logger.warn({ err: error, file }, "Could not read a cached image; rendering it again");
      return null;
    }
    try {
      const { size } = await handle.stat();
      if (size > 0) return { handle, size };
      logger.warn({ file }, "Ignoring an empty cached image");
    } catch (error) {
      logger.warn({ err: error, file }, "Could not read a cached image; rendering it again");
    }
    await handle.close();
    return null;
  }

  const app = new Hono();

  // Hono answers HEAD with this GET handler and drops the body, so HEAD must not open a stream.
  app.get("/p/:kind/:colour/:file", async (c) => {
    const request = parseImageRequest(
      `/images/p/${c.req.param("kind")}/${c.req.param("colour")}/${c.req.param("file")}`,
    );
    if (!request) return notFound(c);
    const etag = etagOf(request);
    const headers = {
      "Content-Type": imageContentTypes[request.format],
      "Cache-Control": immutable,
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
    };
    if (etagMatches(c.req.header("If-None-Match"), etag)) {
      return c.body(null, 304, { "Cache-Control": immutable, ETag: etag });
    }
    const head = c.req.method === "HEAD";
    const file = cacheFileOf(request);

    if (!inFlight.has(file)) {
      const cached = await openCached(file);
      if (cached) {
        const length = { "Content-Length": String(cached.size) };
        if (head) {
          await cached.handle.close();
          return c.body(null, 200, { ...headers, ...length });
        }
        return c.body(fileStream(cached.handle), 200, { ...headers, ...length });
      }
    }

    let image: Buffer;
    try {
      image = await renderShared(request, file);
    } catch (error) {
      if (error instanceof QueueFullError) {
        c.header("Retry-After", "2");
        return apiError(c, 503, "busy", "Too many images are being drawn right now; try again shortly");
      }
      // Already logged once by renderShared, however many requests were waiting on this render.
      return apiError(c, 500, "internal_error", "The image could not be drawn");
    }
    const length = { "Content-Length": String(image.length) };
    if (head) return c.body(null, 200, { ...headers, ...length });
    // Copied into a plain ArrayBuffer-backed view: a Buffer may sit on a pool the body type rejects.
    return c.body(new Uint8Array(image), 200, { ...headers, ...length });
  });

  app.all("/p/*", (c) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return notFound(c);
    c.header("Allow", "GET, HEAD");
    return apiError(c, 405, "method_not_allowed", "Images can only be fetched");
  });

  return app;
}
