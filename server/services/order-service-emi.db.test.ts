// No-cost EMI on a real database: a card order with a plan stores the plan the server
// worked out from its own total, when the order is written, and shows it on the order, the
// confirmation e-mail and the GST invoice; EMI with UPI or cash on delivery, an unlisted bank or
// tenure, or too small a total is refused (422, emi_not_available) before anything is written.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderError } from "../../app/lib/contracts/orders";
import type { OrderPayment } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import { emiMessages, emiMinimumRupees, emiPlan, type EmiChoice } from "../../app/lib/emi";
import { formatRupees } from "../../app/lib/money";
import { createAppWithPages, testBrowser, type TestApp } from "../../tests/support/page-routes";
import { parsePdf } from "../../tests/support/pdf-text";
import { openTestShop, ownerOf, testPassword, testShipping, testVisa, type TestShop } from "../../tests/support/test-shop";
import { emailOutbox, orders, productVariants } from "../db/schema";

/** The order service's refusal, as the API and checkout answer it; null for anything else. */
function orderErrorOf(error: unknown) {
  return error instanceof OrderError ? { code: error.code, status: error.status, message: error.message } : null;
}

let shop: TestShop;
let app: TestApp;
/** A piece of furniture dearer than the EMI minimum, and one made cheaper than it. */
let dear: number;
let cheap: number;

/** A card order as checkout places it: the card itself is given in the gateway's window. */
const card: OrderPayment = { method: "card" };
const rupees = (amount: number) => `Rs. ${amount.toLocaleString("en-IN")}`;

beforeAll(async () => {
  shop = await openTestShop({ products: 24 });
  app = createAppWithPages(shop.services);
  dear = shop.variants.findIndex((variant) => variant.price >= 10_000);
  cheap = shop.variants.findIndex((variant, index) => index !== dear && variant.price < 50_000);
  if (dear < 0 || cheap < 0) throw new Error("the seed has no variant to test with");
  await shop.handle.db.update(productVariants).set({ price: 2499 }).where(eq(productVariants.id, shop.variantAt(cheap).id));
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function orderCount(): Promise<number> {
  const [row] = await shop.handle.db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

async function stockOf(index: number): Promise<number> {
  const [row] = await shop.handle.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, shop.variantAt(index).id));
  return row?.stock ?? -1;
}

async function cartWith(index: number): Promise<Owner> {
  const shopper = ownerOf(await shop.newShopper());
  const variant = shop.variantAt(index);
  await shop.services.cart.addItem(shopper, { productId: variant.productId, variantId: variant.id, quantity: 1 });
  return shopper;
}

function place(owner: Owner, payment: OrderPayment, emi: EmiChoice | null, idempotencyKey = randomUUID()) {
  return shop.services.orders.placeOrder(owner, { shipping: testShipping, payment, deliverySlot: "morning", emi, idempotencyKey });
}

describe("a shopper paying by card in no-cost EMI", () => {
  it("gets the plan worked out from the server's total, stored with the order, in its e-mail and on its invoice", async () => {
    const asha = await shop.newShopper({ firstName: "Asha" });
    const order = await shop.placeOrder(asha, [dear], { payment: testVisa, emi: { bank: "hdfc", months: 6 } });
    const plan = emiPlan(order.total, "hdfc", 6);
    if (!plan) throw new Error("a dear piece of furniture has an EMI plan");
    expect(order.emi).toEqual({ bank: "HDFC Bank", months: 6, monthlyAmount: plan.monthlyAmount, interestWaived: plan.interestWaived });
    expect(plan.interestWaived).toBeGreaterThan(0);
    // The shopper pays the price, no more: the total and the payment are the order's as ever.
    expect(order.total).toBe(shop.variantAt(dear).price);
    expect(order.payment).toMatchObject({ method: "card", status: "captured", cardLast4: "1111" });

    const [row] = await shop.handle.db.select().from(orders).where(eq(orders.number, order.number));
    expect(row).toMatchObject({ emiBank: "HDFC Bank", emiMonths: 6, emiMonthlyAmount: plan.monthlyAmount, emiInterestWaived: plan.interestWaived });
    expect(await shop.services.orders.ordersOfUser(asha.id)).toEqual([expect.objectContaining({ emi: order.emi })]);

    const [mail] = await shop.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, order.email));
    expect(mail?.textBody).toContain(`No-cost EMI: HDFC Bank, 6 × ${rupees(plan.monthlyAmount)}/month`);

    const browser = testBrowser(app);
    await browser.signIn(asha.email, testPassword);
    const response = await browser.get(`/profile/orders/${order.number}/invoice.pdf`);
    expect(response.status).toBe(200);
    const { text } = parsePdf(new Uint8Array(await response.arrayBuffer()));
    expect(text.replace(/\n/g, " ")).toContain(
      `No-cost EMI with HDFC Bank: 6 monthly instalments of ${formatRupees(plan.monthlyAmount)}; interest of ${formatRupees(plan.interestWaived)} waived.`,
    );
  });

  it("pays in full when no plan is chosen: nothing of EMI is stored", async () => {
    const asha = await shop.newShopper();
    const order = await shop.placeOrder(asha, [dear], { payment: testVisa });
    expect(order.emi).toBeNull();
    const [row] = await shop.handle.db.select().from(orders).where(eq(orders.number, order.number));
    expect(row).toMatchObject({ emiBank: null, emiMonths: null, emiMonthlyAmount: null, emiInterestWaived: null });
  });

  it("asking again with the same key and plan gets the same order; with another plan, a refusal", async () => {
    const owner = await cartWith(dear);
    const key = randomUUID();
    const first = await place(owner, card, { bank: "sbi", months: 12 }, key);
    const again = await place(owner, card, { bank: "sbi", months: 12 }, key);
    expect(again).toMatchObject({ replayed: true, order: { number: first.order.number, emi: first.order.emi } });
    const other = await place(owner, card, { bank: "sbi", months: 9 }, key).catch((error: unknown) => error);
    expect(orderErrorOf(other)?.code).toBe("idempotency_conflict");
    const inFull = await place(owner, card, null, key).catch((error: unknown) => error);
    expect(orderErrorOf(inFull)?.code).toBe("idempotency_conflict");
  });
});

describe("no-cost EMI that cannot be had", () => {
  it.each([
    ["UPI", "dear", { method: "upi", upiId: "asha@okicici" }, { bank: "hdfc", months: 6 }, emiMessages.cardOnly],
    ["cash on delivery", "dear", { method: "cod" }, { bank: "hdfc", months: 6 }, emiMessages.cardOnly],
    ["an unlisted bank", "dear", card, { bank: "yesbank", months: 6 }, emiMessages.unknownBank],
    ["an unlisted tenure", "dear", card, { bank: "icici", months: 24 }, emiMessages.unknownTenure],
    [`a total under ₹ ${emiMinimumRupees}`, "cheap", card, { bank: "axis", months: 3 }, emiMessages.belowMinimum],
  ] as const)("is refused with %s: 422 emi_not_available, no order, no stock taken", async (_case, which, payment, emi, message) => {
    const index = which === "dear" ? dear : cheap;
    const owner = await cartWith(index);
    const [ordersBefore, stockBefore] = [await orderCount(), await stockOf(index)];
    const refusal = orderErrorOf(await place(owner, payment, emi).catch((error: unknown) => error));
    expect(refusal).toEqual({ code: "emi_not_available", status: 422, message });
    expect(await orderCount()).toBe(ordersBefore);
    expect(await stockOf(index)).toBe(stockBefore);
    // The cart is still there to pay another way.
    expect((await shop.services.cart.getCart(owner)).items).toHaveLength(1);
  });
});

describe("POST /api/db/orders with emi", () => {
  async function apiShopper(index: number) {
    const browser = testBrowser(app);
    await browser.addToCart(shop.variantAt(index));
    return browser;
  }

  function postOrder(browser: ReturnType<typeof testBrowser>, body: unknown) {
    return browser.send("POST", "/api/db/orders", { json: body, headers: { "Idempotency-Key": randomUUID() } });
  }

  it("places a card order with {bank, months} and answers the plan, the order awaiting its payment in the gateway's window", async () => {
    const browser = await apiShopper(dear);
    const response = await postOrder(browser, {
      shipping: testShipping,
      payment: card,
      deliverySlot: "morning",
      emi: { bank: "kotak", months: 3 },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { data: { order: { total: number; emi: unknown; payment: { status: string } }; checkout?: { amountPaise: number } } };
    const plan = emiPlan(body.data.order.total, "kotak", 3);
    expect(body.data.order.payment.status).toBe("awaiting");
    expect(body.data.checkout?.amountPaise).toBe(body.data.order.total * 100);
    expect(body.data.order.emi).toEqual({
      bank: "Kotak Mahindra Bank",
      months: 3,
      monthlyAmount: plan?.monthlyAmount,
      interestWaived: plan?.interestWaived,
    });
  });

  it("refuses EMI with UPI in the API's error shape, and a malformed plan as invalid_request", async () => {
    const browser = await apiShopper(dear);
    const upi = await postOrder(browser, {
      shipping: testShipping,
      payment: { method: "upi", upiId: "asha@okicici" },
      deliverySlot: "morning",
      emi: { bank: "hdfc", months: 6 },
    });
    expect(upi.status).toBe(422);
    expect(await upi.json()).toEqual({ error: { code: "emi_not_available", message: emiMessages.cardOnly } });

    const malformed = await postOrder(browser, { shipping: testShipping, payment: card, deliverySlot: "morning", emi: "hdfc" });
    expect(malformed.status).toBe(422);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
  });
});
