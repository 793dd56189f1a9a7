// Saved cards (spec §2 Cards, §3 Saved card) are the payment gateway's tokens (RBI's card-on-file
// rules, decision 029). A card is saved at the gateway while it pays, with the shopper's consent:
// at checkout ("Save this card"), or by Add New Card's one-rupee check, which is never captured.
// The store learns of a token by asking the gateway (after a confirmed payment, or the check) and
// keeps its id with the brand, last four digits, expiry and holder; it never sees a number or CVV.
// Same default rules as the address book.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { PaymentReport } from "../../app/lib/contracts/gateway-payments";
import {
  type CardCheckCheckout,
  type CardOwner,
  type CardPaymentProfile,
  type PayableSavedCard,
  type SavedCard,
  SavedCardError,
} from "../../app/lib/contracts/saved-cards";
import type { Database } from "../db/client";
import { cardChecks, paymentCustomers, savedCards, users } from "../db/schema";
import { GatewayError, type GatewayCardToken, type HostedGateway } from "../payments/hosted-gateway";

export const maxCardsPerUser = 10;

/** Add New Card's check: one rupee, authorized and never captured, so the gateway gives it back. */
export const cardCheckPaise = 100;

export const savedCardMessages = {
  notFound: "That card was not found among your saved cards.",
  deleteDefault: "Your default card cannot be deleted. Set another card as default first.",
  tooMany: `You can save up to ${maxCardsPerUser} cards. Delete one you no longer use first.`,
  duplicate: "This card is already saved.",
  notSaved: "Your card was checked but not saved. Please try again and keep \"Save this card\" ticked.",
  signatureInvalid: "We could not confirm this card with the payment gateway. Please try again.",
  gatewayUnavailable: "The payment gateway cannot be reached just now. Please try again in a minute.",
  refused: "Your card could not be checked. Please use another card.",
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

/** Brand, last four and expiry together: the same card, as far as the store can tell. */
function sameCard(a: { brand: string; last4: string; expiryMonth: number; expiryYear: number }, b: GatewayCardToken): boolean {
  return a.brand === b.card.brand && a.last4 === b.card.last4 && a.expiryMonth === b.card.expiryMonth && a.expiryYear === b.card.expiryYear;
}

export interface SavedCardServiceOptions {
  gateway: HostedGateway;
  logger?: Pick<Logger, "warn">;
}

export function createSavedCardService(db: Database, options: SavedCardServiceOptions) {
  const { gateway } = options;
  const ofGateway = (userId: number) => and(eq(savedCards.userId, userId), eq(savedCards.gateway, gateway.name));

  function unavailable(error: unknown): never {
    if (error instanceof GatewayError && error.kind === "unreachable") {
      throw new SavedCardError("gateway_unavailable", savedCardMessages.gatewayUnavailable);
    }
    throw error;
  }

  async function mustOwn(tx: Database, userId: number, id: number): Promise<SavedCard & { providerToken: string }> {
    const [row] =
      Number.isSafeInteger(id) && id > 0
        ? await tx
            .select({ ...columns, providerToken: savedCards.providerToken })
            .from(savedCards)
            .where(and(eq(savedCards.id, id), ofGateway(userId)))
        : [];
    if (!row) throw new SavedCardError("not_found", savedCardMessages.notFound);
    return row;
  }

  async function storedCustomer(userId: number): Promise<string | null> {
    const [row] = await db
      .select({ customerId: paymentCustomers.customerId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.gateway, gateway.name)));
    return row?.customerId ?? null;
  }

  /** The shopper's customer at the gateway, made on first use (the gateway answers the same one again). */
  async function customerOf(owner: CardOwner): Promise<string> {
    const known = await storedCustomer(owner.id);
    if (known) return known;
    const customer = await gateway
      .customerFor({ name: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email, contact: owner.mobile })
      .catch(unavailable);
    await db.insert(paymentCustomers).values({ userId: owner.id, gateway: gateway.name, customerId: customer.id }).onConflictDoNothing();
    return (await storedCustomer(owner.id)) ?? customer.id;
  }

  /**
   * Brings the shopper's saved cards in line with the tokens the gateway keeps for them: a new token
   * becomes a saved card (the first one the default), one the gateway no longer has is dropped.
   * Answers the ids of tokens the store did not keep (the same card saved twice, or too many).
   */
  async function keepTokens(userId: number, customerId: string): Promise<{ kept: string[]; notKept: string[] }> {
    const tokens = await gateway.listTokens(customerId).catch(unavailable);
    const outcome = await db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const existing = await tx
        .select({ ...columns, providerToken: savedCards.providerToken })
        .from(savedCards)
        .where(ofGateway(userId))
        .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id));
      const tokenIds = new Set(tokens.map((token) => token.id));
      const gone = existing.filter((row) => !tokenIds.has(row.providerToken));
      for (const row of gone) await tx.delete(savedCards).where(eq(savedCards.id, row.id));
      const left = existing.filter((row) => tokenIds.has(row.providerToken));
      const known = new Set(left.map((row) => row.providerToken));
      const kept: string[] = [];
      const notKept: string[] = [];
      for (const token of tokens) {
        if (known.has(token.id)) continue;
        if (left.some((row) => sameCard(row, token)) || left.length >= maxCardsPerUser) {
          notKept.push(token.id);
          continue;
        }
        const [row] = await tx
          .insert(savedCards)
          .values({
            userId,
            gateway: gateway.name,
            providerToken: token.id,
            brand: token.card.brand,
            last4: token.card.last4,
            expiryMonth: token.card.expiryMonth,
            expiryYear: token.card.expiryYear,
            holderName: (token.card.name ?? "").trim().toUpperCase() || "CARD HOLDER",
            isDefault: left.length === 0,
          })
          .returning({ ...columns, providerToken: savedCards.providerToken });
        if (!row) throw new Error("the saved card row was not created");
        left.push(row);
        kept.push(token.id);
      }
      // The default card went at the gateway: the newest card left becomes the default.
      if (left.length > 0 && !left.some((row) => row.isDefault)) {
        const newest = left.reduce((a, b) => (b.id > a.id ? b : a));
        await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, newest.id));
      }
      return { kept, notKept };
    });
    // A token the store does not keep is deleted at the gateway too, so it cannot pile up there.
    for (const tokenId of outcome.notKept) {
      await gateway.deleteToken(customerId, tokenId).catch((error: unknown) => {
        if (!(error instanceof GatewayError)) throw error;
        options.logger?.warn({ err: error, token: tokenId }, "a token the store does not keep is left at the gateway");
      });
    }
    return outcome;
  }

  return {
    /** Whether the shopper has this card (placing an order with it checks this before anything else). */
    async owns(userId: number, id: number): Promise<boolean> {
      if (!Number.isSafeInteger(id) || id < 1) return false;
      const [row] = await db.select({ id: savedCards.id }).from(savedCards).where(and(eq(savedCards.id, id), ofGateway(userId)));
      return row !== undefined;
    },

    /** The default first, then the newest. */
    async list(userId: number): Promise<SavedCard[]> {
      return db.select(columns).from(savedCards).where(ofGateway(userId)).orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id));
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(savedCards)
        .where(ofGateway(userId));
      return row?.count ?? 0;
    },

    /**
     * The shopper's customer at the gateway and their cards with their tokens, for their own payment
     * page. A gateway out of reach leaves the customer null: the page then offers only a new card.
     */
    async paymentProfile(owner: CardOwner): Promise<CardPaymentProfile> {
      let customerId: string | null;
      try {
        customerId = await customerOf(owner);
      } catch (error) {
        if (!(error instanceof SavedCardError)) throw error;
        customerId = null;
      }
      if (!customerId) return { customerId: null, cards: [] };
      const cards: PayableSavedCard[] = await db
        .select({ ...columns, tokenId: savedCards.providerToken })
        .from(savedCards)
        .where(ofGateway(owner.id))
        .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id));
      return { customerId, cards };
    },

    /**
     * After a payment the gateway confirmed saved a card (it names a token): the shopper's saved
     * cards follow the gateway's tokens. Nothing happens for a customer the store did not make.
     */
    async keepTokensOfCustomer(userId: number, customerId: string): Promise<void> {
      if ((await storedCustomer(userId)) !== customerId) return;
      await keepTokens(userId, customerId);
    },

    /** Add New Card: a gateway order of one rupee for the shopper's card check, paid in the browser with "save". */
    async startCardCheck(owner: CardOwner): Promise<CardCheckCheckout> {
      if ((await this.count(owner.id)) >= maxCardsPerUser) throw new SavedCardError("too_many", savedCardMessages.tooMany);
      const customerId = await customerOf(owner);
      const order = await gateway
        .createOrder({ amountPaise: cardCheckPaise, receipt: `card-check-${owner.id}`, notes: { purpose: "card check" } })
        .catch(unavailable);
      await db.insert(cardChecks).values({ gatewayOrderId: order.id, gateway: gateway.name, userId: owner.id });
      return {
        gateway: gateway.name,
        scriptUrl: gateway.browserCheckout.scriptUrl,
        keyId: gateway.browserCheckout.keyId,
        gatewayOrderId: order.id,
        amountPaise: cardCheckPaise,
        currency: "INR",
        customerId,
      };
    },

    /**
     * The browser's report of the card check: believed only with the gateway's signature for the
     * gateway order the store made for this shopper, and the payment as the gateway tells it.
     * The rupee is never captured. Answers the card saved.
     */
    async finishCardCheck(owner: CardOwner, report: PaymentReport): Promise<SavedCard> {
      const [check] = report.razorpay_order_id
        ? await db
            .select()
            .from(cardChecks)
            .where(
              and(
                eq(cardChecks.gatewayOrderId, report.razorpay_order_id),
                eq(cardChecks.gateway, gateway.name),
                eq(cardChecks.userId, owner.id),
                isNull(cardChecks.savedAt),
              ),
            )
        : [];
      const signed =
        check !== undefined &&
        gateway.verifyPaymentSignature({ gatewayOrderId: check.gatewayOrderId, paymentId: report.razorpay_payment_id, signature: report.razorpay_signature });
      if (!check || !signed) throw new SavedCardError("signature_invalid", savedCardMessages.signatureInvalid);
      const paid = await gateway.fetchPayment(report.razorpay_payment_id).catch((error: unknown) => {
        if (error instanceof GatewayError && error.kind !== "unreachable") throw new SavedCardError("signature_invalid", savedCardMessages.signatureInvalid);
        return unavailable(error);
      });
      if (paid.gatewayOrderId !== check.gatewayOrderId || paid.amountPaise !== cardCheckPaise || paid.currency !== "INR") {
        throw new SavedCardError("signature_invalid", savedCardMessages.signatureInvalid);
      }
      if (paid.status === "failed" || paid.status === "created") {
        throw new SavedCardError("card_refused", paid.errorDescription ?? savedCardMessages.refused);
      }
      const customerId = await customerOf(owner);
      if (!paid.tokenId || paid.customerId !== customerId) throw new SavedCardError("not_saved", savedCardMessages.notSaved);
      const { notKept } = await keepTokens(owner.id, customerId);
      await db.update(cardChecks).set({ savedAt: new Date() }).where(eq(cardChecks.gatewayOrderId, check.gatewayOrderId));
      if (notKept.includes(paid.tokenId)) {
        const count = await this.count(owner.id);
        throw count >= maxCardsPerUser
          ? new SavedCardError("too_many", savedCardMessages.tooMany)
          : new SavedCardError("duplicate", savedCardMessages.duplicate);
      }
      const [row] = await db.select(columns).from(savedCards).where(and(eq(savedCards.providerToken, paid.tokenId), ofGateway(owner.id)));
      if (!row) throw new SavedCardError("not_saved", savedCardMessages.notSaved);
      return row;
    },

    /** Whether a gateway order is one of Add New Card's checks (its webhooks are not an order's). */
    async isCardCheck(gatewayOrderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: cardChecks.gatewayOrderId })
        .from(cardChecks)
        .where(and(eq(cardChecks.gatewayOrderId, gatewayOrderId), eq(cardChecks.gateway, gateway.name)));
      return row !== undefined;
    },

    /** Refused for the default card, as for the default address. The token is deleted at the gateway first. */
    async remove(userId: number, id: number): Promise<void> {
      const card = await mustOwn(db, userId, id);
      if (card.isDefault) throw new SavedCardError("default_card", savedCardMessages.deleteDefault);
      const customerId = await storedCustomer(userId);
      if (customerId) {
        await gateway.deleteToken(customerId, card.providerToken).catch((error: unknown) => {
          // A token the gateway no longer has (expired, removed by the network) is gone already.
          if (error instanceof GatewayError && error.kind === "refused") return;
          unavailable(error);
        });
      }
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
        const { providerToken: _token, ...row } = await mustOwn(tx, userId, id);
        if (row.isDefault) return row;
        await tx.update(savedCards).set({ isDefault: false }).where(and(ofGateway(userId), eq(savedCards.isDefault, true)));
        await tx.update(savedCards).set({ isDefault: true }).where(eq(savedCards.id, id));
        return { ...row, isDefault: true };
      });
    },
  };
}

export type SavedCardService = ReturnType<typeof createSavedCardService>;
