import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { defaultLanguage, type Language } from "../../app/i18n/language";
import type { Owner } from "../../app/lib/contracts/owner";
import { type WishlistItem, WishlistError, productNotFoundMessage } from "../../app/lib/contracts/wishlist";
import type { Database } from "../db/client";
import { products, wishlistItems, wishlists } from "../db/schema";
import { productSummaryJson, productSummaryRowSchema, queryJson, toProductSummary } from "./catalog-sql";
import { ownedBy, ownerValues } from "./ownership";

export function createWishlistService(db: Database) {
  async function findWishlistId(owner: Owner, tx: Database = db): Promise<string | null> {
    const [row] = await tx.select({ id: wishlists.id }).from(wishlists).where(ownedBy(owner, wishlists)).limit(1);
    return row?.id ?? null;
  }

  async function findOrCreateWishlistId(owner: Owner, tx: Database): Promise<string> {
    const existing = await findWishlistId(owner, tx);
    if (existing) return existing;
    // Two first requests of one shopper may race: the unique owner column lets one win.
    await tx.insert(wishlists).values(ownerValues(owner)).onConflictDoNothing();
    const created = await findWishlistId(owner, tx);
    if (!created) throw new Error("wishlist could not be created");
    return created;
  }

  /** The owner's wishlist (made on their first save) for a product the catalog has; else refused. */
  async function wishlistForKnownProduct(owner: Owner, productId: number, tx: Database): Promise<string> {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw new WishlistError("not_found", productNotFoundMessage);
    return findOrCreateWishlistId(owner, tx);
  }

  async function saveItem(wishlistId: string, productId: number, tx: Database): Promise<void> {
    // Two saves racing each other end saved either way, never as an error.
    await tx.insert(wishlistItems).values({ wishlistId, productId }).onConflictDoNothing();
  }

  async function contains(owner: Owner | null, productId: number): Promise<boolean> {
    if (!owner) return false;
    const [row] = await db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
      .where(and(ownedBy(owner, wishlists), eq(wishlistItems.productId, productId)))
      .limit(1);
    return row !== undefined;
  }

  return {
    /** Newest first, each as a product card's data in a language: one statement, like the catalog's reads. */
    async list(owner: Owner | null, language: Language = defaultLanguage): Promise<WishlistItem[]> {
      if (!owner) return [];
      const wishlistId = await findWishlistId(owner);
      if (!wishlistId) return [];
      const rows = await queryJson(
        db,
        sql`select coalesce(json_agg(${productSummaryJson(language)} order by wi.created_at desc, p.id desc), '[]'::json) as value
          from wishlist_items wi
          join products p on p.id = wi.product_id
          join categories c on c.id = p.category_id
          where wi.wishlist_id = ${wishlistId} and p.published_at <= now()`,
        z.array(productSummaryRowSchema),
      );
      return rows.map((row) => {
        const { id, name, image, price, originalPrice, discount, inStock, defaultVariantId } = toProductSummary(row);
        return { id, name, image, price, originalPrice, discount, inStock, defaultVariantId };
      });
    },

    async count(owner: Owner | null): Promise<number> {
      if (!owner) return 0;
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(wishlistItems)
        .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
        .where(ownedBy(owner, wishlists));
      return row?.count ?? 0;
    },

    contains,

    /** Saves the product, or forgets it when already saved. An unknown product is refused. */
    async toggle(owner: Owner, productId: number): Promise<{ wishlisted: boolean }> {
      return db.transaction(async (tx) => {
        const wishlistId = await wishlistForKnownProduct(owner, productId, tx);
        const removed = await tx
          .delete(wishlistItems)
          .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.productId, productId)))
          .returning({ productId: wishlistItems.productId });
        if (removed.length > 0) return { wishlisted: false };
        await saveItem(wishlistId, productId, tx);
        return { wishlisted: true };
      });
    },

    /** Saves the product; saving one already saved is not an error (the end state holds). */
    async add(owner: Owner, productId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await saveItem(await wishlistForKnownProduct(owner, productId, tx), productId, tx);
      });
    },

    /** Forgets the product; removing one that is not saved is not an error (the end state holds). */
    async remove(owner: Owner, productId: number): Promise<void> {
      const wishlistId = await findWishlistId(owner);
      if (!wishlistId) return;
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.productId, productId)));
    },

    /**
     * At sign-in, the guest's saved products join the account's wishlist (each once, keeping when
     * it was first saved) and the guest wishlist is deleted. Nothing to merge is not an error.
     */
    async mergeGuestWishlist(guestToken: string, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [guest] = await tx
          .select({ id: wishlists.id })
          .from(wishlists)
          .where(ownedBy({ kind: "guest", token: guestToken }, wishlists))
          .for("update");
        if (!guest) return;
        const accountId = await findOrCreateWishlistId({ kind: "user", userId }, tx);
        await tx.execute(sql`
          insert into ${wishlistItems} (wishlist_id, product_id, created_at)
          select ${accountId}::uuid, ${wishlistItems.productId}, ${wishlistItems.createdAt}
          from ${wishlistItems} where ${wishlistItems.wishlistId} = ${guest.id}
          on conflict do nothing`);
        await tx.delete(wishlists).where(eq(wishlists.id, guest.id));
      });
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
