// What a page request does with the errors its loaders, actions and render throw: log them with
// the request, and answer 503 with Retry-After when one was the database being out of reach.
import type { Logger } from "pino";
import type { PageFailures } from "../../app/load-context";
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from "../db/unavailable";

export function pageFailures(logger: Logger, requestId: string, path: string): PageFailures {
  let databaseUnavailable = false;
  return {
    report(error) {
      if (isDatabaseUnavailable(error)) {
        databaseUnavailable = true;
        logger.warn({ err: error, reqId: requestId, path }, "database unavailable");
        return;
      }
      logger.error({ err: error, reqId: requestId, path }, "a page failed");
    },
    retryAfterSeconds: () => (databaseUnavailable ? databaseRetryAfterSeconds : null),
  };
}
