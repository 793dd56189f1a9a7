import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

/** A year, as browsers and the HSTS preload list expect. */
const strictTransportSecurity = "max-age=31536000; includeSubDomains";

/**
 * Security headers for every response. Scripts run only from our origin or with the per-request
 * nonce that React Router puts on its inline hydration scripts: no 'unsafe-inline' scripts.
 * Inline style attributes stay allowed (React renders some), which cannot run code.
 */
export function securityHeaders(): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    // Set below, and only over HTTPS: over plain HTTP browsers ignore it.
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ["self"] },
  });
  return async (c, next) => {
    await headers(c, next);
    // The request is https when PUBLIC_ORIGIN is, or a trusted proxy says so (server/main.ts).
    if (new URL(c.req.url).protocol === "https:") c.header("Strict-Transport-Security", strictTransportSecurity);
  };
}
