// Prepared statements for the embedded database's hottest queries. On PGlite, planning a
// statement costs more than running it: the cart's one-statement view takes 0.9–1.4 ms planned
// afresh and 0.25 ms as an EXECUTE of a statement prepared once. PGlite is one session for the
// life of the process, so a statement prepared once serves every later request. On PostgreSQL
// statements are planned per connection as they come.
//
// EXECUTE takes its arguments as SQL literals, not bound parameters, so each value is written as
// a quoted literal, which PostgreSQL reads exactly as it reads a bound text parameter (both are
// "unknown" literals coerced to the statement's parameter type). With standard_conforming_strings
// on (client.ts sets it), a doubled quote is the only escape a string literal has.
//
// The EXECUTE goes to PGlite as a simple query, past the ORM: a round of the extended protocol
// (parse, bind, describe, execute, sync) and drizzle's own handling cost 0.2 ms more per
// statement than the statement itself takes (`select 1`: 250 µs through drizzle, 51 µs as a
// simple query). Rows are parsed as drizzle parses them.
//
// Several statements can go together (reusableBatch): one trip to the database's thread
// (pglite-thread.ts) and one implicit transaction, so a change and the view after it cost one
// round trip, and no transaction holds the database while the store's thread is busy elsewhere.
import { types, type QueryOptions } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { embeddedEngineOf, type Database } from "./client";
import type { PgliteThread } from "./pglite-thread";

const dialect = new PgDialect();
/** More distinct statements than the store has hot queries: past it, statements run unprepared. */
const maxStatements = 200;

/** Per database: statement text → its prepared name, or null when it cannot be prepared. */
const statements = new WeakMap<Database, Map<string, Promise<string | null>>>();

/** A parameter as a quoted SQL literal; null for a value with no plain text form. */
export function sqlLiteral(value: unknown): string | null {
  if (value === null || value === undefined) return "null";
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === "bigint" || typeof value === "boolean") text = String(value);
  else if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    text = value.toISOString();
  } else return null;
  // PostgreSQL text cannot hold NUL; refusing here keeps the literal and the bound form alike.
  if (text.includes("\u0000")) return null;
  return `'${text.replaceAll("'", "''")}'`;
}

/** Dates and intervals stay text, as drizzle's driver leaves them; everything else as PGlite parses it. */
const asDrizzleReadsThem: QueryOptions = {
  rowMode: "object",
  parsers: {
    [types.TIMESTAMP]: (value: string) => value,
    [types.TIMESTAMPTZ]: (value: string) => value,
    [types.INTERVAL]: (value: string) => value,
    [types.DATE]: (value: string) => value,
  },
};

/** The EXECUTE of a query's statement, prepared once; null when it cannot be (see reusableBatch). */
async function executeCall(engine: PgliteThread, known: Map<string, Promise<string | null>>, query: SQL): Promise<string | null> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const literals = params.map(sqlLiteral);
  if (literals.some((literal) => literal === null)) return null;
  let name = known.get(text);
  if (!name) {
    if (known.size >= maxStatements) return null;
    const chosen = `reusable_${known.size + 1}`;
    // Stored before it resolves: two first requests at once must not both prepare one name.
    name = engine.query(`prepare ${chosen} as ${text}`).then(
      () => chosen,
      // A statement PostgreSQL cannot prepare on its own (a parameter of no inferable type) runs
      // as before; the same error would show on the direct path if it were a real fault.
      () => null,
    );
    known.set(text, name);
  }
  const prepared = await name;
  if (!prepared) return null;
  return literals.length === 0 ? `execute ${prepared}` : `execute ${prepared}(${literals.join(", ")})`;
}

/**
 * The rows of each statement, run as EXECUTEs of statements prepared once on the embedded
 * database and sent together: one trip to the database's thread, and one implicit transaction,
 * so each statement sees what the ones before it wrote. Null when they cannot be (PostgreSQL, a
 * transaction, a value with no literal form, too many statements): the caller then runs the
 * statements itself.
 */
export async function reusableBatch(db: Database, queries: readonly SQL[]): Promise<unknown[][] | null> {
  const engine = embeddedEngineOf(db);
  if (!engine) return null;
  let known = statements.get(db);
  if (!known) {
    known = new Map();
    statements.set(db, known);
  }
  const calls: string[] = [];
  for (const query of queries) {
    const call = await executeCall(engine, known, query);
    if (!call) return null;
    calls.push(call);
  }
  const results = await engine.exec(calls.join("; "), asDrizzleReadsThem);
  if (results.length !== calls.length) {
    throw new Error(`${calls.length} statements answered with ${results.length} results`);
  }
  // Each result's rows are plain objects of the columns.
  return results.map((result) => result.rows);
}

/** One statement's rows through reusableBatch; null when it cannot be prepared. */
export async function reusableRows(db: Database, query: SQL): Promise<unknown[] | null> {
  const rows = await reusableBatch(db, [query]);
  return rows ? (rows[0] ?? []) : null;
}
