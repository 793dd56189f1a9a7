// Every database test runs against a real database: embedded PGlite (in memory) always, and a
// throwaway database on the PostgreSQL server named by TEST_DATABASE_URL when it is set. The
// vitest project decides which, through TEST_DB_KIND.
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";

export type TestDatabaseKind = "embedded" | "postgres";

export function currentTestDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB_KIND === "postgres" ? "postgres" : "embedded";
}

/** Opens a fresh, migrated, empty database of the kind this test run is for. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (currentTestDatabaseKind() === "embedded") {
    const handle = await openDatabase({ kind: "embedded", dataDir: null });
    await handle.migrate();
    return handle;
  }
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
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 5 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
