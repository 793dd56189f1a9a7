import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { orderTotals } from "../../app/lib/order-totals";
import { imageUrl } from "../../app/lib/product-images";
import { maxQuantityForStock } from "../../app/lib/stock-label";
import type { Database } from "../db/client";
import { cartLines, carts, coupons, productImages, productVariants, products } from "../db/schema";
import { hashToken } from "../http/cookies";

/** Whose cart: a signed-in shopper's, or a guest's by the random token in their cookie. */
export type CartOwner = { kind: "user"; userId: number } | { kind: "guest"; token: string };

/** The cart as the API of spec §7 answers it (snake_case, as the spec's client reads it). */
export interface CartView {
  items: {
    id: number;
    product: { id: number; name: string; primary_image: { url: string } | null };
    variant: { id: number; type: string; name: string };
    price: number;
    original_price: number;
    quantity: number;
    max_quantity: number;
  }[];
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  item_count: number;
  coupon: { code: string; percent: number } | null;
}

export type CartErrorCode = "not_found" | "invalid_quantity" | "out_of_stock" | "invalid_coupon";

/** A refusal a shopper can act on; the API turns it into a 4xx with this message. */
export class CartError extends Error {
  constructor(
    readonly code: CartErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "CartError";
  }
}

export const invalidPromoCodeMessage = "Invalid promo code";

export function newGuestCartToken(): string {
  return randomBytes(32).toString("base64url");
}

export function createCartService(db: Database) {
  function ownerCondition(owner: CartOwner) {
    return owner.kind === "user" ? eq(carts.userId, owner.userId) : eq(carts.guestTokenHash, hashToken(owner.token));
  }

  async function findCart(owner: CartOwner, tx: Database = db) {
    const [cart] = await tx.select().from(carts).where(ownerCondition(owner)).limit(1);
    return cart ?? null;
  }

  async function findOrCreateCart(owner: CartOwner, tx: Database) {
    const existing = await findCart(owner, tx);
    if (existing) return existing;
    const values =
      owner.kind === "user" ? { userId: owner.userId } : { guestTokenHash: hashToken(owner.token) };
    // Two first requests of one shopper may race: the unique owner column lets one win.
    await tx.insert(carts).values(values).onConflictDoNothing();
    const created = await findCart(owner, tx);
    if (!created) throw new Error("cart could not be created");
    return created;
  }

  async function view(cartId: string | null, tx: Database = db): Promise<CartView> {
    if (!cartId) return { ...emptyView };
    const rows = await tx
      .select({
        lineId: cartLines.id,
        quantity: cartLines.quantity,
        productId: products.id,
        productName: products.name,
        variantId: productVariants.id,
        variantType: productVariants.type,
        variantName: productVariants.name,
        price: productVariants.price,
        originalPrice: productVariants.originalPrice,
        stock: productVariants.stock,
        imagePath: productImages.path,
      })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
      .leftJoin(
        productImages,
        and(eq(productImages.productId, products.id), eq(productImages.position, 0), isNull(productImages.variantId)),
      )
      .where(eq(cartLines.cartId, cartId))
      .orderBy(asc(cartLines.id));
    const [cart] = await tx
      .select({ code: coupons.code, percent: coupons.percent })
      .from(carts)
      .innerJoin(coupons, eq(coupons.code, carts.couponCode))
      .where(and(eq(carts.id, cartId), eq(coupons.active, true)));
    const items = rows.map((row) => ({
      id: row.lineId,
      product: {
        id: row.productId,
        name: row.productName,
        primary_image: row.imagePath ? { url: imageUrl(row.imagePath, 320, "webp") } : null,
      },
      variant: { id: row.variantId, type: row.variantType, name: row.variantName },
      // Prices are always today's prices from the catalog, never what the browser remembers.
      price: row.price,
      original_price: row.originalPrice,
      quantity: row.quantity,
      max_quantity: maxQuantityForStock(row.stock),
    }));
    const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const coupon = cart ? { code: cart.code, percent: cart.percent } : null;
    const totals = orderTotals(subtotal, coupon?.percent ?? null);
    return {
      items,
      ...totals,
      item_count: items.reduce((sum, item) => sum + item.quantity, 0),
      coupon,
    };
  }

  async function lineOf(owner: CartOwner, lineId: number, tx: Database) {
    const cart = await findCart(owner, tx);
    if (!cart) throw new CartError("not_found", "This item is not in your cart.");
    const [line] = await tx
      .select({ id: cartLines.id, stock: productVariants.stock })
      .from(cartLines)
      .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cart.id)));
    if (!line) throw new CartError("not_found", "This item is not in your cart.");
    return { cart, line };
  }

  function checkQuantity(quantity: number, maxQuantity: number): void {
    if (maxQuantity <= 0) throw new CartError("out_of_stock", "This item is out of stock.");
    if (quantity < 1 || quantity > maxQuantity) {
      throw new CartError("invalid_quantity", `Quantity must be between 1 and ${maxQuantity}.`);
    }
  }

  async function touch(cartId: string, tx: Database) {
    await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  }

  return {
    async getCart(owner: CartOwner | null): Promise<CartView> {
      const cart = owner ? await findCart(owner) : null;
      return view(cart?.id ?? null);
    },

    async count(owner: CartOwner | null): Promise<number> {
      const cart = owner ? await findCart(owner) : null;
      if (!cart) return 0;
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${cartLines.quantity}), 0)`.mapWith(Number) })
        .from(cartLines)
        .where(eq(cartLines.cartId, cart.id));
      return row?.count ?? 0;
    },

    /**
     * Adds a product (its chosen variant, or the cheapest one in stock) to the cart. Adding an
     * item already there raises its quantity, refused when the result would pass the maximum.
     */
    async addItem(
      owner: CartOwner,
      input: { productId: number; variantId?: number; quantity: number },
    ): Promise<CartView> {
      return db.transaction(async (tx) => {
        const variantFilter = input.variantId
          ? and(eq(productVariants.productId, input.productId), eq(productVariants.id, input.variantId))
          : eq(productVariants.productId, input.productId);
        const [variant] = await tx
          .select({ id: productVariants.id, stock: productVariants.stock })
          .from(productVariants)
          .where(variantFilter)
          .orderBy(sql`${productVariants.stock} > 0 desc`, asc(productVariants.price), asc(productVariants.id))
          .limit(1);
        if (!variant) throw new CartError("not_found", "Product Not Found");
        const maxQuantity = maxQuantityForStock(variant.stock);
        const cart = await findOrCreateCart(owner, tx);
        const [existing] = await tx
          .select({ id: cartLines.id, quantity: cartLines.quantity })
          .from(cartLines)
          .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.variantId, variant.id)));
        const quantity = (existing?.quantity ?? 0) + input.quantity;
        checkQuantity(input.quantity, maxQuantity);
        checkQuantity(quantity, maxQuantity);
        if (existing) {
          await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, existing.id));
        } else {
          await tx.insert(cartLines).values({ cartId: cart.id, productId: input.productId, variantId: variant.id, quantity });
        }
        await touch(cart.id, tx);
        return view(cart.id, tx);
      });
    },

    async updateItem(owner: CartOwner, lineId: number, quantity: number): Promise<CartView> {
      return db.transaction(async (tx) => {
        const { cart, line } = await lineOf(owner, lineId, tx);
        checkQuantity(quantity, maxQuantityForStock(line.stock));
        await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, line.id));
        await touch(cart.id, tx);
        return view(cart.id, tx);
      });
    },

    async removeItem(owner: CartOwner, lineId: number): Promise<CartView> {
      return db.transaction(async (tx) => {
        const { cart, line } = await lineOf(owner, lineId, tx);
        await tx.delete(cartLines).where(eq(cartLines.id, line.id));
        await touch(cart.id, tx);
        return view(cart.id, tx);
      });
    },

    async clear(owner: CartOwner): Promise<CartView> {
      return db.transaction(async (tx) => {
        const cart = await findCart(owner, tx);
        if (!cart) return view(null, tx);
        await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
        await tx.update(carts).set({ couponCode: null, updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
        return view(cart.id, tx);
      });
    },

    /** Spec §5: compared case-insensitively; anything else is "Invalid promo code". */
    async applyCoupon(owner: CartOwner, code: string): Promise<CartView> {
      return db.transaction(async (tx) => {
        const normalised = code.trim().toUpperCase();
        const [coupon] = await tx
          .select()
          .from(coupons)
          .where(
            and(
              eq(coupons.code, normalised),
              eq(coupons.active, true),
              sql`(${coupons.startsAt} is null or ${coupons.startsAt} <= now())`,
              sql`(${coupons.endsAt} is null or ${coupons.endsAt} > now())`,
            ),
          );
        if (!coupon) throw new CartError("invalid_coupon", invalidPromoCodeMessage);
        const cart = await findOrCreateCart(owner, tx);
        const current = await view(cart.id, tx);
        if (current.subtotal < coupon.minSubtotal) throw new CartError("invalid_coupon", invalidPromoCodeMessage);
        await tx.update(carts).set({ couponCode: coupon.code, updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
        return view(cart.id, tx);
      });
    },

    async removeCoupon(owner: CartOwner): Promise<CartView> {
      return db.transaction(async (tx) => {
        const cart = await findCart(owner, tx);
        if (!cart) return view(null, tx);
        await tx.update(carts).set({ couponCode: null, updatedAt: sql`now()` }).where(eq(carts.id, cart.id));
        return view(cart.id, tx);
      });
    },
  };
}

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
