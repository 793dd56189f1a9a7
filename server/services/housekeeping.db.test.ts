// Housekeeping on a real database: what nobody can use any more goes, what someone still can
// stays. The store's clock is moved forward instead of waiting a month.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestShop, testPassword, type TestShop } from "../../tests/support/test-shop";
import { carts, passwordResetTokens, rateLimitBuckets, sessions, wishlists } from "../db/schema";
import { hashToken, newToken } from "../lib/tokens";
import { createHousekeeping } from "./housekeeping";

const day = 24 * 60 * 60 * 1000;
const startedAt = Date.now();
let clock = startedAt;
let shop: TestShop;

beforeAll(async () => {
  shop = await openTestShop({ products: 2, services: { now: () => new Date(clock) } });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function signIn(email: string, clientAddress: string): Promise<string> {
  return (await shop.services.auth.signIn({ email, password: testPassword }, { clientAddress })).token;
}

describe("housekeeping forgets what nobody can use any more", () => {
  it("deletes ended sessions, spent reset links, old rate-limit windows and guest carts past their cookie, and keeps the rest", async () => {
    const shopper = await shop.newShopper();
    const staleSession = await signIn(shopper.email, "10.0.0.1");
    await shop.services.auth.requestPasswordReset(shopper.email, { clientAddress: "10.0.0.1", origin: "http://localhost" });
    const variant = shop.variantAt(0);
    const abandoned = { kind: "guest" as const, token: newToken() };
    await shop.services.cart.addItem(abandoned, { productId: variant.productId, variantId: variant.id, quantity: 1 });
    const returning = { kind: "guest" as const, token: newToken() };
    await shop.services.cart.addItem(returning, { productId: variant.productId, variantId: variant.id, quantity: 1 });

    // A month on, the shopper signs in again and asks for another reset link from elsewhere.
    clock = startedAt + 30 * day;
    const freshSession = await signIn(shopper.email, "10.0.0.2");
    await shop.services.auth.requestPasswordReset(shopper.email, { clientAddress: "10.0.0.2", origin: "http://localhost" });
    // The returning guest changed their cart yesterday (the database stamps changes with its own clock).
    await shop.handle.db
      .update(carts)
      .set({ updatedAt: new Date(startedAt + 30 * day) })
      .where(eq(carts.guestTokenHash, hashToken(returning.token)));

    clock = startedAt + 30.5 * day;
    const result = await createHousekeeping(shop.handle.db, { now: () => new Date(clock) }).runOnce();

    expect(result).toMatchObject({ sessions: 1, resetTokens: 1, guestCarts: 1, guestWishlists: 0 });
    expect(result.rateLimitBuckets).toBeGreaterThanOrEqual(1);
    expect(await shop.services.auth.resolveSession(staleSession)).toBeNull();
    expect(await shop.services.auth.resolveSession(freshSession)).toMatchObject({ id: shopper.id });
    expect(await shop.handle.db.select().from(sessions).where(eq(sessions.userId, shopper.id))).toHaveLength(1);
    expect(await shop.handle.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, shopper.id))).toHaveLength(1);
    const buckets = await shop.handle.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets);
    expect(buckets.map((bucket) => bucket.key).filter((key) => key.includes("10.0.0.1"))).toEqual([]);
    expect(buckets.map((bucket) => bucket.key).filter((key) => key.includes("10.0.0.2")).length).toBeGreaterThan(0);
    expect((await shop.services.cart.getCart(abandoned)).item_count).toBe(0);
    expect((await shop.services.cart.getCart(returning)).item_count).toBe(1);
  });

  it("keeps a guest's wishlist while its cookie lives and forgets it after", async () => {
    const guest = { kind: "guest" as const, token: newToken() };
    await shop.services.wishlist.toggle(guest, shop.variantAt(0).productId);
    const housekeeping = createHousekeeping(shop.handle.db, { now: () => new Date(clock) });

    clock = Date.now() + 89 * day;
    expect((await housekeeping.runOnce()).guestWishlists).toBe(0);
    expect(await shop.services.wishlist.count(guest)).toBe(1);

    clock = Date.now() + 91 * day;
    expect((await housekeeping.runOnce()).guestWishlists).toBe(1);
    expect(await shop.services.wishlist.count(guest)).toBe(0);
    expect(await shop.handle.db.select().from(wishlists).where(sql`${wishlists.guestTokenHash} is not null`)).toEqual([]);
  });
});
