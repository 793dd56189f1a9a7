// Serves product illustrations, rendering each rendition on its first request and keeping it on
// disk for every request after. Mounted by the app at /images. Only the pictures the store shows
// are drawn (catalog-pictures.ts), the folder is kept under a size limit (image-cache.ts), and
// renders for a page being looked at go ahead of other ones (render-queue.ts). Photographs staff
// uploaded (/images/u/{key}-{width}.{format}) are served the same way, rendered from the stored
// photo (photo-storage.ts) instead of a drawing.

import { createHash } from "node:crypto";
import type { FileHandle } from "node:fs/promises";
import path from "node:path";
import { Hono, type Context } from "hono";
import sharp from "sharp";
import { productImagePath, uploadedPhotoPath, type ImageFormat } from "../../app/lib/product-images";
import { apiError } from "../api/api-error";
import { illustrationVersion } from "./furniture/render-furniture-svg";
import { createImageCache } from "./image-cache";
import {
  encoderSettings,
  imageContentTypes,
  imageRequestPath,
  parseImageRequest,
  parsePhotoRequest,
  renderImage,
  renderPhoto,
  type ImageRequest,
} from "./render-image";
import type { PhotoStorage } from "./photo-storage";
import { createRenderQueue, QueueFullError, type QueuedRender, type RenderPriority } from "./render-queue";

/** The subset of a pino logger these routes use. */
export interface ImageRoutesLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface ImageRoutesOptions {
  /** Folder for rendered images; created on demand, and may be shared by several stores. */
  cacheDir: string;
  /**
   * Whether a base path (/images/p/{design}/{colour}/{view}) is a picture the store shows. Nothing
   * else is drawn: any other address is a 404 before any work, so clients cannot fill the disk.
   */
  isCatalogPicture: (basePath: string) => Promise<boolean>;
  /** Most bytes of rendered images kept in cacheDir, by every store sharing it. Default 2 GiB. */
  maxCacheBytes?: number;
  logger?: ImageRoutesLogger;
  /**
   * Renders running at once. Each holds one libuv worker thread (sharp runs there), and the pool
   * (4 threads by default) also serves file reads, so this stays below the pool size. Default 2.
   */
  maxConcurrentRenders?: number;
  /**
   * Renders allowed to wait for a slot before new ones are turned away with 503 (a page's render
   * takes the place of the newest other one instead, see render-queue.ts). Default 200.
   */
  maxQueuedRenders?: number;
  /** Replaces the renderer (tests use it to count renders and to simulate failures). */
  render?: (request: ImageRequest) => Promise<Buffer>;
  /** Where uploaded photos are kept; without it, /images/u/… is always a 404. */
  photoStorage?: PhotoStorage;
}

/** The stored photo behind a picture in the catalog is gone (deleted a moment ago): a 404. */
class MissingPhotoError extends Error {}

const immutable = "public, max-age=31536000, immutable";

const consoleLogger: ImageRoutesLogger = {
  error: (details, message) => console.error(message, details),
  warn: (details, message) => console.warn(message, details),
};

function notFound(c: Context) {
  return apiError(c, 404, "not_found", "Image not found");
}

/**
 * A browser fetching a picture for one of our pages says so (Fetch Metadata, sent by every current
 * browser); crawlers, previews and scripts do not. Not proof, only an order: a client that forges
 * these headers waits in line with shoppers, as every request did before.
 */
function priorityOf(c: Context): RenderPriority {
  const site = c.req.header("Sec-Fetch-Site");
  const forPage = c.req.header("Sec-Fetch-Dest") === "image" && (site === "same-origin" || site === "same-site");
  return forPage ? "page" : "other";
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

const defaultMaxCacheBytes = 2048 * 1024 * 1024;

export function createImageRoutes(options: ImageRoutesOptions): Hono {
  const logger = options.logger ?? consoleLogger;
  const render = options.render ?? renderImage;
  const enqueue = createRenderQueue(
    Math.max(1, options.maxConcurrentRenders ?? 2),
    Math.max(0, options.maxQueuedRenders ?? 200),
  );
  const cache = createImageCache({
    dir: path.resolve(options.cacheDir),
    maxBytes: options.maxCacheBytes ?? defaultMaxCacheBytes,
    logger,
  });
  // Everything that can change the bytes of a rendition names the cache folder and the ETag, so a
  // new drawing or encoder setting never serves stale files under "immutable" caching.
  const fingerprint = createHash("sha256")
    .update(JSON.stringify({ illustrationVersion, encoderSettings, sharp: sharp.versions }))
    .digest("hex")
    .slice(0, 12);
  const cacheRoot = path.resolve(options.cacheDir, fingerprint);
  /** Renders waiting, in progress or still being written to disk, by cache file. */
  const inFlight = new Map<string, QueuedRender<Buffer>>();

  const cacheFileOf = (request: ImageRequest) =>
    path.join(cacheRoot, request.design.slug, request.colour, `${request.view}-${request.width}.${request.format}`);

  const etagOf = (renditionPath: string) =>
    `"${createHash("sha256")
      .update(`${fingerprint}${renditionPath}`)
      .digest("base64url")
      .slice(0, 22)}"`;

  /** One render per file however many requests ask at once; the file is written in the background. */
  function renderShared(renditionPath: string, file: string, priority: RenderPriority, work: () => Promise<Buffer>): Promise<Buffer> {
    const existing = inFlight.get(file);
    if (existing) {
      if (priority === "page") existing.promote();
      return existing.result;
    }
    const queued = enqueue(priority, work);
    inFlight.set(file, queued);
    queued.result
      .then(
        (image) =>
          cache.write(file, image).catch((error: unknown) => {
            // The shopper already has the image; the next request renders again.
            logger.warn({ err: error, file }, "Could not cache a rendered image");
          }),
        (error: unknown) => {
          if (!(error instanceof QueueFullError) && !(error instanceof MissingPhotoError)) {
            logger.error({ err: error, image: renditionPath }, "Image render failed");
          }
        },
      )
      .finally(() => inFlight.delete(file));
    return queued.result;
  }

  /** A rendition: from the cache, else rendered (once, however many ask) and cached. */
  async function answer(c: Context, rendition: { path: string; file: string; format: ImageFormat; work: () => Promise<Buffer> }) {
    const { file } = rendition;
    const etag = etagOf(rendition.path);
    const headers = {
      "Content-Type": imageContentTypes[rendition.format],
      "Cache-Control": immutable,
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
    };
    if (etagMatches(c.req.header("If-None-Match"), etag)) {
      return c.body(null, 304, { "Cache-Control": immutable, ETag: etag });
    }
    const head = c.req.method === "HEAD";

    // A drawn picture is read from disk straight away, never behind the render queue.
    if (!inFlight.has(file)) {
      const cached = await cache.open(file);
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
      image = await renderShared(rendition.path, file, priorityOf(c), rendition.work);
    } catch (error) {
      if (error instanceof MissingPhotoError) return notFound(c);
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
  }

  const app = new Hono();

  // Hono answers HEAD with this GET handler and drops the body, so HEAD must not open a stream.
  app.get("/p/:design/:colour/:file", async (c) => {
    const request = parseImageRequest(
      `/images/p/${c.req.param("design")}/${c.req.param("colour")}/${c.req.param("file")}`,
    );
    if (!request) return notFound(c);
    // A database that cannot answer is the app's error handler's to report (503 when unreachable).
    if (!(await options.isCatalogPicture(productImagePath(request.design.slug, request.colour, request.view)))) {
      return notFound(c);
    }
    return answer(c, { path: imageRequestPath(request), file: cacheFileOf(request), format: request.format, work: () => render(request) });
  });

  app.get("/u/:file", async (c) => {
    const storage = options.photoStorage;
    const renditionPath = `/images/u/${c.req.param("file")}`;
    const request = parsePhotoRequest(renditionPath);
    if (!storage || !request) return notFound(c);
    // Only photos the catalog shows: a key that was never a product's photo draws nothing.
    if (!(await options.isCatalogPicture(uploadedPhotoPath(request.key)))) return notFound(c);
    // A deleted photo's file goes at once: its renditions stop being served everywhere then, not
    // when the catalog's picture set is next reloaded.
    if (!(await storage.exists(request.key))) return notFound(c);
    return answer(c, {
      path: renditionPath,
      file: path.join(cacheRoot, "u", request.key, `photo-${request.width}.${request.format}`),
      format: request.format,
      work: async () => {
        const original = await storage.get(request.key);
        if (!original) throw new MissingPhotoError(request.key);
        return renderPhoto(original, request);
      },
    });
  });

  app.all("/u/*", (c) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return notFound(c);
    c.header("Allow", "GET, HEAD");
    return apiError(c, 405, "method_not_allowed", "Images can only be fetched");
  });

  app.all("/p/*", (c) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return notFound(c);
    c.header("Allow", "GET, HEAD");
    return apiError(c, 405, "method_not_allowed", "Images can only be fetched");
  });

  return app;
}
