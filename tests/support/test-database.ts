// Every database test runs against a real database: embedded PGlite (in memory) always, and a
// throwaway database on the PostgreSQL server named by TEST_DATABASE_URL when it is set. The
// vitest project decides which, through TEST_DB_KIND.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";

const root = path.resolve(import.meta.dirname, "../..");
const migrationsFolder = path.join(root, "server/db/migrations");

export type TestDatabaseKind = "embedded" | "postgres";

export function currentTestDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB_KIND === "postgres" ? "postgres" : "embedded";
}

/** Opens a fresh, migrated, empty database of the kind this test run is for. */
export async function createTestDatabase(options: { onStatement?: (statement: string) => void } = {}): Promise<DatabaseHandle> {
  if (currentTestDatabaseKind() === "embedded") {
    return openDatabase({ kind: "embedded", dataDir: null, loadDataDir: await migratedEmbeddedTemplate(), ...options });
  }
  const database = await createThrowawayPostgresDatabase();
  const handle = await openDatabase({ kind: "postgres", url: database.url, maxConnections: 5, ...options });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it. */
export async function createThrowawayPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  const name = `store_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * A freshly migrated embedded database, dumped once to tmp/ and loaded by every test file: PGlite's
 * initdb costs seconds per database (several times more than loading a dump), and each database
 * test file opens its own. The file name is a hash of the migrations and the PGlite version, so a
 * new migration or upgrade makes a new template; concurrent workers write it atomically.
 */
export async function migratedEmbeddedTemplate(): Promise<Blob> {
  const file = path.join(root, "tmp", "test-templates", `pglite-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ kind: "embedded", dataDir: null });
    try {
      await handle.migrate();
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

function templateKey(): string {
  const hash = createHash("sha256");
  // The installed PGlite (its data folder format) is part of the key.
  hash.update(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json")));
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const entry = path.join(migrationsFolder, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(entry));
  }
  return hash.digest("hex").slice(0, 16);
}
