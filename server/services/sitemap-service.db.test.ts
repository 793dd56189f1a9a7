// The sitemap on a real seeded database: every product, canonical category paths, collections and
// the fixed pages; split into an index and parts when the catalog outgrows one file.
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SitemapDocument } from "../../app/lib/contracts/sitemap";
import { createTestDatabase } from "../../tests/support/test-database";
import { seededTemplate } from "../../tests/support/seeded-templates";
import type { DatabaseHandle } from "../db/client";
import { products } from "../db/schema";
import { createSitemapService, parseSitemapPart } from "./sitemap-service";

const productCount = 240;
const origin = "https://aangan.test";
let handle: DatabaseHandle;
let productIds: number[];

beforeAll(async () => {
  handle = await createTestDatabase({ template: seededTemplate({ products: productCount }) });
  productIds = (await handle.db.select({ id: products.id }).from(products).orderBy(asc(products.id))).map((row) => row.id);
});

afterAll(async () => {
  await handle.close();
});

function locations(document: SitemapDocument): string[] {
  if (document.kind === "not-found") throw new Error("expected a sitemap");
  return [...document.xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("a search engine reads the sitemap", () => {
  it("finds every product, every category at its canonical path, the collections and the fixed pages", async () => {
    const sitemap = createSitemapService(handle.db);
    const document = await sitemap.document(origin, null);
    expect(document.kind).toBe("urlset");
    if (document.kind !== "urlset") return;
    expect(
      document.xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'),
    ).toBe(true);
    const urls = locations(document).filter((url) => !url.startsWith(`${origin}/hi`));
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of ["/", "/products", "/new-arrivals", "/about", "/contact", "/find-store", "/faq", "/shipping", "/returns", "/terms", "/privacy"]) {
      expect(urls).toContain(`${origin}${path}`);
    }
    for (const path of ["/category/living-room", "/category/living-room/sofas", "/category/bedroom/side-tables", "/category/outdoor/plastic-chairs", "/category/kids-furniture"]) {
      expect(urls).toContain(`${origin}${path}`);
    }
    for (const slug of ["milford", "mozart", "maxsif"]) expect(urls).toContain(`${origin}/collection/${slug}`);
    const productUrls = urls.filter((url) => url.startsWith(`${origin}/product/`));
    expect(productUrls).toEqual(productIds.map((id) => `${origin}/product/${id}`));
    // Aliases redirect, so only canonical paths are listed.
    for (const alias of ["/category/living", "/category/bed-room", "/category/recliners", "/category/home-office"]) {
      expect(urls).not.toContain(`${origin}${alias}`);
    }
    // Every page in Hindi too, each naming both as alternates.
    expect(locations(document)).toHaveLength(urls.length * 2);
    expect(locations(document)).toContain(`${origin}/hi`);
    expect(locations(document)).toContain(`${origin}/hi/category/living-room/sofas`);
    const productId = productIds[0]!;
    expect(document.xml).toContain(
      `<url><loc>${origin}/hi/product/${productId}</loc><xhtml:link rel="alternate" hreflang="en-IN" href="${origin}/product/${productId}"/><xhtml:link rel="alternate" hreflang="hi-IN" href="${origin}/hi/product/${productId}"/></url>`,
    );
  });

  it("is split into an index of parts when there are more URLs than one file may hold", async () => {
    // 200 URLs a file: 100 pages, each in both languages.
    const sitemap = createSitemapService(handle.db, undefined, { maxUrls: 200 });
    const index = await sitemap.document(origin, null);
    expect(index.kind).toBe("index");
    expect(locations(index)).toEqual([
      `${origin}/sitemap.xml?part=pages`,
      `${origin}/sitemap.xml?part=products-1`,
      `${origin}/sitemap.xml?part=products-2`,
      `${origin}/sitemap.xml?part=products-3`,
    ]);
    const pages = locations(await sitemap.document(origin, "pages"));
    expect(pages).toContain(`${origin}/category/office/office-chairs`);
    expect(pages.some((url) => url.includes("/product/"))).toBe(false);
    const parts = await Promise.all([1, 2, 3].map((page) => sitemap.document(origin, `products-${page}`)));
    const english = (part: SitemapDocument) => locations(part).filter((url) => !url.startsWith(`${origin}/hi/`));
    expect(parts.flatMap(english)).toEqual(productIds.map((id) => `${origin}/product/${id}`));
    expect(locations(parts[2]!)).toHaveLength((productCount - 200) * 2);
    expect(await sitemap.document(origin, "products-4")).toEqual({ kind: "not-found" });
  });

  it("reads only the part names it writes", () => {
    expect(parseSitemapPart(null)).toBeNull();
    expect(parseSitemapPart("pages")).toEqual({ kind: "pages" });
    expect(parseSitemapPart("products-12")).toEqual({ kind: "products", page: 12 });
    for (const bad of ["products-0", "products-", "products-1x", "Pages", "products-1234567", ""]) {
      expect(parseSitemapPart(bad)).toBe("invalid");
    }
  });
});
