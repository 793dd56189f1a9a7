import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartReducer, emptyCart, type CartAction, type CartItem, type CartState } from "./cart-reducer";

const sofa: CartItem = { id: 1, name: "Milford Sofa", price: 24999, quantity: 1, image: "", maxQuantity: 10 };
const chair: CartItem = {
  id: 2,
  name: "Ergo Chair",
  price: 8999,
  quantity: 2,
  image: "",
  maxQuantity: 3,
  variant: { id: 21, type: "Colour", name: "Black" },
};

function run(actions: CartAction[], start: CartState = emptyCart): CartState {
  return actions.reduce(cartReducer, start);
}

describe("a shopper's cart", () => {
  it("adds a new item and counts it in the total and item count", () => {
    const cart = run([{ type: "add", item: sofa }, { type: "add", item: chair }]);
    expect(cart.items).toHaveLength(2);
    expect(cart.total).toBe(24999 + 2 * 8999);
    expect(cart.itemCount).toBe(3);
  });

  it("raises the quantity when the same item is added again", () => {
    const cart = run([{ type: "add", item: sofa }, { type: "add", item: { ...sofa, quantity: 2 } }]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(3);
  });

  it("keeps the cart unchanged when adding would pass the item's maximum", () => {
    const before = run([{ type: "add", item: chair }]);
    const after = cartReducer(before, { type: "add", item: { ...chair, quantity: 2 } });
    expect(after).toBe(before);
  });

  it("treats another colour of the same product as another line", () => {
    const cart = run([
      { type: "add", item: chair },
      { type: "add", item: { ...chair, quantity: 1, variant: { id: 22, type: "Colour", name: "Grey" } } },
    ]);
    expect(cart.items).toHaveLength(2);
  });

  it("ignores a quantity change above the maximum, or for an item not in the cart", () => {
    const before = run([{ type: "add", item: chair }]);
    expect(cartReducer(before, { type: "updateQuantity", id: 2, variantId: 21, quantity: 4 })).toBe(before);
    expect(cartReducer(before, { type: "updateQuantity", id: 99, quantity: 1 })).toBe(before);
    expect(cartReducer(before, { type: "updateQuantity", id: 2, variantId: 21, quantity: 0 })).toBe(before);
    const after = cartReducer(before, { type: "updateQuantity", id: 2, variantId: 21, quantity: 3 });
    expect(after.total).toBe(3 * 8999);
  });

  it("removes an item and subtracts its price times quantity", () => {
    const cart = run([{ type: "add", item: sofa }, { type: "add", item: chair }, { type: "remove", id: 1 }]);
    expect(cart.items.map((item) => item.id)).toEqual([2]);
    expect(cart.total).toBe(2 * 8999);
  });

  it("empties on clear, and recomputes totals when a saved cart is loaded", () => {
    expect(run([{ type: "add", item: sofa }, { type: "clear" }])).toEqual(emptyCart);
    const loaded = cartReducer(emptyCart, { type: "load", state: { items: [sofa, chair], total: 1, itemCount: 1 } });
    expect(loaded.total).toBe(24999 + 2 * 8999);
    expect(loaded.itemCount).toBe(3);
  });
});

describe("whatever a shopper does to the cart", () => {
  const item = fc.record({
    id: fc.integer({ min: 1, max: 4 }),
    name: fc.constant("Item"),
    price: fc.integer({ min: 0, max: 249_999 }),
    quantity: fc.integer({ min: -2, max: 12 }),
    image: fc.constant(""),
    maxQuantity: fc.integer({ min: 1, max: 10 }),
    variant: fc.option(
      fc.record({ id: fc.integer({ min: 1, max: 2 }), type: fc.constant("Colour"), name: fc.constant("Teak") }),
      { nil: undefined },
    ),
  });
  const action: fc.Arbitrary<CartAction> = fc.oneof(
    item.map((added) => ({ type: "add" as const, item: added })),
    fc.record({ type: fc.constant("remove" as const), id: fc.integer({ min: 1, max: 4 }), variantId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }) }),
    fc.record({
      type: fc.constant("updateQuantity" as const),
      id: fc.integer({ min: 1, max: 4 }),
      variantId: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
      quantity: fc.integer({ min: -1, max: 12 }),
    }),
    fc.constant({ type: "clear" as const }),
  );

  it("keeps the total equal to the sum of price times quantity, the count to the sum of quantities, and every line within its maximum", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const cart = run(actions);
        expect(cart.total).toBe(cart.items.reduce((sum, line) => sum + line.price * line.quantity, 0));
        expect(cart.itemCount).toBe(cart.items.reduce((sum, line) => sum + line.quantity, 0));
        for (const line of cart.items) {
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(line.maxQuantity);
        }
        const keys = cart.items.map((line) => `${line.id}:${line.variant?.id ?? ""}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 500 },
    );
  });
});
