// `npm run bench [-- --products 50000]`: starts the built store (node $BUILD_DIR/server/index.js) on a
// fresh embedded database (or a throwaway PostgreSQL database with --database-url), waits for it to be healthy, then for each scenario warms up for 3 s and
// measures 10 s of load from 20 keep-alive connections, and prints endpoint, req/s, p50, p99 and
// errors, with the store's browsing targets. Not a test: figures depend on the machine.
// `--mixed` runs the mixed load instead (tests/bench/mixed-load.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { z } from "zod";
import { createThrowawayPostgres } from "../e2e/support/store-server";
import { printLoadTable, runLoad, type LoadResult, type LoadTarget } from "./load";
import { printMixedReport, runMixedBench, type MixedBackend, type MixedBenchOptions } from "./mixed-load";
import { hindiTypedStarts, hindiTypedWords, typedWords } from "./shopper-words";
import { startBenchStore, type BenchStore } from "./store-process";
import { benchOptions, builtStoreEntry, repositoryRoot as root, wholeOption } from "./bench-cli";

const usage = `Usage: npm run bench -- [options]

  --products N      catalog size seeded on first start (default 1200)
  --connections N   concurrent keep-alive connections (default 20)
  --duration S      seconds measured per scenario (default 10)
  --warmup S        seconds of warm-up per scenario (default 3)
  --data-dir DIR    reuse (or create and keep) this data folder instead of a fresh one
  --database-url U  use a throwaway database on this PostgreSQL server instead of the
                    embedded one (e.g. postgres://postgres@127.0.0.1:5432/postgres)
  --database U      use this PostgreSQL database as it is, neither created nor dropped: one
                    seeded beforehand with DATABASE_URL=U npm run db:seed -- --products N
                    (a million products take about half an hour); --products is then ignored
  --only WORDS      comma-separated scenario names to run (list,product,search,suggest,
                    search-meant,search-hindi,suggest-hindi,search-miss,suggest-miss,
                    search-hindi-miss,search-miss-one,suggest-miss-one,products-page,
                    category-page,product-page)
  --help

  --mixed           instead of the scenarios one by one: shoppers browsing, searching,
                    carting and ordering at once (80/10/8/2) against one process on the
                    embedded database, then two processes on one PostgreSQL database behind a
                    round-robin proxy; fails on any 5xx, oversell or lost order. With it:
  --seconds S       seconds measured per back end (default 60; warm-up default 5)
  --backend B       embedded, postgres or both (default both)
  --database-url U  the PostgreSQL server for the throwaway database
                    (default postgres://postgres@127.0.0.1:5432/postgres)

The store must be built first: npm run build (BUILD_DIR picks another build folder).
`;

interface Scenario {
  name: string;
  label: string;
  /** The path, or the path of the n-th request. */
  path: string | ((n: number) => string);
  /** The store's target for it. */
  target: LoadTarget;
  /** Connections for this scenario, when not --connections. */
  connections?: number;
  /** A page, asked for as a browser does (in gzip); the API is measured uncompressed. */
  page?: boolean;
}

const asBrowser = { "accept-encoding": "gzip, deflate, br" };

interface Row {
  scenario: Scenario;
  result: LoadResult;
}

/**
 * A query no earlier request asked, so the server's cache cannot answer it: a word (or, for
 * suggestions, the start of one) and a number no product has.
 */
function uncachedQuery(n: number, partial: boolean): string {
  const word = typedWords[n % typedWords.length] ?? "sofa";
  const typed = partial ? word.slice(0, 2 + (n % Math.max(1, word.length - 1))) : word;
  return `${typed} ${1_000_000 + n}`;
}

/** What shoppers in India type and mean: a Hindi word, a phrase, swapped letters, words in a row. */
const meantQueries = ["diwan", "almirah", "sofa set", "chiar", "king size bed", "study table for kids"] as const;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      products: { type: "string", default: "1200" },
      connections: { type: "string", default: "20" },
      duration: { type: "string", default: "10" },
      warmup: { type: "string" },
      "data-dir": { type: "string" },
      "database-url": { type: "string" },
      database: { type: "string" },
      only: { type: "string" },
      mixed: { type: "boolean", default: false },
      seconds: { type: "string", default: "60" },
      backend: { type: "string", default: "both" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.database && values["database-url"]) throw new Error("--database and --database-url: choose one");
  return {
    help: values.help,
    products: wholeOption("products", values.products, 1, 1_000_000),
    connections: wholeOption("connections", values.connections, 1, 1_000),
    durationMs: wholeOption("duration", values.duration, 1, 600) * 1000,
    warmupMs: wholeOption("warmup", values.warmup ?? (values.mixed ? "5" : "3"), 0, 600) * 1000,
    mixed: values.mixed,
    mixedDurationMs: wholeOption("seconds", values.seconds, 1, 3600) * 1000,
    backends: backendsOf(values.backend),
    dataDir: values["data-dir"],
    databaseUrl: values["database-url"],
    database: values.database,
    only: values.only?.split(",").map((name) => name.trim()),
  };
}

function backendsOf(value: string): MixedBackend[] {
  if (value === "both") return ["embedded", "postgres"];
  if (value === "embedded" || value === "postgres") return [value];
  throw new Error("--backend must be embedded, postgres or both");
}

/** `--mixed`: each back end in turn; exit code 1 when any of them failed a check. */
async function mixed(options: ReturnType<typeof parseOptions>): Promise<number> {
  const mixedOptions: MixedBenchOptions = {
    products: options.products,
    connections: options.connections,
    durationMs: options.mixedDurationMs,
    warmupMs: options.warmupMs,
    backends: options.backends,
    postgresServerUrl: options.databaseUrl ?? "postgres://postgres@127.0.0.1:5432/postgres",
  };
  let ok = true;
  for (const backend of mixedOptions.backends) {
    const report = await runMixedBench(mixedOptions, backend, (line) => process.stdout.write(`${line}\n`));
    if (!printMixedReport(report, mixedOptions, (text) => process.stdout.write(text))) ok = false;
  }
  process.stdout.write(`\n${ok ? "Mixed load: every check passed." : "Mixed load: FAILED (see above)."}\n`);
  return ok ? 0 : 1;
}

/** A product with more than one variant, so "product with variants" means what it says. */
async function productWithVariants(baseUrl: string): Promise<number> {
  const listing = z
    .object({ data: z.object({ items: z.array(z.object({ id: z.number() })) }) })
    .parse(await (await fetch(`${baseUrl}/api/db/products?limit=48`)).json());
  for (const { id } of listing.data.items) {
    const detail = z
      .object({ data: z.object({ product: z.object({ variants: z.array(z.unknown()) }) }) })
      .parse(await (await fetch(`${baseUrl}/api/db/products/${id}`)).json());
    if (detail.data.product.variants.length > 1) return id;
  }
  throw new Error("no product with more than one variant among the first 48");
}

/**
 * The store's targets for a catalog of this size: named searches p99 ≤ 30 ms at the demo's 1,200
 * products and ≤ 80 ms above; at a million products, pages ≤ 80 ms, suggestions ≤ 50 ms, and
 * searches no cache has seen ≥ 200 req/s from 20 connections and p99 ≤ 100 ms from one.
 */
function targetsFor(products: number) {
  const million = products >= 1_000_000;
  const named = products > 1_200 ? 80 : 30;
  return {
    named,
    suggestions: million ? 50 : named,
    pages: million ? 80 : 150,
    newSearchesRps: million ? 200 : undefined,
    newSearchAlone: million ? 100 : named,
  };
}

/** How many products the catalog of this PostgreSQL database has. */
async function catalogSize(databaseUrl: string): Promise<number> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<{ total: number }[]>`select count(*)::int as total from products`;
    return row?.total ?? 0;
  } finally {
    await sql.end();
  }
}

function format(value: number, digits = 1): string {
  return value.toLocaleString("en-IN", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

async function main(): Promise<number> {
  const options = benchOptions("bench", usage, parseOptions);
  if (typeof options === "number") return options;
  const entry = builtStoreEntry("bench");
  if (!entry) return 1;
  if (options.mixed) return mixed(options);

  const freshDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir
    ? path.resolve(options.dataDir)
    : mkdtempSync(path.join(tmpdir(), "store-bench-"));
  const logFile = path.join(tmpdir(), `store-bench-${process.pid}.log`);
  const database = options.database
    ? { url: options.database, drop: () => Promise.resolve() }
    : options.databaseUrl
      ? await createThrowawayPostgres(options.databaseUrl)
      : null;
  const databaseName = database ? "PostgreSQL" : "embedded database";
  const products = options.database ? await catalogSize(options.database) : options.products;
  process.stdout.write(
    `Starting ${path.relative(root, entry)} with ${products.toLocaleString("en-IN")} products ` +
      `on the ${databaseName} (data ${dataDir})…\n`,
  );
  let store: BenchStore | null = null;
  let succeeded = false;
  try {
    const started = performance.now();
    store = await startBenchStore({
      entry,
      cwd: root,
      dataDir,
      databaseUrl: database?.url ?? null,
      logFile,
      env: { SEED_PRODUCTS: String(products) },
      // Seeding runs on first start: allow about a minute per 10,000 products.
      healthTimeoutMs: 120_000 + products * 12,
    });
    const { baseUrl } = store;
    process.stdout.write(`Healthy on ${baseUrl} after ${format((performance.now() - started) / 1000)} s.\n`);

    const productId = await productWithVariants(baseUrl);
    const targets = targetsFor(products);
    const allScenarios: Scenario[] = [
      { name: "list", label: "GET /api/db/products (24)", path: "/api/db/products?limit=24", target: { minRps: 220 } },
      { name: "product", label: `GET /api/db/products/${productId}`, path: `/api/db/products/${productId}`, target: { minRps: 860 } },
      {
        name: "search",
        label: "GET /api/db/search?q=chair",
        path: "/api/db/search?q=chair",
        target: { minRps: 845, maxP99Ms: targets.named },
      },
      {
        name: "suggest",
        label: "GET /api/db/search/suggestions?q=sof",
        path: "/api/db/search/suggestions?q=sof",
        target: { maxP99Ms: targets.suggestions },
      },
      // Named queries that go through synonyms, several-word phrases and swapped letters.
      {
        name: "search-meant",
        label: `GET /api/db/search?q=… (${meantQueries.join(", ")})`,
        path: (n) => `/api/db/search?q=${encodeURIComponent(meantQueries[n % meantQueries.length] ?? "chair")}`,
        target: { maxP99Ms: targets.named },
      },
      // The Hindi pages' searches: Devanagari and Hinglish words, answered in Hindi.
      {
        name: "search-hindi",
        label: "GET /api/db/search?lang=hi&q=… (अलमारी, सोफ़ा, kursi…)",
        path: (n) => `/api/db/search?lang=hi&q=${encodeURIComponent(hindiTypedWords[n % hindiTypedWords.length] ?? "अलमारी")}`,
        target: { maxP99Ms: targets.named },
      },
      {
        name: "suggest-hindi",
        label: "GET /api/db/search/suggestions?lang=hi&q=… (अलमा, पलं…)",
        path: (n) => `/api/db/search/suggestions?lang=hi&q=${encodeURIComponent(hindiTypedStarts[n % hindiTypedStarts.length] ?? "अलमा")}`,
        target: { maxP99Ms: targets.suggestions },
      },
      {
        name: "search-miss",
        label: "GET /api/db/search (a new query each time)",
        path: (n) => `/api/db/search?q=${encodeURIComponent(uncachedQuery(n, false))}`,
        target: { minRps: targets.newSearchesRps, maxP99Ms: targets.named },
      },
      {
        name: "suggest-miss",
        label: "GET /api/db/search/suggestions (a new query each time)",
        path: (n) => `/api/db/search/suggestions?q=${encodeURIComponent(uncachedQuery(n, true))}`,
        target: { maxP99Ms: targets.suggestions },
      },
      {
        name: "search-hindi-miss",
        label: "GET /api/db/search?lang=hi (a new Hindi query each time)",
        path: (n) => `/api/db/search?lang=hi&q=${encodeURIComponent(`${hindiTypedWords[n % hindiTypedWords.length] ?? "अलमारी"} ${1_000_000 + n}`)}`,
        target: { minRps: targets.newSearchesRps, maxP99Ms: targets.named },
      },
      // What one shopper waits for a query nobody has asked before, when the store is not busy
      // with twenty other never-seen queries at the same moment.
      {
        name: "search-miss-one",
        label: "GET /api/db/search (a new query each time, 1 connection)",
        path: (n) => `/api/db/search?q=${encodeURIComponent(uncachedQuery(n, false))}`,
        target: { maxP99Ms: targets.newSearchAlone },
        connections: 1,
      },
      {
        name: "suggest-miss-one",
        label: "GET /api/db/search/suggestions (a new query each time, 1 connection)",
        path: (n) => `/api/db/search/suggestions?q=${encodeURIComponent(uncachedQuery(n, true))}`,
        target: { maxP99Ms: targets.suggestions },
        connections: 1,
      },
      { name: "products-page", label: "GET /products (page)", path: "/products", target: { maxP99Ms: targets.pages }, page: true },
      {
        name: "category-page",
        label: "GET /category/living-room/sofas (page)",
        path: "/category/living-room/sofas",
        target: { maxP99Ms: targets.pages },
        page: true,
      },
      { name: "product-page", label: `GET /product/${productId} (page)`, path: `/product/${productId}`, target: { maxP99Ms: targets.pages }, page: true },
    ];
    const scenarios = allScenarios.filter((scenario) => !options.only || options.only.includes(scenario.name));

    const rows: Row[] = [];
    for (const scenario of scenarios) {
      process.stdout.write(`  ${scenario.label}: warming up ${options.warmupMs / 1000} s, measuring ${options.durationMs / 1000} s…\n`);
      const { path: scenarioPath } = scenario;
      // Warm-up and measurement never send the same varied query twice.
      let offset = 0;
      const url =
        typeof scenarioPath === "string"
          ? `${baseUrl}${scenarioPath}`
          : (n: number) => `${baseUrl}${scenarioPath(offset + n)}`;
      const connections = scenario.connections ?? options.connections;
      if (options.warmupMs > 0) {
        await runLoad({ url, connections, durationMs: options.warmupMs, headers: scenario.page ? asBrowser : {} });
      }
      offset = 1_000_000;
      const result = await runLoad({ url, connections, durationMs: options.durationMs, headers: scenario.page ? asBrowser : {} });
      rows.push({ scenario, result });
    }
    succeeded = true;
    printLoadTable(
      rows.map((row) => ({ label: row.scenario.label, result: row.result, target: row.scenario.target })),
      `${products.toLocaleString("en-IN")} products, ${databaseName}, ${options.connections} connections, ` +
        `${options.durationMs / 1000} s per scenario after ${options.warmupMs / 1000} s warm-up`,
    );
    return 0;
  } finally {
    await store?.stop();
    if (freshDataDir) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
    // The server's request log is only worth keeping when something went wrong.
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
