// `npm run staff -- add`, run as the operator runs it: a process of its own on the database the
// store uses (a fresh embedded data folder, or a throwaway PostgreSQL database), the password piped
// in. The new member can sign in, and the audit trail says it was done on the command line.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createThrowawayPostgresDatabase, currentTestDatabaseKind } from "../tests/support/test-database";
import { openDatabase } from "./db/client";
import { auditLog } from "./db/schema";
import { parseStaffArgs, StaffArgsError } from "./staff-cli";
import { createServices } from "./services/services";

const root = path.resolve(import.meta.dirname, "..");
let dataDir: string;
let databaseUrl: string | null = null;
let drop: (() => Promise<void>) | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "staff-cli-"));
  if (currentTestDatabaseKind() === "postgres") {
    const database = await createThrowawayPostgresDatabase();
    databaseUrl = database.url;
    drop = database.drop;
  }
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await drop?.();
});

function staff(args: string[], password: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/staff-cli.ts", ...args], {
    cwd: root,
    input: `${password}\n`,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", LOG_LEVEL: "warn" },
    timeout: 120_000,
  });
}

describe("npm run staff -- add", () => {
  it("reads the arguments, and refuses what it cannot do with a message", () => {
    expect(parseStaffArgs(["add", "asha@aangan.example", "--role", "operations"])).toEqual({ kind: "add", email: "asha@aangan.example", role: "operations", name: "asha" });
    expect(parseStaffArgs(["add", "asha@aangan.example", "--role=catalog", "--name", "Asha Rao"])).toMatchObject({ role: "catalog", name: "Asha Rao" });
    for (const argv of [[], ["add"], ["add", "asha@aangan.example"], ["add", "asha@aangan.example", "--role", "king"], ["remove", "asha@aangan.example", "--role", "owner"], ["add", "a@b.in", "--role", "owner", "--force"]]) {
      expect(() => parseStaffArgs(argv), argv.join(" ")).toThrow(StaffArgsError);
    }
  });

  it("adds an owner with the password piped in, who can then sign in; the audit trail names the command line", async () => {
    const short = staff(["add", "meera@aangan.example", "--role", "owner", "--name", "Meera Iyer"], "short");
    expect(short.status).toBe(2);
    expect(short.stderr).toContain("Password must be at least 12 characters long");

    const added = staff(["add", "meera@aangan.example", "--role", "owner", "--name", "Meera Iyer"], "a long owner password");
    expect(added.stderr).toBe("");
    expect(added.status).toBe(0);
    expect(added.stdout).toContain("Added Meera Iyer <meera@aangan.example> as owner.");

    const again = staff(["add", "MEERA@aangan.example", "--role", "support"], "another long password");
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("A staff member with this email already exists.");

    const handle = await openDatabase(databaseUrl ? { kind: "postgres", url: databaseUrl, maxConnections: 2 } : { kind: "embedded", dataDir: path.join(dataDir, "db") });
    try {
      const services = createServices(handle);
      expect(await services.staff.hasOwner()).toBe(true);
      const signedIn = await services.staff.signIn({ email: "meera@aangan.example", password: "a long owner password" }, { clientAddress: "127.0.0.1" });
      expect(signedIn.staff).toMatchObject({ name: "Meera Iyer", role: "owner" });
      const rows = await handle.db.select().from(auditLog);
      expect(rows).toEqual([expect.objectContaining({ action: "staff.create", actor: "command line", staffId: null })]);
    } finally {
      await handle.close();
    }
  });
});
