import type { CartOwner } from "../services/cart-service";
import { newGuestCartToken } from "../services/cart-service";
import { cookieNames, readCookie } from "./cookies";

/** Guest cart tokens are 32 random bytes in base64url; anything else is not ours. */
export const guestCartTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A guest cart cookie lives this long from when the cart is made; housekeeping forgets older carts. */
export const guestCartMaxAgeSeconds = 60 * 60 * 24 * 30;

/**
 * Whose cart this request is about: the signed-in shopper's, else the guest cookie's (null
 * before a guest's first change).
 */
export function cartOwnerOf(
  user: { id: number } | null | undefined,
  cookieHeader: string | null | undefined,
): CartOwner | null {
  if (user) return { kind: "user", userId: user.id };
  return cartOwnerFromCookies(cookieHeader);
}

/** The guest cart a request's cookie names, whether or not anyone is signed in. */
export function cartOwnerFromCookies(cookieHeader: string | null | undefined): CartOwner | null {
  const token = readCookie(cookieHeader, cookieNames.cart);
  return token && guestCartTokenPattern.test(token) ? { kind: "guest", token } : null;
}

/** A new guest cart and the Set-Cookie header that hands its token to the browser. */
export function newGuestCartOwner(secure: boolean): { owner: CartOwner; setCookie: string } {
  const token = newGuestCartToken();
  const attributes = [`Max-Age=${guestCartMaxAgeSeconds}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return { owner: { kind: "guest", token }, setCookie: `${cookieNames.cart}=${token}; ${attributes.join("; ")}` };
}

/**
 * The owner for a request that changes the cart: the signed-in shopper, the guest's existing
 * cart, or a new guest cart whose cookie the caller must send back.
 */
export function cartOwnerForChange(
  cookieHeader: string | null | undefined,
  requestUrl: string,
  user: { id: number } | null = null,
): { owner: CartOwner; setCookie: string | null } {
  const existing = cartOwnerOf(user, cookieHeader);
  if (existing) return { owner: existing, setCookie: null };
  return newGuestCartOwner(new URL(requestUrl).protocol === "https:");
}
