// Guest wishlists on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): hearts toggle, items carry today's catalog prices and stock, and one guest never sees
// another's list.
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Owner } from "../../app/lib/contracts/owner";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import type { DatabaseHandle } from "../db/client";
import { products, productVariants, wishlistItems, wishlists } from "../db/schema";
import { hashToken, newToken } from "../lib/tokens";
import { createWishlistService, type WishlistService } from "./wishlist-service";

let handle: DatabaseHandle;
let wishlist: WishlistService;
let productIds: number[];

function newGuest(): Owner {
  return { kind: "guest", token: newToken() };
}

beforeAll(async () => {
  handle = await createTestDatabase({ template: seededTemplate({ products: 12 }) });
  wishlist = createWishlistService(handle.db);
  const rows = await handle.db.select({ id: products.id }).from(products).orderBy(asc(products.id));
  productIds = rows.map((row) => row.id);
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  await handle.db.execute(sql`truncate ${wishlistItems}, ${wishlists} cascade`);
});

function productAt(index: number): number {
  const id = productIds[index];
  if (id === undefined) throw new Error(`the seed has no product #${index}`);
  return id;
}

describe("wishlist service", () => {
  it("a guest hearts a product, sees it saved, and hearts it again to forget it", async () => {
    const guest = newGuest();
    const sofa = productAt(0);
    expect(await wishlist.contains(guest, sofa)).toBe(false);

    expect(await wishlist.toggle(guest, sofa)).toEqual({ wishlisted: true });
    expect(await wishlist.contains(guest, sofa)).toBe(true);
    expect(await wishlist.count(guest)).toBe(1);

    expect(await wishlist.toggle(guest, sofa)).toEqual({ wishlisted: false });
    expect(await wishlist.contains(guest, sofa)).toBe(false);
    expect(await wishlist.count(guest)).toBe(0);
  });

  it("a heart that reaches the store twice, as a save or as a removal, ends where the shopper asked", async () => {
    const guest = newGuest();
    const sofa = productAt(0);
    await wishlist.add(guest, sofa);
    await wishlist.add(guest, sofa);
    expect(await wishlist.contains(guest, sofa)).toBe(true);
    expect(await wishlist.count(guest)).toBe(1);

    await wishlist.remove(guest, sofa);
    await wishlist.remove(guest, sofa);
    expect(await wishlist.contains(guest, sofa)).toBe(false);
    await expect(wishlist.add(guest, 999_999_999)).rejects.toMatchObject({ code: "not_found" });
  });

  it("lists saved products newest first with the catalog's price, discount, stock and cheapest in-stock variant", async () => {
    const guest = newGuest();
    await wishlist.toggle(guest, productAt(0));
    await wishlist.toggle(guest, productAt(1));
    // created_at can tie inside one transaction-fast test run: make the order unambiguous.
    await handle.db.execute(
      sql`update wishlist_items set created_at = created_at - interval '1 minute' where product_id = ${productAt(0)}`,
    );

    const items = await wishlist.list(guest);
    expect(items.map((item) => item.id)).toEqual([productAt(1), productAt(0)]);
    for (const item of items) {
      const [product] = await handle.db.select().from(products).where(eq(products.id, item.id));
      expect(item).toMatchObject({
        name: product?.name,
        price: product?.price,
        originalPrice: product?.originalPrice,
        inStock: product?.inStock,
      });
      expect(item.discount).toBeGreaterThanOrEqual(0);
      expect(item.image?.path).toMatch(/^\/images\//);
      const [cheapest] = await handle.db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(sql`${productVariants.productId} = ${item.id} and ${productVariants.stock} > 0`)
        .orderBy(asc(productVariants.price), asc(productVariants.position), asc(productVariants.id))
        .limit(1);
      expect(item.defaultVariantId).toBe(cheapest?.id ?? null);
    }
  });

  it("shows today's price and stock, not what they were when the product was saved", async () => {
    const guest = newGuest();
    const chair = productAt(2);
    await wishlist.toggle(guest, chair);
    await handle.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, chair));
    await handle.db.update(products).set({ inStock: false, price: 12_345 }).where(eq(products.id, chair));

    const [item] = await wishlist.list(guest);
    expect(item).toMatchObject({ id: chair, price: 12_345, inStock: false, defaultVariantId: null });
  });

  it("removes a product, and removing one not saved changes nothing", async () => {
    const guest = newGuest();
    await wishlist.toggle(guest, productAt(3));
    await wishlist.toggle(guest, productAt(4));

    await wishlist.remove(guest, productAt(3));
    await wishlist.remove(guest, productAt(5));
    expect((await wishlist.list(guest)).map((item) => item.id)).toEqual([productAt(4)]);
    await wishlist.remove(newGuest(), productAt(4));
    expect(await wishlist.count(guest)).toBe(1);
  });

  it("refuses an unknown product with a not-found error", async () => {
    const guest = newGuest();
    await expect(wishlist.toggle(guest, 999_999_999)).rejects.toMatchObject({
      name: "WishlistError",
      code: "not_found",
      message: "Product Not Found",
    });
    expect(await wishlist.count(guest)).toBe(0);
  });

  it("one guest cannot see, count or change another guest's wishlist", async () => {
    const alice = newGuest();
    const bob = newGuest();
    await wishlist.toggle(alice, productAt(6));

    expect(await wishlist.list(bob)).toEqual([]);
    expect(await wishlist.count(bob)).toBe(0);
    expect(await wishlist.contains(bob, productAt(6))).toBe(false);

    // Bob hearting the same product saves it in his own list and leaves Alice's alone.
    expect(await wishlist.toggle(bob, productAt(6))).toEqual({ wishlisted: true });
    await wishlist.remove(bob, productAt(6));
    expect(await wishlist.contains(alice, productAt(6))).toBe(true);
    expect((await wishlist.list(alice)).map((item) => item.id)).toEqual([productAt(6)]);
  });

  it("a visitor with no wishlist cookie has an empty wishlist", async () => {
    expect(await wishlist.list(null)).toEqual([]);
    expect(await wishlist.count(null)).toBe(0);
    expect(await wishlist.contains(null, productAt(0))).toBe(false);
  });

  it("stores only the hash of a guest's token", async () => {
    const guest = newGuest();
    await wishlist.toggle(guest, productAt(0));
    const rows = await handle.db.select({ hash: wishlists.guestTokenHash }).from(wishlists);
    expect(rows).toEqual([{ hash: guest.kind === "guest" ? hashToken(guest.token) : null }]);
  });
});
