// The catalog CSV over the JSON API, on both databases: an integration with a catalog token
// exports the catalog, checks a file, is refused a file with a bad row (nothing written, the report
// in the answer) and imports a good one; unreadable, oversized and unpermitted requests are 4xx.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { catalogCsvColumns } from "../../app/lib/catalog-csv";
import { openTestShop, type TestShop } from "../../tests/support/test-shop";
import { createApp } from "../app";
import { auditLog, products } from "../db/schema";

let shop: TestShop;
let app: ReturnType<typeof createApp>;
let catalogToken = "";
let supportToken = "";
const origin = "http://store.test";

const reportSchema = z.object({
  dryRun: z.boolean(),
  applied: z.boolean(),
  errorCount: z.number(),
  products: z.object({ create: z.number(), update: z.number(), unchanged: z.number() }),
  rows: z.array(z.object({ row: z.number(), productSku: z.string(), action: z.string().nullable(), errors: z.array(z.string()) })),
});
const answerSchema = z.object({ data: reportSchema, error: z.object({ code: z.string(), message: z.string() }).optional() });
const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

beforeAll(async () => {
  shop = await openTestShop({ products: 4 });
  app = createApp({ services: shop.services, logger: pino({ level: "silent" }), imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")) });
  const owner = {
    staff: await shop.services.staff.addFromCommandLine({ email: "owner.csv@aangan.example", name: "Nisha Rao", role: "owner", password: "the owner's long password" }),
    clientAddress: "203.0.113.62",
  };
  catalogToken = (await shop.services.apiTokens.create(owner, { name: "Catalog sync", role: "catalog" })).token;
  supportToken = (await shop.services.apiTokens.create(owner, { name: "Helpdesk", role: "support" })).token;
}, 120_000);

afterAll(async () => {
  await shop.close();
});

const exportFile = (token = catalogToken) => app.request(`${origin}/api/admin/products/export`, { headers: { Authorization: `Bearer ${token}` } });

const importFile = (body: string | Uint8Array<ArrayBuffer>, dryRun: string, token = catalogToken) =>
  app.request(`${origin}/api/admin/products/import?dryRun=${dryRun}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/csv" },
    body,
  });

async function productCount(): Promise<number> {
  const [row] = await shop.handle.db.select({ total: count() }).from(products);
  return row?.total ?? 0;
}

/** The exported file's first row with its SKUs, slug and name made new: a product to create. */
function withNewProduct(exported: string, changes: { price?: string } = {}): string {
  const rows: unknown = parse(exported, { columns: true });
  const first = z.array(z.record(z.string(), z.string())).parse(rows)[0];
  if (!first) throw new Error("the export has rows");
  const record: Record<string, string | undefined> = { ...first, product_sku: "API-NEW-1", variant_sku: "API-NEW-1-A", slug: "api-new-product", name: "Product made over the API", ...changes };
  return stringify([[...catalogCsvColumns], catalogCsvColumns.map((column) => record[column] ?? "")]);
}

describe("the catalog CSV over the API", () => {
  it("exports the catalog as a CSV download, and a dry run of it changes nothing", async () => {
    const response = await exportFile();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="aangan-catalog-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await response.text();
    expect(text.split("\n")[0]).toBe(catalogCsvColumns.join(","));
    const checked = await importFile(text, "true");
    expect(checked.status).toBe(200);
    const { data } = answerSchema.parse(await checked.json());
    expect(data).toMatchObject({ dryRun: true, applied: false, errorCount: 0, products: { create: 0, update: 0, unchanged: 4 } });
  });

  it("refuses a file with a bad row whole (422 with the report), then imports it corrected, audited as the token", async () => {
    const exported = await (await exportFile()).text();
    const before = await productCount();
    const refused = await importFile(withNewProduct(exported, { price: "free" }), "false");
    expect(refused.status).toBe(422);
    const answer = answerSchema.parse(await refused.json());
    expect(answer.error?.code).toBe("refused");
    expect(answer.data.applied).toBe(false);
    expect(answer.data.rows[0]?.errors[0]).toMatch(/^The price must be a whole number of rupees/);
    expect(await productCount()).toBe(before);

    const applied = await importFile(withNewProduct(exported), "false");
    expect(applied.status).toBe(200);
    expect(answerSchema.parse(await applied.json()).data).toMatchObject({ applied: true, products: { create: 1 } });
    expect(await productCount()).toBe(before + 1);
    const [entry] = await shop.handle.db.select().from(auditLog).where(eq(auditLog.action, "product.import.create"));
    expect(entry?.actor).toMatch(/Catalog sync/);
  });

  it("answers a file it cannot read, one too large, a missing dryRun and a role without the catalog with a 4xx", async () => {
    const before = await productCount();
    const wrongHeader = await importFile("sku,price\nX,1\n", "false");
    expect(wrongHeader.status).toBe(422);
    expect(errorSchema.parse(await wrongHeader.json()).error.code).toBe("invalid_file");
    const latin1 = await importFile(new Uint8Array([...Buffer.from(`${catalogCsvColumns.join(",")}\n`), 0xe9, 0x0a]), "true");
    expect(latin1.status).toBe(422);
    expect(errorSchema.parse(await latin1.json()).error.message).toMatch(/not UTF-8/);
    const huge = await importFile(new Uint8Array(17 * 1024 * 1024).fill(0x61), "true");
    expect(huge.status).toBe(413);
    expect(errorSchema.parse(await huge.json()).error.code).toBe("too_large");
    const noMode = await app.request(`${origin}/api/admin/products/import`, { method: "POST", headers: { Authorization: `Bearer ${catalogToken}` }, body: "x" });
    expect(noMode.status).toBe(422);
    expect((await exportFile(supportToken)).status).toBe(403);
    expect((await importFile("x", "true", supportToken)).status).toBe(403);
    expect(await productCount()).toBe(before);
  });
});
