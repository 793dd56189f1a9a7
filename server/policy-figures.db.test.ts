// What the help pages say, held to what the store's services answer on a real database with India
// Post's PIN codes and our warehouses: the PIN code check's assembly and delivery days, the cards
// and payment methods an order is placed with, and the cash-on-delivery cap the store runs with.
// The pages' words come from app/features/content; app/features/content/policy-figures.test.tsx
// reads them on the rendered pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryBandRows, islandsText } from "../app/features/content/delivery-policy";
import { faqTopics } from "../app/features/content/faq-entries";
import { cardNetworksText, cashOnDeliveryText, refundRules } from "../app/features/content/payment-policy";
import { acceptedCardBrands } from "../app/lib/card-number";
import { addWorkingDays, assemblyText, deliveryBands, indiaToday, type PincodeCheck } from "../app/lib/delivery-promise";
import { newToken } from "./lib/tokens";
import { cardBrandName } from "../app/lib/order-payment-text";
import { createTestDatabase } from "../tests/support/test-database";
import { seededTemplate } from "../tests/support/seeded-templates";
import { openTestShop, type TestShop } from "../tests/support/test-shop";
import { payments } from "./db/schema";
import { testCards } from "./payments/test-cards";

// Monday 23 November 2026, 11:30 in India: the day the promises below are made.
const monday = new Date("2026-11-23T06:00:00Z");
/** What this store is configured with (COD_MAX_RUPEES), not the default. */
const codMaxRupees = 25_000;

let shop: TestShop;

beforeAll(async () => {
  // Mumbai (Bandra West), Shillong, Port Blair, and Bengaluru where the test orders go.
  const handle = await createTestDatabase({ template: seededTemplate({ india: ["400050", "793001", "744101", "560001"], products: 8 }) });
  shop = await openTestShop({ products: 8, database: handle, seeded: true, services: { now: () => monday, codMaxRupees } });
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function pincodeCheck(pincode: string, options: { cartSubtotal?: number } = {}): Promise<PincodeCheck> {
  const answer = await shop.services.delivery.checkPincode(pincode, options);
  if (answer.status !== "found") throw new Error(`${pincode}: ${answer.status}`);
  return answer.check;
}

/** The Shipping page's row whose working days give the dates the PIN code check promises. */
function shippingRowFor(check: PincodeCheck): string {
  const today = indiaToday(monday);
  const index = deliveryBands.findIndex(
    (band) => addWorkingDays(today, band.minDays) === check.delivery?.from && addWorkingDays(today, band.maxDays) === check.delivery.to,
  );
  const row = deliveryBandRows[index];
  if (!row) throw new Error(`No row of the Shipping page promises ${JSON.stringify(check.delivery)}`);
  return `${row.distance}: ${row.days}`;
}

function faqAnswer(question: string): string {
  const entry = faqTopics({ codMaxRupees })
    .flatMap((topic) => topic.entries)
    .find((candidate) => candidate.question === question);
  if (!entry) throw new Error(`The FAQ does not ask ${question}`);
  return entry.answer.join(" ");
}

describe("a shopper in Port Blair (744101) reads about assembly, then checks the PIN code", () => {
  it("is told by the PIN code check that assembly is not included, as the FAQ says of the islands", async () => {
    const check = await pincodeCheck("744101");
    expect(check.serviceable).toBe(true);
    expect(check.assemblyIncluded).toBe(false);
    expect(assemblyText(check.assemblyIncluded, check.assemblyNeeded)).toMatch(/^Assembly is not included here/);

    const answer = faqAnswer("Is assembly included?");
    expect(answer).not.toMatch(/every order/i);
    expect(islandsText).toContain("Andaman and Nicobar Islands");
    expect(answer).toContain(islandsText);
  });

  it("is promised the dates of the Shipping page's row for the farthest places", async () => {
    expect(shippingRowFor(await pincodeCheck("744101"))).toBe(`Over 1,500 km, or across the sea: ${deliveryBandRows.at(-1)?.days ?? ""}`);
  });
});

describe("a shopper in Shillong (793001) reads the Shipping page, then checks the PIN code", () => {
  it("is promised what a shopper in Mumbai (400050) is, the first row of the Shipping page", async () => {
    const shillong = await pincodeCheck("793001");
    const mumbai = await pincodeCheck("400050");
    expect(shillong.nearestWarehouse?.city).toBe("Guwahati");
    expect(shillong.delivery).toEqual(mumbai.delivery);
    expect(shippingRowFor(shillong)).toBe(`Up to 100 km: ${deliveryBandRows[0]?.days ?? ""}`);
    expect(shillong.assemblyIncluded).toBe(true);
  });
});

describe("a shopper pays as the FAQ and the terms say they may", () => {
  it("orders with a card of every network the pages name, RuPay too, and the order names its network", async () => {
    for (const brand of acceptedCardBrands) {
      const card = testCards.find((candidate) => candidate.brand === brand && candidate.outcome === "approved");
      if (!card) throw new Error(`No approved ${brand} test card`);
      expect(cardNetworksText).toContain(cardBrandName(brand));
      const order = await shop.placeOrder({ kind: "guest", token: newToken() }, [0], {
        payment: { method: "card", cardNumber: card.number, cardExpiry: "12/30", cardCvv: "123" },
      });
      expect(order.payment).toMatchObject({ method: "card", cardBrand: brand });
    }
  });

  it("reads on the Returns page how every way an order is paid is refunded, and nothing else", async () => {
    // The cheapest piece, so that cash on delivery stays under the cap.
    const cheapest = shop.variants.indexOf(shop.variants.reduce((low, variant) => (variant.price < low.price ? variant : low)));
    await shop.placeOrder({ kind: "guest", token: newToken() }, [cheapest], { payment: { method: "upi", upiId: "asha@okicici", paidInWindow: true } });
    await shop.placeOrder({ kind: "guest", token: newToken() }, [cheapest], { payment: { method: "cod" } });
    // Netbanking is paid on the Pay page (Order History's "Pay now") through the gateway.
    await shop.placeOrder({ kind: "guest", token: newToken() }, [cheapest], { payment: { method: "netbanking" } });
    const methods = await shop.handle.db.selectDistinct({ method: payments.method }).from(payments);
    expect(methods.map((row) => row.method).sort()).toEqual(Object.keys(refundRules).sort());
  });

  it("is offered cash on delivery up to the cap the FAQ states for this store, and not above it", async () => {
    expect(faqAnswer("Is cash on delivery available?")).toContain(cashOnDeliveryText(codMaxRupees));
    expect(cashOnDeliveryText(codMaxRupees)).toContain("₹ 25,000");
    expect((await pincodeCheck("400050", { cartSubtotal: codMaxRupees })).codAvailable).toBe(true);
    expect((await pincodeCheck("400050", { cartSubtotal: codMaxRupees + 1 })).codAvailable).toBe(false);
  });
});
