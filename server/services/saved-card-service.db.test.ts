// Saved cards as the gateway's tokens, on a real database (embedded, and PostgreSQL when
// TEST_DATABASE_URL is set) with the built-in test gateway: Add New Card's one-rupee check, a card
// saved while paying an order, paying with a saved card, the default rules of the address book,
// and no shopper seeing or using another's cards. The store keeps a token's id with brand, last
// four, expiry and holder, never a number or CVV.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../app/lib/contracts/auth";
import { OrderError } from "../../app/lib/contracts/orders";
import { SavedCardError } from "../../app/lib/contracts/saved-cards";
import { openTestShop, ownerOf, testShipping, testVisa, type TestShop } from "../../tests/support/test-shop";
import { auditLog, cardChecks, savedCards } from "../db/schema";
import type { TestGateway } from "../payments/test-gateway";
import { maxCardsPerUser, savedCardMessages } from "./saved-card-service";

const mastercard = { cardNumber: "5555555555554444", cardExpiry: "08/31", cardCvv: "987", cardHolder: "ASHA VERMA" };

let shop: TestShop;
let gateway: TestGateway;

beforeAll(async () => {
  shop = await openTestShop({ products: 2 });
  if (!shop.services.testGateway) throw new Error("the test shop runs on the test gateway");
  gateway = shop.services.testGateway;
});

afterAll(async () => {
  await shop.close();
});

async function refusal(work: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SavedCardError || error instanceof OrderError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

async function tokensOf(shopper: AuthUser) {
  const { customerId } = await shop.services.savedCards.paymentProfile(shopper);
  if (!customerId) throw new Error("no gateway customer");
  return gateway.listTokens(customerId);
}

/** The shopper's cart with one piece in it, placed to be paid in the gateway's window. */
async function placeCardOrder(shopper: AuthUser, payment: { method: "card"; savedCardId?: number } = { method: "card" }) {
  const variant = shop.variantAt(0);
  await shop.services.cart.addItem(ownerOf(shopper), { productId: variant.productId, variantId: variant.id, quantity: 1 });
  const placed = await shop.services.orders.placeOrder(ownerOf(shopper), {
    shipping: testShipping,
    payment: payment.savedCardId === undefined ? { method: "card" } : { method: "card", savedCardId: payment.savedCardId },
    deliverySlot: "morning",
    idempotencyKey: randomUUID(),
  });
  if (!placed.checkout) throw new Error("a card order came back without its checkout");
  return { order: placed.order, checkout: placed.checkout };
}

describe("Add New Card", () => {
  it("saves the card as the gateway's token with brand, last four, expiry and holder, and never takes the rupee it was checked with", async () => {
    const asha = await shop.newShopper();
    const saved = await shop.saveCard(asha, { ...testVisa, cardHolder: "asha verma" });
    expect(saved).toEqual({ id: saved.id, brand: "visa", last4: "1111", expiryMonth: 12, expiryYear: 2030, holderName: "ASHA VERMA", isDefault: true });
    const [row] = await shop.handle.db.select().from(savedCards).where(eq(savedCards.id, saved.id));
    const [token] = await tokensOf(asha);
    expect(row).toMatchObject({ gateway: "test-gateway", providerToken: token?.id });
    // Nothing of the card's number or CVV anywhere the store keeps cards.
    const kept = JSON.stringify([row, await shop.handle.db.select().from(cardChecks).where(eq(cardChecks.userId, asha.id))]);
    expect(kept).not.toContain("4111111111111111");
    expect(kept).not.toContain('"123"');
    // The check's payment is authorized and never captured: the bank gives the rupee back.
    const [check] = await shop.handle.db.select().from(cardChecks).where(eq(cardChecks.userId, asha.id));
    const [payment] = await gateway.fetchOrderPayments(check?.gatewayOrderId ?? "");
    expect(payment).toMatchObject({ amountPaise: 100, status: "authorized", captured: false });
    expect(check?.savedAt).not.toBeNull();
  });

  it("is told the gateway's reason when the card is declined, and nothing is saved", async () => {
    const ravi = await shop.newShopper();
    const check = await shop.services.savedCards.startCardCheck(ravi);
    const answer = await gateway.pay({
      orderId: check.gatewayOrderId,
      amountPaise: check.amountPaise,
      method: "card",
      card: { number: "4000000000000002", expiryMonth: 12, expiryYear: 2030, cvv: "123", name: "RAVI" },
      saveCard: true,
      customerId: check.customerId,
    });
    expect(answer).toMatchObject({ status: "failed", error: { description: "Your card was declined. Please use another card." } });
    expect(await shop.services.savedCards.list(ravi.id)).toEqual([]);
    expect(await tokensOf(ravi)).toEqual([]);
  });

  it("refuses a report whose signature the gateway never made, or that is another shopper's check, and saves nothing", async () => {
    const meera = await shop.newShopper();
    const check = await shop.services.savedCards.startCardCheck(meera);
    const card = { number: testVisa.cardNumber, expiryMonth: 12, expiryYear: 2030, cvv: "123", name: "MEERA" };
    const answer = await gateway.pay({ orderId: check.gatewayOrderId, amountPaise: 100, method: "card", card, saveCard: true, customerId: check.customerId });
    if (answer.status !== "paid") throw new Error("the check's payment did not go through");
    expect(await refusal(shop.services.savedCards.finishCardCheck(meera, { ...answer, razorpay_signature: "0".repeat(64) }))).toEqual({
      code: "signature_invalid",
      message: savedCardMessages.signatureInvalid,
    });
    const other = await shop.newShopper();
    expect((await refusal(shop.services.savedCards.finishCardCheck(other, answer))).code).toBe("signature_invalid");
    expect(await shop.services.savedCards.list(meera.id)).toEqual([]);
    expect(await shop.services.savedCards.list(other.id)).toEqual([]);
    // The genuine report still saves it, once.
    expect((await shop.services.savedCards.finishCardCheck(meera, answer)).last4).toBe("1111");
    expect((await refusal(shop.services.savedCards.finishCardCheck(meera, answer))).code).toBe("signature_invalid");
  });

  it("refuses a check paid without \"save\": the card was checked but not saved", async () => {
    const kiran = await shop.newShopper();
    const check = await shop.services.savedCards.startCardCheck(kiran);
    const card = { number: testVisa.cardNumber, expiryMonth: 12, expiryYear: 2030, cvv: "123", name: "KIRAN" };
    const answer = await gateway.pay({ orderId: check.gatewayOrderId, amountPaise: 100, method: "card", card });
    if (answer.status !== "paid") throw new Error("the check's payment did not go through");
    expect(await refusal(shop.services.savedCards.finishCardCheck(kiran, answer))).toEqual({ code: "not_saved", message: savedCardMessages.notSaved });
  });

  it("refuses the same card twice (its second token goes from the gateway too) and more than the limit", async () => {
    const dev = await shop.newShopper();
    await shop.saveCard(dev, testVisa);
    expect(await refusal(shop.saveCard(dev, testVisa))).toEqual({ code: "duplicate", message: savedCardMessages.duplicate });
    expect(await tokensOf(dev)).toHaveLength(1);
    for (let month = 1; (await shop.services.savedCards.list(dev.id)).length < maxCardsPerUser; month++) {
      await shop.saveCard(dev, { ...mastercard, cardExpiry: `${String(month).padStart(2, "0")}/32` });
    }
    expect(await refusal(shop.services.savedCards.startCardCheck(dev))).toEqual({ code: "too_many", message: savedCardMessages.tooMany });
  });

  it("writes nothing about an unknown order when the gateway's webhook tells of the check's payment", async () => {
    const tara = await shop.newShopper();
    await shop.saveCard(tara, testVisa);
    const unknown = await shop.handle.db.select().from(auditLog).where(eq(auditLog.action, "payment.unknown_order"));
    expect(unknown).toEqual([]);
  });
});

describe("the default card and deleting", () => {
  it("makes the first card the default; Set as Default moves it; the default cannot be deleted; deleting removes the token at the gateway", async () => {
    const asha = await shop.newShopper();
    const visa = await shop.saveCard(asha, testVisa);
    const master = await shop.saveCard(asha, mastercard);
    expect(master.isDefault).toBe(false);
    expect(await refusal(shop.services.savedCards.remove(asha.id, visa.id))).toEqual({ code: "default_card", message: savedCardMessages.deleteDefault });
    await shop.services.savedCards.setDefault(asha.id, master.id);
    expect((await shop.services.savedCards.list(asha.id)).map((card) => [card.last4, card.isDefault])).toEqual([
      ["4444", true],
      ["1111", false],
    ]);
    await shop.services.savedCards.remove(asha.id, visa.id);
    expect((await shop.services.savedCards.list(asha.id)).map((card) => card.last4)).toEqual(["4444"]);
    expect((await tokensOf(asha)).map((token) => token.card.last4)).toEqual(["4444"]);
  });

  it("keeps exactly one default when Set as Default clicks race", async () => {
    const asha = await shop.newShopper();
    await shop.saveCard(asha, testVisa);
    const second = await shop.saveCard(asha, mastercard);
    const third = await shop.saveCard(asha, { ...mastercard, cardExpiry: "09/33" });
    await Promise.all([shop.services.savedCards.setDefault(asha.id, second.id), shop.services.savedCards.setDefault(asha.id, third.id)]);
    const defaults = (await shop.services.savedCards.list(asha.id)).filter((card) => card.isDefault);
    expect(defaults).toHaveLength(1);
  });

  it("drops a card the gateway no longer has (expired or removed by the network) when it next hears of the shopper's tokens", async () => {
    const asha = await shop.newShopper();
    const visa = await shop.saveCard(asha, testVisa);
    await shop.saveCard(asha, mastercard);
    const { customerId, cards } = await shop.services.savedCards.paymentProfile(asha);
    const visaToken = cards.find((card) => card.id === visa.id)?.tokenId;
    if (!customerId || !visaToken) throw new Error("no token for the saved Visa");
    await gateway.deleteToken(customerId, visaToken);
    await shop.services.savedCards.keepTokensOfCustomer(asha.id, customerId);
    expect((await shop.services.savedCards.list(asha.id)).map((card) => [card.last4, card.isDefault])).toEqual([["4444", true]]);
  });
});

describe("paying an order", () => {
  it("saves the card a shopper ticked \"Save this card\" for, once the order's payment is confirmed", async () => {
    const asha = await shop.newShopper();
    const { order, checkout } = await placeCardOrder(asha);
    const { customerId } = await shop.services.savedCards.paymentProfile(asha);
    if (!customerId) throw new Error("no gateway customer");
    const card = { number: mastercard.cardNumber, expiryMonth: 8, expiryYear: 2031, cvv: "987", name: "ASHA VERMA" };
    const answer = await gateway.pay({ orderId: checkout.gatewayOrderId, amountPaise: checkout.amountPaise, method: "card", card, saveCard: true, customerId });
    if (answer.status !== "paid") throw new Error("the payment did not go through");
    const confirmed = await shop.services.gatewayPayments.confirmFromBrowser(ownerOf(asha), order.number, answer, { clientAddress: null });
    expect(confirmed.status).toBe("confirmed");
    const cards = await shop.services.savedCards.list(asha.id);
    expect(cards.map(({ id: _id, ...card }) => card)).toEqual([
      { brand: "mastercard", last4: "4444", expiryMonth: 8, expiryYear: 2031, holderName: "ASHA VERMA", isDefault: true },
    ]);
  });

  it("pays with a saved card: the order names only the card, the gateway takes its token with the CVV typed again", async () => {
    const asha = await shop.newShopper();
    const saved = await shop.saveCard(asha, testVisa);
    const { order, checkout } = await placeCardOrder(asha, { method: "card", savedCardId: saved.id });
    expect(order.payment.status).toBe("awaiting");
    const { customerId, cards } = await shop.services.savedCards.paymentProfile(asha);
    const tokenId = cards.find((card) => card.id === saved.id)?.tokenId;
    if (!customerId || !tokenId) throw new Error("no token for the saved card");
    const withoutCvv = await gateway.pay({ orderId: checkout.gatewayOrderId, amountPaise: checkout.amountPaise, method: "card", token: { id: tokenId, cvv: "" }, customerId });
    expect(withoutCvv.status).toBe("failed");
    const answer = await gateway.pay({ orderId: checkout.gatewayOrderId, amountPaise: checkout.amountPaise, method: "card", token: { id: tokenId, cvv: "123" }, customerId });
    if (answer.status !== "paid") throw new Error("the saved card's payment did not go through");
    const confirmed = await shop.services.gatewayPayments.confirmFromBrowser(ownerOf(asha), order.number, answer, { clientAddress: null });
    expect(confirmed).toMatchObject({ status: "confirmed", payment: { status: "captured", cardBrand: "visa", cardLast4: "1111" } });
  });
});

describe("another shopper's card", () => {
  it("is not listed, cannot be deleted, made default or paid with, and its token is refused by the gateway", async () => {
    const asha = await shop.newShopper();
    const ravi = await shop.newShopper();
    const ashaCard = await shop.saveCard(asha, testVisa);
    expect(await shop.services.savedCards.list(ravi.id)).toEqual([]);
    expect((await refusal(shop.services.savedCards.remove(ravi.id, ashaCard.id))).code).toBe("not_found");
    expect((await refusal(shop.services.savedCards.setDefault(ravi.id, ashaCard.id))).code).toBe("not_found");
    const placing = placeCardOrder(ravi, { method: "card", savedCardId: ashaCard.id });
    expect(await refusal(placing)).toEqual({ code: "saved_card_not_found", message: savedCardMessages.notFound });
    const { cards } = await shop.services.savedCards.paymentProfile(asha);
    const { customerId: raviCustomer } = await shop.services.savedCards.paymentProfile(ravi);
    const { checkout } = await placeCardOrder(ravi);
    const stolen = gateway.pay({
      orderId: checkout.gatewayOrderId,
      amountPaise: checkout.amountPaise,
      method: "card",
      token: { id: cards[0]?.tokenId ?? "", cvv: "123" },
      customerId: raviCustomer ?? "",
    });
    await expect(stolen).rejects.toThrow("This saved card can no longer be charged. Please choose another card.");
    expect(await shop.handle.db.select().from(savedCards).where(eq(savedCards.userId, ravi.id))).toEqual([]);
  });
});
