// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { site } from "~/lib/site";
import AuthLayout from "~/routes/auth-layout";
import ShopLayout from "~/routes/shop-layout";

afterEach(cleanup);

describe("a shopper on a shop page", () => {
  it("finds the header, the main content the skip link points at, and the footer", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: ShopLayout,
        HydrateFallback: () => null,
        loader: () => ({ cartCount: 2, copyrightYear: 2030 }),
        children: [{ index: true, Component: () => <h1>Home page</h1> }],
      },
    ]);
    render(<Stub initialEntries={["/"]} />);

    const main = await screen.findByRole("main");
    expect(within(main).getByRole("heading", { name: "Home page" })).toBeTruthy();
    const skipTarget = screen.getByRole("link", { name: "Skip to content" }).getAttribute("href");
    expect(skipTarget).toBe(`#${main.id}`);
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Cart, 2 items" })).toBeTruthy();
    expect(within(screen.getByRole("contentinfo")).getByText(/© 2030/)).toBeTruthy();
  });
});

describe("a shopper on a sign-in page", () => {
  it("sees the store's logo and a line about it around the form, without the shop header or footer", async () => {
    const Stub = createRoutesStub([
      {
        Component: AuthLayout,
        children: [{ path: "/login", Component: () => <h1>Login</h1> }],
      },
    ]);
    render(<Stub initialEntries={["/login"]} />);

    const main = await screen.findByRole("main");
    expect(main.id).toBe("main");
    expect(within(main).getByRole("heading", { name: "Login" })).toBeTruthy();
    expect(within(main).getByRole("link", { name: site.name }).getAttribute("href")).toBe("/");
    expect(within(main).getByText(site.tagline)).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
