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
    /** The one-time link the fresh store printed to create its owner (back-office tests use it). */
    ownerSetupLink: string;
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
  const setupLink = /https?:\/\/\S+\/admin\/setup\?token=[A-Za-z0-9_-]+/.exec(await outputOnceItHas(store, "/admin/setup?token="))?.[0];
  if (!setupLink) throw new Error(`a fresh store should print its owner's set-up link:\n${store.output()}`);
  project.provide("ownerSetupLink", setupLink);
  return async () => {
    await store.stop();
    await database?.drop();
  };
}

/** The store's output once it holds `text` (it is printed just after the store starts listening). */
async function outputOnceItHas(store: { output: () => string }, text: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (!store.output().includes(text) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return store.output();
}
