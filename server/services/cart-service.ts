import { and, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { type CartView, CartError, promoCodeMessages } from "../../app/lib/contracts/cart";
import type { Owner } from "../../app/lib/contracts/owner";
import { catalogTextIn, type Language } from "../../app/i18n/language";
import { imageUrl } from "../../app/lib/product-images";
import { defaultMaxQuantity, maxQuantityForStock } from "../../app/lib/stock-label";
import type { Database } from "../db/client";
import { cartLines, carts, coupons, productVariants } from "../db/schema";
import { hashToken } from "../lib/tokens";
import { queryJsonThen, queryRows } from "./catalog-sql";
import { couponFor, couponInForce, couponLimitRefusal } from "./coupon-rules";
import { ownedBy, ownerValues } from "./ownership";
import { cartAlias, pricedCartOf, pricedCartRowSchema, pricedCartSql, readPricedCart, type PricedCart } from "./priced-cart";

export function createCartService(db: Database) {
  async function findCart(owner: Owner, tx: Database = db) {
    const [cart] = await tx.select().from(carts).where(ownedBy(owner, carts)).limit(1);
    return cart ?? null;
  }

  async function findOrCreateCart(owner: Owner, tx: Database) {
    const existing = await findCart(owner, tx);
    if (existing) return existing;
    // Two first requests of one shopper may race: the unique owner column lets one win.
    await tx.insert(carts).values(ownerValues(owner)).onConflictDoNothing();
    const created = await findCart(owner, tx);
    if (!created) throw new Error("cart could not be created");
    return created;
  }

  /** The cart as the API of spec §7 shows it, from what it costs now, its names in the shopper's language. */
  function toView(cart: PricedCart | null, language: Language): CartView {
    if (!cart) return { ...emptyView };
    const items = cart.lines.map((line) => ({
      id: line.id,
      product: {
        id: line.productId,
        name: catalogTextIn(language, line.productName, line.productNameHi),
        primary_image: line.imagePath ? { url: imageUrl(line.imagePath, 320, "webp") } : null,
      },
      variant: { id: line.variantId, type: line.variantType, name: catalogTextIn(language, line.variantName, line.variantNameHi) },
      // Prices are always today's prices from the catalog, never what the browser remembers.
      price: line.price,
      original_price: line.originalPrice,
      quantity: line.quantity,
      max_quantity: maxQuantityForStock(line.stock, line.maxPerOrder),
    }));
    return {
      items,
      ...cart.totals,
      item_count: items.reduce((sum, item) => sum + item.quantity, 0),
      coupon: cart.coupon,
    };
  }

  async function viewWhere(where: SQL, language: Language, tx: Database = db): Promise<CartView> {
    return toView(await readPricedCart(tx, where), language);
  }

  async function view(cartId: string | null, language: Language, tx: Database = db): Promise<CartView> {
    if (!cartId) return { ...emptyView };
    return viewWhere(sql`c.id = ${cartId}`, language, tx);
  }

  /**
   * A change as one statement, then the cart of the owner it names (`ownerWhere`, from ownedBy):
   * one trip and one transaction on the embedded database.
   */
  async function changeThenView<T>(ownerWhere: SQL, change: { query: SQL; schema: z.ZodType<T> }, language: Language): Promise<[T, CartView]> {
    const [outcome, row] = await queryJsonThen(db, change, { query: pricedCartSql(ownerWhere), schema: pricedCartRowSchema });
    return [outcome, toView(pricedCartOf(row), language)];
  }

  /**
   * A change of one line as one statement, then the owner's cart (one trip on the embedded
   * database); refusals are worked out from what the statement found.
   */
  async function lineChange(owner: Owner, lineId: number, change: SQL, language: Language, quantity = 0): Promise<CartView> {
    const ownerWhere = ownedBy(owner, cartAlias);
    const [outcome, cart] = await changeThenView(ownerWhere, {
      query: sql`with target as (
          select cl.id, cl.cart_id, v.stock, v.max_per_order from cart_lines cl
          join carts c on c.id = cl.cart_id
          join product_variants v on v.id = cl.variant_id
          where cl.id = ${lineId} and ${ownerWhere}
        ),
        changed as (${change}),
        touched as (update carts set updated_at = now() where id in (select cart_id from changed))
        select json_build_object(
          'cartId', (select cart_id from target),
          'stock', (select stock from target),
          'maxPerOrder', (select max_per_order from target),
          'changed', exists(select 1 from changed)
        ) as value`,
      schema: lineChangeSchema,
    }, language);
    if (!outcome.cartId) throw new CartError("not_found", "This item is not in your cart.");
    // Found but unchanged: the quantity asked for is outside 1..maximum; say which bounds.
    if (!outcome.changed) checkQuantity(quantity, maxQuantityForStock(outcome.stock ?? 0, outcome.maxPerOrder ?? defaultMaxQuantity));
    return cart;
  }

  function checkQuantity(quantity: number, maxQuantity: number): void {
    if (maxQuantity <= 0) throw new CartError("out_of_stock", "This item is out of stock.");
    if (quantity < 1 || quantity > maxQuantity) {
      throw new CartError("invalid_quantity", `Quantity must be between 1 and ${maxQuantity}.`);
    }
  }

  return {
    async getCart(owner: Owner | null, language: Language = "en"): Promise<CartView> {
      return owner ? viewWhere(ownedBy(owner, cartAlias), language) : { ...emptyView };
    },

    async count(owner: Owner | null): Promise<number> {
      if (!owner) return 0;
      const [row] = await queryRows(
        db,
        sql`select coalesce(sum(cl.quantity), 0)::int as count
            from carts c join cart_lines cl on cl.cart_id = c.id where ${ownedBy(owner, cartAlias)}`,
        { reuse: true },
      );
      return countRowSchema.parse(row ?? { count: 0 }).count;
    },

    /**
     * Adds a product (its chosen variant, or the cheapest one in stock) to the cart. Adding an
     * item already there raises its quantity, refused when the result would pass the maximum.
     */
    async addItem(
      owner: Owner,
      input: { productId: number; variantId?: number; quantity: number },
      language: Language = "en",
    ): Promise<CartView> {
      const variantFilter = input.variantId
        ? sql`v.product_id = ${input.productId} and v.id = ${input.variantId}`
        : sql`v.product_id = ${input.productId}`;
      const ownerColumns =
        owner.kind === "user"
          ? { column: sql`user_id`, value: sql`${owner.userId}::integer` }
          : { column: sql`guest_token_hash`, value: sql`${hashToken(owner.token)}::text` };
      // One statement: pick the variant, and only when the line stays within its maximum find or
      // create the cart (touching it) and add the quantity; a refused add writes nothing, not even
      // an empty cart. The check is repeated in the upsert against the locked row, so shoppers
      // sharing one cart cannot push a line past it together.
      const ownerWhere = ownedBy(owner, cartAlias);
      const [outcome, cart] = await changeThenView(ownerWhere, {
        query: sql`with variant as (
            select v.id, v.product_id, v.stock, v.max_per_order, least(v.stock, v.max_per_order) as max_quantity
            from product_variants v
            -- Only what shoppers may see can be bought: not a draft, nor a product scheduled for later.
            join products vp on vp.id = v.product_id and vp.published_at <= now()
            where ${variantFilter}
            order by v.stock > 0 desc, v.price, v.id limit 1
          ),
          existing as (
            select cl.quantity from carts c join cart_lines cl on cl.cart_id = c.id, variant
            where ${ownerWhere} and cl.variant_id = variant.id
          ),
          allowed as (
            select 1 from variant
            where ${input.quantity} >= 1
              and coalesce((select quantity from existing), 0) + ${input.quantity} <= variant.max_quantity
          ),
          owner_cart as (
            insert into carts (${ownerColumns.column}) select ${ownerColumns.value} from allowed
            on conflict (${ownerColumns.column}) do update set updated_at = now()
            returning id
          ),
          added as (
            insert into cart_lines (cart_id, product_id, variant_id, quantity)
            select owner_cart.id, variant.product_id, variant.id, ${input.quantity} from owner_cart, variant
            on conflict (cart_id, variant_id) do update set quantity = cart_lines.quantity + excluded.quantity
              where cart_lines.quantity + excluded.quantity <= (select max_quantity from variant)
            returning id
          )
          select json_build_object(
            'stock', (select stock from variant),
            'maxPerOrder', (select max_per_order from variant),
            'existing', coalesce((select quantity from existing), 0),
            'added', exists(select 1 from added)
          ) as value`,
        schema: addOutcomeSchema,
      }, language);
      if (outcome.stock === null) throw new CartError("not_found", "Product Not Found");
      if (!outcome.added) {
        const maxQuantity = maxQuantityForStock(outcome.stock, outcome.maxPerOrder ?? defaultMaxQuantity);
        checkQuantity(input.quantity, maxQuantity);
        checkQuantity(outcome.existing + input.quantity, maxQuantity);
        // Passed both checks on the snapshot, refused on the locked row: another add got there first.
        checkQuantity(maxQuantity + 1, maxQuantity);
      }
      return cart;
    },

    async updateItem(owner: Owner, lineId: number, quantity: number, language: Language = "en"): Promise<CartView> {
      return lineChange(
        owner,
        lineId,
        sql`update cart_lines set quantity = ${quantity} from target
            where cart_lines.id = target.id and ${quantity} >= 1 and ${quantity} <= least(target.stock, target.max_per_order)
            returning cart_lines.cart_id`,
        language,
        quantity,
      );
    },

    async removeItem(owner: Owner, lineId: number, language: Language = "en"): Promise<CartView> {
      return lineChange(
        owner,
        lineId,
        sql`delete from cart_lines using target where cart_lines.id = target.id returning cart_lines.cart_id`,
        language,
      );
    },

    /** Empties the cart and forgets its promo code, as one statement; no cart yet is an empty cart. */
    async clear(owner: Owner, language: Language = "en"): Promise<CartView> {
      const ownerWhere = ownedBy(owner, cartAlias);
      const [, cart] = await changeThenView(ownerWhere, {
        query: sql`with owner_cart as (select c.id from carts c where ${ownerWhere}),
          emptied as (delete from cart_lines where cart_id in (select id from owner_cart)),
          touched as (update carts set coupon_code = null, updated_at = now() where id in (select id from owner_cart))
          select json_build_object('cleared', exists(select 1 from owner_cart)) as value`,
        schema: clearOutcomeSchema,
      }, language);
      return cart;
    },

    /**
     * Spec §5: compared case-insensitively; a code not in force, or whose minimum the cart does not
     * reach, is "Invalid promo code". A code this shopper may not use (its uses are taken, their own
     * limit, not a first order) is refused with what stands in the way.
     */
    async applyCoupon(owner: Owner, code: string, language: Language = "en"): Promise<CartView> {
      return db.transaction(async (tx) => {
        const normalised = code.trim().toUpperCase();
        const [coupon] = await tx
          .select()
          .from(coupons)
          .where(and(eq(coupons.code, normalised), couponInForce()));
        if (!coupon) throw new CartError("invalid_coupon", promoCodeMessages.invalid);
        const cart = await findOrCreateCart(owner, tx);
        const current = await view(cart.id, language, tx);
        if (!couponFor(coupon, current.subtotal)) throw new CartError("invalid_coupon", promoCodeMessages.invalid);
        const limitRefusal = await couponLimitRefusal(tx, coupon, owner);
        if (limitRefusal) throw new CartError("invalid_coupon", limitRefusal);
        await tx.update(carts).set({ couponCode: coupon.code, updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
        return view(cart.id, language, tx);
      });
    },

    async removeCoupon(owner: Owner, language: Language = "en"): Promise<CartView> {
      return db.transaction(async (tx) => {
        const cart = await findCart(owner, tx);
        if (!cart) return view(null, language, tx);
        await tx.update(carts).set({ couponCode: null, updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
        return view(cart.id, language, tx);
      });
    },

    /**
     * At sign-in, the guest's cart moves into the account's: quantities of the same variant add
     * up but never pass what stock allows, the guest's promo code is kept when the account's cart
     * has none, and the guest cart is deleted. Nothing to merge is not an error.
     */
    async mergeGuestCart(guestToken: string, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        // Locked: two sign-ins racing with one guest cookie merge it once.
        const [guest] = await tx
          .select()
          .from(carts)
          .where(ownedBy({ kind: "guest", token: guestToken }, carts))
          .for("update");
        if (!guest) return;
        const account = await findOrCreateCart({ kind: "user", userId }, tx);
        const lines = await tx
          .select({ id: cartLines.id, variantId: cartLines.variantId, quantity: cartLines.quantity, stock: productVariants.stock, maxPerOrder: productVariants.maxPerOrder })
          .from(cartLines)
          .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
          .where(eq(cartLines.cartId, guest.id));
        for (const line of lines) {
          const [existing] = await tx
            .select({ id: cartLines.id, quantity: cartLines.quantity })
            .from(cartLines)
            .where(and(eq(cartLines.cartId, account.id), eq(cartLines.variantId, line.variantId)));
          if (!existing) {
            const quantity = Math.max(1, Math.min(line.quantity, maxQuantityForStock(line.stock, line.maxPerOrder)));
            await tx.update(cartLines).set({ cartId: account.id, quantity }).where(eq(cartLines.id, line.id));
            continue;
          }
          const maxQuantity = maxQuantityForStock(line.stock, line.maxPerOrder);
          // Sold out since: the line stays as the account had it, and the cart shows it unavailable.
          const quantity =
            maxQuantity > 0 ? Math.min(existing.quantity + line.quantity, maxQuantity) : existing.quantity;
          await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, existing.id));
        }
        const couponCode = account.couponCode ?? guest.couponCode;
        await tx.update(carts).set({ couponCode, updatedAt: sql`now()` }).where(eq(carts.id, account.id));
        await tx.delete(carts).where(eq(carts.id, guest.id));
      });
    },
  };
}

const addOutcomeSchema = z.object({
  stock: z.number().int().nullable(),
  maxPerOrder: z.number().int().nullable(),
  existing: z.number().int(),
  added: z.boolean(),
});

const lineChangeSchema = z.object({
  cartId: z.string().nullable(),
  stock: z.number().int().nullable(),
  maxPerOrder: z.number().int().nullable(),
  changed: z.boolean(),
});

const clearOutcomeSchema = z.object({ cleared: z.boolean() });

const countRowSchema = z.object({ count: z.coerce.number().int() });

const emptyView: CartView = {
  items: [],
  subtotal: 0,
  discount: 0,
  shipping: 0,
  total: 0,
  item_count: 0,
  coupon: null,
};

export type CartService = ReturnType<typeof createCartService>;
