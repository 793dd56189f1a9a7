import type { MiddlewareHandler } from "hono";

/**
 * Answers that are one shopper's (their cart, orders, account): never kept by a shared cache, nor
 * by the browser. Set after the handler, so refusals and errors carry it too.
 */
export function privateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // On the answer itself: c.header() after a handler builds the whole answer again.
    c.res.headers.set("Cache-Control", "private, no-store");
  };
}
