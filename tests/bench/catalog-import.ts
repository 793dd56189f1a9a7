// `npm run bench:import [-- --rows 10000]`: makes a catalog CSV of new products (four variants
// each, spread over every subcategory and brand), and imports it into a fresh embedded store, a dry
// run first and then applied, as `npm run catalog -- import` would. Prints the time of each; the
// target is 10,000 rows applied within 60 s (docs/benchmarks.md).
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { stringify } from "csv-stringify/sync";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { catalogCsvColumns, categoryLabel, type CatalogCsvRecord } from "../../app/lib/catalog-csv";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { seedCatalog } from "../../server/db/seed/seed-catalog";
import { commandLine } from "../../server/services/audit-trail";
import { createCatalogImportService } from "../../server/services/catalog-import-service";
import { queryRows } from "../../server/services/catalog-sql";
import { benchOptions, wholeOption } from "./bench-cli";

const variantsPerProduct = 4;
const finishes = [
  { name: "Honey", colour: "#b5651d" },
  { name: "Walnut", colour: "#5c4033" },
  { name: "Teal", colour: "#2f6f6f" },
  { name: "Ivory", colour: "#f5f0e1" },
] as const;

/** A catalog CSV of `rows` rows of new products, filed under the store's own categories and brands. */
export async function generateCatalogCsv(database: DatabaseHandle, rows: number, prefix = "BEN"): Promise<string> {
  const categories = z
    .array(z.object({ room: z.string(), name: z.string() }))
    .parse(await queryRows(database.db, sql`select r.name as room, c.name from categories c join categories r on r.id = c.parent_id order by c.id`));
  const brands = z.array(z.object({ slug: z.string() })).parse(await queryRows(database.db, sql`select slug from brands order by id`));
  const records: string[][] = [[...catalogCsvColumns]];
  const productCount = Math.ceil(rows / variantsPerProduct);
  for (let index = 0; index < productCount; index += 1) {
    const category = categories[index % categories.length];
    const brand = brands[index % brands.length];
    if (!category || !brand) throw new Error("the store has categories and brands");
    const number = String(index + 1).padStart(5, "0");
    const product = {
      product_sku: `${prefix}-${number}`,
      name: `Bench ${category.name} ${number}`,
      slug: `bench-${prefix.toLowerCase()}-${number}`,
      description: `A ${category.name.toLowerCase()} piece made for the import benchmark, in solid sheesham with a hand-rubbed finish.`,
      category: categoryLabel(category.room, category.name),
      brand: brand.slug,
      collection: "",
      material: "wood",
      hsn_code: "9403",
      gst_rate: "18",
      seo_title: "",
      seo_description: "",
      status: index % 3 === 0 ? "draft" : "published",
      specifications: "Wood: sheesham; Finish: hand-rubbed; Assembly: none",
    };
    for (const [position, finish] of finishes.entries()) {
      if (index * variantsPerProduct + position >= rows) break;
      const price = 10_000 + ((index * 37 + position * 1_000) % 40_000);
      const record: CatalogCsvRecord = {
        ...product,
        variant_sku: `${prefix}-${number}-${finish.name.slice(0, 3).toUpperCase()}`,
        option_type: "Finish",
        option_name: finish.name,
        colour: finish.colour,
        price: String(price),
        original_price: String(price + 2_000),
        max_per_order: "5",
      };
      records.push(catalogCsvColumns.map((column) => record[column] ?? ""));
    }
  }
  return stringify(records);
}

const usage = `Usage: npm run bench:import -- [--rows N]

  --rows N   rows of the catalog CSV, 1 to 20000 (default 10000)
  --help
`;

function parseOptions() {
  const { values } = parseArgs({ options: { rows: { type: "string", default: "10000" }, help: { type: "boolean", default: false } } });
  return { help: values.help, rows: wholeOption("rows", values.rows, 1, 20_000) };
}

async function main(): Promise<number> {
  const options = benchOptions("bench:import", usage, parseOptions);
  if (typeof options === "number") return options;
  const { rows } = options;
  const workDir = mkdtempSync(path.join(tmpdir(), "aangan-bench-import-"));
  try {
    const database = await openDatabase({ kind: "embedded", dataDir: path.join(workDir, "db") });
    try {
      await database.migrate();
      await seedCatalog(database.db, { products: 24 });
      const file = path.join(workDir, "catalog.csv");
      writeFileSync(file, await generateCatalogCsv(database, rows));
      const service = createCatalogImportService(database.db);
      const timed = async (dryRun: boolean) => {
        const started = performance.now();
        const report = await service.importCsv(commandLine, createReadStream(file), { dryRun });
        const seconds = (performance.now() - started) / 1000;
        if (report.errorCount > 0) throw new Error(`the generated file has errors: ${JSON.stringify(report.rows.find((row) => row.errors.length > 0))}`);
        return { seconds, report };
      };
      const dryRun = await timed(true);
      process.stdout.write(`Dry run of ${rows.toLocaleString("en-IN")} rows: ${dryRun.seconds.toFixed(1)} s\n`);
      const applied = await timed(false);
      const { products, variants } = applied.report;
      process.stdout.write(
        `Import of ${rows.toLocaleString("en-IN")} rows (${products.create.toLocaleString("en-IN")} products, ${variants.create.toLocaleString("en-IN")} variants created): ${applied.seconds.toFixed(1)} s ${applied.seconds <= 60 ? "(within 60 s)" : "(OVER the 60 s target)"}\n`,
      );
      const again = await timed(false);
      process.stdout.write(`The same file again (${again.report.products.unchanged.toLocaleString("en-IN")} products unchanged): ${again.seconds.toFixed(1)} s\n`);
      return applied.seconds <= 60 ? 0 : 1;
    } finally {
      await database.close();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("catalog-import.ts")) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`bench:import failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
