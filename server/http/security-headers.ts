import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { BrowserCheckout } from "../payments/hosted-gateway";

/** A year, as browsers and the HSTS preload list expect. */
const strictTransportSecurity = "max-age=31536000; includeSubDomains";

/** An address on another site (the page's own origin is already 'self'). */
function isOtherSite(address: string): boolean {
  return /^https:\/\//.test(address);
}

/**
 * Security headers for every response. Scripts run only from our origin or with the per-request
 * nonce that React Router puts on its inline hydration scripts: no 'unsafe-inline' scripts.
 * Inline style attributes stay allowed (React renders some), which cannot run code. The payment
 * gateway's script is allowed by its exact address, with the sites it calls and frames, and
 * nothing else of the gateway's.
 */
export function securityHeaders(gateway?: Pick<BrowserCheckout, "scriptUrl" | "connectSources" | "frameSources">): MiddlewareHandler {
  const gatewayScript = gateway && isOtherSite(gateway.scriptUrl) ? [gateway.scriptUrl] : [];
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...gatewayScript],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...(gateway?.connectSources ?? [])],
      frameSrc: ["'self'", ...(gateway?.frameSources ?? [])],
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
    if (new URL(c.req.url).protocol === "https:") c.res.headers.set("Strict-Transport-Security", strictTransportSecurity);
  };
}
