import type { WishlistOwner } from "../services/wishlist-service";
import { newGuestWishlistToken } from "../services/wishlist-service";
import { cookieNames, readCookie } from "./cookies";

/** Guest wishlist tokens are 32 random bytes in base64url; anything else is not ours. */
export const guestWishlistTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A guest wishlist cookie lives this long from when the list is made; housekeeping forgets older lists. */
export const guestWishlistMaxAgeSeconds = 60 * 60 * 24 * 90;

/**
 * Whose wishlist this request is about: the signed-in shopper's, else the guest cookie's (null
 * before a guest's first change).
 */
export function wishlistOwnerOf(
  user: { id: number } | null | undefined,
  cookieHeader: string | null | undefined,
): WishlistOwner | null {
  if (user) return { kind: "user", userId: user.id };
  return wishlistOwnerFromCookies(cookieHeader);
}

/** The guest wishlist a request's cookie names, whether or not anyone is signed in. */
export function wishlistOwnerFromCookies(cookieHeader: string | null | undefined): WishlistOwner | null {
  const token = readCookie(cookieHeader, cookieNames.wishlist);
  return token && guestWishlistTokenPattern.test(token) ? { kind: "guest", token } : null;
}

/** A new guest wishlist and the Set-Cookie header that hands its token to the browser. */
export function newGuestWishlistOwner(secure: boolean): { owner: WishlistOwner; setCookie: string } {
  const token = newGuestWishlistToken();
  const attributes = [`Max-Age=${guestWishlistMaxAgeSeconds}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return { owner: { kind: "guest", token }, setCookie: `${cookieNames.wishlist}=${token}; ${attributes.join("; ")}` };
}

/**
 * The owner for a request that changes the wishlist: the signed-in shopper, the guest's existing
 * wishlist, or a new guest wishlist whose cookie the caller must send back.
 */
export function wishlistOwnerForChange(
  cookieHeader: string | null | undefined,
  requestUrl: string,
  user: { id: number } | null = null,
): { owner: WishlistOwner; setCookie: string | null } {
  const existing = wishlistOwnerOf(user, cookieHeader);
  if (existing) return { owner: existing, setCookie: null };
  return newGuestWishlistOwner(new URL(requestUrl).protocol === "https:");
}
