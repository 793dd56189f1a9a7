// Prepared statements for the embedded database's hottest queries. On PGlite, planning a
// statement costs more than running it: the cart's one-statement view takes 0.9–1.4 ms planned
// afresh and 0.25 ms as an EXECUTE of a statement prepared once. PGlite is one session for the
// life of the process, so a statement prepared once serves every later request.
//
// On PostgreSQL the same statements are named prepared statements of node-postgres: each pooled
// connection parses one once, and after a few executions PostgreSQL keeps a generic plan when it
// costs no more than planning each time. Placing an order spent about 5 ms of the server's time
// planning its statements afresh, about a third of its time in the database.
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
//
// Inside an embedded transaction (placing an order) statements are prepared and executed in
// that transaction: PGlite holds every other request's statements while one is open, so the
// time it spends planning is everyone's wait.
import { createHash } from "node:crypto";
import { types, type QueryOptions } from "@electric-sql/pglite";
import { is, type SQL } from "drizzle-orm";
import { NodePgSession } from "drizzle-orm/node-postgres";
import { PgDialect, PgTransaction } from "drizzle-orm/pg-core";
import { embeddedEngineOf, statementListenerOf, type Database } from "./client";
import { openTransaction, type PgliteThread } from "./pglite-thread";

const dialect = new PgDialect();
/** More distinct statements than the store has hot queries: past it, statements run unprepared. */
const maxStatements = 200;

/** A statement's prepared name once known (null: it cannot be prepared), and the wait for it. */
interface Prepared {
  name: Promise<string | null>;
  settled: boolean;
}

/** Per database (a session): statement text → its preparation. */
const statements = new WeakMap<PgliteThread, Map<string, Prepared>>();

/** Where statements go: the database, or the transaction open on it. */
interface Target {
  thread: PgliteThread;
  runner: Pick<PgliteThread, "query" | "exec">;
  inTransaction: boolean;
}

function targetOf(db: Database): Target | null {
  const thread = embeddedEngineOf(db);
  if (thread) return { thread, runner: thread, inTransaction: false };
  const open = db instanceof PgTransaction ? openTransaction() : undefined;
  return open ? { thread: open.thread, runner: open.transaction, inTransaction: true } : null;
}

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
async function executeCall(target: Target, known: Map<string, Prepared>, query: SQL): Promise<string | null> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const literals = params.map(sqlLiteral);
  if (literals.some((literal) => literal === null)) return null;
  let prepared = known.get(text);
  // A preparation sent outside this transaction waits for the transaction to end: waiting for it
  // here would wait for ever, so the statement runs unprepared this once.
  if (prepared && !prepared.settled && target.inTransaction) return null;
  if (!prepared) {
    if (known.size >= maxStatements) return null;
    const chosen = `reusable_${known.size + 1}`;
    // A statement is prepared for the session, whatever becomes of a transaction it was prepared
    // in; there a failed PREPARE would end the transaction, so it is tried under a savepoint.
    const sent = target.inTransaction
      ? target.runner.exec(`savepoint reusable_prepare; prepare ${chosen} as ${text}; release savepoint reusable_prepare`)
      : target.runner.query(`prepare ${chosen} as ${text}`);
    const preparation: Prepared = {
      name: sent.then(
        () => chosen,
        // A statement PostgreSQL cannot prepare on its own (a parameter of no inferable type) runs
        // as before; the same error would show on the direct path if it were a real fault.
        async () => {
          if (target.inTransaction) await target.runner.exec("rollback to savepoint reusable_prepare; release savepoint reusable_prepare");
          return null;
        },
      ),
      settled: false,
    };
    void preparation.name.finally(() => {
      preparation.settled = true;
    });
    // Stored before it resolves: two first requests at once must not both prepare one name.
    known.set(text, preparation);
    prepared = preparation;
  }
  const name = await prepared.name;
  if (!name) return null;
  return literals.length === 0 ? `execute ${name}` : `execute ${name}(${literals.join(", ")})`;
}

/**
 * The rows of each statement, run as EXECUTEs of statements prepared once on the embedded
 * database and sent together: one trip to the database's thread, and one implicit transaction
 * (or the embedded transaction open around the caller), so each statement sees what the ones
 * before it wrote. Null when they cannot be (PostgreSQL, a value with no literal form, too many
 * statements): the caller then runs the
 * statements itself.
 */
export async function reusableBatch(db: Database, queries: readonly SQL[]): Promise<unknown[][] | null> {
  const target = targetOf(db);
  if (!target) return null;
  let known = statements.get(target.thread);
  if (!known) {
    known = new Map();
    statements.set(target.thread, known);
  }
  const calls: string[] = [];
  for (const query of queries) {
    const call = await executeCall(target, known, query);
    if (!call) return null;
    calls.push(call);
  }
  // Reported as the query builder reports the statements it sends, so counts are the same either way.
  const listener = statementListenerOf(target.thread);
  if (listener) for (const query of queries) listener(dialect.sqlToQuery(query).sql);
  const results = await target.runner.exec(calls.join("; "), asDrizzleReadsThem);
  if (results.length !== calls.length) {
    throw new Error(`${calls.length} statements answered with ${results.length} results`);
  }
  // Each result's rows are plain objects of the columns.
  return results.map((result) => result.rows);
}

/** Statement text → its name on PostgreSQL: the same text has the same name on every connection. */
const postgresNames = new Map<string, string>();

function postgresNameOf(text: string): string | null {
  const known = postgresNames.get(text);
  if (known) return known;
  if (postgresNames.size >= maxStatements) return null;
  const name = `reusable_${createHash("sha256").update(text).digest("hex").slice(0, 32)}`;
  postgresNames.set(text, name);
  return name;
}

/** A statement's rows as a named prepared statement on PostgreSQL; null on the embedded database. */
async function postgresRows(db: Database, query: SQL): Promise<unknown[] | null> {
  const session = db._.session;
  if (!is(session, NodePgSession)) return null;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = postgresNameOf(text);
  if (!name) return null;
  // Through drizzle's own prepared query, so rows are parsed and statements reported as ever.
  return driverRows(await session.prepareQuery({ sql: text, params }, undefined, name, false).execute());
}

/** The rows of a raw statement's result: both drivers answer `{ rows }`. */
export function driverRows(result: unknown): unknown[] {
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) return result.rows as unknown[];
  throw new Error("the database driver answered a query in an unknown shape");
}

/**
 * One statement's rows: prepared once on the embedded database (through reusableBatch), a named
 * statement on PostgreSQL unless told not to; null when it cannot be prepared.
 */
export async function reusableRows(db: Database, query: SQL, { onPostgres = true } = {}): Promise<unknown[] | null> {
  const named = onPostgres ? await postgresRows(db, query) : null;
  if (named) return named;
  const rows = await reusableBatch(db, [query]);
  return rows ? (rows[0] ?? []) : null;
}
