import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import type { StaffRole } from "../../../app/lib/admin/staff-permissions";
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
  // The embedded database admits one process: staff are added before the store opens it.
  rmSync(dataDir, { recursive: true, force: true });
  for (const [role, account] of Object.entries(staffAccounts)) await addStaff(role, account, dataDir, database?.url ?? null);
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

/** `npm run staff -- add` as an operator runs it, the password on standard input. */
async function addStaff(role: string, account: StaffAccount, dataDir: string, databaseUrl: string | null): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/staff-cli.ts", "add", account.email, "--role", role, "--name", account.name], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", LOG_LEVEL: "warn" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(`${account.password}\n`);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`npm run staff -- add ${account.email} --role ${role} exited with ${code}:\n${output}`);
}
