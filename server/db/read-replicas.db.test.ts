// Catalog reads from a real streaming replica of the PostgreSQL server at TEST_DATABASE_URL
// (tests/support/streaming-replica.ts; docs/decisions/033-read-replicas.md). The replica's replay
// is paused to hold it behind the primary: shoppers' catalog pages then show what the replica has,
// until it catches up; carts, orders and accounts never depend on it; a shopper who changed the
// catalog sees their change at once; a replica that is down costs nobody an answer. Runs on
// PostgreSQL only (the db-postgres project, which exists when TEST_DATABASE_URL is set): the
// embedded database has no replicas.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createAppWithPages, testBrowser, type TestApp } from "../../tests/support/page-routes";
import { startStreamingReplica, type StreamingReplica } from "../../tests/support/streaming-replica";
import { createThrowawayPostgresDatabase, currentTestDatabaseKind } from "../../tests/support/test-database";
import { openTestShop, shopTemplate, testPassword, testShipping, type TestShop } from "../../tests/support/test-shop";
import { queryRows } from "../services/catalog-sql";
import { createServices } from "../services/services";
import { openDatabase, type DatabaseHandle } from "./client";
import type { ReplicaEvent } from "./read-replicas";
import { writtenAtCookieName } from "../http/read-your-writes";

interface ProductAnswer {
  data: {
    product: { id: number; name: string; variants: { id: number; inStock: boolean }[] };
    ratingSummary: { count: number };
  };
}
interface ListingAnswer {
  data: { items: { id: number; name: string }[]; total: number };
}
interface SuggestionsAnswer {
  data: { products: { id: number; name: string }[] };
}

describe.skipIf(currentTestDatabaseKind() !== "postgres")("catalog reads from a streaming replica", () => {
  let database: { url: string; drop: () => Promise<void> };
  let replica: StreamingReplica;
  let shop: TestShop;
  let app: TestApp;
  const events: ReplicaEvent[] = [];
  /** What afterAll undoes, last made first: whatever beforeAll got as far as making. */
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    // The replica is a copy of the whole server: the test's database must exist before the backup.
    database = await createThrowawayPostgresDatabase();
    cleanups.push(() => database.drop());
    const setup = await openDatabase({ kind: "postgres", url: database.url, maxConnections: 2 });
    try {
      await setup.migrate();
      await shopTemplate(12).build(setup.db);
    } finally {
      await setup.close();
    }
    replica = await startStreamingReplica(process.env.TEST_DATABASE_URL ?? "", new URL(database.url).pathname.slice(1));
    cleanups.push(() => replica.remove());
    const handle = await openDatabase({
      kind: "postgres",
      url: database.url,
      maxConnections: 5,
      readUrls: [replica.url],
      onReplicaChange: (event) => events.push(event),
    });
    cleanups.push(() => handle.close());
    shop = await openTestShop({ products: 12, database: handle, seeded: true });
    app = createAppWithPages(shop.services);
  }, 180_000);

  afterEach(async () => {
    // A failed test must not leave the replica paused for the next.
    await replica.resumeReplay();
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const productOf = async (browser: ReturnType<typeof testBrowser>, id: number) => {
    const answer = await browser.get(`/api/db/products/${id}`);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as ProductAnswer).data;
  };

  const primary = () => shop.handle.db;

  it("reads the catalog on the replica, and everything else, transactions included, on the primary", async () => {
    const replicas = shop.handle.replicas;
    if (!replicas) throw new Error("the store should have opened its read replica");
    const standby = (db: typeof replicas.db) => queryRows(db, sql`select pg_is_in_recovery() as standby`);
    expect(await standby(replicas.db)).toEqual([{ standby: true }]);
    expect(await standby(primary())).toEqual([{ standby: false }]);
    expect(await replicas.db.transaction((tx) => standby(tx))).toEqual([{ standby: false }]);
  });

  it("shows anonymous shoppers a product renamed on the primary only once the replica has replayed it", async () => {
    const product = shop.variantAt(0).productId;
    const shopper = testBrowser(app);
    const before = (await productOf(shopper, product)).product.name;

    await replica.pauseReplay();
    await primary().execute(sql`update products set name = 'Zanzibar Teak Bench' where id = ${product}`);
    // The primary has it; the shopper's product page and search are answered by the replica.
    expect(await queryRows(primary(), sql`select name from products where id = ${product}`)).toEqual([{ name: "Zanzibar Teak Bench" }]);
    expect((await productOf(shopper, product)).product.name).toBe(before);
    const search = (await (await shopper.get("/api/db/search?q=zanzibar")).json()) as ListingAnswer;
    expect(search.data.total).toBe(0);

    await replica.resumeReplay();
    await replica.caughtUp();
    expect((await productOf(shopper, product)).product.name).toBe("Zanzibar Teak Bench");
    const found = (await (await shopper.get("/api/db/search?q=zanzibar")).json()) as ListingAnswer;
    expect(found.data.items.map((item) => item.id)).toEqual([product]);
  });

  it("does not keep a listing refilled from a lagging replica once the replica catches up", async () => {
    const product = shop.variantAt(2).productId;
    const shopper = testBrowser(app);
    const listing = `/api/db/products?limit=48&sort=price_low`;
    await replica.pauseReplay();
    await primary().execute(sql`update products set name = 'Kashmir Walnut Chest' where id = ${product}`);
    // The catalog's revision moved: these loads refill the cache from the replica, which lags.
    const namesNow = async () => ((await (await shopper.get(listing)).json()) as ListingAnswer).data.items.map((item) => item.name);
    expect(await namesNow()).not.toContain("Kashmir Walnut Chest");
    const suggestions = async () => ((await (await shopper.get("/api/db/search/suggestions?q=kashm")).json()) as SuggestionsAnswer).data.products;
    expect(await suggestions()).toEqual([]);
    expect(await namesNow()).not.toContain("Kashmir Walnut Chest");

    await replica.resumeReplay();
    await replica.caughtUp();
    // At once, not when the cached results would have expired.
    expect(await namesNow()).toContain("Kashmir Walnut Chest");
    expect((await suggestions()).map((suggested) => suggested.id)).toEqual([product]);
  });

  it("keeps carts, orders and accounts on the primary while the replica lags", async () => {
    await replica.pauseReplay();
    const browser = testBrowser(app);
    const email = `replica.${randomUUID().slice(0, 8)}@example.in`;
    const registered = await browser.send("POST", "/api/db/auth/register", {
      json: { firstName: "Asha", lastName: "Verma", mobile: "9876543210", email, password: testPassword },
    });
    expect(registered.status).toBe(201);
    await browser.signIn(email, testPassword);
    const variant = shop.variantAt(3);
    await browser.addToCart(variant, 2);
    const cart = (await (await browser.get("/api/db/cart")).json()) as { data: { cart: { items: { variant: { id: number }; quantity: number }[] } } };
    expect(cart.data.cart.items.map((item) => [item.variant.id, item.quantity])).toEqual([[variant.id, 2]]);

    const placed = await browser.send("POST", "/api/db/orders", {
      json: { shipping: { ...testShipping, email }, payment: { method: "cod" }, deliverySlot: "morning" },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(placed.status).toBe(201);
    const { number } = ((await placed.json()) as { data: { order: { number: string } } }).data.order;
    expect((await browser.get(`/api/db/orders/${number}`)).status).toBe(200);
    expect((await browser.get("/api/db/auth/me")).status).toBe(200);
  });

  it("shows a shopper who bought the last piece that it is sold out, while others see it once the replica catches up", async () => {
    const variant = shop.variantAt(5);
    await primary().execute(sql`update warehouse_stock set sellable = 0 where variant_id = ${variant.id}`);
    await primary().execute(sql`
      update warehouse_stock set sellable = 1
      where variant_id = ${variant.id} and warehouse_id = (select min(warehouse_id) from warehouse_stock where variant_id = ${variant.id})`);
    await replica.caughtUp();
    const buyer = testBrowser(app);
    const other = testBrowser(app);
    const inStock = async (browser: ReturnType<typeof testBrowser>) =>
      (await productOf(browser, variant.productId)).product.variants.find((shown) => shown.id === variant.id)?.inStock;
    expect(await inStock(buyer)).toBe(true);
    expect(await inStock(other)).toBe(true);

    await replica.pauseReplay();
    const guestCart = await buyer.send("POST", "/api/db/cart/items", { json: { product_id: variant.productId, variant_id: variant.id, quantity: 1 } });
    expect(guestCart.status).toBe(200);
    // A cart changes nothing the catalog shows: no position is handed out for it.
    expect(guestCart.headers.getSetCookie().some((cookie) => cookie.startsWith(`${writtenAtCookieName}=`))).toBe(false);
    const placed = await buyer.send("POST", "/api/db/orders", {
      json: { shipping: testShipping, payment: { method: "cod" }, deliverySlot: "morning" },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(placed.status).toBe(201);
    expect(placed.headers.getSetCookie().some((cookie) => cookie.startsWith(`${writtenAtCookieName}=`))).toBe(true);

    expect(await inStock(buyer)).toBe(false);
    expect(await inStock(other)).toBe(true);
    expect(await inStock(buyer)).toBe(false);

    await replica.resumeReplay();
    await replica.caughtUp();
    expect(await inStock(other)).toBe(false);
  });

  it("shows a shopper their review on the product's next page, while others see it once the replica catches up", async () => {
    const variant = shop.variantAt(7);
    const reviewer = testBrowser(app);
    const email = `reviewer.${randomUUID().slice(0, 8)}@example.in`;
    const shopper = await shop.services.auth.register({ firstName: "Ravi", lastName: "Kumar", mobile: "9876543210", email, password: testPassword });
    await reviewer.signIn(email, testPassword);
    const order = await shop.placeOrder(shopper, [7]);
    await shop.services.orderStatus.advance(order.number, "delivered");
    const line = (await shop.services.account.orders(shopper.id)).find((placed) => placed.number === order.number)?.items[0];
    if (!line) throw new Error("the order has no line");
    await replica.caughtUp();
    const other = testBrowser(app);
    const reviews = async (browser: ReturnType<typeof testBrowser>) => (await productOf(browser, variant.productId)).ratingSummary.count;
    const before = await reviews(other);
    expect(await reviews(reviewer)).toBe(before);

    await replica.pauseReplay();
    const posted = await reviewer.send("POST", "/profile", { form: { intent: "review", lineId: String(line.lineId), rating: "4", comment: "Solid, and the finish is lovely." } });
    expect(posted.status).toBe(200);
    expect(await reviews(reviewer)).toBe(before + 1);
    expect(await reviews(other)).toBe(before);

    await replica.resumeReplay();
    await replica.caughtUp();
    expect(await reviews(other)).toBe(before + 1);
  });

  it("takes a made-up position in the cookie as no more than where the primary stands", async () => {
    const product = shop.variantAt(9).productId;
    const forger = testBrowser(app);
    const shopper = testBrowser(app);
    // The forger's read goes to the primary; were it kept as newer than any change to come, the
    // rename below would stay hidden behind it.
    const forged = await forger.send("GET", `/api/db/products/${product}`, { headers: { Cookie: `${writtenAtCookieName}=FFFFFFFF/FFFFFFFF` } });
    expect(forged.status).toBe(200);
    await primary().execute(sql`update products set name = 'Nilgiri Cane Lounger' where id = ${product}`);
    await replica.caughtUp();
    expect((await productOf(shopper, product)).product.name).toBe("Nilgiri Cane Lounger");
  });

  const healthSchema = z.object({
    status: z.string(),
    replicas: z.array(z.object({ name: z.string(), up: z.boolean(), lagBytes: z.number().nullable() })),
  });
  /** The health check as a load balancer reads it: its status, and what it says of the replicas. */
  const health = async () => {
    const answer = await testBrowser(app).get("/api/health");
    return { status: answer.status, body: healthSchema.parse(await answer.json()) };
  };
  const replicaAddress = () => new URL(replica.url).host + new URL(replica.url).pathname;

  it("the health check names the replica and how far it is behind, and a replica that lags keeps the store in service", async () => {
    await replica.caughtUp();
    const caughtUp = await health();
    expect(caughtUp.status).toBe(200);
    expect(caughtUp.body.replicas.map(({ name, up, lagBytes }) => [name, up, typeof lagBytes])).toEqual([[replicaAddress(), true, "number"]]);
    await replica.pauseReplay();
    await primary().execute(sql`update products set description = ${`Lagging ${randomUUID()}`} where id = ${shop.variantAt(2).productId}`);
    // The health check's slow answers are kept for two seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const lagging = await health();
    expect(lagging.status).toBe(200);
    expect(lagging.body.replicas[0]?.lagBytes).toBeGreaterThan(0);
  });

  it("answers from the primary when a replica cannot be reached, and says so once", async () => {
    const nowhere = new URL(replica.url);
    nowhere.port = "1"; // nothing listens there
    const seen: ReplicaEvent[] = [];
    const handle: DatabaseHandle = await openDatabase({
      kind: "postgres",
      url: database.url,
      maxConnections: 3,
      readUrls: [nowhere.toString()],
      onReplicaChange: (event) => seen.push(event),
    });
    try {
      const shopper = testBrowser(createAppWithPages(createServices(handle)));
      const product = shop.variantAt(1).productId;
      // A product's address by its slug is read without the cache: the replica is tried first.
      const [row] = z.array(z.object({ slug: z.string() })).parse(await queryRows(primary(), sql`select slug from products where id = ${product}`));
      const bySlug = await shopper.get(`/api/db/products/${row?.slug ?? ""}`);
      expect([bySlug.status, bySlug.headers.get("Location")]).toEqual([301, `/api/db/products/${product}`]);
      expect((await productOf(shopper, product)).product.id).toBe(product);
      const listing = (await (await shopper.get("/api/db/products?limit=48")).json()) as ListingAnswer;
      expect(listing.data.items.map((item) => item.id)).toContain(product);
      expect((await shopper.get("/api/db/search?q=sofa")).status).toBe(200);
      expect((await shopper.get("/api/db/search/suggestions?q=so")).status).toBe(200);
      expect((await shopper.get("/api/db/categories")).status).toBe(200);
      expect(seen.map((event) => [event.replica, event.state])).toEqual([[`127.0.0.1:1/${nowhere.pathname.slice(1)}`, "down"]]);
    } finally {
      await handle.close();
    }
  });

  it("goes on answering from the primary when the replica stops", async () => {
    const shopper = testBrowser(app);
    const product = shop.variantAt(4).productId;
    expect((await productOf(shopper, product)).product.id).toBe(product);
    await replica.stop();
    // The renamed product makes the catalog's revision move, so nothing is answered from the cache.
    await primary().execute(sql`update products set name = 'Mysore Rosewood Desk' where id = ${product}`);
    expect((await productOf(shopper, product)).product.name).toBe("Mysore Rosewood Desk");
    const listing = (await (await shopper.get("/api/db/products?limit=48&sort=newest")).json()) as ListingAnswer;
    expect(listing.data.items.map((item) => item.name)).toContain("Mysore Rosewood Desk");
    expect(events.filter((event) => event.state === "down").map((event) => event.replica)).toEqual([replicaAddress()]);
    // The health check says so, and keeps the store in service: the primary answers its reads.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await health()).toEqual({ status: 200, body: { status: "ok", replicas: [{ name: replicaAddress(), up: false, lagBytes: null }] } });
  });
});
