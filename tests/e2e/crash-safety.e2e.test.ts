// Crash safety: shoppers place orders through the built store while it is killed with
// SIGKILL (no shutdown, nothing flushed by the store), ten times in a row on the same data. After
// each crash the store restarts on that data and answers health 200; every order whose answer
// arrived is there exactly once; a request cut off by the crash, sent again with its
// Idempotency-Key, never makes a second order; and every variant's stock is its initial stock
// minus the units of the orders that exist, never below zero.
//
// On PostgreSQL the database is checked after every restart, beside the running store. The
// embedded database allows one process per folder, so there it is checked while the store is
// down: after every second crash the test opens the killed store's folder itself (its recovery
// is part of what is tested); after the others the restarted store is the first to open it. Each
// kill leaves the store's lock file on its folder (decision 011); a stale lock must not block.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { lockPathFor, readLockHolder } from "../../server/db/data-dir-lock";
import { orderLines, orders, productVariants } from "../../server/db/schema";
import { queryRows } from "../../server/services/catalog-sql";
import { createThrowawayPostgres, startStore, type RunningStore } from "./support/store-server";

const kind = inject("databaseKind");
const rounds = 10;
const shoppers = 6;
/** Stock every variant starts with: enough that no order of the run is refused for stock. */
const initialStock = 500;

const shipping = {
  firstName: "Crash",
  lastName: "Tester",
  email: "crash@example.in",
  phone: "9000000002",
  address: "7 Recovery Road",
  city: "Pune",
  state: "MH",
  pincode: "411001",
};
// UPI, paid in the gateway's window: the order is placed awaiting its payment and holds its stock
// (cash on delivery would stop at its cap: two pieces of these products can pass it). A slot
// because our fitters assemble most furniture.
const orderBody = { shipping, payment: { method: "upi" }, deliverySlot: "morning" };
const jsonHeaders = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };

const orderAnswer = z.object({ data: z.object({ order: z.object({ number: z.string() }) }) });
const listing = z.object({ data: z.object({ items: z.array(z.object({ id: z.number() })) }) });

/** One POST /api/db/orders and what became of it, as the shopper saw it. */
interface OrderAttempt {
  key: string;
  /** The shopper's guest cart cookie, to send the same request again. */
  cookie: string;
  round: number;
  /** `unanswered`: the store died before the answer arrived (the order may or may not exist). */
  outcome: "acknowledged" | "refused" | "unanswered";
  status?: number;
  number?: string;
}

const attempts = new Map<string, OrderAttempt>();
const serverUrl = process.env.TEST_DATABASE_URL;
const dataDir = path.resolve("tmp", `e2e-crash-${kind}-${path.basename(process.env.BUILD_DIR ?? "build")}`);
let database: { url: string; drop: () => Promise<void> } | null = null;
let store: RunningStore | null = null;
let productIds: number[] = [];
let initial = new Map<number, number>();
/** Order requests in flight when a kill landed, over all rounds. */
let cutOff = 0;

async function start(fresh: boolean): Promise<RunningStore> {
  // The orders await their payment for the whole run: none may expire and give its stock back
  // while the test counts it as taken (PAYMENT_HOLD_MINUTES's longest).
  store = await startStore({ dataDir, databaseUrl: database?.url, freshDataDir: fresh, env: { SEED_PRODUCTS: "60", PAYMENT_HOLD_MINUTES: "120" } });
  return store;
}

/** SIGKILL: the process gets no chance to finish a request, flush or close anything. Returns its pid. */
async function killStore(): Promise<number | undefined> {
  const running = store;
  store = null;
  if (!running || running.process.exitCode !== null || running.process.signalCode !== null) return undefined;
  const exited = new Promise((resolve) => running.process.once("exit", resolve));
  running.process.kill("SIGKILL");
  await exited;
  return running.process.pid;
}

/** Opens the store's database directly: PostgreSQL beside the store, the embedded folder while it is down. */
async function withDatabase<T>(work: (db: DatabaseHandle["db"]) => Promise<T>): Promise<T> {
  const handle = database
    ? await openDatabase({ kind: "postgres", url: database.url, maxConnections: 1 })
    : await openDatabase({ kind: "embedded", dataDir: path.join(dataDir, "db") });
  try {
    await handle.ping();
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** What the database holds now: every order's key and number, and stock and units sold per variant. */
async function databaseState() {
  return withDatabase(async (db) => {
    const orderRows = await db.select({ key: orders.idempotencyKey, number: orders.number }).from(orders);
    const stockRows = await db.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants);
    const soldRows = await db
      .select({ variantId: orderLines.variantId, quantity: sql<number>`sum(${orderLines.quantity})`.mapWith(Number) })
      .from(orderLines)
      .groupBy(orderLines.variantId);
    // Per warehouse (decision 027): a variant's figure is the sum of its warehouses', and each
    // warehouse's the sum of its ledger. Both lists hold only what disagrees.
    const offWarehouses = await queryRows(db, sql`
      select v.id as variant_id, v.stock, coalesce(sum(s.sellable), 0)::int as in_warehouses
      from product_variants v left join warehouse_stock s on s.variant_id = v.id
      group by v.id, v.stock having v.stock <> coalesce(sum(s.sellable), 0)`);
    const offLedger = await queryRows(db, sql`
      select s.variant_id, s.warehouse_id, s.sellable,
        (select coalesce(sum(m.sellable_change), 0)::int from stock_movements m where m.variant_id = s.variant_id and m.warehouse_id = s.warehouse_id) as ledger
      from warehouse_stock s
      where s.sellable < 0 or s.sellable <> (select coalesce(sum(m.sellable_change), 0) from stock_movements m where m.variant_id = s.variant_id and m.warehouse_id = s.warehouse_id)`);
    return {
      orders: orderRows,
      offWarehouses,
      offLedger,
      stock: new Map(stockRows.map((row) => [row.id, row.stock])),
      sold: new Map(soldRows.map((row) => [row.variantId, row.quantity])),
    };
  });
}

/** Every check on the database itself; returns the numbers of the orders it holds, by key. */
async function expectDatabaseConsistent(): Promise<Map<string, string>> {
  const state = await databaseState();
  const byKey = new Map<string, string[]>();
  for (const row of state.orders) {
    expect(row.key, `order ${row.number} has no idempotency key`).not.toBeNull();
    const key = row.key ?? "";
    byKey.set(key, [...(byKey.get(key) ?? []), row.number]);
  }
  for (const [key, numbers] of byKey) {
    expect(numbers, `orders with key ${key}`).toHaveLength(1);
    const attempt = attempts.get(key);
    expect(attempt, `order ${numbers[0] ?? ""} was placed by no request of this test`).toBeDefined();
    expect(attempt?.outcome, `order ${numbers[0] ?? ""} exists though its request was refused`).not.toBe("refused");
  }
  for (const attempt of attempts.values()) {
    if (attempt.outcome !== "acknowledged") continue;
    expect(byKey.get(attempt.key), `acknowledged order ${attempt.number ?? ""} (round ${attempt.round})`).toEqual([attempt.number]);
  }
  const off = [...state.stock].filter(([variantId, stock]) => {
    const sold = state.sold.get(variantId) ?? 0;
    return stock < 0 || stock !== (initial.get(variantId) ?? Number.NaN) - sold;
  });
  expect(off.map(([variantId, stock]) => ({ variantId, stock, sold: state.sold.get(variantId) ?? 0 }))).toEqual([]);
  expect(state.offWarehouses, "variants whose stock is not the sum of their warehouses").toEqual([]);
  expect(state.offLedger, "warehouse figures that are not the sum of their ledger").toEqual([]);
  return new Map([...byKey].map(([key, numbers]) => [key, numbers[0] ?? ""]));
}

function acknowledgedIn(round: number): number {
  return [...attempts.values()].filter((attempt) => attempt.round === round && attempt.outcome === "acknowledged").length;
}

function cookieOf(response: Response): string | null {
  return response.headers.getSetCookie().map((line) => line.split(";")[0] ?? "").find((pair) => pair.includes("=")) ?? null;
}

/**
 * One shopper until the store dies: add a product, order it with a fresh Idempotency-Key, again.
 * A failed request (the connection cut by the kill) ends the shopper.
 */
async function shop(baseUrl: string, shopper: number, round: number, stopped: () => boolean): Promise<void> {
  let cookie = "";
  for (let iteration = 0; !stopped(); iteration++) {
    const productId = productIds[(shopper * 7 + iteration * 3 + round) % productIds.length] ?? 1;
    try {
      const added = await fetch(`${baseUrl}/api/db/cart/items`, {
        method: "POST",
        headers: { ...jsonHeaders, ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify({ product_id: productId, quantity: 1 + (iteration % 2) }),
      });
      await added.arrayBuffer();
      cookie = cookieOf(added) ?? cookie;
      expect(added.status, "add to cart").toBe(200);
    } catch (error) {
      // fetch fails with a TypeError when the kill cuts the connection; before the kill it is a bug.
      if (error instanceof TypeError && stopped()) return;
      throw error;
    }
    const attempt: OrderAttempt = { key: `crash-${randomUUID()}`, cookie, round, outcome: "unanswered" };
    attempts.set(attempt.key, attempt);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}/api/db/orders`, {
        method: "POST",
        headers: { ...jsonHeaders, Cookie: cookie, "Idempotency-Key": attempt.key },
        body: JSON.stringify(orderBody),
      });
      text = await response.text();
    } catch (error) {
      // The kill cut the request or its answer: whether the order exists is for the checks to see.
      if (error instanceof TypeError && stopped()) return;
      throw error;
    }
    attempt.status = response.status;
    if (response.status === 201) {
      attempt.outcome = "acknowledged";
      attempt.number = orderAnswer.parse(JSON.parse(text)).data.order.number;
    } else {
      attempt.outcome = "refused";
      expect.soft(response.status, `order refused: ${text}`).toBe(201);
    }
  }
}

beforeAll(async () => {
  database = kind === "postgres" && serverUrl ? await createThrowawayPostgres(serverUrl) : null;
  // The first start creates and seeds the database; the stock is then set while the store is down.
  const first = await start(true);
  const answer = listing.parse(await (await fetch(`${first.baseUrl}/api/db/products?limit=24`)).json());
  productIds = answer.data.items.map((item) => item.id);
  await killStore();
  await withDatabase(async (db) => {
    await db.update(productVariants).set({ stock: initialStock });
    const rows = await db.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants);
    initial = new Map(rows.map((row) => [row.id, row.stock]));
  });
  expect(productIds.length).toBeGreaterThanOrEqual(12);
  await start(false);
}, 240_000);

afterAll(async () => {
  await killStore();
  await database?.drop();
});

describe(`the store killed with SIGKILL while ${shoppers} shoppers order (${kind === "postgres" ? "PostgreSQL" : "embedded"})`, () => {
  for (let round = 1; round <= rounds; round++) {
    it(`crash ${round} of ${rounds}: acknowledged orders survive once, a replayed key makes no second order, stock adds up`, async () => {
      const running = store ?? (await start(false));
      let killed = false;
      const shopping = Array.from({ length: shoppers }, (_, shopper) => shop(running.baseUrl, shopper, round, () => killed));
      // The kill lands mid-stream: once this round has had 1 to 3 orders answered (however busy the
      // machine), plus 0 to 150 ms, while the other shoppers' requests are in flight.
      const answeredBeforeKill = 1 + (round % 3);
      const deadline = Date.now() + 30_000;
      while (acknowledgedIn(round) < answeredBeforeKill && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => setTimeout(resolve, (round * 53) % 150));
      killed = true;
      const killedPid = await killStore();
      await Promise.all(shopping);
      // The killed store's lock on its folder stays behind, naming a process that is gone: the
      // restart (or the test's own opening) must take it over, not refuse.
      if (!database) expect(readLockHolder(lockPathFor(path.join(dataDir, "db")))?.pid).toBe(killedPid);
      const thisRound = [...attempts.values()].filter((attempt) => attempt.round === round);
      const unanswered = thisRound.filter((attempt) => attempt.outcome === "unanswered");
      cutOff += unanswered.length;
      expect(thisRound.filter((attempt) => attempt.outcome === "acknowledged").length, "orders acknowledged before the kill").toBeGreaterThan(0);

      // Embedded, every second round: the test opens the killed store's folder first.
      const found = !database && round % 2 === 0 ? await expectDatabaseConsistent() : null;

      const restarted = await start(false);
      const health = await fetch(`${restarted.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ok", database: { reachable: true } });

      await Promise.all(
        thisRound
          .filter((candidate) => candidate.outcome === "acknowledged")
          .map(async (attempt) => {
            const read = await fetch(`${restarted.baseUrl}/api/db/orders/${attempt.number ?? ""}`, {
              headers: { ...jsonHeaders, Cookie: attempt.cookie },
            });
            await read.arrayBuffer();
            expect(read.status, `acknowledged order ${attempt.number ?? ""} after the restart`).toBe(200);
          }),
      );

      // Each shopper whose answer never came sends the same request again, as a browser would.
      await Promise.all(
        unanswered.map(async (attempt) => {
          const replay = await fetch(`${restarted.baseUrl}/api/db/orders`, {
            method: "POST",
            headers: { ...jsonHeaders, Cookie: attempt.cookie, "Idempotency-Key": attempt.key },
            body: JSON.stringify(orderBody),
          });
          const text = await replay.text();
          const existing = found?.get(attempt.key);
          // 200: the order was made before the crash and comes back; 201: it was not, and is made now.
          if (found) expect(replay.status, text).toBe(existing ? 200 : 201);
          else expect([200, 201], text).toContain(replay.status);
          attempt.status = replay.status;
          attempt.outcome = "acknowledged";
          attempt.number = orderAnswer.parse(JSON.parse(text)).data.order.number;
          if (existing) expect(attempt.number).toBe(existing);
        }),
      );

      if (database) await expectDatabaseConsistent();
    }, 60_000);
  }

  it("after the last crash the database holds every acknowledged order once and stock = initial − sold", async () => {
    await killStore();
    const found = await expectDatabaseConsistent();
    const acknowledged = [...attempts.values()].filter((attempt) => attempt.outcome === "acknowledged");
    expect(found.size).toBe(acknowledged.length);
    // The kills must have cut orders mid-request, or the replays tested nothing.
    expect(cutOff).toBeGreaterThan(0);
    process.stdout.write(
      `crash safety (${kind}): ${rounds} kills, ${acknowledged.length - cutOff} orders answered before a kill, ` +
        `${cutOff} cut off and sent again\n`,
    );
  }, 60_000);
});
