// Pieces of SQL the catalog queries share, and one way to run raw SQL on either driver. Catalog
// reads are built as single statements that return JSON: on PGlite every round trip costs a
// trip through the WebAssembly engine on the server's only thread, so one statement per screen
// is the budget, and JSON also spares us the drivers' differences in number and date types.
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Language } from "../../app/i18n/language";
import type { ProductSummary } from "../../app/lib/contracts/catalog";
import { discountPercent } from "../../app/lib/money";
import type { Database } from "../db/client";
import { driverRows, reusableBatch, reusableRows } from "../db/reusable-statements";

export interface QueryOptions {
  /**
   * A hot statement, prepared once per session and executed after (reusable-statements.ts);
   * "embedded" prepares it on the embedded database only, for a statement whose best plan on
   * PostgreSQL depends on its values (how common a searched word is).
   */
  reuse?: boolean | "embedded";
}

/** Rows of a raw statement: both drivers answer `{ rows }`. */
export async function queryRows(db: Database, query: SQL, options: QueryOptions = {}): Promise<unknown[]> {
  if (options.reuse) {
    const rows = await reusableRows(db, query, { onPostgres: options.reuse === true });
    if (rows) return rows;
  }
  return driverRows(await db.execute(query));
}

/** A `... as value` row; made once, as zod compiles a schema the first time it parses with it. */
const valueRowSchema = z.object({ value: z.unknown() });

/** The JSON value of the first of a statement's rows, checked by schema (which is given null for no row). */
function jsonOf<T>(rows: unknown[], schema: z.ZodType<T>): T {
  if (rows.length === 0) return schema.parse(null);
  const row = valueRowSchema.parse(rows[0]);
  // Both drivers parse json columns; a driver configured not to would hand over the text.
  const value = typeof row.value === "string" ? (JSON.parse(row.value) as unknown) : row.value;
  return schema.parse(value);
}

/**
 * The JSON value of the first row of a `select json_build_object(...) as value ...` statement,
 * checked by schema; null when the statement finds no row.
 */
export async function queryJson<T>(db: Database, query: SQL, schema: z.ZodType<T>, options: QueryOptions = {}): Promise<T> {
  return jsonOf(await queryRows(db, query, options), schema);
}

/**
 * Two hot JSON statements, the second run after the first (a change, then the view of what it
 * changed). On the embedded database they go as one trip and one transaction
 * (reusable-statements.ts); elsewhere one after the other.
 */
export async function queryJsonThen<A, B>(
  db: Database,
  first: { query: SQL; schema: z.ZodType<A> },
  second: { query: SQL; schema: z.ZodType<B> },
): Promise<[A, B]> {
  const batch = await reusableBatch(db, [first.query, second.query]);
  if (batch) return [jsonOf(batch[0] ?? [], first.schema), jsonOf(batch[1] ?? [], second.schema)];
  const firstValue = await queryJson(db, first.query, first.schema, { reuse: true });
  return [firstValue, await queryJson(db, second.query, second.schema, { reuse: true })];
}

/**
 * A catalog text as a language's shoppers read it, for the row aliased `table`: in Hindi the
 * `<column>_hi` column where it holds a text, else the English (decision 030). The one place the
 * fallback is written; every catalog read asks it for every text it shows.
 */
export function textIn(language: Language, table: string, column: string): SQL {
  const english = sql`${sql.identifier(table)}.${sql.identifier(column)}`;
  if (language === "en") return english;
  return sql`coalesce(${sql.identifier(table)}.${sql.identifier(`${column}_${language}`)}, ${english})`;
}

/**
 * A text staff write for one language only, for the row aliased `table`: the page's own, or null
 * (an English SEO title is no title for a Hindi page; the page falls back to its Hindi name).
 */
export function ownTextIn(language: Language, table: string, column: string): SQL {
  return sql`${sql.identifier(table)}.${sql.identifier(language === "en" ? column : `${column}_${language}`)}`;
}

/** The first sentence of a text, for a card's one line: a danda ends a Hindi sentence. */
function firstSentence(text: SQL, language: Language): SQL {
  return language === "en" ? sql`substring(${text} from '^[^.]*[.]?')` : sql`substring(${text} from '^[^.।]*[.।]?')`;
}

export const imageRefSchema = z.object({
  path: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const productSummaryRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  isNew: z.boolean(),
  isBestSeller: z.boolean(),
  inStock: z.boolean(),
  defaultVariantId: z.number().int().nullable(),
  category: z.object({ slug: z.string(), name: z.string() }),
  image: imageRefSchema.nullable(),
  shortDescription: z.string(),
});

export type ProductSummaryRow = z.infer<typeof productSummaryRowSchema>;

export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  return { ...row, discount: discountPercent(row.price, row.originalPrice) };
}

/** The variant "Add to cart" on a card puts in the cart: the cheapest in stock, for the product aliased `p`. */
const defaultVariantId = sql`(
  select v.id from product_variants v
  where v.product_id = p.id and v.stock > 0
  order by v.price, v.position, v.id
  limit 1
)`;

/*
 * Which pictures the shop shows for a product and for each of its variants: the one rule, used by
 * every query below and by the product page (catalog-product.ts).
 *
 * A product with photos staff uploaded (photo_key set) shows only those. A photo is for all
 * colours (variant_id null) or for one variant. A chosen variant shows its own photos, then the
 * photos for all colours, each in the staff's order (one sequence per product). A variant without
 * photos of its own shows the photos for all colours, as the product does before a colour is
 * chosen. When no photo is for all colours, the photos of the variant whose photo comes first
 * (photo 1 on the back office's photo page) stand in for them there: a colour without photos shows
 * that colour's rather than none; a colour with photos still shows only its own.
 *
 * A product without photos shows its drawn pictures: a variant's own, else the product's.
 */

/** Whether the product (a column reference such as p.id) has any uploaded photo. */
function hasUploadedPhotos(productId: SQL): SQL {
  return sql`exists (select 1 from product_images u where u.product_id = ${productId} and u.photo_key is not null)`;
}

/**
 * The variant whose photos stand in for those for all colours: null while any photo is for all
 * colours (or the product has none), else the variant of the first photo.
 */
function standInPhotosVariant(productId: SQL): SQL {
  return sql`(
    select u.variant_id from product_images u where u.product_id = ${productId} and u.photo_key is not null
    order by u.variant_id is not null, u.position, u.id limit 1
  )`;
}

/** Condition on `product_images i`: the product's own pictures the shop shows (before a colour is chosen). */
export function shownProductPictures(productId: SQL): SQL {
  return sql`i.product_id = ${productId} and (
    (i.photo_key is null and i.variant_id is null and not ${hasUploadedPhotos(productId)})
    or (i.photo_key is not null and i.variant_id is not distinct from ${standInPhotosVariant(productId)})
  )`;
}

/** Condition on `product_images i`: a variant's own pictures the shop shows, its photos or (with none uploaded for the product) its drawings. */
export function shownVariantPictures(variantId: SQL, productId: SQL): SQL {
  return sql`i.variant_id = ${variantId} and (i.photo_key is not null or not ${hasUploadedPhotos(productId)})`;
}

/**
 * Condition on `product_images i`: every picture a chosen variant shows, in variantGalleryOrder:
 * its own, then the photos for all colours; with none of its own, the product's. The product's
 * id leads, so the statement reads the product's few rows by product_images_product_idx (a
 * variant's pictures are its product's: the foreign key on the pair says so).
 */
export function shownVariantGallery(variantId: SQL, productId: SQL): SQL {
  return sql`i.product_id = ${productId} and (
    (${shownVariantPictures(variantId, productId)})
    or (i.photo_key is not null and i.variant_id is null)
    or ((${shownProductPictures(productId)}) and not exists (
      select 1 from product_images o where o.variant_id = ${variantId} and (o.photo_key is not null or not ${hasUploadedPhotos(productId)})
    ))
  )`;
}

/** The order of shownVariantGallery: the variant's own pictures first, each group in the staff's order. */
export function variantGalleryOrder(variantId: SQL): SQL {
  return sql`(i.variant_id is not distinct from ${variantId}) desc, i.position, i.id`;
}

/** The first picture of the variant aliased `v`, or its product's (aliased `p`) when the variant has none of its own. */
export const variantPicturePath = sql`coalesce(
  (select i.path from product_images i where ${shownVariantPictures(sql`v.id`, sql`p.id`)} order by i.position, i.id limit 1),
  (select i.path from product_images i where ${shownProductPictures(sql`p.id`)} order by i.position, i.id limit 1)
)`;

/** The picture aliased `i` as JSON, its description in the language. */
export function imageJson(language: Language): SQL {
  return sql`json_build_object('path', i.path, 'alt', ${textIn(language, "i", "alt")}, 'width', i.width, 'height', i.height)`;
}

/**
 * A product's picture as a card shows it, as JSON, for the product aliased `p`: the first picture of
 * the variant the card adds (the colour the shopper will get), else the product's own first.
 */
export function primaryImageJson(language: Language): SQL {
  return sql`coalesce(
  (select ${imageJson(language)} from product_images i where ${shownVariantPictures(defaultVariantId, sql`p.id`)} order by i.position, i.id limit 1),
  (select ${imageJson(language)} from product_images i where ${shownProductPictures(sql`p.id`)} order by i.position, i.id limit 1)
)`;
}

/**
 * One product card as JSON in a language, for `products p join categories c on c.id = p.category_id`.
 * The default variant is the cheapest one in stock: what "Add to cart" on a card puts in the cart.
 */
export function productSummaryJson(language: Language): SQL {
  return sql`json_build_object(
  'id', p.id,
  'slug', p.slug,
  'name', ${textIn(language, "p", "name")},
  'price', p.price,
  'originalPrice', p.original_price,
  'rating', p.rating,
  'reviewCount', p.review_count,
  'isNew', p.is_new,
  'isBestSeller', p.is_best_seller,
  'inStock', p.in_stock,
  'defaultVariantId', ${defaultVariantId},
  'category', json_build_object('slug', c.slug, 'name', ${textIn(language, "c", "name")}),
  'image', ${primaryImageJson(language)},
  'shortDescription', ${firstSentence(textIn(language, "p", "description"), language)}
)`;
}

/**
 * Percent off for the product aliased `p`, rounded half up as discountPercent() rounds, in
 * integer arithmetic (numeric division costs more than the rest of a listing row).
 */
export const discountSql = sql`(case when p.original_price > 0 and p.price < p.original_price
  then ((p.original_price - p.price) * 200 + p.original_price) / (2 * p.original_price) else 0 end)`;

/** `a, b, c` as bound parameters, for `in (...)` lists. Callers never pass an empty list. */
export function parameterList(values: readonly (string | number)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}
