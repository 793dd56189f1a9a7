// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { listingSortOptions, searchSortOptions } from "~/lib/catalog-query";
import type { ListingResult, ProductSummary } from "~/lib/contracts/catalog";
import { ListingPage } from "./listing-page";
import { readListingState, type ListingConfig } from "./listing-state";

afterEach(cleanup);

const listingConfig: ListingConfig = { sortOptions: listingSortOptions, defaultSort: "featured" };
const searchConfig: ListingConfig = { sortOptions: searchSortOptions, defaultSort: "relevance" };

function product(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 41,
    slug: "kaveri-velvet-sofa",
    name: "Kaveri Velvet Sofa",
    price: 33_499,
    originalPrice: 37_999,
    discount: 12,
    rating: 4.4,
    reviewCount: 27,
    isNew: false,
    isBestSeller: true,
    inStock: true,
    defaultVariantId: 7,
    category: { slug: "sofas", name: "Sofas" },
    image: null,
    shortDescription: "A deep three seater in soft velvet.",
    ...overrides,
  };
}

function result(items: ProductSummary[], total = items.length): ListingResult {
  return {
    items,
    total,
    page: 1,
    pageCount: Math.ceil(total / 24),
    limit: 24,
    facets: {
      categories: [],
      materials: [{ value: "fabric", label: "Fabric", count: total }],
      brands: [],
      ratings: [],
      discounts: [],
      inStock: total,
      priceRange: null,
    },
  };
}

function renderListing(at: string, listing: ListingResult, config: ListingConfig, search = false) {
  function Screen() {
    const location = useLocation();
    return (
      <ListingPage
        header={<h1>Listing</h1>}
        result={listing}
        state={readListingState(new URLSearchParams(location.search), config)}
        config={config}
        noun={search ? { one: "result", many: "results" } : undefined}
        emptyState={
          search
            ? { title: "No results found", message: "Try adjusting your search or filter criteria" }
            : { title: "No products found", message: "Try adjusting your filter criteria" }
        }
      />
    );
  }
  const Stub = createRoutesStub([{ path: "*", Component: Screen }]);
  render(<Stub initialEntries={[at]} />);
}

describe("a shopper looks at a listing", () => {
  it("hears how many products there are and sees each as a card linking to its page", async () => {
    renderListing("/products", result([product(), product({ id: 42, name: "Windsor Linen Sofa" })], 30), listingConfig);
    const count = await screen.findByRole("status");
    expect(count.textContent).toBe("Showing 1–24 of 30 products");
    const cards = screen.getAllByRole("article");
    expect(within(cards[0]!).getByRole("link", { name: "Kaveri Velvet Sofa" }).getAttribute("href")).toBe("/product/41");
    expect(within(cards[0]!).getByText("₹ 33,499")).toBeTruthy();
    expect(within(cards[0]!).getByText("12% off")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy();
  });

  it("sees the short description only in the list view", async () => {
    renderListing("/products", result([product()]), listingConfig);
    await screen.findByRole("status");
    expect(screen.queryByText("A deep three seater in soft velvet.")).toBeNull();
    cleanup();
    renderListing("/products?view=list", result([product()]), listingConfig);
    expect(await screen.findByText("A deep three seater in soft velvet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "List view" }).getAttribute("aria-current")).toBe("true");
  });

  it("sees the spec's empty state, and can clear the filters that caused it", async () => {
    renderListing("/category/living-room?material=leather", result([]), listingConfig);
    expect(await screen.findByRole("heading", { name: "No products found" })).toBeTruthy();
    expect(screen.getByText("Try adjusting your filter criteria")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Clear all filters" }).getAttribute("href")).toBe("/category/living-room");
    expect(screen.getByRole("status").textContent).toBe("0 products");
  });

  it("sees search's own empty state and Best Match as the default order", async () => {
    renderListing("/search?q=qzxwv", result([]), searchConfig, true);
    expect(await screen.findByRole("heading", { name: "No results found" })).toBeTruthy();
    expect(screen.getByText("Try adjusting your search or filter criteria")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("0 results");
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(within(sort).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Best Match",
      "Newest",
      "Price: Low to High",
      "Price: High to Low",
      "Customer Rating",
    ]);
  });
});
