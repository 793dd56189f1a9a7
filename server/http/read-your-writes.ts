// A shopper sees their own catalog changes at once, even with read replicas that lag
// (docs/decisions/033-read-replicas.md). A request that changed the catalog (a review, the last
// piece bought, a product staff edited) answers with a cookie holding the primary's write-ahead
// log position after it; the browser's later requests run with that position as the least their
// catalog reads may see (server/db/read-position.ts). Without replicas this does nothing.
import type { MiddlewareHandler } from "hono";
import { readCookie } from "../lib/cookie-header";
import { withReadMinimum } from "../db/read-position";
import { formatWalPosition, parseWalPosition } from "../db/wal-position";
import type { AppEnv } from "./app-env";
import { isHttps } from "./session";

export const writtenAtCookieName = "written_at";
/** Replicas replay within moments; the cookie outlives any lag worth serving pages through. */
const writtenAtMaxAgeSeconds = 10 * 60;
/** Methods that change nothing: no question to the primary before or after them. */
const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function writtenAtCookie(position: bigint, requestUrl: string): string {
  const attributes = [`Max-Age=${writtenAtMaxAgeSeconds}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (isHttps(requestUrl)) attributes.push("Secure");
  return `${writtenAtCookieName}=${formatWalPosition(position)}; ${attributes.join("; ")}`;
}

export function readYourWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tracker = c.var.services.readYourWrites;
    if (!tracker) return next();
    const written = parseWalPosition(readCookie(c.req.header("cookie"), writtenAtCookieName));
    const minimum = await tracker.readMinimumFor(written);
    if (readOnlyMethods.has(c.req.method)) return withReadMinimum(minimum, next);
    const before = await tracker.revisionBefore();
    await withReadMinimum(minimum, next);
    try {
      const position = await tracker.positionIfChanged(before);
      if (position !== null) c.header("Set-Cookie", writtenAtCookie(position, c.req.url), { append: true });
    } catch (error) {
      // The request is done and answered; failing it now would invite a repeat of what it did.
      // Without the cookie the shopper sees their change once a replica has replayed it.
      c.var.logger.warn({ err: error, reqId: c.var.requestId }, "could not tell the browser where its catalog change stands");
    }
  };
}
