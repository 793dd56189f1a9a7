// `npm run bench:back-office [-- --orders 100000 --database-url postgres://…]`: the back office's
// order queue on a store with many orders. Seeds a small catalog by starting the built store once,
// stops it, writes N orders (lines, payments, spread over a year, every status, payment method and
// state) and a staff member straight into its database, starts it again, and measures from 20
// keep-alive connections: the queue page, a status tab, the queue's JSON, and searches by phone
// typed as shoppers give it ("+91 98765 43210"), by e-mail and by order number. Target: p99 ≤ 150 ms.
// Not a test: figures depend on the machine.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { databaseTargetFor, openDatabase } from "../../server/db/client";
import { queryRows } from "../../server/services/catalog-sql";
import { createServices } from "../../server/services/services";
import { createThrowawayPostgres } from "../e2e/support/store-server";
import { printLoadTable, runLoad, type LoadResult } from "./load";
import { writeOrders } from "./many-orders";
import { startBenchStore } from "./store-process";
import { benchOptions, builtStoreEntry, repositoryRoot as root, wholeOption } from "./bench-cli";

const targetP99Ms = 150;
const staffEmail = "bench.operations@aangan.example";
const staffPassword = "a long benchmark password";
const catalogStaffEmail = "bench.catalog@aangan.example";

const usage = `Usage: npm run bench:back-office -- [options]

  --orders N        orders written before measuring (default 100000)
  --products N      catalog size (default 300)
  --connections N   concurrent keep-alive connections (default 20)
  --duration S      seconds measured per scenario (default 10)
  --warmup S        seconds of warm-up per scenario (default 3)
  --database-url U  a throwaway database on this PostgreSQL server instead of the embedded one
  --only TEXT       measure only the scenarios whose label contains TEXT (e.g. products)
  --data-dir DIR    keep the embedded store in DIR; a DIR seeded by an earlier run is measured
                    again without seeding (a large catalog takes minutes to seed)
  --help

The store must be built first: npm run build (BUILD_DIR picks another build folder).
`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      orders: { type: "string", default: "100000" },
      products: { type: "string", default: "300" },
      connections: { type: "string", default: "20" },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "3" },
      "database-url": { type: "string" },
      only: { type: "string" },
      "data-dir": { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  return {
    help: values.help,
    orders: wholeOption("orders", values.orders, 1, 10_000_000),
    products: wholeOption("products", values.products, 10, 1_000_000),
    connections: wholeOption("connections", values.connections, 1, 1_000),
    durationMs: wholeOption("duration", values.duration, 1, 600) * 1000,
    warmupMs: wholeOption("warmup", values.warmup, 0, 600) * 1000,
    databaseUrl: values["database-url"],
    only: values.only,
    dataDir: values["data-dir"] === undefined ? undefined : path.resolve(values["data-dir"]),
  };
}

const phoneRow = z.object({ phone: z.string(), email: z.string(), number: z.string() });

const skuRow = z.object({ sku: z.string() });

async function prepare(
  options: ReturnType<typeof parseOptions>,
  dataDir: string,
  databaseUrl: string | null,
  seeded: boolean,
): Promise<{ token: string; catalogToken: string; samples: z.infer<typeof phoneRow>[]; skus: string[] }> {
  const database = await openDatabase(databaseTargetFor({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? undefined }, 4));
  try {
    const services = createServices(database);
    if (!seeded) {
      const started = performance.now();
      await writeOrders(database, options.orders, (done) => process.stdout.write(`\r  ${done.toLocaleString("en-IN")} orders written…`));
      process.stdout.write(` in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      await services.staff.addFromCommandLine({ email: staffEmail, name: "Bench Operations", role: "operations", password: staffPassword });
      await services.staff.addFromCommandLine({ email: catalogStaffEmail, name: "Bench Catalog", role: "catalog", password: staffPassword });
    }
    const signedIn = await services.staff.signIn({ email: staffEmail, password: staffPassword }, { clientAddress: "127.0.0.1" });
    const samples = z.array(phoneRow).parse(await queryRows(database.db, sql`select phone, email, number from orders order by id desc limit 200`));
    // The products list is the catalog's: a catalog editor reads it.
    const catalogSignedIn = await services.staff.signIn({ email: catalogStaffEmail, password: staffPassword }, { clientAddress: "127.0.0.1" });
    // Variant SKUs spread over the catalog, searched by their number and what follows it (what a
    // clerk reads off a label: 000043-SINGLE, 000001-SAGE-GREEN), not by a colour's words alone.
    const skus = z
      .array(skuRow)
      .parse(await queryRows(database.db, sql`select sku from product_variants where id % 97 = 0 order by id limit 200`))
      .map((row) => row.sku.replace(/^\D*/, ""));
    return { token: signedIn.token, catalogToken: catalogSignedIn.token, samples, skus };
  } finally {
    await database.close();
  }
}

/** "+91 98765 43210", as a shopper reads their number out. */
function typedPhone(phone: string): string {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
}

async function main(): Promise<number> {
  const options = benchOptions("bench:back-office", usage, parseOptions);
  if (typeof options === "number") return options;
  const entry = builtStoreEntry("bench:back-office");
  if (!entry) return 1;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "store-bench-office-"));
  // A folder kept from an earlier run holds its catalog, orders and staff already.
  const seededMarker = path.join(dataDir, "bench-back-office-seeded");
  const seeded = options.dataDir !== undefined && existsSync(seededMarker);
  const logFile = path.join(tmpdir(), `store-bench-office-${process.pid}.log`);
  const postgres = options.databaseUrl ? await createThrowawayPostgres(options.databaseUrl) : null;
  const databaseName = postgres ? "PostgreSQL" : "embedded database";
  const storeOptions = { entry, cwd: root, dataDir, databaseUrl: postgres?.url ?? null, logFile, env: { SEED_PRODUCTS: String(options.products) } };
  let succeeded = false;
  try {
    if (!seeded) {
      process.stdout.write(`Seeding ${options.products} products on the ${databaseName}…\n`);
      // A large catalog takes minutes to seed on a busy machine.
      const seeding = await startBenchStore({ ...storeOptions, healthTimeoutMs: 900_000 });
      await seeding.stop();
    } else {
      process.stdout.write(`Measuring the store kept in ${dataDir} again (its own catalog and orders)…\n`);
    }
    const { token, catalogToken, samples, skus } = await prepare(options, dataDir, postgres?.url ?? null, seeded);
    if (options.dataDir !== undefined && !postgres) writeFileSync(seededMarker, "seeded\n");
    const store = await startBenchStore(storeOptions);
    const headers = { Cookie: `staff_session=${token}` };
    const catalogHeaders = { Cookie: `staff_session=${catalogToken}` };
    const productWords = ["sofa", "teak", "queen", "recliner", "walnut"];
    const sku = (n: number) => skus[n % skus.length] ?? "TEA";
    const sample = (n: number) => samples[n % samples.length] ?? { phone: "9876543210", email: "shopper1@example.in", number: "ORD1700000000001" };
    const scenarios: { label: string; url: (n: number) => string; headers?: Record<string, string> }[] = [
      { label: "GET /admin/orders (page)", url: () => "/admin/orders" },
      { label: "GET /admin/orders?status=shipped (page)", url: () => "/admin/orders?status=shipped" },
      { label: "GET /admin/orders?q=+91 phone (page)", url: (n) => `/admin/orders?q=${encodeURIComponent(typedPhone(sample(n).phone))}` },
      { label: "GET /api/admin/orders", url: () => "/api/admin/orders" },
      { label: "GET /api/admin/orders?q=+91 phone", url: (n) => `/api/admin/orders?q=${encodeURIComponent(typedPhone(sample(n).phone))}` },
      { label: "GET /api/admin/orders?q=e-mail", url: (n) => `/api/admin/orders?q=${encodeURIComponent(sample(n).email.toUpperCase())}` },
      { label: "GET /api/admin/orders?q=number", url: (n) => `/api/admin/orders?q=${sample(n).number}` },
      { label: "GET /admin (dashboard page)", url: () => "/admin" },
      { label: "GET /api/admin/dashboard", url: () => "/api/admin/dashboard" },
      { label: "GET /admin/customers?q=+91 phone (page)", url: (n) => `/admin/customers?q=${encodeURIComponent(typedPhone(sample(n).phone))}` },
      { label: "GET /admin/products (page)", url: () => "/admin/products", headers: catalogHeaders },
      { label: "GET /admin/products?q=word (page)", url: (n) => `/admin/products?q=${productWords[n % productWords.length] ?? "sofa"}`, headers: catalogHeaders },
      { label: "GET /api/admin/products", url: () => "/api/admin/products", headers: catalogHeaders },
      { label: "GET /api/admin/products?q=variant SKU", url: (n) => `/api/admin/products?q=${encodeURIComponent(sku(n))}`, headers: catalogHeaders },
      { label: "GET /api/admin/products?status=published&page=40", url: () => "/api/admin/products?status=published&page=40", headers: catalogHeaders },
    ];
    const rows: { label: string; result: LoadResult }[] = [];
    try {
      for (const scenario of scenarios.filter((candidate) => options.only === undefined || candidate.label.includes(options.only))) {
        process.stdout.write(`  ${scenario.label}…\n`);
        const url = (n: number) => `${store.baseUrl}${scenario.url(n)}`;
        const asWho = scenario.headers ?? headers;
        if (options.warmupMs > 0) await runLoad({ url, connections: options.connections, durationMs: options.warmupMs, headers: asWho });
        rows.push({ label: scenario.label, result: await runLoad({ url, connections: options.connections, durationMs: options.durationMs, headers: asWho }) });
      }
    } finally {
      await store.stop();
    }
    const target = { maxP99Ms: targetP99Ms };
    printLoadTable(
      rows.map(({ label, result }) => ({ label, result, target })),
      `${options.orders.toLocaleString("en-IN")} orders, ${databaseName}, ${options.connections} connections, ${options.durationMs / 1000} s each after ${options.warmupMs / 1000} s warm-up`,
    );
    succeeded = true;
    return 0;
  } finally {
    if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
    if (succeeded) rmSync(logFile, { force: true });
    else process.stderr.write(`The store's log is in ${logFile}\n`);
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
