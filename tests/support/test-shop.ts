// A small store for database tests: a fresh database with a seeded catalog (every variant well
// stocked), its services, and the few steps most tests take: registering shoppers and placing
// orders. Overrides keep each test's own details in the test.
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { AuthUser } from "../../app/lib/contracts/auth";
import type { OrderPayment, OrderShipping, OrderView } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import type { SavedCard } from "../../app/lib/contracts/saved-cards";
import type { EmiChoice } from "../../app/lib/emi";
import type { DatabaseHandle } from "../../server/db/client";
import { categories, productVariants, products } from "../../server/db/schema";
import { seedCatalog } from "../../server/db/seed/seed-catalog";
import { createServices, type Services, type ServicesOptions } from "../../server/services/services";
import { seedIndiaPincodes } from "./india-data";
import { createTestDatabase, type DatabaseTemplate } from "./test-database";

/** The PIN codes orders of these tests go to: Bengaluru, Pune and Mumbai (India Post's own). */
const testPincodes = ["560001", "411001", "400050"];

export const testPassword = "teak-and-cane-2024";

/** A delivery address in Bengaluru (Karnataka: another state than the seller's). */
export const testShipping: OrderShipping = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  phone: "9876543210",
  address: "12 MG Road",
  apartment: "",
  city: "Bengaluru",
  state: "KA",
  pincode: "560001",
};

export interface TestVariant {
  id: number;
  productId: number;
  price: number;
  /** The product's (sub)category slug. */
  category: string;
}

/**
 * How a test order is paid: as the order service takes it, or with a card or a UPI approval that
 * the test shop pays at once through the built-in test gateway, as the shopper's browser would.
 * The order is then confirmed and its payment captured, as the store's own checkout leaves it.
 */
export type TestPayment =
  | OrderPayment
  | ({ method: "card" } & TestCard)
  | { method: "upi"; upiId: string; paidInWindow: true };

/** A card as a test types it: number, "MM/YY" expiry, CVV and (optional) holder. */
export interface TestCard {
  cardNumber: string;
  cardExpiry: string;
  cardCvv: string;
  cardHolder?: string;
}

/** The test gateway's card fields for a typed test card. */
function gatewayCard(card: TestCard) {
  const [month = "0", year = "0"] = card.cardExpiry.split("/");
  return { number: card.cardNumber, expiryMonth: Number(month), expiryYear: 2000 + Number(year), cvv: card.cardCvv, name: card.cardHolder ?? "ASHA VERMA" };
}

/** A card that pays in the test gateway (docs/payments.md, Test cards). */
export const testVisa = { method: "card", cardNumber: "4111111111111111", cardExpiry: "12/30", cardCvv: "123" } as const satisfies TestPayment;

export interface TestShop {
  handle: DatabaseHandle;
  services: Services;
  /** Every variant of the catalog, in id order. */
  variants: TestVariant[];
  variantAt(index: number): TestVariant;
  /** A new account (unique e-mail), not signed in. */
  newShopper(overrides?: Partial<{ firstName: string; lastName: string; email: string; mobile: string; password: string }>): Promise<AuthUser>;
  /** Puts one unit of each variant named (by index) in the owner's cart, applies the coupon if any, and places the order. */
  placeOrder(
    owner: Owner | AuthUser,
    variantIndexes: readonly number[],
    options?: { payment?: TestPayment; shipping?: Partial<OrderShipping>; coupon?: string; emi?: EmiChoice },
  ): Promise<OrderView>;
  /** Saves a card for a shopper as Profile → Add New Card does: the test gateway's one-rupee check with "save". */
  saveCard(shopper: AuthUser, card?: TestCard): Promise<SavedCard>;
  /** Pays an order awaiting its payment with a card through the test gateway, as the Pay page would; the order as it then stands. */
  payByCard(owner: Owner | AuthUser, order: Pick<OrderView, "number">, card?: TestCard): Promise<OrderView>;
  close(): Promise<void>;
}

let serial = 0;

/** A catalog of `products` products, every variant well stocked, and the PIN codes orders go to. */
export function shopTemplate(products: number): DatabaseTemplate {
  return {
    name: `shop-${products}`,
    build: async (db) => {
      await seedCatalog(db, { products });
      await db.execute(sql`update product_variants set stock = 1000`);
      await seedIndiaPincodes(db, testPincodes);
    },
  };
}

export function ownerOf(owner: Owner | AuthUser): Owner {
  return "kind" in owner ? owner : { kind: "user", userId: owner.id };
}

export async function openTestShop(options: {
  products: number;
  services?: ServicesOptions;
  /** A database of the test's own (a data folder on disk, say); a fresh one when left out. */
  database?: DatabaseHandle;
  /** The database already holds a test shop (opened again): nothing is seeded. */
  seeded?: boolean;
}): Promise<TestShop> {
  const template = shopTemplate(options.products);
  const handle = options.database ?? (await createTestDatabase({ template }));
  if (options.database && !options.seeded) await template.build(handle.db);
  // Several pieces of furniture may cost more than the default cash-on-delivery cap.
  const services = createServices(handle, { codMaxRupees: 10_000_000, ...options.services });
  const variants = await handle.db
    .select({ id: productVariants.id, productId: productVariants.productId, price: productVariants.price, category: categories.slug })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(productVariants.id));

  const variantAt = (index: number): TestVariant => {
    const variant = variants[index];
    if (!variant) throw new Error(`the seed has no variant #${index}`);
    return variant;
  };

  /** The order's checkout as the Pay page opens it, and the test gateway the shop pays it through. */
  async function checkoutOf(owner: Owner, number: string) {
    return { gateway: testGateway(), checkout: await services.gatewayPayments.checkout(owner, number) };
  }

  async function saveCard(shopper: AuthUser, card: TestCard = testVisa): Promise<SavedCard> {
    const check = await services.savedCards.startCardCheck(shopper);
    const answer = await testGateway().pay({
      orderId: check.gatewayOrderId,
      amountPaise: check.amountPaise,
      method: "card",
      card: gatewayCard(card),
      saveCard: true,
      customerId: check.customerId,
    });
    if (answer.status !== "paid") throw new Error(`the test gateway did not take the card: ${answer.status === "failed" ? answer.error.description : answer.status}`);
    return services.savedCards.finishCardCheck(shopper, answer);
  }

  function testGateway() {
    const gateway = services.testGateway;
    if (!gateway) throw new Error("the test shop pays through the built-in test gateway; this one has another gateway");
    return gateway;
  }

  async function payByCard(payer: Owner | AuthUser, order: Pick<OrderView, "number">, card: TestCard = testVisa): Promise<OrderView> {
    const owner = ownerOf(payer);
    const { gateway, checkout } = await checkoutOf(owner, order.number);
    const placed = await services.orders.orderForOwner(owner, order.number);
    const answer = await gateway.pay({
      orderId: checkout.gatewayOrderId,
      amountPaise: checkout.amountPaise,
      method: placed?.emi ? "emi" : "card",
      ...(placed?.emi ? { emiMonths: placed.emi.months } : {}),
      card: gatewayCard(card),
    });
    if (answer.status !== "paid") throw new Error(`the test gateway did not take the card: ${answer.status === "failed" ? answer.error.description : answer.status}`);
    return services.gatewayPayments.confirmFromBrowser(owner, order.number, answer, { clientAddress: "127.0.0.1" });
  }

  /** Pays by UPI (the QR code scanned, the shopper approving in the test UPI app); the order as the webhook leaves it. */
  async function payByUpi(owner: Owner, order: Pick<OrderView, "number">): Promise<OrderView> {
    const { gateway, checkout } = await checkoutOf(owner, order.number);
    const answer = await gateway.pay({ orderId: checkout.gatewayOrderId, amountPaise: checkout.amountPaise, method: "upi", upiFlow: "qr" });
    if (answer.status !== "pending") throw new Error(`the test gateway did not start the UPI payment: ${answer.status}`);
    await gateway.approveUpi(answer.razorpay_payment_id);
    const paid = await services.orders.orderForOwner(owner, order.number);
    if (!paid) throw new Error(`order ${order.number} vanished after its UPI payment`);
    return paid;
  }

  return {
    handle,
    services,
    variants,
    variantAt,
    async newShopper(overrides = {}) {
      serial += 1;
      return services.auth.register({
        firstName: overrides.firstName ?? "Asha",
        lastName: overrides.lastName ?? "Verma",
        mobile: overrides.mobile ?? "9876543210",
        email: overrides.email ?? `shopper${serial}.${randomUUID().slice(0, 8)}@example.in`,
        password: overrides.password ?? testPassword,
      });
    },
    async placeOrder(owner, variantIndexes, orderOptions = {}) {
      const cartOwner = ownerOf(owner);
      for (const index of variantIndexes) {
        const variant = variantAt(index);
        await services.cart.addItem(cartOwner, { productId: variant.productId, variantId: variant.id, quantity: 1 });
      }
      if (orderOptions.coupon) await services.cart.applyCoupon(cartOwner, orderOptions.coupon);
      const payment = orderOptions.payment ?? { method: "cod" };
      const { order } = await services.orders.placeOrder(cartOwner, {
        shipping: { ...testShipping, ...orderOptions.shipping },
        payment: "cardNumber" in payment ? { method: "card" } : "paidInWindow" in payment ? { method: "upi", upiId: payment.upiId } : payment,
        // Asked for when something needs assembly; not kept when nothing does.
        deliverySlot: "morning",
        emi: orderOptions.emi ?? null,
        idempotencyKey: randomUUID(),
      });
      if ("cardNumber" in payment) return payByCard(cartOwner, order, payment);
      if ("paidInWindow" in payment) return payByUpi(cartOwner, order);
      return order;
    },
    payByCard,
    saveCard,
    close: () => handle.close(),
  };
}
