// The catalog in Hindi as shoppers read and search it: the seed's Hindi texts, Hindi pages falling
// back to English text by text, and search as India types (Devanagari with or without its nukta,
// Hinglish, English synonyms), on a real seeded database (embedded PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ListingQuery } from "../../app/lib/catalog-query";
import type { ListingResult } from "../../app/lib/contracts/catalog";
import { seededTemplate } from "../../tests/support/seeded-templates";
import { createTestDatabase } from "../../tests/support/test-database";
import type { Database, DatabaseHandle } from "../db/client";
import { products, productSpecifications } from "../db/schema";
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

const devanagari = /[\u0900-\u097f]/;

/** Categories of the first results, the ones a shopper looks at. */
function topCategories(result: ListingResult, count = 8): Set<string> {
  return new Set(result.items.slice(0, count).map((item) => item.category.slug));
}

describe("the catalog in Hindi", () => {
  let handle: DatabaseHandle;
  let db: Database;
  let services: Services;
  const search = (q: string, language: "en" | "hi" = "hi", overrides: Partial<ListingQuery> = {}) =>
    services.catalog.listProducts({ kind: "search", q }, query(overrides), language);
  const idsOfCategory = async (slug: string) =>
    z
      .array(z.object({ id: z.number() }))
      .parse(await queryRows(db, sql`select p.id from products p join categories c on c.id = p.category_id where c.slug = ${slug} order by p.id`))
      .map((row) => row.id);

  beforeAll(async () => {
    handle = await createTestDatabase({ template: seededTemplate({ products: 240 }) });
    db = handle.db;
    services = createServices(handle);
  });

  afterAll(async () => {
    await handle.close();
  });

  describe("the seed", () => {
    it("gives every category, collection, product and specification its Hindi", async () => {
      const [missing] = await queryRows(
        db,
        sql`select
          (select count(*)::int from categories where name_hi is null or title_hi is null or description_hi is null
             or (discount_label is null) <> (discount_label_hi is null)) as categories,
          (select count(*)::int from collections where description_hi is null) as collections,
          (select count(*)::int from products where name_hi is null or description_hi is null) as products,
          (select count(*)::int from product_specifications where label_hi is null or value_hi is null) as specifications,
          (select count(*)::int from products) as product_total`,
      );
      expect(missing).toEqual({ categories: 0, collections: 0, products: 0, specifications: 0, product_total: 240 });
    });

    it("writes names in natural Hindi: the material before the piece, proper names as they are", async () => {
      const rows = await db.select({ name: products.name, nameHi: products.nameHi }).from(products);
      for (const row of rows) expect(row.nameHi, row.name).toMatch(devanagari);
      // का before a masculine piece (पलंग), की before a feminine one (अलमारी).
      const sheeshamBeds = rows.filter((row) => / Sheesham Wood .*Bed$/.test(row.name));
      const sheeshamWardrobes = rows.filter((row) => / Sheesham Wood .*Wardrobe$/.test(row.name));
      expect(sheeshamBeds.length * sheeshamWardrobes.length).toBeGreaterThan(0);
      for (const bed of sheeshamBeds) expect(bed.nameHi).toMatch(/ शीशम की लकड़ी का .*पलंग$/);
      for (const wardrobe of sheeshamWardrobes) expect(wardrobe.nameHi).toMatch(/ शीशम की लकड़ी की .*अलमारी$/);
      const milford = rows.find((row) => row.name.startsWith("Milford "));
      expect(milford?.nameHi).toMatch(/^Milford /);
    });
  });

  describe("reading it", () => {
    it("a Hindi listing names its products, categories and filters in Hindi", async () => {
      const hindi = await services.catalog.listProducts({ kind: "all" }, query({ sort: "featured" }), "hi");
      const english = await services.catalog.listProducts({ kind: "all" }, query({ sort: "featured" }));
      expect(hindi.items.map((item) => item.id)).toEqual(english.items.map((item) => item.id));
      expect(hindi.total).toBe(english.total);
      for (const item of hindi.items) {
        expect(item.name).toMatch(devanagari);
        expect(item.category.name).toMatch(devanagari);
        expect(item.shortDescription).toMatch(/।$/);
      }
      expect(hindi.facets.categories.map((option) => option.label)).toContain("बैठक");
      expect(hindi.facets.materials.map((option) => option.label)).toEqual(["लकड़ी", "धातु", "कपड़ा", "चमड़ा", "प्लास्टिक"]);
      expect(hindi.facets.ratings[0]?.label).toBe("4 स्टार और उससे ज़्यादा");
      expect(hindi.facets.discounts[0]?.label).toBe("10% या उससे ज़्यादा छूट");
      // The counts are the same whatever the language.
      expect(hindi.facets.materials.map((option) => option.count)).toEqual(english.facets.materials.map((option) => option.count));
      expect(english.facets.materials.map((option) => option.label)).toEqual(["Wood", "Metal", "Fabric", "Leather", "Plastic"]);
      for (const item of english.items) expect(item.name).not.toMatch(devanagari);
    });

    it("a Hindi product page shows its name, description, specifications, category and room in Hindi", async () => {
      const view = await services.catalog.getProductView(1, "hi");
      const [row] = await db.select().from(products).where(eq(products.id, 1));
      expect(view?.product.name).toBe(row?.nameHi);
      expect(view?.product.description).toBe(row?.descriptionHi);
      expect(view?.product.descriptionHtml).toContain(row?.descriptionHi?.slice(0, 20));
      expect(view?.product.specifications.map((spec) => spec.label)).toContain("सामग्री");
      expect(view?.product.category.name).toMatch(devanagari);
      expect(view?.product.room.name).toMatch(devanagari);
      for (const related of view?.related ?? []) expect(related.name).toMatch(devanagari);
      // Variants' names and photos' descriptions are Hindi; their prices and stock are the same in either language.
      const english = await services.catalog.getProductView(1);
      for (const variant of view?.product.variants ?? []) expect(variant.name).toMatch(devanagari);
      for (const image of view?.product.images ?? []) expect(image.alt).toMatch(devanagari);
      const withoutTexts = (variants: readonly { name: string; images: readonly { alt: string }[] }[] | undefined) =>
        variants?.map((variant) => ({ ...variant, name: "", images: variant.images.map((image) => ({ ...image, alt: "" })) }));
      expect(withoutTexts(view?.product.variants)).toEqual(withoutTexts(english?.product.variants));
      expect(english?.product.variants.map((variant) => variant.name).join(" ")).not.toMatch(devanagari);
      expect(view?.product.price).toBe(english?.product.price);
      // No SEO texts were written in Hindi, so the page makes its own from the Hindi name, not from an English one.
      expect(view?.product.seo.title).toBeNull();
    });

    it("a product's SEO texts show in the language they were written for, and only there", async () => {
      await db
        .update(products)
        .set({ seoTitle: "Teak Sofa at the best price", seoTitleHi: "सबसे अच्छे दाम पर सागौन सोफ़ा", seoDescription: "Buy it today." })
        .where(eq(products.id, 2));
      const hindi = await services.catalog.getProductView(2, "hi");
      const english = await services.catalog.getProductView(2);
      expect(hindi?.product.seo).toEqual({ title: "सबसे अच्छे दाम पर सागौन सोफ़ा", description: null });
      expect(english?.product.seo).toEqual({ title: "Teak Sofa at the best price", description: "Buy it today." });
    });

    it("the category tree, a category page and collections read in Hindi; a collection's proper name stays", async () => {
      const tree = await services.catalog.categoryTree("hi");
      expect(tree.map((room) => room.name)).toContain("बेडरूम");
      expect(tree.find((room) => room.slug === "bedroom")?.subcategories.map((child) => child.name)).toContain("अलमारियाँ");
      expect(tree.find((room) => room.slug === "living-room")?.discountLabel).toBe("40% तक की छूट");
      const lookup = await services.catalog.lookupCategory("bedroom", "wardrobes", "hi");
      if (lookup.kind !== "found") throw new Error("wardrobes are found");
      expect(lookup.category).toMatchObject({ name: "अलमारियाँ", title: "अलमारियाँ", parent: { name: "बेडरूम" }, path: "/category/bedroom/wardrobes" });
      expect(lookup.category.description).toMatch(devanagari);
      expect(await services.catalog.lookupCategory("bed-room", undefined, "hi")).toEqual({ kind: "redirect", to: "/category/bedroom" });
      const milford = await services.catalog.getCollection("milford", "hi");
      expect(milford?.name).toBe("Milford");
      expect(milford?.description).toMatch(devanagari);
      expect((await services.catalog.listRooms("hi")).map((room) => room.name)).toContain("रसोई");
    });

    it("cached reads keep each language apart", async () => {
      const before = await services.catalog.categoryTree();
      expect((await services.catalog.categoryTree("hi"))[0]?.name).toBe("बैठक");
      expect(await services.catalog.categoryTree()).toEqual(before);
      expect((await services.catalog.listBestSellers(4, "hi"))[0]?.name).toMatch(devanagari);
      expect((await services.catalog.listBestSellers(4))[0]?.name).not.toMatch(devanagari);
    });

    it("a Hindi product page falls back to English for a product without Hindi, text by text", async () => {
      const [row] = await db.select().from(products).where(eq(products.id, 2));
      if (!row) throw new Error("product 2 is seeded");
      const [firstSpecification] = await db
        .select()
        .from(productSpecifications)
        .where(eq(productSpecifications.productId, 2))
        .orderBy(productSpecifications.position)
        .limit(1);
      await db.update(products).set({ nameHi: null, descriptionHi: null }).where(eq(products.id, 2));
      await db.update(productSpecifications).set({ valueHi: null }).where(eq(productSpecifications.id, firstSpecification?.id ?? 0));
      const view = await services.catalog.getProductView(2, "hi");
      expect(view?.product.name).toBe(row.name);
      expect(view?.product.description).toBe(row.description);
      // The label still has its Hindi; only the value falls back.
      expect(view?.product.specifications[0]).toEqual({ label: firstSpecification?.labelHi, value: firstSpecification?.value });
      expect(view?.product.category.name).toMatch(devanagari);
      const card = (await services.catalog.listRelated(1, 48, "hi")).find((item) => item.id === 2);
      if (card) expect(card.name).toBe(row.name);
      await db.update(products).set({ nameHi: row.nameHi, descriptionHi: row.descriptionHi }).where(eq(products.id, 2));
      expect((await services.catalog.getProductView(2, "hi"))?.product.name).toBe(row.nameHi);
    });
  });

  describe("searching as India types", () => {
    it("a shopper types अलमारी and finds the wardrobes", async () => {
      const wardrobes = await idsOfCategory("wardrobes");
      const result = await search("अलमारी", "hi", { limit: 48 });
      expect(topCategories(result, wardrobes.length)).toEqual(new Set(["wardrobes"]));
      expect(result.items.slice(0, wardrobes.length).map((item) => item.id).sort((a, b) => a - b)).toEqual(wardrobes);
      for (const item of result.items.slice(0, 3)) expect(item.name).toMatch(/अलमारी/);
      // On an English page the same search finds the same wardrobes, named in English.
      const english = await search("अलमारी", "en", { limit: 48 });
      expect(english.items.map((item) => item.id)).toEqual(result.items.map((item) => item.id));
      expect(english.items[0]?.name).not.toMatch(devanagari);
    });

    it("with or without the nukta, a chandrabindu or an anusvara, the same word finds the same products", async () => {
      for (const [one, other] of [
        ["सोफ़ा", "सोफा"],
        ["मेज़", "मेज"],
        ["पलंग", "पलँग"],
        ["लकड़ी", "लकडी"],
        ["कुर्सियाँ", "कुर्सियां"],
      ] as const) {
        const first = await search(one);
        expect(first.total, one).toBeGreaterThan(0);
        expect((await search(other)).items.map((item) => item.id), other).toEqual(first.items.map((item) => item.id));
      }
    });

    it("Hindi, Hinglish and English words for a piece find it", async () => {
      const cases: [string, readonly string[]][] = [
        ["सोफ़ा", ["sofas", "recliners"]],
        ["पलंग", ["beds", "kids-beds"]],
        ["बिस्तर", ["beds", "kids-beds"]],
        ["कुर्सी", ["dining-chairs", "office-chairs", "study-chairs", "plastic-chairs"]],
        ["गद्दा", ["mattresses"]],
        ["झूला", ["swings"]],
        ["almari", ["wardrobes"]],
        ["palang", ["beds", "kids-beds"]],
        ["kursi", ["dining-chairs", "office-chairs", "study-chairs", "plastic-chairs"]],
        ["takht", ["beds", "kids-beds"]],
        ["couch", ["sofas", "recliners"]],
        ["settee", ["sofas", "recliners"]],
        ["cupboard", ["wardrobes", "crockery-units", "kitchen-cabinets", "filing-cabinets", "bar-cabinets"]],
      ];
      for (const [q, expected] of cases) {
        const result = await search(q);
        expect(result.total, q).toBeGreaterThan(0);
        for (const slug of topCategories(result, 5)) expect(expected, `${q} found ${slug}`).toContain(slug);
      }
      for (const q of ["मेज़", "mez"]) {
        const result = await search(q);
        expect(result.total, q).toBeGreaterThan(0);
        for (const item of result.items.slice(0, 5)) expect(item.category.slug, q).toMatch(/table|desk/);
      }
    });

    it("a misspelt Hindi word is corrected as an English one is", async () => {
      const wardrobes = new Set(await idsOfCategory("wardrobes"));
      for (const typo of ["अलमरी", "अलमारि"]) {
        const result = await search(typo);
        expect(result.total, typo).toBeGreaterThan(0);
        expect(wardrobes.has(result.items[0]?.id ?? 0), typo).toBe(true);
      }
    });

    it("a word of a product's Hindi name finds it, as its whole Hindi name does", async () => {
      const [row] = await db.select({ id: products.id, nameHi: products.nameHi }).from(products).where(eq(products.id, 7));
      const nameHi = row?.nameHi ?? "";
      const found = await search(nameHi, "hi", { limit: 48 });
      // First come the products of that very name (a product line sells one piece in several finishes).
      expect(found.items[0]?.name).toBe(nameHi);
      expect(found.items.filter((item) => item.name === nameHi).map((item) => item.id)).toContain(7);
      const longest = nameHi.split(" ").reduce((best, word) => (word.length > best.length ? word : best), "");
      const byWord = await search(longest, "hi", { limit: 48, sort: "newest" });
      const every = [...byWord.items];
      for (let page = 2; page <= byWord.pageCount; page += 1) every.push(...(await search(longest, "hi", { limit: 48, sort: "newest", page })).items);
      expect(every.map((item) => item.id)).toContain(7);
    });

    it("a product with no Hindi is still found by its Hindi word, through the English meaning", async () => {
      const wardrobes = await idsOfCategory("wardrobes");
      const id = wardrobes[0] ?? 0;
      await db.update(products).set({ nameHi: null, descriptionHi: null }).where(eq(products.id, id));
      const result = await search("अलमारी", "hi", { limit: 48 });
      expect(result.items.map((item) => item.id)).toContain(id);
      await db.update(products).set({ nameHi: "Aria शीशम की लकड़ी की 3 दरवाज़ों वाली अलमारी" }).where(eq(products.id, id));
      expect((await search("दरवाज़ों", "hi", { limit: 48 })).items.map((item) => item.id)).toContain(id);
    });

    it("suggestions show in the page's language", async () => {
      const hindi = await services.search.suggest("अलमा", "hi");
      expect(hindi.products.length).toBeGreaterThan(0);
      for (const product of hindi.products) expect(product.name).toMatch(/अलमारी/);
      expect(hindi.categories.map((category) => category.name)).toContain("अलमारियाँ");
      expect(hindi.categories.find((category) => category.name === "अलमारियाँ")?.parentName).toBe("बेडरूम");

      const sofas = await services.search.suggest("sof", "hi");
      expect(sofas.products.length).toBeGreaterThan(0);
      for (const product of sofas.products) expect(product.name).toMatch(/सोफ़ा/);
      expect(sofas.categories.map((category) => category.name)).toContain("सोफ़े");
      const english = await services.search.suggest("sof");
      expect(english.products.map((product) => product.id)).toEqual(sofas.products.map((product) => product.id));
      for (const product of english.products) expect(product.name).toMatch(/Sofa/);

      // A Devanagari word on an English page suggests English names.
      const chairs = await services.search.suggest("कुर्सी");
      expect(chairs.products.length).toBeGreaterThan(0);
      for (const product of chairs.products) expect(product.name).toMatch(/Chair/);
    });

    it("a Hindi search that finds nothing offers Hindi searches and categories", async () => {
      const help = await services.search.nothingFoundHelp("अलमरीयों", "hi");
      expect(help.queries.length).toBeGreaterThan(0);
      for (const offered of help.queries) expect((await search(offered)).total, offered).toBeGreaterThan(0);
      for (const category of help.categories) expect(category.name).toMatch(devanagari);
    });
  });
});
