import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { RefusalAnswer } from "../../app/lib/contracts/refusal";

/** The one error shape every /api endpoint answers with: {"error":{"code","message"}}. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
): Response {
  const body: ApiErrorBody = { error: { code, message } };
  return c.json(body, status);
}

/** A service's refusal as the API answers it: its status, code and message, and when to try again. */
export function apiRefusal(c: Context, refusal: RefusalAnswer): Response {
  if (refusal.retryAfterSeconds !== null) c.header("Retry-After", String(refusal.retryAfterSeconds));
  return apiError(c, refusal.status, refusal.code, refusal.message);
}
