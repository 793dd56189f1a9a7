// The catalog cache on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): cached reads are reused until the catalog changes, and never outlive a committed change.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import type { DatabaseHandle } from "../db/client";
import { catalogChangedChannel, createCatalogCache } from "./catalog-cache";
import { createServices } from "./services";

describe("the catalog cache", () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase({ template: seededTemplate({ products: 60 }) });
  });

  afterAll(async () => {
    await database.close();
  });

  /** A loader that counts its calls. */
  function counting<T>(value: () => T) {
    const counter = {
      calls: 0,
      load: async (): Promise<T> => {
        counter.calls += 1;
        await Promise.resolve();
        return value();
      },
    };
    return counter;
  }

  it("reuses a result until the catalog changes, and loads again after a committed change", async () => {
    const cache = createCatalogCache(database);
    const loader = counting(() => ({ answer: 42 }));
    expect(await cache.read("k", loader.load)).toEqual({ answer: 42 });
    expect(await cache.read("k", loader.load)).toEqual({ answer: 42 });
    expect(loader.calls).toBe(1);

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update product_variants set price = price + 1 where id = 1`);
    });
    await cache.read("k", loader.load);
    expect(loader.calls).toBe(2);
  });

  it("is kept when stock changes in a way no shopper can see, and dropped when they could", async () => {
    const cache = createCatalogCache(database);
    const loader = counting(() => "product page");
    const variantWith = async (stock: number) => {
      await database.db.execute(sql`update product_variants set stock = ${stock}, max_per_order = 10 where id = 2`);
      await cache.read("k", loader.load);
    };
    await variantWith(50);
    const calls = loader.calls;
    // A sale of one piece of fifty: the page still says In Stock and offers up to ten.
    await variantWith(49);
    await variantWith(11);
    expect(loader.calls).toBe(calls);
    // Ten left: "Only 10 left in stock". Then every piece counts, down to none.
    await variantWith(10);
    expect(loader.calls).toBe(calls + 1);
    await variantWith(9);
    await variantWith(0);
    expect(loader.calls).toBe(calls + 3);
    // Damaged pieces are never shown.
    await database.db.execute(sql`update product_variants set damaged_stock = damaged_stock + 1 where id = 2`);
    await cache.read("k", loader.load);
    expect(loader.calls).toBe(calls + 3);
  });

  it("a variant's own limit above ten makes the stock up to it visible", async () => {
    const cache = createCatalogCache(database);
    const loader = counting(() => "product page");
    await database.db.execute(sql`update product_variants set stock = 40, max_per_order = 25 where id = 3`);
    await cache.read("k", loader.load);
    // The picker offered 25 and now offers 20.
    await database.db.execute(sql`update product_variants set stock = 20 where id = 3`);
    await cache.read("k", loader.load);
    expect(loader.calls).toBe(2);
  });

  it("is not dropped by writes outside the catalog", async () => {
    const cache = createCatalogCache(database);
    const loader = counting(() => "rooms");
    await cache.read("k", loader.load);
    await database.db.execute(sql`insert into app_meta (key, value) values ('cache-test', 'x') on conflict do nothing`);
    await cache.read("k", loader.load);
    expect(loader.calls).toBe(1);
  });

  it("shares one load between readers asking at the same time", async () => {
    const cache = createCatalogCache(database);
    const loader = counting(() => "listing");
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.read("same", loader.load)));
    expect(answers).toEqual(Array.from({ length: 10 }, () => "listing"));
    expect(loader.calls).toBe(1);
  });

  it("does not keep a failed load", async () => {
    const cache = createCatalogCache(database);
    let fail = true;
    const load = () => (fail ? Promise.reject(new Error("database hiccup")) : Promise.resolve("fine"));
    await expect(cache.read("k", load)).rejects.toThrow("database hiccup");
    fail = false;
    expect(await cache.read("k", load)).toBe("fine");
  });

  it("keeps at most maxEntries, dropping the least recently used, and expires entries after maxAgeMs", async () => {
    let clock = 0;
    const cache = createCatalogCache(database, { maxEntries: 2, maxAgeMs: 1_000, now: () => clock });
    const a = counting(() => "a");
    const b = counting(() => "b");
    const c = counting(() => "c");
    await cache.read("a", a.load);
    await cache.read("b", b.load);
    await cache.read("a", a.load);
    await cache.read("c", c.load);
    await cache.read("a", a.load);
    expect(a.calls).toBe(1);
    await cache.read("b", b.load);
    expect(b.calls).toBe(2);
    clock = 5_000;
    await cache.read("b", b.load);
    expect(b.calls).toBe(3);
  });

  it("freezes what it hands out, so one request cannot change another's answer", async () => {
    const cache = createCatalogCache(database);
    const result = await cache.read("frozen", () => Promise.resolve({ items: [{ id: 1 }] }));
    expect(Object.isFrozen(result.items[0])).toBe(true);
  });

  it("the database announces every catalog change on the catalog_changed channel", async () => {
    let notified = 0;
    const stop = await database.listen(catalogChangedChannel, () => {
      notified += 1;
    });
    try {
      await database.db.execute(sql`update products set review_count = review_count where id = 1`);
      // PostgreSQL delivers notifications on their own connection, a moment after the commit.
      for (let waited = 0; notified === 0 && waited < 5_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(notified).toBeGreaterThan(0);
    } finally {
      await stop();
    }
  });

  it("a shopper sees a product's new stock and price straight after they change", async () => {
    const services = createServices(database);
    const before = await services.catalog.getProduct(2);
    const variant = before?.variants[0];
    if (!variant) throw new Error("product 2 should have a variant");
    await database.db.execute(sql`update product_variants set stock = 3, price = 1999 where id = ${variant.id}`);
    const after = await services.catalog.getProduct(2);
    expect(after?.variants[0]).toMatchObject({ stockLabel: "Only 3 left in stock", maxQuantity: 3, price: 1999 });
  });
});
