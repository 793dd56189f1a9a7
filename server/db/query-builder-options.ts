import * as schema from "./schema";

/** The query builder's options for a database: its schema, and its statement listener if any. */
export function builderOptions(target: { onStatement?: ((statement: string) => void) | undefined }) {
  const { onStatement } = target;
  return { schema, logger: onStatement ? { logQuery: (statement: string) => onStatement(statement) } : false };
}
