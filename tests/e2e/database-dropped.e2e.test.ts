// The PostgreSQL server drops the store's connections (a restart, a failover, an operator's
// pg_terminate_backend) while shoppers place orders. The store rides it out: a request whose
// connection died is answered 503 with Retry-After (never 500, never a half-written order), the
// process never exits, and once the connections are back every request succeeds again. Every
// order whose answer arrived is in the database once, and stock is what was sold from it.
import { randomUUID } from "node:crypto";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { createThrowawayPostgres, startStore, type RunningStore } from "./support/store-server";

const kind = inject("databaseKind");
const serverUrl = process.env.TEST_DATABASE_URL;
const rounds = 6;
const shoppers = 6;
const initialStock = 500;
const jsonHeaders = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
const orderBody = {
  shipping: {
    firstName: "Failover",
    lastName: "Tester",
    email: "failover@example.in",
    phone: "9000000003",
    address: "3 Standby Street",
    city: "Pune",
    state: "MH",
    pincode: "411001",
  },
  // Paid in the gateway's window: each order awaits its payment, holding its stock (no cap, unlike cash on delivery).
  payment: { method: "upi" },
  deliverySlot: "morning",
};
const orderAnswer = z.object({ data: z.object({ order: z.object({ number: z.string() }) }) });
const listing = z.object({ data: z.object({ items: z.array(z.object({ id: z.number() })) }) });

interface Answer {
  /** A page (HTML) rather than the JSON API. */
  page: boolean;
  status: number;
  retryAfter: string | null;
  body: string;
}

describe.skipIf(kind !== "postgres")("the PostgreSQL server drops the store's connections mid-burst", () => {
  let database: { url: string; drop: () => Promise<void> };
  let store: RunningStore;
  let admin: postgres.Sql;
  let productIds: number[] = [];
  const acknowledged = new Map<string, string>();
  const answers: Answer[] = [];

  beforeAll(async () => {
    if (!serverUrl) throw new Error("needs TEST_DATABASE_URL");
    database = await createThrowawayPostgres(serverUrl);
    const dataDir = path.resolve("tmp", `e2e-dropped-${path.basename(process.env.BUILD_DIR ?? "build")}`);
    store = await startStore({ dataDir, databaseUrl: database.url, env: { SEED_PRODUCTS: "60" } });
    admin = postgres(database.url, { max: 1, onnotice: () => undefined });
    await admin`update product_variants set stock = ${initialStock}`;
    const page = listing.parse(await (await fetch(`${store.baseUrl}/api/db/products?per_page=24`)).json());
    productIds = page.data.items.map((item) => item.id);
  });

  afterAll(async () => {
    await admin.end();
    await store.stop();
    await database.drop();
  });

  /** Ends every connection of the store to its database, as a server restart would. */
  async function dropStoreConnections(): Promise<number> {
    const ended = await admin`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`;
    return ended.length;
  }

  async function send(pathname: string, init: RequestInit): Promise<Answer> {
    const response = await fetch(`${store.baseUrl}${pathname}`, init);
    const answer = {
      page: !pathname.startsWith("/api/"),
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: await response.text(),
    };
    answers.push(answer);
    return answer;
  }

  /** One shopper: a product in the cart, the cart page, then the order, until the burst ends. */
  async function shopper(index: number, until: number): Promise<void> {
    const cookie = `cart_token=${randomUUID().replaceAll("-", "").padEnd(43, "x").slice(0, 43)}`;
    for (let n = 0; Date.now() < until; n++) {
      const productId = productIds[(index + n) % productIds.length] ?? 0;
      const added = await send("/api/db/cart/items", {
        method: "POST",
        headers: { ...jsonHeaders, Cookie: cookie },
        body: JSON.stringify({ product_id: productId, quantity: 1 }),
      });
      if (added.status !== 200) continue;
      await send("/cart", { headers: { Cookie: cookie } });
      const key = randomUUID();
      const placed = await send("/api/db/orders", {
        method: "POST",
        headers: { ...jsonHeaders, Cookie: cookie, "Idempotency-Key": key },
        body: JSON.stringify(orderBody),
      });
      if (placed.status === 201) acknowledged.set(key, orderAnswer.parse(JSON.parse(placed.body)).data.order.number);
    }
  }

  it("answers a page whose statement is waiting when its connection drops with 503, Retry-After and a plain message", async () => {
    const cookie = `cart_token=${randomUUID().replaceAll("-", "").padEnd(43, "x").slice(0, 43)}`;
    // The cart page's read of carts waits behind this lock, so its connection is busy when it ends.
    const answer = await admin.begin(async (locked) => {
      await locked`lock table carts in access exclusive mode`;
      const pending = send("/cart", { headers: { Cookie: cookie } });
      await expect
        .poll(
          async () => {
          const [row] = await locked<{ waiting: number }[]>`
            select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
          return row?.waiting;
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      await locked`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`;
      return pending;
    });
    expect(answer.status).toBe(503);
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(answer.body).toContain("Please try again in a moment.");
    expect(store.process.exitCode, store.output()).toBeNull();
    expect((await send("/cart", { headers: { Cookie: cookie } })).status).toBe(200);
    answers.length = 0;
  });

  it("answers 503 with Retry-After while they are gone, never exits, and every acknowledged order is there once", async () => {
    let dropped = 0;
    for (let round = 0; round < rounds; round++) {
      const until = Date.now() + 2_500;
      const burst = Promise.all(Array.from({ length: shoppers }, (_, index) => shopper(index, until)));
      // Drop the connections twice in each burst, while orders are in flight.
      for (const wait of [400, 900]) {
        await new Promise((resolve) => setTimeout(resolve, wait));
        dropped += await dropStoreConnections();
      }
      await burst;
      expect(store.process.exitCode, store.output()).toBeNull();
    }
    expect(dropped).toBeGreaterThan(0);

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].filter((status) => status >= 500 && status !== 503), store.output()).toEqual([]);
    const unavailable = answers.filter((each) => each.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      if (answer.page) expect(answer.body).toContain("Please try again in a moment.");
      else expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "database_unavailable" } });
    }
    expect(acknowledged.size).toBeGreaterThan(0);

    // Back to normal at once: health, a read and an order.
    expect((await fetch(`${store.baseUrl}/api/health`)).status).toBe(200);
    const before = acknowledged.size;
    await shopper(0, Date.now() + 1);
    expect(acknowledged.size).toBe(before + 1);

    const rows = await admin<{ key: string; number: string }[]>`select idempotency_key as key, number from orders`;
    const byKey = new Map(rows.map((row) => [row.key, row.number]));
    expect(byKey.size).toBe(rows.length);
    for (const [key, number] of acknowledged) expect(byKey.get(key)).toBe(number);
    const [stock] = await admin<{ off: number; negative: number }[]>`
      select count(*) filter (where v.stock <> ${initialStock} - coalesce(s.sold, 0))::int as off,
             count(*) filter (where v.stock < 0)::int as negative
      from product_variants v
      left join (select variant_id, sum(quantity)::int as sold from order_lines group by variant_id) s on s.variant_id = v.id`;
    expect(stock).toEqual({ off: 0, negative: 0 });
  });
});
