// Promo codes on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// a catalog editor makes, changes and switches codes (each change audited, bad terms refused with
// the form's messages), and shoppers use them within their limits: the total, their own, a first
// order. Uses are counted by the order's own statement, so shoppers racing for a code's last use
// get one order with it between them and a clear refusal each otherwise.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CartError, promoCodeMessages } from "../../app/lib/contracts/cart";
import { OrderError } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import { PromotionError } from "../../app/lib/contracts/promotions";
import { StaffError, type StaffActor } from "../../app/lib/contracts/staff";
import type { NewPromotionInput } from "../../app/lib/forms/promotion-schema";
import { openTestShop, ownerOf, testShipping, type TestShop } from "../../tests/support/test-shop";
import { auditLog, coupons, orders, productVariants } from "../db/schema";

let shop: TestShop;
let catalog: StaffActor;
let support: StaffActor;

beforeAll(async () => {
  shop = await openTestShop({ products: 8 });
  const add = async (name: string, role: "catalog" | "support") => ({
    staff: await shop.services.staff.addFromCommandLine({ email: `${name.toLowerCase().replace(/\s/g, ".")}@aangan.example`, name, role, password: `${name}'s long password` }),
    clientAddress: "203.0.113.41",
  });
  catalog = await add("Arjun Nair", "catalog");
  support = await add("Sunita Das", "support");
}, 120_000);

afterAll(async () => {
  await shop.close();
});

const flat500: NewPromotionInput = {
  code: "diwali500",
  kind: "flat",
  value: 500,
  minSubtotal: 5_000,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerShopper: null,
  firstOrderOnly: false,
  active: true,
};

function terms(overrides: Partial<NewPromotionInput>): NewPromotionInput {
  return { ...flat500, ...overrides };
}

/** 5% off any order: the limits are what the tests below are about. */
function fivePercent(code: string, overrides: Partial<NewPromotionInput> = {}): NewPromotionInput {
  return terms({ code, kind: "percent", value: 5, minSubtotal: 0, ...overrides });
}

async function refusalOf(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => null,
    (error: unknown) => error,
  );
}

/** A guest whose cart holds `quantity` of the variant at `index`. */
async function guestCart(index: number, quantity = 1): Promise<Owner> {
  const owner: Owner = { kind: "guest", token: randomUUID() };
  const variant = shop.variantAt(index);
  await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity });
  return owner;
}

async function place(owner: Owner) {
  return shop.services.orders.placeOrder(owner, { shipping: testShipping, payment: { method: "cod" }, deliverySlot: "morning", emi: null, idempotencyKey: randomUUID() });
}

async function usesOf(code: string): Promise<number> {
  const [row] = await shop.handle.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.code, code));
  return row?.uses ?? -1;
}

describe("a catalog editor manages promo codes", () => {
  it("makes a flat ₹500 code with a minimum order: saved in capitals, listed with no uses, and audited", async () => {
    const made = await shop.services.promotions.create(catalog, flat500);
    expect(made).toMatchObject({ code: "DIWALI500", kind: "flat", value: 500, minSubtotal: 5_000, uses: 0, state: "live", active: true });
    const listed = await shop.services.promotions.list(catalog);
    expect(listed.map((promotion) => promotion.code)).toEqual(expect.arrayContaining(["DIWALI500", "WELCOME10"]));
    expect(listed.find((promotion) => promotion.code === "WELCOME10")).toMatchObject({ kind: "percent", value: 10, state: "live" });
    const [entry] = await shop.handle.db.select().from(auditLog).where(and(eq(auditLog.action, "promotion.create"), eq(auditLog.entityId, "DIWALI500")));
    expect(entry).toMatchObject({ staffId: catalog.staff.id, entityType: "promotion" });
    expect(entry?.after).toMatchObject({ kind: "flat", value: 500, minSubtotal: 5_000 });
  });

  it("refuses bad terms with the form's messages and writes nothing", async () => {
    const before = await shop.handle.db.select({ count: sql<number>`count(*)::int` }).from(coupons);
    const cases: [Partial<NewPromotionInput>, string][] = [
      [{ code: "TEN", kind: "percent", value: 0 }, "A percent off must be a whole number from 1 to 99"],
      // A whole order free could not be paid: no payment method takes ₹0.
      [{ code: "TEN", kind: "percent", value: 100 }, "A percent off must be a whole number from 1 to 99"],
      [{ code: "FLAT", value: 0 }, "A flat amount off must be a whole number of rupees"],
      [{ code: "FREEBIE", value: 500, minSubtotal: 400 }, "A flat amount off needs a minimum order above it"],
      [{ code: "BAD CODE" }, "The code must be 3 to 32 letters or digits"],
      [{ code: "SPAN", startsAt: "2026-12-10T10:00", endsAt: "2026-12-01T10:00" }, "The end must be after the start"],
      [{ code: "LIMIT", maxUses: 0 }, "The total limit must be a whole number from 1"],
      [{ code: "SHOPPER", maxUsesPerShopper: -1 }, "The limit per shopper must be a whole number from 1"],
      [{ code: "WHEN", startsAt: "2026-02-30T10:00" }, "Write the date and time as YYYY-MM-DDTHH:MM, India time"],
    ];
    for (const [change, message] of cases) {
      const refused = await refusalOf(shop.services.promotions.create(catalog, terms(change)));
      if (!(refused instanceof PromotionError)) throw new Error(`not refused as a promotion error: ${JSON.stringify(change)}`);
      expect(refused.status).toBe(422);
      expect(refused.message).toContain(message);
    }
    const duplicate = await refusalOf(shop.services.promotions.create(catalog, terms({ code: "Welcome10", kind: "percent", value: 20 })));
    expect(duplicate).toMatchObject({ status: 409, code: "duplicate" });
    const after = await shop.handle.db.select({ count: sql<number>`count(*)::int` }).from(coupons);
    expect(after).toEqual(before);
  });

  it("is the only role besides the owner that may: a support agent is refused and nothing is written", async () => {
    const refused = await refusalOf(shop.services.promotions.create(support, terms({ code: "SUPPORT1" })));
    expect(refused).toBeInstanceOf(StaffError);
    expect(refused).toMatchObject({ status: 403 });
    expect(await refusalOf(shop.services.promotions.list(support))).toBeInstanceOf(StaffError);
    expect(await shop.handle.db.select().from(coupons).where(eq(coupons.code, "SUPPORT1"))).toEqual([]);
  });

  it("changes a code's terms and switches it off: the cart drops it at once and refuses it as invalid", async () => {
    await shop.handle.db.update(productVariants).set({ price: 4_000 }).where(eq(productVariants.id, shop.variantAt(0).id));
    await shop.services.promotions.create(catalog, terms({ code: "MONSOON", kind: "percent", value: 15, minSubtotal: 0 }));
    const owner = await guestCart(0);
    expect((await shop.services.cart.applyCoupon(owner, "monsoon")).coupon).toEqual({ code: "MONSOON", percent: 15, amount_off: null });
    const changed = await shop.services.promotions.update(catalog, "monsoon", { ...terms({ kind: "flat", value: 300, minSubtotal: 1_000 }) });
    expect(changed).toMatchObject({ code: "MONSOON", kind: "flat", value: 300 });
    expect((await shop.services.cart.getCart(owner)).discount).toBe(300);
    const off = await shop.services.promotions.setActive(catalog, "MONSOON", false);
    expect(off.state).toBe("off");
    const cart = await shop.services.cart.getCart(owner);
    expect(cart).toMatchObject({ coupon: null, discount: 0 });
    const refused = await refusalOf(shop.services.cart.applyCoupon(owner, "MONSOON"));
    expect(refused).toBeInstanceOf(CartError);
    expect(refused).toMatchObject({ message: promoCodeMessages.invalid });
    const actions = await shop.handle.db.select({ action: auditLog.action, before: auditLog.before, after: auditLog.after }).from(auditLog).where(eq(auditLog.entityId, "MONSOON"));
    expect(actions.map((entry) => entry.action)).toEqual(["promotion.create", "promotion.update", "promotion.switch_off"]);
    expect(actions[1]?.before).toMatchObject({ kind: "percent", value: 15 });
    expect(actions[1]?.after).toMatchObject({ kind: "flat", value: 300 });
    expect(await refusalOf(shop.services.promotions.get(catalog, "NOSUCHCODE"))).toMatchObject({ status: 404 });
  });
});

describe("shoppers use promo codes within their limits", () => {
  it("counts a use when the order is placed, not when the code is applied", async () => {
    await shop.services.promotions.create(catalog, fivePercent("COUNTED"));
    const owner = await guestCart(1);
    await shop.services.cart.applyCoupon(owner, "COUNTED");
    expect(await usesOf("COUNTED")).toBe(0);
    const { order } = await place(owner);
    expect(order).toMatchObject({ couponCode: "COUNTED" });
    expect(await usesOf("COUNTED")).toBe(1);
  });

  it("refuses a code whose uses are all taken, in the cart and at checkout, and writes no order", async () => {
    await shop.services.promotions.create(catalog, fivePercent("LASTONE", { maxUses: 1 }));
    const first = await guestCart(2);
    const second = await guestCart(2);
    await shop.services.cart.applyCoupon(first, "LASTONE");
    await shop.services.cart.applyCoupon(second, "LASTONE");
    await place(first);
    const lateComer = await guestCart(2);
    expect(await refusalOf(shop.services.cart.applyCoupon(lateComer, "LASTONE"))).toMatchObject({ message: promoCodeMessages.usedUp });
    const stockBefore = await shop.handle.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, shop.variantAt(2).id));
    const refused = await refusalOf(place(second));
    expect(refused).toBeInstanceOf(OrderError);
    expect(refused).toMatchObject({ status: 409, code: "promo_code_unavailable", message: "This promo code has been used up. Please remove it from your cart to place your order." });
    const stockAfter = await shop.handle.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, shop.variantAt(2).id));
    expect(stockAfter).toEqual(stockBefore);
    expect(await usesOf("LASTONE")).toBe(1);
    // Without the code the same cart is placed at its full price, as the shopper now sees it.
    await shop.services.cart.removeCoupon(second);
    const { order } = await place(second);
    expect(order).toMatchObject({ couponCode: null, discount: 0 });
  });

  it("keeps a per-shopper code to signed-in shoppers, once each, and a cancelled order gives the shopper's use back", async () => {
    await shop.services.promotions.create(catalog, fivePercent("ONCEEACH", { maxUsesPerShopper: 1 }));
    const guest = await guestCart(3);
    expect(await refusalOf(shop.services.cart.applyCoupon(guest, "ONCEEACH"))).toMatchObject({ message: promoCodeMessages.signInRequired });
    const shopper = await shop.newShopper();
    const first = await shop.placeOrder(shopper, [3], { coupon: "ONCEEACH" });
    expect(first.couponCode).toBe("ONCEEACH");
    const owner = ownerOf(shopper);
    const variant = shop.variantAt(4);
    await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });
    expect(await refusalOf(shop.services.cart.applyCoupon(owner, "ONCEEACH"))).toMatchObject({ message: promoCodeMessages.perShopperLimit });
    await shop.services.orderChanges.cancel(owner, first.number, { clientAddress: "198.51.100.9", origin: "https://aangan.example" });
    await shop.services.cart.applyCoupon(owner, "ONCEEACH");
    const { order } = await place(owner);
    expect(order.couponCode).toBe("ONCEEACH");
    // The total counts every order placed with it, cancelled or not.
    expect(await usesOf("ONCEEACH")).toBe(2);
  });

  it("gives a first-order code only to a shopper with no order yet", async () => {
    await shop.services.promotions.create(catalog, fivePercent("FIRSTHOME", { firstOrderOnly: true }));
    const newcomer = await shop.newShopper();
    const order = await shop.placeOrder(newcomer, [5], { coupon: "FIRSTHOME" });
    expect(order.couponCode).toBe("FIRSTHOME");
    const owner = ownerOf(newcomer);
    const variant = shop.variantAt(5);
    await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });
    expect(await refusalOf(shop.services.cart.applyCoupon(owner, "FIRSTHOME"))).toMatchObject({ message: promoCodeMessages.firstOrderOnly });
  });

  it("refuses at checkout a code the shopper used meanwhile in another order, with the reason and what to do", async () => {
    await shop.services.promotions.create(catalog, fivePercent("TWOTABS", { maxUsesPerShopper: 1 }));
    const shopper = await shop.newShopper();
    const owner = ownerOf(shopper);
    const variant = shop.variantAt(6);
    await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });
    await shop.services.cart.applyCoupon(owner, "TWOTABS");
    // An order with the code is placed (the cart's own, emptied by it); then the cart holds the code
    // again without the cart's check, as a cart saved on another device before that order could.
    await shop.placeOrder(shopper, [7], { coupon: "TWOTABS" });
    await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });
    await shop.handle.db.execute(sql`update carts set coupon_code = 'TWOTABS' where user_id = ${shopper.id}`);
    const refused = await refusalOf(shop.services.orders.checkoutDelivery(owner, testShipping));
    expect(refused).toMatchObject({ code: "promo_code_unavailable", message: `${promoCodeMessages.perShopperLimit} Please remove it from your cart to place your order.` });
  });
});

describe("shoppers racing for a code's last use", () => {
  it("50 shoppers at once: exactly one order has the code, the 49 others are refused clearly and write nothing", async () => {
    await shop.services.promotions.create(catalog, fivePercent("RACE50", { maxUses: 5 }));
    // Four uses are gone already: one is left.
    await shop.handle.db.update(coupons).set({ uses: 4 }).where(eq(coupons.code, "RACE50"));
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => guestCart(1)));
    for (const owner of shoppers) await shop.services.cart.applyCoupon(owner, "RACE50");
    const ordersBefore = await shop.handle.db.select({ count: sql<number>`count(*)::int` }).from(orders);

    const outcomes = await Promise.allSettled(shoppers.map((owner) => place(owner)));

    const placed = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value.order] : []));
    const refusals = outcomes.flatMap((outcome): unknown[] => {
      if (outcome.status === "fulfilled") return [];
      const reason: unknown = outcome.reason;
      return [reason];
    });
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ couponCode: "RACE50" });
    expect(placed[0]?.discount).toBeGreaterThan(0);
    expect(refusals).toHaveLength(49);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(OrderError);
      expect(refusal).toMatchObject({ status: 409, code: "promo_code_unavailable", message: "This promo code has been used up. Please remove it from your cart to place your order." });
    }
    expect(await usesOf("RACE50")).toBe(5);
    const ordersAfter = await shop.handle.db.select({ count: sql<number>`count(*)::int` }).from(orders);
    expect(ordersAfter[0]?.count).toBe((ordersBefore[0]?.count ?? 0) + 1);
    const withCode = await shop.handle.db.select({ number: orders.number }).from(orders).where(inArray(orders.couponCode, ["RACE50"]));
    expect(withCode).toHaveLength(1);
    // The refused shoppers' carts are as they were: their lines and the code, to remove.
    const stillHeld = await Promise.all(shoppers.map((owner) => shop.services.cart.getCart(owner)));
    expect(stillHeld.filter((cart) => cart.items.length === 1)).toHaveLength(49);
  }, 120_000);
});
