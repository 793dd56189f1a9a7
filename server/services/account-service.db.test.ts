// A shopper's own account on a real database: overview counts, order history newest first with
// what can be reviewed, notification settings, reviews of delivered items (stored, counted in the
// product's rating and shown on its page at once). Nothing of one shopper is visible to or
// changeable by another.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountError } from "../../app/lib/contracts/account";
import type { AuthUser } from "../../app/lib/contracts/auth";
import { openTestShop, testShipping, type TestShop } from "../../tests/support/test-shop";
import { orders, products, reviews } from "../db/schema";
import { accountErrorMessages, defaultNotificationSettings } from "./account-service";
import type { Services } from "./services";

let shop: TestShop;
let services: Services;

beforeAll(async () => {
  shop = await openTestShop({ products: 6 });
  services = shop.services;
}, 120_000);

afterAll(async () => {
  await shop.close();
});

const newShopper = (firstName = "Asha", lastName = "Verma") => shop.newShopper({ firstName, lastName });
const variantAt = (index: number) => shop.variantAt(index);

/** Places an order of one unit of each variant named, signed in as the shopper (cash on delivery). */
async function orderOf(user: AuthUser, variantIndexes: number[]): Promise<string> {
  return (await shop.placeOrder(user, variantIndexes)).number;
}

async function refusal(work: Promise<unknown>): Promise<AccountError> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AccountError)) throw new Error(`expected an AccountError, got ${String(error)}`);
  return error;
}

describe("the overview", () => {
  it("counts the shopper's own orders, wishlist items, addresses and cards, and nobody else's", async () => {
    const asha = await newShopper();
    const ravi = await newShopper("Ravi", "Kumar");
    expect(await services.account.overview(asha.id)).toEqual({ orders: 0, wishlistItems: 0, addresses: 0, cards: 0 });

    await orderOf(asha, [0]);
    await orderOf(asha, [1]);
    await orderOf(ravi, [2]);
    await services.wishlist.toggle({ kind: "user", userId: asha.id }, variantAt(0).productId);
    await services.addresses.create(asha.id, { ...testShipping });
    await shop.saveCard(asha);

    expect(await services.account.overview(asha.id)).toEqual({ orders: 2, wishlistItems: 1, addresses: 1, cards: 1 });
    expect(await services.account.overview(ravi.id)).toEqual({ orders: 1, wishlistItems: 0, addresses: 0, cards: 0 });
  });
});

describe("the order history", () => {
  it("lists the shopper's orders newest first, each item with its line and not yet reviewed", async () => {
    const asha = await newShopper();
    const first = await orderOf(asha, [0, 1]);
    // Orders placed within one clock tick: make the order unambiguous.
    await shop.handle.db.execute(sql`update orders set created_at = created_at - interval '1 day' where number = ${first}`);
    const second = await orderOf(asha, [2]);

    const history = await services.account.orders(asha.id);
    expect(history.map((order) => order.number)).toEqual([second, first]);
    const older = history[1];
    expect(older?.items.map((item) => [item.productId, item.reviewed])).toEqual([
      [variantAt(0).productId, false],
      [variantAt(1).productId, false],
    ]);
    expect(new Set(older?.items.map((item) => item.lineId)).size).toBe(2);
    expect(older?.tracking.map((event) => event.message)).toEqual(["Order placed successfully"]);
  });

  it("shows nothing of another shopper's orders, by list or by number", async () => {
    const asha = await newShopper();
    const ravi = await newShopper("Ravi", "Kumar");
    const ashas = await orderOf(asha, [0]);
    expect(await services.account.orders(ravi.id)).toEqual([]);
    expect(await services.account.order(ravi.id, ashas)).toBeNull();
    expect((await services.account.order(asha.id, ashas))?.number).toBe(ashas);
  });
});

describe("notification settings", () => {
  it("start with order updates on and promotions off, and keep what the shopper saves", async () => {
    const asha = await newShopper();
    const ravi = await newShopper("Ravi", "Kumar");
    expect(await services.account.notificationSettings(asha.id)).toEqual(defaultNotificationSettings);
    const chosen = { email: { orderUpdates: false, promotions: true, newsletter: true }, push: { orderUpdates: false, promotions: true } };
    await services.account.updateNotificationSettings(asha.id, chosen);
    expect(await services.account.notificationSettings(asha.id)).toEqual(chosen);
    const again = { ...chosen, push: { orderUpdates: true, promotions: false } };
    await services.account.updateNotificationSettings(asha.id, again);
    expect(await services.account.notificationSettings(asha.id)).toEqual(again);
    expect(await services.account.notificationSettings(ravi.id)).toEqual(defaultNotificationSettings);
  });
});

describe("writing a review", () => {
  it("is allowed once per item of a delivered order, and updates the product's rating, count and page", async () => {
    const asha = await newShopper("Asha", "Verma");
    const number = await orderOf(asha, [3]);
    const productId = variantAt(3).productId;
    const [line] = (await services.account.orders(asha.id)).find((order) => order.number === number)?.items ?? [];
    if (!line) throw new Error("the order has no line");

    // Not yet delivered.
    const early = await refusal(services.account.writeReview(asha.id, line.lineId, 5, "Lovely."));
    expect(early).toMatchObject({ code: "not_delivered", message: accountErrorMessages.notDelivered });

    const before = await services.catalog.getProductView(productId);
    await services.orderStatus.advance(number, "delivered");
    await services.account.writeReview(asha.id, line.lineId, 1, "  The cushions sagged within a week.  ");

    const [stored] = await shop.handle.db.select().from(reviews).where(eq(reviews.orderLineId, line.lineId));
    expect(stored).toMatchObject({ productId, userId: asha.id, authorName: "Asha V.", rating: 1, comment: "The cushions sagged within a week." });
    const [product] = await shop.handle.db.select().from(products).where(eq(products.id, productId));
    const [expected] = await shop.handle.db
      .select({ average: sql<string>`round(avg(${reviews.rating}), 1)::text`, count: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(eq(reviews.productId, productId));
    expect(product?.reviewCount).toBe(expected?.count);
    expect(product?.rating).toBe(Number(expected?.average));

    // The product page (read through the catalog cache) shows it at once.
    const after = await services.catalog.getProductView(productId);
    expect(after?.product.reviewCount).toBe((before?.product.reviewCount ?? 0) + 1);
    expect(after?.ratingSummary.count).toBe((before?.ratingSummary.count ?? 0) + 1);
    expect(after?.ratingSummary.distribution["1"]).toBe((before?.ratingSummary.distribution["1"] ?? 0) + 1);
    const page = await services.catalog.listReviews(productId, { page: 1, limit: 5 });
    expect(page.items[0]).toMatchObject({ user: "Asha V.", rating: 1, comment: "The cushions sagged within a week." });

    // The item is marked reviewed, and a second review of it is refused.
    const reviewed = (await services.account.orders(asha.id)).find((order) => order.number === number)?.items[0];
    expect(reviewed?.reviewed).toBe(true);
    const twice = await refusal(services.account.writeReview(asha.id, line.lineId, 4, "Changed my mind."));
    expect(twice).toMatchObject({ code: "already_reviewed", message: accountErrorMessages.alreadyReviewed });
  });

  it("counts both of two reviews of one product written at the same moment", async () => {
    const asha = await newShopper();
    const ravi = await newShopper("Ravi", "Kumar");
    const lines = [];
    for (const shopper of [asha, ravi]) {
      const number = await orderOf(shopper, [4]);
      await services.orderStatus.advance(number, "delivered");
      const item = (await services.account.orders(shopper.id))[0]?.items[0];
      if (!item) throw new Error("no line");
      lines.push({ shopper, lineId: item.lineId });
    }
    const productId = variantAt(4).productId;
    const [before] = await shop.handle.db.select({ count: products.reviewCount }).from(products).where(eq(products.id, productId));
    await Promise.all(lines.map(({ shopper, lineId }) => services.account.writeReview(shopper.id, lineId, 5, "Sturdy and handsome.")));
    const [after] = await shop.handle.db.select({ count: products.reviewCount }).from(products).where(eq(products.id, productId));
    expect(after?.count).toBe((before?.count ?? 0) + 2);
  });

  it("is refused for another shopper's item, as if it did not exist", async () => {
    const asha = await newShopper();
    const ravi = await newShopper("Ravi", "Kumar");
    const number = await orderOf(asha, [5]);
    await services.orderStatus.advance(number, "delivered");
    const item = (await services.account.orders(asha.id))[0]?.items[0];
    if (!item) throw new Error("no line");
    const refused = await refusal(services.account.writeReview(ravi.id, item.lineId, 5, "Not mine."));
    expect(refused).toMatchObject({ code: "not_found", message: accountErrorMessages.lineNotFound });
    expect((await refusal(services.account.writeReview(ravi.id, 0, 5, "Nothing."))).code).toBe("not_found");
    expect(await shop.handle.db.select().from(reviews).where(eq(reviews.orderLineId, item.lineId))).toEqual([]);
  });
});

describe("a deleted order's owner", () => {
  it("sees no orders once they are gone", async () => {
    const asha = await newShopper();
    await orderOf(asha, [0]);
    await shop.handle.db.delete(orders).where(eq(orders.userId, asha.id));
    expect(await services.account.orders(asha.id)).toEqual([]);
  });
});
