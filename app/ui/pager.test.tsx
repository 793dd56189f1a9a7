// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Pager, pagerItems } from "./pager";

afterEach(cleanup);

async function renderPager(page: number, pageCount: number) {
  const Stub = createRoutesStub([
    {
      path: "/products",
      Component: () => (
        <Pager page={page} pageCount={pageCount} hrefFor={(target) => `/products?material=wood&page=${target}`} />
      ),
    },
  ]);
  render(<Stub initialEntries={["/products"]} />);
  return screen.findByRole("navigation", { name: "Pagination" });
}

describe("which page numbers the pager lists", () => {
  it("lists every page when there are few", () => {
    expect(pagerItems(1, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the first, the last and the neighbours of the current page, with gaps between", () => {
    expect(pagerItems(25, 50)).toEqual([1, "gap", 24, 25, 26, "gap", 50]);
  });

  it("shows five numbers near either end so the pager keeps its width", () => {
    expect(pagerItems(1, 50)).toEqual([1, 2, 3, 4, "gap", 50]);
    expect(pagerItems(3, 50)).toEqual([1, 2, 3, 4, "gap", 50]);
    expect(pagerItems(50, 50)).toEqual([1, "gap", 47, 48, 49, 50]);
  });

  it("writes a one-page gap as its number rather than an ellipsis", () => {
    expect(pagerItems(4, 50)).toEqual([1, 2, 3, 4, 5, "gap", 50]);
    expect(pagerItems(5, 9)).toEqual([1, "gap", 4, 5, 6, "gap", 9]);
    expect(pagerItems(5, 8)).toEqual([1, "gap", 4, 5, 6, 7, 8]);
  });
});

describe("a shopper pages through a listing", () => {
  it("goes to the previous and next pages by links that keep the filters", async () => {
    const pager = await renderPager(2, 5);
    const previous = within(pager).getByRole("link", { name: "Previous" });
    const next = within(pager).getByRole("link", { name: "Next" });
    expect(previous.getAttribute("href")).toBe("/products?material=wood&page=1");
    expect(previous.getAttribute("rel")).toBe("prev");
    expect(next.getAttribute("href")).toBe("/products?material=wood&page=3");
    expect(next.getAttribute("rel")).toBe("next");
  });

  it("sees which page they are on and can jump to any listed page", async () => {
    const pager = await renderPager(2, 5);
    expect(within(pager).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(within(pager).getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBeNull();
    expect(within(pager).getByRole("link", { name: "Page 5" }).getAttribute("href")).toBe(
      "/products?material=wood&page=5",
    );
    expect(within(pager).getByText("Page 2 of 5")).toBeTruthy();
  });

  it("cannot go before the first page or past the last", async () => {
    let pager = await renderPager(1, 3);
    expect(within(pager).queryByRole("link", { name: "Previous" })).toBeNull();
    expect(within(pager).getByText("Previous").closest("[aria-disabled=true]")).not.toBeNull();
    cleanup();
    pager = await renderPager(3, 3);
    expect(within(pager).queryByRole("link", { name: "Next" })).toBeNull();
    expect(within(pager).getByRole("link", { name: "Previous" })).toBeTruthy();
  });

  it("sees no pager when everything fits on one page", async () => {
    const Stub = createRoutesStub([
      { path: "/products", Component: () => <Pager page={1} pageCount={1} hrefFor={() => "/products"} /> },
    ]);
    render(<Stub initialEntries={["/products"]} />);
    await screen.findByText((_, element) => element?.tagName === "DIV");
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });
});
