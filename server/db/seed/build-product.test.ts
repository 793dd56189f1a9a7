import { describe, expect, it } from "vitest";
import { rooms } from "../../catalog/taxonomy";
import {
  generateProduct,
  guaranteedBestSellers,
  originalPriceFor,
  retailPrice,
  slugify,
  type GeneratorContext,
  type SubcategoryTarget,
} from "./build-product";
import { catalogPlan, defaultProductCount, defaultSeed, weightedCycle } from "./seed-catalog";

function context(totalProducts: number): GeneratorContext {
  let id = rooms.length;
  const targets: SubcategoryTarget[] = rooms.flatMap((room) =>
    room.subcategories.map((subcategory) => {
      id += 1;
      return { categoryId: id, roomSlug: room.slug, slug: subcategory.slug, kind: subcategory.kind };
    }),
  );
  return {
    seed: 99,
    referenceDate: new Date("2026-11-01T00:00:00Z"),
    totalProducts,
    subcategoryCycle: weightedCycle(targets),
    brands: [
      { id: 1, slug: "woodsworth" },
      { id: 2, slug: "urban-nest" },
      { id: 3, slug: "casa-craft" },
    ],
    collections: [
      { id: 1, slug: "milford" },
      { id: 2, slug: "mozart" },
      { id: 3, slug: "maxsif" },
    ],
  };
}

describe("catalog prices", () => {
  it("end in 99 or 999 like Indian retail prices and stay in the store's range", () => {
    expect(retailPrice(3_260)).toBe(3_299);
    expect(retailPrice(12_480)).toBe(12_499);
    expect(retailPrice(1_48_700)).toBe(1_48_999);
    expect(retailPrice(900)).toBe(1_499);
    expect(retailPrice(4_00_000)).toBe(2_49_999);
  });

  it("give an original price at the discount, never below the price nor above 60% off", () => {
    expect(originalPriceFor(12_499, 0)).toBe(12_499);
    expect(originalPriceFor(12_499, 20)).toBe(15_499);
    for (let price = 1_499; price < 2_49_999; price = retailPrice(price * 1.37)) {
      const original = originalPriceFor(price, 55);
      expect(original).toBeGreaterThanOrEqual(price);
      expect((original - price) / original).toBeLessThanOrEqual(0.6);
    }
  });
});

describe("generated products", () => {
  it("turn names into URL slugs", () => {
    expect(slugify("Milford Sheesham Wood 3 Seater Sofa")).toBe("milford-sheesham-wood-3-seater-sofa");
    expect(slugify("Dining Chairs (Set of 2)")).toBe("dining-chairs-set-of-2");
    expect(slugify("Metal & Glass C-Shaped Table")).toBe("metal-and-glass-c-shaped-table");
  });

  it("are the same for the same seed and index, whatever else was generated before", () => {
    const ids = () => ({ variant: 1, image: 1, specification: 1, review: 1 });
    const alone = generateProduct(context(100), 37, 38, ids());
    const counters = ids();
    for (let index = 0; index < 37; index += 1) generateProduct(context(100), index, index + 1, counters);
    const inSequence = generateProduct(context(100), 37, 38, counters);
    expect(inSequence.product).toEqual(alone.product);
    expect(inSequence.variants.map((variant) => variant.name)).toEqual(
      alone.variants.map((variant) => variant.name),
    );
  });

  it("keep their rows consistent across a large run", () => {
    const total = 3_000;
    const ctx = context(total);
    const ids = { variant: 1, image: 1, specification: 1, review: 1 };
    const bestSellers = guaranteedBestSellers(total);
    for (let index = 0; index < total; index += 1) {
      const { product, variants, images, specifications, reviews } = generateProduct(
        ctx,
        index,
        index + 1,
        ids,
      );
      expect(variants.length).toBeGreaterThanOrEqual(1);
      expect(variants.length).toBeLessThanOrEqual(4);
      expect(product.price).toBe(Math.min(...variants.map((variant) => variant.price)));
      expect(product.inStock).toBe(variants.some((variant) => variant.stock > 0));
      expect(new Set(variants.map((variant) => variant.sku)).size).toBe(variants.length);
      for (const variant of variants) expect(variant.colour).toMatch(/^#[0-9a-f]{6}$/);
      const own = images.filter((image) => image.variantId === null);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(5);
      expect(own[0]?.path).toMatch(/\/front$/);
      expect(images.map((image) => image.position)).toEqual(images.map((_, position) => position));
      expect(specifications[0]?.value).toMatch(/ cm/);
      expect(reviews.length).toBe(product.reviewCount);
      expect(reviews.length).toBeLessThanOrEqual(40);
      for (const review of reviews)
        expect(review.createdAt.getTime()).toBeGreaterThan(product.createdAt.getTime());
      const sentences = product.description.split(/(?<=\.)\s/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(product.slug).toMatch(new RegExp(`^[a-z0-9-]+-${product.id}$`));
      if (bestSellers.has(index)) {
        expect(product.isBestSeller).toBe(true);
        expect(product.inStock).toBe(true);
      }
    }
  });
});

describe("the demo catalog in Hindi", () => {
  const devanagari = /[\u0900-\u097f]/;

  it("gives every product of the default catalog its Hindi name, description and specifications", () => {
    const { context } = catalogPlan(defaultProductCount, defaultSeed);
    const ids = { variant: 1, image: 1, specification: 1, review: 1 };
    for (let index = 0; index < defaultProductCount; index += 1) {
      const { product, specifications } = generateProduct(context, index, index + 1, ids);
      expect(product.nameHi, product.name).toMatch(devanagari);
      expect(product.descriptionHi, product.name).toMatch(devanagari);
      // Hindi sentences end with a danda, never with an English template's words.
      expect(product.descriptionHi, product.name).toMatch(/।$/);
      expect(product.descriptionHi, product.name).not.toMatch(/\b(the|and|with|your)\b/);
      for (const row of specifications) {
        expect(row.labelHi, `${product.name}: ${row.label}`).toMatch(devanagari);
        expect(row.valueHi, `${product.name}: ${row.label}`).toBeTruthy();
      }
    }
  });

  it("gives every room, subcategory and collection its Hindi; brand and collection names stay as they are", () => {
    const { categoryRows, collectionRows } = catalogPlan(1, defaultSeed);
    for (const row of categoryRows) {
      for (const text of [row.nameHi, row.titleHi, row.descriptionHi]) expect(text, row.slug).toMatch(devanagari);
      expect(row.discountLabelHi === null, row.slug).toBe(row.discountLabel === null);
    }
    for (const row of collectionRows) {
      expect(row.nameHi).toBeNull();
      expect(row.descriptionHi).toMatch(devanagari);
    }
  });
});
