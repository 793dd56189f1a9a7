// The store's secret tokens (sessions, reset links, guest carts and wishlists): 32 random bytes in
// base64url. The database keeps only their SHA-256, so a leaked table yields no usable cookie.
import { createHash, randomBytes } from "node:crypto";

/** A token as the store hands it out; anything else in a cookie or link is not one of ours. */
export const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
