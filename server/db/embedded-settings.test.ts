// The embedded database starts with the settings the store chose for it: a small buffer pool
// (its WebAssembly memory never shrinks) and planner costs for data held in memory.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../services/catalog-sql";
import { openDatabase, type DatabaseHandle } from "./client";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: "embedded", dataDir: null });
}, 60_000);

afterAll(async () => {
  await handle.close();
});

describe("the embedded database's settings", () => {
  it("keeps a buffer pool of 32 MB, not PostgreSQL's 128 MB", async () => {
    expect(await queryRows(handle.db, sql`select current_setting('shared_buffers') as value`)).toEqual([{ value: "32MB" }]);
  });

  it("keeps PGlite's own start-up settings beside it", async () => {
    expect(await queryRows(handle.db, sql`select current_setting('search_path') as value`)).toEqual([{ value: "public" }]);
    expect(await queryRows(handle.db, sql`select current_setting('max_parallel_workers_per_gather') as value`)).toEqual([{ value: "0" }]);
  });

  it("prices an index lookup as data held in memory", async () => {
    expect(await queryRows(handle.db, sql`select current_setting('random_page_cost') as value`)).toEqual([{ value: "1.1" }]);
  });
});
