// The seeded catalog, checked with SQL on a real database (embedded PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): what shoppers browse must exist, add up and be the same every run.
import { and, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { Database, DatabaseHandle } from "../client";
import {
  appMeta,
  brands,
  categories,
  categoryAliases,
  collections,
  coupons,
  orderLines,
  orders,
  productImages,
  products,
  productSpecifications,
  productVariants,
  reviews,
} from "../schema";
import { ensureCatalogSeeded } from "./ensure-seeded";
import { OrdersExistError, replaceCatalog } from "./replace-catalog";
import { defaultSeed, seedCatalog, seedReferenceDate, type SeedSummary } from "./seed-catalog";

const productCount = 1_200;

/** count(*) of any FROM … WHERE … clause, as a number on both drivers. */
async function countOf(db: Database, fromClause: SQL): Promise<number> {
  const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(fromClause);
  return row?.value ?? 0;
}

describe("the seeded catalog", () => {
  let handle: DatabaseHandle;
  let db: Database;
  let summary: SeedSummary;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    summary = await seedCatalog(db, { products: productCount });
  });

  afterAll(async () => {
    await handle.close();
  });

  it("reports what it created and the products are all there", async () => {
    expect(summary).toMatchObject({ seed: defaultSeed, products: productCount, brands: 3, collections: 3 });
    expect(await countOf(db, sql`${products}`)).toBe(productCount);
    expect(await countOf(db, sql`${productVariants}`)).toBe(summary.variants);
    expect(await countOf(db, sql`${reviews}`)).toBe(summary.reviews);
  });

  it("has every room at the top level and every subcategory under its room", async () => {
    const roomRows = await db.select().from(categories).where(isNull(categories.parentId));
    expect(roomRows.map((room) => room.slug).sort()).toEqual([
      "bedroom",
      "dining-room",
      "kids-furniture",
      "kitchen",
      "living-room",
      "office",
      "outdoor",
      "study-room",
    ]);
    const allRows = await db.select().from(categories);
    expect(allRows).toHaveLength(38);
    for (const row of allRows) {
      expect(row.icon, row.slug).not.toBe("");
      expect(row.title, row.slug).not.toBe("");
      expect(row.description, row.slug).not.toBe("");
      expect(row.bannerImage, row.slug).toMatch(/^\/images\/p\/[a-z-]+\/[0-9a-f]{6}\/room$/);
    }
  });

  it("a shopper finds products in every one of the 30 subcategories", async () => {
    const perSubcategory = await db
      .select({ slug: categories.slug, products: sql<number>`count(${products.id})::int` })
      .from(categories)
      .leftJoin(products, eq(products.categoryId, categories.id))
      .where(isNotNull(categories.parentId))
      .groupBy(categories.id, categories.slug);
    expect(perSubcategory).toHaveLength(30);
    for (const row of perSubcategory) expect(row.products, row.slug).toBeGreaterThanOrEqual(24);
  });

  it("a shopper finds sofas under Living Room", async () => {
    const sofas = await db
      .select({ name: products.name, kind: products.kind })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          eq(categories.slug, "sofas"),
          sql`${categories.parentId} = (select id from categories where slug = 'living-room' and parent_id is null)`,
        ),
      );
    expect(sofas.length).toBeGreaterThan(24);
    for (const sofa of sofas) {
      expect(sofa.kind).toBe("sofa");
      expect(sofa.name).toMatch(/Sofa/);
    }
  });

  it("every category slug the header, footer and home page link to resolves", async () => {
    const roomSlugs = await db
      .select({ slug: categories.slug })
      .from(categories)
      .where(isNull(categories.parentId));
    const aliasSlugs = await db.select({ slug: categoryAliases.slug }).from(categoryAliases);
    const known = new Set([...roomSlugs, ...aliasSlugs].map((row) => row.slug));
    const linked = [
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
    for (const slug of linked) expect(known.has(slug), slug).toBe(true);

    const recliners = await db
      .select({ slug: categories.slug, parentId: categories.parentId })
      .from(categoryAliases)
      .innerJoin(categories, eq(categories.id, categoryAliases.categoryId))
      .where(eq(categoryAliases.slug, "recliners"));
    expect(recliners).toEqual([{ slug: "recliners", parentId: expect.any(Number) as number }]);
  });

  it("the milford, mozart and maxsif collections each have products", async () => {
    const perCollection = await db
      .select({
        slug: collections.slug,
        image: collections.image,
        products: sql<number>`count(${products.id})::int`,
      })
      .from(collections)
      .leftJoin(products, eq(products.collectionId, collections.id))
      .groupBy(collections.id, collections.slug, collections.image);
    expect(perCollection.map((row) => row.slug).sort()).toEqual(["maxsif", "milford", "mozart"]);
    for (const row of perCollection) {
      expect(row.products, row.slug).toBeGreaterThan(10);
      expect(row.image, row.slug).toMatch(/^\/images\/p\//);
    }
    // Milford is solid sheesham: nothing else belongs in it.
    expect(
      await countOf(
        db,
        sql`${products} where ${products.collectionId} = (select id from collections where slug = 'milford') and ${products.material} <> 'wood'`,
      ),
    ).toBe(0);
  });

  it("products come from the three brands in wood, metal, fabric and leather", async () => {
    const perBrand = await db
      .select({ slug: brands.slug, products: sql<number>`count(${products.id})::int` })
      .from(brands)
      .leftJoin(products, eq(products.brandId, brands.id))
      .groupBy(brands.id, brands.slug);
    expect(perBrand).toHaveLength(3);
    for (const row of perBrand) expect(row.products, row.slug).toBeGreaterThan(100);

    const materials = await db.selectDistinct({ material: products.material }).from(products);
    expect(materials.map((row) => row.material)).toEqual(
      expect.arrayContaining(["wood", "metal", "fabric", "leather"]),
    );
    // Plastic only where it is natural.
    expect(
      await countOf(
        db,
        sql`${products} where ${products.material} = 'plastic' and ${products.kind} not in ('plastic-chair', 'toy-storage')`,
      ),
    ).toBe(0);
  });

  it("prices sit between ₹1,499 and ₹2,49,999, end in 99 and are never above the original price", async () => {
    const [range] = await db
      .select({
        lowest: sql<number>`min(${productVariants.price})::int`,
        highest: sql<number>`max(${productVariants.originalPrice})::int`,
      })
      .from(productVariants);
    expect(range?.lowest).toBeGreaterThanOrEqual(1_499);
    expect(range?.highest).toBeLessThanOrEqual(2_49_999);
    expect(await countOf(db, sql`${productVariants} where ${productVariants.price} % 100 <> 99`)).toBe(0);
    expect(
      await countOf(
        db,
        sql`${productVariants} where ${productVariants.originalPrice} < ${productVariants.price}`,
      ),
    ).toBe(0);
    // Discounts stay within 0–60%.
    expect(
      await countOf(
        db,
        sql`${productVariants} where round((original_price - price) * 100.0 / original_price) > 60`,
      ),
    ).toBe(0);
    // A cheap plastic chair and a costly recliner or dining set are both on sale.
    expect(await countOf(db, sql`${products} where kind = 'plastic-chair' and price < 2500`)).toBeGreaterThan(
      0,
    );
    expect(
      await countOf(db, sql`${products} where kind in ('recliner', 'dining-set') and price > 150000`),
    ).toBeGreaterThan(0);
  });

  it("every product has one to four variants and three to five images of its own, front first", async () => {
    const [variantSpread] = await db
      .select({
        fewest: sql<number>`min(n)::int`,
        most: sql<number>`max(n)::int`,
        products: sql<number>`count(*)::int`,
      })
      .from(sql`(select product_id, count(*) as n from product_variants group by product_id) as per_product`);
    expect(variantSpread).toEqual({ fewest: 1, most: 4, products: productCount });

    const [imageSpread] = await db
      .select({
        fewest: sql<number>`min(n)::int`,
        most: sql<number>`max(n)::int`,
        products: sql<number>`count(*)::int`,
      })
      .from(
        sql`(select product_id, count(*) as n from product_images where variant_id is null group by product_id) as per_product`,
      );
    expect(imageSpread).toEqual({ fewest: 3, most: 5, products: productCount });

    expect(
      await countOf(
        db,
        sql`${productImages} where variant_id is null and position = 0 and path not like '%/front'`,
      ),
    ).toBe(0);
    // Each variant has at least its front view, in its own colour, for the gallery to switch to.
    expect(
      await countOf(
        db,
        sql`${productVariants} v where not exists (select 1 from product_images i where i.variant_id = v.id and i.path like '%/' || substr(v.colour, 2) || '/front')`,
      ),
    ).toBe(0);
    const [image] = await db.select().from(productImages).where(eq(productImages.position, 0)).limit(1);
    expect(image).toMatchObject({ width: 1200, height: 900 });
    expect(image?.alt).toMatch(/ in .+, front view$/);
  });

  it("some variants are out of stock and some have only a few left", async () => {
    const variantTotal = summary.variants;
    const soldOut = await countOf(db, sql`${productVariants} where stock = 0`);
    const fewLeft = await countOf(db, sql`${productVariants} where stock between 1 and 9`);
    expect(soldOut / variantTotal).toBeGreaterThan(0.04);
    expect(soldOut / variantTotal).toBeLessThan(0.12);
    expect(fewLeft / variantTotal).toBeGreaterThan(0.1);
    expect(fewLeft / variantTotal).toBeLessThan(0.2);
    expect(await countOf(db, sql`${productVariants} where stock > 200`)).toBe(0);
  });

  it("a product's listing price and in-stock flag follow its variants", async () => {
    expect(
      await countOf(
        db,
        sql`${products} p where p.price <> (select min(price) from product_variants v where v.product_id = p.id)
          or p.in_stock <> exists (select 1 from product_variants v where v.product_id = p.id and v.stock > 0)`,
      ),
    ).toBe(0);
  });

  it("specifications give the dimensions in cm and a 1 year warranty", async () => {
    expect(
      await countOf(
        db,
        sql`${products} p where not exists (select 1 from product_specifications s where s.product_id = p.id and s.label like 'Dimensions%' and s.value like '%cm%')`,
      ),
    ).toBe(0);
    expect(
      await countOf(
        db,
        sql`${products} p where p.warranty_months <> 12 or not exists (select 1 from product_specifications s where s.product_id = p.id and s.label = 'Warranty' and s.value = '1 Year')`,
      ),
    ).toBe(0);
    const labels = await db
      .selectDistinct({ label: productSpecifications.label })
      .from(productSpecifications);
    expect(labels.map((row) => row.label)).toEqual(
      expect.arrayContaining(["Material", "Colour options", "Assembly", "Weight", "Care instructions"]),
    );
  });

  it("review counts stay within 0 to 40 and each product's rating is the average of its reviews", async () => {
    const [spread] = await db
      .select({ fewest: sql<number>`min(review_count)::int`, most: sql<number>`max(review_count)::int` })
      .from(products);
    expect(spread?.fewest).toBe(0);
    expect(spread?.most).toBeGreaterThan(30);
    expect(spread?.most).toBeLessThanOrEqual(40);
    expect(
      await countOf(
        db,
        sql`${products} p left join (select product_id, round(avg(rating), 1) as average, count(*)::int as n from reviews group by product_id) r on r.product_id = p.id
          where p.rating <> coalesce(r.average, 0) or p.review_count <> coalesce(r.n, 0)`,
      ),
    ).toBe(0);
  });

  it("reviews are mostly four or five stars and dated after the product was listed", async () => {
    const total = summary.reviews;
    const happy = await countOf(db, sql`${reviews} where rating >= 4`);
    const unhappy = await countOf(db, sql`${reviews} where rating <= 2`);
    expect(happy / total).toBeGreaterThan(0.65);
    expect(unhappy / total).toBeGreaterThan(0);
    expect(unhappy / total).toBeLessThan(0.12);
    const reference = seedReferenceDate.toISOString();
    expect(
      await countOf(
        db,
        sql`${reviews} r join products p on p.id = r.product_id
          where r.created_at <= p.created_at or r.created_at > ${reference}::timestamptz
             or r.created_at < ${reference}::timestamptz - interval '365 days'`,
      ),
    ).toBe(0);
  });

  it("new arrivals are the last 60 days' products and at least four best sellers are in stock", async () => {
    const reference = seedReferenceDate.toISOString();
    const fresh = await countOf(db, sql`${products} where is_new`);
    expect(fresh / productCount).toBeGreaterThan(0.05);
    expect(fresh / productCount).toBeLessThan(0.2);
    expect(
      await countOf(
        db,
        sql`${products} where is_new <> (created_at > ${reference}::timestamptz - interval '60 days')`,
      ),
    ).toBe(0);
    expect(
      await countOf(db, sql`${products} where created_at < ${reference}::timestamptz - interval '550 days'`),
    ).toBe(0);
    expect(await countOf(db, sql`${products} where is_best_seller and in_stock`)).toBeGreaterThanOrEqual(4);
  });

  it("the WELCOME10 coupon gives 10 percent off and is active", async () => {
    const rows = await db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));
    expect(rows).toEqual([expect.objectContaining({ percent: 10, active: true })]);
  });

  it("rows the app adds later get ids after the seeded ones", async () => {
    const [added] = await db
      .insert(reviews)
      .values({ productId: 1, authorName: "Test Shopper", rating: 5, comment: "Lovely." })
      .returning({ id: reviews.id });
    expect(added?.id).toBe(summary.reviews + 1);
    await db.delete(reviews).where(eq(reviews.id, summary.reviews + 1));
    const [variant] = await db
      .insert(productVariants)
      .values({
        productId: 1,
        sku: "TEST-SKU",
        name: "Test",
        colour: "#000000",
        price: 1_499,
        originalPrice: 1_499,
        stock: 1,
      })
      .returning({ id: productVariants.id });
    expect(variant?.id).toBe(summary.variants + 1);
    await db.delete(productVariants).where(eq(productVariants.id, summary.variants + 1));
  });
});

describe("seeding again", () => {
  const digest = (db: Database) =>
    db
      .select({
        products: sql<string>`(select md5(string_agg(concat_ws('|', id, slug, sku, name, description, category_id, brand_id, collection_id, material, price, original_price, rating, review_count, is_new, is_best_seller, in_stock, extract(epoch from created_at)), ',' order by id)) from products)`,
        variants: sql<string>`(select md5(string_agg(concat_ws('|', id, product_id, sku, name, colour, price, original_price, stock), ',' order by id)) from product_variants)`,
        reviews: sql<string>`(select md5(string_agg(concat_ws('|', id, product_id, author_name, rating, comment, extract(epoch from created_at)), ',' order by id)) from reviews)`,
      })
      .from(sql`(select 1) as one`);

  it("the same seed gives exactly the same catalog, and another seed a different one", async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await seedCatalog(first.db, { products: 200, seed: 42 });
      await seedCatalog(second.db, { products: 200, seed: 42 });
      const [a] = await digest(first.db);
      const [b] = await digest(second.db);
      expect(a?.products).toMatch(/^[0-9a-f]{32}$/);
      expect(b).toEqual(a);

      const third = await createTestDatabase();
      try {
        await seedCatalog(third.db, { products: 200, seed: 43 });
        const [c] = await digest(third.db);
        expect(c?.products).not.toBe(a?.products);
      } finally {
        await third.close();
      }
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("the first start seeds the catalog and a second start leaves it alone", async () => {
    const handle = await createTestDatabase();
    try {
      const seededAt = new Date("2026-11-20T10:00:00Z");
      expect(await ensureCatalogSeeded(handle.db, { products: 150, now: () => seededAt })).toBe(true);
      expect(await ensureCatalogSeeded(handle.db, { products: 150 })).toBe(false);
      expect(await countOf(handle.db, sql`${products}`)).toBe(150);
      expect(await countOf(handle.db, sql`${categories}`)).toBe(38);
      expect(await countOf(handle.db, sql`${brands}`)).toBe(3);
      const meta = await handle.db
        .select({ key: appMeta.key, value: appMeta.value })
        .from(appMeta)
        .orderBy(appMeta.key);
      expect(meta).toEqual([
        { key: "catalog_seed", value: JSON.stringify({ products: 150, seed: defaultSeed }) },
        { key: "catalog_seeded_at", value: seededAt.toISOString() },
      ]);
    } finally {
      await handle.close();
    }
  });

  it("replacing the catalog refuses while orders exist unless forced, and never duplicates rows", async () => {
    const handle = await createTestDatabase();
    try {
      await replaceCatalog(handle.db, { products: 120 });
      await replaceCatalog(handle.db, { products: 80 });
      expect(await countOf(handle.db, sql`${products}`)).toBe(80);
      expect(await countOf(handle.db, sql`${categories}`)).toBe(38);

      const [order] = await handle.db
        .insert(orders)
        .values({
          number: "ORD1764000000123",
          email: "asha@example.in",
          firstName: "Asha",
          lastName: "Iyer",
          phone: "9876543210",
          address: "12 MG Road",
          city: "Bengaluru",
          state: "KA",
          pincode: "560001",
          subtotal: 1_499,
          total: 1_499,
          paymentMethod: "cod",
        })
        .returning({ id: orders.id });
      const [variant] = await handle.db.select().from(productVariants).limit(1);
      if (!order || !variant) throw new Error("the order or variant was not created");
      await handle.db.insert(orderLines).values({
        orderId: order.id,
        productId: variant.productId,
        variantId: variant.id,
        name: "Seeded product",
        variantType: variant.type,
        variantName: variant.name,
        price: variant.price,
        quantity: 1,
      });

      await expect(replaceCatalog(handle.db, { products: 50 })).rejects.toBeInstanceOf(OrdersExistError);
      expect(await countOf(handle.db, sql`${products}`)).toBe(80);

      const result = await replaceCatalog(handle.db, { products: 50, force: true });
      expect(result.deletedOrders).toBe(1);
      expect(await countOf(handle.db, sql`${products}`)).toBe(50);
      expect(await countOf(handle.db, sql`${orders}`)).toBe(0);
      const [meta] = await handle.db.select().from(appMeta).where(eq(appMeta.key, "catalog_seed"));
      expect(meta?.value).toBe(JSON.stringify({ products: 50, seed: defaultSeed }));
    } finally {
      await handle.close();
    }
  });
});
