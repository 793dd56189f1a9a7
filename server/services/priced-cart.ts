// What a cart costs now: its lines at today's prices and stock, and its promo code as it applies
// to their subtotal, read in one statement and added up by one rule (orderTotals). The cart's view
// and the order's quote are both made from it, so the cart and checkout cannot disagree.
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { CouponView } from "../../app/lib/contracts/cart";
import { orderTotals, type OrderTotals } from "../../app/lib/order-totals";
import type { Database } from "../db/client";
import { coupons } from "../db/schema";
import { queryJson, variantPicturePath } from "./catalog-sql";
import { couponFor, couponInForce, couponViewOf, discountOf } from "./coupon-rules";

/** The cart's owner columns as the statement below names them (carts as `c`), for ownedBy(). */
export const cartAlias = { userId: sql`c.user_id`, guestTokenHash: sql`c.guest_token_hash` };

export const pricedCartRowSchema = z
  .object({
    cartId: z.string(),
    version: z.string(),
    couponCode: z.string().nullable(),
    coupon: z
      .object({ code: z.string(), percent: z.number().int().nullable(), amountOff: z.number().int().nullable(), minSubtotal: z.number().int() })
      .nullable(),
    lines: z.array(
      z.object({
        id: z.number().int(),
        quantity: z.number().int(),
        productId: z.number().int(),
        productName: z.string(),
        productNameHi: z.string().nullable(),
        variantId: z.number().int(),
        variantType: z.string(),
        variantName: z.string(),
        variantNameHi: z.string().nullable(),
        price: z.number().int(),
        originalPrice: z.number().int(),
        stock: z.number().int(),
        maxPerOrder: z.number().int(),
        imagePath: z.string().nullable(),
      }),
    ),
  })
  .nullable();

export type PricedCartRow = z.infer<typeof pricedCartRowSchema>;
export type PricedLine = NonNullable<PricedCartRow>["lines"][number];

export interface PricedCart {
  cartId: string;
  /**
   * When the cart last changed (every change of its lines or code touches it), as the database
   * wrote it: an order placed from this pricing is refused if the cart has changed since.
   */
  version: string;
  /** The code the cart holds, whether or not it applies now. */
  couponCode: string | null;
  /** Lines in the order they were added. */
  lines: PricedLine[];
  /** The promo code as it applies to this subtotal now: null when none, ended, or below its minimum. */
  coupon: CouponView | null;
  totals: OrderTotals;
}

/**
 * The one statement: the cart `where` names (on carts as `c`), with its lines and promo code, as
 * JSON. On the embedded database every statement is a trip to its thread, so the hot cart paths
 * use as few as they can, each prepared once (planning costs more than running them).
 */
export function pricedCartSql(where: SQL): SQL {
  return sql`select json_build_object(
          'cartId', c.id,
          'version', c.updated_at,
          'couponCode', c.coupon_code,
          'coupon', (select json_build_object('code', ${coupons.code}, 'percent', ${coupons.percent}, 'amountOff', ${coupons.amountOff}, 'minSubtotal', ${coupons.minSubtotal})
                     from ${coupons} where ${coupons.code} = c.coupon_code and ${couponInForce()}),
          'lines', coalesce((
            select json_agg(json_build_object(
              'id', cl.id, 'quantity', cl.quantity, 'productId', p.id, 'productName', p.name, 'productNameHi', p.name_hi,
              'variantId', v.id, 'variantType', v.type, 'variantName', v.name, 'variantNameHi', v.name_hi, 'price', v.price,
              'originalPrice', v.original_price, 'imagePath', ${variantPicturePath},
              -- A product taken off sale (a draft, or scheduled for later) cannot be bought: no stock.
              'stock', case when p.published_at <= now() then v.stock else 0 end, 'maxPerOrder', v.max_per_order
            ) order by cl.id)
            from cart_lines cl
            join products p on p.id = cl.product_id
            join product_variants v on v.id = cl.variant_id
            where cl.cart_id = c.id), '[]'::json)
        ) as value
        from carts c where ${where} limit 1`;
}

/** The products in the cart `where` names (on carts as `c`), as a subquery of product ids. */
export function cartProductIdsSql(where: SQL): SQL {
  return sql`select cl.product_id from carts c join cart_lines cl on cl.cart_id = c.id where ${where}`;
}

/** The statement's row, priced: null when there is no such cart. */
export function pricedCartOf(row: PricedCartRow): PricedCart | null {
  if (!row) return null;
  const subtotal = row.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const coupon = couponFor(row.coupon, subtotal);
  return {
    cartId: row.cartId,
    version: row.version,
    couponCode: row.couponCode,
    lines: row.lines,
    coupon: coupon ? couponViewOf(coupon) : null,
    totals: orderTotals(subtotal, coupon ? discountOf(coupon) : null),
  };
}

/** The cart `where` names, priced; prepared once, as every hot cart statement is. */
export async function readPricedCart(db: Database, where: SQL): Promise<PricedCart | null> {
  return pricedCartOf(await queryJson(db, pricedCartSql(where), pricedCartRowSchema, { reuse: true }));
}
