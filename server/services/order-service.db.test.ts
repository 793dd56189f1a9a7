// Placing orders on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), paid through the built-in test gateway: the server prices the cart, takes stock exactly
// once, never oversells, never sees a card number, and keeps the delivery rules of the PIN code.
// A card or UPI order awaits its payment in the gateway's window; cash on delivery is placed at once.
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuthUser } from "../../app/lib/contracts/auth";
import { type OrderPayment, type PlaceOrderInput, OrderError } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import { openTestShop, type TestCard, type TestShop } from "../../tests/support/test-shop";
import type { DatabaseHandle } from "../db/client";
import {
  cartLines,
  carts,
  emailOutbox,
  orderLines,
  orders,
  orderTrackingEvents,
  payments,
  productSpecifications,
  productVariants,
  savedCards,
  users,
} from "../db/schema";
import { newToken } from "../lib/tokens";
import type { CartService } from "./cart-service";
import type { AddressService } from "./address-service";
import { cashOnDeliveryProvider, type OrderService } from "./order-service";
import { createServices } from "./services";

let shop: TestShop;
let handle: DatabaseHandle;
let cart: CartService;
let orderService: OrderService;
let addressBook: AddressService;
let variants: { id: number; productId: number; price: number }[];
/** Products the catalog says arrive ready to use: no fitters, so no delivery slot. */
let readyToUse: Set<number>;
// Monday 23 November 2026, 11:30 in India: the day the delivery promises below are made.
const monday = new Date("2026-11-23T06:00:00Z");

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

/** A card order as checkout places it: the card is typed in the gateway's window, never here. */
const card: OrderPayment = { method: "card" };
const mastercard: TestCard = { cardNumber: "5555555555554444", cardExpiry: "12/30", cardCvv: "987" };

function newGuest(): Owner {
  return { kind: "guest", token: newToken() };
}

/** A slot is kept only for furniture our fitters assemble, and is refused by nobody: always send one. */
function order(payment: PlaceOrderInput["payment"], key = randomUUID()): PlaceOrderInput {
  return { shipping, payment, deliverySlot: "morning", idempotencyKey: key };
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

async function guestWith(variantIndex: number, quantity: number): Promise<Owner> {
  const guest = newGuest();
  const variant = variantAt(variantIndex);
  await cart.addItem(guest, { productId: variant.productId, variantId: variant.id, quantity });
  return guest;
}

/** The store's payment row of an order. */
async function paymentOf(number: string) {
  const [row] = await handle.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.number, number));
  if (!row) throw new Error(`order ${number} has no payment`);
  return row.payment;
}

beforeAll(async () => {
  handle = await createTestDatabase({ template: seededTemplate({ india: ["560001", "400050", "380014"], products: 12 }) });
  // The store's own services on this database, their clock on Monday (the delivery promises'
  // day), paying through the built-in test gateway.
  shop = await openTestShop({ products: 12, database: handle, seeded: true, services: { now: () => monday } });
  ({ cart, orders: orderService, addresses: addressBook } = shop.services);
  variants = await handle.db
    .select({ id: productVariants.id, productId: productVariants.productId, price: productVariants.price })
    .from(productVariants)
    .orderBy(asc(productVariants.id));
  const ready = await handle.db
    .selectDistinct({ productId: productSpecifications.productId })
    .from(productSpecifications)
    .where(and(eq(productSpecifications.label, "Assembly"), eq(productSpecifications.value, "No assembly needed")));
  readyToUse = new Set(ready.map((row) => row.productId));
}, 120_000);

afterAll(async () => {
  await shop.close();
});

beforeEach(async () => {
  await handle.db.execute(sql`truncate ${orders}, ${carts}, ${emailOutbox}, ${users} cascade`);
  for (const [index] of variants.entries()) await setStock(variantAt(index).id, 50);
});

describe("placing an order", () => {
  it("a guest pays by card with WELCOME10: priced by the server, stock taken, cart emptied, confirmed and e-mailed once paid", async () => {
    const guest = await guestWith(0, 2);
    await cart.applyCoupon(guest, "welcome10");
    const before = await cart.getCart(guest);

    const { order: placed, replayed, checkout } = await orderService.placeOrder(guest, order(card));

    expect(replayed).toBe(false);
    expect(placed.number).toMatch(/^ORD\d{12}$/);
    expect(placed.subtotal).toBe(variantAt(0).price * 2);
    expect(placed.discount).toBe(before.discount);
    expect(placed.total).toBe(before.total);
    expect(placed.couponCode).toBe("WELCOME10");
    // Placed, its stock held, awaiting its payment in the gateway's window for the very total.
    expect(placed.status).toBe("ordered");
    expect(placed.payment).toMatchObject({ method: "card", status: "awaiting", cardBrand: null, cardLast4: null });
    expect(placed.tracking.map((event) => event.message)).toEqual(["Order placed successfully"]);
    expect(checkout).toMatchObject({ orderNumber: placed.number, amountPaise: placed.total * 100, currency: "INR" });
    expect(placed.items).toEqual([
      expect.objectContaining({ quantity: 2, price: variantAt(0).price, lineTotal: variantAt(0).price * 2 }),
    ]);
    expect(await stockOf(variantAt(0).id)).toBe(48);
    expect((await cart.getCart(guest)).items).toEqual([]);
    expect((await cart.getCart(guest)).coupon).toBeNull();
    // Nothing is promised by e-mail until it is paid.
    expect(await handle.db.select().from(emailOutbox)).toEqual([]);

    const paid = await shop.payByCard(guest, placed);
    expect(paid.status).toBe("confirmed");
    expect(paid.payment).toMatchObject({ method: "card", status: "captured", cardBrand: "visa", cardLast4: "1111" });
    expect(paid.tracking.map((event) => event.message)).toEqual([
      "Order placed successfully",
      "Order confirmed and payment received",
    ]);
    expect(await stockOf(variantAt(0).id)).toBe(48);

    const mail = await handle.db.select().from(emailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "order_confirmation", toAddress: "asha@example.in" });
    expect(mail[0]?.subject).toContain(placed.number);
    expect(mail[0]?.textBody).toContain("Card ending 1111");

    expect(await orderService.orderForOwner(guest, placed.number)).toEqual(paid);
  });

  it("cash on delivery is placed unpaid and invoiced at once; UPI awaits its payment with its ID shown, and is paid in the shopper's UPI app", async () => {
    const cod = await orderService.placeOrder(await guestWith(1, 1), order({ method: "cod" }));
    expect(cod.order.status).toBe("ordered");
    expect(cod.order.payment).toMatchObject({ method: "cod", status: "pending", cardLast4: null });
    expect(cod.order.tracking.map((event) => event.message)).toEqual(["Order placed successfully"]);
    expect(cod.checkout).toBeNull();
    // The courier collects it: no gateway is asked, and the order has its invoice number and e-mail.
    expect(await paymentOf(cod.order.number)).toMatchObject({ provider: cashOnDeliveryProvider, providerReference: null, gatewayOrderId: null });
    const [codRow] = await handle.db.select({ invoiceNumber: orders.invoiceNumber }).from(orders).where(eq(orders.number, cod.order.number));
    expect(codRow?.invoiceNumber).not.toBeNull();
    expect((await handle.db.select().from(emailOutbox)).map((mail) => mail.subject)).toEqual([expect.stringContaining(cod.order.number)]);

    const upiGuest = await guestWith(1, 1);
    const upi = await orderService.placeOrder(upiGuest, order({ method: "upi", upiId: "asha.verma@okicici" }));
    expect(upi.order).toMatchObject({ status: "ordered", payment: { method: "upi", status: "awaiting", upiId: "asha.verma@okicici" } });
    expect(upi.checkout).toMatchObject({ orderNumber: upi.order.number, amountPaise: upi.order.total * 100 });
    expect(upi.order.number).not.toBe(cod.order.number);
    const [upiRow] = await handle.db.select({ invoiceNumber: orders.invoiceNumber }).from(orders).where(eq(orders.number, upi.order.number));
    expect(upiRow?.invoiceNumber).toBeNull();

    // Paid: the shopper scans the QR code and approves in their UPI app; the gateway's webhook confirms it.
    const paid = await shop.placeOrder(newGuest(), [1], { payment: { method: "upi", upiId: "asha.verma@okicici", paidInWindow: true } });
    expect(paid).toMatchObject({ status: "confirmed", payment: { method: "upi", status: "captured", upiId: "asha.verma@okicici" } });
  });

  it("a declined card leaves the order awaiting its payment, its stock held and nothing captured, until another card pays", async () => {
    const guest = await guestWith(0, 1);
    const { order: placed } = await orderService.placeOrder(guest, order(card));
    const declined: TestCard = { cardNumber: "4000000000000002", cardExpiry: "12/30", cardCvv: "123" };
    const notLuhn: TestCard = { ...declined, cardNumber: "4111111111111112" };
    await expect(shop.payByCard(guest, placed, notLuhn)).rejects.toThrow("Your card number is not valid. Please check it and try again.");
    await expect(shop.payByCard(guest, placed, declined)).rejects.toThrow("Your card was declined. Please use another card.");

    expect(await orderService.orderForOwner(guest, placed.number)).toMatchObject({ status: "ordered", payment: { status: "awaiting", cardLast4: null } });
    // The gateway's reason for the last attempt is kept for the Pay page; nothing was taken.
    expect(await paymentOf(placed.number)).toMatchObject({ status: "awaiting", providerReference: null, failureReason: "Your card was declined. Please use another card." });
    expect(await stockOf(variantAt(0).id)).toBe(49);
    expect(await handle.db.select().from(emailOutbox)).toEqual([]);

    expect(await shop.payByCard(guest, placed)).toMatchObject({ status: "confirmed", payment: { status: "captured", cardLast4: "1111" } });
    expect(await stockOf(variantAt(0).id)).toBe(49);
  });

  it("an empty cart, or no cart at all, cannot be ordered", async () => {
    await expect(orderService.placeOrder(newGuest(), order(card))).rejects.toMatchObject({ code: "empty_cart" });
  });

  it("a cart asking for more than is left is refused, and leaves nothing to pay", async () => {
    const guest = await guestWith(2, 5);
    await setStock(variantAt(2).id, 3);
    const attempt = orderService.placeOrder(guest, order(card));
    await expect(attempt).rejects.toMatchObject({ code: "out_of_stock" });
    await expect(attempt).rejects.toThrow(/^Only 3 left in stock for .+\. Please lower the quantity in your cart\.$/);
    expect(await stockOf(variantAt(2).id)).toBe(3);
    expect(await handle.db.select().from(orders)).toEqual([]);
    expect(await handle.db.select().from(payments)).toEqual([]);
  });
});

describe("idempotency", () => {
  it("placing the same checkout twice with one key makes one order and takes stock once", async () => {
    const guest = await guestWith(0, 1);
    const input = order(card);
    const first = await orderService.placeOrder(guest, input);
    const second = await orderService.placeOrder(guest, input);
    expect(second.replayed).toBe(true);
    expect(second.order).toEqual(first.order);
    // The same checkout to pay: the gateway order of the first.
    expect(second.checkout?.gatewayOrderId).toBe(first.checkout?.gatewayOrderId);
    expect(await handle.db.select().from(orders)).toHaveLength(1);
    expect(await handle.db.select().from(payments)).toHaveLength(1);
    expect(await stockOf(variantAt(0).id)).toBe(49);
  });

  it("two simultaneous submissions with one key make one order, with one checkout, paid once", async () => {
    const guest = await guestWith(0, 1);
    const input = order(card);
    const results = await Promise.allSettled([orderService.placeOrder(guest, input), orderService.placeOrder(guest, input)]);
    const placed = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    expect(placed.map((result) => result.order.number)).toHaveLength(2);
    expect(new Set(placed.map((result) => result.order.number)).size).toBe(1);
    expect(new Set(placed.map((result) => result.checkout?.gatewayOrderId)).size).toBe(1);
    expect(await handle.db.select().from(orders)).toHaveLength(1);
    expect(await stockOf(variantAt(0).id)).toBe(49);
    const [first] = placed;
    if (!first) throw new Error("no order was placed");
    await shop.payByCard(guest, first.order);
    expect((await handle.db.select({ status: payments.status }).from(payments)).map((row) => row.status)).toEqual(["captured"]);
  });

  it("a key replayed with a different body, or by another shopper, is refused", async () => {
    const guest = await guestWith(0, 1);
    const key = randomUUID();
    await orderService.placeOrder(guest, order(card, key));
    await expect(orderService.placeOrder(guest, order({ method: "cod" }, key))).rejects.toMatchObject({
      code: "idempotency_conflict",
    });
    await expect(orderService.placeOrder(guest, order({ method: "upi" }, key))).rejects.toMatchObject({
      code: "idempotency_conflict",
    });
    const stranger = await guestWith(0, 1);
    await expect(orderService.placeOrder(stranger, order(card, key))).rejects.toMatchObject({
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
    const { order: placed } = await orderService.placeOrder(guest, order(card));
    expect(await orderService.orderForOwner(newGuest(), placed.number)).toBeNull();
    expect(await orderService.orderForOwner(null, placed.number)).toBeNull();
  });

  it("a guest who signs in finds the orders placed as a guest in the account", async () => {
    const token = newToken();
    const guest: Owner = { kind: "guest", token };
    const variant = variantAt(0);
    await cart.addItem(guest, { productId: variant.productId, variantId: variant.id, quantity: 1 });
    const { order: placed } = await orderService.placeOrder(guest, order(card));
    const [user] = await handle.db
      .insert(users)
      .values({ email: "asha@example.in", passwordHash: "x", firstName: "Asha", lastName: "Verma", mobile: "9876543210" })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");

    expect(await orderService.claimGuestOrders(token, user.id)).toBe(1);
    expect((await orderService.ordersOfUser(user.id)).map((mine) => mine.number)).toEqual([placed.number]);
    expect(await orderService.orderForOwner({ kind: "user", userId: user.id }, placed.number)).not.toBeNull();
    expect(await orderService.orderForOwner(guest, placed.number)).toBeNull();
    expect(await orderService.claimGuestOrders(newToken(), user.id)).toBe(0);
  });

  it("anyone with the order number and its e-mail or phone can track it; a wrong pair reveals nothing", async () => {
    const { order: placed } = await orderService.placeOrder(await guestWith(0, 1), order({ method: "cod" }));
    const byEmail = await orderService.trackOrder(placed.number.toLowerCase(), "ASHA@example.in");
    expect(byEmail).toMatchObject({ number: placed.number, status: "ordered" });
    expect(byEmail?.tracking.map((event) => event.message)).toEqual(["Order placed successfully"]);
    expect(JSON.stringify(byEmail)).not.toContain("MG Road");
    for (const phone of ["+91 98765 43210", "91 98765-43210", "098765 43210"]) {
      expect(await orderService.trackOrder(placed.number, phone), phone).not.toBeNull();
    }
    expect(await orderService.trackOrder(placed.number, "someone@example.in")).toBeNull();
    expect(await orderService.trackOrder(placed.number, "9999999999")).toBeNull();
    expect(await orderService.trackOrder("ORD000000000000", "asha@example.in")).toBeNull();
    expect(await orderService.trackOrder("' or 1=1 --", "asha@example.in")).toBeNull();
  });

  it("no table of the store holds the card number or the CVV after a card order is paid", async () => {
    const guest = await guestWith(0, 1);
    const { order: placed } = await orderService.placeOrder(guest, order(card));
    await shop.payByCard(guest, placed, mastercard);
    const tables = [orders, orderLines, payments, orderTrackingEvents, emailOutbox, carts, cartLines];
    for (const table of tables) {
      const rows = await handle.db.select().from(table);
      const text = JSON.stringify(rows);
      expect(text).not.toContain("5555555555554444");
      expect(text).not.toContain("555555555555");
      expect(text).not.toMatch(/"987"|:987[,}]/);
    }
    const [payment] = await handle.db.select().from(payments);
    expect(payment).toMatchObject({ status: "captured", cardBrand: "mastercard", cardLast4: "4444" });
  });
});

/** The index of a variant whose product needs our fitters (assembled) or arrives ready to use. */
function variantIndex(assembled: boolean): number {
  const index = variants.findIndex((variant) => readyToUse.has(variant.productId) !== assembled);
  if (index < 0) throw new Error(`the seed has no ${assembled ? "assembled" : "ready-to-use"} product`);
  return index;
}

/** A shopper with an account, signed in. */
async function signedInShopper(email: string): Promise<AuthUser & { owner: Owner & { kind: "user" } }> {
  const user = await shop.newShopper({ email });
  return { ...user, owner: { kind: "user", userId: user.id } };
}

describe("delivery promise and slot", () => {
  it("an order of furniture to Bengaluru carries the promised dates and the evening slot the shopper chose", async () => {
    const guest = await guestWith(variantIndex(true), 1);
    const { order: placed } = await orderService.placeOrder(guest, { ...order(card), deliverySlot: "evening" });
    // 560001 is about 25 km from the Bengaluru warehouse: 2–4 working days from Monday 23 November.
    expect(placed.delivery).toEqual({
      promisedFrom: "2026-11-25",
      promisedTo: "2026-11-27",
      promiseText: "Delivery by Wed, 25 Nov – Fri, 27 Nov",
      slot: "evening",
    });
    const [row] = await handle.db.select().from(orders).where(eq(orders.number, placed.number));
    expect(row).toMatchObject({ promisedFrom: "2026-11-25", promisedTo: "2026-11-27", deliverySlot: "evening" });
    const tracked = await orderService.trackOrder(placed.number, "asha@example.in");
    expect(tracked?.delivery).toEqual(placed.delivery);
    // The confirmation e-mail, sent once it is paid, repeats the promise.
    expect((await shop.payByCard(guest, placed)).delivery).toEqual(placed.delivery);
    const [mail] = await handle.db.select().from(emailOutbox);
    expect(mail?.textBody).toContain("Delivery by Wed, 25 Nov – Fri, 27 Nov");
    expect(mail?.textBody).toContain("Delivery slot: Evening (5 pm – 9 pm)");
  });

  it("furniture our fitters assemble needs a slot; nothing is written without one", async () => {
    const guest = await guestWith(variantIndex(true), 1);
    await expect(orderService.placeOrder(guest, { ...order(card), deliverySlot: null })).rejects.toMatchObject({
      code: "delivery_slot_required",
      message: "Please choose a delivery slot",
    });
    expect(await handle.db.select().from(orders)).toEqual([]);
    expect(await handle.db.select().from(payments)).toEqual([]);
  });

  it("something that arrives ready to use gets dates but keeps no slot", async () => {
    const guest = await guestWith(variantIndex(false), 1);
    const { order: placed } = await orderService.placeOrder(guest, order({ method: "cod" }));
    expect(placed.delivery).toMatchObject({ promisedFrom: "2026-11-25", promisedTo: "2026-11-27", slot: null });
  });

  it("a GSTIN is kept as GST writes it", async () => {
    const guest = await guestWith(0, 1);
    const { order: placed } = await orderService.placeOrder(guest, { ...order(card), buyerGstin: " 29aagcb7383j1z4 " });
    expect(placed.buyerGstin).toBe("29AAGCB7383J1Z4");
    const { order: without } = await orderService.placeOrder(await guestWith(0, 1), order(card));
    expect(without.buyerGstin).toBeNull();
  });
});

describe("where we deliver, and cash on delivery", () => {
  it.each([
    ["an unknown PIN code", { pincode: "999999" }, "unknown_pincode", "We could not find this PIN code"],
    [
      "a PIN code of another state",
      { pincode: "400050" },
      "pincode_state_mismatch",
      "This PIN code is in Maharashtra, not Karnataka. Please check the PIN code or the state.",
    ],
    [
      "a PIN code we do not deliver to",
      { pincode: "380014", state: "GJ", city: "Ahmedabad" },
      "not_serviceable",
      "Sorry, we do not deliver to Ahmadabad, Gujarat 380014 yet.",
    ],
  ])("%s is refused before anything is written or put up for payment, with a plain reason", async (_name, change, code, message) => {
    const guest = await guestWith(0, 1);
    await expect(orderService.placeOrder(guest, { ...order(card), shipping: { ...shipping, ...change } })).rejects.toMatchObject({
      code,
      message,
    });
    expect(await handle.db.select().from(orders)).toEqual([]);
    expect(await handle.db.select().from(payments)).toEqual([]);
    expect(await stockOf(variantAt(0).id)).toBe(50);
  });

  it("cash on delivery above the cap is refused with the reason; card still works", async () => {
    const strict = createServices(handle, { codMaxRupees: 1000, now: () => monday }).orders;
    const pricey = variants.findIndex((variant) => variant.price > 1000);
    const guest = await guestWith(pricey, 1);
    await expect(strict.placeOrder(guest, order({ method: "cod" }))).rejects.toMatchObject({
      code: "cod_not_available",
      message: "Cash on delivery is available for orders up to ₹ 1,000. Please pay this order by card or UPI.",
    });
    expect(await handle.db.select().from(orders)).toEqual([]);
    await expect(strict.placeOrder(guest, order(card))).resolves.toMatchObject({ replayed: false, order: { payment: { method: "card", status: "awaiting" } } });
  });
});

describe("a signed-in shopper's saved address and card", () => {
  it("orders to the default address with a saved card: the address is copied, and the card's token is paid in the gateway's window with its CVV, never kept", async () => {
    const asha = await signedInShopper("asha.saved@example.in");
    const home = await addressBook.create(asha.id, { ...shipping, apartment: "" });
    const saved = await shop.saveCard(asha, { cardNumber: "5555555555554444", cardExpiry: "08/31", cardCvv: "321", cardHolder: "ASHA VERMA" });
    const variant = variantAt(0);
    await cart.addItem(asha.owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });

    const { order: placed, checkout } = await orderService.placeOrder(asha.owner, {
      shipping: { savedAddressId: home.id },
      payment: { method: "card", savedCardId: saved.id },
      deliverySlot: "afternoon",
      idempotencyKey: randomUUID(),
    });
    expect(placed.shipping).toEqual({ ...shipping, apartment: "", email: asha.email });
    expect(placed).toMatchObject({ status: "ordered", payment: { method: "card", status: "awaiting", cardLast4: null } });
    if (!checkout) throw new Error("a saved-card order comes with its checkout");

    // The Pay page offers the card by its token; the shopper types its CVV in the gateway's window.
    const gateway = shop.services.testGateway;
    if (!gateway) throw new Error("the test shop pays through the built-in test gateway");
    const profile = await shop.services.savedCards.paymentProfile(asha);
    const token = profile.cards.find((each) => each.id === saved.id)?.tokenId;
    if (!token || !profile.customerId) throw new Error("the saved card should have its token at the gateway");
    const answer = await gateway.pay({
      orderId: checkout.gatewayOrderId,
      amountPaise: checkout.amountPaise,
      method: "card",
      token: { id: token, cvv: "654" },
      customerId: profile.customerId,
    });
    if (answer.status !== "paid") throw new Error(`the saved card did not pay: ${answer.status}`);
    const paid = await shop.services.gatewayPayments.confirmFromBrowser(asha.owner, placed.number, answer, { clientAddress: "127.0.0.1" });
    expect(paid).toMatchObject({ status: "confirmed", payment: { method: "card", status: "captured", cardBrand: "mastercard", cardLast4: "4444" } });
    for (const table of [orders, payments, emailOutbox, savedCards]) {
      const text = JSON.stringify(await handle.db.select().from(table));
      expect(text).not.toContain("5555555555554444");
      expect(text).not.toMatch(/"654"|:654[,}]|"321"|:321[,}]/);
    }
  });

  it("another shopper's address or card, or a guest with saved ids, is refused before any order; nothing is written", async () => {
    const asha = await signedInShopper("asha.owner@example.in");
    const ravi = await signedInShopper("ravi.other@example.in");
    const ashaHome = await addressBook.create(asha.id, { ...shipping, apartment: "" });
    const ashaCard = await shop.saveCard(asha);
    const raviHome = await addressBook.create(ravi.id, { ...shipping, firstName: "Ravi", apartment: "" });
    const variant = variantAt(0);
    await cart.addItem(ravi.owner, { productId: variant.productId, variantId: variant.id, quantity: 1 });
    const guest = await guestWith(0, 1);

    const attempts: [Owner, PlaceOrderInput, string, string][] = [
      [
        ravi.owner,
        { ...order(card), shipping: { savedAddressId: ashaHome.id } },
        "saved_address_not_found",
        "That address was not found in your address book.",
      ],
      [
        ravi.owner,
        { ...order({ method: "card", savedCardId: ashaCard.id }), shipping: { savedAddressId: raviHome.id } },
        "saved_card_not_found",
        "That card was not found among your saved cards.",
      ],
      [
        ravi.owner,
        { ...order({ method: "card", savedCardId: 2_000_000_000 }), shipping: { savedAddressId: raviHome.id } },
        "saved_card_not_found",
        "That card was not found among your saved cards.",
      ],
      [guest, { ...order(card), shipping: { savedAddressId: ashaHome.id } }, "sign_in_required", "Please sign in to use your saved addresses and cards."],
      [guest, order({ method: "card", savedCardId: ashaCard.id }), "sign_in_required", "Please sign in to use your saved addresses and cards."],
    ];
    for (const [owner, input, code, message] of attempts) {
      await expect(orderService.placeOrder(owner, input)).rejects.toMatchObject({ code, message });
    }
    expect(await handle.db.select().from(orders)).toEqual([]);
    expect(await handle.db.select().from(payments)).toEqual([]);
    expect(await stockOf(variant.id)).toBe(50);
    // Ravi's cart is still there to pay another way.
    expect((await cart.getCart(ravi.owner)).items).toHaveLength(1);
  });
});
