import type { Context } from "hono";
import { z } from "zod";
import { unstorableTextMessage, unstorableTextPath } from "../../app/lib/storable-text";
import { apiError } from "./api-error";

export type ParsedBody<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON body and checks it against a schema: malformed JSON is 400, a body of the wrong
 * shape 422 with the first problem named, and so is text the database cannot store (NUL, an
 * unpaired surrogate), so no handler ever sees unchecked input.
 */
export async function parseJsonBody<Schema extends z.core.$ZodType>(
  c: Context,
  schema: Schema,
): Promise<ParsedBody<z.output<Schema>>> {
  const contentType = c.req.header("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("application/json")) {
    return { ok: false, response: apiError(c, 415, "unsupported_media_type", "Send the body as application/json.") };
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    // The parse failure is the shopper's problem, answered as such; nothing to log.
    return { ok: false, response: apiError(c, 400, "malformed_json", "The request body is not valid JSON.") };
  }
  // z.safeParse takes classic and zod/mini schemas alike: the forms' shared schemas are mini.
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return { ok: false, response: apiError(c, 422, "invalid_request", `${where}${issue?.message ?? "Invalid request."}`) };
  }
  const unstorable = unstorableTextPath(parsed.data);
  if (unstorable) {
    const where = unstorable.length > 0 ? `${unstorable.join(".")}: ` : "";
    return { ok: false, response: apiError(c, 422, "invalid_request", `${where}${unstorableTextMessage}.`) };
  }
  return { ok: true, data: parsed.data };
}
