// The catalog JSON API as another client uses it: status codes, bodies, error shapes and cache
// headers, on a real seeded database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { createServices } from "../services/services";

const listingBody = z.object({
  data: z.object({
    items: z.array(
      z.object({ id: z.number(), name: z.string(), price: z.number(), category: z.object({ slug: z.string() }) }),
    ),
    total: z.number(),
    page: z.number(),
    pageCount: z.number(),
    limit: z.number(),
    facets: z.object({
      categories: z.array(z.object({ value: z.string(), label: z.string(), count: z.number() })),
      materials: z.array(z.object({ value: z.string(), count: z.number() })),
      brands: z.array(z.object({ value: z.string(), count: z.number() })),
      ratings: z.array(z.object({ value: z.string(), count: z.number() })),
      discounts: z.array(z.object({ value: z.string(), count: z.number() })),
      inStock: z.number(),
      priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
    }),
  }),
});

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

describe("the catalog JSON API", () => {
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

  async function get(url: string) {
    const response = await app.request(url);
    const body: unknown = await response.json();
    return { status: response.status, body, headers: response.headers };
  }

  describe("GET /api/db/products", () => {
    it("answers a page of 24 with the total, the page count and facets, cacheable for a minute", async () => {
      const { status, body, headers } = await get("/api/db/products");
      expect(status).toBe(200);
      const { data } = listingBody.parse(body);
      expect(data).toMatchObject({ total: 240, page: 1, pageCount: 10, limit: 24 });
      expect(data.items).toHaveLength(24);
      expect(data.facets.materials.map((option) => option.value)).toEqual([
        "wood",
        "metal",
        "fabric",
        "leather",
        "plastic",
      ]);
      expect(headers.get("cache-control")).toBe("public, max-age=60");
    });

    it("takes every listing filter from the query string", async () => {
      const { status, body } = await get(
        "/api/db/products?category=sofas,recliners&max_price=40000&material=fabric&material=leather&limit=48&sort=price_low",
      );
      expect(status).toBe(200);
      const { data } = listingBody.parse(body);
      expect(data.total).toBeGreaterThan(0);
      expect(data.limit).toBe(48);
      for (const item of data.items) {
        expect(["sofas", "recliners"]).toContain(item.category.slug);
        expect(item.price).toBeLessThanOrEqual(40_000);
      }
      const prices = data.items.map((item) => item.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const filtered = listingBody.parse(
        (await get("/api/db/products?brand=woodsworth&rating=3&in_stock=1&discount=20&min_price=2000")).body,
      ).data;
      expect(filtered.total).toBeGreaterThan(0);
      expect(filtered.total).toBeLessThan(240);
    });

    it("shows the last page for a page past the end", async () => {
      const { data } = listingBody.parse((await get("/api/db/products?page=100000")).body);
      expect(data.page).toBe(10);
      expect(data.items.length).toBeGreaterThan(0);
    });

    it("refuses bad parameters with 422, naming each one", async () => {
      const cases: [string, RegExp][] = [
        ["limit=49", /limit must be a whole number from 1 to 48/],
        ["limit=0", /limit/],
        ["sort=cheapest", /sort must be one of featured, newest, price_low, price_high, rating/],
        ["sort=relevance", /sort must be one of/],
        ["page=0", /page must be a whole number from 1/],
        ["page=-1", /page/],
        ["page=99999999999999999999", /page/],
        ["page=1.5", /page/],
        ["min_price=abc", /min_price must be a whole number of rupees/],
        ["max_price=-5", /max_price/],
        ["rating=5", /rating must be 1, 2, 3 or 4/],
        ["discount=15", /discount must be 10, 20, 30, 40 or 50/],
        ["material=gold", /material gold is not one we sell/],
      ];
      for (const [queryString, message] of cases) {
        const { status, body } = await get(`/api/db/products?${queryString}`);
        expect(status, queryString).toBe(422);
        const { error } = errorBody.parse(body);
        expect(error.code).toBe("invalid_request");
        expect(error.message, queryString).toMatch(message);
      }
      const both = errorBody.parse((await get("/api/db/products?limit=100&rating=9")).body);
      expect(both.error.message).toMatch(/limit.*rating/);
    });
  });

  describe("GET /api/db/products/{id}", () => {
    it("answers the product with variants, images, specifications, rating summary and related products", async () => {
      const { status, body, headers } = await get("/api/db/products/1");
      expect(status).toBe(200);
      const { data } = z
        .object({
          data: z.object({
            product: z.object({
              id: z.literal(1),
              variants: z.array(
                z.object({ id: z.number(), stockLabel: z.string(), maxQuantity: z.number(), images: z.array(z.unknown()) }),
              ),
              images: z.array(z.object({ path: z.string(), alt: z.string() })),
              specifications: z.array(z.object({ label: z.string(), value: z.string() })),
            }),
            ratingSummary: z.object({ average: z.number(), count: z.number(), distribution: z.record(z.string(), z.number()) }),
            related: z.array(z.object({ id: z.number() })),
          }),
        })
        .parse(body);
      expect(data.product.variants.length).toBeGreaterThan(0);
      expect(data.product.images.length).toBeGreaterThan(0);
      expect(Object.keys(data.ratingSummary.distribution)).toEqual(["1", "2", "3", "4", "5"]);
      expect(data.related.length).toBeLessThanOrEqual(4);
      expect(data.related.map((item) => item.id)).not.toContain(1);
      expect(headers.get("cache-control")).toBe("public, max-age=60");
    });

    it("answers 404 Product Not Found for an unknown or impossible id", async () => {
      for (const id of ["999999", "0", "-1", "abc", "1.5", "99999999999999999999", "1%20or%201=1", "%F0%9F%98%80"]) {
        const { status, body } = await get(`/api/db/products/${id}`);
        expect(status, id).toBe(404);
        expect(body).toEqual({ error: { code: "not_found", message: "Product Not Found" } });
      }
    });
  });

  describe("GET /api/db/search", () => {
    it("finds products for a query with typos, ranked, with facets", async () => {
      const { status, body } = await get("/api/db/search?q=wardorbe");
      expect(status).toBe(200);
      const parsed = z.object({ data: z.object({ q: z.string() }) }).parse(body);
      expect(parsed.data.q).toBe("wardorbe");
      const { data } = listingBody.parse(body);
      expect(data.total).toBeGreaterThan(0);
      expect(data.items[0]?.category.slug).toBe("wardrobes");
    });

    it("takes filters and the search sorts", async () => {
      const { status, body } = await get("/api/db/search?q=chair&material=plastic&sort=price_high");
      expect(status).toBe(200);
      const prices = listingBody.parse(body).data.items.map((item) => item.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect((await get("/api/db/search?q=chair&sort=featured")).status).toBe(422);
    });

    it("requires q, at most 100 characters", async () => {
      for (const queryString of ["", "q=", "q=%20%20", `q=${"a".repeat(101)}`]) {
        const { status, body } = await get(`/api/db/search?${queryString}`);
        expect(status, queryString).toBe(422);
        expect(errorBody.parse(body).error.message).toMatch(/q (is required|must be at most 100 characters)/);
      }
      expect((await get(`/api/db/search?q=${"a".repeat(100)}`)).status).toBe(200);
    });

    it("answers odd and hostile queries with results or nothing", async () => {
      for (const q of ["' or 1=1 --", "%", "_", "%25", "sofa'; drop table products; --", "सोफ़ा", "😀", "a:*|b", "\\"]) {
        const { status, body } = await get(`/api/db/search?q=${encodeURIComponent(q)}`);
        expect(status, q).toBe(200);
        listingBody.parse(body);
      }
      expect(listingBody.parse((await get("/api/db/search?q=%25")).body).data.total).toBe(0);
      expect(listingBody.parse((await get("/api/db/products")).body).data.total).toBe(240);
    });
  });

  describe("GET /api/db/search/suggestions", () => {
    it("suggests products and categories from 2 characters on", async () => {
      const { status, body } = await get("/api/db/search/suggestions?q=sof");
      expect(status).toBe(200);
      const { data } = z
        .object({
          data: z.object({
            products: z.array(z.object({ id: z.number(), name: z.string(), price: z.number() })),
            categories: z.array(z.object({ name: z.string(), path: z.string(), parentName: z.string().nullable() })),
          }),
        })
        .parse(body);
      expect(data.products.length).toBeGreaterThan(0);
      expect(data.products.length).toBeLessThanOrEqual(6);
      expect(data.categories[0]).toEqual({ name: "Sofas", path: "/category/living-room/sofas", parentName: "Living Room" });
      expect((await get("/api/db/search/suggestions?q=s")).body).toEqual({ data: { products: [], categories: [] } });
      expect((await get("/api/db/search/suggestions")).status).toBe(422);
      expect((await get(`/api/db/search/suggestions?q=${"b".repeat(101)}`)).status).toBe(422);
    });
  });

  it("GET /api/db/categories answers the tree with product counts", async () => {
    const { status, body } = await get("/api/db/categories");
    expect(status).toBe(200);
    const { data } = z
      .object({
        data: z.object({
          categories: z.array(
            z.object({ slug: z.string(), productCount: z.number(), subcategories: z.array(z.object({ path: z.string() })) }),
          ),
        }),
      })
      .parse(body);
    expect(data.categories.map((room) => room.slug)).toEqual([
      "living-room",
      "bedroom",
      "dining-room",
      "office",
      "study-room",
      "kids-furniture",
      "kitchen",
      "outdoor",
    ]);
    expect(data.categories.reduce((sum, room) => sum + room.productCount, 0)).toBe(240);
  });

  it("GET /api/db/collections answers the collections with product counts", async () => {
    const { status, body } = await get("/api/db/collections");
    expect(status).toBe(200);
    const { data } = z
      .object({ data: z.object({ collections: z.array(z.object({ slug: z.string(), productCount: z.number() })) }) })
      .parse(body);
    expect(data.collections.map((collection) => collection.slug)).toEqual(["milford", "mozart", "maxsif"]);
  });

  it("never answers bad input with a server error", async () => {
    const paths = [
      "/api/db/products?page=%00",
      "/api/db/products?category=%27%20or%201%3D1%20--",
      "/api/db/products?category=" + "a,".repeat(500),
      "/api/db/products?brand=%25&material=%5F",
      "/api/db/products?min_price=5000&max_price=10",
      "/api/db/products?sort[]=x&page[]=2",
      "/api/db/products?view=%F0%9F%98%80",
      "/api/db/search?q=%E0%A4",
      "/api/db/search?q=a&page=100000&limit=48",
      "/api/db/search/suggestions?q=%27%27",
      "/api/db/products/%2e%2e",
    ];
    for (const url of paths) {
      const response = await app.request(url);
      expect(response.status, url).toBeLessThan(500);
    }
  });

  describe("GET /api/docs", () => {
    it("describes every /api/db endpoint, the health check and the metrics in OpenAPI 3.1", async () => {
      const { status, body } = await get("/api/docs");
      expect(status).toBe(200);
      const document = z
        .object({
          openapi: z.string(),
          paths: z.record(z.string(), z.record(z.string(), z.object({ responses: z.record(z.string(), z.unknown()) }))),
        })
        .parse(body);
      expect(document.openapi).toBe("3.1.0");
      const registered = app.routes
        .filter((route) => ["GET", "POST", "PUT", "DELETE", "PATCH"].includes(route.method))
        .filter((route) => ["/api/db", "/api/health", "/api/metrics"].some((prefix) => route.path.startsWith(prefix)))
        .map((route) => ({
          method: route.method.toLowerCase(),
          path: route.path.replace(/\/$/, "").replace(/:(\w+)/g, "{$1}"),
        }));
      expect(registered.length).toBeGreaterThan(10);
      for (const route of registered) {
        expect(document.paths[route.path]?.[route.method], `${route.method} ${route.path}`).toBeDefined();
      }
    });
  });
});
