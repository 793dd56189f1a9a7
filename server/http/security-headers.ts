import { randomFillSync } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { secureHeaders, type ContentSecurityPolicyOptionHandler } from "hono/secure-headers";
import type { BrowserCheckout } from "../payments/hosted-gateway";

/** A year, as browsers and the HSTS preload list expect. */
const strictTransportSecurity = "max-age=31536000; includeSubDomains";

const nonceBytes = 16;
/**
 * Random bytes for nonces, drawn from the system's generator in batches as Node draws them for
 * randomUUID(): a draw of 16 bytes for each answer cost a tenth of a small API answer's time.
 * Each byte is handed out once.
 */
const randomPool = Buffer.alloc(nonceBytes * 256);
let poolOffset = randomPool.length;

/** A fresh nonce: 16 random bytes, in base64. */
function newNonce(): string {
  if (poolOffset + nonceBytes > randomPool.length) {
    randomFillSync(randomPool);
    poolOffset = 0;
  }
  const nonce = randomPool.toString("base64", poolOffset, poolOffset + nonceBytes);
  poolOffset += nonceBytes;
  return nonce;
}

/** The answer's script nonce, made once and kept where the page's renderer reads it. */
const scriptNonce: ContentSecurityPolicyOptionHandler = (c) => {
  const existing: unknown = c.get("secureHeadersNonce");
  const nonce = typeof existing === "string" ? existing : newNonce();
  c.set("secureHeadersNonce", nonce);
  return `'nonce-${nonce}'`;
};

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
      scriptSrc: ["'self'", scriptNonce, ...gatewayScript],
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
