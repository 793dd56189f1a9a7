// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchSuggestions } from "~/lib/contracts/catalog";
import { SearchBox } from "./search-box";

// The network is the one thing faked here: the store's answer to GET /api/db/search/suggestions.
const answer: SearchSuggestions = {
  products: [
    {
      id: 41,
      name: "Aria 3 Seater Fabric Sofa",
      price: 24999,
      image: { path: "/images/p/sofa/0f766e/front", alt: "Aria sofa in teal", width: 1200, height: 900 },
    },
    { id: 97, name: "Lounge Sofa Cum Bed", price: 18499, image: null },
  ],
  categories: [{ name: "Sofas", path: "/category/living-room/sofas", parentName: "Living Room" }],
};

interface Call {
  url: string;
  headers: Headers;
  signal: AbortSignal | null;
}

let calls: Call[] = [];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string, init?: RequestInit) => {
      calls.push({ url: input, headers: new Headers(init?.headers), signal: init?.signal ?? null });
      return Promise.resolve(Response.json({ data: answer }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.search}</output>;
}

function renderSearch(at = "/") {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <>
          <SearchBox />
          <CurrentLocation />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[at]} />);
}

async function field() {
  return screen.findByRole("combobox", { name: "Search products" });
}

function currentLocation() {
  return screen.getByRole("status", { name: "Current location" }).textContent;
}

async function typeInto(input: HTMLElement, text: string) {
  input.focus();
  fireEvent.change(input, { target: { value: text } });
  return screen.findByRole("listbox", { name: "Search suggestions" });
}

function optionNames(listbox: HTMLElement) {
  return within(listbox)
    .getAllByRole("option")
    .map((option) => option.textContent);
}

describe("a shopper types in the header search", () => {
  it("sees nothing suggested for one character, and no request is made", async () => {
    renderSearch();
    const input = await field();
    input.focus();
    fireEvent.change(input, { target: { value: "s" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls).toEqual([]);
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("after 2+ characters sees products with price, matching categories and See all results", async () => {
    renderSearch();
    const input = await field();
    const listbox = await typeInto(input, "sof");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-controls")).toBe(listbox.id);
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    expect(optionNames(listbox)).toEqual([
      "Aria 3 Seater Fabric Sofa₹ 24,999",
      "Lounge Sofa Cum Bed₹ 18,499",
      "Sofas in Living RoomCategory",
      "See all results for “sof”",
    ]);
    // A small picture of each product that has one.
    expect(listbox.querySelectorAll("img")).toHaveLength(1);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.url).toBe("/api/db/search/suggestions?q=sof");
    expect(call.headers.get("X-Requested-With")).toBe("XMLHttpRequest");
    expect(call.headers.get("Accept")).toBe("application/json");
  });

  it("asks once for a word typed quickly, and cancels a request that a newer keystroke replaced", async () => {
    renderSearch();
    const input = await field();
    input.focus();
    for (const text of ["so", "sof", "sofa"]) fireEvent.change(input, { target: { value: text } });
    await screen.findByRole("listbox", { name: "Search suggestions" });
    expect(calls.map((call) => call.url)).toEqual(["/api/db/search/suggestions?q=sofa"]);

    fireEvent.change(input, { target: { value: "sofa b" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(calls).toHaveLength(2);
    fireEvent.change(input, { target: { value: "sofa be" } });
    expect(calls[1]!.signal?.aborted).toBe(true);
  });

  it("moves through the options with the arrow keys, wrapping around, and opens a product with Enter", async () => {
    renderSearch();
    const input = await field();
    const listbox = await typeInto(input, "sof");
    const options = within(listbox).getAllByRole("option");
    expect(input.getAttribute("aria-activedescendant")).toBeNull();

    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options[3]!.id);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input.getAttribute("aria-activedescendant")).toBe(options[1]!.id);

    fireEvent.keyDown(input, { key: "Enter" });
    expect(await screen.findByText("/product/97")).toBeTruthy();
    expect((await field()).getAttribute("aria-expanded")).toBe("false");
  });

  it("opens a category at its path with the keyboard", async () => {
    renderSearch();
    const input = await field();
    await typeInto(input, "sof");
    for (let press = 0; press < 3; press += 1) fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(await screen.findByText("/category/living-room/sofas")).toBeTruthy();
  });

  it("chooses See all results and lands on the search page for the trimmed text", async () => {
    renderSearch();
    const input = await field();
    const listbox = await typeInto(input, "  sof ");
    fireEvent.click(within(listbox).getByRole("option", { name: /See all results/ }));
    expect(await screen.findByText("/search?q=sof")).toBeTruthy();
  });

  it("picks a product with the pointer", async () => {
    renderSearch();
    const input = await field();
    const listbox = await typeInto(input, "sof");
    fireEvent.click(within(listbox).getByRole("option", { name: /Aria 3 Seater Fabric Sofa/ }));
    expect(await screen.findByText("/product/41")).toBeTruthy();
  });

  it("closes the suggestions with Escape and keeps the typed text", async () => {
    renderSearch();
    const input = await field();
    await typeInto(input, "sof");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(input).toHaveProperty("value", "sof");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect((await screen.findByRole("listbox", { name: "Search suggestions" })).id).toBe(input.getAttribute("aria-controls"));
  });

  it("submits with Enter when no option is chosen, and ignores an empty search", async () => {
    renderSearch("/products");
    const input = await field();
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.submit(screen.getByRole("search"));
    expect(currentLocation()).toBe("/products");
    await typeInto(input, " teak bed ");
    fireEvent.submit(screen.getByRole("search"));
    expect(await screen.findByText("/search?q=teak+bed")).toBeTruthy();
  });

  it("keeps working as a plain search when suggestions cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(Response.json({ error: { code: "internal_error", message: "Down" } }, { status: 500 }))),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderSearch();
    const input = await field();
    input.focus();
    fireEvent.change(input, { target: { value: "sof" } });
    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalled();
    });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    fireEvent.submit(screen.getByRole("search"));
    expect(await screen.findByText("/search?q=sof")).toBeTruthy();
    warn.mockRestore();
  });
});
