// Who on the staff is signed in, for /admin pages: from the httpOnly `staff_session` cookie, apart
// from the shopper's `session` cookie, so signing in to the shop never opens the back office and
// the other way round. SameSite=Strict: no other site can make a request that carries it.
import type { MiddlewareHandler } from "hono";
import { readCookie } from "../lib/cookie-header";
import { staffSessionAbsoluteMs } from "../services/staff-service";
import type { AppEnv } from "./app-env";

export const staffCookieName = "staff_session";

function attributes(requestUrl: string, maxAgeSeconds: number): string {
  const parts = [`Max-Age=${maxAgeSeconds}`, "Path=/", "HttpOnly", "SameSite=Strict"];
  if (new URL(requestUrl).protocol === "https:") parts.push("Secure");
  return parts.join("; ");
}

export function staffSessionCookie(token: string, requestUrl: string): string {
  return `${staffCookieName}=${token}; ${attributes(requestUrl, Math.floor(staffSessionAbsoluteMs / 1000))}`;
}

export function clearedStaffSessionCookie(requestUrl: string): string {
  return `${staffCookieName}=; ${attributes(requestUrl, 0)}`;
}

/**
 * Resolves c.var.staff (null when nobody on the staff is signed in) and c.var.staffSessionToken,
 * on back-office paths only: the shop never reads the staff cookie.
 */
export function resolveStaff(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.staff === undefined) {
      const token = isBackOfficePath(c.req.path) ? readCookie(c.req.header("cookie"), staffCookieName) : null;
      const staff = token ? await c.var.services.staff.staffOfSession(token) : null;
      c.set("staff", staff);
      c.set("staffSessionToken", staff ? token : null);
    }
    await next();
  };
}

/**
 * Whether a path belongs to the back office (pages, their data requests, the API): the only place
 * staff are looked up. React Router fetches /admin's data from /admin.data.
 */
export function isBackOfficePath(pathname: string): boolean {
  return pathname === "/admin" || pathname === "/admin.data" || pathname.startsWith("/admin/") || pathname.startsWith("/api/admin/");
}
