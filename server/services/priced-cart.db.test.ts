// The cart and checkout agree to the rupee: what the cart shows, what checkout says it will charge
// (its Continue, the EMI plan) and what the placed order records are one figure,
// whatever happened since the first item went in: a promo code, a price change, a coupon's
// minimum no longer met, stock running low.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartView } from "../../app/lib/contracts/cart";
import { OrderError, type OrderPayment, type OrderView } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import { emiPlan } from "../../app/lib/emi";
import { openTestShop, ownerOf, testShipping, type TestShop } from "../../tests/support/test-shop";
import { coupons, productVariants } from "../db/schema";

let shop: TestShop;

beforeAll(async () => {
  shop = await openTestShop({ products: 24 });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

const cod: OrderPayment = { method: "cod" };
/** Paid by card in the gateway's window: the order is priced (and its plan worked out) when placed. */
const card: OrderPayment = { method: "card" };

async function newCart(items: { index: number; quantity: number }[]): Promise<Owner> {
  const owner = ownerOf(await shop.newShopper());
  for (const { index, quantity } of items) {
    const variant = shop.variantAt(index);
    await shop.services.cart.addItem(owner, { productId: variant.productId, variantId: variant.id, quantity });
  }
  return owner;
}

async function setPrice(index: number, price: number): Promise<void> {
  await shop.handle.db.update(productVariants).set({ price }).where(eq(productVariants.id, shop.variantAt(index).id));
}

/** What the cart shows, what checkout quotes, and the order placed from it, side by side. */
async function cartCheckoutAndOrder(owner: Owner, payment: OrderPayment = cod, emi: { bank: string; months: number } | null = null) {
  const cart = await shop.services.cart.getCart(owner);
  const checkout = await shop.services.orders.checkoutDelivery(owner, testShipping);
  const { order } = await shop.services.orders.placeOrder(owner, {
    shipping: testShipping,
    payment,
    deliverySlot: "morning",
    emi,
    idempotencyKey: randomUUID(),
  });
  return { cart, checkoutTotal: checkout.total, order };
}

function expectAgreement(cart: CartView, checkoutTotal: number, order: OrderView): void {
  expect(checkoutTotal).toBe(cart.total);
  expect({ subtotal: order.subtotal, discount: order.discount, shipping: order.shippingFee, total: order.total }).toEqual({
    subtotal: cart.subtotal,
    discount: cart.discount,
    shipping: cart.shipping,
    total: cart.total,
  });
  expect(order.items.map((item) => [item.variantId, item.price, item.quantity]).sort()).toEqual(
    cart.items.map((item) => [item.variant.id, item.price, item.quantity]).sort(),
  );
}

describe("the cart and checkout agree to the rupee", () => {
  it("with WELCOME10 applied: 10% off in the cart, at checkout and on the order", async () => {
    const owner = await newCart([
      { index: 0, quantity: 2 },
      { index: 3, quantity: 1 },
    ]);
    const withCode = await shop.services.cart.applyCoupon(owner, "WELCOME10");
    expect(withCode.discount).toBe(Math.round(withCode.subtotal * 0.1));
    const { cart, checkoutTotal, order } = await cartCheckoutAndOrder(owner);
    expect(cart.coupon).toEqual({ code: "WELCOME10", percent: 10, amount_off: null });
    expect(order.couponCode).toBe("WELCOME10");
    expectAgreement(cart, checkoutTotal, order);
  });

  it("with a flat ₹500 code and a minimum order: ₹500 off in the cart, at checkout and on the order", async () => {
    await shop.handle.db.insert(coupons).values({ code: "FLAT500", percent: null, amountOff: 500, minSubtotal: 2_000 });
    await setPrice(10, 2_499);
    const owner = await newCart([{ index: 10, quantity: 1 }]);
    expect((await shop.services.cart.applyCoupon(owner, "flat500")).discount).toBe(500);
    const { cart, checkoutTotal, order } = await cartCheckoutAndOrder(owner);
    expect(cart.coupon).toEqual({ code: "FLAT500", percent: null, amount_off: 500 });
    expect(cart).toMatchObject({ subtotal: 2_499, discount: 500, total: 1_999 });
    expect(order.couponCode).toBe("FLAT500");
    expectAgreement(cart, checkoutTotal, order);
  });

  it("with a flat code worth more than the goods (made without the form's rule): the discount stops at the subtotal, never below zero", async () => {
    await shop.handle.db.insert(coupons).values({ code: "BIGFLAT", percent: null, amountOff: 50_000 });
    await setPrice(11, 1_200);
    const owner = await newCart([{ index: 11, quantity: 1 }]);
    const cart = await shop.services.cart.applyCoupon(owner, "BIGFLAT");
    expect(cart).toMatchObject({ subtotal: 1_200, discount: 1_200, total: 0 });
    expect((await shop.services.orders.checkoutDelivery(owner, testShipping)).total).toBe(0);
  });

  it("after a price changes once the item is in the cart: today's price everywhere", async () => {
    const owner = await newCart([{ index: 5, quantity: 1 }]);
    await setPrice(5, 12_345);
    const { cart, checkoutTotal, order } = await cartCheckoutAndOrder(owner);
    expect(cart.items[0]?.price).toBe(12_345);
    expectAgreement(cart, checkoutTotal, order);
  });

  it("when a price cut takes the cart under a promo code's minimum: the code stops counting everywhere", async () => {
    await shop.handle.db.insert(coupons).values({ code: "BIG5000", percent: 15, active: true, minSubtotal: 5_000 });
    await setPrice(6, 6_000);
    const owner = await newCart([{ index: 6, quantity: 1 }]);
    expect((await shop.services.cart.applyCoupon(owner, "BIG5000")).discount).toBe(900);
    await setPrice(6, 4_500);
    const { cart, checkoutTotal, order } = await cartCheckoutAndOrder(owner);
    expect(cart.coupon).toBeNull();
    expect(cart.discount).toBe(0);
    expect(order.couponCode).toBeNull();
    expectAgreement(cart, checkoutTotal, order);
  });

  it("when a small order crosses the free-delivery line after a price change: the same delivery fee everywhere", async () => {
    await setPrice(7, 600);
    const owner = await newCart([{ index: 7, quantity: 1 }]);
    const before = await shop.services.cart.getCart(owner);
    expect(before.shipping).toBeGreaterThan(0);
    await setPrice(7, 1_600);
    const { cart, checkoutTotal, order } = await cartCheckoutAndOrder(owner);
    expect(cart.shipping).toBe(0);
    expectAgreement(cart, checkoutTotal, order);
  });

  it("when stock runs below the cart's quantity: the cart shows the new maximum and checkout refuses until it is lowered", async () => {
    const owner = await newCart([{ index: 8, quantity: 3 }]);
    const variant = shop.variantAt(8);
    await shop.handle.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, variant.id));
    const cart = await shop.services.cart.getCart(owner);
    expect(cart.items[0]).toMatchObject({ quantity: 3, max_quantity: 2 });
    const refused = await shop.services.orders.checkoutDelivery(owner, testShipping).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OrderError);
    expect(refused).toMatchObject({ code: "out_of_stock" });
    const lineId = cart.items[0]?.id ?? 0;
    await shop.services.cart.updateItem(owner, lineId, 2);
    const agreed = await cartCheckoutAndOrder(owner);
    expect(agreed.order.items[0]?.quantity).toBe(2);
    expectAgreement(agreed.cart, agreed.checkoutTotal, agreed.order);
  });

  it("paid by no-cost EMI: the plan is worked out on the cart's own total", async () => {
    await setPrice(9, 24_000);
    const owner = await newCart([{ index: 9, quantity: 1 }]);
    await shop.services.cart.applyCoupon(owner, "WELCOME10");
    const { cart, checkoutTotal, order } = await cartCheckoutAndOrder(owner, card, { bank: "hdfc", months: 6 });
    expectAgreement(cart, checkoutTotal, order);
    const plan = emiPlan(cart.total, "hdfc", 6);
    expect(order.emi).toEqual({
      bank: plan?.bankName,
      months: 6,
      monthlyAmount: plan?.monthlyAmount,
      interestWaived: plan?.interestWaived,
    });
  });
});
