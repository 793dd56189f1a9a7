// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ImageRef, ProductDetail, ProductSummary, VariantDetail } from "~/lib/contracts/catalog";
import type { ReviewsData } from "./product-tabs";
import { ProductView } from "./product-view";

afterEach(cleanup);

function image(colour: string, view: string): ImageRef {
  return { path: `/images/p/sofa/${colour}/${view}`, alt: `Milford Sofa in ${colour}, ${view} view`, width: 1200, height: 900 };
}

function variant(overrides: Partial<VariantDetail> & { id: number; name: string }): VariantDetail {
  return {
    type: "Colour",
    colour: "#2f6f6f",
    price: 24_999,
    originalPrice: 31_999,
    discount: 22,
    inStock: true,
    maxQuantity: 10,
    stockLabel: "In Stock",
    images: [image(overrides.name.toLowerCase(), "front"), image(overrides.name.toLowerCase(), "angle")],
    ...overrides,
  };
}

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const variants = [
    variant({ id: 11, name: "Teal" }),
    variant({ id: 12, name: "Grey", price: 26_499, originalPrice: 33_999, discount: 22, maxQuantity: 3, stockLabel: "Only 3 left in stock" }),
    variant({ id: 13, name: "Mustard", inStock: false, maxQuantity: 0, stockLabel: "Out of Stock" }),
  ];
  return {
    id: 7,
    slug: "milford-sofa-7",
    sku: "AA-SOF-000007",
    name: "Milford Three Seater Sofa",
    description: "A deep three seater in teak and linen. Made for long evenings.",
    descriptionHtml: "<p>A deep three seater in teak and linen. Made for long evenings.</p>",
    seo: { title: null, description: null },
    price: 24_999,
    originalPrice: 31_999,
    discount: 22,
    rating: 4.4,
    reviewCount: 2,
    isNew: false,
    isBestSeller: true,
    inStock: true,
    material: "wood",
    warrantyMonths: 12,
    brand: { slug: "aangan", name: "Aangan Living" },
    collection: null,
    category: { id: 3, slug: "sofas", name: "Sofas", path: "/category/living-room/sofas" },
    room: { id: 1, slug: "living-room", name: "Living Room", path: "/category/living-room" },
    images: [image("teal", "front"), image("teal", "side"), image("teal", "room")],
    variants,
    specifications: [{ label: "Material", value: "Teak wood, linen" }],
    ...overrides,
  };
}

const reviews: ReviewsData = {
  summary: { average: 4.5, count: 2, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } },
  items: [
    { id: 1, user: "Asha K.", rating: 5, date: "2026-03-04T10:00:00.000Z", comment: "Lovely <b>sofa</b>.", verified: true },
    { id: 2, user: "Ravi M.", rating: 4, date: "2026-02-01T10:00:00.000Z", comment: "Comfortable.", verified: false },
  ],
  total: 2,
};

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname + location.search}</output>;
}

async function openProductPage(at = "/product/7", shown: ProductDetail = product()) {
  const related: ProductSummary[] = [];
  // Made once, as a loader would: a new promise on every render would suspend forever.
  const loadedReviews = Promise.resolve(reviews);
  const Stub = createRoutesStub([
    {
      path: "/product/:id",
      Component: () => (
        <>
          <ProductView
            product={shown}
            related={related}
            reviews={loadedReviews}
            origin="https://aangan.example"
            nonce="test-nonce"
          />
          <CurrentLocation />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[at]} />);
  await screen.findByRole("heading", { level: 1, name: "Milford Three Seater Sofa" });
}

const quantity = () => screen.getByRole("spinbutton", { name: "Quantity" });
const mainImage = () => screen.getByRole("button", { name: /^Zoom image/ });
const currentLocation = () => screen.getByRole("status", { name: "Current location" }).textContent;

describe("the variant picker on a product page", () => {
  it("opens with the first variant in stock chosen, its price and its stock label", async () => {
    await openProductPage();
    expect(screen.getByRole("radio", { name: /Teal/ })).toHaveProperty("checked", true);
    expect(screen.getByText("In Stock")).toBeTruthy();
    expect(screen.getAllByText("₹ 24,999").length).toBeGreaterThan(0);
    expect(mainImage().getAttribute("aria-label")).toContain("teal");
  });

  it("a shopper picks another colour: price, stock, pictures follow, the quantity goes back to 1 and the URL remembers it", async () => {
    await openProductPage();
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(quantity()).toHaveProperty("value", "3");

    fireEvent.click(screen.getByRole("radio", { name: /Grey/ }));
    await screen.findByText("Only 3 left in stock");

    expect(screen.getByRole("radio", { name: /Grey/ })).toHaveProperty("checked", true);
    expect(quantity()).toHaveProperty("value", "1");
    expect(screen.getByText("Only 3 left in stock")).toBeTruthy();
    expect(screen.getAllByText("₹ 26,499").length).toBeGreaterThan(0);
    expect(mainImage().getAttribute("aria-label")).toContain("grey");
    await expect.poll(currentLocation).toBe("/product/7?variant=12");
    // Grey has 3 left: the stepper stops there.
    const increase = screen.getByRole("button", { name: "Increase quantity" });
    for (let step = 0; step < 5; step += 1) fireEvent.click(increase);
    expect(quantity()).toHaveProperty("value", "3");
    expect(increase).toHaveProperty("disabled", true);
  });

  it("shows an out-of-stock variant, labelled, but does not let the shopper choose it", async () => {
    await openProductPage();
    const mustard = screen.getByRole("radio", { name: /Mustard/ });
    expect(mustard).toHaveProperty("disabled", true);
    expect(mustard.closest("label")?.textContent).toContain("Out of Stock");
    expect(screen.getByRole("radio", { name: /Teal/ })).toHaveProperty("checked", true);
  });

  it("opens a shared link to a colour with that colour chosen", async () => {
    await openProductPage("/product/7?variant=12");
    expect(screen.getByRole("radio", { name: /Grey/ })).toHaveProperty("checked", true);
    expect(screen.getByText("Only 3 left in stock")).toBeTruthy();
  });

  it("ignores a link to an out-of-stock colour and offers one that can be bought", async () => {
    await openProductPage("/product/7?variant=13");
    expect(screen.getByRole("radio", { name: /Teal/ })).toHaveProperty("checked", true);
  });

  it("cannot add a product to the cart when nothing is in stock", async () => {
    const soldOut = product({
      inStock: false,
      variants: [variant({ id: 21, name: "Teal", inStock: false, maxQuantity: 0, stockLabel: "Out of Stock" })],
    });
    await openProductPage("/product/7", soldOut);
    expect(screen.getByRole("button", { name: "Add to Cart" })).toHaveProperty("disabled", true);
    expect(screen.getAllByText("Out of Stock").length).toBeGreaterThan(0);
  });

  it("posts the product, the chosen variant and the quantity with Add to Cart", async () => {
    await openProductPage("/product/7?variant=12");
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    const form = screen.getByRole("button", { name: "Add to Cart" }).closest("form");
    if (!form) throw new Error("Add to Cart is not in a form");
    expect(form.getAttribute("action")).toBe("/cart");
    expect(form.getAttribute("method")).toBe("post");
    expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: "add",
      product_id: "7",
      variant_id: "12",
      quantity: "2",
    });
  });

  it("shows the reviews tab with its count, the distribution rows and comments as plain text", async () => {
    await openProductPage();
    const reviewsTab = screen.getByRole("tab", { name: "Reviews (2)" });
    fireEvent.mouseDown(reviewsTab);
    const panel = screen.getByRole("tabpanel", { name: "Reviews (2)" });
    await within(panel).findByText("Asha K.");
    expect(within(panel).getByText("5 stars: 50%")).toBeTruthy();
    expect(within(panel).getByText("Lovely <b>sofa</b>.")).toBeTruthy();
    expect(panel.querySelector("b")).toBeNull();
  });
});
