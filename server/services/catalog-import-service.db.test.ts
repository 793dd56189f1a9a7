// The catalog as CSV, on both databases: a catalog editor exports the catalog and imports it back
// unchanged (nothing written), imports new and changed products (each audited), and a file with
// any bad row is refused whole with each bad row reported, writing nothing.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogCsvColumns, type CatalogCsvRecord } from "../../app/lib/catalog-csv";
import { CatalogImportError } from "../../app/lib/contracts/catalog-import";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { StaffError } from "../../app/lib/contracts/staff";
import { productMessages } from "../../app/lib/forms/product-schemas";
import { openTestShop, type TestShop } from "../../tests/support/test-shop";
import { auditLog, productImages, products, productVariants } from "../db/schema";
import { readCatalogCsv } from "../catalog-csv/read-catalog-csv";
import { commandLine } from "./audit-trail";
import { createCatalogImportService, type CatalogImportService } from "./catalog-import-service";

let shop: TestShop;
let editor: StaffActor;
let support: StaffActor;
let catalogCsv: CatalogImportService;

beforeAll(async () => {
  shop = await openTestShop({ products: 12 });
  const add = async (name: string, role: "catalog" | "support"): Promise<StaffActor> => ({
    staff: await shop.services.staff.addFromCommandLine({ email: `${name.toLowerCase()}@aangan.example`, name, role, password: `${name}'s long password` }),
    clientAddress: "203.0.113.41",
  });
  editor = await add("Meera", "catalog");
  support = await add("Farhan", "support");
  catalogCsv = createCatalogImportService(shop.handle.db);
}, 120_000);

afterAll(async () => {
  await shop.close();
});

async function exported(): Promise<string> {
  let text = "";
  for await (const chunk of catalogCsv.exportCsv(editor)) text += chunk;
  return text;
}

function recordsOf(text: string): CatalogCsvRecord[] {
  const rows: unknown = parse(text, { columns: true });
  if (!Array.isArray(rows)) throw new Error("not rows");
  return rows.map((row: Record<string, string>) => Object.fromEntries(catalogCsvColumns.map((column) => [column, row[column] ?? ""])) as CatalogCsvRecord);
}

function csvOf(records: readonly CatalogCsvRecord[]): Buffer {
  return Buffer.from(stringify([[...catalogCsvColumns], ...records.map((record) => catalogCsvColumns.map((column) => record[column]))]));
}

async function auditCount(): Promise<number> {
  const [row] = await shop.handle.db.select({ total: count() }).from(auditLog);
  return row?.total ?? 0;
}

async function productCount(): Promise<number> {
  const [row] = await shop.handle.db.select({ total: count() }).from(products);
  return row?.total ?? 0;
}

/** A new two-colour coffee table, in the shape of the seeded rows (category, brand) of the export. */
function newTable(template: CatalogCsvRecord, tag: string, overrides: Partial<CatalogCsvRecord> = {}): CatalogCsvRecord[] {
  const product = {
    ...template,
    product_sku: `IMP-${tag}`,
    name: `Imported Teak Table ${tag}`,
    slug: `imported-teak-table-${tag.toLowerCase()}`,
    description: "A low table in solid teak, oiled by hand.",
    collection: "",
    hsn_code: "9403",
    gst_rate: "18",
    seo_title: "",
    seo_description: "",
    status: "draft",
    specifications: "Top: solid teak; Finish: hand-oiled\\; matt",
    // The seeded row's Hindi is about another piece.
    name_hi: "",
    description_hi: "",
    seo_title_hi: "",
    seo_description_hi: "",
    specifications_hi: "",
    ...overrides,
  };
  const variant = { option_type: "Finish", option_name_hi: "", max_per_order: "4" };
  return [
    { ...product, ...variant, variant_sku: `IMP-${tag}-HON`, option_name: "Honey", colour: "#b5651d", price: "18999", original_price: "22999" },
    { ...product, ...variant, variant_sku: `IMP-${tag}-WAL`, option_name: "Walnut", colour: "#5c4033", price: "19999", original_price: "19999" },
  ];
}

describe("exporting the catalog and importing it back", () => {
  it("a catalog editor exports the seeded catalog and imports the file unchanged: nothing is written", async () => {
    const text = await exported();
    const records = recordsOf(text);
    const [variantTotal] = await shop.handle.db.select({ total: count() }).from(productVariants);
    expect(records).toHaveLength(variantTotal?.total ?? -1);
    expect(text.split("\n")[0]).toBe(catalogCsvColumns.join(","));

    const auditsBefore = await auditCount();
    const [stamp] = await shop.handle.db.select({ latest: sql<string>`max(updated_at)::text` }).from(products);
    const dryRun = await catalogCsv.importCsv(editor, [Buffer.from(text)], { dryRun: true });
    expect(dryRun.errorCount).toBe(0);
    expect(dryRun.rows.filter((row) => row.errors.length > 0)).toEqual([]);
    expect(dryRun.products).toEqual({ create: 0, update: 0, unchanged: 12 });
    expect(dryRun.rows.every((row) => row.action === "unchanged")).toBe(true);

    const applied = await catalogCsv.importCsv(editor, [Buffer.from(text)], { dryRun: false });
    expect(applied.applied).toBe(true);
    expect(applied.products).toEqual({ create: 0, update: 0, unchanged: 12 });
    expect(await auditCount()).toBe(auditsBefore);
    const [stampAfter] = await shop.handle.db.select({ latest: sql<string>`max(updated_at)::text` }).from(products);
    expect(stampAfter?.latest).toBe(stamp?.latest);
    expect(await exported()).toBe(text);
  });

  it("imports new products as drafts or published, updates changed ones, audits each, and a second import changes nothing", async () => {
    const [template] = recordsOf(await exported());
    if (!template) throw new Error("the export has rows");
    const file = [...newTable(template, "A1"), ...newTable(template, "A2", { status: "published" })];
    const dryRun = await catalogCsv.importCsv(editor, [csvOf(file)], { dryRun: true });
    expect(dryRun.products).toEqual({ create: 2, update: 0, unchanged: 0 });
    expect(dryRun.rows.map((row) => [row.row, row.action])).toEqual([[2, "create"], [3, "create"], [4, "create"], [5, "create"]]);
    expect(await productCount()).toBe(12);

    const auditsBefore = await auditCount();
    const applied = await catalogCsv.importCsv(editor, [csvOf(file)], { dryRun: false });
    expect(applied.applied).toBe(true);
    expect(await productCount()).toBe(14);
    expect(await auditCount()).toBe(auditsBefore + 2);
    const views = await shop.services.products.list(editor, { query: "Imported Teak Table" }, 1);
    expect(Object.fromEntries(views.products.map((row) => [row.sku, [row.status, row.price, row.variantCount]]))).toEqual({
      "IMP-A1": ["draft", 18_999, 2],
      "IMP-A2": ["published", 18_999, 2],
    });
    const [created] = await shop.handle.db.select().from(products).where(eq(products.sku, "IMP-A1"));
    if (!created) throw new Error("IMP-A1 was imported");
    const detail = await shop.services.products.detail(editor, created.id);
    expect(detail.specifications).toEqual([
      { label: "Top", value: "solid teak", labelHi: null, valueHi: null },
      { label: "Finish", value: "hand-oiled; matt", labelHi: null, valueHi: null },
    ]);
    expect(detail.variants.map((variant) => [variant.sku, variant.stock, variant.maxPerOrder])).toEqual([["IMP-A1-HON", 0, 4], ["IMP-A1-WAL", 0, 4]]);
    const pictures = await shop.handle.db.select().from(productImages).where(eq(productImages.productId, created.id));
    expect(pictures).toHaveLength(3);
    const [entry] = await shop.handle.db.select().from(auditLog).where(eq(auditLog.entityId, String(created.id)));
    expect(entry).toMatchObject({ action: "product.import.create", actor: "Meera <meera@aangan.example>", clientAddress: "203.0.113.41", before: null });

    const again = await catalogCsv.importCsv(editor, [csvOf(file)], { dryRun: false });
    expect(again.products).toEqual({ create: 0, update: 0, unchanged: 2 });
    expect(await auditCount()).toBe(auditsBefore + 2);

    // A new price, a third variant and a new slug: an update; the old slug keeps leading here.
    const changed = newTable(template, "A1", { slug: "imported-teak-table-renamed" });
    const [honey, walnut] = changed;
    if (!honey || !walnut) throw new Error("two rows");
    const third = { ...walnut, variant_sku: "IMP-A1-EBO", option_name: "Ebony", colour: "#222222", price: "17999", original_price: "21999" };
    const report = await catalogCsv.importCsv(editor, [csvOf([{ ...honey, price: "18499" }, walnut, third])], { dryRun: false });
    expect(report.applied).toBe(true);
    expect(report.rows.map((row) => row.action)).toEqual(["update", "update", "create"]);
    const updated = await shop.services.products.detail(editor, created.id);
    expect(updated.slug).toBe("imported-teak-table-renamed");
    expect(updated.formerSlugs).toEqual(["imported-teak-table-a1"]);
    expect(updated.variants.map((variant) => variant.price)).toEqual([18_499, 19_999, 17_999]);
    const [listing] = await shop.handle.db.select({ price: products.price, originalPrice: products.originalPrice }).from(products).where(eq(products.id, created.id));
    expect(listing).toEqual({ price: 17_999, originalPrice: 21_999 });
    const [change] = await shop.handle.db.select().from(auditLog).where(sql`${auditLog.entityId} = ${String(created.id)} and ${auditLog.action} = 'product.import.update'`);
    expect(change?.before).toMatchObject({ slug: "imported-teak-table-a1" });
    expect(change?.after).toMatchObject({ slug: "imported-teak-table-renamed" });
  });

  it("writes a cell a spreadsheet would run as a formula with a leading apostrophe, and reads it back as it was", async () => {
    const [template] = recordsOf(await exported());
    if (!template) throw new Error("the export has rows");
    const rows = newTable(template, "F1", { name: "=HYPERLINK(\"http://evil.example\") table", seo_title: "+91 sale", status: "published" });
    expect((await catalogCsv.importCsv(editor, [csvOf(rows)], { dryRun: false })).applied).toBe(true);
    const text = await exported();
    const record = recordsOf(text).find((row) => row.product_sku === "IMP-F1");
    expect(record?.name).toBe("'=HYPERLINK(\"http://evil.example\") table");
    expect(record?.seo_title).toBe("'+91 sale");
    const [view] = (await shop.services.products.list(editor, { query: "IMP-F1" }, 1)).products;
    expect(view?.name).toBe("=HYPERLINK(\"http://evil.example\") table");
    const roundTrip = await catalogCsv.importCsv(editor, [Buffer.from(text)], { dryRun: true });
    expect(roundTrip.errorCount).toBe(0);
    expect(roundTrip.products.create + roundTrip.products.update).toBe(0);
  });
});

describe("a file with bad rows", () => {
  it("is refused whole, each bad row reported in the product form's words, and nothing is written", async () => {
    const [template, second] = recordsOf(await exported());
    if (!template || !second) throw new Error("the export has rows");
    const good = newTable(template, "B1");
    const [badPrice, badColour] = newTable(template, "B2");
    if (!badPrice || !badColour) throw new Error("two rows");
    const file = [
      ...good,
      { ...badPrice, price: "12.50" },
      { ...badColour, colour: "teal" },
      ...newTable(template, "B3", { category: "Garden › Swings" }),
      { ...(newTable(template, "B4")[0] ?? template), variant_sku: "IMP-B1-HON" },
      { ...(newTable(template, "B5")[0] ?? template), variant_sku: second.variant_sku },
    ];
    const productsBefore = await productCount();
    const auditsBefore = await auditCount();
    const report = await catalogCsv.importCsv(editor, [csvOf(file)], { dryRun: false });
    expect(report.applied).toBe(false);
    expect(await productCount()).toBe(productsBefore);
    expect(await auditCount()).toBe(auditsBefore);
    const errorsOf = (row: number) => report.rows.find((entry) => entry.row === row)?.errors ?? [];
    expect(report.rows.slice(0, 2).map((row) => row.action)).toEqual(["create", "create"]);
    expect(errorsOf(4)).toEqual([productMessages.price]);
    expect(errorsOf(5)).toEqual([productMessages.colourFormat]);
    expect(errorsOf(6)[0]).toMatch(/^Unknown category “Garden › Swings”/);
    expect(errorsOf(8)).toEqual(["The variant SKU IMP-B1-HON is also on row 2: every variant needs its own SKU"]);
    expect(errorsOf(9)).toEqual([`The variant SKU ${second.variant_sku} belongs to another product (${second.product_sku})`]);
    expect(report.errorCount).toBe(6);
  });

  it("refuses a wrong header, a file that is not UTF-8, an empty file and one with too many rows", async () => {
    const productsBefore = await productCount();
    await expect(catalogCsv.importCsv(editor, [Buffer.from("sku,name\nA,B\n")], { dryRun: false })).rejects.toThrow(/lacks product_sku/);
    const latin1 = Buffer.concat([Buffer.from(`${catalogCsvColumns.join(",")}\n`), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a])]);
    await expect(catalogCsv.importCsv(editor, [latin1], { dryRun: true })).rejects.toThrow(/not UTF-8/);
    await expect(catalogCsv.importCsv(editor, [Buffer.from("")], { dryRun: true })).rejects.toThrow(/empty/);
    await expect(catalogCsv.importCsv(editor, [Buffer.from("\"unclosed,quote\n")], { dryRun: true })).rejects.toBeInstanceOf(CatalogImportError);
    const many = Buffer.from(`${catalogCsvColumns.join(",")}\n${`${",".repeat(catalogCsvColumns.length - 1)}\n`.repeat(6)}`);
    await expect(readCatalogCsv([many], { maxRows: 5 })).rejects.toThrow(/more than 5 rows/);
    await expect(readCatalogCsv([many], { maxBytes: 100 })).rejects.toMatchObject({ status: 413 });
    expect(await productCount()).toBe(productsBefore);
  });

  it("lets only the catalog's staff import and export; the command line may", async () => {
    await expect(catalogCsv.importCsv(support, [Buffer.from("")], { dryRun: true })).rejects.toBeInstanceOf(StaffError);
    await expect(catalogCsv.exportCsv(support).next()).rejects.toBeInstanceOf(StaffError);
    const first = await catalogCsv.exportCsv(commandLine).next();
    expect(first.value).toBe(`${catalogCsvColumns.join(",")}\n`);
  });
});

describe("an upload kept between its check and Apply", () => {
  it("is checked, followed by its progress, imported on Apply and then no longer kept", async () => {
    const staged = createCatalogImportService(shop.handle.db, { stagingDir: mkdtempSync(path.join(tmpdir(), "catalog-imports-")) });
    const [template] = recordsOf(await exported());
    if (!template) throw new Error("the export has rows");
    const uploadId = "0123456789abcdef0123456789abcdef";
    expect(await staged.progress(editor, uploadId)).toBeNull();
    await staged.stage(editor, uploadId, [csvOf(newTable(template, "S1"))]);
    const checked = await staged.importStaged(editor, uploadId, { dryRun: true });
    expect(checked.products.create).toBe(1);
    await expect.poll(() => staged.progress(editor, uploadId)).toEqual({ phase: "done", done: 2, total: 2 });
    const applied = await staged.importStaged(editor, uploadId, { dryRun: false });
    expect(applied.applied).toBe(true);
    await expect(staged.importStaged(editor, uploadId, { dryRun: false })).rejects.toThrow(/no longer kept/);
    await expect(staged.importStaged(editor, "../../etc/passwd", { dryRun: true })).rejects.toBeInstanceOf(CatalogImportError);
    await expect(staged.stage(support, uploadId, [csvOf([])])).rejects.toBeInstanceOf(StaffError);
  });
});


describe("the Hindi in the file", () => {
  const devanagari = /[\u0900-\u097f]/;
  /** A file of the records with only the columns named (a file made before the Hindi columns existed). */
  const csvWithColumns = (records: readonly CatalogCsvRecord[], columns: readonly string[]) =>
    Buffer.from(stringify([[...columns], ...records.map((record) => columns.map((column) => Object.entries(record).find(([key]) => key === column)?.[1] ?? ""))]));

  it("an export carries each product's Hindi name, description and specifications, one Hindi entry per specification, and each variant's Hindi name", async () => {
    const records = recordsOf(await exported());
    const seeded = records.find((record) => /^[A-Z]{2}-/.test(record.product_sku));
    expect(seeded?.name_hi).toMatch(devanagari);
    expect(seeded?.description_hi).toMatch(devanagari);
    expect(seeded?.option_name_hi).toMatch(devanagari);
    // The seed writes no SEO texts, in either language.
    expect([seeded?.seo_title, seeded?.seo_title_hi, seeded?.seo_description_hi]).toEqual(["", "", ""]);
    expect(seeded?.specifications_hi?.split("; ")).toHaveLength(seeded?.specifications.split("; ").length ?? -1);
    expect(seeded?.specifications_hi).toMatch(/^माप \(चौड़ाई × गहराई × ऊँचाई\): /);
  });

  it("a catalog editor writes a product's Hindi by file, and the Hindi product page shows it", async () => {
    const [template] = recordsOf(await exported());
    if (!template) throw new Error("the export has rows");
    const rows = newTable(template, "H1", {
      status: "published",
      name_hi: "आयातित सागौन की मेज़",
      description_hi: "हाथ से तेल लगाई गई **ठोस सागौन** की नीची मेज़।",
      specifications_hi: "ऊपरी हिस्सा: ठोस सागौन; : हाथ से तेल लगी\\; मैट",
    });
    const report = await catalogCsv.importCsv(editor, [csvOf(rows)], { dryRun: false });
    expect(report.errorCount).toBe(0);
    const [created] = await shop.handle.db.select().from(products).where(eq(products.sku, "IMP-H1"));
    const view = await shop.services.catalog.getProductView(created?.id ?? 0, "hi");
    expect(view?.product.name).toBe("आयातित सागौन की मेज़");
    expect(view?.product.descriptionHtml).toBe("<p>हाथ से तेल लगाई गई <strong>ठोस सागौन</strong> की नीची मेज़।</p>");
    // The second label has no Hindi: the English one stands in.
    expect(view?.product.specifications).toEqual([
      { label: "ऊपरी हिस्सा", value: "ठोस सागौन" },
      { label: "Finish", value: "हाथ से तेल लगी; मैट" },
    ]);
    expect((await shop.services.catalog.getProductView(created?.id ?? 0))?.product.name).toBe("Imported Teak Table H1");
    // Exported and imported back: nothing changes.
    const again = await catalogCsv.importCsv(editor, [Buffer.from(await exported())], { dryRun: true });
    expect(again.products.update + again.products.create).toBe(0);
    // Blank Hindi cells remove the Hindi: Hindi pages show the English.
    const cleared = rows.map((row) => ({ ...row, name_hi: "", description_hi: "", specifications_hi: "" }));
    expect((await catalogCsv.importCsv(editor, [csvOf(cleared)], { dryRun: false })).products.update).toBe(1);
    expect((await shop.services.catalog.getProductView(created?.id ?? 0, "hi"))?.product.name).toBe("Imported Teak Table H1");
  });

  it("a catalog editor writes a product's Hindi SEO texts and its variants' Hindi names by file; blank cells remove them", async () => {
    const [template] = recordsOf(await exported());
    if (!template) throw new Error("the export has rows");
    const hindiNames: Record<string, string> = { Honey: "शहद", Walnut: "अखरोट" };
    const rows = newTable(template, "H5", { status: "published", seo_title_hi: "सागौन की नीची मेज़", seo_description_hi: "हाथ से तेल लगी ठोस सागौन।" }).map((row) => ({
      ...row,
      option_name_hi: hindiNames[row.option_name] ?? "",
    }));
    const report = await catalogCsv.importCsv(editor, [csvOf(rows)], { dryRun: false });
    expect(report.errorCount).toBe(0);
    const [created] = await shop.handle.db.select().from(products).where(eq(products.sku, "IMP-H5"));
    const detail = await shop.services.products.detail(editor, created?.id ?? 0);
    expect(detail).toMatchObject({ seoTitleHi: "सागौन की नीची मेज़", seoDescriptionHi: "हाथ से तेल लगी ठोस सागौन।" });
    expect(detail.variants.map((variant) => [variant.name, variant.nameHi])).toEqual([["Honey", "शहद"], ["Walnut", "अखरोट"]]);
    const [entry] = await shop.handle.db.select().from(auditLog).where(eq(auditLog.entityId, String(created?.id)));
    expect(entry?.after).toMatchObject({ seoTitleHi: "सागौन की नीची मेज़", variants: [{ nameHi: "शहद" }, { nameHi: "अखरोट" }] });
    const record = recordsOf(await exported()).find((row) => row.variant_sku === "IMP-H5-WAL");
    expect([record?.seo_title_hi, record?.seo_description_hi, record?.option_name_hi]).toEqual(["सागौन की नीची मेज़", "हाथ से तेल लगी ठोस सागौन।", "अखरोट"]);

    // Only one variant's Hindi name changes: that row is the one updated.
    const renamed = rows.map((row) => (row.option_name === "Walnut" ? { ...row, option_name_hi: "अखरोटी" } : row));
    const change = await catalogCsv.importCsv(editor, [csvOf(renamed)], { dryRun: false });
    expect(change.rows.map((row) => row.action)).toEqual(["unchanged", "update"]);
    expect((await shop.services.products.detail(editor, created?.id ?? 0)).variants.map((variant) => variant.nameHi)).toEqual(["शहद", "अखरोटी"]);

    const cleared = rows.map((row) => ({ ...row, seo_title_hi: " ", seo_description_hi: "", option_name_hi: "" }));
    expect((await catalogCsv.importCsv(editor, [csvOf(cleared)], { dryRun: false })).products.update).toBe(1);
    const after = await shop.services.products.detail(editor, created?.id ?? 0);
    expect([after.seoTitleHi, after.seoDescriptionHi, ...after.variants.map((variant) => variant.nameHi)]).toEqual([null, null, null, null]);
    expect((await shop.services.catalog.getProductView(created?.id ?? 0, "hi"))?.product.variants.map((variant) => variant.name)).toEqual(["Honey", "Walnut"]);
  });

  it("a file made before the Hindi SEO and variant name columns keeps them as they are", async () => {
    const [template] = recordsOf(await exported());
    if (!template) throw new Error("the export has rows");
    const rows = newTable(template, "H6", { seo_title_hi: "सागौन की मेज़" }).map((row) => ({ ...row, option_name_hi: row.option_name === "Honey" ? "शहद" : "" }));
    expect((await catalogCsv.importCsv(editor, [csvOf(rows)], { dryRun: false })).errorCount).toBe(0);
    const older = catalogCsvColumns.filter((column) => !["seo_title_hi", "seo_description_hi", "option_name_hi"].includes(column));
    const repriced = rows.map((row) => ({ ...row, name_hi: "सागौन की नीची मेज़", price: String(Number(row.price) - 500) }));
    const report = await catalogCsv.importCsv(editor, [csvWithColumns(repriced, older)], { dryRun: false });
    expect(report.errorCount).toBe(0);
    expect(report.products.update).toBe(1);
    const [created] = await shop.handle.db.select().from(products).where(eq(products.sku, "IMP-H6"));
    const detail = await shop.services.products.detail(editor, created?.id ?? 0);
    expect(detail).toMatchObject({ nameHi: "सागौन की नीची मेज़", seoTitleHi: "सागौन की मेज़", seoDescriptionHi: null });
    expect(detail.variants.map((variant) => [variant.price, variant.nameHi])).toEqual([[18_499, "शहद"], [19_499, null]]);
  });

  it("a file without the Hindi columns keeps each product's Hindi, even where it changes the English", async () => {
    const records = recordsOf(await exported());
    const seededSku = records.find((record) => /^[A-Z]{2}-/.test(record.product_sku))?.product_sku;
    const mine = records.filter((record) => record.product_sku === seededSku);
    const [before] = await shop.handle.db.select().from(products).where(eq(products.sku, seededSku ?? ""));
    const englishOnly = catalogCsvColumns.filter((column) => !column.endsWith("_hi"));
    const changed = mine.map((record) => ({ ...record, name: `${record.name} Plus`, specifications: record.specifications.replace("Warranty: 1 Year", "Warranty: 2 Years") }));
    const report = await catalogCsv.importCsv(editor, [csvWithColumns(changed, englishOnly)], { dryRun: false });
    expect(report.errorCount).toBe(0);
    expect(report.products.update).toBe(1);
    const detail = await shop.services.products.detail(editor, before?.id ?? 0);
    expect(detail.name).toMatch(/ Plus$/);
    expect(detail.nameHi).toBe(before?.nameHi);
    expect(detail.descriptionHi).toBe(before?.descriptionHi);
    expect(detail.variants.map((variant) => variant.nameHi)).toEqual(mine.map((record) => record.option_name_hi));
    expect(detail.variants.every((variant) => devanagari.test(variant.nameHi ?? ""))).toBe(true);
    expect(detail.specifications.find((row) => row.label === "Warranty")).toEqual({ label: "Warranty", value: "2 Years", labelHi: "वारंटी", valueHi: "1 साल" });
    for (const row of detail.specifications) expect(row.labelHi).toMatch(devanagari);
  });

  it("bad Hindi is reported in the product form's words, and nothing is written", async () => {
    const [template] = recordsOf(await exported());
    if (!template) throw new Error("the export has rows");
    const productsBefore = await productCount();
    const file = [
      ...newTable(template, "H2", { name_hi: "कु" }),
      ...newTable(template, "H3", { specifications_hi: "ऊपरी हिस्सा: सागौन" }),
      ...newTable(template, "H4", { description_hi: "छोटा" }),
      ...newTable(template, "H7", { seo_title_hi: "स".repeat(71) }),
      ...newTable(template, "H8").map((row, index) => (index === 1 ? { ...row, option_name_hi: "ग".repeat(61) } : row)),
    ];
    const report = await catalogCsv.importCsv(editor, [csvOf(file)], { dryRun: false });
    expect(report.applied).toBe(false);
    expect(report.rows.map((row) => row.errors)).toEqual([
      [productMessages.nameHiLength],
      [productMessages.nameHiLength],
      ["specifications_hi lists 1 specifications and specifications 2: give the Hindi of each, in the same order (an empty one for none)"],
      ["specifications_hi lists 1 specifications and specifications 2: give the Hindi of each, in the same order (an empty one for none)"],
      [productMessages.descriptionHiLength],
      [productMessages.descriptionHiLength],
      [productMessages.seoTitleHi],
      [productMessages.seoTitleHi],
      [],
      [productMessages.variantNameHi],
    ]);
    expect(await productCount()).toBe(productsBefore);
  });
});
