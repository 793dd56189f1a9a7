import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { acceptsGzip } from "./gzip-around-nonces.server";
import { createPageCache } from "./page-cache.server";
import { InlineStylesheetContext, stylesheetHref } from "./ui/app-stylesheet";

export const streamTimeout = 5_000;

const pageCache = createPageCache();

/**
 * The key under which this page's HTML may be cached, or null when it must be rendered: only
 * successful GETs, never an error page. Reading the loader data for the key takes a tee of the
 * stream React Router hands to the page, so the render still gets all of it.
 */
async function cacheKeyFor(
  request: Request,
  status: number,
  routerContext: EntryContext,
  crawler: boolean,
  nonce: string,
): Promise<string | null> {
  const handoff = routerContext.serverHandoffStream;
  if (request.method !== "GET" || status !== 200 || routerContext.staticHandlerContext.errors || !handoff) return null;
  const [forPage, forKey] = handoff.tee();
  routerContext.serverHandoffStream = forPage;
  return pageCache.keyFor({ url: request.url, crawler, nonce }, forKey);
}

/** Every error a loader, action or render throws goes to the server's log with its request. */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }): void {
  // A shopper who went away is no failure of ours.
  if (request.signal.aborted) return;
  context.failures.report(error);
}

/** A fetch of a page's data whose database could not be reached is a 503 with Retry-After. */
export function handleDataRequest(response: Response, { context }: { context: AppLoadContext }): Response {
  const retryAfter = context.failures.retryAfterSeconds();
  if (retryAfter === null) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(retryAfter));
  return new Response(response.body, { status: 503, headers });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const retryAfter = loadContext.failures.retryAfterSeconds();
  if (retryAfter !== null) {
    // The error page says to try again in a moment; the status and header say it to machines.
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(retryAfter));
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const userAgent = request.headers.get("user-agent");
  const crawler = !!userAgent && isbot(userAgent);
  const { nonce } = loadContext;
  const cacheKey = await cacheKeyFor(request, responseStatusCode, routerContext, crawler, nonce);
  // Stored pages are kept compressed, and so served to a browser that takes gzip; the server's
  // compression leaves an answer with a Content-Encoding alone.
  const encoding = acceptsGzip(request.headers.get("accept-encoding")) ? "gzip" : "identity";
  const storedAnswer = (key: string): Response | null => {
    const stored = pageCache.get(key, nonce, encoding);
    if (stored === null) return null;
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.append("Vary", "Accept-Encoding");
    if (encoding === "gzip") responseHeaders.set("Content-Encoding", "gzip");
    return new Response(stored, { headers: responseHeaders, status: responseStatusCode });
  };
  const cached = cacheKey === null ? null : storedAnswer(cacheKey);
  if (cached !== null) {
    // The page is already drawn for exactly this data; its copy of the data stream is not needed.
    await routerContext.serverHandoffStream?.cancel();
    loadContext.countPageAnswer("cached");
    return cached;
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    // A page that may be kept is drawn whole (its data is all here already: its key waited for
    // it), kept, and sent as kept, compressed once. Others stream: crawlers get the whole page at
    // once, people the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      cacheKey !== null || crawler || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
      failed = true;
      abort();
    }, streamTimeout + 1000);
    const finished = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };

    const { pipe, abort } = renderToPipeableStream(
      <InlineStylesheetContext.Provider value={loadContext.clientAssetText(stylesheetHref)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStylesheetContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (cacheKey !== null) {
            const chunks: Buffer[] = [];
            const whole = new PassThrough();
            whole.on("data", (chunk: Buffer) => chunks.push(chunk));
            whole.on("end", () => {
              finished();
              const html = Buffer.concat(chunks);
              // Only a page rendered in full and without errors is worth serving again.
              const keeping = failed
                ? Promise.resolve(false)
                : pageCache.set(cacheKey, html, nonce).catch((error: unknown) => {
                    loadContext.logger.error({ err: error }, "could not keep a drawn page");
                    return false;
                  });
              void keeping.then((kept) => {
                loadContext.countPageAnswer(kept ? "drawn_and_kept" : "drawn");
                // A client that takes no gzip gets the page as drawn, not the kept copy unzipped again.
                const keptAnswer = kept && encoding === "gzip" ? storedAnswer(cacheKey) : null;
                resolve(keptAnswer ?? new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              });
            });
            pipe(whole);
            return;
          }
          loadContext.countPageAnswer("drawn");
          const body = new PassThrough({
            final(callback) {
              finished();
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          failed = true;
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router; later ones only we can see.
          if (shellRendered) loadContext.logger.error({ err: error }, "error while streaming a page");
        },
      },
    );
  });
}
