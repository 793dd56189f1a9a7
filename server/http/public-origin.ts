// Links the store sends out (password-reset e-mails, canonical URLs, sitemaps) are built from the
// request's address. Behind a proxy, or when anyone can send any Host header, that address is not
// to be trusted: with PUBLIC_ORIGIN set, every request is seen as made to the store's public address.

/** The origin alone (scheme, host, port) of a configured public address, or an error. */
export function parsePublicOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("must be an http:// or https:// address");
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
    throw new Error("must be an origin only, such as https://www.aangan.in");
  }
  return url.origin;
}

/**
 * The same request as the store answers it: addressed to the public origin (path and query kept),
 * or, without one, made over https when a trusted proxy in front received it over https. What
 * follows (Secure cookies, HSTS, links in e-mails) reads the scheme from the request's address.
 */
export function withPublicOrigin(request: Request, publicOrigin: string | undefined, forwardedHttps = false): Request {
  const url = new URL(request.url);
  const origin = publicOrigin ?? (forwardedHttps ? `https://${url.host}` : url.origin);
  const publicUrl = `${origin}${url.pathname}${url.search}`;
  if (publicUrl === request.url) return request;
  return new Request(publicUrl, request);
}
