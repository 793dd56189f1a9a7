// Searching the catalog as shoppers type: typos, plurals, capitals, half-typed words and hostile
// input, on a real seeded database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingQuery } from "../../app/lib/catalog-query";
import type { ListingResult } from "../../app/lib/contracts/catalog";
import { createTestDatabase } from "../../tests/support/test-database";
import type { Database, DatabaseHandle } from "../db/client";
import { brands, categories, productImages, products, productVariants } from "../db/schema";
import { seedCatalog } from "../db/seed/seed-catalog";
import { searchWords } from "./catalog-search";
import { createServices, type Services } from "./services";

function query(overrides: Partial<ListingQuery> = {}): ListingQuery {
  return {
    page: 1,
    limit: 24,
    sort: "relevance",
    view: "grid",
    categories: [],
    minPrice: null,
    maxPrice: null,
    materials: [],
    brands: [],
    minRating: null,
    inStockOnly: false,
    minDiscount: null,
    ...overrides,
  };
}

/** Categories of the first results, the ones a shopper looks at. */
function topCategories(result: ListingResult, count = 8): string[] {
  return result.items.slice(0, count).map((item) => item.category.slug);
}

describe("searching the catalog", () => {
  let handle: DatabaseHandle;
  let db: Database;
  let services: Services;
  const search = (q: string, overrides: Partial<ListingQuery> = {}) =>
    services.catalog.listProducts({ kind: "search", q }, query(overrides));

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    await seedCatalog(db, { products: 240 });
    services = createServices(handle);
  });

  afterAll(async () => {
    await handle.close();
  });

  it("a shopper who types sofaa finds sofas", async () => {
    const result = await search("sofaa");
    expect(result.total).toBeGreaterThan(0);
    expect(new Set(topCategories(result))).toEqual(new Set(["sofas"]));
  });

  it("a shopper who types wardorbe finds wardrobes", async () => {
    const result = await search("wardorbe");
    expect(result.total).toBeGreaterThan(0);
    expect(new Set(topCategories(result))).toEqual(new Set(["wardrobes"]));
  });

  it("a shopper who types dinning table finds dining tables", async () => {
    const result = await search("dinning table");
    expect(result.total).toBeGreaterThan(0);
    expect(new Set(topCategories(result, 5))).toEqual(new Set(["dining-tables"]));
    for (const item of result.items.slice(0, 5)) expect(item.name).toMatch(/Dining Table/);
  });

  it("plural or singular finds the same products", async () => {
    const sofa = await search("sofa");
    const sofas = await search("sofas");
    expect(sofa.total).toBeGreaterThan(0);
    expect(sofas.total).toBe(sofa.total);
    const chair = await search("chair");
    const chairs = await search("chairs");
    expect(chairs.total).toBe(chair.total);
    // "chair" finds products named in the plural, such as "Dining Chairs (Set of 2)".
    const everyChair = await services.catalog.listProducts({ kind: "search", q: "chair" }, query({ limit: 48 }));
    expect(everyChair.items.some((item) => /Chairs\b/.test(item.name))).toBe(true);
  });

  it("capitals do not matter", async () => {
    const lower = await search("wardrobe");
    const upper = await search("WARDROBE");
    expect(upper.total).toBe(lower.total);
    expect(upper.items.map((item) => item.id)).toEqual(lower.items.map((item) => item.id));
  });

  it("ranks products named after the search above those that only mention it", async () => {
    const result = await search("sofa");
    for (const item of result.items.slice(0, 5)) expect(item.name).toMatch(/Sofa/);
  });

  it("finds products by brand, material and room as well as by name", async () => {
    const brand = await search("woodsworth");
    expect(brand.total).toBe(
      (await services.catalog.listProducts({ kind: "all" }, query({ sort: "featured", brands: ["woodsworth"] }))).total,
    );
    expect((await search("leather")).total).toBeGreaterThan(0);
    const room = await search("bedroom");
    expect(room.total).toBeGreaterThan(0);
  });

  it("search results can be filtered, sorted and paged like any listing", async () => {
    const plastic = await search("chair", { materials: ["plastic"], sort: "price_low", limit: 48 });
    expect(plastic.total).toBeGreaterThan(0);
    const all = await search("chair", { limit: 48 });
    expect(plastic.total).toBeLessThan(all.total);
    expect(all.facets.materials.find((option) => option.value === "plastic")?.count).toBe(plastic.total);
    for (const item of plastic.items) expect(item.category.slug).toMatch(/chairs|stools/);
    const prices = plastic.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await search("chair", { page: 999 })).page).toBe(Math.ceil(all.total / 24));
  });

  it("when no product has every word, products with any of them are shown, best match first", async () => {
    const result = await search("wardrobe zzyzx");
    expect(result.total).toBeGreaterThan(0);
    expect(topCategories(result, 3)).toEqual(["wardrobes", "wardrobes", "wardrobes"]);
  });

  it("answers hostile or odd input with results or nothing, never an error", async () => {
    for (const q of ["' or 1=1 --", "%", "_", "\\", "a:*", "!(sofa)", "<script>", "सोफ़ा", "😀", "x".repeat(500), "   "]) {
      const result = await search(q);
      expect(result.page, q).toBe(1);
    }
    expect((await search("%")).total).toBe(0);
    expect((await search("_")).total).toBe(0);
  });

  it("a product added after the seed is found at once, typos included", async () => {
    const [category] = await db.select({ id: categories.id }).from(categories).where(sql`${categories.slug} = 'swings'`);
    const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
    const [inserted] = await db
      .insert(products)
      .values({
        slug: "zanzibar-hammock-swing",
        sku: "TEST-ZANZIBAR",
        name: "Zanzibar Hammock Swing",
        description: "A woven cotton hammock for a shaded verandah.",
        kind: "swing",
        categoryId: category?.id ?? 0,
        brandId: brand?.id ?? 0,
        material: "fabric",
        price: 7_999,
        originalPrice: 9_999,
      })
      .returning({ id: products.id });
    const id = inserted?.id ?? 0;
    await db.insert(productVariants).values({
      productId: id,
      sku: "TEST-ZANZIBAR-1",
      name: "Natural",
      colour: "#c19a6b",
      price: 7_999,
      originalPrice: 9_999,
      stock: 5,
    });
    await db.insert(productImages).values({
      productId: id,
      position: 0,
      path: "/images/p/swing/c19a6b/front",
      alt: "Zanzibar Hammock Swing, front view",
      width: 1200,
      height: 900,
    });
    expect((await search("zanzibar")).items.map((item) => item.id)).toEqual([id]);
    expect((await search("zanzibr")).items.map((item) => item.id)).toEqual([id]);
    expect((await services.search.suggest("zanz")).products.map((product) => product.id)).toEqual([id]);

    await db.update(products).set({ name: "Kilimanjaro Hammock Swing" }).where(sql`${products.id} = ${id}`);
    expect((await search("kilimanjaro")).items.map((item) => item.id)).toEqual([id]);
    expect((await search("zanzibar")).total).toBe(0);

    await db.delete(products).where(sql`${products.id} = ${id}`);
    expect((await search("kilimanjaro")).total).toBe(0);
  });

  describe("suggestions", () => {
    it("a shopper typing sof is offered sofas and the Sofas category", async () => {
      const suggestions = await services.search.suggest("sof");
      expect(suggestions.products.length).toBeGreaterThan(0);
      expect(suggestions.products.length).toBeLessThanOrEqual(6);
      for (const product of suggestions.products) {
        expect(product.name).toMatch(/Sofa/);
        expect(product.price).toBeGreaterThan(0);
        expect(product.image?.path).toMatch(/^\/images\/p\/sofa\//);
      }
      expect(suggestions.categories).toContainEqual({
        name: "Sofas",
        path: "/category/living-room/sofas",
        parentName: "Living Room",
      });
    });

    it("offers up to 6 products and every chair category for chair", async () => {
      const suggestions = await services.search.suggest("Chair");
      expect(suggestions.products).toHaveLength(6);
      expect(suggestions.categories.map((category) => category.name)).toEqual(
        expect.arrayContaining(["Dining Chairs", "Office Chairs"]),
      );
      expect(suggestions.categories.length).toBeLessThanOrEqual(4);
    });

    it("forgives typos and half-typed words", async () => {
      const wardrobe = await services.search.suggest("wardorbe");
      expect(wardrobe.products.length).toBeGreaterThan(0);
      expect(wardrobe.categories.map((category) => category.name)).toContain("Wardrobes");
      const dining = await services.search.suggest("dinin");
      expect(dining.categories.map((category) => category.name)).toEqual(
        expect.arrayContaining(["Dining Room", "Dining Tables"]),
      );
    });

    it("suggests nothing below 2 characters", async () => {
      expect(await services.search.suggest("")).toEqual({ products: [], categories: [] });
      expect(await services.search.suggest("s")).toEqual({ products: [], categories: [] });
      expect(await services.search.suggest("  s  ")).toEqual({ products: [], categories: [] });
      expect(await services.search.suggest("%%")).toEqual({ products: [], categories: [] });
    });
  });

  it("splits what is typed into plain words", () => {
    expect(searchWords("  Dinning-TABLE, 6 seater!")).toEqual(["dinning", "table", "6", "seater"]);
    expect(searchWords("Café ' or 1=1 --")).toEqual(["cafe", "or", "1", "1"]);
    expect(searchWords("%_\\")).toEqual([]);
  });
});
