import { rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { isStaffRole, type StaffRole } from "../../../app/lib/admin/staff-permissions";
import { openStoreDatabaseFor } from "../../../server/command-line";
import { createServices } from "../../../server/services/services";
import { createThrowawayPostgres, startStore } from "./store-server";

export interface StaffAccount {
  name: string;
  email: string;
  password: string;
}

/** Staff of every role but the owner, added with `npm run staff` before the store starts. */
export type StaffAccounts = Record<Exclude<StaffRole, "owner">, StaffAccount>;

const staffAccounts: StaffAccounts = {
  operations: { name: "Kiran Das", email: "kiran.operations@aangan.example", password: "kiran's long operations password" },
  support: { name: "Farah Khan", email: "farah.support@aangan.example", password: "farah's long support password" },
  catalog: { name: "Vikram Joshi", email: "vikram.catalog@aangan.example", password: "vikram's long catalog password" },
};

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseKind: "embedded" | "postgres";
    /** The store's DATA_DIR and DATABASE_URL (null when embedded): tests read its outbox there. */
    dataDir: string;
    databaseUrl: string | null;
    /** The one-time link the fresh store printed to create its owner (back-office tests use it). */
    ownerSetupLink: string;
    /** Staff members of the other roles, there from the start (no owner: the link above makes one). */
    staffAccounts: StaffAccounts;
  }
}

// One store process for the whole end-to-end run, on the back end chosen by E2E_DB_KIND.
export default async function setup(project: TestProject) {
  const kind = process.env.E2E_DB_KIND === "postgres" ? "postgres" : "embedded";
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (kind === "postgres" && !serverUrl) throw new Error("E2E_DB_KIND=postgres needs TEST_DATABASE_URL");
  const database = kind === "postgres" && serverUrl ? await createThrowawayPostgres(serverUrl) : null;
  // One folder per build and lane, so runs side by side (npm test's lanes, engineers) don't collide.
  const lane = process.env.E2E_LANE ? `-${process.env.E2E_LANE}` : "";
  const dataDir = path.resolve("tmp", `e2e-${kind}${lane}-${path.basename(process.env.BUILD_DIR ?? "build")}`);
  // The embedded database admits one process: staff are added (and the database made) before the store opens it.
  rmSync(dataDir, { recursive: true, force: true });
  await addStaff(staffAccounts, dataDir, database?.url ?? null);
  // Trusts the loopback "proxy": each browser context says its own address (support/browser.ts).
  const store = await startStore({ dataDir, databaseUrl: database?.url, env: { TRUST_PROXY: "127.0.0.1" }, freshDataDir: false });
  project.provide("baseUrl", store.baseUrl);
  project.provide("databaseKind", kind);
  project.provide("dataDir", dataDir);
  project.provide("databaseUrl", database?.url ?? null);
  const setupLink = /https?:\/\/\S+\/admin\/setup\?token=[A-Za-z0-9_-]+/.exec(await outputOnceItHas(store, "/admin/setup?token="))?.[0];
  if (!setupLink) throw new Error(`a fresh store should print its owner's set-up link:\n${store.output()}`);
  project.provide("ownerSetupLink", setupLink);
  project.provide("staffAccounts", staffAccounts);
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

/**
 * Adds the staff as `npm run staff -- add` does (the same service call, in this process: three
 * command-line runs cost a TypeScript start-up and a database open each; staff-cli.db.test.ts
 * tests the command itself).
 */
async function addStaff(accounts: StaffAccounts, dataDir: string, databaseUrl: string | null): Promise<void> {
  const handle = await openStoreDatabaseFor("e2e staff", { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" });
  if (typeof handle === "number") throw new Error(`could not open the store's database for its staff (exit code ${handle})`);
  try {
    await handle.migrate();
    const staff = createServices(handle).staff;
    for (const [role, account] of Object.entries(accounts)) {
      if (!isStaffRole(role)) throw new Error(`unknown staff role ${role}`);
      await staff.addFromCommandLine({ name: account.name, email: account.email, password: account.password, role });
    }
  } finally {
    await handle.close();
  }
}
