// Who is signed in, decided once per request: from the httpOnly `session` cookie the store's pages
// use, or from `Authorization: Bearer <token>` sent by API clients (spec §6). See
// docs/decisions/006-session-cookie-not-local-storage.md.
import type { MiddlewareHandler } from "hono";
import { readCookie } from "../lib/cookie-header";
import { sessionAbsoluteMs } from "../services/auth-service";
import { cartOwnership, wishlistOwnership } from "../services/ownership";
import type { AppEnv } from "./app-env";

/** The cookie that holds a signed-in shopper's session token. */
export const sessionCookieName = "session";

/** The session token a request carries: a bearer header wins over the cookie. */
export function sessionTokenOf(headers: { authorization?: string | null; cookie?: string | null }): string | null {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? "");
  if (bearer?.[1]) return bearer[1];
  return readCookie(headers.cookie, sessionCookieName);
}

export function isHttps(requestUrl: string): boolean {
  return new URL(requestUrl).protocol === "https:";
}

/** The Set-Cookie header that hands a new session to the browser: httpOnly, SameSite=Lax. */
export function sessionCookie(token: string, requestUrl: string): string {
  const attributes = [`Max-Age=${Math.floor(sessionAbsoluteMs / 1000)}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (isHttps(requestUrl)) attributes.push("Secure");
  return `${sessionCookieName}=${token}; ${attributes.join("; ")}`;
}

/** The Set-Cookie header that makes the browser forget its session cookie. */
export function clearedSessionCookie(requestUrl: string): string {
  const attributes = ["Max-Age=0", "Path=/", "HttpOnly", "SameSite=Lax"];
  if (isHttps(requestUrl)) attributes.push("Secure");
  return `${sessionCookieName}=; ${attributes.join("; ")}`;
}

/** The Set-Cookie headers that drop a guest's cart and wishlist cookies once merged at sign-in. */
export function clearedGuestCookies(requestUrl: string): string[] {
  return [cartOwnership.clearedCookie(requestUrl), wishlistOwnership.clearedCookie(requestUrl)];
}


/**
 * Resolves the signed-in shopper into c.var.user (null for guests) and c.var.sessionToken. Runs at
 * most once per request, however many routers it is mounted on.
 */
export function resolveUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.user === undefined) {
      const token = sessionTokenOf({ authorization: c.req.header("authorization"), cookie: c.req.header("cookie") });
      const user = token ? await c.var.services.auth.resolveSession(token) : null;
      c.set("user", user);
      c.set("sessionToken", user ? token : null);
    }
    await next();
  };
}
