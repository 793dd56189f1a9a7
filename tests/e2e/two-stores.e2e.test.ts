// Two store processes on one PostgreSQL database: a shopper's cart submitted to both at once with
// different Idempotency-Keys (two tabs behind a round-robin load balancer, a client retrying with
// a new key) becomes one order, and the other submission is told the cart is empty.
import { randomUUID } from "node:crypto";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { createThrowawayPostgres, startStore, type RunningStore } from "./support/store-server";

const kind = inject("databaseKind");
const serverUrl = process.env.TEST_DATABASE_URL;
const jsonHeaders = { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" };
const orderBody = {
  shipping: {
    firstName: "Twin",
    lastName: "Tabs",
    email: "twin.tabs@example.in",
    phone: "9000000004",
    address: "2 Mirror Lane",
    city: "Pune",
    state: "MH",
    pincode: "411001",
  },
  // Paid in the gateway's window: each order awaits its payment, holding its stock.
  payment: { method: "upi" },
  deliverySlot: "morning",
};
const listing = z.object({ data: z.object({ items: z.array(z.object({ id: z.number() })) }) });

describe.skipIf(kind !== "postgres")("one cart submitted to two store processes at once", () => {
  let database: { url: string; drop: () => Promise<void> };
  const stores: RunningStore[] = [];
  let productIds: number[] = [];

  beforeAll(async () => {
    if (!serverUrl) throw new Error("needs TEST_DATABASE_URL");
    database = await createThrowawayPostgres(serverUrl);
    for (const name of ["a", "b"]) {
      const dataDir = path.resolve("tmp", `e2e-two-stores-${name}-${path.basename(process.env.BUILD_DIR ?? "build")}`);
      // The first seeds the database; the second finds it seeded.
      stores.push(await startStore({ dataDir, databaseUrl: database.url, env: { SEED_PRODUCTS: "24" } }));
    }
    const page = listing.parse(await (await fetch(`${stores[0]?.baseUrl ?? ""}/api/db/products?per_page=12`)).json());
    productIds = page.data.items.map((item) => item.id);
  });

  afterAll(async () => {
    for (const store of stores) await store.stop();
    await database.drop();
  });

  it.each([0, 1, 2, 3, 4])("becomes one order (race %i)", async (round) => {
    const [first, second] = stores;
    if (!first || !second) throw new Error("two stores were not started");
    const cookie = `cart_token=${randomUUID().replaceAll("-", "").padEnd(43, "t").slice(0, 43)}`;
    const added = await fetch(`${first.baseUrl}/api/db/cart/items`, {
      method: "POST",
      headers: { ...jsonHeaders, Cookie: cookie },
      body: JSON.stringify({ product_id: productIds[round % productIds.length], quantity: 1 }),
    });
    expect(added.status).toBe(200);
    const answers = await Promise.all(
      [first, second].map((store) =>
        fetch(`${store.baseUrl}/api/db/orders`, {
          method: "POST",
          headers: { ...jsonHeaders, Cookie: cookie, "Idempotency-Key": randomUUID() },
          body: JSON.stringify(orderBody),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(await refused?.json()).toMatchObject({ error: { code: "empty_cart" } });
    const admin = postgres(database.url, { max: 1, onnotice: () => undefined });
    try {
      const [row] = await admin<{ orders: number }[]>`select count(*)::int as orders from orders`;
      expect(row?.orders).toBe(round + 1);
    } finally {
      await admin.end();
    }
  });
});
