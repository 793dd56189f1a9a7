// The catalog's CSV file: its columns, its limits, and how a cell is written and read back. One row
// per variant; a product's own columns are repeated on each of its variant rows. Shared by the
// export, the import (page, API and command line) and docs/catalog-csv.md, which explains them.

/** The header, in order: an export writes exactly these, an import requires exactly these. */
export const catalogCsvColumns = [
  "product_sku",
  "name",
  "slug",
  "description",
  "category",
  "brand",
  "collection",
  "material",
  "hsn_code",
  "gst_rate",
  "seo_title",
  "seo_description",
  "status",
  "specifications",
  "variant_sku",
  "option_type",
  "option_name",
  "colour",
  "price",
  "original_price",
  "max_per_order",
] as const;

export type CatalogCsvColumn = (typeof catalogCsvColumns)[number];
export type CatalogCsvRecord = Record<CatalogCsvColumn, string>;

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
