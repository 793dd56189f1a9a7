// Accounts over the JSON API, mounted at /api/db/auth: the same rules, messages and services as
// the sign-in pages. /login answers the session token for API clients (who send it back as
// `Authorization: Bearer <token>`, spec §6) and also sets the httpOnly cookie the pages use.
import { Hono, type Context } from "hono";
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
import { cartOwnerFromCookies } from "../http/cart-owner";
import { requireSameOrigin } from "../http/same-origin";
import { clearedGuestCookies, clearedSessionCookie, sessionCookie } from "../http/session";
import { wishlistOwnerFromCookies } from "../http/wishlist-owner";
import { AuthError, type AuthUser } from "../services/auth-service";
import { apiError } from "./api-error";
import { parseJsonBody } from "./json-body";

export const authErrorStatus: Record<AuthError["code"], 400 | 409 | 429> = {
  email_taken: 409,
  // Not 401: that status means "your session ended" to the browser's client (spec §8).
  invalid_credentials: 400,
  rate_limited: 429,
  invalid_reset_link: 400,
  wrong_password: 400,
};

function refusal(c: Context<AppEnv>, error: AuthError): Response {
  if (error.code === "rate_limited" && error.retryAfterMinutes) {
    c.header("Retry-After", String(error.retryAfterMinutes * 60));
  }
  return apiError(c, authErrorStatus[error.code], error.code, error.message);
}

/** Runs work, answering an AuthError as its 4xx; anything else is the app's 500. */
async function answer(c: Context<AppEnv>, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AuthError) return refusal(c, error);
    throw error;
  }
}

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
  routes.use(requireSameOrigin());

  routes.post("/register", async (c) => {
    const body = await parseJsonBody(c, registerSchema);
    if (!body.ok) return body.response;
    return answer(c, async () => {
      const user = await c.var.services.auth.register(body.data);
      return c.json({ data: { user: userJson(user) } }, 201);
    });
  });

  routes.post("/login", async (c) => {
    const body = await parseJsonBody(c, loginSchema);
    if (!body.ok) return body.response;
    return answer(c, async () => {
      const cookies = c.req.header("cookie");
      const result = await c.var.services.auth.signIn(body.data, {
        clientAddress: c.var.clientAddress ?? "unknown",
        previousToken: c.var.sessionToken ?? null,
        guest: {
          cartToken: guestToken(cartOwnerFromCookies(cookies)),
          wishlistToken: guestToken(wishlistOwnerFromCookies(cookies)),
        },
      });
      c.header("Set-Cookie", sessionCookie(result.token, c.req.url), { append: true });
      for (const cleared of clearedGuestCookies(c.req.url)) c.header("Set-Cookie", cleared, { append: true });
      c.header("Cache-Control", "no-store");
      return c.json({
        data: { token: result.token, expires_at: result.expiresAt.toISOString(), user: userJson(result.user) },
      });
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
    c.header("Cache-Control", "private, no-store");
    return c.json({ data: { user: userJson(user) } });
  });

  routes.post("/forgot-password", async (c) => {
    const body = await parseJsonBody(c, forgotPasswordSchema);
    if (!body.ok) return body.response;
    return answer(c, async () => {
      await c.var.services.auth.requestPasswordReset(body.data.email, {
        clientAddress: c.var.clientAddress ?? "unknown",
        origin: new URL(c.req.url).origin,
      });
      // The same answer whether or not the account exists.
      return c.json({ data: { message: `${authMessages.resetLinkSent} ${authMessages.resetLinkSentDetail}` } });
    });
  });

  routes.post("/reset-password", async (c) => {
    const body = await parseJsonBody(c, resetPasswordSchema);
    if (!body.ok) return body.response;
    return answer(c, async () => {
      await c.var.services.auth.resetPassword(body.data);
      return c.json({ data: { message: authMessages.passwordReset } });
    });
  });

  routes.post("/change-password", async (c) => {
    const user = c.var.user;
    if (!user) return notSignedIn(c);
    const body = await parseJsonBody(c, changePasswordSchema);
    if (!body.ok) return body.response;
    return answer(c, async () => {
      await c.var.services.auth.changePassword(user.id, body.data, c.var.sessionToken ?? null);
      return c.json({ data: { message: authMessages.passwordChanged } });
    });
  });

  routes.post("/change-email", async (c) => {
    const user = c.var.user;
    if (!user) return notSignedIn(c);
    const body = await parseJsonBody(c, changeEmailSchema);
    if (!body.ok) return body.response;
    return answer(c, async () => {
      const updated = await c.var.services.auth.changeEmail(user.id, body.data);
      return c.json({ data: { message: authMessages.emailChanged, user: userJson(updated) } });
    });
  });

  return routes;
}

function guestToken(owner: { kind: "guest"; token: string } | { kind: "user" } | null): string | null {
  return owner?.kind === "guest" ? owner.token : null;
}
