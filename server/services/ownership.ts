// Guest or shopper: who owns a cart, a wishlist or a guest's orders. A signed-in shopper owns by
// account; a guest by a random token kept in a cookie of its own (one for the cart, one for the
// wishlist), which the database knows only by its hash. Everything that reads or writes owned rows
// goes through here: the request's owner, the cookie a guest's first change hands out, and the one
// condition that finds the owner's rows.
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Owner } from "../../app/lib/contracts/owner";
import { readCookie } from "../lib/cookie-header";
import { hashToken, newToken, tokenPattern } from "../lib/tokens";

/** The columns of a table that say who owns a row. */
export interface OwnerColumns {
  userId: SQLWrapper;
  guestTokenHash: SQLWrapper;
}

/** The rows `owner` owns: the one owner condition, on a table's columns or a query's aliases. */
export function ownedBy(owner: Owner, columns: OwnerColumns): SQL {
  return owner.kind === "user"
    ? sql`${columns.userId} = ${owner.userId}`
    : sql`${columns.guestTokenHash} = ${hashToken(owner.token)}`;
}

/** The owner as the two columns a new row stores (the other left null). */
export function ownerValues(owner: Owner): { userId: number | null; guestTokenHash: string | null } {
  return owner.kind === "user"
    ? { userId: owner.userId, guestTokenHash: null }
    : { userId: null, guestTokenHash: hashToken(owner.token) };
}

/** A new guest: what a guest's first change to a cart or wishlist makes. */
export function newGuest(): Owner {
  return { kind: "guest", token: newToken() };
}

/** One kind of guest ownership: the cookie that names the guest, and how long it lives. */
export interface GuestOwnership {
  cookieName: string;
  /** The cookie's lifetime from the first change; housekeeping forgets guests older than this. */
  maxAgeSeconds: number;
  /** Whose it is for this request: the signed-in shopper's, else the guest cookie's (or null). */
  ownerOf(user: { id: number } | null | undefined, cookieHeader: string | null | undefined): Owner | null;
  /** The guest the request's cookie names, whether or not anyone is signed in. */
  guestOf(cookieHeader: string | null | undefined): Owner | null;
  /**
   * The owner for a change: the signed-in shopper, the guest of the cookie, or a new guest whose
   * cookie the caller must send back (`setCookie`).
   */
  ownerForChange(
    cookieHeader: string | null | undefined,
    requestUrl: string,
    user?: { id: number } | null,
  ): { owner: Owner; setCookie: string | null };
  /** The Set-Cookie header that makes the browser forget the guest (merged at sign-in). */
  clearedCookie(requestUrl: string): string;
}

function cookieAttributes(maxAgeSeconds: number, requestUrl: string): string {
  const attributes = [`Max-Age=${maxAgeSeconds}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (new URL(requestUrl).protocol === "https:") attributes.push("Secure");
  return attributes.join("; ");
}

export function guestOwnership(options: { cookieName: string; maxAgeSeconds: number }): GuestOwnership {
  const { cookieName, maxAgeSeconds } = options;
  function guestOf(cookieHeader: string | null | undefined): Owner | null {
    const token = readCookie(cookieHeader, cookieName);
    return token && tokenPattern.test(token) ? { kind: "guest", token } : null;
  }
  function ownerOf(user: { id: number } | null | undefined, cookieHeader: string | null | undefined): Owner | null {
    return user ? { kind: "user", userId: user.id } : guestOf(cookieHeader);
  }
  return {
    cookieName,
    maxAgeSeconds,
    ownerOf,
    guestOf,
    ownerForChange(cookieHeader, requestUrl, user = null) {
      const existing = ownerOf(user, cookieHeader);
      if (existing) return { owner: existing, setCookie: null };
      const token = newToken();
      return {
        owner: { kind: "guest", token },
        setCookie: `${cookieName}=${token}; ${cookieAttributes(maxAgeSeconds, requestUrl)}`,
      };
    },
    clearedCookie: (requestUrl) => `${cookieName}=; ${cookieAttributes(0, requestUrl)}`,
  };
}

const day = 24 * 60 * 60;

/** A guest's cart (and the orders placed from it): 30 days from when the cart is made. */
export const cartOwnership = guestOwnership({ cookieName: "cart_token", maxAgeSeconds: 30 * day });

/** A guest's wishlist: 90 days from when the list is made. */
export const wishlistOwnership = guestOwnership({ cookieName: "wishlist_token", maxAgeSeconds: 90 * day });
