// Order History a page at a time, read with the same few statements for a shopper with one order
// or with many, and with each item's review state read with it (nothing paired up by position).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderHistoryPageSize } from "../../app/lib/contracts/account";
import { createTestDatabase } from "../../tests/support/test-database";
import { openTestShop, type TestShop } from "../../tests/support/test-shop";

let shop: TestShop;
let statements = 0;

beforeAll(async () => {
  const database = await createTestDatabase({ onStatement: () => (statements += 1) });
  shop = await openTestShop({ products: 12, database });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

/** How many statements reading that page of the history takes, and the page. */
async function readPage(userId: number, page: number) {
  statements = 0;
  const orders = await shop.services.account.orders(userId, page);
  return { statements, orders };
}

describe("Order History", () => {
  it("reads a page of a long history with the same statements as a history of one order", async () => {
    const asha = await shop.newShopper();
    const first = await shop.placeOrder(asha, [0]);
    const alone = await readPage(asha.id, 1);
    expect(alone.orders.map((order) => order.number)).toEqual([first.number]);
    // The orders, then their lines, payments and timelines.
    expect(alone.statements).toBe(4);

    const later = [];
    for (let index = 1; index <= orderHistoryPageSize + 4; index++) later.push(await shop.placeOrder(asha, [index % 6, (index + 1) % 6]));
    const newestFirst = [...later].reverse().map((order) => order.number);

    const pageOne = await readPage(asha.id, 1);
    expect(pageOne.orders.map((order) => order.number)).toEqual(newestFirst.slice(0, orderHistoryPageSize));
    expect(pageOne.statements).toBe(alone.statements);

    const pageTwo = await readPage(asha.id, 2);
    expect(pageTwo.orders.map((order) => order.number)).toEqual([...newestFirst.slice(orderHistoryPageSize), first.number]);
    expect(pageTwo.statements).toBe(alone.statements);

    expect((await readPage(asha.id, 3)).orders).toEqual([]);
  });

  it("shows each item with its own order line and whether it was reviewed", async () => {
    const ravi = await shop.newShopper({ firstName: "Ravi" });
    const order = await shop.placeOrder(ravi, [2, 3]);
    await shop.services.orderStatus.advance(order.number, "delivered");
    const [before] = (await shop.services.account.orders(ravi.id)).map((mine) => mine.items);
    const reviewedLine = before?.find((item) => item.variantId === shop.variantAt(3).id)?.lineId ?? 0;
    await shop.services.account.writeReview(ravi.id, reviewedLine, 4, "Sturdy, and the finish is as shown.");

    const [after] = await shop.services.account.orders(ravi.id);
    expect(after?.items.map((item) => [item.variantId, item.reviewed])).toEqual(
      [shop.variantAt(2), shop.variantAt(3)]
        .sort((a, b) => a.id - b.id)
        .map((variant) => [variant.id, variant.id === shop.variantAt(3).id]),
    );
    expect(after?.items.find((item) => item.reviewed)?.lineId).toBe(reviewedLine);
  });
});
