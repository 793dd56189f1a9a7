// A guest's cart and wishlist move into the account at sign-in (real databases): quantities add up
// within stock, the promo code is kept when the account has none, and the guest's copies are gone.
import { asc, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Owner } from "../../app/lib/contracts/owner";
import { maxQuantityForStock } from "../../app/lib/stock-label";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import type { DatabaseHandle } from "../db/client";
import { cartLines, carts, productVariants, rateLimitBuckets, sessions, users, wishlistItems, wishlists } from "../db/schema";
import { newToken } from "../lib/tokens";
import { createServices, type Services } from "./services";

let handle: DatabaseHandle;
let services: Services;
let plenty: { id: number; productId: number; stock: number }[];
let productIds: number[];

const address = "203.0.113.9";
const shopper = { firstName: "Meera", lastName: "Iyer", mobile: "9123456780", email: "meera@example.com", password: "sandalwood-77" };

beforeAll(async () => {
  handle = await createTestDatabase({ template: seededTemplate({ products: 40 }) });
  services = createServices(handle);
  const inStock = await handle.db
    .select({ id: productVariants.id, productId: productVariants.productId, stock: productVariants.stock })
    .from(productVariants)
    .where(gt(productVariants.stock, 20))
    .orderBy(asc(productVariants.id));
  // One variant from each of several products.
  plenty = inStock.filter((row, index) => inStock.findIndex((other) => other.productId === row.productId) === index).slice(0, 3);
  productIds = plenty.map((variant) => variant.productId);
  if (plenty.length < 3 || productIds.length < 2) throw new Error("the seed has too few variants in stock");
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  await handle.db.execute(
    sql`truncate ${users}, ${sessions}, ${rateLimitBuckets}, ${cartLines}, ${carts}, ${wishlistItems}, ${wishlists} restart identity cascade`,
  );
  await services.auth.register(shopper);
});

function variant(index: number) {
  const found = plenty[index];
  if (!found) throw new Error(`no variant #${index}`);
  return found;
}

async function signInWith(guest: { cartToken?: string; wishlistToken?: string }) {
  return services.auth.signIn(shopper, { clientAddress: address, guest });
}

describe("signing in with a guest cart", () => {
  it("moves the guest's lines into an account without a cart, keeps the promo code, and deletes the guest cart", async () => {
    const guest: Owner = { kind: "guest", token: newToken() };
    const sofa = variant(0);
    await services.cart.addItem(guest, { productId: sofa.productId, variantId: sofa.id, quantity: 2 });
    await services.cart.applyCoupon(guest, "welcome10");

    const { user } = await signInWith({ cartToken: guest.token });

    const account = await services.cart.getCart({ kind: "user", userId: user.id });
    expect(account.items.map((item) => [item.variant.id, item.quantity])).toEqual([[sofa.id, 2]]);
    expect(account.coupon?.code).toBe("WELCOME10");
    expect((await services.cart.getCart(guest)).items).toEqual([]);
    expect(await handle.db.select().from(carts).where(sql`${carts.guestTokenHash} is not null`)).toEqual([]);
  });

  it("adds quantities of a variant in both carts, never past what stock allows, and keeps the account's own promo code", async () => {
    const sofa = variant(0);
    const chair = variant(1);
    const maxSofa = maxQuantityForStock(sofa.stock);
    const { user } = await signInWith({});
    const mine: Owner = { kind: "user", userId: user.id };
    await services.cart.addItem(mine, { productId: sofa.productId, variantId: sofa.id, quantity: maxSofa - 1 });
    await services.cart.applyCoupon(mine, "WELCOME10");

    const guest: Owner = { kind: "guest", token: newToken() };
    await services.cart.addItem(guest, { productId: sofa.productId, variantId: sofa.id, quantity: 3 });
    await services.cart.addItem(guest, { productId: chair.productId, variantId: chair.id, quantity: 1 });

    await signInWith({ cartToken: guest.token });

    const account = await services.cart.getCart(mine);
    const quantities = Object.fromEntries(account.items.map((item) => [item.variant.id, item.quantity]));
    expect(quantities).toEqual({ [sofa.id]: maxSofa, [chair.id]: 1 });
    expect(account.coupon?.code).toBe("WELCOME10");
  });

  it("is a no-op for a guest cookie that names no cart", async () => {
    const { user } = await signInWith({ cartToken: newToken() });
    expect((await services.cart.getCart({ kind: "user", userId: user.id })).items).toEqual([]);
  });
});

describe("signing in with a guest wishlist", () => {
  it("adds the guest's saved products to the account's wishlist once each and deletes the guest wishlist", async () => {
    const [first, second] = productIds;
    if (first === undefined || second === undefined) throw new Error("two products needed");
    const { user } = await signInWith({});
    const mine: Owner = { kind: "user", userId: user.id };
    await services.wishlist.toggle(mine, first);

    const guest: Owner = { kind: "guest", token: newToken() };
    await services.wishlist.toggle(guest, first);
    await services.wishlist.toggle(guest, second);

    await signInWith({ wishlistToken: guest.token });

    expect((await services.wishlist.list(mine)).map((item) => item.id).sort()).toEqual([first, second].sort());
    expect(await services.wishlist.count(guest)).toBe(0);
    expect(await handle.db.select().from(wishlists).where(eq(wishlists.userId, user.id))).toHaveLength(1);
    expect(await handle.db.select().from(wishlists)).toHaveLength(1);
  });
});
