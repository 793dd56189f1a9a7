import { describe, expect, it } from "vitest";
import { cartReducer } from "~/lib/cart-reducer";
import { cartStateFromView, isCartView, type CartView } from "./cart-view";

// A server cart as GET /api/db/cart answers it: two lines, WELCOME10 applied.
const serverCart: CartView = {
  items: [
    {
      id: 11,
      product: { id: 4, name: "Aria Teak Sofa", primary_image: { url: "/images/p/sofa/8b5a2b/front-320.webp" } },
      variant: { id: 40, type: "Colour", name: "Walnut" },
      price: 24_999,
      original_price: 31_999,
      quantity: 2,
      max_quantity: 10,
    },
    {
      id: 12,
      product: { id: 9, name: "Nook Side Table", primary_image: null },
      variant: { id: 93, type: "Finish", name: "Natural" },
      price: 2_499,
      original_price: 2_499,
      quantity: 1,
      max_quantity: 3,
    },
  ],
  subtotal: 52_497,
  discount: 5_250,
  shipping: 0,
  total: 47_247,
  item_count: 3,
  coupon: { code: "WELCOME10", percent: 10, amount_off: null },
};

describe("the server's cart becomes the browser's cart state (spec §4)", () => {
  it("keeps every line with the product id, name, price, quantity, image, variant and the server's maximum", () => {
    const state = cartStateFromView(serverCart);
    expect(state.items).toEqual([
      {
        id: 4,
        name: "Aria Teak Sofa",
        price: 24_999,
        quantity: 2,
        image: "/images/p/sofa/8b5a2b/front-320.webp",
        maxQuantity: 10,
        originalPrice: 31_999,
        variant: { id: 40, type: "Colour", name: "Walnut" },
      },
      {
        id: 9,
        name: "Nook Side Table",
        price: 2_499,
        quantity: 1,
        image: "",
        maxQuantity: 3,
        originalPrice: 2_499,
        variant: { id: 93, type: "Finish", name: "Natural" },
      },
    ]);
  });

  it("has the server's subtotal as its total and the server's item count", () => {
    const state = cartStateFromView(serverCart);
    expect(state.total).toBe(serverCart.subtotal);
    expect(state.itemCount).toBe(serverCart.item_count);
  });

  it("then follows the reducer's rules: the maximum comes from the server, not a fixed 10", () => {
    const state = cartStateFromView(serverCart);
    const tooMany = cartReducer(state, { type: "updateQuantity", id: 9, variantId: 93, quantity: 4 });
    expect(tooMany).toBe(state);
    const allowed = cartReducer(state, { type: "updateQuantity", id: 9, variantId: 93, quantity: 3 });
    expect(allowed.itemCount).toBe(5);
  });

  it("maps an empty server cart to an empty state", () => {
    const empty = { ...serverCart, items: [], subtotal: 0, discount: 0, total: 0, item_count: 0, coupon: null };
    expect(cartStateFromView(empty)).toEqual({ items: [], total: 0, itemCount: 0 });
  });

  it("accepts the server's answer and refuses one with a broken line", () => {
    expect(isCartView(serverCart) !== undefined).toBe(true);
    const broken = { ...serverCart, items: [{ ...serverCart.items[0], quantity: -1 }] };
    expect(isCartView(broken) !== undefined).toBe(false);
  });
});
