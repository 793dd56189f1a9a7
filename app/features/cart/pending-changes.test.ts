import { describe, expect, it } from "vitest";
import { cartStateFromView, type CartView } from "./cart-view";
import { applyPendingChange, isPendingChangeList, pendingChangeFromForm } from "./pending-changes";

const serverCart: CartView = {
  items: [
    {
      id: 31,
      product: { id: 5, name: "Tara Dining Chair", primary_image: null },
      variant: { id: 50, type: "Colour", name: "Walnut" },
      price: 3_000,
      original_price: 3_500,
      quantity: 2,
      max_quantity: 4,
    },
  ],
  subtotal: 6_000,
  discount: 0,
  shipping: 0,
  total: 6_000,
  item_count: 2,
  coupon: null,
};

describe("a cart change made offline", () => {
  it("is kept by product and variant, turned from the line id the form posted", () => {
    expect(pendingChangeFromForm({ intent: "update", line_id: "31", quantity: "3" }, serverCart)).toEqual({
      type: "update",
      productId: 5,
      variantId: 50,
      quantity: 3,
    });
    expect(pendingChangeFromForm({ intent: "remove", line_id: "31" }, serverCart)).toEqual({
      type: "remove",
      productId: 5,
      variantId: 50,
    });
    expect(pendingChangeFromForm({ intent: "add", product_id: "8", variant_id: "", quantity: "" }, null)).toEqual({
      type: "add",
      productId: 8,
      quantity: 1,
    });
  });

  it("cannot wait when it needs the server's word or names a line the browser does not know", () => {
    expect(pendingChangeFromForm({ intent: "apply-coupon", code: "WELCOME10" }, serverCart)).toBeNull();
    expect(pendingChangeFromForm({ intent: "update", line_id: "999", quantity: "3" }, serverCart)).toBeNull();
    expect(pendingChangeFromForm({ intent: "update", line_id: "31", quantity: "-1" }, serverCart)).toBeNull();
  });

  it("is applied to the browser's copy with the spec §4 rules, the server's maximum included", () => {
    const state = cartStateFromView(serverCart);
    expect(applyPendingChange(state, { type: "update", productId: 5, variantId: 50, quantity: 3 })).toMatchObject({
      total: 9_000,
      itemCount: 3,
    });
    expect(applyPendingChange(state, { type: "update", productId: 5, variantId: 50, quantity: 5 })).toBe(state);
    expect(applyPendingChange(state, { type: "add", productId: 5, variantId: 50, quantity: 1 }).itemCount).toBe(3);
    expect(applyPendingChange(state, { type: "remove", productId: 5, variantId: 50 }).items).toEqual([]);
    // A product the copy does not hold has no name or price to show yet: it waits for the server.
    expect(applyPendingChange(state, { type: "add", productId: 77, quantity: 1 })).toBe(state);
  });

  it("is read back from storage only when well formed", () => {
    expect(isPendingChangeList([{ type: "clear" }, { type: "add", productId: 1, quantity: 2 }]) !== undefined).toBe(true);
    expect(isPendingChangeList([{ type: "add", productId: -1, quantity: 2 }]) !== undefined).toBe(false);
    expect(isPendingChangeList([{ type: "drop-table" }]) !== undefined).toBe(false);
  });
});
