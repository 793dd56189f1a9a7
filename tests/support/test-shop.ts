// A small store for database tests: a fresh database with a seeded catalog (every variant well
// stocked), its services, and the few steps most tests take: registering shoppers and placing
// orders. Overrides keep each test's own details in the test.
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { AuthUser } from "../../app/lib/contracts/auth";
import type { OrderPayment, OrderShipping, OrderView } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
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
    options?: { payment?: OrderPayment; shipping?: Partial<OrderShipping>; coupon?: string; emi?: EmiChoice },
  ): Promise<OrderView>;
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
      const { order } = await services.orders.placeOrder(cartOwner, {
        shipping: { ...testShipping, ...orderOptions.shipping },
        payment: orderOptions.payment ?? { method: "cod" },
        // Asked for when something needs assembly; not kept when nothing does.
        deliverySlot: "morning",
        emi: orderOptions.emi ?? null,
        idempotencyKey: randomUUID(),
      });
      return order;
    },
    close: () => handle.close(),
  };
}
