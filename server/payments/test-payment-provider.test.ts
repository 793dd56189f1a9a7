import { describe, expect, it } from "vitest";
import type { PaymentRequest } from "./payment-provider";
import { testCards } from "./test-cards";
import { createTestPaymentProvider } from "./test-payment-provider";

// 15 June 2026, noon in India.
const today = new Date("2026-06-15T06:30:00Z");

function provider() {
  return createTestPaymentProvider({ now: () => today });
}

function cardPayment(
  number: string,
  overrides: Partial<{ expiryMonth: number; expiryYear: number; cvv: string }> = {},
): PaymentRequest {
  return {
    method: "card",
    amount: 24999,
    orderReference: "ORD1001",
    card: { number, expiryMonth: 12, expiryYear: 2030, cvv: "123", holderName: "PRIYA SHARMA", ...overrides },
  };
}

describe("a shopper pays with one of the documented test cards", () => {
  it.each([
    ["4111 1111 1111 1111", "visa", "1111"],
    ["5555555555554444", "mastercard", "4444"],
    ["6522 0000 0000 0006", "rupay", "0006"],
  ])("%s is approved as %s ending %s", async (number, brand, last4) => {
    const outcome = await provider().authorize(cardPayment(number));
    expect(outcome).toMatchObject({ ok: true, status: "authorized", cardBrand: brand, cardLast4: last4 });
  });

  it("has each documented card behave as the docs say", async () => {
    const payments = provider();
    for (const card of testCards) {
      const outcome = await payments.authorize(cardPayment(card.number));
      if (card.outcome === "approved") expect(outcome).toMatchObject({ ok: true, cardBrand: card.brand });
      else expect(outcome).toMatchObject({ ok: false, code: card.outcome });
    }
  });

  it("is declined with a clear message on the decline test card", async () => {
    expect(await provider().authorize(cardPayment("4000 0000 0000 0002"))).toEqual({
      ok: false,
      code: "declined",
      message: "Your card was declined. Please use another card.",
    });
  });

  it("is told the card has insufficient funds on that test card", async () => {
    expect(await provider().authorize(cardPayment("4000000000009995"))).toEqual({
      ok: false,
      code: "insufficient_funds",
      message: "Your card has insufficient funds. Please use another card.",
    });
  });

  it("is told a mistyped card number is not valid", async () => {
    for (const number of ["4111 1111 1111 1112", "1234 5678 9012 3456", "0000", "abcd efgh ijkl mnop"]) {
      expect(await provider().authorize(cardPayment(number))).toEqual({
        ok: false,
        code: "invalid_card",
        message: "Your card number is not valid. Please check it and try again.",
      });
    }
  });

  it("can pay with any other card number that passes the Luhn check", async () => {
    expect(await provider().authorize(cardPayment("4000 0000 0000 0069"))).toMatchObject({
      ok: true,
      cardBrand: "visa",
      cardLast4: "0069",
    });
  });

  it("is told the card has expired when its month has passed, but not during its last month", async () => {
    const expired = { ok: false, code: "expired_card", message: "Your card has expired." };
    expect(await provider().authorize(cardPayment("4111111111111111", { expiryMonth: 5, expiryYear: 2026 }))).toEqual(
      expired,
    );
    expect(await provider().authorize(cardPayment("4111111111111111", { expiryMonth: 12, expiryYear: 2025 }))).toEqual(
      expired,
    );
    expect(
      await provider().authorize(cardPayment("4111111111111111", { expiryMonth: 6, expiryYear: 2026 })),
    ).toMatchObject({ ok: true });
  });

  it("counts the month in Indian time: a card ending in May works until midnight in India", async () => {
    const lastEveningOfMay = createTestPaymentProvider({ now: () => new Date("2026-05-31T18:00:00Z") });
    const firstMorningOfJune = createTestPaymentProvider({ now: () => new Date("2026-05-31T18:31:00Z") });
    const mayCard = cardPayment("4111111111111111", { expiryMonth: 5, expiryYear: 2026 });
    expect(await lastEveningOfMay.authorize(mayCard)).toMatchObject({ ok: true });
    expect(await firstMorningOfJune.authorize(mayCard)).toMatchObject({ ok: false, code: "expired_card" });
  });

  it("is refused for an impossible expiry month or a malformed CVV", async () => {
    expect(await provider().authorize(cardPayment("4111111111111111", { expiryMonth: 13 }))).toMatchObject({
      ok: false,
      code: "invalid_card",
      message: "Your card's expiry date is not valid. Please check it and try again.",
    });
    expect(await provider().authorize(cardPayment("4111111111111111", { cvv: "12" }))).toMatchObject({
      ok: false,
      code: "invalid_card",
      message: "Your card's CVV is not valid. Please check it and try again.",
    });
  });

  it("gets a new, random reference for every payment", async () => {
    const payments = provider();
    const references = new Set<string>();
    for (let index = 0; index < 20; index += 1) {
      const outcome = await payments.authorize(cardPayment("4111111111111111"));
      if (!outcome.ok) throw new Error("expected approval");
      expect(outcome.reference).toMatch(/^pay_test_[0-9a-f]{24}$/);
      references.add(outcome.reference);
    }
    expect(references.size).toBe(20);
  });
});

describe("a shopper pays by UPI or cash on delivery", () => {
  it("is approved with any UPI id", async () => {
    const payments = provider();
    const outcome = await payments.authorize({
      method: "upi",
      amount: 12499,
      orderReference: "ORD1002",
      upiId: "priya@okicici",
    });
    expect(outcome).toMatchObject({ ok: true, status: "authorized", cardBrand: null, cardLast4: null });
  });

  it("is declined with a UPI id on the failing handle", async () => {
    expect(
      await provider().authorize({ method: "upi", amount: 12499, orderReference: "ORD1003", upiId: "priya@fail" }),
    ).toEqual({
      ok: false,
      code: "declined",
      message: "Your UPI payment was declined. Please try again or choose another payment method.",
    });
  });

  it("registers cash on delivery as pending, to be paid to the courier", async () => {
    const payments = provider();
    const outcome = await payments.authorize({ method: "cod", amount: 8999, orderReference: "ORD1004" });
    expect(outcome).toMatchObject({ ok: true, status: "pending", cardBrand: null, cardLast4: null });
    if (!outcome.ok) throw new Error("expected a pending payment");
    await payments.capture(outcome.reference);
    expect(payments.ledger(outcome.reference)?.status).toBe("pending");
  });
});

describe("the store takes the money only for orders it could create", () => {
  it("captures an authorized card payment once the order exists", async () => {
    const payments = provider();
    const outcome = await payments.authorize(cardPayment("4111 1111 1111 1111"));
    if (!outcome.ok) throw new Error("expected approval");
    expect(payments.ledger(outcome.reference)).toEqual({
      reference: outcome.reference,
      method: "card",
      amount: 24999,
      orderReference: "ORD1001",
      status: "authorized",
      cardBrand: "visa",
      cardLast4: "1111",
    });
    await payments.capture(outcome.reference);
    await payments.capture(outcome.reference);
    expect(payments.ledger(outcome.reference)?.status).toBe("captured");
  });

  it("releases the authorization when the order failed, and never captures it afterwards", async () => {
    const payments = provider();
    const outcome = await payments.authorize(cardPayment("5555 5555 5555 4444"));
    if (!outcome.ok) throw new Error("expected approval");
    await payments.voidAuthorization(outcome.reference);
    await payments.voidAuthorization(outcome.reference);
    expect(payments.ledger(outcome.reference)?.status).toBe("voided");
    await expect(payments.capture(outcome.reference)).rejects.toThrow(/voided/);
    expect(payments.ledger(outcome.reference)?.status).toBe("voided");
  });

  it("cannot void money already taken", async () => {
    const payments = provider();
    const outcome = await payments.authorize({
      method: "upi",
      amount: 500,
      orderReference: "ORD1005",
      upiId: "a.b@ybl",
    });
    if (!outcome.ok) throw new Error("expected approval");
    await payments.capture(outcome.reference);
    await expect(payments.voidAuthorization(outcome.reference)).rejects.toThrow(/refund/);
    expect(payments.ledger(outcome.reference)?.status).toBe("captured");
  });

  it("knows nothing of references it never issued", async () => {
    const payments = provider();
    expect(payments.ledger("pay_test_unknown")).toBeUndefined();
    await expect(payments.capture("pay_test_unknown")).rejects.toThrow(/pay_test_unknown/);
    await expect(payments.voidAuthorization("pay_test_unknown")).rejects.toThrow(/pay_test_unknown/);
  });

  it("records nothing for a declined payment", async () => {
    const payments = provider();
    await payments.authorize(cardPayment("4000 0000 0000 0002"));
    await payments.authorize(cardPayment("4111 1111 1111 1112"));
    expect(payments.ledgerEntries()).toEqual([]);
  });

  it("refuses a payment of nothing, a negative or a fractional amount as a bug", async () => {
    const payments = provider();
    for (const amount of [0, -1, 99.5, Number.NaN]) {
      await expect(payments.authorize({ method: "cod", amount, orderReference: "ORD1" })).rejects.toThrow(RangeError);
    }
  });

  it("does not let a test change the ledger behind the provider's back", async () => {
    const payments = provider();
    const outcome = await payments.authorize(cardPayment("4111111111111111"));
    if (!outcome.ok) throw new Error("expected approval");
    const entry = payments.ledger(outcome.reference)!;
    expect(Object.isFrozen(entry)).toBe(true);
    expect(() => Object.assign(entry, { status: "captured" })).toThrow(TypeError);
  });
});

describe("a card number and CVV never stay with the provider", () => {
  it("keeps only the brand and last four digits", async () => {
    const payments = provider();
    const cvv = "987";
    for (const number of ["4111 1111 1111 1111", "5555555555554444", "6522000000000006"]) {
      await payments.authorize(cardPayment(number, { cvv }));
    }
    // References are random hex, which could contain "987" by chance; they hold no card data.
    const kept = JSON.stringify(payments.ledgerEntries().map(({ reference: _reference, ...entry }) => entry));
    expect(payments.ledgerEntries()).toHaveLength(3);
    for (const number of [
      "4111111111111111",
      "4111 1111 1111 1111",
      "5555555555554444",
      "6522000000000006",
      "411111",
      "555555",
    ]) {
      expect(kept).not.toContain(number);
    }
    expect(kept).not.toContain(cvv);
    expect(kept).not.toContain("PRIYA SHARMA");
  });
});

describe("a shopper saves a card for later", () => {
  const card = { number: "4111 1111 1111 1111", expiryMonth: 12, expiryYear: 2030, cvv: "123", holderName: "PRIYA SHARMA" };

  it("gets a token naming the brand and last four digits, and never the number or CVV", async () => {
    const outcome = await provider().saveCard(card);
    expect(outcome).toMatchObject({ ok: true, brand: "visa", last4: "1111" });
    if (!outcome.ok) return;
    expect(outcome.token).toMatch(/^tok_test_visa_1111_[0-9a-f]{24}$/);
    expect(outcome.token).not.toContain("411111");
    expect(outcome.token).not.toContain("123_");
  });

  it("gets a new token each time, even for the same card", async () => {
    const payments = provider();
    const first = await payments.saveCard(card);
    const second = await payments.saveCard(card);
    expect(first.ok && second.ok && first.token !== second.token).toBe(true);
  });

  it("is refused for a card that fails the Luhn check, has expired or has a malformed CVV", async () => {
    const payments = provider();
    expect(await payments.saveCard({ ...card, number: "4111 1111 1111 1112" })).toMatchObject({ ok: false, code: "invalid_card" });
    expect(await payments.saveCard({ ...card, expiryMonth: 5, expiryYear: 2026 })).toMatchObject({ ok: false, code: "expired_card" });
    expect(await payments.saveCard({ ...card, cvv: "12" })).toMatchObject({ ok: false, code: "invalid_card" });
  });

  it("is refused for a card the bank declines", async () => {
    expect(await provider().saveCard({ ...card, number: "4000 0000 0000 0002" })).toMatchObject({ ok: false, code: "declined" });
  });
});

describe("a shopper pays with a saved card", () => {
  const card = { number: "5555 5555 5555 4444", expiryMonth: 8, expiryYear: 2031, cvv: "321", holderName: "PRIYA SHARMA" };

  async function savedToken(payments: ReturnType<typeof provider>): Promise<string> {
    const saved = await payments.saveCard(card);
    if (!saved.ok) throw new Error(saved.message);
    return saved.token;
  }

  function tokenPayment(token: string, overrides: Partial<{ cvv: string | null; expiryMonth: number; expiryYear: number }> = {}): PaymentRequest {
    return { method: "card_token", amount: 18_500, orderReference: "ORD1002", token, expiryMonth: 8, expiryYear: 2031, cvv: "321", ...overrides };
  }

  it("is charged by the token, asked for the CVV again, and known by brand and last four digits only", async () => {
    const payments = provider();
    expect(payments.savedCardNeedsCvv).toBe(true);
    const outcome = await payments.authorize(tokenPayment(await savedToken(payments)));
    expect(outcome).toMatchObject({ ok: true, status: "authorized", cardBrand: "mastercard", cardLast4: "4444" });
    expect(JSON.stringify(payments.ledgerEntries())).not.toContain("321");
  });

  it("is refused without a CVV, once expired, or with a token it never issued", async () => {
    const payments = provider();
    const token = await savedToken(payments);
    expect(await payments.authorize(tokenPayment(token, { cvv: null }))).toMatchObject({ ok: false, code: "invalid_card" });
    expect(await payments.authorize(tokenPayment(token, { expiryMonth: 5, expiryYear: 2026 }))).toMatchObject({
      ok: false,
      code: "expired_card",
      message: "Your card has expired.",
    });
    expect(await payments.authorize(tokenPayment("tok_test_visa_1111_nothex"))).toMatchObject({
      ok: false,
      message: "This saved card can no longer be charged. Please choose another card.",
    });
    expect(payments.ledgerEntries().filter((entry) => entry.method === "card_token")).toEqual([]);
  });
});

describe("the store gives money back", () => {
  async function captured(payments: ReturnType<typeof provider>, amount = 24999): Promise<string> {
    const outcome = await payments.authorize({ ...cardPayment("4111 1111 1111 1111"), amount });
    if (!outcome.ok) throw new Error(outcome.message);
    await payments.capture(outcome.reference);
    return outcome.reference;
  }

  it("refunds a captured payment in parts, never more than was captured in total", async () => {
    const payments = provider();
    const reference = await captured(payments, 10_000);
    expect(await payments.refund({ reference, amount: 6_000, idempotencyKey: "rfnd_one" })).toMatchObject({ ok: true });
    expect(await payments.refund({ reference, amount: 4_001, idempotencyKey: "rfnd_two" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("more than the Rs. 10000 captured") as unknown,
    });
    expect(await payments.refund({ reference, amount: 4_000, idempotencyKey: "rfnd_three" })).toMatchObject({ ok: true });
    expect(payments.refunds().map((refund) => refund.amount)).toEqual([6_000, 4_000]);
  });

  it("answers the same refund again for the same key, and pays it once", async () => {
    const payments = provider();
    const reference = await captured(payments);
    const first = await payments.refund({ reference, amount: 24999, idempotencyKey: "rfnd_again" });
    const again = await payments.refund({ reference, amount: 24999, idempotencyKey: "rfnd_again" });
    expect(first.ok && again.ok && again.refundReference === first.refundReference).toBe(true);
    expect(payments.refunds()).toHaveLength(1);
    // The key names one refund: asking for another with it is refused.
    expect(await payments.refund({ reference, amount: 1, idempotencyKey: "rfnd_again" })).toMatchObject({ ok: false });
  });

  it("refuses to refund what was never captured, and forgets a refusal so the same key can try again", async () => {
    const payments = provider();
    const held = await payments.authorize(cardPayment("4111 1111 1111 1111"));
    if (!held.ok) throw new Error(held.message);
    expect(await payments.refund({ reference: held.reference, amount: 100, idempotencyKey: "rfnd_held" })).toMatchObject({ ok: false });
    expect(await payments.refund({ reference: "not-a-payment", amount: 100, idempotencyKey: "rfnd_nothing" })).toMatchObject({ ok: false });
    const reference = await captured(payments);
    payments.refuseRefunds("The bank is not answering.");
    expect(await payments.refund({ reference, amount: 100, idempotencyKey: "rfnd_later" })).toEqual({ ok: false, message: "The bank is not answering." });
    payments.refuseRefunds(null);
    expect(await payments.refund({ reference, amount: 100, idempotencyKey: "rfnd_later" })).toMatchObject({ ok: true });
  });

  it("accepts a payment of an earlier run it no longer remembers (its ledger is in memory), for the amount asked", async () => {
    const before = provider();
    const reference = await captured(before);
    const afterRestart = provider();
    expect(afterRestart.ledger(reference)).toBeUndefined();
    expect(await afterRestart.refund({ reference, amount: 24999, idempotencyKey: "rfnd_restart" })).toMatchObject({ ok: true });
    expect(await afterRestart.refund({ reference: "pay_test_nothex", amount: 1, idempotencyKey: "rfnd_bad" })).toMatchObject({ ok: false });
  });
});
