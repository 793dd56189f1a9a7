// Saved cards on a real database with the built-in test payment provider: a card is kept as the
// provider's token with brand, last four, expiry and holder only; the default rules match the
// address book; and no shopper can see or change another's cards.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SavedCardError } from "../../app/lib/contracts/saved-cards";
import type { NewCardInput } from "../../app/lib/forms/card-schema";
import { createTestDatabase } from "../../tests/support/test-database";
import type { DatabaseHandle } from "../db/client";
import { savedCards, users } from "../db/schema";
import { paymentMessages } from "../payments/payment-provider";
import { createTestPaymentProvider } from "../payments/test-payment-provider";
import { createSavedCardService, maxCardsPerUser, savedCardMessages, type SavedCardService } from "./saved-card-service";

let handle: DatabaseHandle;
let cards: SavedCardService;

const visa: NewCardInput = { cardNumber: "4111111111111111", expiryMonth: 12, expiryYear: 2030, cardCvv: "123", cardHolder: "ASHA VERMA" };
const mastercard: NewCardInput = { ...visa, cardNumber: "5555555555554444", cardCvv: "987" };

let serial = 0;
async function newShopper(): Promise<number> {
  serial += 1;
  const [row] = await handle.db
    .insert(users)
    .values({ email: `cardholder${serial}@example.in`, passwordHash: "not-a-real-hash", firstName: "Asha", lastName: "Verma", mobile: "9876543210" })
    .returning({ id: users.id });
  if (!row) throw new Error("no user row");
  return row.id;
}

async function refusal(work: Promise<unknown>): Promise<SavedCardError> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SavedCardError)) throw new Error(`expected a SavedCardError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  cards = createSavedCardService(handle.db, createTestPaymentProvider());
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  await handle.db.execute(sql`truncate ${savedCards}`);
});

describe("a shopper's saved cards", () => {
  it("adds a card as a provider token with brand, last four, expiry and holder; never the number or CVV", async () => {
    const asha = await newShopper();
    const saved = await cards.add(asha, visa);
    expect(saved).toEqual({
      id: saved.id,
      brand: "visa",
      last4: "1111",
      expiryMonth: 12,
      expiryYear: 2030,
      holderName: "ASHA VERMA",
      isDefault: true,
    });
    const [row] = await handle.db.select().from(savedCards).where(eq(savedCards.id, saved.id));
    expect(row?.providerToken).toMatch(/^tok_test_visa_1111_/);
    const everything = JSON.stringify(await handle.db.execute(sql`select * from saved_cards`));
    expect(everything).not.toContain("4111111111111111");
    expect(everything).not.toContain("411111");
    expect(everything).not.toMatch(/"123"/);
  });

  it("makes the first card the default; Set as Default moves it; the default cannot be deleted", async () => {
    const asha = await newShopper();
    const first = await cards.add(asha, visa);
    const second = await cards.add(asha, mastercard);
    expect(second.isDefault).toBe(false);
    expect((await refusal(cards.remove(asha, first.id))).message).toBe(savedCardMessages.deleteDefault);

    await cards.setDefault(asha, second.id);
    const listed = await cards.list(asha);
    expect(listed.map((card) => [card.last4, card.isDefault])).toEqual([
      ["4444", true],
      ["1111", false],
    ]);
    await cards.remove(asha, first.id);
    expect((await cards.list(asha)).map((card) => card.id)).toEqual([second.id]);
    expect(await cards.count(asha)).toBe(1);
  });

  it("keeps exactly one default when Set as Default clicks race", async () => {
    const asha = await newShopper();
    const saved = [
      await cards.add(asha, visa),
      await cards.add(asha, mastercard),
      await cards.add(asha, { ...visa, cardNumber: "6522000000000006" }),
    ];
    await Promise.all(saved.map((card) => cards.setDefault(asha, card.id)));
    expect((await cards.list(asha)).filter((card) => card.isDefault)).toHaveLength(1);
  });

  it("is told the provider's reason when the card is refused, and nothing is saved", async () => {
    const asha = await newShopper();
    const luhn = await refusal(cards.add(asha, { ...visa, cardNumber: "4111111111111112" }));
    expect(luhn).toMatchObject({ code: "invalid_card", message: paymentMessages.invalidCard });
    const expired = await refusal(cards.add(asha, { ...visa, expiryMonth: 1, expiryYear: 2020 }));
    expect(expired).toMatchObject({ code: "expired_card", message: paymentMessages.expiredCard });
    const declined = await refusal(cards.add(asha, { ...visa, cardNumber: "4000000000000002" }));
    expect(declined.code).toBe("declined");
    expect(await cards.list(asha)).toEqual([]);
  });

  it("refuses the same card twice and more than the limit", async () => {
    const asha = await newShopper();
    await cards.add(asha, visa);
    expect((await refusal(cards.add(asha, visa))).message).toBe(savedCardMessages.duplicate);
    for (let month = 1; month < maxCardsPerUser; month += 1) await cards.add(asha, { ...visa, expiryMonth: month, expiryYear: 2031 });
    expect((await refusal(cards.add(asha, { ...visa, expiryYear: 2032 }))).code).toBe("too_many");
  });
});

describe("another shopper's card", () => {
  it("is not listed, and cannot be deleted or made default", async () => {
    const asha = await newShopper();
    const ravi = await newShopper();
    const first = await cards.add(asha, visa);
    const second = await cards.add(asha, mastercard);
    expect(await cards.list(ravi)).toEqual([]);
    for (const attempt of [() => cards.remove(ravi, second.id), () => cards.setDefault(ravi, second.id), () => cards.remove(ravi, 0)]) {
      expect((await refusal(attempt())).message).toBe(savedCardMessages.notFound);
    }
    expect((await cards.list(asha)).map((card) => [card.id, card.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });
});
