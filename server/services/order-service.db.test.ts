// Placing orders on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set) with the built-in test payment provider: the server prices the cart, takes stock exactly
// once, never oversells, and never keeps a card number.
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DatabaseHandle } from "../db/client";
import {
  cartLines,
  carts,
  emailOutbox,
  orderLines,
  orders,
  orderTrackingEvents,
  payments,
  productVariants,
  users,
} from "../db/schema";
import { seedCatalog } from "../db/seed/seed-catalog";
import { createTestPaymentProvider } from "../payments/test-payment-provider";
import { createCartService, newGuestCartToken, type CartOwner, type CartService } from "./cart-service";
import { createOrderService, OrderError, type OrderService, type PlaceOrderInput } from "./order-service";

let handle: DatabaseHandle;
let cart: CartService;
let orderService: OrderService;
let provider: ReturnType<typeof createTestPaymentProvider>;
let variants: { id: number; productId: number; price: number }[];

const shipping: PlaceOrderInput["shipping"] = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  phone: "9876543210",
  address: "12 MG Road",
  apartment: "Flat 4B",
  city: "Bengaluru",
  state: "KA",
  pincode: "560001",
};

const visa = { method: "card", cardNumber: "4111111111111111", cardExpiry: "12/30", cardCvv: "123" } as const;

function newGuest(): CartOwner {
  return { kind: "guest", token: newGuestCartToken() };
}

function order(payment: PlaceOrderInput["payment"], key = randomUUID()): PlaceOrderInput {
  return { shipping, payment, idempotencyKey: key };
}

async function stockOf(variantId: number): Promise<number> {
  const [row] = await handle.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.stock ?? -1;
}

async function setStock(variantId: number, stock: number): Promise<void> {
  await handle.db.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
}

function variantAt(index: number) {
  const variant = variants[index];
  if (!variant) throw new Error(`the seed has no variant #${index}`);
  return variant;
}

async function guestWith(variantIndex: number, quantity: number): Promise<CartOwner> {
  const guest = newGuest();
  const variant = variantAt(variantIndex);
  await cart.addItem(guest, { productId: variant.productId, variantId: variant.id, quantity });
  return guest;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalog(handle.db, { products: 12 });
  cart = createCartService(handle.db);
  provider = createTestPaymentProvider();
  orderService = createOrderService(handle.db, provider);
  variants = await handle.db
    .select({ id: productVariants.id, productId: productVariants.productId, price: productVariants.price })
    .from(productVariants)
    .orderBy(asc(productVariants.id));
}, 120_000);

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  await handle.db.execute(sql`truncate ${orders}, ${carts}, ${emailOutbox}, ${users} cascade`);
  for (const [index] of variants.entries()) await setStock(variantAt(index).id, 50);
});

describe("placing an order", () => {
  it("a guest pays by card with WELCOME10: priced by the server, stock taken, cart emptied, e-mail queued", async () => {
    const guest = await guestWith(0, 2);
    await cart.applyCoupon(guest, "welcome10");
    const before = await cart.getCart(guest);

    const { order: placed, replayed } = await orderService.placeOrder(guest, order(visa));

    expect(replayed).toBe(false);
    expect(placed.number).toMatch(/^ORD\d{12}$/);
    expect(placed.subtotal).toBe(variantAt(0).price * 2);
    expect(placed.discount).toBe(before.discount);
    expect(placed.total).toBe(before.total);
    expect(placed.couponCode).toBe("WELCOME10");
    expect(placed.payment).toMatchObject({ method: "card", status: "captured", cardBrand: "visa", cardLast4: "1111" });
    expect(placed.status).toBe("confirmed");
    expect(placed.tracking.map((event) => event.message)).toEqual([
      "Order placed successfully",
      "Order confirmed and payment received",
    ]);
    expect(placed.items).toEqual([
      expect.objectContaining({ quantity: 2, price: variantAt(0).price, lineTotal: variantAt(0).price * 2 }),
    ]);
    expect(await stockOf(variantAt(0).id)).toBe(48);
    expect((await cart.getCart(guest)).items).toEqual([]);
    expect((await cart.getCart(guest)).coupon).toBeNull();

    const mail = await handle.db.select().from(emailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "order_confirmation", toAddress: "asha@example.in" });
    expect(mail[0]?.subject).toContain(placed.number);
    expect(mail[0]?.textBody).toContain("Card ending 1111");

    expect(await orderService.orderForOwner(guest, placed.number)).toEqual(placed);
  });

  it("cash on delivery is placed unpaid, and UPI is paid with its ID shown", async () => {
    const cod = await orderService.placeOrder(await guestWith(1, 1), order({ method: "cod" }));
    expect(cod.order.status).toBe("ordered");
    expect(cod.order.payment).toMatchObject({ method: "cod", status: "pending", cardLast4: null });
    expect(cod.order.tracking.map((event) => event.message)).toEqual(["Order placed successfully"]);

    const upi = await orderService.placeOrder(await guestWith(1, 1), order({ method: "upi", upiId: "asha.verma@okicici" }));
    expect(upi.order.payment).toMatchObject({ method: "upi", status: "captured", upiId: "asha.verma@okicici" });
    expect(upi.order.number).not.toBe(cod.order.number);
  });

  it("a declined card makes no order and leaves stock and cart alone", async () => {
    const guest = await guestWith(0, 1);
    const declined = { ...visa, cardNumber: "4000000000000002" };
    await expect(orderService.placeOrder(guest, order(declined))).rejects.toMatchObject({
      code: "payment_failed",
      message: "Your card was declined. Please use another card.",
    });
    const notLuhn = { ...visa, cardNumber: "4111111111111112" };
    await expect(orderService.placeOrder(guest, order(notLuhn))).rejects.toMatchObject({ code: "payment_failed" });
    expect(await handle.db.select().from(orders)).toEqual([]);
    expect(await stockOf(variantAt(0).id)).toBe(50);
    expect((await cart.getCart(guest)).items).toHaveLength(1);
  });

  it("an empty cart, or no cart at all, cannot be ordered", async () => {
    await expect(orderService.placeOrder(newGuest(), order(visa))).rejects.toMatchObject({ code: "empty_cart" });
  });

  it("a cart asking for more than is left is refused before the card is charged", async () => {
    const guest = await guestWith(2, 5);
    await setStock(variantAt(2).id, 3);
    const attempt = orderService.placeOrder(guest, order(visa));
    await expect(attempt).rejects.toMatchObject({ code: "out_of_stock" });
    await expect(attempt).rejects.toThrow(/^Only 3 left in stock for .+\. Please lower the quantity in your cart\.$/);
    expect(await stockOf(variantAt(2).id)).toBe(3);
    expect(await handle.db.select().from(payments)).toEqual([]);
    expect(provider.ledgerEntries().filter((entry) => entry.status === "authorized")).toEqual([]);
  });
});

describe("idempotency", () => {
  it("placing the same checkout twice with one key makes one order and takes stock once", async () => {
    const guest = await guestWith(0, 1);
    const input = order(visa);
    const first = await orderService.placeOrder(guest, input);
    const second = await orderService.placeOrder(guest, input);
    expect(second.replayed).toBe(true);
    expect(second.order).toEqual(first.order);
    expect(await handle.db.select().from(orders)).toHaveLength(1);
    expect(await handle.db.select().from(payments)).toHaveLength(1);
    expect(await stockOf(variantAt(0).id)).toBe(49);
  });

  it("two simultaneous submissions with one key make one order; the extra authorization is released", async () => {
    const guest = await guestWith(0, 1);
    const input = order(visa);
    const results = await Promise.allSettled([orderService.placeOrder(guest, input), orderService.placeOrder(guest, input)]);
    const placed = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    expect(placed.map((result) => result.order.number)).toHaveLength(2);
    expect(new Set(placed.map((result) => result.order.number)).size).toBe(1);
    expect(await handle.db.select().from(orders)).toHaveLength(1);
    expect(await stockOf(variantAt(0).id)).toBe(49);
    const charges = provider.ledgerEntries().filter((entry) => entry.orderReference === input.idempotencyKey);
    expect(charges.map((entry) => entry.status).sort()).toEqual(["captured", "voided"]);
  });

  it("a key replayed with a different body, or by another shopper, is refused", async () => {
    const guest = await guestWith(0, 1);
    const key = randomUUID();
    await orderService.placeOrder(guest, order(visa, key));
    await expect(orderService.placeOrder(guest, order({ method: "cod" }, key))).rejects.toMatchObject({
      code: "idempotency_conflict",
    });
    const stranger = await guestWith(0, 1);
    await expect(orderService.placeOrder(stranger, order(visa, key))).rejects.toMatchObject({
      code: "idempotency_conflict",
    });
    expect(await handle.db.select().from(orders)).toHaveLength(1);
  });
});

describe("stock under a race", () => {
  it("200 shoppers race for the last 10 units: exactly 10 orders, the rest told how many are left, stock 0", async () => {
    const variant = variantAt(3);
    const shoppers = await Promise.all(Array.from({ length: 200 }, () => guestWith(3, 1)));
    await setStock(variant.id, 10);

    const results = await Promise.allSettled(
      shoppers.map((shopper) => orderService.placeOrder(shopper, order({ method: "cod" }))),
    );

    const succeeded = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result): unknown[] => (result.status === "rejected" ? [result.reason] : []));
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(OrderError);
      expect(reason).toMatchObject({ code: "out_of_stock" });
      expect(String(reason)).toMatch(/out of stock|Only \d+ left/);
    }
    expect(await stockOf(variant.id)).toBe(0);
    const [sold] = await handle.db
      .select({ quantity: sql<number>`coalesce(sum(${orderLines.quantity}), 0)`.mapWith(Number) })
      .from(orderLines)
      .where(eq(orderLines.variantId, variant.id));
    expect(sold?.quantity).toBe(10);
  }, 120_000);
});

describe("privacy", () => {
  it("one guest cannot read another guest's order", async () => {
    const guest = await guestWith(0, 1);
    const { order: placed } = await orderService.placeOrder(guest, order(visa));
    expect(await orderService.orderForOwner(newGuest(), placed.number)).toBeNull();
    expect(await orderService.orderForOwner(null, placed.number)).toBeNull();
  });

  it("a guest who signs in finds the orders placed as a guest in the account", async () => {
    const token = newGuestCartToken();
    const guest: CartOwner = { kind: "guest", token };
    const variant = variantAt(0);
    await cart.addItem(guest, { productId: variant.productId, variantId: variant.id, quantity: 1 });
    const { order: placed } = await orderService.placeOrder(guest, order(visa));
    const [user] = await handle.db
      .insert(users)
      .values({ email: "asha@example.in", passwordHash: "x", firstName: "Asha", lastName: "Verma", mobile: "9876543210" })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");

    expect(await orderService.claimGuestOrders(token, user.id)).toBe(1);
    expect((await orderService.ordersOfUser(user.id)).map((mine) => mine.number)).toEqual([placed.number]);
    expect(await orderService.orderForOwner({ kind: "user", userId: user.id }, placed.number)).not.toBeNull();
    expect(await orderService.orderForOwner(guest, placed.number)).toBeNull();
    expect(await orderService.claimGuestOrders(newGuestCartToken(), user.id)).toBe(0);
  });

  it("anyone with the order number and its e-mail or phone can track it; a wrong pair reveals nothing", async () => {
    const { order: placed } = await orderService.placeOrder(await guestWith(0, 1), order({ method: "cod" }));
    const byEmail = await orderService.trackOrder(placed.number.toLowerCase(), "ASHA@example.in");
    expect(byEmail).toMatchObject({ number: placed.number, status: "ordered" });
    expect(byEmail?.tracking.map((event) => event.message)).toEqual(["Order placed successfully"]);
    expect(JSON.stringify(byEmail)).not.toContain("MG Road");
    expect(await orderService.trackOrder(placed.number, "+91 98765 43210")).not.toBeNull();
    expect(await orderService.trackOrder(placed.number, "someone@example.in")).toBeNull();
    expect(await orderService.trackOrder(placed.number, "9999999999")).toBeNull();
    expect(await orderService.trackOrder("ORD000000000000", "asha@example.in")).toBeNull();
    expect(await orderService.trackOrder("' or 1=1 --", "asha@example.in")).toBeNull();
  });

  it("no table holds the card number or the CVV after a card order", async () => {
    const guest = await guestWith(0, 1);
    await orderService.placeOrder(guest, order({ ...visa, cardNumber: "5555555555554444", cardCvv: "987" }));
    const tables = [orders, orderLines, payments, orderTrackingEvents, emailOutbox, carts, cartLines];
    for (const table of tables) {
      const rows = await handle.db.select().from(table);
      const text = JSON.stringify(rows);
      expect(text).not.toContain("5555555555554444");
      expect(text).not.toContain("555555555555");
      expect(text).not.toMatch(/"987"|:987[,}]/);
    }
    const [payment] = await handle.db.select().from(payments);
    expect(payment).toMatchObject({ cardBrand: "mastercard", cardLast4: "4444" });
  });
});
