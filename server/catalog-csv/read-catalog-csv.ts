// Reads a catalog CSV as it arrives: bytes are counted and decoded as strict UTF-8 chunk by chunk,
// parsed by csv-parse's streaming parser, and the header checked before any row is kept. A file
// that cannot be read as a whole (not UTF-8, not CSV, wrong header, too large) is refused here with
// one message; rows that can be read go on to the import's checks, each with its row number.
import { CsvError, parse, type Parser } from "csv-parse";
import {
  catalogCsvColumns,
  catalogCsvLimits,
  isOptionalCatalogCsvColumn,
  restoreCell,
  type CatalogCsvColumn,
  type CatalogCsvRecord,
} from "../../app/lib/catalog-csv";
import { CatalogImportError } from "../../app/lib/contracts/catalog-import";

export interface CatalogCsvRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  cells: CatalogCsvRecord;
}

export interface ReadOptions {
  maxRows?: number;
  maxBytes?: number;
  onRow?: (rowsRead: number) => void;
}

const numberFormat = new Intl.NumberFormat("en-IN");

function headerIndexes(header: readonly string[]): Map<CatalogCsvColumn, number> {
  const names = header.map((name) => name.trim().toLowerCase());
  const indexes = new Map<CatalogCsvColumn, number>();
  const unknown: string[] = [];
  for (const [index, name] of names.entries()) {
    const column = catalogCsvColumns.find((known) => known === name);
    if (!column) unknown.push(name === "" ? `(blank, column ${index + 1})` : name);
    else if (indexes.has(column)) throw new CatalogImportError("invalid_file", `The header names ${column} twice.`);
    else indexes.set(column, index);
  }
  const missing = catalogCsvColumns.filter((column) => !indexes.has(column) && !isOptionalCatalogCsvColumn(column));
  if (unknown.length > 0 || missing.length > 0) {
    const parts = [
      missing.length > 0 ? `it lacks ${missing.join(", ")}` : "",
      unknown.length > 0 ? `it has columns this file does not use: ${unknown.join(", ")}` : "",
    ].filter(Boolean);
    throw new CatalogImportError("invalid_file", `The first row must be the header ${catalogCsvColumns.join(",")}; ${parts.join(", and ")}.`);
  }
  return indexes;
}

/** Every row of the file after the header, or a refusal of the whole file. */
export async function readCatalogCsv(source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, options: ReadOptions = {}): Promise<CatalogCsvRow[]> {
  const maxRows = options.maxRows ?? catalogCsvLimits.maxRows;
  const maxBytes = options.maxBytes ?? catalogCsvLimits.maxBytes;
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 64 * 1024 });
  const decoder = new TextDecoder("utf-8", { fatal: true });

  // Asked afresh each time: a write can destroy the parser (a parse error), and so can the reader.
  const gone = () => parser.destroyed;
  const feed = async () => {
    let bytes = 0;
    try {
      for await (const chunk of source) {
        // The reader gave up (a parse error, too many rows): the rest of the upload is not read.
        if (gone()) return;
        bytes += chunk.byteLength;
        if (bytes > maxBytes) throw new CatalogImportError("too_large", `The file is larger than ${maxBytes / (1024 * 1024)} MB: split it into smaller files.`);
        const text = decodeOrRefuse(decoder, chunk, true);
        if (!parser.write(text) && !gone()) await drainedOrClosed(parser);
      }
      if (gone()) return;
      const rest = decodeOrRefuse(decoder, new Uint8Array(0), false);
      if (rest) parser.write(rest);
      parser.end();
    } catch (error) {
      parser.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const rows: CatalogCsvRow[] = [];
  let indexes: Map<CatalogCsvColumn, number> | null = null;
  const feeding = feed();
  try {
    let record = 0;
    for await (const raw of parser as AsyncIterable<unknown>) {
      record += 1;
      if (!Array.isArray(raw)) throw new Error("csv-parse gave a record that is not an array");
      const fields = raw.map((field) => String(field));
      if (indexes === null) {
        indexes = headerIndexes(fields);
        continue;
      }
      if (rows.length >= maxRows) {
        throw new CatalogImportError("too_large", `The file has more than ${numberFormat.format(maxRows)} rows: split it into smaller files.`);
      }
      const cells = {} as CatalogCsvRecord;
      for (const column of catalogCsvColumns) {
        const index = indexes.get(column);
        // An optional column the file leaves out stays undefined: its texts are kept as they are.
        if (index === undefined && isOptionalCatalogCsvColumn(column)) continue;
        cells[column] = restoreCell(fields[index ?? -1] ?? "");
      }
      rows.push({ row: record, cells });
      options.onRow?.(rows.length);
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof CatalogImportError) throw error;
    if (error instanceof CsvError) throw new CatalogImportError("invalid_file", `The file is not a CSV file this import can read (${error.message.replace(/^Invalid Record Length: /, "")}).`);
    throw error;
  } finally {
    await feeding;
  }
  if (indexes === null) throw new CatalogImportError("invalid_file", `The file is empty: it needs the header ${catalogCsvColumns.join(",")} and a row per variant.`);
  return rows;
}

/** Waits until the parser takes more, or is gone (an error destroys it, and it never drains then). */
function drainedOrClosed(parser: Parser): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off("drain", done);
      parser.off("close", done);
      resolve();
    };
    parser.on("drain", done);
    parser.on("close", done);
  });
}

function decodeOrRefuse(decoder: TextDecoder, chunk: Uint8Array, stream: boolean): string {
  try {
    return decoder.decode(chunk, { stream });
  } catch {
    throw new CatalogImportError("invalid_file", "The file is not UTF-8 text: save it from your spreadsheet as “CSV UTF-8”.");
  }
}
