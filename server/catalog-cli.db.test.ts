// `npm run catalog -- export` and `-- import`, run as the operator runs them: a process of its own
// on the store's database (a fresh embedded data folder, or a throwaway PostgreSQL database). The
// export imports back unchanged; new products are written and audited as the command line; a file
// with a bad row is refused whole with the row named.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogCsvColumns } from "../app/lib/catalog-csv";
import { generateCatalogCsv } from "../tests/bench/catalog-import";
import { createThrowawayPostgresDatabase, currentTestDatabaseKind } from "../tests/support/test-database";
import { parseCatalogArgs, CatalogArgsError, progressLine } from "./catalog-cli";
import { databaseTargetFor, openDatabase } from "./db/client";
import { auditLog, products } from "./db/schema";
import { seedCatalog } from "./db/seed/seed-catalog";

const root = path.resolve(import.meta.dirname, "..");
let dataDir: string;
let databaseUrl: string | null = null;
let drop: (() => Promise<void>) | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "catalog-cli-"));
  if (currentTestDatabaseKind() === "postgres") {
    const database = await createThrowawayPostgresDatabase();
    databaseUrl = database.url;
    drop = database.drop;
  }
  const handle = await openDatabase(databaseTargetFor({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? undefined }, 1));
  try {
    await handle.migrate();
    await seedCatalog(handle.db, { products: 6 });
  } finally {
    await handle.close();
  }
}, 180_000);

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await drop?.();
});

function catalog(args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/catalog-cli.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", LOG_LEVEL: "warn" },
    timeout: 120_000,
  });
}

async function withDatabase<T>(work: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const handle = await openDatabase(databaseTargetFor({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? undefined }, 1));
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

describe("npm run catalog", () => {
  it("reads its arguments, and draws its progress as a bar", () => {
    expect(parseCatalogArgs(["import", "products.csv", "--dry-run"])).toEqual({ kind: "import", file: "products.csv", dryRun: true });
    expect(parseCatalogArgs(["export"])).toEqual({ kind: "export", file: null });
    for (const argv of [[], ["import"], ["export", "a.csv", "b.csv"], ["export", "--dry-run"], ["import", "a.csv", "--force"], ["delete", "a.csv"]]) {
      expect(() => parseCatalogArgs(argv), argv.join(" ")).toThrow(CatalogArgsError);
    }
    expect(progressLine({ phase: "checking", done: 2_500, total: 10_000 }, 10)).toBe("Checking [###.......] 2,500/10,000 rows 25%");
  });

  it("exports the catalog, imports it back unchanged, then imports new products audited as the command line", async () => {
    const file = path.join(dataDir, "catalog.csv");
    const exported = catalog(["export", file]);
    expect(exported.status, exported.stderr).toBe(0);
    const text = readFileSync(file, "utf8");
    expect(text.split("\n")[0]).toBe(catalogCsvColumns.join(","));

    const unchanged = catalog(["import", file]);
    expect(unchanged.status, unchanged.stderr).toBe(0);
    expect(unchanged.stdout).toContain("Products: 0 to create, 0 to change, 6 unchanged");
    expect(unchanged.stdout).toContain("0 changed: nothing to write.");

    const newFile = path.join(dataDir, "new.csv");
    writeFileSync(newFile, await withDatabase((handle) => generateCatalogCsv(handle, 8, "CLI")));
    const dryRun = catalog(["import", newFile, "--dry-run"]);
    expect(dryRun.status, dryRun.stderr).toBe(0);
    expect(dryRun.stdout).toContain("Dry run: nothing was written.");
    expect(dryRun.stderr).toMatch(/Checking +\[#+\] 8\/8 rows 100%/);
    const written = catalog(["import", newFile]);
    expect(written.status, written.stderr).toBe(0);
    expect(written.stdout).toContain("Products: 2 to create");
    await withDatabase(async (handle) => {
      const [made] = await handle.db.select({ total: count() }).from(products);
      expect(made?.total).toBe(8);
      const entries = await handle.db.select().from(auditLog).where(eq(auditLog.action, "product.import.create"));
      expect(entries.map((entry) => [entry.actor, entry.staffId, entry.clientAddress])).toEqual([
        ["command line", null, null],
        ["command line", null, null],
      ]);
    });
  }, 240_000);

  it("refuses a file with a bad row whole, naming the row, and writes nothing", async () => {
    const good = await withDatabase((handle) => generateCatalogCsv(handle, 4, "BAD"));
    const bad = good.replace(/,#b5651d,/, ",honey,");
    const file = path.join(dataDir, "bad.csv");
    writeFileSync(file, bad);
    const refused = catalog(["import", file]);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain("row 2 (BAD-00001 / BAD-00001-HON): The colour must be written #rrggbb");
    expect(refused.stdout).toContain("nothing was written");
    await withDatabase(async (handle) => {
      const [made] = await handle.db.select({ total: count() }).from(products);
      expect(made?.total).toBe(8);
    });
    const missing = catalog(["import", path.join(dataDir, "nowhere.csv")]);
    expect(missing.status).toBe(2);
  }, 240_000);
});
