// `npm run bench:sale`: a sale day. 8 shoppers place cash-on-delivery orders while 12 others
// browse product pages and search, against fresh stores of 300 products: one store process on
// the embedded database, and N store processes (default 1) on one throwaway PostgreSQL database
// behind the round-robin proxy. Prints every endpoint's requests, req/s, p50, p99 and answers by
// status class, orders and requests per second, each process's memory (after a full garbage
// collection) and the checks: no 5xx or failed request, every acknowledged order in the database
// once, every variant's stock what it was before minus what was sold. Exits 1 when a check fails.
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { defaultCodMaxRupees } from "../../app/lib/delivery-promise";
import { benchOrderBody, productPool } from "./buying";
import {
  addToCart,
  chooseAction,
  classCounts,
  countOf,
  mixAction,
  placeOrder,
  printRunFooter,
  runShopperBench,
  send,
  table,
  type Catalog,
  type MixAction,
  type MixedBackend,
  type ShopperBenchReport,
  type ShopperScript,
  type Step,
} from "./mixed-load";
import type { Shopper } from "./session-load";
import { embeddedStoreTitle } from "./store-process";
import { benchOptions, builtStoreEntry, wholeOption } from "./bench-cli";


const buyers = 8;
const browsers = 12;

const usage = `Usage: npm run bench:sale -- [options]

A sale day: ${buyers} shoppers placing cash-on-delivery orders while ${browsers} others browse product
pages and search, on fresh stores; one back end after the other.

  --backend B        embedded, postgres or both (default both)
  --seconds S        seconds measured per back end (default 30)
  --warmup S         seconds of warm-up per back end (default 5)
  --products N       catalog size seeded on first start (default 300)
  --processes N      store processes on the PostgreSQL database, behind a round-robin proxy
                     (default 1; the embedded database always has one)
  --database-url U   the PostgreSQL server for the throwaway database
                     (default postgres://postgres@127.0.0.1:5432/postgres)
  --help

The store must be built first: npm run build (BUILD_DIR picks another build folder).
`;

/** The order placement target: p99 of POST /api/db/orders. */
const orderP99TargetMs = 250;
const orderLabel = "POST /api/db/orders";

/** A cash-on-delivery order to the address every bench order goes to. */
const codOrderBody = { ...benchOrderBody, payment: { method: "cod" } };

/**
 * The dearest product a buyer carts: two pieces of it, or two products (in a variant up to a
 * quarter dearer than the listed price, when the cheapest has sold out), stay within the store's
 * cash-on-delivery cap, so no order is refused for its total.
 */
const codPriceCap = Math.floor(defaultCodMaxRupees / 2 / 1.25);

/**
 * Browsers: mostly product pages (as a browser asks for them), then searches: the results page,
 * the suggestions typed on the way and the JSON search.
 */
const browsing: MixAction[] = [
  { ...mixAction("GET /product/{id} (page)"), weight: 60 },
  { ...mixAction("GET /search?q=… (page)"), weight: 15 },
  { ...mixAction("GET /api/db/search/suggestions?q=…"), weight: 15 },
  { ...mixAction("GET /api/db/search?q=…"), weight: 10 },
];

const buying = ["POST /api/db/cart/items", orderLabel, "DELETE /api/db/cart"] as const;

interface SaleDayOptions {
  backends: readonly MixedBackend[];
  durationMs: number;
  warmupMs: number;
  products: number;
  processes: number;
  postgresServerUrl: string;
}

function parseOptions(): SaleDayOptions & { help: boolean } {
  const { values } = parseArgs({
    options: {
      backend: { type: "string", default: "both" },
      seconds: { type: "string", default: "30" },
      warmup: { type: "string", default: "5" },
      products: { type: "string", default: "300" },
      processes: { type: "string", default: "1" },
      "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
      help: { type: "boolean", default: false },
    },
  });
  const backends: Record<string, MixedBackend[]> = { both: ["embedded", "postgres"], embedded: ["embedded"], postgres: ["postgres"] };
  const chosen = backends[values.backend];
  if (!chosen) throw new Error("--backend must be embedded, postgres or both");
  return {
    help: values.help,
    backends: chosen,
    durationMs: wholeOption("seconds", values.seconds, 1, 3600) * 1000,
    warmupMs: wholeOption("warmup", values.warmup, 0, 600) * 1000,
    products: wholeOption("products", values.products, 1, 1_000_000),
    processes: wholeOption("processes", values.processes, 1, 16),
    postgresServerUrl: values["database-url"],
  };
}

function buyerAccount(index: number) {
  return { email: `sale-day-buyer-${index + 1}@example.in`, password: "Sale day shopper 2026!" };
}

/** Registers the buyers' accounts (not measured): guests may place only a few cash orders an hour. */
async function registerBuyers(baseUrl: string): Promise<void> {
  for (let index = 0; index < buyers; index++) {
    const answer = await fetch(`${baseUrl}/api/db/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
      body: JSON.stringify({ ...buyerAccount(index), firstName: "Sale", lastName: `Buyer ${index + 1}`, mobile: `98765${String(43_210 + index)}` }),
    });
    if (answer.status !== 201) throw new Error(`registering buyer ${index + 1} answered ${answer.status}: ${await answer.text()}`);
  }
}

async function signIn(shopper: Shopper): Promise<void> {
  if (shopper.index >= buyers) return;
  const answer = await shopper.send("POST", "/api/db/auth/login", { body: buyerAccount(shopper.index) });
  if (answer.status !== 200) throw new Error(`buyer ${shopper.index + 1} could not sign in: ${answer.status} ${answer.text.slice(0, 300)}`);
}

/** One buyer's round: 1–2 products into the cart, then a cash-on-delivery order. */
async function buy(step: Step): Promise<void> {
  const products = 1 + Math.floor(step.state.random() * 2);
  for (let added = 0; added < products; added++) await addToCart(step);
  // A refusal (409) empties the cart already; any other answer but success does here, so the next
  // round starts from an empty cart too.
  await placeOrder(step, codOrderBody);
  if (step.state.cartLines > 0) {
    await send(step, "DELETE /api/db/cart", "DELETE", "/api/db/cart");
    step.state.cartLines = 0;
  }
}

async function saleDayScript(baseUrl: string, catalog: Catalog): Promise<ShopperScript> {
  await registerBuyers(baseUrl);
  const buyersCatalog: Catalog = { ...catalog, productIds: await productPool(baseUrl, codPriceCap) };
  return {
    prepare: signIn,
    step: (step) =>
      step.shopper.index < buyers ? buy({ ...step, catalog: buyersCatalog }) : chooseAction(step.state.random, browsing).run(step),
  };
}

function titleOf(backend: MixedBackend, processes: number): string {
  if (backend === "embedded") return embeddedStoreTitle();
  return processes === 1
    ? "one store process on a PostgreSQL database"
    : `${processes} store processes on one PostgreSQL database, behind a round-robin proxy`;
}

interface Summary {
  title: string;
  ordersPerSecond: number;
  requestsPerSecond: number;
  orderP50Ms: number;
  orderP99Ms: number;
  loadAtStart: number;
  load: { min: number; max: number };
  ok: boolean;
}

/** Prints one back end's figures and answers its summary. */
function printSaleDay(
  report: ShopperBenchReport,
  options: SaleDayOptions,
  title: string,
  loadAtStart: number,
  write: (text: string) => void,
): Summary {
  const { result } = report;
  const orders = result.byLabel.get(orderLabel);
  const ordersPerSecond = orders ? ((orders.statuses.get(201) ?? 0) / orders.durationMs) * 1000 : 0;
  const row = (label: string, role: string) => {
    const figures = result.byLabel.get(label);
    if (!figures) return [label, role, "0", "0", "-", "-", "0", "0", "0", "0", "0"];
    return [
      label,
      role,
      String(countOf(figures)),
      figures.requestsPerSecond.toFixed(1),
      figures.p50Ms.toFixed(1),
      figures.p99Ms.toFixed(1),
      ...classCounts(figures).map(String),
    ];
  };
  const rows = [
    ...buying.map((label) => row(label, "buyer")),
    ...browsing.map((action) => row(action.label, "browser")),
    ["all", "", String(countOf(result)), result.requestsPerSecond.toFixed(1), result.p50Ms.toFixed(1), result.p99Ms.toFixed(1),
      ...classCounts(result).map(String)],
  ];
  write(
    `\nSale day: ${title}\n${options.products.toLocaleString("en-IN")} products, ${buyers} buyers (cash on delivery) and ` +
      `${browsers} browsers, ${options.durationMs / 1000} s after ${options.warmupMs / 1000} s of warm-up; load average ` +
      `${loadAtStart.toFixed(2)} at the start, ${report.load.min.toFixed(1)}–${report.load.max.toFixed(1)} during the run\n\n`,
  );
  write(`${table([["endpoint", "who", "requests", "req/s", "p50 ms", "p99 ms", "2xx", "3xx", "4xx", "5xx", "failed"], ...rows], 2)}\n`);
  const orderP99Ms = orders?.p99Ms ?? Number.NaN;
  write(
    `\nOrders placed: ${orders?.statuses.get(201) ?? 0}, ${ordersPerSecond.toFixed(1)} per second; ` +
      `all requests ${result.requestsPerSecond.toFixed(1)} per second`,
  );
  if (report.perProcess) write(`; requests per process: ${report.perProcess.join(" / ")}`);
  write(
    `\nOrder placement p99 ${orderP99Ms.toFixed(1)} ms, target ≤ ${orderP99TargetMs} ms: ` +
      (orderP99Ms <= orderP99TargetMs ? "met" : "MISSED"),
  );
  const ok = printRunFooter(report, write);
  return {
    title,
    ordersPerSecond,
    requestsPerSecond: result.requestsPerSecond,
    orderP50Ms: orders?.p50Ms ?? Number.NaN,
    orderP99Ms,
    loadAtStart,
    load: report.load,
    ok,
  };
}

async function main(): Promise<number> {
  const options = benchOptions("bench:sale", usage, parseOptions);
  if (typeof options === "number") return options;
  const entry = builtStoreEntry("bench:sale");
  if (!entry) return 1;
  process.stdout.write(`Sale day against ${entry}\n`);

  const say = (line: string) => process.stdout.write(`${line}\n`);
  const write = (text: string) => process.stdout.write(text);
  const summaries: Summary[] = [];
  for (const backend of options.backends) {
    const processes = backend === "postgres" ? options.processes : 1;
    const loadAtStart = loadavg()[0] ?? 0;
    const report = await runShopperBench(
      {
        name: "sale-day",
        backend,
        processes,
        products: options.products,
        connections: buyers + browsers,
        durationMs: options.durationMs,
        warmupMs: options.warmupMs,
        postgresServerUrl: options.postgresServerUrl,
        script: saleDayScript,
      },
      say,
    );
    summaries.push(printSaleDay(report, options, titleOf(backend, processes), loadAtStart, write));
  }

  write(`\nSummary (order placement target: p99 ≤ ${orderP99TargetMs} ms)\n\n`);
  write(
    `${table(
      [
        ["back end", "orders/s", "order p50 ms", "order p99 ms", "req/s", "load avg", "checks"],
        ...summaries.map((summary) => [
          summary.title,
          summary.ordersPerSecond.toFixed(1),
          summary.orderP50Ms.toFixed(1),
          summary.orderP99Ms.toFixed(1),
          summary.requestsPerSecond.toFixed(1),
          `${summary.loadAtStart.toFixed(2)}; ${summary.load.min.toFixed(1)}–${summary.load.max.toFixed(1)}`,
          summary.ok ? "passed" : "FAILED",
        ]),
      ],
      1,
    )}\n`,
  );
  const ok = summaries.every((summary) => summary.ok);
  write(`\n${ok ? "Sale day: every check passed." : "Sale day: FAILED (see above)."}\n`);
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
