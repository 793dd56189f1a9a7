// Prepared statements for the embedded database's hottest queries. On PGlite, planning a
// statement costs more than running it: the cart's one-statement view takes 0.9–1.4 ms planned
// afresh and 0.25 ms as an EXECUTE of a statement prepared once (measured 2026-11-24, this
// machine). PGlite is one session for the life of the process, so a statement prepared once
// serves every later request. PostgreSQL needs none of this: postgres.js prepares statements
// per connection itself.
//
// EXECUTE takes its arguments as SQL literals, not bound parameters, so each value is written as
// a quoted literal, which PostgreSQL reads exactly as it reads a bound text parameter (both are
// "unknown" literals coerced to the statement's parameter type). With standard_conforming_strings
// on (client.ts sets it), a doubled quote is the only escape a string literal has.
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { isEmbeddedDatabase, type Database } from "./client";

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

/**
 * The statement as a prepared EXECUTE on the embedded database, or the statement itself when
 * that cannot be (PostgreSQL, a transaction, a value with no literal form, too many statements).
 */
export async function reusableStatement(db: Database, query: SQL): Promise<SQL> {
  if (!isEmbeddedDatabase(db)) return query;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const literals = params.map(sqlLiteral);
  if (literals.some((literal) => literal === null)) return query;
  let known = statements.get(db);
  if (!known) {
    known = new Map();
    statements.set(db, known);
  }
  let name = known.get(text);
  if (!name) {
    if (known.size >= maxStatements) return query;
    const chosen = `reusable_${known.size + 1}`;
    // Stored before it resolves: two first requests at once must not both prepare one name.
    name = db.execute(sql.raw(`prepare ${chosen} as ${text}`)).then(
      () => chosen,
      // A statement PostgreSQL cannot prepare on its own (a parameter of no inferable type) runs
      // as before; the same error would show on the direct path if it were a real fault.
      () => null,
    );
    known.set(text, name);
  }
  const prepared = await name;
  if (!prepared) return query;
  return sql.raw(literals.length === 0 ? `execute ${prepared}` : `execute ${prepared}(${literals.join(", ")})`);
}
