// Creates the whole catalog (rooms, subcategories, aliases, brands, collections, the WELCOME10
// coupon and N products with variants, images, specifications and reviews) in one transaction,
// deterministically from a seed. Meant for an empty catalog: ensure-seeded.ts decides whether to
// run it on start, replace-catalog.ts empties the catalog first for the CLI.
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { productImagePath } from "../../../app/lib/product-images";
import { brandDefinitions, categoryAliasSlugs, collectionDefinitions, rooms } from "../../catalog/taxonomy";
import type { Database } from "../client";
import {
  brands,
  categories,
  categoryAliases,
  collections,
  coupons,
  productImages,
  products,
  productSpecifications,
  productVariants,
  reviews,
} from "../schema";
import {
  generateProduct,
  type GeneratorContext,
  type IdCounters,
  type ImageRow,
  type ProductRow,
  type ReviewRow,
  type SpecificationRow,
  type SubcategoryTarget,
  type VariantRow,
} from "./build-product";
import { insertRows } from "./bulk-insert";
import { collectionStyles, kindProfiles, subcategoryWeights, type Phrase } from "./catalog-data";

export const defaultSeed = 20_261_101;
export const defaultProductCount = 1_200;
export const maxProductCount = 1_000_000;
/** "Today" for the generated catalog, fixed so the same seed gives the same rows on any day. */
export const seedReferenceDate = new Date("2026-11-01T00:00:00Z");

/** Products generated and inserted per round: bounds memory at 50,000+ products. */
const productsPerChunk = 500;

export interface SeedOptions {
  products: number;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedSummary {
  seed: number;
  products: number;
  variants: number;
  images: number;
  specifications: number;
  reviews: number;
  categories: number;
  categoryAliases: number;
  brands: number;
  collections: number;
}

/** Throws unless the options describe a seed run this module can do. */
export function checkSeedOptions(options: SeedOptions): { products: number; seed: number } {
  const seed = options.seed ?? defaultSeed;
  if (!Number.isSafeInteger(options.products) || options.products < 1 || options.products > maxProductCount) {
    throw new RangeError(
      `products must be a whole number from 1 to ${maxProductCount}, not ${options.products}`,
    );
  }
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > 0xffffffff) {
    throw new RangeError(`seed must be a whole number from 0 to 4294967295, not ${seed}`);
  }
  return { products: options.products, seed };
}

/**
 * Seeds an empty catalog. Runs in its own transaction (a savepoint when `db` is already one), so
 * a failure leaves no half-built catalog behind.
 */
export async function seedCatalog(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const { products: total, seed } = checkSeedOptions(options);
  return db.transaction(async (tx) => {
    options.onProgress?.(0, total);

    const { brandRows, collectionRows, categoryRows, aliasRows, context } = catalogPlan(total, seed);
    await tx.insert(brands).values(brandRows);
    await tx.insert(collections).values(collectionRows);
    await tx.insert(categories).values(categoryRows);
    await tx.insert(categoryAliases).values(aliasRows);

    // The coupon outlives catalog reseeds (carts refer to it), so an existing one is kept as is.
    await tx.insert(coupons).values({ code: "WELCOME10", percent: 10, active: true }).onConflictDoNothing();

    const ids: IdCounters = { variant: 1, image: 1, specification: 1, review: 1 };
    for (let start = 0; start < total; start += productsPerChunk) {
      const end = Math.min(total, start + productsPerChunk);
      const chunk: {
        products: ProductRow[];
        variants: VariantRow[];
        images: ImageRow[];
        specifications: SpecificationRow[];
        reviews: ReviewRow[];
      } = { products: [], variants: [], images: [], specifications: [], reviews: [] };
      for (let index = start; index < end; index += 1) {
        const generated = generateProduct(context, index, index + 1, ids);
        chunk.products.push(generated.product);
        chunk.variants.push(...generated.variants);
        chunk.images.push(...generated.images);
        chunk.specifications.push(...generated.specifications);
        chunk.reviews.push(...generated.reviews);
      }
      // Parents before children: foreign keys are checked statement by statement.
      await insertRows(tx, products, chunk.products);
      await insertRows(tx, productVariants, chunk.variants);
      await insertRows(tx, productImages, chunk.images);
      await insertRows(tx, productSpecifications, chunk.specifications);
      await insertRows(tx, reviews, chunk.reviews, 4_000);
      // PGlite runs queries on this thread and settles them as microtasks, so without a real
      // turn of the event loop nothing else (timers, signals such as the CLI's Ctrl-C) runs
      // until the whole seed is done.
      await new Promise<void>((resolve) => setImmediate(resolve));
      options.onProgress?.(end, total);
    }

    // Explicit ids leave the identity sequences at 1; move them past the seeded rows so the
    // app's own inserts do not collide.
    for (const table of [
      brands,
      collections,
      categories,
      products,
      productVariants,
      productImages,
      productSpecifications,
      reviews,
    ]) {
      await resetIdentity(tx, table);
    }
    // The planner needs statistics to choose indexes for catalog queries, and PGlite runs no
    // autovacuum to gather them: a freshly seeded catalog would otherwise be planned blind.
    await tx.execute(sql`analyze`);

    return {
      seed,
      products: total,
      variants: ids.variant - 1,
      images: ids.image - 1,
      specifications: ids.specification - 1,
      reviews: ids.review - 1,
      categories: categoryRows.length,
      categoryAliases: aliasRows.length,
      brands: brandRows.length,
      collections: collectionRows.length,
    };
  });
}

/**
 * Everything the seed inserts besides the products, and the context the products are generated
 * in: pure, so tests can build the very catalog a seed run would insert without a database.
 */
export function catalogPlan(total: number, seed: number) {
  const brandRows = brandDefinitions.map((brand, index) => ({
    id: index + 1,
    slug: brand.slug,
    name: brand.name,
  }));
  const collectionRows = collectionDefinitions.map((collection, index) => {
    const style = collectionStyles.find((entry) => entry.slug === collection.slug);
    if (!style) throw new Error(`no style is defined for the collection ${collection.slug}`);
    return {
      id: index + 1,
      slug: collection.slug,
      name: collection.name,
      // A proper name: it reads the same in Hindi.
      nameHi: null,
      description: collection.description,
      descriptionHi: collection.descriptionHi,
      // The image server draws any kind in any colour, so banners reuse product illustrations.
      image: productImagePath(style.imageKind, style.imageColour, "room"),
      position: index,
    };
  });
  const { categoryRows, subcategoryTargets, idBySlug } = buildCategories();
  const aliasRows = Object.entries(categoryAliasSlugs).map(([slug, target]) => {
    const key = target.subcategory ? `${target.room}/${target.subcategory}` : target.room;
    const categoryId = idBySlug.get(key);
    if (categoryId === undefined) throw new Error(`the alias ${slug} points at unknown category ${key}`);
    return { slug, categoryId };
  });
  const context: GeneratorContext = {
    seed,
    referenceDate: seedReferenceDate,
    totalProducts: total,
    subcategoryCycle: weightedCycle(subcategoryTargets),
    brands: brandRows,
    collections: collectionRows,
  };
  return { brandRows, collectionRows, categoryRows, aliasRows, context };
}

async function resetIdentity(db: Database, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
  );
}

type CategoryRow = Required<typeof categories.$inferInsert>;

function buildCategories(): {
  categoryRows: CategoryRow[];
  subcategoryTargets: SubcategoryTarget[];
  /** "living-room" for a room, "living-room/sofas" for a subcategory. */
  idBySlug: Map<string, number>;
} {
  const categoryRows: CategoryRow[] = [];
  const subcategoryTargets: SubcategoryTarget[] = [];
  const idBySlug = new Map<string, number>();
  // Rooms take the first ids so their order matches the menus.
  rooms.forEach((room, position) => {
    const id = position + 1;
    idBySlug.set(room.slug, id);
    const firstKind = room.subcategories[0]?.kind;
    categoryRows.push({
      id,
      slug: room.slug,
      name: room.name,
      nameHi: room.hi.name,
      parentId: null,
      icon: room.icon,
      title: room.title,
      titleHi: room.hi.title,
      description: room.description,
      descriptionHi: room.hi.description,
      bannerImage: firstKind ? productImagePath(firstKind, bannerColour(position), "room") : "",
      discountLabel: room.discountLabel,
      discountLabelHi: room.hi.discountLabel,
      position,
    });
  });
  let nextId = rooms.length + 1;
  for (const room of rooms) {
    const parentId = idBySlug.get(room.slug) ?? null;
    room.subcategories.forEach((subcategory, position) => {
      const id = nextId;
      nextId += 1;
      idBySlug.set(`${room.slug}/${subcategory.slug}`, id);
      const discount = subcategoryDiscountLabels[`${room.slug}/${subcategory.slug}`];
      const blurb = kindProfiles[subcategory.kind].blurb;
      categoryRows.push({
        id,
        slug: subcategory.slug,
        name: subcategory.name,
        nameHi: subcategory.nameHi,
        parentId,
        icon: subcategory.kind,
        title: subcategory.name,
        titleHi: subcategory.nameHi,
        description: blurb.en,
        descriptionHi: blurb.hi,
        bannerImage: productImagePath(subcategory.kind, bannerColour(id), "room"),
        discountLabel: discount?.en ?? null,
        discountLabelHi: discount?.hi ?? null,
        position,
      });
      subcategoryTargets.push({
        categoryId: id,
        roomSlug: room.slug,
        slug: subcategory.slug,
        kind: subcategory.kind,
      });
    });
  }
  return { categoryRows, subcategoryTargets, idBySlug };
}

/** The spec's Popular Categories carry a discount badge. */
const subcategoryDiscountLabels: Record<string, Phrase> = {
  "outdoor/plastic-chairs": { en: "Min. 30% off", hi: "कम से कम 30% की छूट" },
  "office/office-chairs": { en: "Up to 45% off", hi: "45% तक की छूट" },
  "living-room/recliners": { en: "Up to 40% off", hi: "40% तक की छूट" },
};

const bannerColours = ["#8b5a2b", "#6b7280", "#0f766e", "#c68e3f", "#1e3a8a", "#556b2f"];

function bannerColour(index: number): string {
  return bannerColours[index % bannerColours.length] ?? "#8b5a2b";
}

/**
 * Smooth weighted round-robin (as in nginx): every subcategory appears in each cycle as often as
 * its weight, interleaved, so any run of products is spread over all of them.
 */
export function weightedCycle(targets: readonly SubcategoryTarget[]): SubcategoryTarget[] {
  const entries = targets.map((target) => ({
    target,
    weight: subcategoryWeights[`${target.roomSlug}/${target.slug}`] ?? 1,
    current: 0,
  }));
  const totalWeight = entries.reduce((sum, entry) => sum + entry.weight, 0);
  const cycle: SubcategoryTarget[] = [];
  for (let slot = 0; slot < totalWeight; slot += 1) {
    let best: (typeof entries)[number] | undefined;
    for (const entry of entries) {
      entry.current += entry.weight;
      if (!best || entry.current > best.current) best = entry;
    }
    if (!best) break;
    best.current -= totalWeight;
    cycle.push(best.target);
  }
  return cycle;
}
