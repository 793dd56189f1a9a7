// Browsing the catalog through the catalog service, on a real seeded database (embedded PGlite,
// and PostgreSQL when TEST_DATABASE_URL is set): filters, facets, sorting, paging, categories,
// collections and product pages.
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingQuery } from "../../app/lib/catalog-query";
import type { ListingResult, ListingScope } from "../../app/lib/contracts/catalog";
import { discountPercent } from "../../app/lib/money";
import { footerCategoryLinks, menuGroups } from "../../app/lib/navigation";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import type { Database, DatabaseHandle } from "../db/client";
import { discountSql, queryRows } from "./catalog-sql";
import { createServices, type Services } from "./services";

const productCount = 240;

function listing(overrides: Partial<ListingQuery> = {}): ListingQuery {
  return {
    page: 1,
    limit: 24,
    sort: "featured",
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

async function numberOf(db: Database, query: SQL): Promise<number> {
  const rows = await queryRows(db, sql`select (${query})::int as n`);
  const row = rows[0];
  if (typeof row !== "object" || row === null || !("n" in row) || typeof row.n !== "number") {
    throw new Error("expected one number");
  }
  return row.n;
}

async function idsOf(db: Database, query: SQL): Promise<number[]> {
  const rows = await queryRows(db, query);
  return rows.map((row) => {
    if (typeof row !== "object" || row === null || !("id" in row) || typeof row.id !== "number") {
      throw new Error("expected rows with an id");
    }
    return row.id;
  });
}

/** Every product of a listing, page by page. */
async function everyItem(services: Services, scope: ListingScope, query: ListingQuery) {
  const first = await services.catalog.listProducts(scope, { ...query, page: 1, limit: 48 });
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page += 1) {
    items.push(...(await services.catalog.listProducts(scope, { ...query, page, limit: 48 })).items);
  }
  return items;
}

/** Written independently of the service's integer formula, to check it. */
const discountExpression = sql`round((original_price - price) * 100.0 / original_price)`;

describe("browsing the catalog", () => {
  let handle: DatabaseHandle;
  let db: Database;
  let services: Services;
  const all: ListingScope = { kind: "all" };

  beforeAll(async () => {
    handle = await createTestDatabase({ template: seededTemplate({ products: productCount }) });
    db = handle.db;
    services = createServices(handle);
  });

  afterAll(async () => {
    await handle.close();
  });

  describe("listing, paging and sorting", () => {
    it("a shopper browsing all products sees 24 a page and every product exactly once across the pages", async () => {
      const first = await services.catalog.listProducts(all, listing());
      expect(first).toMatchObject({ total: productCount, page: 1, pageCount: 10, limit: 24 });
      expect(first.items).toHaveLength(24);
      const ids: number[] = [];
      for (let page = 1; page <= first.pageCount; page += 1) {
        ids.push(...(await services.catalog.listProducts(all, listing({ page }))).items.map((item) => item.id));
      }
      expect(ids).toHaveLength(productCount);
      expect(new Set(ids).size).toBe(productCount);
    });

    it("a page past the end shows the last page, and says so", async () => {
      const result = await services.catalog.listProducts(all, listing({ page: 999 }));
      expect(result.page).toBe(10);
      expect(result.pageCount).toBe(10);
      expect(result.items).toHaveLength(productCount - 9 * 24);
    });

    it("a listing with nothing in it is page 1 of 0", async () => {
      const result = await services.catalog.listProducts(all, listing({ minPrice: 9_999_999, page: 3 }));
      expect(result).toMatchObject({ items: [], total: 0, page: 1, pageCount: 0 });
      // The price facet ignores the price filter itself, so the shopper sees what range exists.
      expect(result.facets.priceRange).toEqual({
        min: await numberOf(db, sql`select min(price) from products`),
        max: await numberOf(db, sql`select max(price) from products`),
      });
      const nothing = await services.catalog.listProducts({ kind: "search", q: "qqxqq" }, listing({ sort: "relevance" }));
      expect(nothing).toMatchObject({ items: [], total: 0, page: 1, pageCount: 0 });
      expect(nothing.facets.priceRange).toBeNull();
    });

    it("sorts by price both ways, breaking ties by id", async () => {
      const low = await everyItem(services, all, listing({ sort: "price_low" }));
      for (let index = 1; index < low.length; index += 1) {
        const before = low[index - 1]!;
        const after = low[index]!;
        expect(before.price < after.price || (before.price === after.price && before.id < after.id)).toBe(true);
      }
      const high = (await services.catalog.listProducts(all, listing({ sort: "price_high", limit: 48 }))).items;
      for (let index = 1; index < high.length; index += 1) {
        const before = high[index - 1]!;
        const after = high[index]!;
        expect(before.price > after.price || (before.price === after.price && before.id < after.id)).toBe(true);
      }
    });

    it("sorts by rating, then by how many reviews", async () => {
      const items = (await services.catalog.listProducts(all, listing({ sort: "rating", limit: 48 }))).items;
      for (let index = 1; index < items.length; index += 1) {
        const before = items[index - 1]!;
        const after = items[index]!;
        expect(
          before.rating > after.rating || (before.rating === after.rating && before.reviewCount >= after.reviewCount),
        ).toBe(true);
      }
    });

    it("newest puts the most recently added first", async () => {
      const items = (await services.catalog.listProducts(all, listing({ sort: "newest", limit: 48 }))).items;
      const expected = await idsOf(db, sql`select id from products order by created_at desc, id desc limit 48`);
      expect(items.map((item) => item.id)).toEqual(expected);
    });

    it("featured shows best sellers first, best rated first among them", async () => {
      const items = (await services.catalog.listProducts(all, listing({ sort: "featured", limit: 48 }))).items;
      const expected = await idsOf(
        db,
        sql`select id from products order by is_best_seller desc, rating desc, created_at desc, id limit 48`,
      );
      expect(items.map((item) => item.id)).toEqual(expected);
      expect(items[0]?.isBestSeller).toBe(true);
    });

    it("the discount a card shows is the one the discount filter counts", async () => {
      const rows = await queryRows(
        db,
        sql`select p.price, p.original_price as "originalPrice", ${discountSql} as discount from products p`,
      );
      expect(rows).toHaveLength(productCount);
      for (const row of rows) {
        const { price, originalPrice, discount } = row as { price: number; originalPrice: number; discount: number };
        expect(discount, `${price} of ${originalPrice}`).toBe(discountPercent(price, originalPrice));
      }
      for (const [price, originalPrice] of [[199, 200], [995, 1000], [1, 3], [2, 3], [0, 1], [5, 5], [1499, 2998]] as const) {
        const [row] = await queryRows(
          db,
          sql`select ${discountSql} as discount from (select ${price}::int as price, ${originalPrice}::int as original_price) p`,
        );
        expect((row as { discount: number }).discount, `${price} of ${originalPrice}`).toBe(
          discountPercent(price, originalPrice),
        );
      }
    });

    it("cards carry what a product card draws: discount, category, picture and the variant to add", async () => {
      const { items } = await services.catalog.listProducts(all, listing());
      for (const item of items) {
        expect(item.discount).toBe(
          item.originalPrice > item.price ? Math.round(((item.originalPrice - item.price) / item.originalPrice) * 100) : 0,
        );
        expect(item.category.slug).toMatch(/^[a-z-]+$/);
        expect(item.image?.path).toMatch(/^\/images\/p\//);
        if (item.inStock) expect(item.defaultVariantId).not.toBeNull();
        else expect(item.defaultVariantId).toBeNull();
      }
    });
  });

  describe("filters", () => {
    it("a shopper filters sofas under ₹ 20,000 and sees only those", async () => {
      const items = await everyItem(services, all, listing({ categories: ["sofas"], maxPrice: 20_000 }));
      const expected = await numberOf(
        db,
        sql`select count(*) from products p join categories c on c.id = p.category_id where c.slug = 'sofas' and p.price <= 20000`,
      );
      expect(expected).toBeGreaterThan(0);
      expect(items).toHaveLength(expected);
      for (const item of items) {
        expect(item.category.slug).toBe("sofas");
        expect(item.price).toBeLessThanOrEqual(20_000);
      }
    });

    it("a room in the category filter stands for all of its subcategories", async () => {
      const result = await services.catalog.listProducts(all, listing({ categories: ["living-room"] }));
      const expected = await numberOf(
        db,
        sql`select count(*) from products p join categories c on c.id = p.category_id
          join categories r on r.id = c.parent_id where r.slug = 'living-room'`,
      );
      expect(result.total).toBe(expected);
    });

    it("a price range without an upper bound means that price and above", async () => {
      const items = await everyItem(services, all, listing({ minPrice: 50_000, maxPrice: null }));
      expect(items.length).toBe(await numberOf(db, sql`select count(*) from products where price >= 50000`));
      for (const item of items) expect(item.price).toBeGreaterThanOrEqual(50_000);
    });

    it("material, brand, rating, stock and discount each narrow the products", async () => {
      const cases: { query: Partial<ListingQuery>; where: SQL }[] = [
        { query: { materials: ["metal", "leather"] }, where: sql`material in ('metal', 'leather')` },
        {
          query: { brands: ["woodsworth"] },
          where: sql`brand_id = (select id from brands where slug = 'woodsworth')`,
        },
        { query: { minRating: 4 }, where: sql`rating >= 4` },
        { query: { inStockOnly: true }, where: sql`in_stock` },
        { query: { minDiscount: 30 }, where: sql`${discountExpression} >= 30` },
      ];
      for (const { query, where } of cases) {
        const result = await services.catalog.listProducts(all, listing(query));
        const expected = await numberOf(db, sql`select count(*) from products where ${where}`);
        expect(result.total, JSON.stringify(query)).toBe(expected);
        expect(result.total, JSON.stringify(query)).toBeGreaterThan(0);
        expect(result.total, JSON.stringify(query)).toBeLessThan(productCount);
      }
    });

    it("filters combine with each other, with sorting and with paging", async () => {
      const query = listing({
        materials: ["wood"],
        inStockOnly: true,
        minRating: 3,
        minDiscount: 10,
        minPrice: 5_000,
        maxPrice: 60_000,
        sort: "price_low",
        limit: 5,
      });
      const expected = await idsOf(
        db,
        sql`select id from products
          where material = 'wood' and in_stock and rating >= 3 and ${discountExpression} >= 10
            and price between 5000 and 60000
          order by price, id`,
      );
      expect(expected.length).toBeGreaterThan(5);
      const first = await services.catalog.listProducts(all, query);
      const second = await services.catalog.listProducts(all, { ...query, page: 2 });
      expect(first.total).toBe(expected.length);
      expect([...first.items, ...second.items].map((item) => item.id)).toEqual(expected.slice(0, 10));
    });

    it("every facet count is the total a shopper gets by choosing that option", async () => {
      const base = listing({ materials: ["wood", "fabric"], minPrice: 5_000, inStockOnly: true, minRating: 3 });
      const { facets } = await services.catalog.listProducts(all, base);
      const totalWith = async (query: Partial<ListingQuery>) =>
        (await services.catalog.listProducts(all, { ...base, ...query })).total;

      expect(facets.categories.map((option) => option.value)).toEqual([
        "living-room",
        "bedroom",
        "dining-room",
        "office",
        "study-room",
        "kids-furniture",
        "kitchen",
        "outdoor",
      ]);
      for (const option of facets.categories) expect(option.count).toBe(await totalWith({ categories: [option.value] }));
      expect(facets.materials.map((option) => option.value)).toEqual(["wood", "metal", "fabric", "leather", "plastic"]);
      for (const option of facets.materials) expect(option.count).toBe(await totalWith({ materials: [option.value] }));
      expect(facets.brands).toHaveLength(3);
      for (const option of facets.brands) expect(option.count).toBe(await totalWith({ brands: [option.value] }));
      for (const option of facets.ratings) {
        expect(option.count).toBe(await totalWith({ minRating: Number(option.value) }));
      }
      for (const option of facets.discounts) {
        expect(option.count).toBe(await totalWith({ minDiscount: Number(option.value) }));
      }
      expect(facets.inStock).toBe(await totalWith({ inStockOnly: true }));
      // The shopper's own material choice does not shrink the material facet: other options stay countable.
      expect(facets.materials.find((option) => option.value === "metal")?.count).toBeGreaterThan(0);
      const withoutPrice = await everyItem(services, all, { ...base, minPrice: null });
      expect(facets.priceRange).toEqual({
        min: Math.min(...withoutPrice.map((item) => item.price)),
        max: Math.max(...withoutPrice.map((item) => item.price)),
      });
    });

    it("on a room's page the category facet lists its subcategories with their counts", async () => {
      const lookup = await services.catalog.lookupCategory("living-room");
      if (lookup.kind !== "found") throw new Error("living-room should be found");
      const result = await services.catalog.listProducts(
        { kind: "category", categoryId: lookup.category.id },
        listing(),
      );
      expect(result.total).toBe(lookup.category.productCount);
      expect(result.facets.categories).toEqual(
        lookup.category.subcategories.map((subcategory) => ({
          value: subcategory.slug,
          label: subcategory.name,
          count: subcategory.productCount,
        })),
      );
    });
  });

  describe("categories and collections", () => {
    async function landsOnListing(path: string): Promise<string> {
      const [, , slug, subcategory] = path.split("/");
      if (!slug) throw new Error(`${path} is not a category path`);
      const lookup = await services.catalog.lookupCategory(slug, subcategory);
      if (lookup.kind === "found") return lookup.category.path;
      if (lookup.kind === "redirect") {
        const target = await landsOnListing(lookup.to);
        expect(target, `${path} redirects to a canonical path`).toBe(lookup.to);
        return target;
      }
      throw new Error(`${path} is not found`);
    }

    it("every category slug the spec names lands on a real listing", async () => {
      const slugs = [
        "living",
        "living-room",
        "bedroom",
        "bed-room",
        "dining",
        "dining-room",
        "office",
        "home-office",
        "study-room",
        "kids-furniture",
        "kitchen",
        "outdoor",
        "plastic-chairs",
        "office-chairs",
        "recliners",
      ];
      for (const slug of slugs) await landsOnListing(`/category/${slug}`);
    });

    it("every link of the header menus and the footer lands on a real listing", async () => {
      const links = [
        ...menuGroups.flatMap((group) => [group.href, ...group.subcategories.map((link) => link.href)]),
        ...footerCategoryLinks.map((link) => link.href),
      ];
      expect(links.length).toBeGreaterThan(20);
      for (const href of links) await landsOnListing(href);
    });

    it("aliases redirect to one canonical address", async () => {
      expect(await services.catalog.lookupCategory("living")).toEqual({ kind: "redirect", to: "/category/living-room" });
      expect(await services.catalog.lookupCategory("recliners")).toEqual({
        kind: "redirect",
        to: "/category/living-room/recliners",
      });
      expect(await services.catalog.lookupCategory("living", "sofas")).toEqual({
        kind: "redirect",
        to: "/category/living-room/sofas",
      });
      expect(await services.catalog.lookupCategory("dining", "crockery-units")).toEqual({
        kind: "redirect",
        to: "/category/dining-room/crockery-units",
      });
      expect(await services.catalog.lookupCategory("Living-Room")).toEqual({
        kind: "redirect",
        to: "/category/living-room",
      });
    });

    it("unknown categories are not found", async () => {
      expect(await services.catalog.lookupCategory("no-such-room")).toEqual({ kind: "not-found" });
      expect(await services.catalog.lookupCategory("living-room", "beds")).toEqual({ kind: "not-found" });
      expect(await services.catalog.lookupCategory("recliners", "sofas")).toEqual({ kind: "not-found" });
      expect(await services.catalog.lookupCategory("side-tables")).toEqual({ kind: "not-found" });
      expect(await services.catalog.lookupCategory("' or 1=1 --")).toEqual({ kind: "not-found" });
    });

    it("a subcategory page knows its room and shows the room's chips with real counts", async () => {
      const lookup = await services.catalog.lookupCategory("bedroom", "wardrobes");
      if (lookup.kind !== "found") throw new Error("bedroom/wardrobes should be found");
      const { category } = lookup;
      expect(category).toMatchObject({
        slug: "wardrobes",
        name: "Wardrobes",
        path: "/category/bedroom/wardrobes",
        parent: { slug: "bedroom", name: "Bedroom" },
      });
      expect(category.subcategories.map((chip) => chip.slug)).toEqual([
        "beds",
        "wardrobes",
        "mattresses",
        "side-tables",
        "dressing-tables",
      ]);
      for (const chip of category.subcategories) {
        expect(chip.path).toBe(`/category/bedroom/${chip.slug}`);
        expect(chip.productCount).toBe(
          await numberOf(db, sql`select count(*) from products where category_id = ${chip.id}`),
        );
        expect(chip.productCount).toBeGreaterThan(0);
      }
    });

    it("the category tree counts every product once", async () => {
      const tree = await services.catalog.categoryTree();
      expect(tree).toHaveLength(8);
      expect(tree.reduce((sum, room) => sum + room.productCount, 0)).toBe(productCount);
      for (const room of tree) {
        expect(room.productCount).toBe(room.subcategories.reduce((sum, child) => sum + child.productCount, 0));
        expect(room.path).toBe(`/category/${room.slug}`);
      }
    });

    it("collections have their products counted, and an unknown one is null", async () => {
      const collections = await services.catalog.listCollections();
      expect(collections.map((collection) => collection.slug)).toEqual(["milford", "mozart", "maxsif"]);
      const milford = await services.catalog.getCollection("milford");
      expect(milford?.productCount).toBe(
        await numberOf(db, sql`select count(*) from products where collection_id = ${milford?.id ?? 0}`),
      );
      expect(await services.catalog.getCollection("nope")).toBeNull();
      const listed = await services.catalog.listProducts(
        { kind: "collection", collectionId: milford?.id ?? 0 },
        listing(),
      );
      expect(listed.total).toBe(milford?.productCount);
    });

    it("new arrivals list only new products", async () => {
      const items = await everyItem(services, { kind: "new-arrivals" }, listing({ sort: "newest" }));
      expect(items.length).toBe(await numberOf(db, sql`select count(*) from products where is_new`));
      for (const item of items) expect(item.isNew).toBe(true);
    });
  });

  describe("product pages", () => {
    async function productWithVariants(count: number): Promise<number> {
      const [id] = await idsOf(
        db,
        sql`select product_id as id from product_variants group by product_id having count(*) = ${count} order by product_id limit 1`,
      );
      if (id === undefined) throw new Error(`no product has ${count} variants`);
      return id;
    }

    it("shows each variant's stock label and how many a shopper may add, as soon as stock changes", async () => {
      const id = await productWithVariants(3);
      const before = await services.catalog.getProduct(id);
      expect(before?.variants).toHaveLength(3);
      const variantIds = before?.variants.map((variant) => variant.id) ?? [];
      const stocks = [0, 4, 50];
      for (const [index, variantId] of variantIds.entries()) {
        await db.execute(sql`update product_variants set stock = ${stocks[index] ?? 0} where id = ${variantId}`);
      }
      const after = await services.catalog.getProduct(id);
      expect(
        after?.variants.map(({ inStock, maxQuantity, stockLabel }) => ({ inStock, maxQuantity, stockLabel })),
      ).toEqual([
        { inStock: false, maxQuantity: 0, stockLabel: "Out of Stock" },
        { inStock: true, maxQuantity: 4, stockLabel: "Only 4 left in stock" },
        { inStock: true, maxQuantity: 10, stockLabel: "In Stock" },
      ]);
    });

    it("each variant has pictures in its own colour, else the product's", async () => {
      const id = await productWithVariants(2);
      const product = await services.catalog.getProduct(id);
      if (!product) throw new Error("the product should exist");
      expect(product.images.length).toBeGreaterThanOrEqual(3);
      for (const variant of product.variants) {
        expect(variant.images.length).toBeGreaterThan(0);
        for (const image of variant.images) expect(image.path).toContain(`/${variant.colour.slice(1)}/`);
      }
      const [first] = product.variants;
      if (!first) throw new Error("the product should have variants");
      await db.execute(sql`delete from product_images where variant_id = ${first.id}`);
      const after = await services.catalog.getProduct(id);
      expect(after?.variants[0]?.images).toEqual(product.images);
    });

    it("knows its category, room, brand, collection and specifications", async () => {
      const [id] = await idsOf(db, sql`select id from products where collection_id is not null order by id limit 1`);
      const product = await services.catalog.getProduct(id ?? 0);
      if (!product) throw new Error("the product should exist");
      expect(product.category.path).toBe(`/category/${product.room.slug}/${product.category.slug}`);
      expect(product.room.path).toBe(`/category/${product.room.slug}`);
      expect(product.brand.name).not.toBe("");
      expect(["milford", "mozart", "maxsif"]).toContain(product.collection?.slug);
      expect(product.specifications.map((spec) => spec.label)).toContain("Dimensions (W × D × H)");
      expect(product.discount).toBe(
        product.originalPrice > product.price
          ? Math.round(((product.originalPrice - product.price) / product.originalPrice) * 100)
          : 0,
      );
    });

    it("the rating summary counts the reviews per star", async () => {
      const [id] = await idsOf(db, sql`select product_id as id from reviews group by product_id order by count(*) desc limit 1`);
      const summary = await services.catalog.ratingSummary(id ?? 0);
      const perStar = await queryRows(
        db,
        sql`select rating, count(*)::int as n from reviews where product_id = ${id ?? 0} group by rating`,
      );
      const expected = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
      for (const row of perStar) {
        const { rating, n } = row as { rating: 1 | 2 | 3 | 4 | 5; n: number };
        expected[rating] = n;
      }
      expect(summary.distribution).toEqual(expected);
      expect(summary.count).toBe(Object.values(expected).reduce((sum, n) => sum + n, 0));
      const mean = [1, 2, 3, 4, 5].reduce((sum, stars) => sum + stars * expected[stars as 1], 0) / summary.count;
      expect(summary.average).toBeCloseTo(Math.round(mean * 10) / 10, 5);
      const view = await services.catalog.getProductView(id ?? 0);
      expect(view?.ratingSummary).toEqual(summary);
    });

    it("reviews come newest first, a page at a time", async () => {
      const [id] = await idsOf(db, sql`select product_id as id from reviews group by product_id having count(*) >= 5 limit 1`);
      const first = await services.catalog.listReviews(id ?? 0, { page: 1, limit: 2 });
      const second = await services.catalog.listReviews(id ?? 0, { page: 2, limit: 2 });
      expect(first.total).toBe(await numberOf(db, sql`select count(*) from reviews where product_id = ${id ?? 0}`));
      const dates = [...first.items, ...second.items].map((review) => review.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set([...first.items, ...second.items].map((review) => review.id)).size).toBe(4);
      expect(first.items[0]?.user).not.toBe("");
      expect(first.items[0]?.comment).not.toBe("");
      expect((await services.catalog.listReviews(id ?? 0, { page: 999, limit: 2 })).items).toEqual([]);
    });

    it("related products are up to 4 others from the same category", async () => {
      const product = await services.catalog.getProduct(1);
      const related = await services.catalog.listRelated(1, 4);
      expect(related).toHaveLength(4);
      for (const item of related) {
        expect(item.id).not.toBe(1);
        expect(item.category.slug).toBe(product?.category.slug);
      }
      expect((await services.catalog.getProductView(1))?.related).toEqual(related);
    });

    it("answers nonsense arguments with nothing rather than an error", async () => {
      const nonsense = listing({
        page: Number.NaN,
        limit: Number.POSITIVE_INFINITY,
        minPrice: Number.NaN,
        maxPrice: -5,
        minRating: Number.NaN,
        minDiscount: 1e12,
      });
      expect((await services.catalog.listProducts(all, nonsense)).page).toBe(1);
      expect((await services.catalog.listProducts({ kind: "category", categoryId: Number.NaN }, listing())).total).toBe(0);
      expect((await services.catalog.listProducts({ kind: "collection", collectionId: 2 ** 40 }, listing())).total).toBe(0);
      expect(await services.catalog.listRelated(1, Number.NaN)).toEqual([]);
      expect((await services.catalog.listReviews(1, { page: Number.NaN, limit: -1 })).items.length).toBeLessThanOrEqual(1);
      expect((await services.catalog.getProductView(1, "en", Number.NaN))?.related).toEqual([]);
      expect((await services.catalog.ratingSummary(-3)).count).toBe(0);
    });

    it("an unknown or impossible id is no product", async () => {
      for (const id of [0, -1, 1.5, Number.NaN, 2 ** 40, 99_999]) {
        expect(await services.catalog.getProduct(id)).toBeNull();
      }
    });

    it("the home page gets four best sellers in stock", async () => {
      const best = await services.catalog.listBestSellers(4);
      expect(best).toHaveLength(4);
      for (const item of best) expect(item).toMatchObject({ isBestSeller: true, inStock: true });
      const rooms = await services.catalog.listRooms();
      expect(rooms.map((room) => room.slug)).toContain("kids-furniture");
    });

    it("cached results cannot be changed by a careless caller", async () => {
      const result = await services.catalog.listProducts(all, listing());
      expect(() => {
        result.items.pop();
      }).toThrow(TypeError);
      expect((await services.catalog.listProducts(all, listing())).items).toHaveLength(24);
    });
  });

  it("a listing is served from one statement's answer: the same query twice gives equal results", async () => {
    const first: ListingResult = await services.catalog.listProducts(all, listing({ materials: ["metal"] }));
    const second = await services.catalog.listProducts(all, listing({ materials: ["metal"], view: "list" }));
    expect(second).toEqual(first);
  });
});
