// 200 shoppers race for the last 10 units of one variant through the real store: on the embedded
// database one process serves them all; on PostgreSQL two store processes share one database,
// alternately taking the shoppers. Exactly 10 orders succeed and stock ends at 0.
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { orderLines, productVariants } from "../../server/db/schema";
import { createThrowawayPostgres, startStore, type RunningStore } from "./support/store-server";

const kind = inject("databaseKind");
const running: RunningStore[] = [];

afterAll(async () => {
  await Promise.all(running.map((store) => store.stop()));
});

const shipping = {
  firstName: "Race",
  lastName: "Tester",
  email: "race@example.in",
  phone: "9000000000",
  address: "1 Race Course Road",
  city: "Mumbai",
  state: "MH",
  pincode: "400001",
};
const headers = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };

async function start(dataDir: string, databaseUrl: string | undefined, fresh = true): Promise<RunningStore> {
  const store = await startStore({ dataDir, databaseUrl, freshDataDir: fresh, env: { SEED_PRODUCTS: "60" } });
  running.push(store);
  return store;
}

/** Runs work against the store's database directly: PostgreSQL alongside it, PGlite while it is stopped. */
async function withDatabase<T>(target: { url?: string; dataDir: string }, work: (db: DatabaseHandle["db"]) => Promise<T>): Promise<T> {
  const handle = target.url
    ? await openDatabase({ kind: "postgres", url: target.url, maxConnections: 1 })
    : await openDatabase({ kind: "embedded", dataDir: path.join(target.dataDir, "db") });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** A shopper with one unit of the variant in a cart of their own (their cookie), on one store. */
async function shopperWithOne(store: RunningStore, productId: number, variantId: number): Promise<string> {
  const response = await fetch(`${store.baseUrl}/api/db/cart/items`, {
    method: "POST",
    headers,
    body: JSON.stringify({ product_id: productId, variant_id: variantId, quantity: 1 }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("the store set no cart cookie");
  return cookie;
}

describe("the last units of a variant", () => {
  it(`200 shoppers race for 10 units: exactly 10 orders, stock 0 (${kind === "postgres" ? "two processes on PostgreSQL" : "embedded"})`, async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const database = kind === "postgres" && serverUrl ? await createThrowawayPostgres(serverUrl) : null;
    const dataDir = path.resolve("tmp", `e2e-race-${kind}-${path.basename(process.env.BUILD_DIR ?? "build")}`);
    try {
      let first = await start(dataDir, database?.url);
      const detail = (await (await fetch(`${first.baseUrl}/api/db/products/1`)).json()) as {
        data: { product: { id: number; variants: { id: number; inStock: boolean }[] } };
      };
      const variant = detail.data.product.variants.find((candidate) => candidate.inStock);
      if (!variant) throw new Error("product 1 has no variant in stock");
      const setTen = (db: DatabaseHandle["db"]) =>
        db.update(productVariants).set({ stock: 10 }).where(eq(productVariants.id, variant.id));

      let stores: RunningStore[];
      if (database) {
        await withDatabase({ url: database.url, dataDir }, setTen);
        stores = [first, await start(`${dataDir}-second`, database.url)];
      } else {
        // The embedded database belongs to one process at a time: change it while the store is down.
        await first.stop();
        await withDatabase({ dataDir }, setTen);
        first = await start(dataDir, undefined, false);
        stores = [first];
      }
      const storeFor = (index: number): RunningStore => stores[index % stores.length] ?? first;

      const cookies = await Promise.all(
        Array.from({ length: 200 }, (_, index) => shopperWithOne(storeFor(index), detail.data.product.id, variant.id)),
      );
      const answers = await Promise.all(
        cookies.map(async (cookie, index) => {
          const response = await fetch(`${storeFor(index + 1).baseUrl}/api/db/orders`, {
            method: "POST",
            headers: { ...headers, Cookie: cookie, "Idempotency-Key": `race-${index}-${Date.now()}-key` },
            // UPI has no cap (cash on delivery stops at ₹ 50,000): the order awaits its payment in the
            // gateway's window, holding its piece as a paid one would. A slot for our fitters, kept when needed.
            body: JSON.stringify({ shipping, payment: { method: "upi" }, deliverySlot: "morning" }),
          });
          return { status: response.status, body: (await response.json()) as { error?: { message: string } } };
        }),
      );

      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
      const refused = answers.filter((answer) => answer.status !== 201);
      expect(refused).toHaveLength(190);
      for (const answer of refused) {
        expect(answer.status).toBe(409);
        expect(answer.body.error?.message).toMatch(/out of stock|Only \d+ left in stock/);
      }

      if (!database) await first.stop();
      const { stock, sold } = await withDatabase({ url: database?.url, dataDir }, async (db) => {
        const [row] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variant.id));
        const [total] = await db
          .select({ quantity: sql<number>`coalesce(sum(${orderLines.quantity}), 0)`.mapWith(Number) })
          .from(orderLines)
          .where(eq(orderLines.variantId, variant.id));
        return { stock: row?.stock, sold: total?.quantity };
      });
      expect(stock).toBe(0);
      expect(sold).toBe(10);
    } finally {
      await Promise.all(running.splice(0).map((store) => store.stop()));
      await database?.drop();
    }
  }, 300_000);
});
