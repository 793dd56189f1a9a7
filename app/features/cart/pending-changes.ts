// Cart changes made while the store could not be reached: on a network failure the
// change is applied locally and replayed when the server answers again. They are kept by
// product and variant, not by the server's line id, so they still apply after the cart changed.
import { arrayOf, either, literal, optional, positiveWholeNumber, shape, wholeNumber, type Check } from "~/lib/shape-checks";
import { cartReducer, isSameLine, type CartState } from "~/lib/cart-reducer";
import type { CartView } from "./cart-view";

export type PendingChange =
  | { type: "add"; productId: number; variantId?: number; quantity: number }
  | { type: "update"; productId: number; variantId: number; quantity: number }
  | { type: "remove"; productId: number; variantId: number }
  | { type: "clear" };

const id = positiveWholeNumber;
const quantity = wholeNumber({ min: 1, max: 1000 });

/** The saved queue is read back from localStorage, so it is checked like any other input. */
export const isPendingChangeList: Check<PendingChange[]> = arrayOf(
  either<PendingChange>(
    shape({ type: literal("add"), productId: id, variantId: optional(id), quantity }),
    shape({ type: literal("update"), productId: id, variantId: id, quantity }),
    shape({ type: literal("remove"), productId: id, variantId: id }),
    shape({ type: literal("clear") }),
  ),
  { maxLength: 100 },
);

/**
 * The same change applied to the browser's copy with the spec §4 reducer. An added product the
 * copy does not hold yet cannot be drawn (its name and price are the server's), so it waits.
 */
export function applyPendingChange(state: CartState, change: PendingChange): CartState {
  switch (change.type) {
    case "add": {
      const existing =
        change.variantId === undefined
          ? state.items.find((item) => item.id === change.productId)
          : state.items.find((item) => isSameLine(item, change.productId, change.variantId));
      if (!existing) return state;
      return cartReducer(state, { type: "add", item: { ...existing, quantity: change.quantity } });
    }
    case "update":
      return cartReducer(state, {
        type: "updateQuantity",
        id: change.productId,
        variantId: change.variantId,
        quantity: change.quantity,
      });
    case "remove":
      return cartReducer(state, { type: "remove", id: change.productId, variantId: change.variantId });
    case "clear":
      return cartReducer(state, { type: "clear" });
  }
}

const wholeNumberPattern = /^[1-9]\d{0,8}$/;

function numberField(fields: Record<string, string>, name: string): number | null {
  const value = fields[name]?.trim() ?? "";
  return wholeNumberPattern.test(value) ? Number(value) : null;
}

/**
 * The cart form a shopper just posted, as a change that can wait. Line ids are turned into
 * product and variant through the last cart the server sent; null when the post cannot wait
 * (a promo code needs the server's word) or does not make sense.
 */
export function pendingChangeFromForm(fields: Record<string, string>, view: CartView | null): PendingChange | null {
  const lineOf = () => {
    const lineId = numberField(fields, "line_id");
    return view?.items.find((line) => line.id === lineId) ?? null;
  };
  switch (fields.intent) {
    case "add": {
      const productId = numberField(fields, "product_id");
      const quantity = fields.quantity === undefined || fields.quantity === "" ? 1 : numberField(fields, "quantity");
      const variantId = fields.variant_id ? numberField(fields, "variant_id") : undefined;
      if (productId === null || quantity === null || variantId === null) return null;
      return variantId === undefined
        ? { type: "add", productId, quantity }
        : { type: "add", productId, variantId, quantity };
    }
    case "update": {
      const line = lineOf();
      const quantity = numberField(fields, "quantity");
      if (!line || quantity === null) return null;
      return { type: "update", productId: line.product.id, variantId: line.variant.id, quantity };
    }
    case "remove": {
      const line = lineOf();
      return line ? { type: "remove", productId: line.product.id, variantId: line.variant.id } : null;
    }
    case "clear":
      return { type: "clear" };
    default:
      return null;
  }
}
