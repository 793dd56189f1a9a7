// A product page's data: the product with its variants (stock labels, each one's pictures),
// specifications, category, room, brand and collection; the rating summary from the reviews; and
// related products. One statement for all of it, since a product page is the busiest read.
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Language } from "../../app/i18n/language";
import type { ProductDetail, ProductSummary, RatingSummary, ReviewView, VariantDetail, ProductView } from "../../app/lib/contracts/catalog";
import { discountPercent } from "../../app/lib/money";
import { maxQuantityForStock, stockLabel } from "../../app/lib/stock-label";
import { productDescriptionHtml } from "../catalog/product-description";
import type { Database } from "../db/client";
import {
  imageJson,
  imageRefSchema,
  ownTextIn,
  productSummaryJson,
  productSummaryRowSchema,
  queryJson,
  shownProductPictures,
  shownVariantGallery,
  textIn,
  toProductSummary,
  variantGalleryOrder,
} from "./catalog-sql";

const categoryRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

const productRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  isNew: z.boolean(),
  isBestSeller: z.boolean(),
  inStock: z.boolean(),
  material: z.string(),
  warrantyMonths: z.number().int(),
  brand: z.object({ slug: z.string(), name: z.string() }),
  collection: z.object({ slug: z.string(), name: z.string() }).nullable(),
  category: categoryRefSchema,
  room: categoryRefSchema.nullable(),
  images: z.array(imageRefSchema),
  variants: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.string(),
      colour: z.string(),
      price: z.number().int(),
      originalPrice: z.number().int(),
      stock: z.number().int(),
      maxPerOrder: z.number().int(),
      images: z.array(imageRefSchema),
    }),
  ),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
});

const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});

const productViewSchema = z
  .object({
    product: productRowSchema,
    ratingSummary: ratingSummarySchema,
    related: z.array(productSummaryRowSchema),
  })
  .nullable();

/** The rating summary of the product whose id expression is given, from its reviews. */
function ratingSummaryJson(productId: SQL): SQL {
  const perStar = [1, 2, 3, 4, 5].map(
    (stars) => sql`${String(stars)}::text, count(*) filter (where r.rating = ${stars})::int`,
  );
  return sql`(
    select json_build_object(
      'average', coalesce(round(avg(r.rating), 1), 0),
      'count', count(*)::int,
      'distribution', json_build_object(${sql.join(perStar, sql`, `)})
    )
    from reviews r where r.product_id = ${productId} and r.hidden_at is null
  )`;
}

/** A count a caller asked for, as a whole number from 0 to max (NaN and the like count as 0). */
function countOf(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(0, Math.floor(value))) : 0;
}

/** Up to `limit` other products of the category of `m` (in stock, best sellers, best rated first). */
function relatedJson(limit: number, language: Language): SQL {
  if (limit <= 0) return sql`'[]'::json`;
  return sql`(
    select coalesce(json_agg(${productSummaryJson(language)} order by x.position), '[]'::json)
    from (
      select o.id, row_number() over (order by o.in_stock desc, o.is_best_seller desc, o.rating desc, o.id) as position
      from products o
      where o.category_id = m.category_id and o.id <> m.id and o.published_at <= now()
      order by o.in_stock desc, o.is_best_seller desc, o.rating desc, o.id
      limit ${limit}
    ) x
    join products p on p.id = x.id
    join categories c on c.id = p.category_id
  )`;
}

function productViewStatement(id: number, relatedLimit: number, language: Language): SQL {
  const text = (table: string, column: string) => textIn(language, table, column);
  return sql`select json_build_object(
    'product', json_build_object(
      'id', m.id, 'slug', m.slug, 'sku', m.sku, 'name', ${text("m", "name")}, 'description', ${text("m", "description")},
      'seoTitle', ${ownTextIn(language, "m", "seo_title")}, 'seoDescription', ${ownTextIn(language, "m", "seo_description")},
      'price', m.price, 'originalPrice', m.original_price, 'rating', m.rating, 'reviewCount', m.review_count,
      'isNew', m.is_new, 'isBestSeller', m.is_best_seller, 'inStock', m.in_stock, 'material', m.material,
      'warrantyMonths', m.warranty_months,
      'brand', json_build_object('slug', b.slug, 'name', b.name),
      'collection', case when co.id is null then null else json_build_object('slug', co.slug, 'name', ${text("co", "name")}) end,
      'category', json_build_object('id', mc.id, 'slug', mc.slug, 'name', ${text("mc", "name")}),
      'room', case when mr.id is null then null else json_build_object('id', mr.id, 'slug', mr.slug, 'name', ${text("mr", "name")}) end,
      'images', (
        select coalesce(json_agg(${imageJson(language)} order by i.position, i.id), '[]'::json)
        from product_images i where ${shownProductPictures(sql`m.id`)}
      ),
      'variants', (
        select coalesce(json_agg(json_build_object(
          'id', v.id, 'name', ${text("v", "name")}, 'type', v.type, 'colour', v.colour, 'price', v.price,
          'originalPrice', v.original_price, 'stock', v.stock, 'maxPerOrder', v.max_per_order,
          'images', (
            select coalesce(json_agg(${imageJson(language)} order by ${variantGalleryOrder(sql`v.id`)}), '[]'::json)
            from product_images i where ${shownVariantGallery(sql`v.id`, sql`m.id`)}
          )
        ) order by v.position, v.id), '[]'::json)
        from product_variants v where v.product_id = m.id
      ),
      'specifications', (
        select coalesce(json_agg(json_build_object('label', ${text("s", "label")}, 'value', ${text("s", "value")}) order by s.position, s.id), '[]'::json)
        from product_specifications s where s.product_id = m.id
      )
    ),
    'ratingSummary', ${ratingSummaryJson(sql`m.id`)},
    'related', ${relatedJson(relatedLimit, language)}
  ) as value
  from products m
  join categories mc on mc.id = m.category_id
  left join categories mr on mr.id = mc.parent_id
  join brands b on b.id = m.brand_id
  left join collections co on co.id = m.collection_id
  where m.id = ${id} and m.published_at <= now()`;
}

function toProductDetail(row: z.infer<typeof productRowSchema>): ProductDetail {
  // Products are filed under subcategories; one filed under a room is its own room.
  const room = row.room ?? row.category;
  const roomPath = `/category/${room.slug}`;
  const categoryPath = row.room ? `${roomPath}/${row.category.slug}` : roomPath;
  const variants: VariantDetail[] = row.variants.map((variant) => ({
    id: variant.id,
    name: variant.name,
    type: variant.type,
    colour: variant.colour,
    price: variant.price,
    originalPrice: variant.originalPrice,
    discount: discountPercent(variant.price, variant.originalPrice),
    inStock: variant.stock > 0,
    maxQuantity: maxQuantityForStock(variant.stock, variant.maxPerOrder),
    stockLabel: stockLabel(variant.stock),
    images: variant.images,
  }));
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    name: row.name,
    description: row.description,
    descriptionHtml: productDescriptionHtml(row.description),
    seo: { title: row.seoTitle, description: row.seoDescription },
    price: row.price,
    originalPrice: row.originalPrice,
    discount: discountPercent(row.price, row.originalPrice),
    rating: row.rating,
    reviewCount: row.reviewCount,
    isNew: row.isNew,
    isBestSeller: row.isBestSeller,
    inStock: row.inStock,
    material: row.material,
    warrantyMonths: row.warrantyMonths,
    brand: row.brand,
    collection: row.collection,
    category: { ...row.category, path: categoryPath },
    room: { ...room, path: roomPath },
    images: row.images,
    variants,
    specifications: row.specifications,
  };
}

/** Ids come from URLs: anything but a positive 32-bit integer cannot be a row. */
export function isDatabaseId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
}

export async function loadProductView(db: Database, id: number, relatedLimit: number, language: Language): Promise<ProductView | null> {
  if (!isDatabaseId(id)) return null;
  const view = await queryJson(db, productViewStatement(id, countOf(relatedLimit, 48), language), productViewSchema, { reuse: true });
  if (!view) return null;
  return {
    product: toProductDetail(view.product),
    ratingSummary: view.ratingSummary,
    related: view.related.map(toProductSummary),
  };
}

export async function loadRatingSummary(db: Database, productId: number): Promise<RatingSummary> {
  if (!isDatabaseId(productId)) return { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
  return queryJson(db, sql`select ${ratingSummaryJson(sql`${productId}::int`)} as value`, ratingSummarySchema);
}

export async function loadRelated(db: Database, productId: number, limit: number, language: Language): Promise<ProductSummary[]> {
  const count = countOf(limit, 48);
  if (!isDatabaseId(productId) || count === 0) return [];
  const rows = await queryJson(
    db,
    sql`select coalesce((select ${relatedJson(count, language)} from products m where m.id = ${productId}), '[]'::json) as value`,
    z.array(productSummaryRowSchema),
  );
  return rows.map(toProductSummary);
}

const reviewPageSchema = z.object({
  total: z.number().int(),
  items: z.array(
    z.object({
      id: z.number().int(),
      user: z.string(),
      rating: z.number().int(),
      date: z.string(),
      comment: z.string(),
      verified: z.boolean(),
    }),
  ),
});

/** Newest first, hidden ones left out; a page past the end is empty. */
export async function loadReviews(
  db: Database,
  productId: number,
  options: { page: number; limit: number },
): Promise<{ items: ReviewView[]; total: number }> {
  if (!isDatabaseId(productId)) return { items: [], total: 0 };
  const limit = Math.max(1, countOf(options.limit, 100));
  const page = Math.max(1, countOf(options.page, 1_000_000));
  const result = await queryJson(
    db,
    sql`select json_build_object(
      'total', (select count(*)::int from reviews where product_id = ${productId} and hidden_at is null),
      'items', (
        select coalesce(json_agg(json_build_object(
          'id', r.id, 'user', r.author_name, 'rating', r.rating, 'date', r.created_at, 'comment', r.comment,
          'verified', r.order_line_id is not null
        ) order by r.created_at desc, r.id desc), '[]'::json)
        from (
          select * from reviews where product_id = ${productId} and hidden_at is null
          order by created_at desc, id desc
          limit ${limit} offset ${(page - 1) * limit}
        ) r
      )
    ) as value`,
    reviewPageSchema,
  );
  return {
    total: result.total,
    items: result.items.map((review) => ({ ...review, date: new Date(review.date).toISOString() })),
  };
}
