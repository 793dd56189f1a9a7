// Products in the back office: the list (search by name, Hindi name or SKU, filters, counts per
// status), one product as its editor sees it, creating and changing one, and its publication.
// Every change is checked against the role table, made in one transaction with its audit row
// (before and after), and moves the catalog's revision through the tables' triggers, so every
// store process drops its cached catalog reads at once (decision 005). Stock is shown, never
// changed, here.
import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  ProductAdminError,
  productStatuses,
  type AdminProductChoices,
  type AdminProductDetail,
  type AdminProductFilters,
  type AdminProductList,
  type ProductStatus,
} from "../../app/lib/contracts/admin-products";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { productInputSchema, productMessages, type ProductInput, type ProductPatch, type PublicationInput } from "../../app/lib/forms/product-schemas";
import { productImagePath, productImageSize } from "../../app/lib/product-images";
import { furnitureKinds, type FurnitureKind } from "../catalog/taxonomy";
import type { Database } from "../db/client";
import { brands, categories, collections, productImages, productSlugRedirects, products, productSpecifications, productVariants } from "../db/schema";
import { recordChange } from "./audit-trail";
import { noCatalogCache, type CatalogCache } from "./catalog-cache";
import { drawingOf, listingFigures, specificationsKeepingHindi, taxonomyKind, type StoredSpecification } from "./product-listing-rules";
import { queryRows } from "./catalog-sql";
import { requirePermission } from "./require-permission";
import { containsPattern } from "../db/contains-pattern";

export const adminProductPageSize = 25;

const listRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  category: z.string(),
  brand: z.string(),
  price: z.number().int(),
  variant_count: z.coerce.number().int(),
  stock: z.coerce.number().int(),
  published_at: z.union([z.string(), z.date()]).nullable(),
  updated_at: z.union([z.string(), z.date()]),
  status: z.enum(productStatuses),
});

const countsRowSchema = z.object({
  published: z.coerce.number().int(),
  draft: z.coerce.number().int(),
  scheduled: z.coerce.number().int(),
});

const iso = (value: string | Date): string => new Date(value).toISOString();

/** The SQL status of the product aliased `p`, compared with the database's clock. */
const statusSql = sql`case when p.published_at is null then 'draft' when p.published_at > now() then 'scheduled' else 'published' end`;

function statusCondition(status: ProductStatus): SQL {
  switch (status) {
    case "published":
      return sql`p.published_at <= now()`;
    case "draft":
      return sql`p.published_at is null`;
    case "scheduled":
      return sql`p.published_at > now()`;
  }
}

/** Every filter but status, over `products p`. */
/**
 * The part of a search the trigram index looks up. Every SKU shares the trigrams of its letters
 * and hyphens (UN-, -SO, SOF…), so looking up a whole SKU reads long lists of them: a pasted
 * variant SKU took 9 ms on 50,000 products. Its longest run of digits (three or more) is rare and
 * takes a fraction of that; the rest of the search is checked on the rows it finds.
 */
export function indexedPartOf(query: string): string {
  const runs = query.match(/\d{3,}/g) ?? [];
  const longest = runs.reduce((best, run) => (run.length > best.length ? run : best), "");
  return longest === "" ? query : longest;
}

function filterConditions(filters: AdminProductFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.query) {
    // One column (name, Hindi name, SKU and variant SKUs) with a trigram index: for a common word
    // the planner reads the newest products until the page is full; for a rare one, the index.
    const lookedUp = indexedPartOf(filters.query);
    conditions.push(sql`p.search_text like ${containsPattern(lookedUp)}`);
    // The whole search is checked on the rows the index found; `|| ''` keeps the planner from
    // looking its trigrams up in the index too.
    if (lookedUp !== filters.query) conditions.push(sql`(p.search_text || '') like ${containsPattern(filters.query)}`);
  }
  if (filters.categoryId !== undefined) {
    conditions.push(sql`p.category_id in (select k.id from categories k where k.id = ${filters.categoryId} or k.parent_id = ${filters.categoryId})`);
  }
  if (filters.brandId !== undefined) conditions.push(sql`p.brand_id = ${filters.brandId}`);
  return conditions;
}

const whereOf = (conditions: SQL[]): SQL => (conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`);

export function createProductAdminService(db: Database, options: { cache?: CatalogCache } = {}) {
  const cache = options.cache ?? noCatalogCache;

  async function countsFor(filters: AdminProductFilters): Promise<Record<ProductStatus, number>> {
    const where = whereOf(filterConditions(filters));
    // Counting every product is the list's costliest part: kept with the catalog's cached reads,
    // which any catalog change (and a scheduled product's time coming) drops.
    const key = `admin-products:counts:${JSON.stringify([filters.query ?? "", filters.categoryId ?? 0, filters.brandId ?? 0])}`;
    return cache.read(key, async () => {
      const rows = await queryRows(
        db,
        sql`select count(*) filter (where p.published_at <= now()) as published,
              count(*) filter (where p.published_at is null) as draft,
              count(*) filter (where p.published_at > now()) as scheduled
            from products p where ${where}`,
      );
      return countsRowSchema.parse(rows[0]);
    });
  }

  async function readDetail(tx: Database, id: number): Promise<AdminProductDetail | null> {
    const [row] = await tx
      .select({
        product: products,
        status: sql<ProductStatus>`case when ${products.publishedAt} is null then 'draft' when ${products.publishedAt} > now() then 'scheduled' else 'published' end`,
      })
      .from(products)
      .where(eq(products.id, id));
    if (!row) return null;
    // One after another: inside a transaction they share one connection.
    const variants = await tx.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.position), asc(productVariants.id));
    const specifications = await tx
      .select({
        label: productSpecifications.label,
        value: productSpecifications.value,
        labelHi: productSpecifications.labelHi,
        valueHi: productSpecifications.valueHi,
      })
      .from(productSpecifications)
      .where(eq(productSpecifications.productId, id))
      .orderBy(asc(productSpecifications.position), asc(productSpecifications.id));
    const redirects = await tx
      .select({ slug: productSlugRedirects.slug })
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.productId, id))
      .orderBy(asc(productSlugRedirects.createdAt));
    const { product } = row;
    return {
      id: product.id,
      name: product.name,
      nameHi: product.nameHi,
      slug: product.slug,
      sku: product.sku,
      description: product.description,
      descriptionHi: product.descriptionHi,
      categoryId: product.categoryId,
      collectionId: product.collectionId,
      brandId: product.brandId,
      material: product.material,
      specifications,
      hsnCode: product.hsnCode,
      gstRatePercent: product.gstRatePercent,
      seoTitle: product.seoTitle,
      seoDescription: product.seoDescription,
      seoTitleHi: product.seoTitleHi,
      seoDescriptionHi: product.seoDescriptionHi,
      variants: variants.map((variant) => ({
        id: variant.id,
        type: variant.type,
        name: variant.name,
        nameHi: variant.nameHi,
        colour: variant.colour,
        sku: variant.sku,
        price: variant.price,
        originalPrice: variant.originalPrice,
        maxPerOrder: variant.maxPerOrder,
        stock: variant.stock,
      })),
      status: row.status,
      publishedAt: product.publishedAt ? product.publishedAt.toISOString() : null,
      formerSlugs: redirects.map((redirect) => redirect.slug),
      updatedAt: product.updatedAt.toISOString(),
    };
  }

  /** The product as the form would send it: what a change is merged into. */
  function inputOf(detail: AdminProductDetail): ProductInput {
    return {
      name: detail.name,
      nameHi: detail.nameHi,
      slug: detail.slug,
      sku: detail.sku,
      description: detail.description,
      descriptionHi: detail.descriptionHi,
      categoryId: detail.categoryId,
      collectionId: detail.collectionId,
      brandId: detail.brandId,
      material: productInputSchema.shape.material.parse(detail.material),
      specifications: detail.specifications,
      hsnCode: detail.hsnCode,
      gstRatePercent: detail.gstRatePercent,
      seoTitle: detail.seoTitle,
      seoDescription: detail.seoDescription,
      seoTitleHi: detail.seoTitleHi,
      seoDescriptionHi: detail.seoDescriptionHi,
      variants: detail.variants.map(({ stock: _stock, ...variant }) => variant),
    };
  }

  /** Checks what the input points at and what must be unique; the furniture kind its category sells. */
  async function checkInput(tx: Database, input: ProductInput, productId: number | null): Promise<FurnitureKind> {
    const [category] = await tx
      .select({ slug: categories.slug, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, input.categoryId));
    if (!category) throw new ProductAdminError("invalid_request", productMessages.categoryRequired);
    let roomSlug: string | null = null;
    if (category.parentId !== null) {
      const [room] = await tx.select({ slug: categories.slug }).from(categories).where(eq(categories.id, category.parentId));
      roomSlug = room?.slug ?? null;
    }
    let kind = taxonomyKind(roomSlug, category.slug);
    if (!kind) {
      // A category the taxonomy does not name: the kind its products are drawn as.
      const [sibling] = await tx.select({ kind: products.kind }).from(products).where(eq(products.categoryId, input.categoryId)).limit(1);
      kind = furnitureKinds.find((known) => known === sibling?.kind) ?? null;
    }
    if (!kind) throw new ProductAdminError("invalid_request", "Choose a subcategory (for example Living Room › Sofas): products are filed under one.");
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId));
    if (!brand) throw new ProductAdminError("invalid_request", productMessages.brandRequired);
    if (input.collectionId !== null) {
      const [collection] = await tx.select({ id: collections.id }).from(collections).where(eq(collections.id, input.collectionId));
      if (!collection) throw new ProductAdminError("invalid_request", productMessages.collectionUnknown);
    }

    const others = productId === null ? sql`true` : sql`${products.id} <> ${productId}`;
    const [slugOwner] = await tx.select({ name: products.name }).from(products).where(and(eq(products.slug, input.slug), others));
    if (slugOwner) throw new ProductAdminError("slug_taken", `The slug ${input.slug} is already the address of “${slugOwner.name}”. Choose another.`);
    const [formerOwner] = await tx
      .select({ name: products.name })
      .from(productSlugRedirects)
      .innerJoin(products, eq(products.id, productSlugRedirects.productId))
      .where(and(eq(productSlugRedirects.slug, input.slug), productId === null ? sql`true` : ne(productSlugRedirects.productId, productId)));
    if (formerOwner) throw new ProductAdminError("slug_taken", `The slug ${input.slug} was “${formerOwner.name}”'s and still leads there. Choose another.`);
    const [skuOwner] = await tx.select({ name: products.name }).from(products).where(and(eq(products.sku, input.sku), others));
    if (skuOwner) throw new ProductAdminError("sku_taken", `The product SKU ${input.sku} is already “${skuOwner.name}”'s.`);

    const ownIds = input.variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
    const clash = await tx
      .select({ sku: productVariants.sku, variant: productVariants.name, product: products.name })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          inArray(
            productVariants.sku,
            input.variants.map((variant) => variant.sku),
          ),
          ownIds.length > 0 ? sql`${productVariants.id} not in (${sql.join(ownIds.map((id) => sql`${id}`), sql`, `)})` : sql`true`,
        ),
      )
      .limit(1);
    const [taken] = clash;
    if (taken) throw new ProductAdminError("sku_taken", `The SKU ${taken.sku} is already used by “${taken.product}” (${taken.variant}). Every variant needs its own SKU.`);
    return kind;
  }

  /**
   * Writes the input's variants, specifications and listing figures for an existing product row; a
   * specification given without Hindi keeps the Hindi its label had (`before`), and a variant given
   * without its Hindi name keeps its own.
   */
  async function writeChildren(
    tx: Database,
    productId: number,
    input: ProductInput,
    kind: FurnitureKind,
    before: readonly StoredSpecification[],
  ): Promise<void> {
    const existing = await tx.select().from(productVariants).where(eq(productVariants.productId, productId));
    const existingIds = new Set(existing.map((variant) => variant.id));
    for (const variant of input.variants) {
      if (variant.id !== undefined && !existingIds.has(variant.id)) throw new ProductAdminError("invalid_request", productMessages.variantId);
    }
    const kept = new Set(input.variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id])));
    const dropped = existing.filter((variant) => !kept.has(variant.id));
    if (dropped.length > 0) {
      throw new ProductAdminError(
        "invalid_request",
        `A variant cannot be removed here (orders and carts refer to it): keep ${dropped.map((variant) => `${variant.name} (${variant.sku})`).join(", ")} in the list.`,
      );
    }
    // SKUs may be swapped between a product's variants: clear them first so the unique index never sees both.
    if (existing.length > 0) {
      await tx
        .update(productVariants)
        .set({ sku: sql`'~' || ${productVariants.id}::text` })
        .where(eq(productVariants.productId, productId));
    }
    const design = drawingOf(kind, input.material);
    const stockById = new Map(existing.map((variant) => [variant.id, variant.stock]));
    const nameHiById = new Map(existing.map((variant) => [variant.id, variant.nameHi]));
    const figures: { price: number; originalPrice: number; stock: number }[] = [];
    for (const [position, variant] of input.variants.entries()) {
      // A variant given without its Hindi name (an API call that says nothing of it) keeps its own.
      const ownNameHi = variant.id === undefined ? null : (nameHiById.get(variant.id) ?? null);
      const values = {
        type: variant.type,
        name: variant.name,
        nameHi: variant.nameHi === undefined ? ownNameHi : variant.nameHi,
        colour: variant.colour,
        sku: variant.sku,
        price: variant.price,
        originalPrice: variant.originalPrice,
        maxPerOrder: variant.maxPerOrder,
        position,
      };
      if (variant.id !== undefined) {
        await tx.update(productVariants).set(values).where(eq(productVariants.id, variant.id));
        figures.push({ price: variant.price, originalPrice: variant.originalPrice, stock: stockById.get(variant.id) ?? 0 });
      } else {
        // A new variant has no stock until the stock screen receives some; it gets a drawn picture in its colour.
        const [created] = await tx
          .insert(productVariants)
          .values({ ...values, productId, stock: 0 })
          .returning({ id: productVariants.id });
        if (!created) throw new Error("the variant was not inserted");
        await tx.insert(productImages).values({
          productId,
          variantId: created.id,
          position: 100 + position,
          path: productImagePath(design.slug, variant.colour, "front"),
          alt: `${input.name} in ${variant.name}`,
          // Described in Hindi only when both names have Hindi: half a sentence in each reads worse than English.
          altHi: input.nameHi && values.nameHi ? `${input.nameHi}, ${values.nameHi}` : null,
          width: productImageSize.width,
          height: productImageSize.height,
        });
        figures.push({ price: variant.price, originalPrice: variant.originalPrice, stock: 0 });
      }
    }
    const [ownPicture] = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(eq(productImages.productId, productId), sql`${productImages.variantId} is null`))
      .limit(1);
    const first = input.variants[0];
    if (!ownPicture && first) {
      await tx.insert(productImages).values({
        productId,
        variantId: null,
        position: 0,
        path: productImagePath(design.slug, first.colour, "front"),
        alt: input.name,
        altHi: input.nameHi ?? null,
        width: productImageSize.width,
        height: productImageSize.height,
      });
    }
    await tx.delete(productSpecifications).where(eq(productSpecifications.productId, productId));
    const specifications = specificationsKeepingHindi(input.specifications, before);
    if (specifications.length > 0) {
      await tx.insert(productSpecifications).values(specifications.map((row, position) => ({ productId, position, ...row })));
    }
    await tx.update(products).set({ ...listingFigures(figures), updatedAt: sql`now()` }).where(eq(products.id, productId));
  }

  function productColumns(input: ProductInput, kind: FurnitureKind) {
    return {
      name: input.name,
      nameHi: input.nameHi ?? null,
      slug: input.slug,
      sku: input.sku,
      description: input.description,
      descriptionHi: input.descriptionHi ?? null,
      kind,
      categoryId: input.categoryId,
      collectionId: input.collectionId,
      brandId: input.brandId,
      material: input.material,
      hsnCode: input.hsnCode,
      gstRatePercent: input.gstRatePercent,
      seoTitle: input.seoTitle,
      seoDescription: input.seoDescription,
      seoTitleHi: input.seoTitleHi ?? null,
      seoDescriptionHi: input.seoDescriptionHi ?? null,
    };
  }

  async function detailOrRefuse(tx: Database, id: number): Promise<AdminProductDetail> {
    const detail = await readDetail(tx, id);
    if (!detail) throw new ProductAdminError("not_found", "No such product.");
    return detail;
  }

  /** The product row locked for the change, or a refusal. */
  async function lockProduct(tx: Database, id: number): Promise<void> {
    const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for("update");
    if (!row) throw new ProductAdminError("not_found", "No such product.");
  }

  return {
    async list(actor: StaffActor, filters: AdminProductFilters, page: number): Promise<AdminProductList> {
      requirePermission(actor, "catalog.manage");
      const conditions = filterConditions(filters);
      if (filters.status) conditions.push(statusCondition(filters.status));
      const countsByStatus = await countsFor(filters);
      const total = filters.status ? countsByStatus[filters.status] : countsByStatus.published + countsByStatus.draft + countsByStatus.scheduled;
      const pageCount = Math.max(1, Math.ceil(total / adminProductPageSize));
      const shownPage = Math.min(Math.max(1, page), pageCount);
      // The page's ids first (an index scan that skips the earlier pages), then only their details:
      // the variant figures are never worked out for the rows skipped.
      const rows = await queryRows(
        db,
        sql`with shown as (
              select p.id from products p
              where ${whereOf(conditions)}
              order by p.id desc
              limit ${adminProductPageSize} offset ${(shownPage - 1) * adminProductPageSize}
            )
            select p.id, p.name, p.slug, p.sku,
              case when r.id is null then c.name else r.name || ' › ' || c.name end as category,
              b.name as brand, p.price, p.published_at, p.updated_at, ${statusSql} as status,
              v.variant_count, v.stock
            from shown
            join products p on p.id = shown.id
            join categories c on c.id = p.category_id
            left join categories r on r.id = c.parent_id
            join brands b on b.id = p.brand_id
            cross join lateral (
              select count(*) as variant_count, coalesce(sum(pv.stock), 0) as stock from product_variants pv where pv.product_id = p.id
            ) v
            order by p.id desc`,
        // Planned once per session (planning costs more than running it), except a
        // search: its plan depends on how common the word is (the newest products, or the index).
        { reuse: filters.query === undefined },
      );
      return {
        products: rows.map((raw) => {
          const row = listRowSchema.parse(raw);
          return {
            id: row.id,
            name: row.name,
            slug: row.slug,
            sku: row.sku,
            category: row.category,
            brand: row.brand,
            price: row.price,
            variantCount: row.variant_count,
            stock: row.stock,
            status: row.status,
            publishedAt: row.published_at === null ? null : iso(row.published_at),
            updatedAt: iso(row.updated_at),
          };
        }),
        total,
        page: shownPage,
        pageSize: adminProductPageSize,
        countsByStatus,
      };
    },

    async choices(actor: StaffActor): Promise<AdminProductChoices> {
      requirePermission(actor, "catalog.manage");
      // Every page of the list and the form shows them: kept with the catalog's cached reads.
      return cache.read("admin-products:choices", async () => {
        const [subcategories, brandRows, collectionRows] = await Promise.all([
          queryRows(
            db,
            sql`select c.id, r.name || ' › ' || c.name as name from categories c join categories r on r.id = c.parent_id order by r.position, r.id, c.position, c.id`,
          ),
          db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),
          db.select({ id: collections.id, name: collections.name }).from(collections).orderBy(asc(collections.position), asc(collections.name)),
        ]);
        const option = z.object({ id: z.number().int(), name: z.string() });
        return { categories: subcategories.map((row) => option.parse(row)), brands: brandRows, collections: collectionRows };
      });
    },

    async detail(actor: StaffActor, id: number): Promise<AdminProductDetail> {
      requirePermission(actor, "catalog.manage");
      return detailOrRefuse(db, id);
    },

    /** A new product, as a draft: shoppers see it once it is published. */
    async create(actor: StaffActor, input: ProductInput): Promise<AdminProductDetail> {
      requirePermission(actor, "catalog.manage");
      const parsed = productInputSchema.safeParse(input);
      if (!parsed.success) throw new ProductAdminError("invalid_request", parsed.error.issues[0]?.message ?? "The product is not valid.");
      const checked = parsed.data;
      return db.transaction(async (tx) => {
        const kind = await checkInput(tx, checked, null);
        const first = checked.variants[0];
        if (!first) throw new ProductAdminError("invalid_request", productMessages.variantsRequired);
        const [created] = await tx
          .insert(products)
          .values({
            ...productColumns(checked, kind),
            price: first.price,
            originalPrice: first.originalPrice,
            inStock: false,
            publishedAt: null,
          })
          .returning({ id: products.id });
        if (!created) throw new Error("the product was not inserted");
        await writeChildren(tx, created.id, checked, kind, []);
        const after = await detailOrRefuse(tx, created.id);
        await recordChange(tx, actor, { action: "product.create", entityType: "product", entityId: created.id, after });
        return after;
      });
    },

    /** Changes any of the product's fields; a changed slug keeps leading here from its old address. */
    async update(actor: StaffActor, id: number, patch: ProductPatch): Promise<AdminProductDetail> {
      requirePermission(actor, "catalog.manage");
      return db.transaction(async (tx) => {
        await lockProduct(tx, id);
        const before = await detailOrRefuse(tx, id);
        const merged = productInputSchema.safeParse({ ...inputOf(before), ...patch });
        if (!merged.success) throw new ProductAdminError("invalid_request", merged.error.issues[0]?.message ?? "The product is not valid.");
        const input = merged.data;
        const kind = await checkInput(tx, input, id);
        await tx.update(products).set({ ...productColumns(input, kind), updatedAt: sql`now()` }).where(eq(products.id, id));
        if (input.slug !== before.slug) {
          // The old address keeps working (301 to the product), and a slug taken back is no longer a redirect.
          await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.slug, input.slug));
          await tx.insert(productSlugRedirects).values({ slug: before.slug, productId: id }).onConflictDoNothing();
        }
        await writeChildren(tx, id, input, kind, before.specifications);
        const after = await detailOrRefuse(tx, id);
        await recordChange(tx, actor, { action: "product.update", entityType: "product", entityId: id, before, after });
        return after;
      });
    },

    /** Publishes now, takes off sale (a draft again), or schedules for a time to come. */
    async setPublication(actor: StaffActor, id: number, input: PublicationInput): Promise<AdminProductDetail> {
      requirePermission(actor, "catalog.manage");
      return db.transaction(async (tx) => {
        await lockProduct(tx, id);
        const before = await detailOrRefuse(tx, id);
        let publishedAt: SQL | Date | null;
        switch (input.action) {
          case "publish":
            // Already on sale: its first publication time stands.
            publishedAt = before.status === "published" ? new Date(before.publishedAt ?? Date.now()) : sql`now()`;
            break;
          case "unpublish":
            publishedAt = null;
            break;
          case "schedule": {
            const [clock] = await queryRows(tx, sql`select now() < ${input.publishAt.toISOString()}::timestamptz as future`);
            if (!z.object({ future: z.boolean() }).parse(clock).future) throw new ProductAdminError("invalid_request", productMessages.publishAtPast);
            publishedAt = input.publishAt;
            break;
          }
        }
        await tx.update(products).set({ publishedAt, updatedAt: sql`now()` }).where(eq(products.id, id));
        const after = await detailOrRefuse(tx, id);
        await recordChange(tx, actor, {
          action: `product.${input.action}`,
          entityType: "product",
          entityId: id,
          before: { status: before.status, publishedAt: before.publishedAt },
          after: { status: after.status, publishedAt: after.publishedAt },
        });
        return after;
      });
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
