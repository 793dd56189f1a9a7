// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { listingSortOptions } from "~/lib/catalog-query";
import type { ListingFacets } from "~/lib/contracts/catalog";
import { ActiveFilters } from "./active-filters";
import { FilterPanel } from "./filter-panel";
import { readListingState, type ListingConfig } from "./listing-state";

afterEach(cleanup);

const config: ListingConfig = { sortOptions: listingSortOptions, defaultSort: "featured" };

// What the catalog service counts for a result set, as the panel receives it.
const facets: ListingFacets = {
  categories: [
    { value: "sofas", label: "Sofas", count: 48 },
    { value: "recliners", label: "Recliners", count: 21 },
  ],
  materials: [
    { value: "wood", label: "Wood", count: 30 },
    { value: "fabric", label: "Fabric", count: 25 },
    { value: "leather", label: "Leather", count: 14 },
    { value: "metal", label: "Metal", count: 0 },
  ],
  brands: [
    { value: "woodsworth", label: "Woodsworth", count: 22 },
    { value: "urban-nest", label: "Urban Nest", count: 26 },
  ],
  ratings: [
    { value: "4", label: "4 stars & up", count: 31 },
    { value: "3", label: "3 stars & up", count: 60 },
  ],
  discounts: [
    { value: "10", label: "10% off or more", count: 40 },
    { value: "30", label: "30% off or more", count: 12 },
  ],
  inStock: 64,
  priceRange: { min: 4999, max: 89999 },
};

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.search}</output>;
}

function ListingControls() {
  const location = useLocation();
  const state = readListingState(new URLSearchParams(location.search), config);
  return (
    <>
      <FilterPanel facets={facets} config={config} />
      <ActiveFilters state={state} facets={facets} config={config} />
      <CurrentLocation />
    </>
  );
}

async function renderPanel(at: string) {
  const Stub = createRoutesStub([{ path: "/category/:slug", Component: ListingControls }]);
  render(<Stub initialEntries={[at]} />);
  await screen.findByRole("group", { name: "Material" });
}

function currentLocation() {
  return screen.getByRole("status", { name: "Current location" }).textContent;
}

describe("a shopper narrows a listing with the filter panel", () => {
  it("sees every section open, with the counts the database gave", async () => {
    await renderPanel("/category/living-room");
    for (const section of ["Category", "Price", "Material", "Brand", "Rating", "Availability", "Discount"]) {
      const group = screen.getByRole("group", { name: section });
      expect(group.closest("details")?.open, section).toBe(true);
    }
    expect(screen.getByRole("checkbox", { name: "Wood (30 products)" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Urban Nest (26 products)" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "In stock only (64 products)" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "4 stars & up (31 products)" })).toBeTruthy();
    // Each amount is an element of its own (kept on one line): the sentence is its paragraph's text.
    const range = screen.getByText((_, element) => element?.tagName === "P" && element.textContent === "Prices from ₹ 4,999 to ₹ 89,999");
    expect(range).toBeTruthy();
  });

  it("is not offered a material that would find nothing, unless it is already ticked", async () => {
    await renderPanel("/category/living-room");
    expect(screen.queryByRole("checkbox", { name: /^Metal/ })).toBeNull();
    cleanup();
    await renderPanel("/category/living-room?material=metal");
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Metal (0 products)" }).checked).toBe(true);
  });

  it("ticks a material and sees it in the address, back on page 1 with the sort kept", async () => {
    await renderPanel("/category/living-room?sort=price_low&material=wood&page=3");
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /^Wood \(/ }).checked).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: /^Leather/ }));
    await waitFor(() => {
      expect(currentLocation()).toBe("/category/living-room?sort=price_low&material=wood&material=leather");
    });
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /^Leather/ }).checked).toBe(true);
  });

  it("picks a price range from 0 to 50,000 in steps of 1,000, with no upper limit at the top", async () => {
    await renderPanel("/category/living-room");
    const max = screen.getByRole("combobox", { name: "Max price" });
    const maxOptions = within(max).getAllByRole("option").map((option) => option.textContent);
    expect(maxOptions[0]).toBe("₹ 1,000");
    expect(maxOptions.at(-2)).toBe("₹ 49,000");
    expect(maxOptions.at(-1)).toBe("₹ 50,000 and above");
    const min = screen.getByRole("combobox", { name: "Min price" });
    expect(within(min).getAllByRole("option")).toHaveLength(51);
    fireEvent.change(min, { target: { value: "5000" } });
    await waitFor(() => expect(currentLocation()).toBe("/category/living-room?min_price=5000"));
    fireEvent.change(screen.getByRole("combobox", { name: "Max price" }), { target: { value: "20000" } });
    await waitFor(() => expect(currentLocation()).toBe("/category/living-room?min_price=5000&max_price=20000"));
  });

  it("chooses a minimum rating and back to any rating, leaving no empty parameter behind", async () => {
    await renderPanel("/category/living-room");
    fireEvent.click(screen.getByRole("radio", { name: /^4 stars & up/ }));
    await waitFor(() => expect(currentLocation()).toBe("/category/living-room?rating=4"));
    fireEvent.click(screen.getByRole("radio", { name: "Any rating" }));
    await waitFor(() => expect(currentLocation()).toBe("/category/living-room"));
  });

  it("removes one filter from its chip, or all of them with Clear all", async () => {
    await renderPanel("/category/living-room?sort=rating&material=wood&in_stock=1&max_price=20000&page=2");
    const chips = screen.getByRole("heading", { name: "Active filters" }).parentElement!;
    expect(within(chips).getByRole("link", { name: "Remove filter: Wood" }).getAttribute("href")).toBe(
      "/category/living-room?sort=rating&max_price=20000&in_stock=1",
    );
    expect(within(chips).getByRole("link", { name: "Remove filter: Up to ₹ 20,000" })).toBeTruthy();
    expect(within(chips).getByRole("link", { name: "Remove filter: In stock only" })).toBeTruthy();
    fireEvent.click(within(chips).getByRole("link", { name: "Clear all" }));
    await waitFor(() => expect(currentLocation()).toBe("/category/living-room?sort=rating"));
    expect(screen.queryByRole("heading", { name: "Active filters" })).toBeNull();
  });

  it("can still apply the filters without JavaScript, as a plain GET form", async () => {
    await renderPanel("/category/living-room?sort=newest");
    const form = screen.getByRole("group", { name: "Material" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/category/living-room");
    // The sort travels with the filters as a hidden field.
    expect(form.querySelector<HTMLInputElement>('input[type=hidden][name="sort"]')?.value).toBe("newest");
  });
});
