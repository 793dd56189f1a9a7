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

/** The same request, addressed to the public origin (path and query kept). */
export function withPublicOrigin(request: Request, publicOrigin: string | undefined): Request {
  if (!publicOrigin) return request;
  const url = new URL(request.url);
  const publicUrl = `${publicOrigin}${url.pathname}${url.search}`;
  if (publicUrl === request.url) return request;
  return new Request(publicUrl, request);
}
