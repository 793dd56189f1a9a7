// A shopper sees the colour they chose: a cart line, the order made from it and the checkout show
// the chosen variant's picture, and a product card or wishlist line shows the picture of the
// variant its "Add to Cart" adds.
import { randomUUID } from "node:crypto";
import { asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestShop, ownerOf, testShipping, type TestShop } from "../../tests/support/test-shop";
import { productImages, products, productVariants } from "../db/schema";

let shop: TestShop;

beforeAll(async () => {
  shop = await openTestShop({ products: 120 });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

/** Each variant's first own picture, for variants that have pictures of their own. */
async function variantPictures(): Promise<Map<number, string>> {
  const rows = await shop.handle.db
    .select({ variantId: productImages.variantId, path: productImages.path })
    .from(productImages)
    .where(isNotNull(productImages.variantId))
    .orderBy(asc(productImages.variantId), asc(productImages.position));
  const first = new Map<number, string>();
  for (const row of rows) if (row.variantId !== null && !first.has(row.variantId)) first.set(row.variantId, row.path);
  return first;
}

describe("the chosen colour's picture", () => {
  it("shows on a cart line and on the order placed from it, for a variant that is not the product's first", async () => {
    const pictures = await variantPictures();
    const variants = await shop.handle.db.select().from(productVariants).orderBy(asc(productVariants.productId), asc(productVariants.position));
    const second = variants.find(
      (variant) => variant.position > 0 && pictures.has(variant.id) && variants.some((other) => other.productId === variant.productId && other.position === 0),
    );
    if (!second) throw new Error("the seed has no product with a second colour of its own");
    const picture = pictures.get(second.id) ?? "";
    expect(picture).toMatch(/^\/images\/p\//);

    const owner = ownerOf(await shop.newShopper());
    const cart = await shop.services.cart.addItem(owner, { productId: second.productId, variantId: second.id, quantity: 1 });
    expect(cart.items[0]?.product.primary_image?.url).toContain(picture);

    const { order } = await shop.services.orders.placeOrder(owner, {
      shipping: testShipping,
      payment: { method: "upi", upiId: "asha@okicici" },
      deliverySlot: "morning",
      idempotencyKey: randomUUID(),
    });
    expect(order.items[0]?.imageUrl).toContain(picture);
  });

  it("shows on product cards and wishlist lines: the picture of the variant their Add to Cart adds, also when the first colour sold out", async () => {
    const pictures = await variantPictures();
    const variants = await shop.handle.db.select().from(productVariants).orderBy(asc(productVariants.productId), asc(productVariants.price), asc(productVariants.id));
    // A product whose two cheapest colours have pictures of their own in different colours.
    const product = [...new Set(variants.map((variant) => variant.productId))].find((productId) => {
      const [cheapest, next] = variants.filter((variant) => variant.productId === productId);
      return cheapest && next && pictures.has(cheapest.id) && pictures.has(next.id) && pictures.get(cheapest.id) !== pictures.get(next.id);
    });
    const [cheapest, next] = variants.filter((variant) => variant.productId === product);
    if (product === undefined || !cheapest || !next) throw new Error("the seed has no product with two colours of their own");
    // The cheapest colour sells out: cards now add the next one, and must show it.
    await shop.handle.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, cheapest.id));

    const [card] = await cardsOf(product);
    expect(card?.defaultVariantId).toBe(next.id);
    expect(card?.image?.path).toBe(pictures.get(next.id));

    const owner = ownerOf(await shop.newShopper());
    await shop.services.wishlist.toggle(owner, product);
    const [line] = await shop.services.wishlist.list(owner);
    expect(line?.image?.path).toBe(pictures.get(next.id));
  });
});

/** The product's card as the listing of its category shows it. */
async function cardsOf(productId: number) {
  const [row] = await shop.handle.db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, productId));
  const listing = await shop.services.catalog.listProducts({ kind: "category", categoryId: row?.categoryId ?? 0 }, {
    page: 1,
    limit: 48,
    sort: "featured",
    view: "grid",
    categories: [],
    minPrice: null,
    maxPrice: null,
    materials: [],
    brands: [],
    minRating: null,
    inStockOnly: false,
    minDiscount: null,
  });
  return listing.items.filter((item) => item.id === productId);
}
