// Fast multi-row inserts for the seed. Rows travel as one JSON document per statement and are
// unpacked by json_to_recordset on the server: one bind parameter however many rows, so batches
// are never limited by PostgreSQL's 65,535-parameter cap, and PGlite parses one string instead of
// binding tens of thousands of values. Plain PostgreSQL, so both back ends run the same SQL.
import { getTableColumns, sql, type InferInsertModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";

/** Rows per INSERT: large enough to amortise round trips, small enough to keep documents ~1 MB. */
export const defaultRowsPerStatement = 2_000;

/**
 * Inserts rows that spell out every column they set (nullable ones as null, never undefined: a
 * missing key would arrive as NULL instead of the column default). All rows must have the same
 * keys as the first.
 */
export async function insertRows<TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly Required<InferInsertModel<TTable>>[],
  rowsPerStatement = defaultRowsPerStatement,
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const keys = Object.keys(first);
  const columnsByKey = new Map(Object.entries(getTableColumns(table)));
  const columns = keys.map((key) => {
    const column = columnsByKey.get(key);
    if (!column) throw new Error(`insertRows: ${key} is not a column of the table`);
    return { key, column };
  });
  for (const row of rows) {
    if (Object.keys(row).length !== keys.length) {
      throw new Error("insertRows: every row must set the same columns as the first");
    }
  }

  const targetList = sql.join(
    columns.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  // The record is read by JavaScript property name, so rows serialise as they are (Dates become
  // ISO strings through Date#toJSON) without a per-row copy.
  const sourceList = sql.join(
    columns.map(({ key }) => sql`r.${sql.identifier(key)}`),
    sql`, `,
  );
  const recordShape = sql.join(
    columns.map(({ key, column }) => sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const document = JSON.stringify(rows.slice(start, start + rowsPerStatement));
    await db.execute(
      sql`insert into ${table} (${targetList}) select ${sourceList} from json_to_recordset(${document}::json) as r(${recordShape})`,
    );
  }
}
