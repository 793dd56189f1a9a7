// Saved cards (spec §2 Cards, §3 Saved card): a card is checked and tokenized by the payment
// provider, and the store keeps only the provider's token, brand, last four digits, expiry and
// holder. The card number and CVV pass through `add` on their way to the provider and nowhere
// else: never stored, never logged, never in an error. Same default rules as the address book.
import { and, desc, eq, sql } from "drizzle-orm";
import { type SavedCard, SavedCardError } from "../../app/lib/contracts/saved-cards";
import type { NewCardInput } from "../../app/lib/forms/card-schema";
import type { Database } from "../db/client";
import { savedCards, users } from "../db/schema";
import type { PaymentProvider } from "../payments/payment-provider";

export const maxCardsPerUser = 10;

export const savedCardMessages = {
  notFound: "That card was not found among your saved cards.",
  deleteDefault: "Your default card cannot be deleted. Set another card as default first.",
  tooMany: `You can save up to ${maxCardsPerUser} cards. Delete one you no longer use first.`,
  duplicate: "This card is already saved.",
} as const;

const columns = {
  id: savedCards.id,
  brand: savedCards.brand,
  last4: savedCards.last4,
  expiryMonth: savedCards.expiryMonth,
  expiryYear: savedCards.expiryYear,
  holderName: savedCards.holderName,
  isDefault: savedCards.isDefault,
};

async function lockAccount(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export function createSavedCardService(db: Database, paymentProvider: PaymentProvider) {
  async function mustOwn(tx: Database, userId: number, id: number): Promise<SavedCard> {
    const [row] =
      Number.isSafeInteger(id) && id > 0
        ? await tx
            .select(columns)
            .from(savedCards)
            .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
        : [];
    if (!row) throw new SavedCardError("not_found", savedCardMessages.notFound);
    return row;
  }

  return {
    /** Whether paying with a saved card asks for its CVV again (the payment provider decides). */
    cvvRequired: paymentProvider.savedCardNeedsCvv,

    /**
     * One of the shopper's cards with the provider token it is charged by (placing an order);
     * null when the id is not one of theirs. The token never leaves the server.
     */
    async chargeable(userId: number, id: number): Promise<(SavedCard & { providerToken: string }) | null> {
      if (!Number.isSafeInteger(id) || id < 1) return null;
      const [row] = await db
        .select({ ...columns, providerToken: savedCards.providerToken })
        .from(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
      return row ?? null;
    },

    /** The default first, then the newest. */
    async list(userId: number): Promise<SavedCard[]> {
      return db
        .select(columns)
        .from(savedCards)
        .where(eq(savedCards.userId, userId))
        .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id));
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(savedCards)
        .where(eq(savedCards.userId, userId));
      return row?.count ?? 0;
    },

    /**
     * Tokenizes the card with the provider and keeps the token; the first card becomes the
     * default. A refusal by the provider is a SavedCardError with the provider's message.
     */
    async add(userId: number, card: NewCardInput): Promise<SavedCard> {
      if ((await this.count(userId)) >= maxCardsPerUser) throw new SavedCardError("too_many", savedCardMessages.tooMany);
      const outcome = await paymentProvider.saveCard({
        number: card.cardNumber,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        cvv: card.cardCvv,
        holderName: card.cardHolder,
      });
      if (!outcome.ok) throw new SavedCardError(outcome.code, outcome.message);
      return db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const existing = await tx
          .select({ brand: savedCards.brand, last4: savedCards.last4, month: savedCards.expiryMonth, year: savedCards.expiryYear })
          .from(savedCards)
          .where(eq(savedCards.userId, userId));
        if (existing.length >= maxCardsPerUser) throw new SavedCardError("too_many", savedCardMessages.tooMany);
        // Brand, last four and expiry together: the same card saved twice, as far as the store can tell.
        const same = existing.some(
          (row) =>
            row.brand === outcome.brand &&
            row.last4 === outcome.last4 &&
            row.month === card.expiryMonth &&
            row.year === card.expiryYear,
        );
        if (same) throw new SavedCardError("duplicate", savedCardMessages.duplicate);
        const [row] = await tx
          .insert(savedCards)
          .values({
            userId,
            providerToken: outcome.token,
            brand: outcome.brand,
            last4: outcome.last4,
            expiryMonth: card.expiryMonth,
            expiryYear: card.expiryYear,
            holderName: card.cardHolder,
            isDefault: existing.length === 0,
          })
          .returning(columns);
        if (!row) throw new Error("the saved card row was not created");
        return row;
      });
    },

    /** Refused for the default card, as for the default address. */
    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const row = await mustOwn(tx, userId, id);
        if (row.isDefault) throw new SavedCardError("default_card", savedCardMessages.deleteDefault);
        await tx.delete(savedCards).where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
      });
    },

    async setDefault(userId: number, id: number): Promise<SavedCard> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const row = await mustOwn(tx, userId, id);
        if (row.isDefault) return row;
        await tx
          .update(savedCards)
          .set({ isDefault: false })
          .where(and(eq(savedCards.userId, userId), eq(savedCards.isDefault, true)));
        await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, id));
        return { ...row, isDefault: true };
      });
    },
  };
}

export type SavedCardService = ReturnType<typeof createSavedCardService>;
