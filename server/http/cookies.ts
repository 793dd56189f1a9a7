import { createHash } from "node:crypto";

/** Names of the store's cookies. All are httpOnly; see docs/decisions. */
export const cookieNames = {
  cart: "cart_token",
  wishlist: "wishlist_token",
  session: "session",
} as const;

/** Tokens are stored only as their SHA-256, so a leaked database yields no usable cookie. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Reads one cookie from a Cookie header; tolerant of malformed pairs, which are skipped. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A malformed %-escape is treated as no cookie at all, never as a server error.
      return null;
    }
  }
  return null;
}
