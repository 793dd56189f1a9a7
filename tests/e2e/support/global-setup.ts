import path from "node:path";
import type { TestProject } from "vitest/node";
import { createThrowawayPostgres, startStore } from "./store-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseKind: "embedded" | "postgres";
    /** The store's DATA_DIR and DATABASE_URL (null when embedded): tests read its outbox there. */
    dataDir: string;
    databaseUrl: string | null;
  }
}

// One store process for the whole end-to-end run, on the back end chosen by E2E_DB_KIND.
export default async function setup(project: TestProject) {
  const kind = process.env.E2E_DB_KIND === "postgres" ? "postgres" : "embedded";
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (kind === "postgres" && !serverUrl) throw new Error("E2E_DB_KIND=postgres needs TEST_DATABASE_URL");
  const database = kind === "postgres" && serverUrl ? await createThrowawayPostgres(serverUrl) : null;
  // One folder per build, so engineers running end-to-end tests side by side don't collide.
  const dataDir = path.resolve("tmp", `e2e-${kind}-${path.basename(process.env.BUILD_DIR ?? "build")}`);
  // Trusts the loopback "proxy": each browser context says its own address (support/browser.ts).
  const store = await startStore({ dataDir, databaseUrl: database?.url, env: { TRUST_PROXY: "127.0.0.1" } });
  project.provide("baseUrl", store.baseUrl);
  project.provide("databaseKind", kind);
  project.provide("dataDir", dataDir);
  project.provide("databaseUrl", database?.url ?? null);
  return async () => {
    await store.stop();
    await database?.drop();
  };
}
