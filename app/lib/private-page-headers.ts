/**
 * The `headers` of a page that is one shopper's (their cart, account, checkout) or differs by who
 * is signed in: never stored by a shared cache, nor kept by the browser for the back button.
 */
export function privatePageHeaders(): Record<string, string> {
  return { "Cache-Control": "private, no-store" };
}
