// The catalog's CSV file: its columns, its limits, and how a cell is written and read back. One row
// per variant; a product's own columns are repeated on each of its variant rows. Shared by the
// export, the import (page, API and command line) and docs/catalog-csv.md, which explains them.

/**
 * The header, in order: an export writes exactly these; an import requires them all but the Hindi
 * ones (a file from before they existed leaves the Hindi as it is).
 */
export const catalogCsvColumns = [
  "product_sku",
  "name",
  "name_hi",
  "slug",
  "description",
  "description_hi",
  "category",
  "brand",
  "collection",
  "material",
  "hsn_code",
  "gst_rate",
  "seo_title",
  "seo_description",
  "seo_title_hi",
  "seo_description_hi",
  "status",
  "specifications",
  "specifications_hi",
  "variant_sku",
  "option_type",
  "option_name",
  "option_name_hi",
  "colour",
  "price",
  "original_price",
  "max_per_order",
] as const;

export type CatalogCsvColumn = (typeof catalogCsvColumns)[number];

/** Columns a file may leave out: the Hindi texts. Left out, a product's Hindi is kept as it is. */
export const optionalCatalogCsvColumns = [
  "name_hi",
  "description_hi",
  "seo_title_hi",
  "seo_description_hi",
  "specifications_hi",
  "option_name_hi",
] as const satisfies readonly CatalogCsvColumn[];
export type OptionalCatalogCsvColumn = (typeof optionalCatalogCsvColumns)[number];

/** A row's cells; an optional column the file leaves out is undefined. */
export type CatalogCsvRecord = Record<Exclude<CatalogCsvColumn, OptionalCatalogCsvColumn>, string> &
  Partial<Record<OptionalCatalogCsvColumn, string>>;

export function isOptionalCatalogCsvColumn(column: CatalogCsvColumn): column is OptionalCatalogCsvColumn {
  return optionalCatalogCsvColumns.some((optional) => optional === column);
}

/** The product columns: the same on every row of one product SKU. */
export const productCsvColumns = catalogCsvColumns.slice(0, catalogCsvColumns.indexOf("variant_sku"));

export const catalogCsvLimits = {
  /** Rows after the header. */
  maxRows: 20_000,
  maxBytes: 16 * 1024 * 1024,
} as const;

/** What a file may say of a product's publication. "scheduled" only keeps an existing schedule. */
export const catalogCsvStatuses = ["published", "draft", "scheduled"] as const;
export type CatalogCsvStatus = (typeof catalogCsvStatuses)[number];

/** Between a room and its subcategory in the category column: "Living Room › Sofas". */
export const categorySeparator = " › ";

export function categoryLabel(room: string, subcategory: string): string {
  return `${room}${categorySeparator}${subcategory}`;
}

/** A category cell as typed, with any spacing around the separator made the one the export writes. */
export function normaliseCategoryLabel(text: string): string {
  return text
    .trim()
    .split("›")
    .map((part) => part.trim().replace(/\s+/g, " "))
    .join(categorySeparator);
}

// --- Specifications: "Label: value; Label: value" ---------------------------------------------
// A backslash escapes the next character, so a label holding ":" or a value holding ";" is written
// "\:" or "\;", and a backslash itself "\\".

export interface Specification {
  label: string;
  value: string;
}

const escapeSpecification = (text: string) => text.replace(/[\\;:]/g, (character) => `\\${character}`);

export function formatSpecifications(specifications: readonly Specification[]): string {
  return specifications.map((row) => `${escapeSpecification(row.label)}: ${escapeSpecification(row.value)}`).join("; ");
}

/** The specifications a cell lists, or the reason it cannot be read. */
export function parseSpecifications(cell: string): { specifications: Specification[] } | { error: string } {
  const specifications: Specification[] = [];
  let label: string | null = null;
  let current = "";
  const finish = (): string | null => {
    if (label === null) {
      if (current.trim() === "") return null;
      return `The specification “${current.trim()}” has no value: write Label: value, separated by semicolons`;
    }
    specifications.push({ label: label.trim(), value: current.trim() });
    label = null;
    current = "";
    return null;
  };
  for (let index = 0; index < cell.length; index += 1) {
    const character = cell.charAt(index);
    if (character === "\\") {
      const next = cell.charAt(index + 1);
      if (next === "") return { error: "A specification ends with a lone backslash: write \\\\ for a backslash" };
      current += next;
      index += 1;
    } else if (character === ":" && label === null) {
      label = current;
      current = "";
    } else if (character === ";") {
      const error = finish();
      if (error) return { error };
      current = "";
    } else {
      current += character;
    }
  }
  const error = finish();
  if (error) return { error };
  return { specifications };
}

// --- Hindi specifications: "Label: value; Label: value", one entry per English specification -----
// Entry N is the Hindi of the product's Nth specification; an empty entry (or an empty side of the
// colon) is a specification with no Hindi, which Hindi pages show in English. Escaped as above.

export interface HindiSpecification {
  labelHi: string | null;
  valueHi: string | null;
}

export function formatHindiSpecifications(rows: readonly HindiSpecification[]): string {
  if (rows.every((row) => row.labelHi === null && row.valueHi === null)) return "";
  return rows
    .map((row) => (row.labelHi === null && row.valueHi === null ? "" : `${escapeSpecification(row.labelHi ?? "")}: ${escapeSpecification(row.valueHi ?? "")}`))
    .join("; ");
}

/** The Hindi of `count` specifications a cell lists (blank: none), or the reason it cannot be read. */
export function parseHindiSpecifications(cell: string, count: number): { specifications: HindiSpecification[] } | { error: string } {
  if (cell.trim() === "") return { specifications: Array.from({ length: count }, () => ({ labelHi: null, valueHi: null })) };
  const entries: { label: string; value: string | null }[] = [];
  let current = { label: "", value: null as string | null };
  for (let index = 0; index < cell.length; index += 1) {
    const character = cell.charAt(index);
    if (character === "\\") {
      const next = cell.charAt(index + 1);
      if (next === "") return { error: "A Hindi specification ends with a lone backslash: write \\\\ for a backslash" };
      if (current.value === null) current.label += next;
      else current.value += next;
      index += 1;
    } else if (character === ":" && current.value === null) {
      current.value = "";
    } else if (character === ";") {
      entries.push(current);
      current = { label: "", value: null };
    } else if (current.value === null) {
      current.label += character;
    } else {
      current.value += character;
    }
  }
  entries.push(current);
  if (entries.length !== count) {
    return { error: `specifications_hi lists ${entries.length} specifications and specifications ${count}: give the Hindi of each, in the same order (an empty one for none)` };
  }
  const specifications: HindiSpecification[] = [];
  for (const entry of entries) {
    if (entry.value === null) {
      if (entry.label.trim() !== "") return { error: `The Hindi specification “${entry.label.trim()}” has no value: write Label: value, separated by semicolons` };
      specifications.push({ labelHi: null, valueHi: null });
    } else {
      specifications.push({ labelHi: entry.label.trim() || null, valueHi: entry.value.trim() || null });
    }
  }
  return { specifications };
}

// --- Formula injection --------------------------------------------------------------------------
// A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
// formula. The export puts an apostrophe before such a cell (OWASP's advice); the import takes one
// leading apostrophe off a cell whose next character is one of these, so a round trip is exact.

const formulaStart = /^'*[=+\-@\t\r]/;

export function neutraliseCell(text: string): string {
  // Apostrophes already before such a character get one more, so taking one off gives them back.
  return formulaStart.test(text) ? `'${text}` : text;
}

export function restoreCell(text: string): string {
  return text.startsWith("'") && formulaStart.test(text) ? text.slice(1) : text;
}
