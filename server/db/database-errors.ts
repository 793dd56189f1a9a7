// What PostgreSQL's error codes mean to a service, as either driver reports them (possibly
// wrapped by Drizzle in an error whose cause is the driver's).

/** PostgreSQL's unique_violation: a row with the same unique value is already there. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ("code" in current && current.code === "23505") return true;
  }
  return false;
}
