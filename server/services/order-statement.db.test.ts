// The order's one statement writes all of an order or none of it. The races it settles (a cart
// changed in another tab, the last piece, the last use of a code) happen between the checks and
// the statement; here each is set up before the statement runs, so its refusal can be seen.
import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Owner } from "../../app/lib/contracts/owner";
import { openTestShop, testShipping, type TestShop } from "../../tests/support/test-shop";
import { cartLines, coupons, emailOutbox, orders, payments, productVariants } from "../db/schema";
import { newToken } from "../lib/tokens";
import { orderConfirmationKind } from "../mail/order-confirmation-email";
import { writeOrder, type OrderToWrite } from "./order-statement";
import { ownedBy, ownerValues } from "./ownership";
import { cartAlias, readPricedCart, type PricedCart } from "./priced-cart";

let shop: TestShop;

beforeAll(async () => {
  shop = await openTestShop({ products: 12 });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function guestWith(...variantIndexes: number[]): Promise<Owner> {
  const guest: Owner = { kind: "guest", token: newToken() };
  for (const index of variantIndexes) {
    const variant = shop.variantAt(index);
    await shop.services.cart.addItem(guest, { productId: variant.productId, variantId: variant.id, quantity: 1 });
  }
  return guest;
}

async function pricedCartOf(owner: Owner): Promise<PricedCart> {
  const cart = await readPricedCart(shop.handle.db, ownedBy(owner, cartAlias));
  if (!cart) throw new Error("the shopper has no cart");
  return cart;
}

/** A cash-on-delivery order of the cart as it was priced, with a promo code when given. */
function orderOf(owner: Owner, cart: PricedCart, options: { couponCode?: string; quantity?: (variantId: number) => number } = {}): OrderToWrite {
  const total = cart.totals.total;
  return {
    cart: { id: cart.cartId, version: cart.version },
    couponCode: options.couponCode ?? null,
    order: {
      ...ownerValues(owner),
      number: `ORD${String(Date.now()).slice(-12)}`,
      createdAt: new Date(),
      email: testShipping.email,
      firstName: testShipping.firstName,
      lastName: testShipping.lastName,
      phone: testShipping.phone,
      address: testShipping.address,
      city: testShipping.city,
      state: testShipping.state,
      pincode: testShipping.pincode,
      subtotal: cart.totals.subtotal,
      total,
      couponCode: options.couponCode ?? null,
      paymentMethod: "cod",
      idempotencyKey: randomUUID(),
      language: "en",
    },
    lines: cart.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      name: line.productName,
      variantType: line.variantType,
      variantName: line.variantName,
      price: line.price,
      quantity: options.quantity?.(line.variantId) ?? line.quantity,
    })),
    warehousesNearestFirst: [],
    payment: { method: "cod", status: "pending", amount: total, provider: "cash-on-delivery", gatewayOrderId: null, expiresAt: null, upiId: null },
    trackingMessage: "Order placed successfully",
    withInvoiceNumber: true,
    email: { kind: orderConfirmationKind, toAddress: testShipping.email, subject: "Your order", textBody: "Thank you", htmlBody: "<p>Thank you</p>" },
  };
}

/** Everything an order writes, counted, with the stock of the shop's variants and the cart's lines. */
async function whatIsWritten(owner: Owner) {
  const db = shop.handle.db;
  const [[orderCount], [paymentCount], [mailCount], stock, [lineCount]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(payments),
    db.select({ n: count() }).from(emailOutbox),
    db.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants).orderBy(productVariants.id),
    db
      .select({ n: count() })
      .from(cartLines)
      .where(sql`${cartLines.cartId} in (select c.id from carts c where ${ownedBy(owner, cartAlias)})`),
  ]);
  return { orders: orderCount?.n, payments: paymentCount?.n, mails: mailCount?.n, stock, cartLines: lineCount?.n };
}

describe("an order's one statement", () => {
  it("writes the order, its payment, e-mail and invoice number, takes the stock and empties the cart", async () => {
    const guest = await guestWith(0, 1);
    const cart = await pricedCartOf(guest);
    const before = await whatIsWritten(guest);
    const order = orderOf(guest, cart);

    expect(await writeOrder(shop.handle.db, order)).toEqual({ kind: "written" });

    const after = await whatIsWritten(guest);
    expect(after).toMatchObject({ orders: (before.orders ?? 0) + 1, payments: (before.payments ?? 0) + 1, mails: (before.mails ?? 0) + 1, cartLines: 0 });
    const taken = after.stock.filter((variant, index) => variant.stock !== before.stock[index]?.stock).map((variant) => variant.id);
    expect(taken.sort()).toEqual([shop.variantAt(0).id, shop.variantAt(1).id].sort());
    const [written] = await shop.handle.db.select({ invoice: orders.invoiceNumber }).from(orders).where(eq(orders.number, order.order.number));
    expect(written?.invoice).toMatch(/^AAN\/\d{2}-\d{2}\/\d{6,}$/);
  });

  it("does not write an order priced before the cart changed in another tab, nor a second order of a cart already ordered", async () => {
    const guest = await guestWith(2);
    const priced = await pricedCartOf(guest);
    await shop.services.cart.addItem(guest, { productId: shop.variantAt(3).productId, variantId: shop.variantAt(3).id, quantity: 1 });
    const before = await whatIsWritten(guest);

    expect(await writeOrder(shop.handle.db, orderOf(guest, priced))).toEqual({ kind: "cart_changed" });
    expect(await whatIsWritten(guest)).toEqual(before);

    const current = await pricedCartOf(guest);
    expect(await writeOrder(shop.handle.db, orderOf(guest, current))).toEqual({ kind: "written" });
    const ordered = await whatIsWritten(guest);
    expect(await writeOrder(shop.handle.db, orderOf(guest, current))).toEqual({ kind: "cart_changed" });
    expect(await whatIsWritten(guest)).toEqual(ordered);
  });

  it("writes nothing when one line is short: the other line's stock, the code's uses and the cart stay as they were", async () => {
    await shop.handle.db.insert(coupons).values({ code: "STATEMENT5", percent: 5 });
    const guest = await guestWith(4, 5);
    const cart = await pricedCartOf(guest);
    const short = shop.variantAt(5);
    const [variant] = await shop.handle.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, short.id));
    const available = variant?.stock ?? 0;
    const before = await whatIsWritten(guest);

    const outcome = await writeOrder(
      shop.handle.db,
      orderOf(guest, cart, { couponCode: "STATEMENT5", quantity: (variantId) => (variantId === short.id ? available + 1 : 1) }),
    );

    expect(outcome).toEqual({ kind: "short", shortages: [{ variantId: short.id, available }] });
    expect(await whatIsWritten(guest)).toEqual(before);
    const [code] = await shop.handle.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.code, "STATEMENT5"));
    expect(code?.uses).toBe(0);
  });

  it("writes nothing when the code's last use went to another order meanwhile", async () => {
    await shop.handle.db.insert(coupons).values({ code: "STATEMENTGONE", percent: 5, maxUses: 1, uses: 1 });
    const guest = await guestWith(6);
    const cart = await pricedCartOf(guest);
    const before = await whatIsWritten(guest);

    expect(await writeOrder(shop.handle.db, orderOf(guest, cart, { couponCode: "STATEMENTGONE" }))).toEqual({ kind: "coupon_unavailable" });
    expect(await whatIsWritten(guest)).toEqual(before);
  });
});
