// Who acts on /api/admin/*: an integration with `Authorization: Bearer <API token>`, or a staff
// member's browser with the staff session cookie (resolved by staff-session.ts). Either becomes
// c.var.staffActor; without one the answer is 401. The services check the role's permission.
import type { MiddlewareHandler } from "hono";
import { apiError } from "../api/api-error";
import type { AppEnv } from "./app-env";
import { requireSameOrigin } from "./same-origin";

const bearerPattern = /^Bearer\s+(\S+)\s*$/i;

export const staffApiAuthMessages = {
  signIn: "Sign in to the back office, or send Authorization: Bearer <API token>.",
  badToken: "This API token is not valid: it is mistyped, revoked, or its creator can no longer use it.",
} as const;

/**
 * Before anything else: a change asked for without a bearer token (so with the cookie, or with
 * nothing) must come from the store's own pages, as the shop's API asks. A bearer token needs no
 * such rule: no other site can make a browser send one.
 */
export function requireSameOriginWithoutToken(): MiddlewareHandler<AppEnv> {
  const sameOrigin = requireSameOrigin();
  return async (c, next) => {
    if (c.req.header("authorization") !== undefined) {
      await next();
      return;
    }
    return sameOrigin(c, next);
  };
}

/** Sets c.var.staffActor from the bearer token or the staff session (resolveStaff() before it), else 401. */
export function requireStaffActor(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authorization = c.req.header("authorization");
    if (authorization !== undefined) {
      // A token that was sent but does not work is refused, never passed over for the cookie:
      // the integration must learn that its token stopped.
      const token = bearerPattern.exec(authorization)?.[1] ?? "";
      const actor = await c.var.services.apiTokens.actorOfToken(token, c.var.clientAddress ?? "unknown");
      if (!actor) {
        c.header("WWW-Authenticate", 'Bearer realm="back office"');
        return apiError(c, 401, "unauthorized", staffApiAuthMessages.badToken);
      }
      c.set("staffActor", actor);
    } else {
      const staff = c.var.staff;
      if (!staff) return apiError(c, 401, "unauthorized", staffApiAuthMessages.signIn);
      c.set("staffActor", { staff, clientAddress: c.var.clientAddress ?? "unknown" });
    }
    await next();
  };
}
