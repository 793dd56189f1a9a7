// Accounts over the JSON API, mounted at /api/db/auth: the same rules, messages and services as
// the sign-in pages. /login answers the session token for API clients (who send it back as
// `Authorization: Bearer <token>`, spec §6) and also sets the httpOnly cookie the pages use.
import { Hono, type Context } from "hono";
import type { AuthUser } from "../../app/lib/contracts/auth";
import {
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  authMessages,
} from "../../app/lib/forms/auth-schemas";
import type { AppEnv } from "../http/app-env";
import { privateAnswers } from "../http/private-answers";
import { requireSameOrigin } from "../http/same-origin";
import { clearedGuestCookies, clearedSessionCookie, sessionCookie } from "../http/session";
import { cartOwnership, wishlistOwnership } from "../services/ownership";
import { apiError } from "./api-error";
import { parseJsonBody } from "./json-body";

function notSignedIn(c: Context<AppEnv>): Response {
  return apiError(c, 401, "unauthenticated", "Please login to continue.");
}

function userJson(user: AuthUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: user.mobile,
    createdAt: user.createdAt,
  };
}

export function createAuthRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use(privateAnswers());
  routes.use(requireSameOrigin());

  routes.post("/register", async (c) => {
    const body = await parseJsonBody(c, registerSchema);
    if (!body.ok) return body.response;
    const user = await c.var.services.auth.register(body.data, { clientAddress: c.var.clientAddress ?? "unknown" });
    return c.json({ data: { user: userJson(user) } }, 201);
  });

  routes.post("/login", async (c) => {
    const body = await parseJsonBody(c, loginSchema);
    if (!body.ok) return body.response;
    const cookies = c.req.header("cookie");
    const result = await c.var.services.auth.signIn(body.data, {
      clientAddress: c.var.clientAddress ?? "unknown",
      previousToken: c.var.sessionToken ?? null,
      guest: {
        cartToken: guestToken(cartOwnership.guestOf(cookies)),
        wishlistToken: guestToken(wishlistOwnership.guestOf(cookies)),
      },
    });
    c.header("Set-Cookie", sessionCookie(result.token, c.req.url), { append: true });
    for (const cleared of clearedGuestCookies(c.req.url)) c.header("Set-Cookie", cleared, { append: true });
    return c.json({
      data: { token: result.token, expires_at: result.expiresAt.toISOString(), user: userJson(result.user) },
    });
  });

  routes.post("/logout", async (c) => {
    if (c.var.sessionToken) await c.var.services.auth.signOut(c.var.sessionToken);
    c.header("Set-Cookie", clearedSessionCookie(c.req.url), { append: true });
    return c.json({ data: { signed_out: true } });
  });

  routes.get("/me", (c) => {
    const user = c.var.user;
    if (!user) return notSignedIn(c);
    return c.json({ data: { user: userJson(user) } });
  });

  routes.post("/forgot-password", async (c) => {
    const body = await parseJsonBody(c, forgotPasswordSchema);
    if (!body.ok) return body.response;
    await c.var.services.auth.requestPasswordReset(body.data.email, {
      clientAddress: c.var.clientAddress ?? "unknown",
      origin: new URL(c.req.url).origin,
    });
    // The same answer whether or not the account exists.
    return c.json({ data: { message: `${authMessages.resetLinkSent} ${authMessages.resetLinkSentDetail}` } });
  });

  routes.post("/reset-password", async (c) => {
    const body = await parseJsonBody(c, resetPasswordSchema);
    if (!body.ok) return body.response;
    await c.var.services.auth.resetPassword(body.data, { clientAddress: c.var.clientAddress ?? "unknown" });
    return c.json({ data: { message: authMessages.passwordReset } });
  });

  routes.post("/change-password", async (c) => {
    const user = c.var.user;
    if (!user) return notSignedIn(c);
    const body = await parseJsonBody(c, changePasswordSchema);
    if (!body.ok) return body.response;
    await c.var.services.auth.changePassword(user.id, body.data, c.var.sessionToken ?? null);
    return c.json({ data: { message: authMessages.passwordChanged } });
  });

  routes.post("/change-email", async (c) => {
    const user = c.var.user;
    if (!user) return notSignedIn(c);
    const body = await parseJsonBody(c, changeEmailSchema);
    if (!body.ok) return body.response;
    const updated = await c.var.services.auth.changeEmail(user.id, body.data);
    return c.json({ data: { message: authMessages.emailChanged, user: userJson(updated) } });
  });

  return routes;
}

function guestToken(owner: { kind: "guest"; token: string } | { kind: "user" } | null): string | null {
  return owner?.kind === "guest" ? owner.token : null;
}
