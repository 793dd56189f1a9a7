// Searching the catalog as shoppers type: typos, plurals, capitals, half-typed words and hostile
// input, on a real seeded database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { materialFilterOptions, type ListingQuery } from "../../app/lib/catalog-query";
import type { ListingResult } from "../../app/lib/contracts/catalog";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import type { Database, DatabaseHandle } from "../db/client";
import { brands, categories, productImages, products, productVariants } from "../db/schema";
import { searchWords } from "./catalog-search";
import { furnitureWords, searchSynonyms } from "./catalog-search-synonyms";
import { queryRows } from "./catalog-sql";
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
    handle = await createTestDatabase({ template: seededTemplate({ products: 240 }) });
    db = handle.db;
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

  describe("what a shopper means", () => {
    /** Every product of the catalog a statement picks, by id. */
    const idsWhere = async (condition: SQL) =>
      z.array(z.object({ id: z.number() })).parse(await queryRows(db, sql`select p.id from products p where ${condition} order by p.id`)).map((row) => row.id);
    const everyResult = async (q: string) => {
      const first = await search(q, { limit: 100 });
      const items = [...first.items];
      for (let page = 2; page <= first.pageCount; page += 1) items.push(...(await search(q, { limit: 100, page })).items);
      return { total: first.total, items };
    };

    it("a shopper who swaps two letters finds what they meant: chiar, tabel, sfoa", async () => {
      for (const [typed, meant] of [["chiar", "chair"], ["tabel", "table"], ["sfoa", "sofa"], ["wardorbe", "wardrobe"]] as const) {
        const typo = await search(typed);
        const right = await search(meant);
        expect(typo.total, typed).toBe(right.total);
        expect(typo.items.map((item) => item.id), typed).toEqual(right.items.map((item) => item.id));
      }
    });

    it("a diwan or divan is a sofa cum bed first, then beds", async () => {
      for (const q of ["diwan", "divan", "Deewan"]) {
        const result = await search(q);
        expect(result.total, q).toBeGreaterThan(0);
        const sofaCumBeds = await idsWhere(sql`p.name like '%Sofa Cum Bed'`);
        expect(sofaCumBeds.length).toBeGreaterThan(0);
        expect(new Set(result.items.slice(0, sofaCumBeds.length).map((item) => item.id)), q).toEqual(new Set(sofaCumBeds));
        for (const item of result.items) expect(item.name, q).toMatch(/\bBeds?\b/);
      }
    });

    it("an almirah or almari is a wardrobe, the steel almirahs first", async () => {
      const wardrobes = await search("wardrobe");
      for (const q of ["almirah", "almari", "almirahs"]) {
        const result = await search(q);
        expect(result.total, q).toBe(wardrobes.total);
        expect(result.items[0]?.name, q).toMatch(/Steel Almirah/);
        expect(new Set(topCategories(result, 24)), q).toEqual(new Set(["wardrobes"]));
      }
    });

    it("palang, takht, charpai and cot are beds; chowki is a low table; jhula is a swing", async () => {
      for (const q of ["palang", "takht", "charpai", "cot"]) {
        const result = await search(q);
        expect(result.total, q).toBeGreaterThan(0);
        for (const item of result.items) expect(item.name, q).toMatch(/\bBed\b/);
      }
      const lowTables = await idsWhere(sql`p.kind in ('side-table', 'coffee-table')`);
      const chowki = await everyResult("chowki");
      expect(new Set(chowki.items.slice(0, lowTables.length).map((item) => item.id))).toEqual(new Set(lowTables));
      const jhula = await search("jhoola");
      expect(jhula.total).toBe((await search("swing")).total);
    });

    it("a sofa set is a sofa, living room sofas first, not five patio sets", async () => {
      const sofas = await search("sofa");
      for (const q of ["sofa set", "Sofa Sets", "sofaset"]) {
        const result = await search(q);
        expect(result.total, q).toBe(sofas.total);
        expect(new Set(topCategories(result, 8)), q).toEqual(new Set(["sofas"]));
      }
    });

    it("3 seater sofa finds every three-seater sofa and nothing else", async () => {
      const threeSeaters = await idsWhere(sql`p.name like '%3 Seater%Sofa%'`);
      expect(threeSeaters.length).toBeGreaterThan(0);
      for (const q of ["3 seater sofa", "3 sitter sofa", "three seater sofa"]) {
        const { items } = await everyResult(q);
        expect(new Set(items.map((item) => item.id)), q).toEqual(new Set(threeSeaters));
        expect(items[0]?.category.slug, q).toBe("sofas");
      }
    });

    it("king size bed finds every bed a shopper can buy in king size, named so or offered as a size", async () => {
      const kingBeds = await idsWhere(sql`p.kind in ('bed', 'kids-bed') and (p.name like '%King Size%'
        or exists (select 1 from product_variants v where v.product_id = p.id and v.type = 'Size' and v.name = 'King'))`);
      const offeredAsSize = await idsWhere(sql`p.kind = 'bed' and p.name not like '%King%'
        and exists (select 1 from product_variants v where v.product_id = p.id and v.type = 'Size' and v.name = 'King')`);
      expect(offeredAsSize.length).toBeGreaterThan(0);
      const { items } = await everyResult("king size bed");
      expect(new Set(items.map((item) => item.id))).toEqual(new Set(kingBeds));
      // Named for the size first.
      expect(items[0]?.name).toMatch(/King Size .*Bed/);
      const kingMattresses = await idsWhere(sql`p.kind = 'mattress'
        and exists (select 1 from product_variants v where v.product_id = p.id and v.type = 'Size' and v.name = 'King')`);
      expect(kingMattresses.length).toBeGreaterThan(0);
      const mattresses = await everyResult("King Size Mattress");
      expect(new Set(mattresses.items.slice(0, kingMattresses.length).map((item) => item.id))).toEqual(new Set(kingMattresses));
    });

    it("a bed offered in a new size is found by that size at once, and not once the size is gone", async () => {
      const [id = 0] = await idsWhere(sql`p.kind = 'bed' and p.name not like '%Size%'
        and exists (select 1 from product_variants v where v.product_id = p.id and v.type = 'Size')
        and not exists (select 1 from product_variants v where v.product_id = p.id and v.name in ('King', 'Single'))`);
      const kingSizeBeds = async () => (await everyResult("king size bed")).items.map((item) => item.id);
      expect(await kingSizeBeds()).not.toContain(id);
      const [variant] = await db
        .insert(productVariants)
        .values({ productId: id, sku: "TEST-KING-SIZE", name: "King", type: "Size", colour: "#8b5a2b", price: 40_999, originalPrice: 40_999, stock: 3, position: 9 })
        .returning({ id: productVariants.id });
      expect(await kingSizeBeds()).toContain(id);
      await db.update(productVariants).set({ name: "Single" }).where(sql`${productVariants.id} = ${variant?.id ?? 0}`);
      expect(await kingSizeBeds()).not.toContain(id);
      const singleBeds = async () => (await everyResult("single size bed")).items.map((item) => item.id);
      expect(await singleBeds()).toContain(id);
      await db.delete(productVariants).where(sql`${productVariants.id} = ${variant?.id ?? 0}`);
      expect(await singleBeds()).not.toContain(id);
    });

    it("study table for kids finds the kids' study tables, with or without the little words", async () => {
      const kidsTables = await idsWhere(sql`p.category_id = (select id from categories where slug = 'kids-study-tables')`);
      expect(kidsTables.length).toBeGreaterThan(0);
      for (const q of ["study table for kids", "study table kids", "kids study table", "study tables for the kids"]) {
        const { items } = await everyResult(q);
        // After them, at most a product whose description mentions one ("tucks under a study table").
        expect(new Set(items.slice(0, kidsTables.length).map((item) => item.id)), q).toEqual(new Set(kidsTables));
        expect(items.length, q).toBeLessThanOrEqual(kidsTables.length + 2);
      }
    });

    it("every row of the synonyms table finds products", async () => {
      for (const synonym of searchSynonyms) {
        for (const says of synonym.says) expect((await search(says)).total, says).toBeGreaterThan(0);
      }
    });

    it("suggests what a shopper means while they type", async () => {
      const chairs = await services.search.suggest("chiar");
      expect(chairs.products.length).toBeGreaterThan(0);
      for (const product of chairs.products) expect(product.name).toMatch(/Chair/);
      const sofas = await services.search.suggest("sfoa");
      for (const product of sofas.products) expect(product.name).toMatch(/Sofa/);
      expect(sofas.categories.map((category) => category.name)).toContain("Sofas");
      const diwan = await services.search.suggest("diwa");
      expect(diwan.products.length).toBeGreaterThan(0);
      for (const product of diwan.products) expect(product.name).toMatch(/Bed/);
      expect((await services.search.suggest("almirah")).categories.map((category) => category.name)).toContain("Wardrobes");
    });
  });

  describe("a search that finds nothing", () => {
    it("offers searches close to what was typed, each of which finds products, and the closest categories first", async () => {
      expect((await search("sofcumbed")).total).toBe(0);
      const help = await services.search.nothingFoundHelp("sofcumbed");
      expect(help.queries).toContain("sofas");
      expect(help.categories[0]).toEqual({ name: "Sofas", path: "/category/living-room/sofas", parentName: "Living Room" });
      const misspelt = await services.search.nothingFoundHelp("diwann");
      expect(misspelt.queries[0]).toBe("diwan");
      for (const q of [...help.queries, ...misspelt.queries]) expect((await search(q)).total, q).toBeGreaterThan(0);
      const chairs = await services.search.nothingFoundHelp("chr");
      expect(chairs.queries).toContain("chairs");
      expect(chairs.categories.map((category) => category.name)).toEqual(
        expect.arrayContaining(["Dining Chairs", "Office Chairs", "Study Chairs", "Plastic Chairs"]),
      );
    });

    it("every search it may offer finds products: our categories' words, materials and what shoppers call furniture", async () => {
      const names = z.array(z.object({ name: z.string() })).parse(await queryRows(db, sql`select name from categories`));
      const offerable = new Set([
        ...names.flatMap(({ name }) => searchWords(name).filter((word) => word.length >= 3)),
        ...materialFilterOptions,
        ...furnitureWords,
      ]);
      for (const word of offerable) {
        const help = await services.search.nothingFoundHelp(`${word}x`);
        for (const q of help.queries) expect((await search(q)).total, `${word}x offers ${q}`).toBeGreaterThan(0);
      }
    });

    it("offers the rooms when nothing we sell is close to what was typed", async () => {
      for (const q of ["qqxqq", "%%", "refrigerator"]) {
        expect((await search(q)).total, q).toBe(0);
        const help = await services.search.nothingFoundHelp(q);
        expect(help.queries, q).toEqual([]);
        expect(help.categories.map((category) => category.path), q).toEqual(
          ["living-room", "bedroom", "dining-room", "office", "study-room", "kids-furniture"].map((slug) => `/category/${slug}`),
        );
      }
    });
  });

  describe("suggestions", () => {
    it("a shopper typing sof is offered sofas and the Sofas category", async () => {
      const suggestions = await services.search.suggest("sof");
      expect(suggestions.products.length).toBeGreaterThan(0);
      expect(suggestions.products.length).toBeLessThanOrEqual(6);
      for (const product of suggestions.products) {
        expect(product.name).toMatch(/Sofa/);
        expect(product.price).toBeGreaterThan(0);
        expect(product.image?.path).toMatch(/^\/images\/p\/sofa[/-]/);
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
