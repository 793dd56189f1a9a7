import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DatabaseHandle } from "./client";
import { addresses, brands, categories, orders, productImages, productVariants, products, savedCards, users } from "./schema";

// These rules hold even when application code is wrong: the database itself refuses the write.
describe("the database refuses data that would break the store's rules", () => {
  let database: DatabaseHandle;
  let userId: number;
  let productId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const [room] = await db.insert(categories).values({ slug: "living-room", name: "Living Room" }).returning();
    const [brand] = await db.insert(brands).values({ slug: "woodsworth", name: "Woodsworth" }).returning();
    const [product] = await db
      .insert(products)
      .values({
        slug: "test-sofa",
        sku: "SKU-1",
        name: "Test Sofa",
        description: "A sofa.",
        kind: "sofa",
        categoryId: room!.id,
        brandId: brand!.id,
        material: "fabric",
        price: 19999,
        originalPrice: 24999,
      })
      .returning();
    productId = product!.id;
    const [user] = await db
      .insert(users)
      .values({ email: "Asha@Example.com", passwordHash: "x", firstName: "Asha", lastName: "Rao", mobile: "9876543210" })
      .returning();
    userId = user!.id;
  });

  afterAll(async () => {
    await database.close();
  });

  const address = (isDefault: boolean) => ({
    userId,
    firstName: "Asha",
    lastName: "Rao",
    phone: "9876543210",
    address: "12 MG Road",
    city: "Bengaluru",
    state: "KA",
    pincode: "560001",
    isDefault,
  });

  async function refuses(write: () => Promise<unknown>): Promise<void> {
    await expect(write()).rejects.toThrow();
  }

  it("keeps stock from going below zero", async () => {
    await refuses(() =>
      database.db.insert(productVariants).values({
        productId,
        sku: "SKU-1-A",
        name: "Grey",
        colour: "#6b7280",
        price: 19999,
        originalPrice: 24999,
        stock: -1,
      }),
    );
    await database.db.insert(productVariants).values({
      productId,
      sku: "SKU-1-B",
      name: "Grey",
      colour: "#6b7280",
      price: 19999,
      originalPrice: 24999,
      stock: 0,
    });
    await refuses(() => database.db.update(productVariants).set({ stock: sql`${productVariants.stock} - 1` }));
  });

  it("keeps a picture's variant to the picture's own product", async () => {
    const { db } = database;
    const [own] = await db
      .insert(productVariants)
      .values({ productId, sku: "SKU-1-PHOTO", name: "Teal", colour: "#2f6f6f", price: 19999, originalPrice: 24999, stock: 1 })
      .returning();
    const [other] = await db
      .insert(products)
      .values({
        slug: "other-sofa",
        sku: "SKU-2",
        name: "Other Sofa",
        description: "Another sofa.",
        kind: "sofa",
        categoryId: (await db.select({ id: categories.id }).from(categories).limit(1))[0]!.id,
        brandId: (await db.select({ id: brands.id }).from(brands).limit(1))[0]!.id,
        material: "fabric",
        price: 19999,
        originalPrice: 24999,
      })
      .returning();
    const [othersVariant] = await db
      .insert(productVariants)
      .values({ productId: other!.id, sku: "SKU-2-A", name: "Rust", colour: "#a0522d", price: 19999, originalPrice: 24999, stock: 1 })
      .returning();
    const photo = (variantId: number, key: string) => ({
      productId,
      variantId,
      position: 0,
      path: `/images/u/${key}`,
      alt: "A photo",
      width: 1200,
      height: 900,
      photoKey: key,
    });
    await refuses(() => db.insert(productImages).values(photo(othersVariant!.id, "a".repeat(32))));
    await db.insert(productImages).values(photo(own!.id, "b".repeat(32)));
  });

  it("keeps a price from exceeding its original price", async () => {
    await refuses(() => database.db.update(products).set({ price: 30000 }));
  });

  it("allows one room per slug", async () => {
    await refuses(() => database.db.insert(categories).values({ slug: "living-room", name: "Again" }));
  });

  it("allows one account per e-mail address, whatever its case", async () => {
    await refuses(() =>
      database.db
        .insert(users)
        .values({ email: "asha@example.COM", passwordHash: "x", firstName: "A", lastName: "R", mobile: "9876543211" }),
    );
  });

  it("keeps exactly one default address per shopper", async () => {
    await database.db.insert(addresses).values(address(true));
    await database.db.insert(addresses).values(address(false));
    await refuses(() => database.db.insert(addresses).values(address(true)));
  });

  it("keeps exactly one default card per shopper at each gateway, and stores no card number", async () => {
    const card = (token: string, isDefault: boolean, gateway = "test-gateway") => ({
      userId,
      providerToken: token,
      gateway,
      brand: "visa",
      last4: "4242",
      expiryMonth: 12,
      expiryYear: 2030,
      holderName: "ASHA RAO",
      isDefault,
    });
    await database.db.insert(savedCards).values(card("tok_1", true));
    await refuses(() => database.db.insert(savedCards).values(card("tok_2", true)));
    await refuses(() => database.db.insert(savedCards).values({ ...card("tok_3", false), last4: "42424242" }));
    // A gateway's token is its own: one token is never saved twice.
    await refuses(() => database.db.insert(savedCards).values(card("tok_1", false)));
    // Another gateway's cards have a default of their own (a token charges only at its gateway).
    await database.db.insert(savedCards).values(card("token_4", true, "razorpay"));
    expect(Object.keys(savedCards)).not.toContain("cardNumber");
    expect(Object.keys(savedCards)).not.toContain("cvv");
  });

  it("refuses an order whose total does not add up", async () => {
    const order = {
      number: "ORD1",
      email: "asha@example.com",
      firstName: "Asha",
      lastName: "Rao",
      phone: "9876543210",
      address: "12 MG Road",
      city: "Bengaluru",
      state: "KA",
      pincode: "560001",
      subtotal: 1000,
      discount: 100,
      shippingFee: 0,
      paymentMethod: "cod",
    };
    await refuses(() => database.db.insert(orders).values({ ...order, total: 1000 }));
    await database.db.insert(orders).values({ ...order, total: 900 });
    await refuses(() => database.db.insert(orders).values({ ...order, number: "ORD2", total: 900, paymentMethod: "cheque" }));
  });
});
