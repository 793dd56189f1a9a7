// `npm run bench:search-engine -- --database postgres://…/million`: what a search engine of its own
// would answer in the store's place, measured on the same catalog. It indexes the products of a
// seeded PostgreSQL database with Sphinx (`apt-get install sphinxsearch`; Manticore Search is its
// maintained fork) and sends it the work of the store's searches no cache has seen: every match
// ranked, the best 24, the count and the facets (rooms, brands, materials, in stock); and of its
// suggestions: a half-typed word's best 6 products. Not a test, and not the store's search: an
// experiment, so that which engine to add is decided from figures (docs/benchmarks.md).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import mysql from "mysql2/promise";
import { freePort } from "../e2e/support/store-server";
import { benchOptions, wholeOption } from "./bench-cli";
import { printLoadTable, summariseLoad, type LoadResult, type LoadTarget } from "./load";
import { typedWords } from "./shopper-words";

const usage = `Usage: npm run bench:search-engine -- --database postgres://… [options]

  --database U      a PostgreSQL database seeded with npm run db:seed (required)
  --connections N   concurrent connections for the many-connection scenarios (default 20)
  --duration S      seconds measured per scenario (default 10, after 3 of warm-up)
  --help

Needs Sphinx's indexer and searchd (Debian: apt-get install sphinxsearch).
`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      database: { type: "string" },
      connections: { type: "string", default: "20" },
      duration: { type: "string", default: "10" },
      help: { type: "boolean", default: false },
    },
  });
  if (!values.help && !values.database) throw new Error("--database is required");
  return {
    help: values.help,
    database: new URL(values.database ?? "postgres://localhost/"),
    connections: wholeOption("connections", values.connections, 1, 200),
    durationMs: wholeOption("duration", values.duration, 1, 600) * 1000,
  };
}

/** The catalog as the engine indexes it: the texts the store's search documents hold, and what its facets count. */
const productRows = `select p.id, p.name, coalesce(p.name_hi, '') as name_hi, c.name as category, coalesce(r.name, '') as room,
    b.name as brand, p.material as material_words, p.description,
    coalesce(c.parent_id, c.id) as room_id, p.brand_id, p.material, p.price, p.rating,
    p.in_stock::int as in_stock, p.is_best_seller::int as is_best_seller
  from products p join categories c on c.id = p.category_id left join categories r on r.id = c.parent_id
  join brands b on b.id = p.brand_id
  where p.published_at <= now()`;

function sphinxConfig(database: URL, folder: string, port: number): string {
  // The suggestions' index has names only, as the store's title documents do.
  const source = (name: string, descriptions: boolean) => `
source ${name}
{
  type = pgsql
  sql_host = ${database.hostname}
  sql_port = ${database.port || "5432"}
  sql_user = ${decodeURIComponent(database.username) || "postgres"}
  sql_pass = ${decodeURIComponent(database.password)}
  sql_db = ${database.pathname.slice(1)}
  sql_query = ${(descriptions ? productRows : productRows.replace(" p.description,", "")).replaceAll("\n", " ")}
  sql_attr_uint = room_id
  sql_attr_uint = brand_id
  sql_attr_uint = price
  sql_attr_float = rating
  sql_attr_bool = in_stock
  sql_attr_bool = is_best_seller
  sql_attr_string = material
}`;
  // Latin letters and digits folded to lower case, and Devanagari, as the store's search splits words.
  const index = (name: string, extra: string) => `
index ${name}
{
  source = ${name}
  path = ${path.join(folder, name)}
  morphology = stem_en
  charset_table = 0..9, A..Z->a..z, a..z, U+0900..U+097F
  ${extra}
}`;
  return `${source("products", true)}
${source("titles", false)}
${index("products", "")}
${index("titles", "dict = keywords\n  min_prefix_len = 2")}
indexer
{
  mem_limit = 1024M
}
searchd
{
  listen = 127.0.0.1:${port}:mysql41
  log = ${path.join(folder, "searchd.log")}
  pid_file = ${path.join(folder, "searchd.pid")}
  binlog_path =
  workers = threads
  # Twenty clients connect at once; the default queue of five drops the rest.
  listen_backlog = 128
}
`;
}

/** Words as the store's search gets them: a new query each time (a number no product has), or half a word. */
function newQuery(n: number): string {
  return `${typedWords[n % typedWords.length] ?? "sofa"} ${1_000_000 + n}`;
}
function halfTyped(n: number): string {
  const word = typedWords[n % typedWords.length] ?? "sofa";
  return `${word.slice(0, 2 + (n % Math.max(1, word.length - 1)))} ${1_000_000 + n}`;
}

/** Letters (with their signs) and digits only, as the store's searchWords() leaves them. */
const words = (query: string) => query.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
const ranked = "order by weight() desc, is_best_seller desc, rating desc, id asc";

/**
 * The store's search: every word if some product has them all, else any word, ranked by how many;
 * the best 24, the number found and the facets.
 */
async function search(connection: mysql.Connection, query: string): Promise<void> {
  const typed = words(query);
  const facets = "facet room_id facet brand_id facet material facet in_stock";
  const all = typed.join(" ");
  const [rows] = await connection.query(`select id from products where match(?) ${ranked} limit 24 option max_matches=24 ${facets}`, [all]);
  if (Array.isArray(rows) && Array.isArray(rows[0]) && rows[0].length > 0) return;
  await connection.query(`select id from products where match(?) ${ranked} limit 24 option max_matches=24 ${facets}`, [`"${all}"/1`]);
}

/** Suggestions: the last word half-typed, its best 6 products by name, category, brand or material. */
async function suggest(connection: mysql.Connection, query: string): Promise<void> {
  const typed = words(query);
  const last = typed.pop() ?? "";
  const match = [...typed, `${last}*`].join(" ");
  await connection.query(`select id from titles where match(?) ${ranked} limit 6 option max_matches=6`, [`"${match}"/1`]);
}

async function measure(
  port: number,
  connections: number,
  durationMs: number,
  ask: (connection: mysql.Connection, n: number) => Promise<void>,
): Promise<LoadResult> {
  const pool: mysql.Connection[] = [];
  for (let index = 0; index < connections; index += 1) pool.push(await mysql.createConnection({ host: "127.0.0.1", port }));
  let sent = 0;
  const latencies: number[] = [];
  let errors = 0;
  const statuses = new Map<number, number>();
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    pool.map(async (connection) => {
      while (performance.now() < deadline) {
        const at = performance.now();
        const status = await ask(connection, sent++).then(
          () => 200,
          (error: unknown) => {
            process.stderr.write(`${String(error)}\n`);
            errors += 1;
            return 0;
          },
        );
        latencies.push(performance.now() - at);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const durationMeasured = performance.now() - started;
  await Promise.all(pool.map((connection) => connection.end()));
  return summariseLoad({ latencies, durationMs: durationMeasured, errors, statuses, bytes: 0 });
}

async function main(): Promise<number> {
  const options = benchOptions("bench:search-engine", usage, parseOptions);
  if (typeof options === "number") return options;
  if (spawnSync("indexer", ["--help"]).error) {
    process.stderr.write("bench:search-engine: Sphinx's indexer is not installed (apt-get install sphinxsearch).\n");
    return 1;
  }
  const folder = mkdtempSync(path.join(tmpdir(), "search-engine-"));
  const port = await freePort();
  const config = path.join(folder, "sphinx.conf");
  writeFileSync(config, sphinxConfig(options.database, folder, port));
  let searchd: ReturnType<typeof spawn> | null = null;
  try {
    const indexingStarted = performance.now();
    const indexing = spawnSync("indexer", ["--config", config, "--all", "--quiet"], { stdio: "inherit" });
    if (indexing.status !== 0) throw new Error(`indexer exited with ${indexing.status}`);
    process.stdout.write(`Indexed in ${((performance.now() - indexingStarted) / 1000).toFixed(1)} s.\n`);
    searchd = spawn("searchd", ["--config", config, "--nodetach"], { stdio: "ignore" });
    for (let tries = 0; ; tries += 1) {
      const ready = await mysql.createConnection({ host: "127.0.0.1", port }).then(
        async (connection) => {
          await connection.end();
          return true;
        },
        () => false,
      );
      if (ready) break;
      if (tries > 100) throw new Error("searchd did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const scenarios: { label: string; connections: number; target: LoadTarget; ask: (connection: mysql.Connection, n: number) => Promise<void> }[] = [
      { label: "search, a new query each time", connections: options.connections, target: { minRps: 200, maxP99Ms: 80 }, ask: (c, n) => search(c, newQuery(n)) },
      { label: "search, a new query each time, 1 connection", connections: 1, target: { maxP99Ms: 100 }, ask: (c, n) => search(c, newQuery(n)) },
      { label: "suggestions, a new query each time", connections: options.connections, target: { maxP99Ms: 50 }, ask: (c, n) => suggest(c, halfTyped(n)) },
      { label: "suggestions, a new query each time, 1 connection", connections: 1, target: { maxP99Ms: 50 }, ask: (c, n) => suggest(c, halfTyped(n)) },
    ];
    const rows: { label: string; result: LoadResult; target: LoadTarget }[] = [];
    for (const scenario of scenarios) {
      process.stdout.write(`  ${scenario.label}: warming up 3 s, measuring ${options.durationMs / 1000} s…\n`);
      await measure(port, scenario.connections, 3_000, (c, n) => scenario.ask(c, n + 2_000_000));
      rows.push({ label: scenario.label, result: await measure(port, scenario.connections, options.durationMs, scenario.ask), target: scenario.target });
    }
    printLoadTable(rows, `Sphinx on the catalog of ${options.database.pathname.slice(1)}, ${options.durationMs / 1000} s per scenario after 3 s warm-up`);
    return 0;
  } finally {
    searchd?.kill("SIGTERM");
    rmSync(folder, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench:search-engine failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
