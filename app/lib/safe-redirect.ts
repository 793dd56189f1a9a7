// Where a page may send the shopper after signing in (`/login?redirectTo=`): only a path on this
// store, so the sign-in page can never be turned into a jump to another site (an open redirect).

/**
 * The page a signed-in shopper lands on when nothing else was asked for: the account's one home,
 * which "My Account" opens too (the spec's /dashboard leads there).
 */
export const afterLoginPath = "/profile";

const probeOrigin = "http://store.invalid";

/**
 * value when it is a same-site path starting with a single "/", else fallback. Refuses
 * "//evil.example", "/\evil.example", "/.//evil.example", "https://…", "javascript:…" and
 * control characters, and answers the path as the URL parser reads it, so what is checked is
 * what is followed.
 */
export function safeRedirectPath(value: unknown, fallback: string = afterLoginPath): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  // Browsers read a backslash as a slash in URLs; control characters are dropped by the parser.
  if (value.includes("\\") || hasControlCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch (error) {
    if (error instanceof TypeError) return fallback;
    throw error;
  }
  if (url.origin !== probeOrigin) return fallback;
  // "/.//evil.com" parses to the path "//evil.com", which a browser follows to another host.
  if (url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** /login, remembering where to come back to. */
export function loginPathFor(returnTo: string | null): string {
  if (!returnTo) return "/login";
  const safe = safeRedirectPath(returnTo, "");
  return safe ? `/login?${new URLSearchParams({ redirectTo: safe }).toString()}` : "/login";
}
