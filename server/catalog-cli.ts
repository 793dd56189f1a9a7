// `npm run catalog -- import FILE.csv [--dry-run]` and `npm run catalog -- export [FILE.csv]`: the
// catalog as CSV from a script (docs/catalog-csv.md), in the database the server uses
// (DATABASE_URL, else the embedded database under DATA_DIR: stop the store first, it admits one
// process at a time). An import is checked whole and written whole or not at all; the audit trail
// records it as made on the command line. A progress bar is drawn on stderr.
// Exit codes: 0 done, 1 refused (bad rows or an unreadable file), 2 bad arguments, 75 the store
// holds the database, 78 bad configuration.
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { once } from "node:events";
import { CatalogImportError, type CatalogImportProgress, type CatalogImportReport } from "../app/lib/contracts/catalog-import";
import type { DatabaseHandle } from "./db/client";
import { commandLine } from "./services/audit-trail";
import { createCatalogImportService } from "./services/catalog-import-service";

export const catalogUsage = `Usage: npm run catalog -- import <FILE.csv> [--dry-run]
       npm run catalog -- export [FILE.csv]

import  checks every row (and with --dry-run stops there), then writes the whole file in one
        transaction, or nothing when any row has an error. The columns: docs/catalog-csv.md.
export  writes the catalog, one row per variant, to FILE.csv or to standard output.
`;
import { openStoreDatabaseFor, runWhenRunDirectly } from "./command-line";

export type CatalogCommand = { kind: "help" } | { kind: "import"; file: string; dryRun: boolean } | { kind: "export"; file: string | null };

export class CatalogArgsError extends Error {}

export function parseCatalogArgs(argv: readonly string[]): CatalogCommand {
  if (argv.includes("--help") || argv.includes("-h")) return { kind: "help" };
  const dryRun = argv.includes("--dry-run");
  const unknown = argv.find((argument) => argument.startsWith("-") && argument !== "--dry-run");
  if (unknown) throw new CatalogArgsError(`Unknown option ${unknown}.`);
  const [verb, file, ...rest] = argv.filter((argument) => !argument.startsWith("-"));
  if (rest.length > 0) throw new CatalogArgsError(`Unexpected ${rest.join(" ")}.`);
  if (verb === "import") {
    if (!file) throw new CatalogArgsError("Say which file to import.");
    return { kind: "import", file, dryRun };
  }
  if (verb === "export") {
    if (dryRun) throw new CatalogArgsError("--dry-run goes with import.");
    return { kind: "export", file: file ?? null };
  }
  throw new CatalogArgsError("Say import or export.");
}

const phaseNames = { reading: "Reading", checking: "Checking", writing: "Writing", done: "Done" } as const;

/** One line redrawn with \r on a terminal; a line per phase and per tenth otherwise (CI logs). */
export function progressLine(progress: CatalogImportProgress, width = 30): string {
  const name = phaseNames[progress.phase].padEnd(8);
  if (progress.total <= 0) return `${name} ${progress.done.toLocaleString("en-IN")} rows`;
  const fraction = Math.min(1, progress.done / progress.total);
  const filled = Math.round(fraction * width);
  const unit = progress.phase === "writing" ? "products" : "rows";
  return `${name} [${"#".repeat(filled)}${".".repeat(width - filled)}] ${progress.done.toLocaleString("en-IN")}/${progress.total.toLocaleString("en-IN")} ${unit} ${Math.floor(fraction * 100)}%`;
}

function progressDrawer(stream: NodeJS.WriteStream) {
  let lastDraw = 0;
  let lastKey = "";
  return (progress: CatalogImportProgress) => {
    if (progress.phase === "done") {
      if (stream.isTTY) stream.write("\n");
      return;
    }
    if (stream.isTTY) {
      const now = Date.now();
      if (progress.done < progress.total && now - lastDraw < 100) return;
      lastDraw = now;
      stream.write(`\r${progressLine(progress)}\u001b[K`);
      return;
    }
    const key = `${progress.phase}:${progress.total > 0 ? Math.floor((progress.done * 10) / progress.total) : 0}`;
    if (key !== lastKey) {
      lastKey = key;
      stream.write(`${progressLine(progress)}\n`);
    }
  };
}

export function reportText(report: CatalogImportReport): string {
  const lines: string[] = [];
  for (const row of report.rows) {
    for (const error of row.errors) lines.push(`row ${row.row} (${row.productSku || "no product SKU"}${row.variantSku ? ` / ${row.variantSku}` : ""}): ${error}`);
  }
  const counts = (label: string, figures: CatalogImportReport["products"]) =>
    `${label}: ${figures.create} to create, ${figures.update} to change, ${figures.unchanged} unchanged`;
  lines.push(`${report.rowCount.toLocaleString("en-IN")} rows. ${counts("Products", report.products)}. ${counts("Variants", report.variants)}.`);
  if (report.errorCount > 0) lines.push(`${report.errorCount} rows have errors: nothing was written. Correct them and import the file again.`);
  else if (report.dryRun) lines.push("Dry run: nothing was written.");
  else lines.push(report.products.create + report.products.update > 0 ? "Written." : "0 changed: nothing to write.");
  return `${lines.join("\n")}\n`;
}

async function run(command: Exclude<CatalogCommand, { kind: "help" }>, handle: DatabaseHandle): Promise<number> {
  const service = createCatalogImportService(handle.db);
  if (command.kind === "export") {
    const out = command.file ? createWriteStream(command.file) : process.stdout;
    let rows = -1;
    for await (const chunk of service.exportCsv(commandLine)) {
      rows += chunk.split("\n").length - 1;
      if (!out.write(chunk)) await once(out, "drain");
      if (command.file) process.stderr.write(`\rExported ${Math.max(0, rows).toLocaleString("en-IN")} rows`);
    }
    if (command.file) {
      out.end();
      await once(out, "finish");
      process.stderr.write(`\rExported the catalog to ${command.file}.\u001b[K\n`);
    }
    return 0;
  }
  const report = await service.importCsv(commandLine, createReadStream(command.file), { dryRun: command.dryRun, onProgress: progressDrawer(process.stderr) });
  process.stdout.write(reportText(report));
  return report.errorCount > 0 ? 1 : 0;
}

async function main(argv: readonly string[]): Promise<number> {
  let command: CatalogCommand;
  try {
    command = parseCatalogArgs(argv);
  } catch (error) {
    if (error instanceof CatalogArgsError) {
      process.stderr.write(`catalog: ${error.message}\n\n${catalogUsage}`);
      return 2;
    }
    throw error;
  }
  if (command.kind === "help") {
    process.stdout.write(catalogUsage);
    return 0;
  }
  if (command.kind === "import" && !existsSync(command.file)) {
    process.stderr.write(`catalog: there is no file ${command.file}.\n`);
    return 2;
  }
  const handle = await openStoreDatabaseFor("catalog");
  if (typeof handle === "number") return handle;
  try {
    await handle.migrate();
    return await run(command, handle);
  } catch (error) {
    if (error instanceof CatalogImportError) {
      process.stderr.write(`\ncatalog: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

runWhenRunDirectly("catalog-cli.ts", "catalog", main);
