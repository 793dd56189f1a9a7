// The server's cart (spec §7, snake_case) as the browser receives it, and how it becomes the
// browser's cart state of spec §4. The server's numbers always win; this only mirrors them.
// Plain checks, not zod: the cart page checks these as it opens (app/lib/shape-checks.ts).
import { defaultLanguage, type Language } from "~/i18n/language";
import { cartReducer, emptyCart, type CartItem, type CartState } from "~/lib/cart-reducer";
import type { CartView } from "~/lib/contracts/cart";
import { anyNumber, arrayOf, nullable, positiveWholeNumber, schemaOf, shape, text, wholeNumber, type Check } from "~/lib/shape-checks";

export type { CartView };
export type CartLine = CartView["items"][number];

const id = positiveWholeNumber;
const amount = wholeNumber();
const anyText = text();

/** Checks a cart answer from the JSON API before the browser believes it. */
export const isCartView: Check<CartView> = shape({
  items: arrayOf(
    shape({
      id,
      product: shape({ id, name: anyText, primary_image: nullable(shape({ url: anyText })) }),
      variant: shape({ id, type: anyText, name: anyText }),
      price: amount,
      original_price: amount,
      quantity: positiveWholeNumber,
      max_quantity: amount,
    }),
  ),
  subtotal: amount,
  discount: amount,
  shipping: amount,
  total: amount,
  item_count: amount,
  coupon: nullable(shape({ code: anyText, percent: nullable(anyNumber), amount_off: nullable(anyNumber) })),
});

/** GET /api/db/cart in a language: the lines' names as the page shows them. */
export function cartApiPath(language: Language): string {
  return language === defaultLanguage ? "/cart" : `/cart?lang=${language}`;
}

/** The answer of GET/POST/PUT/DELETE /api/db/cart…: `{"data":{"cart":…}}`. */
export const cartAnswerSchema = schemaOf(shape({ cart: isCartView }));

/** One server line as a spec §4 cart item: id is the product id, maxQuantity the line's maximum. */
export function cartItemFromLine(line: CartLine): CartItem {
  return {
    id: line.product.id,
    name: line.product.name,
    price: line.price,
    quantity: line.quantity,
    image: line.product.primary_image?.url ?? "",
    maxQuantity: line.max_quantity,
    originalPrice: line.original_price,
    variant: { id: line.variant.id, type: line.variant.type, name: line.variant.name },
  };
}

/**
 * The whole server cart as spec §4 state. Lines are mirrored exactly, even one whose stock has
 * fallen below its quantity, so the copy never disagrees with what the server will charge.
 */
export function cartStateFromView(view: CartView): CartState {
  const items = view.items.map(cartItemFromLine);
  if (items.length === 0) return emptyCart;
  return {
    items,
    total: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

/** Loads a state through the reducer, which recomputes its totals rather than trusting them. */
export function loadCartState(state: CartState): CartState {
  return cartReducer(emptyCart, { type: "load", state });
}
