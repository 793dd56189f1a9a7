// The accounts part of the OpenAPI document (server/api/openapi.ts): /api/db/auth/*.
import { authMaxLengths, minPasswordLength } from "../../app/lib/forms/auth-schemas";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const string = { type: "string" } as const;
const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const object = (properties: Record<string, Json>, required: string[] = Object.keys(properties)): Json => ({
  type: "object",
  required,
  properties,
});
const dataOf = (schema: Json): Json => object({ data: schema });
const json = (description: string, schema: Json): Json => ({ description, content: { "application/json": { schema } } });
const error = (description: string): Json => json(description, ref("Error"));
const body = (schema: Json): Json => ({ required: true, content: { "application/json": { schema } } });

const email: Json = { type: "string", format: "email", maxLength: authMaxLengths.email };
const newPassword: Json = { type: "string", minLength: minPasswordLength, maxLength: authMaxLengths.password };
const anyPassword: Json = { type: "string", minLength: 1, maxLength: authMaxLengths.password };
const message = dataOf(object({ message: string }));
const bearer: Json[] = [{ sessionCookie: [] }, { bearerToken: [] }];

const common: Record<string, Json> = {
  403: error("The request came from another site or lacks X-Requested-With: XMLHttpRequest."),
  415: error("The body is not JSON."),
  422: error("A field is missing or invalid; the message is the form's (spec §5)."),
};

export const authSchemas: Record<string, Json> = {
  User: object({
    id: { type: "integer" },
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
      requestBody: body(
        object({
          firstName: { type: "string", maxLength: authMaxLengths.name },
          lastName: { type: "string", maxLength: authMaxLengths.name },
          mobile: { type: "string", pattern: "^[0-9]{10}$" },
          email,
          password: newPassword,
        }),
      ),
      responses: {
        201: json("The new account.", dataOf(object({ user: ref("User") }))),
        409: error("An account with this email already exists (whatever its case)."),
        ...common,
      },
    },
  },
  "/api/db/auth/login": {
    post: {
      tags: ["accounts"],
      summary: "Sign in: a new session token (also set as the httpOnly session cookie); a guest cart and wishlist move into the account",
      requestBody: body(object({ email, password: anyPassword })),
      responses: {
        200: json(
          "Signed in. Send the token as Authorization: Bearer <token>; it expires after 7 idle days and at expires_at.",
          dataOf(object({ token: string, expires_at: { type: "string", format: "date-time" }, user: ref("User") })),
        ),
        400: error("Invalid email or password (one message for both)."),
        429: error("Too many attempts for this account or address (10 per 15 minutes); see Retry-After."),
        ...common,
      },
    },
  },
  "/api/db/auth/logout": {
    post: {
      tags: ["accounts"],
      summary: "End the session the request carries and clear the cookie",
      security: bearer,
      responses: { 200: json("Signed out (also when there was no session).", dataOf(object({ signed_out: { type: "boolean" } }))), 403: common[403] ?? null },
    },
  },
  "/api/db/auth/me": {
    get: {
      tags: ["accounts"],
      summary: "The signed-in shopper",
      security: bearer,
      responses: {
        200: json("The shopper.", dataOf(object({ user: ref("User") }))),
        401: error("Not signed in, or the session expired."),
      },
    },
  },
  "/api/db/auth/forgot-password": {
    post: {
      tags: ["accounts"],
      summary: "E-mail a single-use reset link (valid 1 hour) when the account exists; the same answer when not",
      requestBody: body(object({ email })),
      responses: {
        200: json("Password reset link sent! Please check your email for instructions to reset your password.", message),
        429: error("Too many requests for this e-mail or address; see Retry-After."),
        ...common,
      },
    },
  },
  "/api/db/auth/reset-password": {
    post: {
      tags: ["accounts"],
      summary: "Set a new password from a reset link; ends every session of the account",
      requestBody: body(object({ token: string, email, password: newPassword, password_confirmation: string })),
      responses: {
        200: json("Password has been reset successfully. Please login with your new password.", message),
        400: error("Invalid reset link. Please request a new password reset. (unknown, used or expired)"),
        ...common,
      },
    },
  },
  "/api/db/auth/change-email": {
    post: {
      tags: ["accounts"],
      summary: "Change the account's e-mail address, confirmed with the current password",
      security: bearer,
      requestBody: body(object({ email, currentPassword: anyPassword })),
      responses: {
        200: json("Changed.", dataOf(object({ message: string, user: ref("User") }))),
        400: error("Current password is incorrect."),
        401: error("Not signed in."),
        409: error("An account with this email already exists."),
        ...common,
      },
    },
  },
  "/api/db/auth/change-password": {
    post: {
      tags: ["accounts"],
      summary: "Change the password; every other session of the account ends",
      security: bearer,
      requestBody: body(object({ currentPassword: anyPassword, newPassword, confirmPassword: string })),
      responses: {
        200: json("Changed.", message),
        400: error("Current password is incorrect."),
        401: error("Not signed in."),
        ...common,
      },
    },
  },
};
