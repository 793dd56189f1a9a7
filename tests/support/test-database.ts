// Every database test runs against a real database: embedded PGlite (in memory) always, and a
// throwaway database on the PostgreSQL server named by TEST_DATABASE_URL when it is set. The
// vitest project decides which, through TEST_DB_KIND.
//
// A test database starts as a copy of a template, built once per test run (and kept between runs
// until the code it was built with changes): migrating, or seeding India Post's directory and a
// catalog, costs seconds a database, and most test files would each pay it.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase, type Database, type DatabaseHandle } from "../../server/db/client";

const root = path.resolve(import.meta.dirname, "../..");

export type TestDatabaseKind = "embedded" | "postgres";

export function currentTestDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB_KIND === "postgres" ? "postgres" : "embedded";
}

/**
 * What a test database holds before its test starts: built once by `build` on a migrated database,
 * then copied for every test that asks for it by this name.
 */
export interface DatabaseTemplate {
  /** Names the contents ("shop-12", "india"); with the code it is built from, it keys the copy kept. */
  name: string;
  build(db: Database): Promise<void>;
}

/** A migrated database and nothing else. */
const migratedOnly: DatabaseTemplate = { name: "migrated", build: () => Promise.resolve() };

interface TestDatabaseOptions {
  onStatement?: (statement: string) => void;
  /** What the database holds at first; migrated and empty when left out. */
  template?: DatabaseTemplate;
}

/** Opens a fresh, migrated database of the kind this test run is for, holding its template's data. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const template = options.template ?? migratedOnly;
  if (currentTestDatabaseKind() === "embedded") {
    return openDatabase({ kind: "embedded", dataDir: null, loadDataDir: await embeddedTemplate(template), onStatement: options.onStatement });
  }
  const database = await createThrowawayPostgresDatabase(await postgresTemplate(template));
  const handle = await openDatabase({ kind: "postgres", url: database.url, maxConnections: 5, onStatement: options.onStatement });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** Runs `work` with one connection to the PostgreSQL server of TEST_DATABASE_URL (its maintenance database). */
async function withServer<T>(work: (server: postgres.Sql) => Promise<T>): Promise<T> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    return await work(server);
  } finally {
    await server.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it: empty (not
 * migrated), or a copy of the template database named.
 */
export async function createThrowawayPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `store_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await withServer((server) => server.unsafe(`create database "${name}"${template ? ` template "${template}"` : ""}`));
  return {
    url: databaseUrl(name),
    drop: async () => {
      await withServer((server) => server.unsafe(`drop database if exists "${name}" with (force)`));
    },
  };
}

/**
 * The template database for `template` on the PostgreSQL server, built if this code has none yet.
 * Test files running side by side build it once: the first holds an advisory lock while it builds,
 * and the database gets its name only once it is complete.
 */
async function postgresTemplate(template: DatabaseTemplate): Promise<string> {
  // PostgreSQL cuts names at 63 bytes: the key alone tells templates apart, the rest is for people.
  const name = `store_template_${templateKey(template)}_${template.name.replace(/[^a-z0-9]/g, "_").slice(0, 24)}`;
  return withServer(async (server) => {
    await server`select pg_advisory_lock(hashtext(${name}))`;
    try {
      const [existing] = await server`select 1 from pg_database where datname = ${name}`;
      if (existing) return name;
      const building = `store_template_${templateKey(template)}_building_${randomBytes(3).toString("hex")}`;
      await server.unsafe(`create database "${building}"`);
      const handle = await openDatabase({ kind: "postgres", url: databaseUrl(building), maxConnections: 2 });
      try {
        await handle.migrate();
        await template.build(handle.db);
      } finally {
        await handle.close();
      }
      await server.unsafe(`alter database "${building}" rename to "${name}"`);
      return name;
    } finally {
      await server`select pg_advisory_unlock(hashtext(${name}))`;
    }
  });
}

/**
 * The embedded database for `template`, dumped once to tmp/ and loaded by every test that asks for
 * it: PGlite's initdb alone costs seconds a database, several times more than loading a dump.
 * Workers side by side may each build it; each writes it whole, under its final name last.
 */
async function embeddedTemplate(template: DatabaseTemplate): Promise<Blob> {
  const file = path.join(root, "tmp", "test-templates", `pglite-${template.name}-${templateKey(template)}.tar`);
  if (!existsSync(file)) {
    const base = template === migratedOnly ? null : await embeddedTemplate(migratedOnly);
    const handle = await openDatabase({ kind: "embedded", dataDir: null, ...(base ? { loadDataDir: base } : {}) });
    try {
      if (!base) {
        await handle.migrate();
        // The database lives in memory already: PostgreSQL's default 128 MB of shared buffers would
        // only hold a second copy, and setting them up cost every test file a second of CPU.
        await handle.db.execute(sql.raw("alter system set shared_buffers = '16MB'"));
      }
      await template.build(handle.db);
      if (!handle.dumpDataDir) throw new Error("An embedded database handle should dump its data folder");
      const dump = await handle.dumpDataDir();
      mkdirSync(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await handle.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

/** A migrated embedded database's data folder (tests that open one on disk start from it). */
export function migratedEmbeddedTemplate(): Promise<Blob> {
  return embeddedTemplate(migratedOnly);
}

let sourcesHash: string | null = null;

/**
 * What a template is built from: the installed packages, the migrations and the code that seeds
 * (the server's and the test helpers'), and the template's name. Any change makes a new template.
 */
function templateKey(template: DatabaseTemplate): string {
  if (!sourcesHash) {
    const hash = createHash("sha256");
    hash.update(readFileSync(path.join(root, "package-lock.json")));
    for (const folder of ["server", "app/lib", "tests/support"]) {
      const names = readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
        .filter((name) => /\.(ts|sql|json)$/.test(name) && !/\.test\.ts$/.test(name))
        .sort();
      for (const name of names) hash.update(`${folder}/${name}`).update(readFileSync(path.join(root, folder, name)));
    }
    sourcesHash = hash.digest("hex");
  }
  return createHash("sha256").update(sourcesHash).update(template.name).update(template.build.toString()).digest("hex").slice(0, 12);
}
