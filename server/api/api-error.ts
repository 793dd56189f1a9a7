import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

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
