import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "../api/api-error";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether the browser says the request comes from another site: an Origin header naming another
 * host, or Sec-Fetch-Site other than same-origin (or none, a typed address). Requests without
 * either header (curl, API clients, old browsers) are not counted as cross-site.
 */
function comesFromAnotherSite(c: Context): boolean {
  const origin = c.req.header("origin");
  const fetchSite = c.req.header("sec-fetch-site");
  // Compare hosts, not schemes: behind a TLS-terminating proxy we see http, the browser https.
  const ourHost = c.req.header("x-forwarded-host") ?? c.req.header("host") ?? new URL(c.req.url).host;
  return Boolean(
    (origin && hostOf(origin) !== ourHost) || (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none"),
  );
}

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
    if (c.req.header("x-requested-with") !== "XMLHttpRequest" || comesFromAnotherSite(c)) {
      return apiError(c, 403, "forbidden", "This request must come from the store's own pages.");
    }
    await next();
  };
}

/**
 * CSRF defence for the pages' forms (which work without JavaScript, so cannot send a header): a
 * form post from another site is refused before any action runs. SameSite=Lax cookies already
 * keep the shopper's session out of such a post; this also stops one that needs no session,
 * such as signing the shopper in to an account the other site chose (login CSRF) or out. (A
 * payment provider that posts the shopper back to us would need a route of its own.)
 */
export function refuseCrossSiteForms(): MiddlewareHandler {
  return async (c, next) => {
    if (!safeMethods.has(c.req.method) && comesFromAnotherSite(c)) {
      return c.text("This form must be sent from the store's own pages.", 403);
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
