// The buying benchmark: add to cart with one cart per connection and with
// every connection sharing one cart, get the cart, and place orders for 10 s. Then it stops the
// store and checks the database: every acknowledged order exists exactly once and every variant's
// stock equals what it was before minus what was sold (zero oversell, nothing lost).
// Run with `npm run bench:buying` (`npm run bench` measures browsing only).
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { openDatabase } from "../../server/db/client";
import { orderLines, orders, productVariants } from "../../server/db/schema";
import { createThrowawayPostgres, startStore, type RunningStore } from "../e2e/support/store-server";
import { startRazorpaySandbox } from "../support/razorpay-sandbox";
import { targetText, targetVerdict, type LoadResult, type LoadTarget } from "./load";
import { runSessionLoad, type Shopper } from "./session-load";
import { benchOptions, namesOption, wholeOption } from "./bench-cli";
import { allocatorAsNpmStartSetsIt, benchNodeArgs } from "./store-process";

/** The rows the bench can measure, by the name `--only` gives them. */
export const buyingRowNames = ["add", "get", "shared", "orders", "window"] as const;
export type BuyingRowName = (typeof buyingRowNames)[number];

export interface BuyingBenchOptions {
  /** The rows to measure (all when not given). */
  only?: readonly BuyingRowName[] | undefined;
  products: number;
  connections: number;
  durationMs: number;
  warmupMs: number;
  databaseUrl?: string | undefined;
  dataDir: string;
}

export interface BuyingRow {
  label: string;
  result: LoadResult;
  /**
   * The buying targets: p99 ≤ 50 ms for add (a cart per connection) and get; adding at five times
   * the better of Vendure 3.7 (98–122 req/s) and Medusa 2.21; zero errors everywhere.
   */
  target: LoadTarget;
}

/** The buying target for adding: five times Vendure 3.7's best add-to-cart (122 req/s). */
const addToCartMinRps = 5 * 122;

export interface BenchCheck {
  label: string;
  ok: boolean;
  detail: string;
}

export interface BuyingReport {
  rows: BuyingRow[];
  /** Null when the orders row was not measured. */
  ordersPerSecond: number | null;
  checks: BenchCheck[];
}

/** Where a benchmark's store keeps its data: a PostgreSQL database, else the embedded folder. */
export interface BenchDatabase {
  databaseUrl?: string | undefined;
  dataDir: string;
}

const shipping = {
  firstName: "Bench",
  lastName: "Shopper",
  email: "bench@example.in",
  phone: "9000000001",
  address: "1 Load Test Lane",
  city: "Pune",
  state: "MH",
  pincode: "411001",
};

/**
 * An order's body: UPI (cash on delivery stops at COD_MAX_RUPEES), placed awaiting its payment in
 * the gateway's window with its stock held, as every UPI order is (decision 029): what is measured
 * is placing it; paying is the gateway-window row's. A slot because our fitters assemble most
 * furniture (not kept for the rest).
 */
export const benchOrderBody = { shipping, payment: { method: "upi", upiId: "bench@okaxis" }, deliverySlot: "morning" };

const listingSchema = z.object({
  data: z.object({ items: z.array(z.object({ id: z.number(), defaultVariantId: z.number().nullable().optional() })) }),
});
export const orderAnswerSchema = z.object({
  data: z.object({
    order: z.object({ number: z.string(), items: z.array(z.object({ variantId: z.number(), quantity: z.number() })) }),
    checkout: z.object({ keyId: z.string(), gatewayOrderId: z.string(), amountPaise: z.number() }).optional(),
  }),
});

/** A test card the gateway approves. It goes to the gateway only: the store refuses card details. */
const benchCard = { number: "4111111111111111", expiryMonth: 12, expiryYear: 2031, name: "BENCH SHOPPER" };
/** A card order as the checkout places it: the method alone, paid afterwards at the gateway. */
const gatewayWindowBody = { shipping, payment: { method: "card" }, deliverySlot: "morning" };

/**
 * In-stock products to buy, enough that no line reaches its maximum of 10 between cart clears;
 * only those at `maxPrice` rupees or less when it is given.
 */
export async function productPool(baseUrl: string, maxPrice?: number): Promise<number[]> {
  const ids: number[] = [];
  const priced = maxPrice === undefined ? "" : `&max_price=${maxPrice}`;
  for (let page = 1; page <= 12 && ids.length < 480; page++) {
    const answer = listingSchema.parse(await (await fetch(`${baseUrl}/api/db/products?in_stock=1&limit=48&page=${page}${priced}`)).json());
    ids.push(...answer.data.items.map((item) => item.id));
  }
  if (ids.length < 100) throw new Error(`only ${ids.length} products in stock; the bench needs 100`);
  return ids;
}

function pick(pool: readonly number[], n: number): number {
  return pool[n % pool.length] ?? pool[0] ?? 1;
}

/** Opens a benchmark's database: PostgreSQL beside the stores, the embedded folder once its store has stopped. */
function openBenchDatabase(target: BenchDatabase) {
  return target.databaseUrl
    ? openDatabase({ kind: "postgres", url: target.databaseUrl, maxConnections: 1 })
    : openDatabase({ kind: "embedded", dataDir: path.join(target.dataDir, "db") });
}

export type StockSnapshot = Awaited<ReturnType<typeof stockOf>>;

/** Every variant's stock and the number of orders. */
export async function stockOf(target: BenchDatabase) {
  const handle = await openBenchDatabase(target);
  try {
    const rows = await handle.db.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants);
    const [count] = await handle.db.select({ orders: sql<number>`count(*)`.mapWith(Number) }).from(orders);
    return { stock: new Map(rows.map((row) => [row.id, row.stock])), orders: count?.orders ?? 0 };
  } finally {
    await handle.close();
  }
}

async function soldPerVariant(target: BenchDatabase, numbers: string[]) {
  const handle = await openBenchDatabase(target);
  try {
    const found = new Set<string>();
    for (let start = 0; start < numbers.length; start += 500) {
      const rows = await handle.db
        .select({ number: orders.number })
        .from(orders)
        .where(inArray(orders.number, numbers.slice(start, start + 500)));
      for (const row of rows) found.add(row.number);
    }
    // A cancelled order gave its pieces back: an unpaid UPI order is cancelled once its payment
    // hold (PAYMENT_HOLD_MINUTES) runs out, which a run longer than that reaches.
    const lines = await handle.db
      .select({ variantId: orderLines.variantId, quantity: sql<number>`sum(${orderLines.quantity})`.mapWith(Number) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(ne(orders.status, "cancelled"))
      .groupBy(orderLines.variantId);
    return { found, sold: new Map(lines.map((line) => [line.variantId, line.quantity])) };
  } finally {
    await handle.close();
  }
}

/**
 * After a run (embedded: with its store stopped): every acknowledged order is in the database once,
 * and every variant's stock is what it was before minus what the orders in the database sold
 * (a cancelled order sold nothing), never below zero. Returns the checks and the units sold per
 * variant.
 */
export async function checkOrdersAndStock(
  target: BenchDatabase,
  before: StockSnapshot,
  acknowledged: readonly string[],
): Promise<{ checks: BenchCheck[]; sold: Map<number, number> }> {
  const after = await stockOf(target);
  const { found, sold } = await soldPerVariant(target, [...acknowledged]);
  const lost = acknowledged.filter((number) => !found.has(number));
  const negative = [...after.stock].filter(([, stock]) => stock < 0);
  const mismatched = [...after.stock].filter(([variantId, stock]) => {
    const initial = before.stock.get(variantId) ?? stock;
    return initial - stock !== (sold.get(variantId) ?? 0);
  });
  return {
    sold,
    checks: [
      {
        label: "every acknowledged order is in the database once",
        ok: lost.length === 0 && new Set(acknowledged).size === acknowledged.length,
        detail: `${acknowledged.length} acknowledged, ${found.size} found, ${after.orders - before.orders} new order rows`,
      },
      {
        label: "stock = before − sold for every variant, none below zero (no oversell)",
        ok: mismatched.length === 0 && negative.length === 0,
        detail: `${after.stock.size} variants checked, ${mismatched.length} off, ${negative.length} negative`,
      },
    ],
  };
}

export async function runBuyingBench(options: BuyingBenchOptions, say: (line: string) => void): Promise<BuyingReport> {
  const postgres = options.databaseUrl ? await createThrowawayPostgres(options.databaseUrl) : null;
  const target = { databaseUrl: postgres?.url, dataDir: options.dataDir };
  // The store pays through Razorpay's API at a local counterpart in this process, as a store in
  // production does through Razorpay's servers: the gateway's own work is not the store's. (The
  // built-in test gateway would serve the payments from the store's own thread.)
  const gateway = await startRazorpaySandbox();
  const start = (fresh: boolean) =>
    startStore({
      dataDir: options.dataDir,
      databaseUrl: postgres?.url,
      freshDataDir: fresh,
      env: {
        SEED_PRODUCTS: String(options.products),
        LOG_LEVEL: "warn",
        PAYMENTS: "",
        RAZORPAY_KEY_ID: gateway.keyId,
        RAZORPAY_KEY_SECRET: gateway.keySecret,
        RAZORPAY_WEBHOOK_SECRET: gateway.webhookSecret,
        RAZORPAY_API_URL: gateway.url,
        ...allocatorAsNpmStartSetsIt(!postgres),
      },
      // Profiling the seeding start would only add noise.
      nodeArgs: fresh ? [] : benchNodeArgs(),
    });
  let store: RunningStore | null = null;
  try {
    // First start seeds; then the store is stopped so the embedded database can be read directly.
    store = await start(true);
    const pool = await productPool(store.baseUrl);
    await store.stop();
    const before = await stockOf(target);
    store = await start(false);
    const baseUrl = store.baseUrl;

    const rows: BuyingRow[] = [];
    const wanted = (name: BuyingRowName) => !options.only || options.only.includes(name);
    const measure = async (
      label: string,
      target: LoadTarget,
      scenario: Omit<Parameters<typeof runSessionLoad>[0], "baseUrl" | "connections" | "durationMs">,
    ) => {
      say(`  ${label}: warming up ${options.warmupMs / 1000} s, measuring ${options.durationMs / 1000} s…`);
      if (options.warmupMs > 0) {
        await runSessionLoad({ baseUrl, connections: options.connections, durationMs: options.warmupMs, ...scenario });
      }
      const result = await runSessionLoad({ baseUrl, connections: options.connections, durationMs: options.durationMs, ...scenario });
      rows.push({ label, result, target });
      return result;
    };

    if (wanted("add")) await measure("POST /api/db/cart/items (a cart per connection)", { maxP99Ms: 50, minRps: addToCartMinRps }, {
      iterate: async (shopper, iteration) => {
        // A cart of more than 20 lines is not what shoppers have: empty it now and then (not measured).
        if (iteration % 20 === 19) await shopper.send("DELETE", "/api/db/cart");
        await shopper.send("POST", "/api/db/cart/items", {
          body: { product_id: pick(pool, shopper.index * 24 + (iteration % 20)), quantity: 1 },
          measured: true,
        });
      },
    });

    if (wanted("get")) await measure("GET /api/db/cart (3 items)", { maxP99Ms: 50 }, {
      prepare: async (shopper) => {
        await shopper.send("DELETE", "/api/db/cart");
        for (let line = 0; line < 3; line++) {
          await shopper.send("POST", "/api/db/cart/items", { body: { product_id: pick(pool, shopper.index * 3 + line), quantity: 1 } });
        }
      },
      iterate: async (shopper) => {
        await shopper.send("GET", "/api/db/cart", { measured: true });
      },
    });

    // The buying targets ask this one for no errors: its latency target is the
    // one-cart-per-connection row's.
    let shared = 0;
    if (wanted("shared")) await measure("POST /api/db/cart/items (every connection, one cart)", {}, {
      prepare: async (shopper, shoppers) => {
        const first = shoppers[0];
        if (shopper.index === 0 || !first) {
          await shopper.send("DELETE", "/api/db/cart");
          await shopper.send("POST", "/api/db/cart/items", { body: { product_id: pick(pool, 0), quantity: 1 } });
        } else {
          shopper.shareCookiesOf(first);
        }
      },
      iterate: async (shopper) => {
        const n = shared++;
        // Every product is added at most once between two clears, so no line reaches its maximum.
        if (n % 400 === 399) await shopper.send("DELETE", "/api/db/cart");
        await shopper.send("POST", "/api/db/cart/items", { body: { product_id: pick(pool, n), quantity: 1 }, measured: true });
      },
    });

    const acknowledged: string[] = [];
    const soldByAnswers = new Map<number, number>();
    let placedInWindow = 0;
    let confirmedInWindow = 0;
    const placeOrder = async (shopper: Shopper, iteration: number, body: object = benchOrderBody, label?: string) => {
      // A product may sell out during the run: the shopper then picks the next one (not measured).
      for (let attempt = 0; attempt < 5; attempt++) {
        const added = await shopper.send("POST", "/api/db/cart/items", {
          body: { product_id: pick(pool, shopper.index * 97 + iteration * 5 + attempt), quantity: 1 },
        });
        if (added.status === 200) break;
      }
      const answer = await shopper.send("POST", "/api/db/orders", {
        body,
        headers: { "Idempotency-Key": randomUUID() },
        measured: true,
        // Another shopper took the last piece between the cart and the order: the store is right to say so.
        answers: ["out_of_stock"],
        ...(label ? { label } : {}),
      });
      if (answer.status !== 201) {
        await shopper.send("DELETE", "/api/db/cart");
        return null;
      }
      const { order, checkout } = orderAnswerSchema.parse(answer.body).data;
      acknowledged.push(order.number);
      for (const item of order.items) soldByAnswers.set(item.variantId, (soldByAnswers.get(item.variantId) ?? 0) + item.quantity);
      return { number: order.number, checkout };
    };
    const orderResult = !wanted("orders") ? null : await measure("POST /api/db/orders (place order)", {}, {
      prepare: async (shopper) => {
        await shopper.send("DELETE", "/api/db/cart");
      },
      iterate: async (shopper, iteration) => {
        await placeOrder(shopper, iteration);
      },
    });

    // A card paid in the gateway's window: the order placed awaiting payment, the card paid
    // at the gateway, then reported to the store, which checks it with the gateway and
    // captures. The store's two requests are measured; the gateway's own is not the store's time.
    const paidInWindow = !wanted("window") ? null : await measure("place + confirm in the gateway's window (both requests)", {}, {
      prepare: async (shopper) => {
        await shopper.send("DELETE", "/api/db/cart");
      },
      iterate: async (shopper, iteration) => {
        const order = await placeOrder(shopper, iteration, gatewayWindowBody, "place (awaiting payment)");
        if (!order) return;
        placedInWindow += 1;
        if (!order.checkout) return;
        const report = gateway.pay(order.checkout.gatewayOrderId, { method: "card", card: benchCard });
        const confirmed = await shopper.send("POST", `/api/db/orders/${order.number}/payment`, { body: report, measured: true, label: "confirm" });
        if (confirmed.status === 200) confirmedInWindow += 1;
      },
    });
    for (const [label, result] of paidInWindow?.byLabel ?? []) rows.push({ label: `  ${label}`, result, target: {} });

    await store.stop();
    store = null;
    const { checks, sold } = await checkOrdersAndStock(target, before, acknowledged);
    const answersMatch = [...soldByAnswers].every(([variantId, quantity]) => (sold.get(variantId) ?? 0) >= quantity);
    checks.push({ label: "units sold match the acknowledged orders", ok: answersMatch, detail: `${soldByAnswers.size} variants sold` });
    if (paidInWindow) {
      checks.push({
        label: "every card order placed for the gateway's window was paid there and confirmed by the store",
        ok: placedInWindow > 0 && confirmedInWindow === placedInWindow,
        detail: `${placedInWindow} placed, ${confirmedInWindow} confirmed`,
      });
      // The measured seconds' confirmations only (the counters above include the warm-up's).
      const confirmedMeasured = paidInWindow.byLabel.get("confirm")?.statuses.get(200) ?? 0;
      say(`  orders paid in the gateway's window and confirmed: ${((confirmedMeasured / paidInWindow.durationMs) * 1000).toFixed(1)} per second`);
    }
    const ordersPerSecond = orderResult ? ((orderResult.statuses.get(201) ?? 0) / orderResult.durationMs) * 1000 : null;
    return { rows, ordersPerSecond, checks };
  } finally {
    await store?.stop();
    await postgres?.drop();
    await gateway.close();
  }
}

export function printBuyingReport(report: BuyingReport, write: (text: string) => void): boolean {
  const lines = [
    ["endpoint", "req/s", "p50 ms", "p99 ms", "errors", "statuses", "target", "result"],
    ...report.rows.map((row) => [
        row.label,
        row.result.requestsPerSecond.toFixed(0),
        row.result.p50Ms.toFixed(1),
        row.result.p99Ms.toFixed(1),
        String(row.result.errors),
        [...row.result.statuses].map(([status, count]) => `${status}×${count}`).join(" "),
        targetText(row.target),
        targetVerdict(row.result, row.target),
      ]),
  ];
  const widths = lines[0]?.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? "").length))) ?? [];
  const render = (line: string[]) =>
    line.map((cell, column) => (column >= 1 && column <= 4 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join("  ");
  write(`\nBuying\n\n${render(lines[0] ?? [])}\n${widths.map((width) => "-".repeat(width)).join("  ")}\n`);
  for (const line of lines.slice(1)) write(`${render(line)}\n`);
  if (report.ordersPerSecond !== null) write(`\nOrders placed per second: ${report.ordersPerSecond.toFixed(1)}\n`);
  for (const check of report.checks) write(`${check.ok ? "ok  " : "FAIL"}  ${check.label} (${check.detail})\n`);
  return report.checks.every((check) => check.ok) && report.rows.every((row) => row.result.errors === 0);
}

const usage = `Usage: npm run bench:buying -- [options]

Adds to carts, reads carts and places orders against a fresh store, then checks that every
acknowledged order exists once and no stock was oversold.

  --products N       catalog size seeded on first start (default 1200)
  --connections N    shoppers at once (default 20)
  --duration S       seconds measured per row (default 10)
  --warmup S         seconds of warm-up per row (default 3)
  --database-url U   a PostgreSQL server for a throwaway database (default: the embedded database)
  --only ROWS        comma-separated rows to measure (${buyingRowNames.join(",")}), each in the
                     order above; the checks of the database run after any of them
  --help

The store must be built first: npm run build (BUILD_DIR picks another build folder).
BENCH_NODE_ARGS passes options to the store's Node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      products: { type: "string", default: "1200" },
      connections: { type: "string", default: "20" },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "3" },
      "database-url": { type: "string" },
      only: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  return {
    help: values.help,
    only: namesOption("only", values.only, buyingRowNames, "row"),
    products: wholeOption("products", values.products, 100, 1_000_000),
    connections: wholeOption("connections", values.connections, 1, 1_000),
    durationMs: wholeOption("duration", values.duration, 1, 3_600) * 1000,
    warmupMs: wholeOption("warmup", values.warmup, 0, 3_600) * 1000,
    databaseUrl: values["database-url"],
  };
}

async function main(): Promise<number> {
  const options = benchOptions("bench:buying", usage, parseOptions);
  if (typeof options === "number") return options;
  const report = await runBuyingBench(
    { ...options, dataDir: mkdtempSync(path.join(tmpdir(), "store-bench-buying-")) },
    (line) => process.stdout.write(`${line}\n`),
  );
  return printBuyingReport(report, (text) => process.stdout.write(text)) ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
