import { NONCE, secureHeaders } from "hono/secure-headers";

/**
 * Security headers for every response. Scripts run only from our origin or with the per-request
 * nonce that React Router puts on its inline hydration scripts: no 'unsafe-inline' scripts.
 * Inline style attributes stay allowed (React renders some), which cannot run code.
 */
export function securityHeaders() {
  return secureHeaders({
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
    // HSTS only means something over HTTPS; a TLS-terminating proxy in front sets it there.
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ["self"] },
  });
}
