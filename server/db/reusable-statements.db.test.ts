// Hot statements prepared once per session answer exactly what the same statement answers
// unprepared, whatever the values, on the embedded database and on PostgreSQL.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, currentTestDatabaseKind } from "../../tests/support/test-database";
import { z } from "zod";
import { queryJsonThen, queryRows } from "../services/catalog-sql";
import type { DatabaseHandle } from "./client";
import { reusableBatch, reusableRows, sqlLiteral } from "./reusable-statements";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await handle.close();
});

const awkwardTexts = ["", "plain", "O'Brien's \"sofa\"", "back\\slash \\' and ''", "$1 $$ dollar", "--comment", "; drop table carts; --", "सोफ़ा ₹ 😀", "line\nbreak\ttab"];

describe("a statement the store runs again and again", () => {
  it("answers the same rows prepared as unprepared, for every kind of value", async () => {
    for (const text of awkwardTexts) {
      const query = sql`select ${text}::text as text, length(${text}::text) as length, ${42}::int + ${-7}::int as sum,
        ${true}::boolean as yes, ${null}::text as nothing, ${new Date(Date.UTC(2026, 10, 24, 5, 30)).toISOString()}::timestamptz = '2026-11-24T05:30:00Z' as same_time`;
      const direct = await queryRows(handle.db, query);
      const reused = await queryRows(handle.db, query, { reuse: true });
      expect(reused, JSON.stringify(text)).toEqual(direct);
      expect(reused).toEqual([{ text, length: Array.from(text).length, sum: 35, yes: true, nothing: null, same_time: true }]);
    }
  });

  it("is prepared once per session: once on the embedded database, once per connection on PostgreSQL", async () => {
    const countFor = (token: string) => sql`select count(*)::int as count from carts where guest_token_hash = ${token}`;
    const preparedCount = async () => {
      const [row] = await queryRows(handle.db, sql`select count(*)::int as count from pg_prepared_statements where statement like '%guest_token_hash = $1%'`);
      return row;
    };
    if (currentTestDatabaseKind() === "embedded") {
      expect(await reusableRows(handle.db, countFor("nobody's"))).toEqual([{ count: 0 }]);
      // The second time, with another value, the same prepared statement is executed again.
      expect(await reusableRows(handle.db, countFor("x"))).toEqual([{ count: 0 }]);
      expect(await preparedCount()).toEqual({ count: 1 });
    } else {
      // PostgreSQL keeps prepared statements per connection: a transaction holds one connection.
      await handle.db.transaction(async (tx) => {
        expect(await reusableRows(tx, countFor("nobody's"))).toEqual([{ count: 0 }]);
        expect(await reusableRows(tx, countFor("x"))).toEqual([{ count: 0 }]);
        const [row] = await queryRows(
          tx,
          sql`select count(*)::int as count from pg_prepared_statements where statement like '%guest_token_hash = $1%' and name like 'reusable_%'`,
        );
        expect(row).toEqual({ count: 1 });
      });
    }
    expect(await queryRows(handle.db, countFor("nobody's"), { reuse: true })).toEqual([{ count: 0 }]);
  });

  it("reads dates as text and JSON as values, as the driver does", async () => {
    const query = sql`select ${"2026-11-24T05:30:00Z"}::timestamptz as at, json_build_object('n', ${3}::int) as value`;
    const direct = await queryRows(handle.db, query);
    expect(await queryRows(handle.db, query, { reuse: true })).toEqual(direct);
    expect(direct).toEqual([{ at: expect.any(String) as unknown, value: { n: 3 } }]);
  });

  it("writes each value as the quoted literal PostgreSQL reads as a bound parameter", () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral(-7)).toBe("'-7'");
    expect(sqlLiteral(false)).toBe("'false'");
    expect(sqlLiteral(null)).toBe("null");
    expect(sqlLiteral(new Date(Date.UTC(2026, 10, 24)))).toBe("'2026-11-24T00:00:00.000Z'");
    expect([sqlLiteral(Number.NaN), sqlLiteral([1]), sqlLiteral({}), sqlLiteral("nul\u0000")]).toEqual([null, null, null, null]);
  });

  it("runs a value with no literal form (an array, an infinite number) unprepared, with the same answer", async () => {
    const query = sql`select ${Number.POSITIVE_INFINITY}::float8 as value`;
    // PostgreSQL's prepared statements take bound values, which need no literal form.
    if (currentTestDatabaseKind() === "embedded") expect(await reusableRows(handle.db, query)).toBeNull();
    expect(await queryRows(handle.db, query, { reuse: true })).toEqual([{ value: Number.POSITIVE_INFINITY }]);
  });

  it("runs a change and then a read of what it changed, the read seeing the change", async () => {
    const token = `batch-${Date.now()}`;
    const [created, seen] = await queryJsonThen(
      handle.db,
      {
        query: sql`with made as (insert into carts (guest_token_hash) values (${token}) returning id)
          select json_build_object('made', (select count(*) from made)) as value`,
        schema: z.object({ made: z.number() }),
      },
      {
        query: sql`select json_build_object('found', count(*)) as value from carts where guest_token_hash = ${token}`,
        schema: z.object({ found: z.number() }),
      },
    );
    expect(created).toEqual({ made: 1 });
    expect(seen).toEqual({ found: 1 });
    await queryRows(handle.db, sql`delete from carts where guest_token_hash = ${token}`);
  });

  it("sends a batch on the embedded database as one transaction: a failing statement undoes the ones before it", async () => {
    const token = `undone-${Date.now()}`;
    const batch = reusableBatch(handle.db, [
      sql`insert into carts (guest_token_hash) values (${token}) returning id`,
      sql`select 1 / (${0}::int) as impossible`,
    ]);
    if (currentTestDatabaseKind() === "embedded") {
      await expect(batch).rejects.toThrow("division by zero");
      expect(await queryRows(handle.db, sql`select count(*)::int as count from carts where guest_token_hash = ${token}`)).toEqual([{ count: 0 }]);
    } else {
      expect(await batch).toBeNull();
    }
  });

  it("runs prepared inside an embedded transaction, and the preparation outlives a rollback", async () => {
    const token = `in-transaction-${Date.now()}`;
    const insert = sql`insert into carts (guest_token_hash) values (${token}) returning guest_token_hash as token`;
    await expect(
      handle.db.transaction(async (tx) => {
        expect(await queryRows(tx, insert, { reuse: true })).toEqual([{ token }]);
        throw new Error("the shopper's order was refused");
      }),
    ).rejects.toThrow("refused");
    // Rolled back with its transaction; prepared once, and used again after.
    const count = sql`select count(*)::int as count from carts where guest_token_hash = ${token}`;
    expect(await queryRows(handle.db, count)).toEqual([{ count: 0 }]);
    await handle.db.transaction(async (tx) => {
      await queryRows(tx, insert, { reuse: true });
    });
    expect(await queryRows(handle.db, count)).toEqual([{ count: 1 }]);
    if (currentTestDatabaseKind() === "embedded") {
      const [row] = await queryRows(handle.db, sql`select count(*)::int as count from pg_prepared_statements where statement like '%returning guest_token_hash as token%'`);
      expect(row).toEqual({ count: 1 });
    }
  });

  it("a statement first prepared outside a transaction that is waiting for it runs unprepared, not for ever", async () => {
    const query = (n: number) => sql`select ${n}::int + 1 as next, 'first use while a transaction is open' as why`;
    let outside: Promise<unknown[]> | undefined;
    const inside = await handle.db.transaction(async (tx) => {
      // Sent outside: on the embedded database it waits for this transaction to end.
      outside = queryRows(handle.db, query(1), { reuse: true });
      await new Promise((resolve) => setTimeout(resolve, 20));
      return queryRows(tx, query(2), { reuse: true });
    });
    expect(inside).toEqual([{ next: 3, why: "first use while a transaction is open" }]);
    expect(await outside).toEqual([{ next: 2, why: "first use while a transaction is open" }]);
  });
});
