// The accounts part of the OpenAPI document (server/api/openapi.ts): /api/db/auth/*.
import { authMaxLengths, minPasswordLength } from "../../app/lib/forms/auth-schemas";
import { boolean, dataOf, errorResponse, integer, jsonBody, jsonResponse, object, ref, string, typedPhone, type Json } from "./openapi-builders";

const email: Json = { type: "string", format: "email", maxLength: authMaxLengths.email };
const newPassword: Json = { type: "string", minLength: minPasswordLength, maxLength: authMaxLengths.password };
const anyPassword: Json = { type: "string", minLength: 1, maxLength: authMaxLengths.password };
const message = dataOf(object({ message: string }));
const bearer: Json[] = [{ sessionCookie: [] }, { bearerToken: [] }];

const common: Record<string, Json> = {
  403: errorResponse("The request came from another site or lacks X-Requested-With: XMLHttpRequest."),
  415: errorResponse("The body is not JSON."),
  422: errorResponse("A field is missing or invalid; the message is the form's (spec §5)."),
};

export const authSchemas: Record<string, Json> = {
  User: object({
    id: integer,
    email: string,
    firstName: string,
    lastName: string,
    mobile: { type: "string", pattern: "^[0-9]{10}$" },
    createdAt: { type: "string", format: "date-time", description: "Member since." },
  }),
};

export const authSecuritySchemes: Record<string, Json> = {
  sessionCookie: { type: "apiKey", in: "cookie", name: "session", description: "Set by POST /api/db/auth/login; httpOnly." },
  bearerToken: { type: "http", scheme: "bearer", description: "The token POST /api/db/auth/login answers." },
};

export const authPaths: Record<string, Json> = {
  "/api/db/auth/register": {
    post: {
      tags: ["accounts"],
      summary: "Create an account (does not sign in)",
      requestBody: jsonBody(
        object({
          firstName: { type: "string", maxLength: authMaxLengths.name },
          lastName: { type: "string", maxLength: authMaxLengths.name },
          mobile: typedPhone,
          email,
          password: newPassword,
        }),
      ),
      responses: {
        201: jsonResponse("The new account.", dataOf(object({ user: ref("User") }))),
        409: errorResponse("An account with this email already exists (whatever its case)."),
        429: errorResponse("Too many accounts made from this address (10 an hour); see Retry-After."),
        ...common,
      },
    },
  },
  "/api/db/auth/login": {
    post: {
      tags: ["accounts"],
      summary: "Sign in: a new session token (also set as the httpOnly session cookie); a guest cart and wishlist move into the account",
      requestBody: jsonBody(object({ email, password: anyPassword })),
      responses: {
        200: jsonResponse(
          "Signed in. Send the token as Authorization: Bearer <token>; it expires after 7 idle days and at expires_at.",
          dataOf(object({ token: string, expires_at: { type: "string", format: "date-time" }, user: ref("User") })),
        ),
        400: errorResponse("Invalid email or password (one message for both)."),
        429: errorResponse(
          "Too many wrong passwords: 10 for this account from this address, 30 from this address, or 100 for this " +
            "account, per 15 minutes; see Retry-After.",
        ),
        ...common,
      },
    },
  },
  "/api/db/auth/logout": {
    post: {
      tags: ["accounts"],
      summary: "End the session the request carries and clear the cookie",
      security: bearer,
      responses: { 200: jsonResponse("Signed out (also when there was no session).", dataOf(object({ signed_out: boolean }))), 403: common[403] ?? null },
    },
  },
  "/api/db/auth/me": {
    get: {
      tags: ["accounts"],
      summary: "The signed-in shopper",
      security: bearer,
      responses: {
        200: jsonResponse("The shopper.", dataOf(object({ user: ref("User") }))),
        401: errorResponse("Not signed in, or the session expired."),
      },
    },
  },
  "/api/db/auth/forgot-password": {
    post: {
      tags: ["accounts"],
      summary: "E-mail a single-use reset link (valid 1 hour) when the account exists; the same answer when not",
      requestBody: jsonBody(object({ email })),
      responses: {
        200: jsonResponse("Password reset link sent! Please check your email for instructions to reset your password.", message),
        429: errorResponse("Too many requests for this e-mail or address; see Retry-After."),
        ...common,
      },
    },
  },
  "/api/db/auth/reset-password": {
    post: {
      tags: ["accounts"],
      summary: "Set a new password from a reset link; ends every session of the account",
      requestBody: jsonBody(object({ token: string, email, password: newPassword, password_confirmation: string })),
      responses: {
        200: jsonResponse("Password has been reset successfully. Please login with your new password.", message),
        400: errorResponse("Invalid reset link. Please request a new password reset. (unknown, used or expired)"),
        429: errorResponse("Too many new passwords set from this address (10 per 15 minutes); see Retry-After."),
        ...common,
      },
    },
  },
  "/api/db/auth/change-email": {
    post: {
      tags: ["accounts"],
      summary: "Change the account's e-mail address, confirmed with the current password",
      security: bearer,
      requestBody: jsonBody(object({ email, currentPassword: anyPassword })),
      responses: {
        200: jsonResponse("Changed.", dataOf(object({ message: string, user: ref("User") }))),
        400: errorResponse("Current password is incorrect."),
        401: errorResponse("Not signed in."),
        409: errorResponse("An account with this email already exists."),
        429: errorResponse("Too many wrong current passwords for this account (10 per 15 minutes, shared with change-password); see Retry-After."),
        ...common,
      },
    },
  },
  "/api/db/auth/change-password": {
    post: {
      tags: ["accounts"],
      summary: "Change the password; every other session of the account ends",
      security: bearer,
      requestBody: jsonBody(object({ currentPassword: anyPassword, newPassword, confirmPassword: string })),
      responses: {
        200: jsonResponse("Changed.", message),
        400: errorResponse("Current password is incorrect."),
        401: errorResponse("Not signed in."),
        429: errorResponse("Too many wrong current passwords for this account (10 per 15 minutes, shared with change-email); see Retry-After."),
        ...common,
      },
    },
  },
};
