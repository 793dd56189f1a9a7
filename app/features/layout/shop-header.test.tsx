// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ShopHeader } from "./shop-header";

afterEach(cleanup);

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.search}</output>;
}

function renderHeader({ cartCount = 0, at = "/", firstName }: { cartCount?: number; at?: string; firstName?: string } = {}) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <>
          <ShopHeader cartCount={cartCount} account={firstName ? { firstName } : null} />
          <CurrentLocation />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={[at]} />);
}

// Menus and drawers fetch their code on first use (a dynamic import), which a busy machine may
// take longer than findBy's default second to transform.
const deferredLoad = { timeout: 10_000 };

function currentLocation() {
  return screen.getByRole("status", { name: "Current location" }).textContent;
}

// Spec §2, "Header menu groups", written out here rather than read from app/lib/navigation.ts so
// the test checks the menu against the spec and not against itself. The rooms are linked at their
// canonical addresses (the spec's living and dining are aliases that answer with a redirect).
const specMenu = [
  {
    group: "Living Room",
    href: "/category/living-room",
    links: [
      ["Sofas", "/category/living-room/sofas"],
      ["Coffee Tables", "/category/living-room/coffee-tables"],
      ["TV Units", "/category/living-room/tv-units"],
      ["Side Tables", "/category/living-room/side-tables"],
      ["Recliners", "/category/living-room/recliners"],
    ],
  },
  {
    group: "Bedroom",
    href: "/category/bedroom",
    links: [
      ["Beds", "/category/bedroom/beds"],
      ["Wardrobes", "/category/bedroom/wardrobes"],
      ["Mattresses", "/category/bedroom/mattresses"],
      ["Side Tables", "/category/bedroom/side-tables"],
      ["Dressing Tables", "/category/bedroom/dressing-tables"],
    ],
  },
  {
    group: "Dining Room",
    href: "/category/dining-room",
    links: [
      ["Dining Sets", "/category/dining-room/dining-sets"],
      ["Dining Tables", "/category/dining-room/dining-tables"],
      ["Dining Chairs", "/category/dining-room/dining-chairs"],
      ["Crockery Units", "/category/dining-room/crockery-units"],
    ],
  },
  {
    group: "Office",
    href: "/category/office",
    links: [
      ["Office Chairs", "/category/office/office-chairs"],
      ["Office Tables", "/category/office/office-tables"],
      ["Filing Cabinets", "/category/office/filing-cabinets"],
      ["Bookcases", "/category/office/bookcases"],
    ],
  },
] as const;

describe("a shopper reads the header", () => {
  it("sees the welcome line, the toll-free number and the service links", async () => {
    renderHeader();
    expect(await screen.findByText("Welcome to Aangan, furniture for every Indian home")).toBeTruthy();
    const phone = screen.getByRole("link", { name: /1800-208-4040/ });
    expect(phone.getAttribute("href")).toBe("tel:18002084040");
    expect(screen.getByRole("link", { name: "Track Order" }).getAttribute("href")).toBe("/track-order");
    expect(screen.getByRole("link", { name: "Store Finder" }).getAttribute("href")).toBe("/find-store");
  });

  it("can skip the header: the first focusable element is a link to #main", async () => {
    const { container } = renderHeader();
    await screen.findByRole("banner");
    const firstFocusable = container.querySelector("a[href], button, input, select, textarea, [tabindex]");
    expect(firstFocusable?.textContent).toBe("Skip to content");
    expect(firstFocusable?.getAttribute("href")).toBe("#main");
  });

  it("finds the logo linking home and the wishlist link", async () => {
    renderHeader();
    const banner = await screen.findByRole("banner");
    expect(within(banner).getByRole("link", { name: "Aangan" }).getAttribute("href")).toBe("/");
    expect(within(banner).getByRole("link", { name: "Wishlist" }).getAttribute("href")).toBe("/wishlist");
  });
});

describe("a shopper browses the category menu", () => {
  it("sees the four menu groups, in the spec's order, and All Products", async () => {
    renderHeader();
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const groupButtons = within(nav).getAllByRole("button");
    expect(groupButtons.map((button) => button.textContent)).toEqual(specMenu.map((group) => group.group));
    expect(within(nav).getByRole("link", { name: "All Products" }).getAttribute("href")).toBe("/products");
  });

  it("has every subcategory link of the spec in the page, even with the menus closed (crawlable)", async () => {
    renderHeader();
    const nav = await screen.findByRole("navigation", { name: "Main" });
    for (const group of specMenu) {
      const trigger = within(nav).getByRole("button", { name: group.group });
      expect(trigger.getAttribute("aria-expanded")).toBe("false");
      const panel = trigger.closest("li");
      if (!panel) throw new Error(`no menu item around ${group.group}`);
      const links = within(panel).getAllByRole("link");
      expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
        ...group.links,
        [`Shop all ${group.group}`, group.href],
      ]);
    }
  });

  it("opens a group and closes it with Escape, focus back on its button", async () => {
    renderHeader();
    // The server's stand-in: the menu's code is fetched on focus, and the click is remembered.
    const standIn = await screen.findByRole("button", { name: "Dining Room" });
    standIn.focus();
    fireEvent.click(standIn);
    await waitFor(
      () => {
        expect(screen.getByRole("button", { name: "Dining Room" }).getAttribute("aria-expanded")).toBe("true");
      },
      deferredLoad,
    );
    const trigger = screen.getByRole("button", { name: "Dining Room" });
    expect(document.activeElement).toBe(trigger);
    const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    expect(panel?.getAttribute("data-state")).toBe("open");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger);
  });

  it("opens the mobile menu as a dialog listing the groups", async () => {
    renderHeader();
    fireEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" }, deferredLoad);
    for (const group of specMenu) {
      expect(within(dialog).getByRole("button", { name: group.group })).toBeTruthy();
    }
    fireEvent.click(within(dialog).getByRole("button", { name: "Living Room" }));
    expect(within(dialog).getByRole("link", { name: "Coffee Tables" }).getAttribute("href")).toBe(
      "/category/living-room/coffee-tables",
    );
    fireEvent.click(within(dialog).getByRole("link", { name: "Coffee Tables" }));
    expect(await screen.findByRole("status", { name: "Current location" })).toBeTruthy();
    expect(currentLocation()).toBe("/category/living-room/coffee-tables");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("a shopper sees the cart", () => {
  it.each([
    [3, "Cart, 3 items", "3"],
    [1, "Cart, 1 item", "1"],
    [250, "Cart, 250 items", "99+"],
  ])("with %d items: the link is named %s and the badge reads %s", async (count, name, badge) => {
    renderHeader({ cartCount: count });
    const cart = await screen.findByRole("link", { name });
    expect(cart.getAttribute("href")).toBe("/cart");
    expect(cart.textContent).toContain(badge);
  });

  it("shows no badge for an empty cart", async () => {
    renderHeader({ cartCount: 0 });
    const cart = await screen.findByRole("link", { name: "Cart, 0 items" });
    expect(cart.textContent).not.toMatch(/\d/);
  });
});

describe("a shopper searches", () => {
  function searchField() {
    // ARIA 1.2: the search field is a combobox that suggests products and categories.
    return screen.getByRole("combobox", { name: "Search products" });
  }

  it("has a labelled field that also works as a plain GET form to /search?q=", async () => {
    renderHeader();
    await screen.findByRole("banner");
    const form = screen.getByRole("search");
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/search");
    expect(searchField().getAttribute("name")).toBe("q");
    expect(within(form).getByRole("button", { name: "Search" }).getAttribute("type")).toBe("submit");
  });

  it.each([[""], ["   "]])("does not navigate for the empty search %j", async (typed) => {
    renderHeader({ at: "/products" });
    await screen.findByRole("banner");
    fireEvent.change(searchField(), { target: { value: typed } });
    fireEvent.submit(screen.getByRole("search"));
    expect(currentLocation()).toBe("/products");
  });

  it("goes to /search with the trimmed text", async () => {
    renderHeader();
    await screen.findByRole("banner");
    fireEvent.change(searchField(), { target: { value: "  teak bed  " } });
    fireEvent.submit(screen.getByRole("search"));
    expect(await screen.findByText("/search?q=teak+bed")).toBeTruthy();
  });

  it("shows the searched text on the results page", async () => {
    renderHeader({ at: "/search?q=recliner" });
    await screen.findByRole("banner");
    expect(searchField()).toHaveProperty("value", "recliner");
  });

  it("reveals the search on phones with the Open search button", async () => {
    renderHeader();
    const toggle = await screen.findByRole("button", { name: "Open search" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Close search");
    expect(document.activeElement).toBe(searchField());
  });
});

describe("a shopper opens the account menu", () => {
  it("as a guest, finds the account pages (through sign-in, not a redirect) and Login and Register", async () => {
    renderHeader();
    const trigger = await screen.findByRole("button", { name: "Account" });
    fireEvent.keyDown(trigger, { key: "Enter" });
    const menu = await screen.findByRole("menu", {}, deferredLoad);
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => [item.textContent, item.getAttribute("href")])).toEqual([
      ["My Account", "/login?redirectTo=%2Fprofile"],
      ["My Orders", "/login?redirectTo=%2Fprofile%3Ftab%3Dorders"],
      ["Wishlist", "/wishlist"],
      ["Login", "/login"],
      ["Register", "/register"],
    ]);
    // Opened from the keyboard, the menu starts on its first item (WAI-ARIA menu button).
    await waitFor(() => {
      expect(document.activeElement).toBe(items[0]);
    });
    fireEvent.keyDown(document.activeElement ?? menu, { key: "Escape" });
    await waitFor(() => {
      expect(screen.queryByRole("menu")).toBeNull();
    });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Account" }));
  });
  it("signed in, finds the account pages themselves, a greeting and Logout", async () => {
    renderHeader({ firstName: "Asha" });
    fireEvent.keyDown(await screen.findByRole("button", { name: "Account" }), { key: "Enter" });
    const menu = await screen.findByRole("menu", {}, deferredLoad);
    expect(within(menu).getByText("Hi, Asha")).toBeTruthy();
    expect(within(menu).getAllByRole("menuitem").map((item) => [item.textContent, item.getAttribute("href")])).toEqual([
      ["My Account", "/profile"],
      ["My Orders", "/profile?tab=orders"],
      ["Wishlist", "/wishlist"],
      ["Logout", null],
    ]);
  });
});
