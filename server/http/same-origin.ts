import type { MiddlewareHandler } from "hono";
import { apiError } from "../api/api-error";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for the JSON API: a state-changing call must carry the spec's
 * `X-Requested-With: XMLHttpRequest` header (which a cross-site form cannot send without a CORS
 * preflight we never grant) and, when the browser says where it comes from, come from our origin.
 */
export function requireSameOrigin(): MiddlewareHandler {
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) {
      await next();
      return;
    }
    if (c.req.header("x-requested-with") !== "XMLHttpRequest") {
      return apiError(c, 403, "forbidden", "This request must come from the store's own pages.");
    }
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    // Compare hosts, not schemes: behind a TLS-terminating proxy we see http, the browser https.
    const ourHost = c.req.header("x-forwarded-host") ?? c.req.header("host") ?? new URL(c.req.url).host;
    if ((origin && hostOf(origin) !== ourHost) || (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none")) {
      return apiError(c, 403, "forbidden", "This request must come from the store's own pages.");
    }
    await next();
  };
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    // "null" (sandboxed frames) and garbage are not our origin.
    return null;
  }
}
