// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CartLink } from "~/features/layout/cart-link";
import { cartStorageKey, resetBrowserCartForTests, savedCartFromView } from "./browser-cart";
import type { CartView } from "./cart-view";

const savedCart: CartView = {
  items: [
    {
      id: 41,
      product: { id: 12, name: "Mira Accent Chair", primary_image: { url: "/images/p/chair/aa5533/front-320.webp" } },
      variant: { id: 120, type: "Colour", name: "Mustard" },
      price: 8_499,
      original_price: 9_999,
      quantity: 2,
      max_quantity: 10,
    },
  ],
  subtotal: 16_998,
  discount: 0,
  shipping: 0,
  total: 16_998,
  item_count: 2,
  coupon: null,
};

// The drawer's code is fetched on the first press (a dynamic import), which a busy machine may
// take longer than findBy's default second to transform.
const drawerLoad = { timeout: 10_000 };

function renderHeaderCart(count: number) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <CartLink count={count} /> }]);
  return render(<Stub initialEntries={["/"]} />);
}

beforeEach(() => {
  localStorage.clear();
  resetBrowserCartForTests();
});

afterEach(() => {
  cleanup();
  resetBrowserCartForTests();
});

describe("the header's cart drawer", () => {
  it("opens from the cart button and shows the saved cart before the server has answered", async () => {
    localStorage.setItem(cartStorageKey, JSON.stringify(savedCartFromView(savedCart)));
    renderHeaderCart(2);
    fireEvent.click(screen.getByRole("link", { name: "Cart, 2 items" }));
    const drawer = await screen.findByRole("dialog", { name: /Your Cart/ }, drawerLoad);
    const item = within(drawer).getByRole("link", { name: "Mira Accent Chair" });
    expect(item.getAttribute("href")).toBe("/product/12?variant=120");
    expect(within(drawer).getByText("Colour: Mustard")).toBeTruthy();
    expect(within(drawer).getAllByText("₹ 16,998").length).toBeGreaterThan(0);
    expect(within(drawer).getByRole("link", { name: "View Cart" }).getAttribute("href")).toBe("/cart");
    expect(within(drawer).getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");
    // There is no store behind this test: the drawer says so and keeps showing the saved copy.
    expect(await within(drawer).findByText(/We could not reach the store/)).toBeTruthy();
    expect(within(drawer).getByRole("link", { name: "Mira Accent Chair" })).toBeTruthy();
  });

  it("shows the empty cart with a way to keep shopping", async () => {
    renderHeaderCart(0);
    fireEvent.click(screen.getByRole("link", { name: "Cart, 0 items" }));
    const drawer = await screen.findByRole("dialog", { name: /Your Cart/ }, drawerLoad);
    expect(await within(drawer).findByText("Your Cart is Empty")).toBeTruthy();
    expect(within(drawer).getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/products");
  });

  it("stays a plain link to /cart on a modified click, for a new tab", () => {
    renderHeaderCart(1);
    let leftToTheBrowser = false;
    // After React has seen the click: note whether the link was left to the browser, and stop
    // jsdom, which cannot open tabs, from trying.
    window.addEventListener(
      "click",
      (event) => {
        leftToTheBrowser = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(screen.getByRole("link", { name: "Cart, 1 item" }), { ctrlKey: true });
    expect(leftToTheBrowser).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
