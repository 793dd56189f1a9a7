// Where a shopper goes back to after adding to the cart from another page without JavaScript.

/**
 * The path (with query) of a same-origin Referer, or null for a missing, foreign or odd one, so
 * the redirect can never be turned into a jump to another site (`//evil.example` and friends).
 */
export function sameOriginReturnPath(referer: string | null, requestUrl: string): string | null {
  if (!referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
  const here = new URL(requestUrl);
  // Hosts, not origins: behind a TLS-terminating proxy the server sees http, the browser https.
  if (from.host !== here.host || (from.protocol !== "http:" && from.protocol !== "https:")) return null;
  const path = `${from.pathname}${from.search}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  return path;
}
