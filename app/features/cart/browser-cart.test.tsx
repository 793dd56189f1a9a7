// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  cartStorageKey,
  currentBrowserCart,
  pendingStorageKey,
  readSavedCart,
  receiveServerCart,
  recordPendingChange,
  resetBrowserCartForTests,
  savedCartFromView,
  useBrowserCart,
} from "./browser-cart";
import type { CartView } from "./cart-view";

const serverCart: CartView = {
  items: [
    {
      id: 21,
      product: { id: 7, name: "Kavi Bookcase", primary_image: { url: "/images/p/bookcase/6b4226/front-320.webp" } },
      variant: { id: 70, type: "Finish", name: "Honey" },
      price: 450,
      original_price: 600,
      quantity: 2,
      max_quantity: 4,
    },
  ],
  subtotal: 900,
  discount: 0,
  shipping: 99,
  total: 999,
  item_count: 2,
  coupon: null,
};

function CartCount() {
  const cart = useBrowserCart();
  return <p>{cart ? `${cart.state.itemCount} saved, total ${cart.summary?.total ?? "unknown"}` : "nothing yet"}</p>;
}

beforeEach(() => {
  localStorage.clear();
  resetBrowserCartForTests();
});

afterEach(() => {
  cleanup();
  resetBrowserCartForTests();
});

describe("the browser keeps a copy of the cart in localStorage", () => {
  it("saves every cart the server sends under `cart`, in the spec §4 shape with the server's totals", () => {
    receiveServerCart(serverCart);
    const saved: unknown = JSON.parse(localStorage.getItem(cartStorageKey) ?? "null");
    expect(saved).toEqual({
      items: [
        {
          id: 7,
          name: "Kavi Bookcase",
          price: 450,
          quantity: 2,
          image: "/images/p/bookcase/6b4226/front-320.webp",
          maxQuantity: 4,
          originalPrice: 600,
          variant: { id: 70, type: "Finish", name: "Honey" },
        },
      ],
      total: 900,
      itemCount: 2,
      summary: { subtotal: 900, discount: 0, shipping: 99, total: 999 },
    });
  });

  it("restores the saved copy when a page starts, before the server has answered", () => {
    localStorage.setItem(cartStorageKey, JSON.stringify(savedCartFromView(serverCart)));
    render(<CartCount />);
    expect(screen.getByText("2 saved, total 999")).toBeTruthy();
  });

  it("shows a new server cart as soon as it arrives", () => {
    render(<CartCount />);
    expect(screen.getByText("0 saved, total unknown")).toBeTruthy();
    act(() => {
      receiveServerCart(serverCart);
    });
    expect(screen.getByText("2 saved, total 999")).toBeTruthy();
  });

  it("ignores a saved copy someone has tampered with, and recomputes totals it does not trust", () => {
    localStorage.setItem(cartStorageKey, "{not json");
    expect(readSavedCart(localStorage)).toBeNull();
    localStorage.setItem(cartStorageKey, JSON.stringify({ items: [{ id: "x" }], total: 0, itemCount: 0 }));
    expect(readSavedCart(localStorage)).toBeNull();
    const forged = { ...savedCartFromView(serverCart), total: 1, itemCount: 99 };
    localStorage.setItem(cartStorageKey, JSON.stringify(forged));
    expect(readSavedCart(localStorage)).toMatchObject({ total: 900, itemCount: 2 });
  });

  it("drops the server's totals once the items no longer match them", () => {
    const edited = savedCartFromView(serverCart);
    const [line] = edited.items;
    localStorage.setItem(cartStorageKey, JSON.stringify({ ...edited, items: [{ ...line, quantity: 3 }] }));
    expect(readSavedCart(localStorage)).toMatchObject({ total: 1350, itemCount: 3, summary: null });
  });

  it("keeps a change made offline in a queue and shows it on top of every server cart until it is sent", () => {
    receiveServerCart(serverCart);
    recordPendingChange({ type: "update", productId: 7, variantId: 70, quantity: 3 });
    expect(JSON.parse(localStorage.getItem(pendingStorageKey) ?? "[]")).toEqual([
      { type: "update", productId: 7, variantId: 70, quantity: 3 },
    ]);
    expect(currentBrowserCart().state.itemCount).toBe(3);
    // The server's totals describe 2 items, so they are no longer shown for 3.
    expect(currentBrowserCart().summary).toBeNull();
    receiveServerCart({ ...serverCart });
    expect(currentBrowserCart().state.itemCount).toBe(3);
    resetBrowserCartForTests();
    expect(currentBrowserCart().pending).toHaveLength(1);
  });
});
