// The catalog JSON API in Hindi as a client asks for it, by ?lang=hi or by Accept-Language: the same
// shapes with Hindi texts, Vary: Accept-Language, and a clear 422 for a language the store does
// not serve, on a real seeded database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { seededTemplate } from "../../tests/support/seeded-templates";
import { createTestDatabase } from "../../tests/support/test-database";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { createServices } from "../services/services";

const devanagari = /[\u0900-\u097f]/;
const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** The keys of a JSON value, every level, with array items merged: what a client's parser relies on. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shapeOf(child)]));
  }
  return value === null ? "null" : typeof value;
}

describe("the catalog JSON API in Hindi", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    database = await createTestDatabase({ template: seededTemplate({ products: 240 }) });
    app = createApp({
      services: createServices(database),
      logger: pino({ level: "silent" }),
      imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
    });
  });

  afterAll(async () => {
    await database.close();
  });

  async function get(url: string, headers: Record<string, string> = {}) {
    const response = await app.request(url, { headers });
    const body: unknown = await response.json();
    return { status: response.status, body, headers: response.headers };
  }

  const catalogUrls = [
    "/api/db/products",
    "/api/db/products/1",
    "/api/db/search?q=sofa",
    "/api/db/search/suggestions?q=sof",
    "/api/db/categories",
    "/api/db/collections",
  ];

  it("a client that asks ?lang=hi gets every catalog answer in Hindi, in exactly the English shape", async () => {
    for (const url of catalogUrls) {
      const english = await get(url);
      const hindi = await get(`${url}${url.includes("?") ? "&" : "?"}lang=hi`);
      expect(hindi.status, url).toBe(200);
      expect(shapeOf(hindi.body), url).toEqual(shapeOf(english.body));
      expect(JSON.stringify(hindi.body), url).toMatch(devanagari);
      expect(JSON.stringify(english.body), url).not.toMatch(devanagari);
      expect(hindi.headers.get("vary"), url).toMatch(/Accept-Language/);
      expect(english.headers.get("vary"), url).toMatch(/Accept-Language/);
    }
  });

  it("a client whose Accept-Language prefers Hindi gets Hindi, unless ?lang says otherwise", async () => {
    const preferHindi = { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8" };
    const product = z.object({ data: z.object({ product: z.object({ name: z.string(), specifications: z.array(z.object({ label: z.string() })) }) }) });
    const hindi = product.parse((await get("/api/db/products/1", preferHindi)).body).data.product;
    expect(hindi.name).toMatch(devanagari);
    expect(hindi.specifications.map((spec) => spec.label)).toContain("सामग्री");
    const english = product.parse((await get("/api/db/products/1?lang=en", preferHindi)).body).data.product;
    expect(english.name).not.toMatch(devanagari);
    const preferEnglish = product.parse((await get("/api/db/products/1", { "Accept-Language": "en-IN,en;q=0.9,hi;q=0.5" })).body).data.product;
    expect(preferEnglish.name).toBe(english.name);
    const other = product.parse((await get("/api/db/products/1", { "Accept-Language": "fr-FR, *;q=0.1" })).body).data.product;
    expect(other.name).toBe(english.name);
  });

  it("search and suggestions in Hindi find what a Hindi word means and name it in Hindi", async () => {
    const search = z.object({ data: z.object({ q: z.string(), total: z.number(), items: z.array(z.object({ name: z.string(), category: z.object({ slug: z.string(), name: z.string() }) })) }) });
    const { data } = search.parse((await get(`/api/db/search?q=${encodeURIComponent("अलमारी")}&lang=hi`)).body);
    expect(data.q).toBe("अलमारी");
    expect(data.total).toBeGreaterThan(0);
    expect(data.items[0]?.category).toEqual({ slug: "wardrobes", name: "अलमारियाँ" });
    const suggestions = z.object({ data: z.object({ products: z.array(z.object({ name: z.string() })), categories: z.array(z.object({ name: z.string() })) }) });
    const suggested = suggestions.parse((await get(`/api/db/search/suggestions?q=${encodeURIComponent("पलं")}`, { "Accept-Language": "hi" })).body).data;
    expect(suggested.products.length).toBeGreaterThan(0);
    for (const item of suggested.products) expect(item.name).toMatch(/पलंग/);
  });

  it("refuses a language the store does not serve with 422, naming it with the listing's other problems", async () => {
    for (const url of catalogUrls) {
      const { status, body } = await get(`${url}${url.includes("?") ? "&" : "?"}lang=fr`);
      expect(status, url).toBe(422);
      const { error } = errorBody.parse(body);
      expect(error.code).toBe("invalid_request");
      expect(error.message, url).toMatch(/lang must be one of en, hi/);
    }
    const both = errorBody.parse((await get("/api/db/products?lang=HI&limit=100")).body);
    expect(both.error.message).toMatch(/lang.*limit/);
  });

  it("an old slug's redirect keeps the language asked for", async () => {
    const slug = z.object({ data: z.object({ product: z.object({ slug: z.string() }) }) }).parse((await get("/api/db/products/3")).body).data.product.slug;
    const response = await app.request(`/api/db/products/${slug}?lang=hi`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/api/db/products/3?lang=hi");
  });

  it("the OpenAPI document describes lang on every catalog endpoint", async () => {
    const document = z.object({ paths: z.record(z.string(), z.object({ get: z.object({ parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional() }).optional() })) }).parse((await get("/api/docs")).body);
    for (const url of catalogUrls) {
      const template = url.replace(/\?.*$/, "").replace(/\/1$/, "/{id}");
      const names = document.paths[template]?.get?.parameters?.map((parameter) => `${parameter.in}:${parameter.name}`) ?? [];
      expect(names, template).toEqual(expect.arrayContaining(["query:lang", "header:Accept-Language"]));
    }
  });
});
