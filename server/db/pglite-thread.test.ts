// The embedded database on its own thread behaves as PGlite in the calling thread does: one
// transaction at a time with everything else waiting for it, rollbacks, PostgreSQL's error
// fields, the caller's parsers, notifications before the statement returns, dumps that load
// again, and no hold on the process while idle.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionSettings } from "./client";
import { PgliteThread } from "./pglite-thread";

let database: PgliteThread;

beforeAll(async () => {
  database = await PgliteThread.open({ dataDir: null, loadDataDir: null, sessionSettings });
  await database.exec("create table sofas (id int primary key, name text not null)");
}, 60_000);

afterAll(async () => {
  await database.close();
});

async function sofaNames(): Promise<string[]> {
  const result = await database.query<{ name: string }>("select name from sofas order by id");
  return result.rows.map((row) => row.name);
}

describe("the embedded database on its own thread", () => {
  it("makes a statement sent during a transaction wait for it, and then see what it committed", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.transaction(async (tx) => {
      await tx.query("insert into sofas values (1, 'Milford')");
      await held;
      await tx.query("insert into sofas values (2, 'Mozart')");
      return "committed";
    });
    // Sent while the transaction is open: PGlite queues it behind the transaction.
    const outside = sofaNames();
    const settled = await Promise.race([outside.then(() => "answered"), new Promise((resolve) => setTimeout(() => resolve("waiting"), 200))]);
    expect(settled).toBe("waiting");
    release();
    expect(await transaction).toBe("committed");
    expect(await outside).toEqual(["Milford", "Mozart"]);
    await database.exec("delete from sofas");
  });

  it("rolls a transaction back when its callback throws, and hands the error on", async () => {
    const failing = database.transaction(async (tx) => {
      await tx.query("insert into sofas values (3, 'Maxsif')");
      throw new Error("the shopper left");
    });
    await expect(failing).rejects.toThrow("the shopper left");
    expect(await sofaNames()).toEqual([]);
  });

  it("rolls back when the callback asks to, and refuses statements after that", async () => {
    await database.transaction(async (tx) => {
      await tx.query("insert into sofas values (4, 'Recliner')");
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query("select 1")).rejects.toThrow("Transaction is closed");
    });
    expect(await sofaNames()).toEqual([]);
  });

  it("reports PostgreSQL's error code and constraint, as PGlite does", async () => {
    await database.query("insert into sofas values ($1, $2)", [5, "Chesterfield"]);
    const duplicate = await database.query("insert into sofas values ($1, $2)", [5, "Again"]).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: "23505", constraint: "sofas_pkey", message: expect.stringContaining("duplicate key") as unknown });
    await database.exec("delete from sofas");
  });

  it("runs the caller's parsers in the caller's thread, and PGlite's own for the rest", async () => {
    const query = "select '2026-11-24T05:30:00Z'::timestamptz as at, 42::int as count, json_build_object('n', 3) as value";
    const own = await database.query<{ at: string; count: number; value: unknown }>(query, [], {
      parsers: { 1184: (text: string) => `parsed ${text}` },
    });
    expect(own.rows).toEqual([{ at: "parsed 2026-11-24 05:30:00+00", count: 42, value: { n: 3 } }]);
    const plain = await database.query<{ at: Date }>(query);
    expect(plain.rows[0]?.at).toEqual(new Date("2026-11-24T05:30:00Z"));
    const arrays = await database.exec(query, { rowMode: "array", parsers: { 1184: (text: string) => text.slice(0, 10) } });
    expect(arrays[0]?.rows).toEqual([["2026-11-24", 42, { n: 3 }]]);
  });

  it("calls a listener before the statement that notified returns", async () => {
    const heard: string[] = [];
    const stop = await database.listen("catalog_changed", (payload) => heard.push(payload));
    await database.query("select pg_notify('catalog_changed', 'sofas')");
    expect(heard).toEqual(["sofas"]);
    await stop();
    await database.query("select pg_notify('catalog_changed', 'beds')");
    expect(heard).toEqual(["sofas"]);
  });

  it("dumps a database that another thread can load", async () => {
    await database.query("insert into sofas values (6, 'Milford')");
    const dump = await database.dumpDataDir("gzip");
    const copy = await PgliteThread.open({ dataDir: null, loadDataDir: await dump.arrayBuffer(), sessionSettings });
    try {
      const result = await copy.query<{ name: string }>("select name from sofas");
      expect(result.rows).toEqual([{ name: "Milford" }]);
    } finally {
      await copy.close();
    }
    await database.exec("delete from sofas");
  }, 60_000);

  it("refuses statements once closed", async () => {
    const closing = await PgliteThread.open({ dataDir: null, loadDataDir: null, sessionSettings });
    await closing.close();
    await expect(closing.query("select 1")).rejects.toThrow("the embedded database is closed");
  }, 60_000);

  it("does not keep a process alive once it is idle", () => {
    // A script that opens a database, asks one thing and never closes it still ends by itself.
    const here = path.dirname(fileURLToPath(import.meta.url));
    const script = `
      import { PgliteThread } from ${JSON.stringify(path.join(here, "pglite-thread.ts"))};
      const database = await PgliteThread.open({ dataDir: null, loadDataDir: null, sessionSettings: {} });
      const result = await database.query("select 41 + 1 as answer");
      console.log(result.rows[0].answer);
    `;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.stderr).toBe("");
    expect(run.stdout.trim()).toBe("42");
    expect(run.status).toBe(0);
  }, 70_000);
});
