import { describe, expect, it } from "vitest";
import type { ImageRef, ProductDetail, RatingSummary, VariantDetail } from "~/lib/contracts/catalog";
import { serializeJsonLd } from "./json-ld";
import {
  clampQuantity,
  distributionRows,
  firstSentence,
  galleryImages,
  openedTab,
  parseProductId,
  productSearch,
  requestedQuantity,
  reviewsShown,
  selectedVariant,
} from "./product-rules";

function variant(overrides: Partial<VariantDetail> & { id: number }): VariantDetail {
  return {
    name: `Variant ${overrides.id}`,
    type: "Colour",
    colour: "#2f6f6f",
    price: 12_499,
    originalPrice: 15_999,
    discount: 22,
    inStock: true,
    maxQuantity: 10,
    stockLabel: "In Stock",
    images: [],
    ...overrides,
  };
}

const productDetailStub: ProductDetail = {
  id: 1,
  slug: "sofa-1",
  sku: "AA-SOF-000001",
  name: "Sofa",
  description: "A sofa.",
  descriptionHtml: "<p>A sofa.</p>",
  seo: { title: null, description: null },
  price: 12_499,
  originalPrice: 15_999,
  discount: 22,
  rating: 0,
  reviewCount: 0,
  isNew: false,
  isBestSeller: false,
  inStock: true,
  material: "wood",
  warrantyMonths: 12,
  brand: { slug: "aangan", name: "Aangan" },
  collection: null,
  category: { id: 2, slug: "sofas", name: "Sofas", path: "/category/living-room/sofas" },
  room: { id: 1, slug: "living-room", name: "Living Room", path: "/category/living-room" },
  images: [],
  variants: [],
  specifications: [],
};

describe("product page rules", () => {
  it("reads only plain positive whole numbers that fit a database id as product ids", () => {
    expect(parseProductId("42")).toBe(42);
    expect(parseProductId("2147483647")).toBe(2_147_483_647);
    for (const bad of [undefined, "", "abc", "0", "-1", "1.5", "01", "1e3", " 7", "2147483648", "99999999999"]) {
      expect(parseProductId(bad)).toBeNull();
    }
  });

  it("selects the variant a link names, but never an out-of-stock one", () => {
    const variants = [
      variant({ id: 1, inStock: false, maxQuantity: 0, stockLabel: "Out of Stock" }),
      variant({ id: 2 }),
      variant({ id: 3 }),
    ];
    expect(selectedVariant(variants, "3")?.id).toBe(3);
    expect(selectedVariant(variants, null)?.id).toBe(2);
    expect(selectedVariant(variants, "1")?.id).toBe(2);
    expect(selectedVariant(variants, "999")?.id).toBe(2);
    expect(selectedVariant(variants, "teal")?.id).toBe(2);
  });

  it("falls back to the first variant when nothing is in stock, so the page still shows it", () => {
    const soldOut = [variant({ id: 5, inStock: false, maxQuantity: 0 }), variant({ id: 6, inStock: false, maxQuantity: 0 })];
    expect(selectedVariant(soldOut, "6")?.id).toBe(5);
    expect(selectedVariant([], "1")).toBeUndefined();
  });

  it("shows a variant's own pictures first, then the product's other views in the same colour only", () => {
    const picture = (colour: string, view: string): ImageRef => ({
      path: `/images/p/sofa/${colour}/${view}`,
      alt: `${colour} ${view}`,
      width: 1200,
      height: 900,
    });
    const general = [picture("9caf88", "front"), picture("9caf88", "side"), picture("9caf88", "room")];
    const green = variant({ id: 1, colour: "#9CAF88", images: [picture("9caf88", "front"), picture("9caf88", "angle")] });
    const grey = variant({ id: 2, colour: "#6b7280", images: [picture("6b7280", "front"), picture("6b7280", "angle")] });
    const withGeneral: ProductDetail = { ...productDetailStub, images: general };
    expect(galleryImages(withGeneral, green).map((image) => image.alt)).toEqual([
      "9caf88 front",
      "9caf88 angle",
      "9caf88 side",
      "9caf88 room",
    ]);
    expect(galleryImages(withGeneral, grey).map((image) => image.alt)).toEqual(["6b7280 front", "6b7280 angle"]);
    expect(galleryImages(withGeneral, variant({ id: 3, images: [] }))).toEqual(general);
    expect(galleryImages(withGeneral, undefined)).toEqual(general);
  });

  it("clamps quantities between 1 and the variant's maximum, 10 by default", () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(3.7, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(25, undefined)).toBe(10);
    expect(clampQuantity(4, undefined)).toBe(4);
  });

  it("opens at the quantity the address asks for (where − and + lead without JavaScript), within 1 and the maximum", () => {
    expect(requestedQuantity("3", 10)).toBe(3);
    expect(requestedQuantity(null, 10)).toBe(1);
    expect(requestedQuantity("12", 5)).toBe(5);
    for (const bad of ["", "0", "-2", "abc", "1e400"]) expect(requestedQuantity(bad, 10), bad).toBe(1);
  });

  it("opens the tab the address names, Reviews when it asks for more reviews, else the Description", () => {
    expect(openedTab(new URLSearchParams("tab=specifications"))).toBe("specifications");
    expect(openedTab(new URLSearchParams("tab=reviews"))).toBe("reviews");
    expect(openedTab(new URLSearchParams("reviews=10"))).toBe("reviews");
    expect(openedTab(new URLSearchParams("reviews=10&tab=description"))).toBe("description");
    expect(openedTab(new URLSearchParams(""))).toBe("description");
    expect(openedTab(new URLSearchParams("tab=__proto__"))).toBe("description");
  });

  it("builds a product page's address that keeps the colour, tab and PIN code while one of them changes", () => {
    const address = new URLSearchParams("variant=12&quantity=3&pin=110001");
    expect(productSearch(address, { variant: "13", quantity: null })).toBe("?variant=13&pin=110001");
    expect(productSearch(address, { tab: "reviews" })).toBe("?variant=12&quantity=3&pin=110001&tab=reviews");
    expect(productSearch(new URLSearchParams("quantity=2"), { quantity: null })).toBe("");
    expect(address.toString()).toBe("variant=12&quantity=3&pin=110001");
  });

  it("shows reviews five at a time and at most 100, whatever the URL asks", () => {
    expect(reviewsShown(null)).toBe(5);
    expect(reviewsShown("10")).toBe(10);
    expect(reviewsShown("12")).toBe(15);
    expect(reviewsShown("-4")).toBe(5);
    expect(reviewsShown("lots")).toBe(5);
    expect(reviewsShown("100000")).toBe(100);
  });

  it("describes a product by the first sentence of its description", () => {
    expect(firstSentence("A teak sofa for four. Deep seats. Easy to clean.")).toBe("A teak sofa for four.");
    expect(firstSentence("No full stop here")).toBe("No full stop here");
    expect(firstSentence("Made in 2.5 weeks! Really.")).toBe("Made in 2.5 weeks!");
    expect(firstSentence(`${"word ".repeat(60)}end.`).length).toBeLessThanOrEqual(160);
  });

  it("turns a rating summary into whole-percent rows, five stars first", () => {
    const summary: RatingSummary = { average: 4.1, count: 8, distribution: { 1: 0, 2: 1, 3: 1, 4: 2, 5: 4 } };
    expect(distributionRows(summary)).toEqual([
      { stars: 5, count: 4, percent: 50 },
      { stars: 4, count: 2, percent: 25 },
      { stars: 3, count: 1, percent: 13 },
      { stars: 2, count: 1, percent: 13 },
      { stars: 1, count: 0, percent: 0 },
    ]);
    const none: RatingSummary = { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
    expect(distributionRows(none).every((row) => row.percent === 0)).toBe(true);
  });

  it("writes JSON-LD that a product text cannot break out of", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script> & more" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & more" });
  });
});
