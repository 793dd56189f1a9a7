// The signed-in shopper's own account (spec §2 Profile): overview counts, order history with what
// can still be reviewed, notification settings and reviews of delivered items (a new e-mail address
// or password is the auth service's). Every call takes the shopper's id and reads or writes only
// their rows.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { AccountError, orderHistoryPageSize, type AccountOverview, type ProfileOrder } from "../../app/lib/contracts/account";
import type { OrderView } from "../../app/lib/contracts/orders";
import type { NotificationSettings } from "../../app/lib/forms/account-schemas";
import type { Database } from "../db/client";
import { notificationSettings, orderLines, orders, products, reviews, users } from "../db/schema";
import { queryRows } from "./catalog-sql";
import { refreshProductRating } from "./product-rating";
import type { OrderService } from "./order-service";
import { readOrders } from "./order-views";
import { defaultLanguage, type Language } from "../../app/i18n/language";

export const accountErrorMessages = {
  lineNotFound: "That item was not found in your orders.",
  notDelivered: "You can review an item once its order has been delivered.",
  alreadyReviewed: "You have already reviewed this item.",
} as const;

/** Spec §3 defaults: order updates on, marketing off until the shopper opts in. */
export const defaultNotificationSettings: NotificationSettings = {
  email: { orderUpdates: true, promotions: false, newsletter: false },
  push: { orderUpdates: true, promotions: false },
};

const countsRow = z.object({
  orders: z.coerce.number(),
  wishlist_items: z.coerce.number(),
  addresses: z.coerce.number(),
  cards: z.coerce.number(),
});

/** How a review's author appears on the product page: first name and last initial, like "Asha V.". */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export function createAccountService(db: Database, options: { orders: OrderService }) {
  return {
    /** Real counts for the overview tab, in one statement. */
    async overview(userId: number): Promise<AccountOverview> {
      const [row] = await queryRows(
        db,
        sql`select
          (select count(*) from orders where user_id = ${userId}) as orders,
          (select count(*) from wishlist_items i join wishlists w on w.id = i.wishlist_id where w.user_id = ${userId}) as wishlist_items,
          (select count(*) from addresses where user_id = ${userId}) as addresses,
          (select count(*) from saved_cards where user_id = ${userId}) as cards`,
      );
      const counts = countsRow.parse(row);
      return { orders: counts.orders, wishlistItems: counts.wishlist_items, addresses: counts.addresses, cards: counts.cards };
    },

    /** The shopper's orders, newest first, each item knowing its line and whether it was reviewed. */
    /**
     * One page of the shopper's order history, newest first, with which items can still be
     * reviewed: the same few statements for one order or a thousand.
     */
    async orders(userId: number, page = 1, language: Language = defaultLanguage): Promise<ProfileOrder[]> {
      const wanted = Number.isSafeInteger(page) && page >= 1 ? page : 1;
      return readOrders(db, {
        where: eq(orders.userId, userId),
        limit: orderHistoryPageSize,
        offset: (wanted - 1) * orderHistoryPageSize,
        language,
      });
    },

    /** One of the shopper's orders by number; null for anyone else's (the invoice, the timeline). */
    async order(userId: number, number: string, language?: Language): Promise<OrderView | null> {
      return options.orders.orderForOwner({ kind: "user", userId }, number, language);
    },

    async notificationSettings(userId: number): Promise<NotificationSettings> {
      const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
      if (!row) return defaultNotificationSettings;
      return {
        email: { orderUpdates: row.emailOrderUpdates, promotions: row.emailPromotions, newsletter: row.emailNewsletter },
        push: { orderUpdates: row.pushOrderUpdates, promotions: row.pushPromotions },
      };
    },

    async updateNotificationSettings(userId: number, settings: NotificationSettings): Promise<NotificationSettings> {
      const values = {
        emailOrderUpdates: settings.email.orderUpdates,
        emailPromotions: settings.email.promotions,
        emailNewsletter: settings.email.newsletter,
        pushOrderUpdates: settings.push.orderUpdates,
        pushPromotions: settings.push.promotions,
      };
      await db
        .insert(notificationSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: sql`now()` } });
      return settings;
    },

    /** The language the shopper chose with the switch: their e-mails are written in it. */
    async setLanguage(userId: number, language: Language): Promise<void> {
      await db.update(users).set({ language }).where(and(eq(users.id, userId), sql`${users.language} <> ${language}`));
    },

    /**
     * Stores a review of one item the shopper bought, once their order is delivered, and brings
     * the product's rating and review count (of its shown reviews) up to date in the same transaction (the catalog cache
     * notices through the catalog tables' triggers).
     */
    async writeReview(userId: number, orderLineId: number, rating: number, comment: string): Promise<{ productId: number }> {
      if (!Number.isSafeInteger(orderLineId) || orderLineId < 1) {
        throw new AccountError("not_found", accountErrorMessages.lineNotFound);
      }
      if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new RangeError(`rating ${rating} is not 1 to 5`);
      return db.transaction(async (tx) => {
        const [line] = await tx
          .select({
            productId: orderLines.productId,
            status: orders.status,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(orderLines)
          .innerJoin(orders, eq(orders.id, orderLines.orderId))
          .innerJoin(users, eq(users.id, orders.userId))
          .where(and(eq(orderLines.id, orderLineId), eq(orders.userId, userId)))
          .for("update", { of: orderLines });
        if (!line) throw new AccountError("not_found", accountErrorMessages.lineNotFound);
        if (line.status !== "delivered") throw new AccountError("not_delivered", accountErrorMessages.notDelivered);
        // Reviews of one product are counted one after another, so two at once both count.
        await tx.select({ id: products.id }).from(products).where(eq(products.id, line.productId)).for("update");
        const [added] = await tx
          .insert(reviews)
          .values({
            productId: line.productId,
            userId,
            orderLineId,
            authorName: reviewAuthorName(line.firstName, line.lastName),
            rating,
            comment: comment.trim(),
          })
          .onConflictDoNothing({ target: reviews.orderLineId })
          .returning({ id: reviews.id });
        if (!added) throw new AccountError("already_reviewed", accountErrorMessages.alreadyReviewed);
        await refreshProductRating(tx, line.productId);
        return { productId: line.productId };
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
