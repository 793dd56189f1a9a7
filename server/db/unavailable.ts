// Whether an error means the database could not be reached or dropped the connection (a restart,
// a failover, an operator ending sessions), as opposed to a statement that was wrong. Such a
// request is answered 503 with Retry-After: it wrote nothing (its transaction died with the
// connection) and the same request will work once the database is back.

/** SQLSTATEs of a connection lost or refused: class 08, the server shutting down, too many clients. */
const unavailableStates = new Set(["08000", "08001", "08003", "08004", "08006", "08P01", "57P01", "57P02", "57P03", "53300"]);
/** Node's socket errors on the way to the server. */
const socketErrors = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
/** node-postgres says so in words: a client whose connection died, or none to be had in time. */
const lostConnection = /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly/;

/** How long a client should wait before trying again, in seconds. */
export const databaseRetryAfterSeconds = 2;

export const databaseUnavailableMessage = "The store cannot reach its database just now. Please try again in a moment.";

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps a failed query's error; the driver's is its cause.
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 8; current = current.cause, depth++) {
    const code = "code" in current ? current.code : undefined;
    if (typeof code === "string" && (unavailableStates.has(code) || socketErrors.has(code))) return true;
    if (lostConnection.test(current.message)) return true;
  }
  return false;
}
