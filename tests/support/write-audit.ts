// Proof that a refused request wrote nothing: row triggers, installed only in a test database,
// record every insert, update (that changes something) and delete of every table in a table of
// their own. A transaction rolled back takes its records with it, so what the record holds after
// a request is exactly what the request left written. Cheaper than hashing every table twice per
// request, and it names the rows.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../server/db/client";
import { queryRows } from "../../server/services/catalog-sql";

export interface RecordedWrite {
  table: string;
  operation: "INSERT" | "UPDATE" | "DELETE";
  row: unknown;
}

export interface WriteAudit {
  /** Where the record stands now: pass it to writesSince after the request. */
  mark(): Promise<number>;
  writesSince(mark: number): Promise<RecordedWrite[]>;
}

export interface WriteAuditOptions {
  /** Tables whose writes are expected whatever the answer (e.g. rate-limit counters). */
  ignoreTables?: readonly string[];
  /** Columns whose change alone is not a write worth reporting, by table (e.g. last_seen_at). */
  ignoreColumns?: Readonly<Record<string, readonly string[]>>;
}

const auditTable = "test_write_audit";

export async function installWriteAudit(db: Database, options: WriteAuditOptions = {}): Promise<WriteAudit> {
  await db.execute(
    sql.raw(`create table if not exists ${auditTable} (
      id bigint generated always as identity primary key,
      table_name text not null,
      operation text not null,
      row_data jsonb
    )`),
  );
  await db.execute(
    sql.raw(`create or replace function ${auditTable}() returns trigger language plpgsql as $$
      begin
        insert into ${auditTable} (table_name, operation, row_data)
        values (tg_table_name, tg_op, case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end);
        return null;
      end $$`),
  );
  const tables = z
    .array(z.object({ tablename: z.string() }))
    .parse(await queryRows(db, sql`select tablename from pg_tables where schemaname = 'public' order by tablename`))
    .map((row) => row.tablename)
    .filter((name) => name !== auditTable && !(options.ignoreTables ?? []).includes(name));
  for (const table of tables) {
    const ignored = options.ignoreColumns?.[table] ?? [];
    const changed =
      ignored.length === 0
        ? "old.* is distinct from new.*"
        : `(to_jsonb(old) - array[${ignored.map((column) => `'${column}'`).join(",")}]) is distinct from (to_jsonb(new) - array[${ignored.map((column) => `'${column}'`).join(",")}])`;
    await db.execute(
      sql.raw(`create trigger ${auditTable}_insert_delete after insert or delete on public."${table}"
               for each row execute function ${auditTable}()`),
    );
    await db.execute(
      sql.raw(`create trigger ${auditTable}_update after update on public."${table}"
               for each row when (${changed}) execute function ${auditTable}()`),
    );
  }
  const recordSchema = z.array(
    z.object({ table_name: z.string(), operation: z.enum(["INSERT", "UPDATE", "DELETE"]), row_data: z.unknown() }),
  );
  return {
    async mark() {
      const [row] = z
        .array(z.object({ mark: z.coerce.number() }))
        .parse(await queryRows(db, sql.raw(`select coalesce(max(id), 0) as mark from ${auditTable}`)));
      return row?.mark ?? 0;
    },
    async writesSince(mark) {
      const rows = recordSchema.parse(
        await queryRows(db, sql`select table_name, operation, row_data from ${sql.raw(auditTable)} where id > ${mark} order by id limit 20`),
      );
      return rows.map((row) => ({ table: row.table_name, operation: row.operation, row: row.row_data }));
    },
  };
}
