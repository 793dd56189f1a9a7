// The back office's product form: a new product or an edit (name, slug, formatted description,
// category, collection, brand, material, specifications, HSN code and GST rate, SEO title and
// description, variants) and its publication (publish, unpublish, schedule). One set of rules and
// messages for the page, POST/PATCH /api/admin/products and the service. zod/mini, as the other forms.
// The name, description, SEO title and description, specifications and variants' names may have
// Hindi beside them (nameHi…): optional, checked as the English is, blank meaning none (Hindi pages
// then show the English).
import * as z from "zod/mini";
import { defaultMaxQuantity } from "../stock-label";

export const productMaterials = ["wood", "metal", "fabric", "leather", "plastic"] as const;

/** The GST rates furniture may carry since 22 September 2025 (percent). */
export const gstRates = [0, 5, 18, 40] as const;

export const productLimits = {
  name: { min: 3, max: 120 },
  slug: { min: 3, max: 80 },
  sku: { min: 3, max: 40 },
  description: { min: 10, max: 5000 },
  specifications: 30,
  specLabel: 80,
  specValue: 500,
  seoTitle: 70,
  seoDescription: 160,
  variants: 20,
  variantType: 30,
  variantName: 60,
  price: 10_000_000,
  maxPerOrder: 100,
} as const;

export const productMessages = {
  nameLength: `The name must be ${productLimits.name.min} to ${productLimits.name.max} characters`,
  nameHiLength: `The Hindi name must be ${productLimits.name.min} to ${productLimits.name.max} characters, or blank`,
  slugFormat: `The slug must be ${productLimits.slug.min} to ${productLimits.slug.max} lower-case letters, digits and single dashes (for example teak-coffee-table)`,
  skuFormat: `A SKU must be ${productLimits.sku.min} to ${productLimits.sku.max} capital letters, digits and single dashes (for example AAN-SOF-0001)`,
  descriptionLength: `The description must be ${productLimits.description.min} to ${productLimits.description.max} characters`,
  descriptionHiLength: `The Hindi description must be ${productLimits.description.min} to ${productLimits.description.max} characters, or blank`,
  categoryRequired: "Choose a category",
  brandRequired: "Choose a brand",
  collectionUnknown: "Choose a collection, or none",
  materialRequired: `Choose a material: ${productMaterials.join(", ")}`,
  tooManySpecifications: `At most ${productLimits.specifications} specifications`,
  specLabel: `A specification's label must be 1 to ${productLimits.specLabel} characters`,
  specValue: `A specification's value must be 1 to ${productLimits.specValue} characters`,
  specLabelHi: `A specification's Hindi label must be at most ${productLimits.specLabel} characters`,
  specValueHi: `A specification's Hindi value must be at most ${productLimits.specValue} characters`,
  hsnFormat: "The HSN code must be 4, 6 or 8 digits",
  gstRate: `The GST rate must be one of ${gstRates.join(", ")} percent`,
  hsnWithGst: "Give both the HSN code and the GST rate, or neither (the category's then apply)",
  seoTitle: `The SEO title must be at most ${productLimits.seoTitle} characters`,
  seoDescription: `The SEO description must be at most ${productLimits.seoDescription} characters`,
  seoTitleHi: `The Hindi SEO title must be at most ${productLimits.seoTitle} characters`,
  seoDescriptionHi: `The Hindi SEO description must be at most ${productLimits.seoDescription} characters`,
  variantsRequired: "Add at least one variant",
  tooManyVariants: `At most ${productLimits.variants} variants`,
  variantType: `The option type (for example Colour or Size) must be 1 to ${productLimits.variantType} characters`,
  variantName: `The option's name (for example Teal) must be 1 to ${productLimits.variantName} characters`,
  variantNameHi: `The option's Hindi name must be at most ${productLimits.variantName} characters`,
  colourFormat: "The colour must be written #rrggbb (for example #2f6f6f)",
  price: `The price must be a whole number of rupees from 1 to ${productLimits.price.toLocaleString("en-IN")}`,
  originalPrice: "The original price must be a whole number of rupees, at least the price",
  maxPerOrder: `The most per order must be a whole number from 1 to ${productLimits.maxPerOrder}`,
  duplicateSku: "Two variants have the same SKU",
  variantId: "This variant is not one of the product's",
  publishAtFormat: "Give the date and time to publish, in India's time (YYYY-MM-DD HH:MM)",
  publishAtPast: "The time to publish must be in the future; publish now instead",
  actionUnknown: "Choose publish, unpublish or schedule",
} as const;

const m = productMessages;

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const skuPattern = /^[A-Z0-9]+(-[A-Z0-9]+)*$/;
export const hsnPattern = /^[0-9]{4}([0-9]{2}){0,2}$/;
export const colourPattern = /^#[0-9a-f]{6}$/;

/** A slug from a name: lower case, words joined by single dashes. */
export function slugFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, productLimits.slug.max)
    .replace(/-+$/, "");
}

function boundedText(min: number, max: number, message: string) {
  return z.string({ error: message }).check(
    z.trim(),
    z.minLength(min, { error: message, abort: true }),
    z.maxLength(max, { error: message, abort: true }),
  );
}

/**
 * A Hindi text beside an English one: the English one's bounds, or blank for none (null). Left out,
 * it stays undefined: a change that does not mention the Hindi leaves it as it was.
 */
function hindiText(min: number, max: number, message: string) {
  return z.optional(
    z.pipe(
      z.nullable(z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: message }))),
      z.transform((value: string | null) => (value ? value : null)),
    ).check(z.refine((value: string | null) => value === null || value.length >= min, { error: message })),
  );
}

/** Optional text: blank is none (null). */
function optionalText(max: number, message: string) {
  return z.pipe(
    z.nullable(z.optional(z.string({ error: message }).check(z.trim(), z.maxLength(max, { error: message })))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );
}

const identifier = (message: string) => z.number({ error: message }).check(z.int({ error: message }), z.minimum(1, { error: message }), z.maximum(2_147_483_647, { error: message }));

const rupees = (message: string) => z.number({ error: message }).check(z.int({ error: message }), z.minimum(1, { error: message }), z.maximum(productLimits.price, { error: message }));

const skuSchema = z.string({ error: m.skuFormat }).check(
  z.overwrite((typed) => typed.trim().toUpperCase()),
  z.minLength(productLimits.sku.min, { error: m.skuFormat, abort: true }),
  z.maxLength(productLimits.sku.max, { error: m.skuFormat, abort: true }),
  z.regex(skuPattern, { error: m.skuFormat }),
);

export const productVariantSchema = z
  .object({
    /** An existing variant of the product; absent for a new one. */
    id: z.optional(identifier(m.variantId)),
    type: boundedText(1, productLimits.variantType, m.variantType),
    name: boundedText(1, productLimits.variantName, m.variantName),
    nameHi: hindiText(1, productLimits.variantName, m.variantNameHi),
    colour: z.string({ error: m.colourFormat }).check(
      z.overwrite((typed) => typed.trim().toLowerCase()),
      z.regex(colourPattern, { error: m.colourFormat }),
    ),
    sku: skuSchema,
    price: rupees(m.price),
    originalPrice: rupees(m.originalPrice),
    maxPerOrder: z._default(
      z.number({ error: m.maxPerOrder }).check(z.int({ error: m.maxPerOrder }), z.minimum(1, { error: m.maxPerOrder }), z.maximum(productLimits.maxPerOrder, { error: m.maxPerOrder })),
      defaultMaxQuantity,
    ),
  })
  .check(
    z.refine((variant) => variant.originalPrice >= variant.price, { error: m.originalPrice, path: ["originalPrice"] }),
  );

const specificationSchema = z.object({
  label: boundedText(1, productLimits.specLabel, m.specLabel),
  value: boundedText(1, productLimits.specValue, m.specValue),
  labelHi: hindiText(1, productLimits.specLabel, m.specLabelHi),
  valueHi: hindiText(1, productLimits.specValue, m.specValueHi),
});

const productFields = {
  name: boundedText(productLimits.name.min, productLimits.name.max, m.nameLength),
  nameHi: hindiText(productLimits.name.min, productLimits.name.max, m.nameHiLength),
  slug: z.string({ error: m.slugFormat }).check(
    z.overwrite((typed) => typed.trim().toLowerCase()),
    z.minLength(productLimits.slug.min, { error: m.slugFormat, abort: true }),
    z.maxLength(productLimits.slug.max, { error: m.slugFormat, abort: true }),
    z.regex(slugPattern, { error: m.slugFormat }),
  ),
  sku: skuSchema,
  description: boundedText(productLimits.description.min, productLimits.description.max, m.descriptionLength),
  descriptionHi: hindiText(productLimits.description.min, productLimits.description.max, m.descriptionHiLength),
  categoryId: identifier(m.categoryRequired),
  collectionId: z.nullable(identifier(m.collectionUnknown)),
  brandId: identifier(m.brandRequired),
  material: z.enum(productMaterials, { error: m.materialRequired }),
  specifications: z.array(specificationSchema, { error: m.specLabel }).check(z.maxLength(productLimits.specifications, { error: m.tooManySpecifications })),
  hsnCode: z.nullable(z.string({ error: m.hsnFormat }).check(z.trim(), z.regex(hsnPattern, { error: m.hsnFormat }))),
  gstRatePercent: z.nullable(
    z.number({ error: m.gstRate }).check(z.refine((rate) => (gstRates as readonly number[]).includes(rate), { error: m.gstRate })),
  ),
  seoTitle: optionalText(productLimits.seoTitle, m.seoTitle),
  seoDescription: optionalText(productLimits.seoDescription, m.seoDescription),
  seoTitleHi: hindiText(1, productLimits.seoTitle, m.seoTitleHi),
  seoDescriptionHi: hindiText(1, productLimits.seoDescription, m.seoDescriptionHi),
  variants: z
    .array(productVariantSchema, { error: m.variantsRequired })
    .check(
      z.minLength(1, { error: m.variantsRequired }),
      z.maxLength(productLimits.variants, { error: m.tooManyVariants }),
      z.refine((variants) => new Set(variants.map((variant) => variant.sku)).size === variants.length, { error: m.duplicateSku }),
    ),
};

/** Rules that join fields: an HSN code goes with a GST rate. */
function hsnWithGst(product: { hsnCode: string | null; gstRatePercent: number | null }): boolean {
  return (product.hsnCode === null) === (product.gstRatePercent === null);
}

export const productInputSchema = z
  .object(productFields)
  .check(z.refine(hsnWithGst, { error: m.hsnWithGst, path: ["hsnCode"] }));

export type ProductInput = z.output<typeof productInputSchema>;

/** A change: any of the fields; the service checks the product they make as a whole. */
export const productPatchSchema = z.partial(z.object(productFields));

export type ProductPatch = z.output<typeof productPatchSchema>;

/** "2026-12-01T09:30" (India's time, as a datetime-local field sends it) or ISO 8601 with its offset. */
const publishAtPattern = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})?$/;

/** The instant a publish time names, a time without an offset being India's; null when it names none. */
export function parsePublishAt(text: string): Date | null {
  const match = publishAtPattern.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = "00", zone = "+05:30"] = match;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${zone}`);
  if (Number.isNaN(date.getTime())) return null;
  // Reject dates the calendar lacks (2026-02-30 rolls over to March).
  const local = new Date(date.getTime() + (zone === "Z" ? 0 : offsetMinutes(zone)) * 60_000);
  if (local.getUTCDate() !== Number(day) || local.getUTCMonth() + 1 !== Number(month)) return null;
  return date;
}

function offsetMinutes(zone: string): number {
  const sign = zone.startsWith("-") ? -1 : 1;
  const [hours = "0", minutes = "0"] = zone.slice(1).split(":");
  return sign * (Number(hours) * 60 + Number(minutes));
}

/** An instant as India's wall-clock time for a datetime-local field: "2026-12-01T09:30". */
export function indiaDateTimeLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

export const publicationSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("publish") }),
    z.object({ action: z.literal("unpublish") }),
    z.object({
      action: z.literal("schedule"),
      publishAt: z.pipe(
        z.string({ error: m.publishAtFormat }).check(z.refine((text) => parsePublishAt(text) !== null, { error: m.publishAtFormat })),
        z.transform((text: string) => parsePublishAt(text) ?? new Date(Number.NaN)),
      ),
    }),
  ],
  { error: m.actionUnknown },
);

export type PublicationInput = z.output<typeof publicationSchema>;

// --- The form as posted: flat fields, read into the shape the schema checks ---------------------

type Fields = Partial<Record<string, string>>;

/** A number as typed, or the text itself so the schema names the problem; blank is absent. */
function numberOrText(text: string | undefined): number | string | undefined {
  const trimmed = text?.trim() ?? "";
  if (trimmed === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

function rowIndexes(fields: Fields, prefix: string): number[] {
  const indexes = new Set<number>();
  for (const name of Object.keys(fields)) {
    const match = new RegExp(`^${prefix}\\.(\\d{1,2})\\.`).exec(name);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}

/** What makes a variant row more than a spare: a colour picker always holds a colour, so it does not count. */
const variantFieldNames = ["type", "name", "nameHi", "sku", "price", "originalPrice"] as const;

/**
 * The product form's fields (`variants.0.sku`, `specifications.1.label`…) as the object the schema
 * checks. Rows left wholly blank are the form's spare rows, not mistakes: they are dropped.
 */
export function productInputFromForm(fields: Fields): Record<string, unknown> {
  const text = (name: string) => fields[name] ?? "";
  // A Hindi field the form does not have stays out, so the product keeps its Hindi.
  const hindi = (name: string): Record<string, string> => {
    const value = fields[name];
    return value === undefined ? {} : { [name.slice(name.lastIndexOf(".") + 1)]: value };
  };
  const specifications = rowIndexes(fields, "specifications")
    .map((index) => ({
      label: text(`specifications.${index}.label`),
      value: text(`specifications.${index}.value`),
      ...hindi(`specifications.${index}.labelHi`),
      ...hindi(`specifications.${index}.valueHi`),
    }))
    .filter((row) => Object.values(row).some((cell) => cell.trim() !== ""));
  const variants = rowIndexes(fields, "variants")
    .filter((index) => variantFieldNames.some((name) => text(`variants.${index}.${name}`).trim() !== ""))
    .map((index) => {
      const id = numberOrText(fields[`variants.${index}.id`]);
      return {
        ...(id !== undefined ? { id } : {}),
        type: text(`variants.${index}.type`),
        name: text(`variants.${index}.name`),
        ...hindi(`variants.${index}.nameHi`),
        colour: text(`variants.${index}.colour`),
        sku: text(`variants.${index}.sku`),
        price: numberOrText(fields[`variants.${index}.price`]),
        originalPrice: numberOrText(fields[`variants.${index}.originalPrice`]) ?? numberOrText(fields[`variants.${index}.price`]),
        maxPerOrder: numberOrText(fields[`variants.${index}.maxPerOrder`]),
      };
    });
  const optionalId = (name: string) => numberOrText(fields[name]) ?? null;
  const slug = text("slug").trim();
  return {
    name: text("name"),
    ...hindi("nameHi"),
    slug: slug === "" ? slugFromName(text("name")) : slug,
    sku: text("sku"),
    description: text("description"),
    ...hindi("descriptionHi"),
    categoryId: numberOrText(fields.categoryId),
    collectionId: optionalId("collectionId"),
    brandId: numberOrText(fields.brandId),
    material: text("material"),
    specifications,
    hsnCode: text("hsnCode").trim() === "" ? null : text("hsnCode"),
    gstRatePercent: optionalId("gstRatePercent"),
    seoTitle: text("seoTitle"),
    seoDescription: text("seoDescription"),
    ...hindi("seoTitleHi"),
    ...hindi("seoDescriptionHi"),
    variants,
  };
}

/** Each problem under its field's name as the form names it (`variants.1.price`); the first wins. */
export function productFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    errors[name] ??= issue.message;
  }
  return errors;
}
