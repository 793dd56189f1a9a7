// Products and variants in and out of the catalog as CSV (docs/catalog-csv.md, decision 028). The
// import matches rows by product SKU and variant SKU, checks every row with the product form's own
// schema and the catalog's rules, and reports per row what would happen; applied, the whole file is
// written in one transaction or nothing is. Writes go a batch of products at a time, a few
// statements per batch (rows travel as JSON and are unpacked by json_to_recordset), so ten
// thousand rows take seconds, not one product service call each. One audit row per product created
// or changed, as the product form writes, so a product's history reads the same whichever way it
// was edited.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { z } from "zod";
import {
  catalogCsvColumns,
  catalogCsvLimits,
  categoryLabel,
  formatHindiSpecifications,
  formatSpecifications,
  neutraliseCell,
  normaliseCategoryLabel,
  parseHindiSpecifications,
  parseSpecifications,
  productCsvColumns,
  type CatalogCsvRecord,
  type CatalogCsvStatus,
} from "../../app/lib/catalog-csv";
import {
  CatalogImportError,
  type CatalogImportAction,
  type CatalogImportProgress,
  type CatalogImportReport,
  type CatalogImportRowReport,
} from "../../app/lib/contracts/catalog-import";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { productInputSchema, productMessages, type ProductInput } from "../../app/lib/forms/product-schemas";
import { productImagePath, productImageSize } from "../../app/lib/product-images";
import { furnitureKinds, type FurnitureKind } from "../catalog/taxonomy";
import { readCatalogCsv, type CatalogCsvRow } from "../catalog-csv/read-catalog-csv";
import type { Database } from "../db/client";
import { actorName, commandLine, type AuditActor } from "./audit-trail";
import { queryRows } from "./catalog-sql";
import { drawingOf, listingFigures, specificationsKeepingHindi, taxonomyKind, type StoredSpecification } from "./product-listing-rules";
import { requirePermission } from "./require-permission";
import { isUniqueViolation } from "../db/database-errors";
import { hasErrorCode } from "../lib/files";

/** Products written per batch of statements (and between progress reports). */
const productsPerBatch = 500;

const expiredUpload = "This upload is no longer kept (files wait an hour for their import): choose the file again.";

export interface ImportOptions {
  dryRun: boolean;
  onProgress?: (progress: CatalogImportProgress) => void;
}

type Status = "published" | "draft" | "scheduled";

interface VariantState {
  sku: string;
  type: string;
  name: string;
  nameHi: string | null;
  colour: string;
  price: number;
  originalPrice: number;
  maxPerOrder: number;
}

/** A product as the file and the database are compared (and audited): ids for what it points at. */
interface ProductState {
  sku: string;
  name: string;
  nameHi: string | null;
  slug: string;
  description: string;
  descriptionHi: string | null;
  categoryId: number;
  brandId: number;
  collectionId: number | null;
  material: string;
  hsnCode: string | null;
  gstRatePercent: number | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoTitleHi: string | null;
  seoDescriptionHi: string | null;
  status: Status;
  specifications: StoredSpecification[];
  variants: VariantState[];
}

interface ExistingVariant extends VariantState {
  id: number;
  productId: number;
  stock: number;
}

interface ExistingProduct {
  id: number;
  state: ProductState;
  publishedAt: string | null;
  variants: ExistingVariant[];
}

interface PlannedProduct {
  rows: CatalogCsvRow[];
  state: ProductState;
  kind: FurnitureKind;
  existing: ExistingProduct | null;
  action: CatalogImportAction;
}

const categoryRowSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), room_slug: z.string(), room: z.string() });
const idSlugSchema = z.object({ id: z.number().int(), slug: z.string() });
const productRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  name_hi: z.string().nullable(),
  slug: z.string(),
  description: z.string(),
  description_hi: z.string().nullable(),
  category_id: z.number().int(),
  brand_id: z.number().int(),
  collection_id: z.number().int().nullable(),
  material: z.string(),
  hsn_code: z.string().nullable(),
  gst_rate_percent: z.number().int().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_title_hi: z.string().nullable(),
  seo_description_hi: z.string().nullable(),
  status: z.enum(["published", "draft", "scheduled"]),
  published_at: z.string().nullable(),
  specifications: z.array(z.object({ label: z.string(), value: z.string(), labelHi: z.string().nullable(), valueHi: z.string().nullable() })),
});
const variantRowSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_sku: z.string(),
  sku: z.string(),
  type: z.string(),
  name: z.string(),
  name_hi: z.string().nullable(),
  colour: z.string(),
  price: z.number().int(),
  original_price: z.number().int(),
  max_per_order: z.number().int(),
  stock: z.number().int(),
});
const ownerRowSchema = z.object({ slug: z.string(), id: z.number().int(), name: z.string() });
const createdRowSchema = z.object({ id: z.number().int(), sku: z.string() });
const progressSchema = z.object({ phase: z.enum(["reading", "checking", "writing", "done"]), done: z.number().int(), total: z.number().int() });
const kindRowSchema = z.object({ category_id: z.number().int(), kind: z.string() });

/** A list as one JSON parameter, unpacked by the database (one bind value however long the list). */
const jsonList = (values: readonly string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
const jsonIdList = (values: readonly number[]) => sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) as value)`;

/** A number as typed, or the text itself so the schema names the problem; blank is null. */
function numberOrText(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const blankToNull = (text: string): string | null => (text.trim() === "" ? null : text);

const skuKey = (text: string) => text.trim().toUpperCase();

function sameState(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function productPart(state: ProductState): Omit<ProductState, "variants"> {
  const { variants: _variants, ...product } = state;
  return product;
}

/** An upload kept for its apply: 32 hex digits, made by the page that uploads it. */
export const uploadIdPattern = /^[0-9a-f]{32}$/;

/** How long a checked file waits for its "Apply" before it must be uploaded again. */
const stagedLifetimeMs = 60 * 60 * 1000;


export interface CatalogImportServiceOptions {
  /** Where uploaded files wait between their dry run and "Apply" (the store passes DATA_DIR/catalog-imports). */
  stagingDir?: string;
}

export function createCatalogImportService(db: Database, options: CatalogImportServiceOptions = {}) {
  const stagingDir = path.resolve(options.stagingDir ?? path.join(tmpdir(), `aangan-catalog-imports-${process.pid}`));

  /** An upload's file and its progress file; refuses an id no upload could have. */
  function stagedPaths(uploadId: string) {
    if (!uploadIdPattern.test(uploadId)) throw new CatalogImportError("invalid_file", expiredUpload);
    return { file: path.join(stagingDir, `${uploadId}.csv`), progress: path.join(stagingDir, `${uploadId}.progress.json`) };
  }

  /** Progress written where any store process answering the page's polls can read it. */
  function progressWriter(file: string) {
    let last = 0;
    let writing: Promise<void> = Promise.resolve();
    return (progress: CatalogImportProgress) => {
      const now = Date.now();
      if (progress.phase !== "done" && progress.done !== 0 && now - last < 250) return;
      last = now;
      const text = JSON.stringify(progress);
      // Progress is a nicety: a failed write leaves the bar where it was, never fails the import.
      writing = writing.then(() => writeFile(`${file}.tmp`, text)).then(() => rename(`${file}.tmp`, file)).catch(() => undefined);
    };
  }

  async function removeExpired(): Promise<void> {
    const missing = (error: unknown) => {
      // Another store process may have removed it first.
      if (hasErrorCode(error, "ENOENT")) return null;
      throw error;
    };
    const names = (await readdir(stagingDir).catch(missing)) ?? [];
    for (const name of names) {
      const file = path.join(stagingDir, name);
      const info = await stat(file).catch(missing);
      if (info && Date.now() - info.mtimeMs > stagedLifetimeMs) await rm(file, { force: true });
    }
  }

  /** The lookups every row is read against: categories by label, brands and collections by slug. */
  async function readLookups(tx: Database) {
    // One after another: a transaction's single connection runs one statement at a time.
    const categoryRows = await queryRows(tx, sql`select c.id, c.slug, c.name, r.slug as room_slug, r.name as room from categories c join categories r on r.id = c.parent_id order by c.id`);
    const brandRows = await queryRows(tx, sql`select id, slug from brands`);
    const collectionRows = await queryRows(tx, sql`select id, slug from collections`);
    const categories = new Map<string, { id: number; kind: FurnitureKind | null } | "ambiguous">();
    const labels = new Map<number, string>();
    let needsKinds = false;
    for (const raw of categoryRows) {
      const row = categoryRowSchema.parse(raw);
      const label = normaliseCategoryLabel(categoryLabel(row.room, row.name));
      labels.set(row.id, label);
      const kind = taxonomyKind(row.room_slug, row.slug);
      if (!kind) needsKinds = true;
      categories.set(label, categories.has(label) ? "ambiguous" : { id: row.id, kind });
    }
    if (needsKinds) {
      // A category the taxonomy does not name: the kind its products are drawn as.
      const kindRows = await queryRows(tx, sql`select category_id, min(kind) as kind from products group by category_id`);
      const kinds = new Map(kindRows.map((raw) => kindRowSchema.parse(raw)).map((row) => [row.category_id, row.kind]));
      for (const [label, entry] of categories) {
        if (entry === "ambiguous" || entry.kind) continue;
        const known = furnitureKinds.find((kind) => kind === kinds.get(entry.id));
        categories.set(label, { id: entry.id, kind: known ?? null });
      }
    }
    const bySlug = (rows: unknown[]) => new Map(rows.map((raw) => idSlugSchema.parse(raw)).map((row) => [row.slug, row.id]));
    return { categories, labels, brands: bySlug(brandRows), collections: bySlug(collectionRows) };
  }

  /** The products the file names (by product SKU), their variants and the variants' SKUs' owners. */
  async function readExisting(tx: Database, productSkus: string[], variantSkus: string[], lock: boolean) {
    const productRows = await queryRows(
      tx,
      sql`select p.id, p.sku, p.name, p.name_hi, p.slug, p.description, p.description_hi, p.category_id, p.brand_id, p.collection_id, p.material,
            p.hsn_code, p.gst_rate_percent::int as gst_rate_percent, p.seo_title, p.seo_description, p.seo_title_hi, p.seo_description_hi,
            case when p.published_at is null then 'draft' when p.published_at > now() then 'scheduled' else 'published' end as status,
            p.published_at::text as published_at,
            coalesce((select json_agg(json_build_object('label', s.label, 'value', s.value, 'labelHi', s.label_hi, 'valueHi', s.value_hi) order by s.position, s.id)
                      from product_specifications s where s.product_id = p.id), '[]'::json) as specifications
          from products p where p.sku in ${jsonList(productSkus)} order by p.id
          ${lock ? sql`for update of p` : sql``}`,
    );
    const products = productRows.map((raw) => productRowSchema.parse(raw));
    const variantRows = await queryRows(
      tx,
      sql`select v.id, v.product_id, p.sku as product_sku, v.sku, v.type, v.name, v.name_hi, v.colour, v.price, v.original_price, v.max_per_order, v.stock
          from product_variants v join products p on p.id = v.product_id
          where v.product_id in (select p2.id from products p2 where p2.sku in ${jsonList(productSkus)})
             or v.sku in ${jsonList(variantSkus)}
          order by v.product_id, v.position, v.id`,
    );
    const variants = variantRows.map((raw) => variantRowSchema.parse(raw)).map(
      (row): ExistingVariant & { productSku: string } => ({
        id: row.id,
        productId: row.product_id,
        productSku: row.product_sku,
        sku: row.sku,
        type: row.type,
        name: row.name,
        nameHi: row.name_hi,
        colour: row.colour,
        price: row.price,
        originalPrice: row.original_price,
        maxPerOrder: row.max_per_order,
        stock: row.stock,
      }),
    );
    const variantsByProduct = new Map<number, ExistingVariant[]>();
    for (const variant of variants) variantsByProduct.set(variant.productId, [...(variantsByProduct.get(variant.productId) ?? []), variant]);
    const existing = new Map<string, ExistingProduct>();
    for (const row of products) {
      const own = variantsByProduct.get(row.id) ?? [];
      existing.set(row.sku, {
        id: row.id,
        publishedAt: row.published_at,
        variants: own,
        state: {
          sku: row.sku,
          name: row.name,
          nameHi: row.name_hi,
          slug: row.slug,
          description: row.description,
          descriptionHi: row.description_hi,
          categoryId: row.category_id,
          brandId: row.brand_id,
          collectionId: row.collection_id,
          material: row.material,
          hsnCode: row.hsn_code,
          gstRatePercent: row.gst_rate_percent,
          seoTitle: row.seo_title,
          seoDescription: row.seo_description,
          seoTitleHi: row.seo_title_hi,
          seoDescriptionHi: row.seo_description_hi,
          status: row.status,
          specifications: row.specifications,
          variants: own.map(({ sku, type, name, nameHi, colour, price, originalPrice, maxPerOrder }) => ({ sku, type, name, nameHi, colour, price, originalPrice, maxPerOrder })),
        },
      });
    }
    const variantOwners = new Map(variants.map((variant) => [variant.sku, variant.productSku]));
    return { existing, variantOwners };
  }

  async function readSlugOwners(tx: Database, slugs: string[]) {
    const ownerRows = await queryRows(tx, sql`select slug, id, name from products where slug in ${jsonList(slugs)}`);
    const redirectRows = await queryRows(tx, sql`select r.slug, p.id, p.name from product_slug_redirects r join products p on p.id = r.product_id where r.slug in ${jsonList(slugs)}`);
    const toMap = (rows: unknown[]) => new Map(rows.map((raw) => ownerRowSchema.parse(raw)).map((row) => [row.slug, row]));
    return { owners: toMap(ownerRows), redirects: toMap(redirectRows) };
  }

  /** Checks every row; the plan of what each product would become, and the per-row report. */
  async function plan(tx: Database, rows: CatalogCsvRow[], lock: boolean, progress: (done: number) => void) {
    const errors = new Map<number, string[]>();
    const addError = (row: number, message: string) => {
      const list = errors.get(row) ?? [];
      if (!list.includes(message)) list.push(message);
      errors.set(row, list);
    };

    // Rows grouped by product SKU, in the order products first appear.
    const groups = new Map<string, CatalogCsvRow[]>();
    const variantRowBySku = new Map<string, number>();
    for (const row of rows) {
      const key = skuKey(row.cells.product_sku);
      if (key === "") addError(row.row, "The product_sku is blank: every row names its product's SKU");
      groups.set(key, [...(groups.get(key) ?? []), row]);
      const variantKey = skuKey(row.cells.variant_sku);
      const earlier = variantRowBySku.get(variantKey);
      if (variantKey !== "" && earlier !== undefined) addError(row.row, `The variant SKU ${variantKey} is also on row ${earlier}: every variant needs its own SKU`);
      else if (variantKey !== "") variantRowBySku.set(variantKey, row.row);
    }

    const lookups = await readLookups(tx);
    const productSkus = [...groups.keys()].filter((key) => key !== "");
    const { existing, variantOwners } = await readExisting(tx, productSkus, [...variantRowBySku.keys()], lock);
    const slugs = [...new Set(rows.map((row) => row.cells.slug.trim().toLowerCase()))];
    const { owners, redirects } = await readSlugOwners(tx, slugs);
    const slugRowByProduct = new Map<string, { row: number; sku: string }>();

    const planned: PlannedProduct[] = [];
    let checked = 0;
    for (const [productSku, group] of groups) {
      const first = group[0];
      if (!first || productSku === "") continue;
      const cells = first.cells;
      const productErrors: string[] = [];
      for (const row of group.slice(1)) {
        const differing = productCsvColumns.filter((column) => row.cells[column] !== cells[column]);
        if (differing.length > 0) addError(row.row, `The product columns (${differing.join(", ")}) differ from row ${first.row}'s for the same product SKU: they must be the same on each of its rows`);
      }

      const category = lookups.categories.get(normaliseCategoryLabel(cells.category));
      if (category === undefined) productErrors.push(`Unknown category “${cells.category.trim()}”: write Room › Subcategory as the product form lists them (for example Living Room › Sofas)`);
      else if (category === "ambiguous") productErrors.push(`The category “${cells.category.trim()}” names two subcategories: rename one in the catalog first`);
      else if (category.kind === null) productErrors.push("Choose a subcategory (for example Living Room › Sofas): products are filed under one.");
      const brandId = lookups.brands.get(cells.brand.trim().toLowerCase());
      if (brandId === undefined) productErrors.push(cells.brand.trim() === "" ? productMessages.brandRequired : `Unknown brand “${cells.brand.trim()}”: write the brand's slug`);
      const collectionText = cells.collection.trim().toLowerCase();
      const collectionId = collectionText === "" ? null : lookups.collections.get(collectionText);
      if (collectionId === undefined) productErrors.push(`Unknown collection “${cells.collection.trim()}”: write the collection's slug, or leave it blank`);
      const status = cells.status.trim().toLowerCase();
      const knownStatus = status === "published" || status === "draft" || status === "scheduled" ? status : null;
      if (knownStatus === null) productErrors.push("The status must be published or draft");
      const specifications = parseSpecifications(cells.specifications);
      if ("error" in specifications) productErrors.push(specifications.error);
      const englishSpecifications = "error" in specifications ? [] : specifications.specifications;
      // Hindi columns the file leaves out say nothing of the Hindi: the product keeps its own.
      const hindiSpecifications =
        cells.specifications_hi === undefined ? null : parseHindiSpecifications(cells.specifications_hi, englishSpecifications.length);
      if (hindiSpecifications && "error" in hindiSpecifications) productErrors.push(hindiSpecifications.error);
      const before = existing.get(productSku) ?? null;
      const variantsBefore = new Map((before?.variants ?? []).map((variant) => [variant.sku, variant]));

      const input = {
        name: cells.name,
        nameHi: cells.name_hi ?? before?.state.nameHi ?? null,
        slug: cells.slug,
        sku: productSku,
        description: cells.description,
        descriptionHi: cells.description_hi ?? before?.state.descriptionHi ?? null,
        categoryId: category && category !== "ambiguous" ? category.id : 1,
        collectionId: collectionId ?? null,
        brandId: brandId ?? 1,
        material: cells.material.trim().toLowerCase(),
        specifications: englishSpecifications.map((row, index) => {
          const hindi = hindiSpecifications && !("error" in hindiSpecifications) ? hindiSpecifications.specifications[index] : undefined;
          return hindi ? { ...row, ...hindi } : row;
        }),
        hsnCode: blankToNull(cells.hsn_code),
        gstRatePercent: numberOrText(cells.gst_rate),
        seoTitle: cells.seo_title,
        seoDescription: cells.seo_description,
        seoTitleHi: cells.seo_title_hi ?? before?.state.seoTitleHi ?? null,
        seoDescriptionHi: cells.seo_description_hi ?? before?.state.seoDescriptionHi ?? null,
        variants: group.map((row) => ({
          type: row.cells.option_type,
          name: row.cells.option_name,
          nameHi: row.cells.option_name_hi ?? variantsBefore.get(skuKey(row.cells.variant_sku))?.nameHi ?? null,
          colour: row.cells.colour,
          sku: row.cells.variant_sku,
          price: numberOrText(row.cells.price),
          originalPrice: numberOrText(row.cells.original_price) ?? numberOrText(row.cells.price),
          maxPerOrder: numberOrText(row.cells.max_per_order) ?? undefined,
        })),
      };
      const parsed = productInputSchema.safeParse(input);
      const fileHasDuplicates = group.some((row) => (errors.get(row.row) ?? []).some((message) => message.includes("is also on row")));
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const [head, index] = issue.path;
          if (issue.message === productMessages.duplicateSku && fileHasDuplicates) continue;
          const row = head === "variants" && typeof index === "number" ? group[index] : undefined;
          if (row) addError(row.row, issue.message);
          else productErrors.push(issue.message);
        }
      }
      if (parsed.success && knownStatus !== null) {
        const product: ProductInput = parsed.data;
        // Rules beyond the form's: who owns each SKU and slug, and what an import may not do.
        for (const [index, variant] of product.variants.entries()) {
          const owner = variantOwners.get(variant.sku);
          const row = group[index];
          if (row && owner !== undefined && owner !== productSku) addError(row.row, `The variant SKU ${variant.sku} belongs to another product (${owner})`);
        }
        if (before) {
          const listed = new Set(product.variants.map((variant) => variant.sku));
          const missing = before.variants.filter((variant) => !listed.has(variant.sku));
          if (missing.length > 0) {
            productErrors.push(
              `A variant cannot be removed (orders and carts refer to it): keep ${missing.map((variant) => `${variant.name} (${variant.sku})`).join(", ")} in the file`,
            );
          }
        }
        if (knownStatus === "scheduled" && before?.state.status !== "scheduled") {
          productErrors.push("Only a product already scheduled may say scheduled: schedule it on its page, or write published or draft");
        }
        const slugOwner = owners.get(product.slug);
        if (slugOwner && slugOwner.id !== before?.id) productErrors.push(`The slug ${product.slug} is already the address of “${slugOwner.name}”. Choose another.`);
        const formerOwner = redirects.get(product.slug);
        if (formerOwner && formerOwner.id !== before?.id) productErrors.push(`The slug ${product.slug} was “${formerOwner.name}”'s and still leads there. Choose another.`);
        const sameSlug = slugRowByProduct.get(product.slug);
        if (sameSlug && sameSlug.sku !== productSku) productErrors.push(`The slug ${product.slug} is also product ${sameSlug.sku}'s, on row ${sameSlug.row}`);
        else slugRowByProduct.set(product.slug, { row: first.row, sku: productSku });

        if (productErrors.length === 0 && category && category !== "ambiguous" && category.kind) {
          const state: ProductState = {
            sku: productSku,
            name: product.name,
            nameHi: product.nameHi ?? null,
            slug: product.slug,
            description: product.description,
            descriptionHi: product.descriptionHi ?? null,
            categoryId: product.categoryId,
            brandId: product.brandId,
            collectionId: product.collectionId,
            material: product.material,
            hsnCode: product.hsnCode,
            gstRatePercent: product.gstRatePercent,
            seoTitle: product.seoTitle,
            seoDescription: product.seoDescription,
            seoTitleHi: product.seoTitleHi ?? null,
            seoDescriptionHi: product.seoDescriptionHi ?? null,
            status: knownStatus,
            specifications: specificationsKeepingHindi(product.specifications, before?.state.specifications ?? []),
            variants: product.variants.map((variant) => ({
              sku: variant.sku,
              type: variant.type,
              name: variant.name,
              nameHi: variant.nameHi ?? null,
              colour: variant.colour,
              price: variant.price,
              originalPrice: variant.originalPrice,
              maxPerOrder: variant.maxPerOrder,
            })),
          };
          const action: CatalogImportAction = before === null ? "create" : sameState(before.state, state) ? "unchanged" : "update";
          planned.push({ rows: group, state, kind: category.kind, existing: before, action });
        }
      }
      for (const message of productErrors) for (const row of group) addError(row.row, message);
      checked += group.length;
      progress(checked);
    }
    return { planned, errors };
  }

  function reportOf(rows: CatalogCsvRow[], planned: PlannedProduct[], errors: Map<number, string[]>, dryRun: boolean, applied: boolean): CatalogImportReport {
    const products: Record<CatalogImportAction, number> = { create: 0, update: 0, unchanged: 0 };
    const variants: Record<CatalogImportAction, number> = { create: 0, update: 0, unchanged: 0 };
    const actionByRow = new Map<number, CatalogImportAction>();
    for (const product of planned) {
      products[product.action] += 1;
      const productChanged = product.existing !== null && !sameState(productPart(product.existing.state), productPart(product.state));
      const beforeVariants = product.existing?.state.variants ?? [];
      for (const [index, variant] of product.state.variants.entries()) {
        const row = product.rows[index];
        if (!row) continue;
        const earlier = beforeVariants.findIndex((candidate) => candidate.sku === variant.sku);
        const variantAction: CatalogImportAction =
          earlier === -1 ? "create" : earlier !== index || !sameState(beforeVariants[earlier], variant) ? "update" : "unchanged";
        variants[variantAction] += 1;
        actionByRow.set(row.row, variantAction === "unchanged" && productChanged ? "update" : variantAction);
      }
    }
    const report: CatalogImportRowReport[] = rows.map((row) => {
      const rowErrors = errors.get(row.row) ?? [];
      return {
        row: row.row,
        productSku: row.cells.product_sku.trim(),
        variantSku: row.cells.variant_sku.trim(),
        action: rowErrors.length > 0 ? null : (actionByRow.get(row.row) ?? null),
        errors: rowErrors,
      };
    });
    return {
      dryRun,
      applied,
      rowCount: rows.length,
      errorCount: report.filter((row) => row.errors.length > 0).length,
      products,
      variants,
      fileErrors: [],
      rows: report,
    };
  }

  /** Writes the planned products a batch at a time; the caller's transaction makes it all or nothing. */
  async function write(tx: Database, actor: AuditActor, planned: PlannedProduct[], progress: (done: number) => void) {
    const changed = planned.filter((product) => product.action !== "unchanged");
    let done = planned.length - changed.length;
    for (let start = 0; start < changed.length; start += productsPerBatch) {
      const batch = changed.slice(start, start + productsPerBatch);
      await writeBatch(tx, actor, batch);
      done += batch.length;
      progress(done);
    }
  }

  async function writeBatch(tx: Database, actor: AuditActor, batch: PlannedProduct[]) {
    const productDocument = (product: PlannedProduct) => {
      const stockBySku = new Map((product.existing?.variants ?? []).map((variant) => [variant.sku, variant.stock]));
      const figures = listingFigures(product.state.variants.map((variant) => ({ ...variant, stock: stockBySku.get(variant.sku) ?? 0 })));
      const { state } = product;
      return {
        id: product.existing?.id ?? null,
        sku: state.sku,
        name: state.name,
        name_hi: state.nameHi,
        slug: state.slug,
        description: state.description,
        description_hi: state.descriptionHi,
        kind: product.kind,
        category_id: state.categoryId,
        brand_id: state.brandId,
        collection_id: state.collectionId,
        material: state.material,
        hsn_code: state.hsnCode,
        gst_rate_percent: state.gstRatePercent,
        seo_title: state.seoTitle,
        seo_description: state.seoDescription,
        seo_title_hi: state.seoTitleHi,
        seo_description_hi: state.seoDescriptionHi,
        price: figures.price,
        original_price: figures.originalPrice,
        status: state.status,
      };
    };
    const recordType = sql`x(id int, sku text, name text, name_hi text, slug text, description text, description_hi text, kind text, category_id int,
      brand_id int, collection_id int, material text, hsn_code text, gst_rate_percent smallint, seo_title text, seo_description text, seo_title_hi text,
      seo_description_hi text, price int, original_price int, status text)`;

    const creates = batch.filter((product) => product.existing === null);
    const updates = batch.filter((product) => product.existing !== null);
    const idBySku = new Map<string, number>();
    if (creates.length > 0) {
      const created = await queryRows(
        tx,
        sql`insert into products (sku, name, name_hi, slug, description, description_hi, kind, category_id, brand_id, collection_id, material, hsn_code,
              gst_rate_percent, seo_title, seo_description, seo_title_hi, seo_description_hi, price, original_price, in_stock, published_at)
            select x.sku, x.name, x.name_hi, x.slug, x.description, x.description_hi, x.kind, x.category_id, x.brand_id, x.collection_id, x.material, x.hsn_code,
              x.gst_rate_percent,
              x.seo_title, x.seo_description, x.seo_title_hi, x.seo_description_hi, x.price, x.original_price, false,
              case when x.status = 'published' then now() else null end
            from json_to_recordset(${JSON.stringify(creates.map(productDocument))}::json) as ${recordType}
            returning id, sku`,
      );
      for (const raw of created) {
        const row = createdRowSchema.parse(raw);
        idBySku.set(row.sku, row.id);
      }
    }
    if (updates.length > 0) {
      const documents = updates.map(productDocument);
      // A published product keeps its first publication time; a schedule stands.
      await tx.execute(sql`update products p set name = x.name, name_hi = x.name_hi, slug = x.slug, description = x.description,
            description_hi = x.description_hi, kind = x.kind, category_id = x.category_id,
            brand_id = x.brand_id, collection_id = x.collection_id, material = x.material, hsn_code = x.hsn_code, gst_rate_percent = x.gst_rate_percent,
            seo_title = x.seo_title, seo_description = x.seo_description, seo_title_hi = x.seo_title_hi, seo_description_hi = x.seo_description_hi,
            price = x.price, original_price = x.original_price,
            published_at = case x.status when 'draft' then null when 'scheduled' then p.published_at
                             else case when p.published_at is not null and p.published_at <= now() then p.published_at else now() end end,
            updated_at = now()
          from json_to_recordset(${JSON.stringify(documents)}::json) as ${recordType}
          where p.id = x.id`);
      // A changed slug: the old address keeps leading here, and a slug taken back is no longer a redirect.
      const moved = updates.flatMap((product) =>
        product.existing && product.existing.state.slug !== product.state.slug ? [{ id: product.existing.id, old: product.existing.state.slug, slug: product.state.slug }] : [],
      );
      if (moved.length > 0) {
        const movedJson = JSON.stringify(moved);
        await tx.execute(sql`delete from product_slug_redirects where slug in (select x.slug from json_to_recordset(${movedJson}::json) as x(id int, old text, slug text))`);
        await tx.execute(sql`insert into product_slug_redirects (slug, product_id) select x.old, x.id from json_to_recordset(${movedJson}::json) as x(id int, old text, slug text)
          on conflict do nothing`);
      }
      for (const product of updates) if (product.existing) idBySku.set(product.state.sku, product.existing.id);
    }

    // Variants: changed ones updated in place, new ones inserted (no stock: the stock screen receives it).
    const variantUpdates: object[] = [];
    const variantCreates: object[] = [];
    for (const product of batch) {
      const productId = idBySku.get(product.state.sku);
      if (productId === undefined) throw new Error(`product ${product.state.sku} was not written`);
      const existingBySku = new Map((product.existing?.variants ?? []).map((variant) => [variant.sku, variant]));
      const design = drawingOf(product.kind, product.state.material);
      for (const [position, variant] of product.state.variants.entries()) {
        const before = existingBySku.get(variant.sku);
        const document = {
          id: before?.id ?? null,
          product_id: productId,
          sku: variant.sku,
          type: variant.type,
          name: variant.name,
          name_hi: variant.nameHi,
          colour: variant.colour,
          price: variant.price,
          original_price: variant.originalPrice,
          max_per_order: variant.maxPerOrder,
          position,
          picture: productImagePath(design.slug, variant.colour, "front"),
          alt: `${product.state.name} in ${variant.name}`,
        };
        if (before) variantUpdates.push(document);
        else variantCreates.push(document);
      }
    }
    const variantType = sql`x(id int, product_id int, sku text, type text, name text, name_hi text, colour text, price int, original_price int, max_per_order int,
      position int, picture text, alt text)`;
    if (variantUpdates.length > 0) {
      await tx.execute(sql`update product_variants v set type = x.type, name = x.name, name_hi = x.name_hi, colour = x.colour, price = x.price,
            original_price = x.original_price, max_per_order = x.max_per_order, position = x.position
          from json_to_recordset(${JSON.stringify(variantUpdates)}::json) as ${variantType}
          where v.id = x.id and (v.type, v.name, v.name_hi, v.colour, v.price, v.original_price, v.max_per_order, v.position)
                is distinct from (x.type, x.name, x.name_hi, x.colour, x.price, x.original_price, x.max_per_order, x.position)`);
    }
    if (variantCreates.length > 0) {
      const createdJson = JSON.stringify(variantCreates);
      // A new variant gets a drawn picture in its colour, as one added on the product form does.
      await tx.execute(sql`with added as (
            insert into product_variants (product_id, sku, type, name, name_hi, colour, price, original_price, max_per_order, position, stock)
            select x.product_id, x.sku, x.type, x.name, x.name_hi, x.colour, x.price, x.original_price, x.max_per_order, x.position, 0
            from json_to_recordset(${createdJson}::json) as ${variantType}
            returning id, product_id, sku
          )
          insert into product_images (product_id, variant_id, position, path, alt, width, height)
          select a.product_id, a.id, 100 + x.position, x.picture, x.alt, ${productImageSize.width}, ${productImageSize.height}
          from added a join json_to_recordset(${createdJson}::json) as ${variantType} on x.sku = a.sku`);
    }
    // A product without a picture of its own gets its first variant's.
    const pictures = batch.flatMap((product) => {
      const firstVariant = product.state.variants[0];
      const productId = idBySku.get(product.state.sku);
      if (!firstVariant || productId === undefined) return [];
      return [{ product_id: productId, path: productImagePath(drawingOf(product.kind, product.state.material).slug, firstVariant.colour, "front"), alt: product.state.name }];
    });
    await tx.execute(sql`insert into product_images (product_id, variant_id, position, path, alt, width, height)
        select x.product_id, null, 0, x.path, x.alt, ${productImageSize.width}, ${productImageSize.height}
        from json_to_recordset(${JSON.stringify(pictures)}::json) as x(product_id int, path text, alt text)
        where not exists (select 1 from product_images i where i.product_id = x.product_id and i.variant_id is null)`);

    // Specifications: replaced where they changed.
    const respecified = batch.filter((product) => !product.existing || !sameState(product.existing.state.specifications, product.state.specifications));
    const respecifiedIds = respecified.flatMap((product) => {
      const id = idBySku.get(product.state.sku);
      return id === undefined ? [] : [id];
    });
    if (respecifiedIds.length > 0) {
      await tx.execute(sql`delete from product_specifications where product_id in ${jsonIdList(respecifiedIds)}`);
      const specificationRows = respecified.flatMap((product) =>
        product.state.specifications.map((row, position) => ({
          product_id: idBySku.get(product.state.sku),
          position,
          label: row.label,
          value: row.value,
          label_hi: row.labelHi,
          value_hi: row.valueHi,
        })),
      );
      if (specificationRows.length > 0) {
        await tx.execute(sql`insert into product_specifications (product_id, position, label, value, label_hi, value_hi)
            select x.product_id, x.position, x.label, x.value, x.label_hi, x.value_hi
            from json_to_recordset(${JSON.stringify(specificationRows)}::json) as x(product_id int, position int, label text, value text, label_hi text, value_hi text)`);
      }
    }

    // The audit trail: one row per product, before and after, as the product form records.
    const auditRows = batch.map((product) => ({
      action: product.existing ? "product.import.update" : "product.import.create",
      entity_id: String(idBySku.get(product.state.sku)),
      before: product.existing ? product.existing.state : null,
      after: product.state,
    }));
    const staffId = actor === commandLine ? null : actor.staff.id;
    const clientAddress = actor === commandLine ? null : actor.clientAddress;
    await tx.execute(sql`insert into audit_log (staff_id, actor, action, entity_type, entity_id, before, after, client_address)
        select ${staffId}::int, ${actorName(actor)}, x.action, 'product', x.entity_id, x.before, x.after, ${clientAddress}::text
        from json_to_recordset(${JSON.stringify(auditRows)}::json) as x(action text, entity_id text, before jsonb, after jsonb)`);
  }

  /**
   * Reads and checks a catalog CSV, and unless it is a dry run writes it: all of it, or, when any
   * row has an error, nothing (the report then says which rows and why).
   */
  async function importCsv(actor: AuditActor, source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, options: ImportOptions): Promise<CatalogImportReport> {
    if (actor !== commandLine) requirePermission(actor, "catalog.manage");
    const report = (progress: CatalogImportProgress) => options.onProgress?.(progress);
    const rows = await readCatalogCsv(source, { onRow: (done) => done % 1000 === 0 && report({ phase: "reading", done, total: 0 }) });
    report({ phase: "checking", done: 0, total: rows.length });
    const checkProgress = (done: number) => report({ phase: "checking", done, total: rows.length });
    if (options.dryRun) {
      const { planned, errors } = await plan(db, rows, false, checkProgress);
      report({ phase: "done", done: rows.length, total: rows.length });
      return reportOf(rows, planned, errors, true, false);
    }
    let outcome: CatalogImportReport;
    try {
      outcome = await db.transaction(async (tx) => {
        const { planned, errors } = await plan(tx, rows, true, checkProgress);
        if (errors.size > 0 || rows.length === 0) return reportOf(rows, planned, errors, false, false);
        report({ phase: "writing", done: 0, total: planned.length });
        await write(tx, actor, planned, (done) => report({ phase: "writing", done, total: planned.length }));
        return reportOf(rows, planned, errors, false, true);
      });
    } catch (error) {
      // A product or variant made meanwhile (another import, the product form) took a SKU or slug.
      if (isUniqueViolation(error)) throw new CatalogImportError("conflict", "Someone else added one of these SKUs or slugs while the file was being imported; nothing was written. Check the file again.");
      throw error;
    }
    report({ phase: "done", done: rows.length, total: rows.length });
    return outcome;
  }

  return {
    importCsv,

    /** Keeps an uploaded file under its upload id for its dry run and "Apply"; at most the file limit is read. */
    async stage(actor: StaffActor, uploadId: string, file: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<void> {
      requirePermission(actor, "catalog.manage");
      const paths = stagedPaths(uploadId);
      await mkdir(stagingDir, { recursive: true });
      let bytes = 0;
      const limited = async function* () {
        for await (const chunk of file) {
          bytes += chunk.byteLength;
          if (bytes > catalogCsvLimits.maxBytes) throw new CatalogImportError("too_large", `The file is larger than ${catalogCsvLimits.maxBytes / (1024 * 1024)} MB: split it into smaller files.`);
          yield chunk;
        }
      };
      try {
        await pipeline(Readable.from(limited()), createWriteStream(`${paths.file}.tmp`));
        await rename(`${paths.file}.tmp`, paths.file);
      } catch (error) {
        await rm(`${paths.file}.tmp`, { force: true });
        throw error;
      }
      // Files left behind by uploads never applied go after their hour.
      await removeExpired();
    },

    /** Checks (dry run) or imports a staged upload; a file imported is no longer kept. */
    async importStaged(actor: StaffActor, uploadId: string, options: { dryRun: boolean }): Promise<CatalogImportReport> {
      requirePermission(actor, "catalog.manage");
      const paths = stagedPaths(uploadId);
      const kept = await stat(paths.file).catch((error: unknown) => {
        if (hasErrorCode(error, "ENOENT")) return null;
        throw error;
      });
      if (!kept || Date.now() - kept.mtimeMs > stagedLifetimeMs) throw new CatalogImportError("invalid_file", expiredUpload);
      const report = await importCsv(actor, createReadStream(paths.file), { dryRun: options.dryRun, onProgress: progressWriter(paths.progress) });
      if (report.applied) await rm(paths.file, { force: true });
      return report;
    },

    /** How far an upload's check or import has gone; null before it starts. */
    async progress(actor: StaffActor, uploadId: string): Promise<CatalogImportProgress | null> {
      requirePermission(actor, "catalog.manage");
      if (!uploadIdPattern.test(uploadId)) return null;
      const text = await readFile(stagedPaths(uploadId).progress, "utf8").catch((error: unknown) => {
        if (hasErrorCode(error, "ENOENT")) return null;
        throw error;
      });
      if (text === null) return null;
      const parsed = progressSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    },

    /** The catalog as CSV, a batch of products at a time, in product order. */
    async *exportCsv(actor: AuditActor): AsyncGenerator<string> {
      if (actor !== commandLine) requirePermission(actor, "catalog.manage");
      const lookups = await readLookups(db);
      const brandSlugs = new Map([...lookups.brands].map(([slug, id]) => [id, slug]));
      const collectionSlugs = new Map([...lookups.collections].map(([slug, id]) => [id, slug]));
      yield stringify([[...catalogCsvColumns]]);
      let after = 0;
      for (;;) {
        const idRows = await queryRows(db, sql`select sku from products where id > ${after} order by id limit ${productsPerBatch}`);
        const skus = idRows.map((raw) => z.object({ sku: z.string() }).parse(raw).sku);
        if (skus.length === 0) return;
        const { existing } = await readExisting(db, skus, [], false);
        const records: string[][] = [];
        for (const sku of skus) {
          const product = existing.get(sku);
          if (!product) continue;
          after = Math.max(after, product.id);
          const { state } = product;
          const productCells: Required<
            Omit<CatalogCsvRecord, "variant_sku" | "option_type" | "option_name" | "option_name_hi" | "colour" | "price" | "original_price" | "max_per_order">
          > = {
            product_sku: state.sku,
            name: state.name,
            name_hi: state.nameHi ?? "",
            slug: state.slug,
            description: state.description,
            description_hi: state.descriptionHi ?? "",
            category: lookups.labels.get(state.categoryId) ?? "",
            brand: brandSlugs.get(state.brandId) ?? "",
            collection: state.collectionId === null ? "" : (collectionSlugs.get(state.collectionId) ?? ""),
            material: state.material,
            hsn_code: state.hsnCode ?? "",
            gst_rate: state.gstRatePercent === null ? "" : String(state.gstRatePercent),
            seo_title: state.seoTitle ?? "",
            seo_description: state.seoDescription ?? "",
            seo_title_hi: state.seoTitleHi ?? "",
            seo_description_hi: state.seoDescriptionHi ?? "",
            status: state.status satisfies CatalogCsvStatus,
            specifications: formatSpecifications(state.specifications),
            specifications_hi: formatHindiSpecifications(state.specifications),
          };
          for (const variant of state.variants) {
            const cells: Required<CatalogCsvRecord> = {
              ...productCells,
              variant_sku: variant.sku,
              option_type: variant.type,
              option_name: variant.name,
              option_name_hi: variant.nameHi ?? "",
              colour: variant.colour,
              price: String(variant.price),
              original_price: String(variant.originalPrice),
              max_per_order: String(variant.maxPerOrder),
            };
            records.push(catalogCsvColumns.map((column) => neutraliseCell(cells[column])));
          }
        }
        if (records.length > 0) yield stringify(records);
        if (skus.length < productsPerBatch) return;
      }
    },
  };
}

export type CatalogImportService = ReturnType<typeof createCatalogImportService>;
