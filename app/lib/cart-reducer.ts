// The cart state of spec §4, written once: the browser keeps it (and saves it to localStorage),
// and it mirrors the server's cart after every answer. The server's numbers win whenever it
// answers; these rules only keep the local copy consistent in between.
import { defaultMaxQuantity } from "./stock-label";

export interface CartVariantRef {
  id: number;
  type: string;
  name: string;
}

export interface CartItem {
  /** Product id (spec §3). */
  id: number;
  name: string;
  price: number;
  quantity: number;
  /** Image URL, empty when there is none. */
  image: string;
  maxQuantity: number;
  originalPrice?: number;
  variant?: CartVariantRef;
}

export interface CartState {
  items: CartItem[];
  /** Sum of price × quantity over all items (spec §4). */
  total: number;
  /** Sum of quantities. */
  itemCount: number;
}

export type CartAction =
  | { type: "add"; item: CartItem }
  | { type: "remove"; id: number; variantId?: number }
  | { type: "updateQuantity"; id: number; variantId?: number; quantity: number }
  | { type: "clear" }
  | { type: "load"; state: CartState };

export const emptyCart: CartState = { items: [], total: 0, itemCount: 0 };

/** Two lines are the same item when product and variant match. */
export function isSameLine(item: CartItem, id: number, variantId: number | undefined): boolean {
  return item.id === id && item.variant?.id === variantId;
}

function withTotals(items: CartItem[]): CartState {
  let total = 0;
  let itemCount = 0;
  for (const item of items) {
    total += item.price * item.quantity;
    itemCount += item.quantity;
  }
  return { items, total, itemCount };
}

function allowedQuantity(quantity: number, maxQuantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= maxQuantity;
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "add": {
      const { item } = action;
      const maxQuantity = item.maxQuantity > 0 ? item.maxQuantity : defaultMaxQuantity;
      const existing = state.items.find((line) => isSameLine(line, item.id, item.variant?.id));
      if (existing) {
        // Spec §4: the quantity rises only if the result stays within the item's maximum.
        const quantity = existing.quantity + item.quantity;
        if (item.quantity < 1 || !allowedQuantity(quantity, existing.maxQuantity)) return state;
        return withTotals(state.items.map((line) => (line === existing ? { ...line, quantity } : line)));
      }
      if (!allowedQuantity(item.quantity, maxQuantity)) return state;
      return withTotals([...state.items, { ...item, maxQuantity }]);
    }
    case "remove": {
      const items = state.items.filter((line) => !isSameLine(line, action.id, action.variantId));
      return items.length === state.items.length ? state : withTotals(items);
    }
    case "updateQuantity": {
      const existing = state.items.find((line) => isSameLine(line, action.id, action.variantId));
      // Spec §4 and §5: a missing item or a quantity above the maximum is silently ignored.
      if (!existing || !allowedQuantity(action.quantity, existing.maxQuantity)) return state;
      return withTotals(
        state.items.map((line) => (line === existing ? { ...line, quantity: action.quantity } : line)),
      );
    }
    case "clear":
      return emptyCart;
    case "load":
      // Totals are recomputed rather than trusted, so a saved copy cannot be inconsistent.
      return withTotals(action.state.items.filter((line) => allowedQuantity(line.quantity, line.maxQuantity)));
  }
}
