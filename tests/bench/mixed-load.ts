// `npm run bench -- --mixed`: shoppers browse pages and the catalog API, search, fill
// carts and place orders at once, in about the proportions of a real store (80/10/8/2), against
// (a) one store process on the embedded database and (b) two store processes on one PostgreSQL
// database behind a round-robin proxy. Prints every endpoint's requests, p50, p99 and answers by
// status class, and each process's memory after warm-up, half-way and at the end (each after a
// full garbage collection);
// then stops the stores and checks the database: every acknowledged order is there once and every
// variant's stock is what it was before minus what was sold. Any 5xx, failed request or failed
// check makes the run fail. Its runner (runShopperBench) also runs the sale day (sale-day.ts).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { rooms } from "../../server/catalog/taxonomy";
import { createThrowawayPostgres, startStore, type RunningStore } from "../e2e/support/store-server";
import {
  benchOrderBody,
  checkOrdersAndStock,
  orderAnswerSchema,
  productPool,
  stockOf,
  type BenchCheck,
  type BenchDatabase,
  type StockSnapshot,
} from "./buying";
import type { LoadResult } from "./load";
import { describePageAnswers, pageAnswersBetween, pageAnswersOf, type PageAnswers } from "../support/page-answers";
import { memoryOf, memoryProbeArgs, sampleResident, type ProcessMemory, type ResidentUnderLoad } from "./process-memory";
import { startRoundRobinProxy } from "./round-robin-proxy";
import { errorCodeOf, runSessionLoad, type SessionLoadResult, type Shopper, type ShopperAnswer } from "./session-load";
import { typedWords } from "./shopper-words";
import { allocatorAsNpmStartSetsIt, benchNodeArgs, embeddedStoreTitle } from "./store-process";
// Seeded: every run makes the same choices.
import { mulberry32 } from "../../server/lib/mulberry32";

export type MixedBackend = "embedded" | "postgres";

export interface MixedBenchOptions {
  products: number;
  connections: number;
  durationMs: number;
  warmupMs: number;
  backends: readonly MixedBackend[];
  /** The PostgreSQL server on which a throwaway database is created for the postgres run. */
  postgresServerUrl: string;
}

export type Group = "browsing" | "searching" | "carting" | "ordering";

export interface Catalog {
  productIds: readonly number[];
  categoryPaths: readonly string[];
}

/** One shopper's state between its steps: whether its cart holds anything, and its dice. */
export interface ShopperState {
  random: () => number;
  cartLines: number;
}

/** What a run's shoppers share: the orders acknowledged, why requests were refused, what failed. */
export interface RunRecord {
  acknowledged: string[];
  /** "label: error code" → count, for every 4xx answer. */
  refusals: Map<string, number>;
  /** The first few 5xx answers and failed requests, to say what went wrong. */
  failures: string[];
}

/** Everything a step of a shopper works with. */
export interface Step {
  shopper: Shopper;
  state: ShopperState;
  catalog: Catalog;
  record: RunRecord;
}

export interface MixAction {
  /** The endpoint, as the figures name it. */
  label: string;
  group: Group;
  weight: number;
  run: (step: Step) => Promise<void>;
}

const pageHeaders = { Accept: "text/html,application/xhtml+xml" };

/** Sends one measured request and keeps why it was refused (4xx) or failed (5xx, no answer). */
export async function send(
  { shopper, record }: Step,
  label: string,
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<ShopperAnswer> {
  const answer = await shopper.send(method, url, { ...options, measured: true, label });
  if (answer.status === 0 || answer.status >= 500) {
    if (record.failures.length < 10) record.failures.push(`${method} ${url}: ${answer.status} ${answer.text.slice(0, 300)}`);
  } else if (answer.status >= 400) {
    const reason = `${label}: ${answer.status} ${errorCodeOf(answer.body) ?? "(no error code)"}`;
    record.refusals.set(reason, (record.refusals.get(reason) ?? 0) + 1);
  }
  return answer;
}

function pickFrom<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("nothing to pick from");
  return item;
}

/** A GET of a page (as a browser asks for it) or of the JSON API; `url` picks the address. */
function visit(label: string, group: Group, weight: number, url: (step: Step) => string, isPage: boolean): MixAction {
  return {
    label,
    group,
    weight,
    run: async (step) => {
      await send(step, label, "GET", url(step), isPage ? { headers: pageHeaders } : {});
    },
  };
}

function someWord({ state }: Step): string {
  return encodeURIComponent(pickFrom(typedWords, state.random));
}

function oneTo(most: number, { state }: Step): number {
  return 1 + Math.floor(state.random() * most);
}

export async function addToCart(step: Step): Promise<void> {
  const answer = await send(step, "POST /api/db/cart/items", "POST", "/api/db/cart/items", {
    body: { product_id: pickFrom(step.catalog.productIds, step.state.random), quantity: 1 },
  });
  if (answer.status === 200) step.state.cartLines += 1;
}

/** Places the cart as an order paid as `body` says (UPI unless told). */
export async function placeOrder(step: Step, body: object = benchOrderBody): Promise<void> {
  // A shopper orders what they carted; one who has carted nothing puts something in first.
  if (step.state.cartLines === 0) await addToCart(step);
  const answer = await send(step, "POST /api/db/orders", "POST", "/api/db/orders", {
    body,
    headers: { "Idempotency-Key": randomUUID() },
  });
  if (answer.status === 201) {
    step.record.acknowledged.push(orderAnswerSchema.parse(answer.body).data.order.number);
    step.state.cartLines = 0;
  } else if (answer.status === 409) {
    // Something sold out or the cart changed: this shopper starts again with an empty cart.
    await send(step, "DELETE /api/db/cart", "DELETE", "/api/db/cart");
    step.state.cartLines = 0;
  }
}

/** What shoppers do, and how often (weights add up to 100: browsing 80, searching 10, carting 8, ordering 2). */
const mix: MixAction[] = [
  visit("GET / (page)", "browsing", 6, () => "/", true),
  visit("GET /products?page=N (page)", "browsing", 8, (step) => `/products?page=${oneTo(5, step)}`, true),
  visit("GET /category/{room}/{sub} (page)", "browsing", 12, ({ catalog, state }) => pickFrom(catalog.categoryPaths, state.random), true),
  visit("GET /product/{id} (page)", "browsing", 18, ({ catalog, state }) => `/product/${pickFrom(catalog.productIds, state.random)}`, true),
  visit("GET /api/db/products?page=N", "browsing", 14, (step) => `/api/db/products?limit=24&page=${oneTo(10, step)}`, false),
  visit("GET /api/db/products/{id}", "browsing", 18, ({ catalog, state }) => `/api/db/products/${pickFrom(catalog.productIds, state.random)}`, false),
  visit("GET /api/db/categories", "browsing", 4, () => "/api/db/categories", false),
  visit("GET /api/db/search/suggestions?q=…", "searching", 4, ({ state }) => {
    // What a shopper has typed so far: the first two or more letters of a word.
    const word = pickFrom(typedWords, state.random);
    return `/api/db/search/suggestions?q=${encodeURIComponent(word.slice(0, 2 + Math.floor(state.random() * (word.length - 1))))}`;
  }, false),
  visit("GET /api/db/search?q=…", "searching", 4, (step) => `/api/db/search?q=${someWord(step)}`, false),
  visit("GET /search?q=… (page)", "searching", 2, (step) => `/search?q=${someWord(step)}`, true),
  { label: "POST /api/db/cart/items", group: "carting", weight: 5, run: addToCart },
  visit("GET /api/db/cart", "carting", 3, () => "/api/db/cart", false),
  { label: "POST /api/db/orders", group: "ordering", weight: 2, run: placeOrder },
];

/** One of the mix's actions by its label, for a benchmark that mixes some of them its own way. */
export function mixAction(label: string): MixAction {
  const action = mix.find((candidate) => candidate.label === label);
  if (!action) throw new Error(`the mix has no action ${label}`);
  return action;
}

/** An action drawn by weight (the mix's own unless others are given). */
export function chooseAction(random: () => number, actions: readonly MixAction[] = mix): MixAction {
  let roll = random() * actions.reduce((sum, action) => sum + action.weight, 0);
  for (const action of actions) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  const last = actions.at(-1);
  if (!last) throw new Error("the mix is empty");
  return last;
}

export interface MemoryRow {
  process: string;
  /** After warm-up, every few seconds of the run (under load) and after it; each after a full collection. */
  before: ProcessMemory;
  during: ProcessMemory[];
  after: ProcessMemory;
  /** The resident memory read from /proc each second of the run, not collected; null off Linux. */
  underLoad: ResidentUnderLoad | null;
  /** Why the growth is beyond noise, or null when it is not. */
  flag: string | null;
}

export interface MixedReport {
  backend: MixedBackend;
  title: string;
  warmup: SessionLoadResult;
  result: SessionLoadResult;
  memory: MemoryRow[];
  checks: BenchCheck[];
  /** One-minute load average of the machine, lowest and highest seen during the run. */
  load: { min: number; max: number };
  /** Requests each store process answered (through the proxy), when there are several. */
  perProcess: readonly number[] | null;
  /** Why requests were refused (4xx), warm-up included: "label: status code" → count. */
  refusals: ReadonlyMap<string, number>;
  /** The first 5xx answers and failed requests, and where the stores' logs were saved then. */
  failures: readonly string[];
  logFiles: readonly string[];
  /** How the measured run's pages were answered: the page cache's share. */
  pages: PageAnswers;
}

const megabyte = 1024 * 1024;

/**
 * Growth beyond noise. The JS heap still referenced after a full collection must not grow by
 * more than 16 MB or 25 % over the run, whichever is more: nothing the store keeps in it should
 * grow with traffic. The RSS is noisy (it swings by ±50 MB between samples on PostgreSQL: the
 * allocator keeps and returns memory as it likes) and grows while bounded caches fill (the page
 * cache keeps up to 32 MB of pages outside the JS heap); so the RSS is flagged only when it climbs:
 * its lowest sample in the second half of the run is above its highest in the first half by more
 * than 32 MB or 10 %. A cache filling during a short run can do that too: a flag is a reason to
 * look (a longer run tells), not a failure.
 */
function growthFlag({ before, during, after }: Pick<MemoryRow, "before" | "during" | "after">): string | null {
  const reasons: string[] = [];
  const heapGrowth = after.heapUsed - before.heapUsed;
  if (heapGrowth > Math.max(16 * megabyte, before.heapUsed * 0.25)) reasons.push(`heap +${(heapGrowth / megabyte).toFixed(0)} MB`);
  const series = [before, ...during, after].map((sample) => sample.rss);
  const firstHalf = series.slice(0, Math.ceil(series.length / 2));
  const secondHalf = series.slice(Math.ceil(series.length / 2));
  const climb = Math.min(...secondHalf) - Math.max(...firstHalf);
  if (climb > Math.max(32 * megabyte, Math.max(...firstHalf) * 0.1)) {
    reasons.push(`RSS climbing (+${(climb / megabyte).toFixed(0)} MB from the first half's highest to the second's lowest)`);
  }
  return reasons.length === 0 ? null : reasons.join(", ");
}

/**
 * Runs `work` while sampling every store's memory every `everyMs` (each sample after a full
 * collection, so a store pauses a few tens of milliseconds each time).
 */
async function sampleMemoryDuring<T>(
  stores: readonly RunningStore[],
  everyMs: number,
  work: () => Promise<T>,
): Promise<{ result: T; samples: ProcessMemory[][] }> {
  const samples: ProcessMemory[][] = [];
  const sampling: { done: boolean; wake: () => void } = { done: false, wake: () => undefined };
  const sampler = (async () => {
    for (;;) {
      await new Promise<void>((resolve) => {
        sampling.wake = resolve;
        setTimeout(resolve, everyMs);
      });
      if (sampling.done) return;
      samples.push(await memoryOfAll(stores, false));
    }
  })();
  try {
    return { result: await work(), samples };
  } finally {
    sampling.done = true;
    sampling.wake();
    await sampler;
  }
}

function sampleLoad(): { stop: () => { min: number; max: number } } {
  const samples = [loadavg()[0] ?? 0];
  const timer = setInterval(() => samples.push(loadavg()[0] ?? 0), 5_000);
  return {
    stop: () => {
      clearInterval(timer);
      samples.push(loadavg()[0] ?? 0);
      return { min: Math.min(...samples), max: Math.max(...samples) };
    },
  };
}

async function memoryOfAll(stores: readonly RunningStore[], idle: boolean): Promise<ProcessMemory[]> {
  // A short idle first (between runs): answers in flight finish and timers settle.
  if (idle) await new Promise((resolve) => setTimeout(resolve, 1_000));
  const memory: ProcessMemory[] = [];
  for (const store of stores) memory.push(await memoryOf(store.process));
  return memory;
}

async function catalogOf(baseUrl: string): Promise<Catalog> {
  return {
    productIds: await productPool(baseUrl),
    categoryPaths: rooms.flatMap((room) => [
      `/category/${room.slug}`,
      ...room.subcategories.map((subcategory) => `/category/${room.slug}/${subcategory.slug}`),
    ]),
  };
}

/** What a benchmark's shoppers do, set up once its stores run (not measured). */
export interface ShopperScript {
  /** Before each run's clock starts, once per shopper (each run has new shoppers: new cookies, empty carts). */
  prepare?: (shopper: Shopper) => Promise<void>;
  /** One step of a shopper: one or a few measured requests. */
  step: (step: Step) => Promise<void>;
}

export interface ShopperBenchPlan {
  /** Names the temporary folders and the saved logs. */
  name: string;
  backend: MixedBackend;
  /** Store processes; more than one only on PostgreSQL, all on one database behind the round-robin proxy. */
  processes: number;
  products: number;
  connections: number;
  durationMs: number;
  warmupMs: number;
  /** The PostgreSQL server on which a throwaway database is created for the postgres run. */
  postgresServerUrl: string;
  script: (baseUrl: string, catalog: Catalog) => Promise<ShopperScript>;
}

export type ShopperBenchReport = Omit<MixedReport, "title">;

/** One back end: start its stores, warm up, measure, stop, check. */
export async function runMixedBench(options: MixedBenchOptions, backend: MixedBackend, say: (line: string) => void): Promise<MixedReport> {
  const report = await runShopperBench(
    {
      name: "mixed",
      backend,
      processes: backend === "postgres" ? 2 : 1,
      products: options.products,
      connections: options.connections,
      durationMs: options.durationMs,
      warmupMs: options.warmupMs,
      postgresServerUrl: options.postgresServerUrl,
      script: () => Promise.resolve({ step: (step) => chooseAction(step.state.random).run(step) }),
    },
    say,
  );
  const title =
    backend === "postgres"
      ? `two store processes on one PostgreSQL database, behind a round-robin proxy`
      : embeddedStoreTitle();
  return { ...report, title };
}

/**
 * Starts a back end's stores on a fresh catalog, lets the plan's shoppers warm up and then
 * measures them, sampling memory and the machine's load; then stops the stores and checks the
 * database and the answers.
 */
export async function runShopperBench(plan: ShopperBenchPlan, say: (line: string) => void): Promise<ShopperBenchReport> {
  const { backend } = plan;
  if (backend === "embedded" && plan.processes !== 1) throw new Error("the embedded database belongs to one store process");
  const postgres = backend === "postgres" ? await createThrowawayPostgres(plan.postgresServerUrl) : null;
  const processes = plan.processes;
  const dataDirs = Array.from({ length: processes }, () => mkdtempSync(path.join(tmpdir(), `store-bench-${plan.name}-${backend}-`)));
  const target: BenchDatabase = { databaseUrl: postgres?.url, dataDir: dataDirs[0] ?? "" };
  const stores: RunningStore[] = [];
  const start = async (index: number, fresh: boolean) => {
    const store = await startStore({
      dataDir: dataDirs[index] ?? "",
      databaseUrl: postgres?.url,
      freshDataDir: fresh,
      env: { SEED_PRODUCTS: String(plan.products), LOG_LEVEL: "warn", ...allocatorAsNpmStartSetsIt(backend === "embedded") },
      nodeArgs: [...benchNodeArgs(), ...memoryProbeArgs],
      ipc: true,
    });
    stores[index] = store;
    return store;
  };
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | null = null;
  try {
    say(`  ${backend}: starting ${processes} store process${processes > 1 ? "es" : ""} (a first start seeds the catalog)…`);
    let first = await start(0, true);
    const catalog = await catalogOf(first.baseUrl);
    // The seeding start is not what is measured: a store on a sale day has not just drawn its
    // catalog's pictures, whose memory the allocator keeps. The embedded database belongs to its
    // one process, so the stock is read while the store is down.
    await first.stop();
    const stockBefore: StockSnapshot = await stockOf(target);
    first = await start(0, false);
    for (let index = 1; index < processes; index++) await start(index, true);
    proxy = stores.length > 1 ? await startRoundRobinProxy(stores.map((store) => store.baseUrl)) : null;
    const baseUrl = proxy?.url ?? first.baseUrl;
    const script = await plan.script(baseUrl, catalog);

    const record: RunRecord = { acknowledged: [], refusals: new Map(), failures: [] };
    // Each load run has new shoppers (new cookies, empty carts), with dice of their own.
    const shoppersOfRun = (run: number) => {
      const states = new WeakMap<Shopper, ShopperState>();
      return async (shopper: Shopper) => {
        let state = states.get(shopper);
        if (!state) {
          state = { random: mulberry32(run * 10_000 + shopper.index), cartLines: 0 };
          states.set(shopper, state);
        }
        await script.step({ shopper, state, catalog, record });
      };
    };
    const load = (run: number, durationMs: number) =>
      runSessionLoad({ baseUrl, connections: plan.connections, durationMs, prepare: script.prepare, iterate: shoppersOfRun(run) });

    say(`  ${backend}: warming up ${plan.warmupMs / 1000} s…`);
    const warmup = await load(1, plan.warmupMs);
    const memoryBefore = await memoryOfAll(stores, true);
    const countsBefore = proxy ? [...proxy.counts] : null;
    const pagesBefore = await pageAnswersOf(stores);
    say(`  ${backend}: ${plan.connections} shoppers for ${plan.durationMs / 1000} s…`);
    const loadAverage = sampleLoad();
    const resident = sampleResident(stores.map((store) => store.process.pid));
    const { result, samples: memoryDuring } = await sampleMemoryDuring(stores, Math.max(10_000, plan.durationMs / 6), () =>
      load(2, plan.durationMs),
    );
    const loadRange = loadAverage.stop();
    const residentUnderLoad = resident.stop();
    const perProcess = proxy && countsBefore ? proxy.counts.map((count, index) => count - (countsBefore[index] ?? 0)) : null;
    const memoryAfter = await memoryOfAll(stores, true);
    const pages = pageAnswersBetween(pagesBefore, await pageAnswersOf(stores));

    await proxy?.close();
    proxy = null;
    for (const store of stores) await store.stop();
    // The stores log warnings and errors only; kept when something failed, to say why.
    const logFiles =
      record.failures.length === 0
        ? []
        : stores.map((store, index) => {
            const file = path.join(tmpdir(), `store-bench-${plan.name}-${backend}-${index + 1}-${process.pid}.log`);
            writeFileSync(file, store.output());
            return file;
          });
    const { checks } = await checkOrdersAndStock(target, stockBefore, record.acknowledged);
    const serverErrors = (run: LoadResult) =>
      [...run.statuses].filter(([status]) => status === 0 || status >= 500).reduce((sum, [, n]) => sum + n, 0);
    checks.unshift({
      label: "no 5xx answer and no failed request, warm-up included",
      ok: serverErrors(warmup) + serverErrors(result) === 0,
      detail: `${serverErrors(warmup) + serverErrors(result)} of ${countOf(warmup) + countOf(result)} requests`,
    });

    const memory = stores.map((_, index): MemoryRow => {
      const [before, after] = [memoryBefore[index], memoryAfter[index]];
      const during = memoryDuring.flatMap((sample) => sample.slice(index, index + 1));
      if (!before || !after) throw new Error(`no memory figures for store ${index + 1}`);
      const underLoad = residentUnderLoad[index] ?? null;
      return { process: `store ${index + 1}`, before, during, after, underLoad, flag: growthFlag({ before, during, after }) };
    });
    const { refusals, failures } = record;
    return { backend, warmup, result, memory, checks, load: loadRange, perProcess, refusals, failures, logFiles, pages };
  } finally {
    await proxy?.close();
    for (const store of stores) await store.stop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

export function countOf(result: LoadResult): number {
  return [...result.statuses.values()].reduce((sum, n) => sum + n, 0);
}

/** Answers by class: 2xx, 3xx, 4xx, 5xx, and requests that got none. */
export function classCounts(result: LoadResult): [number, number, number, number, number] {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const [status, n] of result.statuses) {
    if (status === 0) counts[4] += n;
    else if (status >= 500) counts[3] += n;
    else if (status >= 400) counts[2] += n;
    else if (status >= 300) counts[1] += n;
    else counts[0] += n;
  }
  return counts;
}

/** A plain-text table: the first line is the header; columns from `numericFrom` on are right-aligned. */
export function table(lines: string[][], numericFrom: number): string {
  const widths = lines[0]?.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? "").length))) ?? [];
  const render = (line: string[]) =>
    line.map((cell, column) => (column >= numericFrom ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join("  ");
  const [header = [], ...rows] = lines;
  return [render(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(render)].join("\n");
}

function megabytes(bytes: number): string {
  return (bytes / megabyte).toFixed(0);
}

/** Prints one back end's figures; true when nothing failed. */
export function printMixedReport(report: MixedReport, options: MixedBenchOptions, write: (text: string) => void): boolean {
  const { result } = report;
  const total = countOf(result);
  const groups = new Map<Group, number>();
  const rows = mix.map((action) => {
    const figures = result.byLabel.get(action.label);
    const requests = figures ? countOf(figures) : 0;
    groups.set(action.group, (groups.get(action.group) ?? 0) + requests);
    const classes = figures ? classCounts(figures) : [0, 0, 0, 0, 0];
    return [
      action.label,
      action.group,
      `${((requests / Math.max(1, total)) * 100).toFixed(1)}%`,
      String(requests),
      figures ? figures.requestsPerSecond.toFixed(1) : "0",
      figures ? figures.p50Ms.toFixed(1) : "-",
      figures ? figures.p99Ms.toFixed(1) : "-",
      ...classes.map(String),
    ];
  });
  // Requests no action is named after (clearing a cart after a refused order).
  for (const [label, figures] of result.byLabel) {
    if (mix.some((action) => action.label === label)) continue;
    rows.push([label, "", `${((countOf(figures) / Math.max(1, total)) * 100).toFixed(1)}%`, String(countOf(figures)),
      figures.requestsPerSecond.toFixed(1), figures.p50Ms.toFixed(1), figures.p99Ms.toFixed(1), ...classCounts(figures).map(String)]);
  }
  rows.push(["all", "", "100%", String(total), result.requestsPerSecond.toFixed(1), result.p50Ms.toFixed(1), result.p99Ms.toFixed(1),
    ...classCounts(result).map(String)]);

  write(
    `\nMixed load: ${report.title}\n${options.products.toLocaleString("en-IN")} products, ${options.connections} shoppers, ` +
      `${options.durationMs / 1000} s after ${options.warmupMs / 1000} s of warm-up; ` +
      `load average ${report.load.min.toFixed(1)}–${report.load.max.toFixed(1)} during the run\n\n`,
  );
  write(`${table([["endpoint", "group", "share", "requests", "req/s", "p50 ms", "p99 ms", "2xx", "3xx", "4xx", "5xx", "failed"], ...rows], 2)}\n`);
  const share = (group: Group) => (((groups.get(group) ?? 0) / Math.max(1, total)) * 100).toFixed(0);
  write(`\nMix: browsing ${share("browsing")}%, searching ${share("searching")}%, carting ${share("carting")}%, ordering ${share("ordering")}%`);
  if (report.perProcess) write(`; requests per process: ${report.perProcess.join(" / ")}`);
  return printRunFooter(report, write);
}

/**
 * What follows a benchmark's table of endpoints: why requests were refused or failed, where the
 * stores' logs were saved, each process's memory and the checks. True when every check passed.
 */
export function printRunFooter(report: ShopperBenchReport, write: (text: string) => void): boolean {
  if (report.refusals.size > 0) {
    write(`\nRefused (4xx, warm-up included): ${[...report.refusals].map(([reason, n]) => `${reason} ×${n}`).join("; ")}`);
  }
  for (const failure of report.failures) write(`\nFAILED: ${failure}`);
  for (const file of report.logFiles) write(`\nA store's log: ${file}`);
  write(`\nPages answered in the run: ${describePageAnswers(report.pages)}`);
  write(
    "\n\nMemory in MB, each figure after a full garbage collection: after warm-up, lowest–highest during the run " +
      "(a sample every 10 s or more), after the run. Buffers: memory outside the JS heap (cached pages, the embedded database). " +
      "RSS under load: read from /proc each second of the run, garbage not yet collected included: median, highest.\n",
  );
  write(
    `${table(
      [
        ["process", "RSS", "JS heap", "buffers", "RSS under load", "growth"],
        ...report.memory.map((row) => [
          row.process,
          ...(["rss", "heapUsed", "external"] as const).map((field) => {
            const during = row.during.map((sample) => sample[field]);
            const range = during.length === 0 ? "" : ` ${megabytes(Math.min(...during))}–${megabytes(Math.max(...during))},`;
            return `${megabytes(row.before[field])},${range} ${megabytes(row.after[field])}`;
          }),
          row.underLoad ? `${megabytes(row.underLoad.median)}, ${megabytes(row.underLoad.highest)}` : "",
          row.flag ? `BEYOND NOISE: ${row.flag}` : "within noise",
        ]),
      ],
      1,
    )}\n\n`,
  );
  for (const check of report.checks) write(`${check.ok ? "ok  " : "FAIL"}  ${check.label} (${check.detail})\n`);
  return report.checks.every((check) => check.ok);
}
