// /sitemap.xml (sitemaps.org protocol): every product, every category at its canonical path, every
// collection and the store's fixed pages, as absolute URLs on the origin the request came to, each
// in English and in Hindi (/hi/…) with the other named as its alternate (hreflang). One
// query per table. A sitemap holds at most 50,000 URLs, so a bigger catalog is answered with a
// sitemap index whose parts are the fixed pages and the products in runs of 50,000.
// The paths and ids are kept in the catalog cache until the catalog changes (reading 50,000 ids
// holds the embedded database for some 200 ms); the XML is written per request for its origin,
// so a request with a made-up Host header cannot fill memory with documents.
import { asc, count, sql } from "drizzle-orm";
import type { SitemapDocument } from "../../app/lib/contracts/sitemap";
import type { Database } from "../db/client";
import { categories, collections, products } from "../db/schema";
import { noCatalogCache, type CatalogCache } from "./catalog-cache";
import { languages, languageTags, pathInLanguage } from "../../app/i18n/language";

/** Only products shoppers may see: published, not a draft or scheduled for later. */
const shopVisible = sql`${products.publishedAt} <= now()`;

/** The protocol's limit per sitemap file. */
export const maxUrlsPerSitemap = 50_000;

/** Pages that are not catalog rows: listings and the content pages. */
export const fixedSitemapPaths = [
  "/",
  "/products",
  "/new-arrivals",
  "/collections",
  "/about",
  "/contact",
  "/find-store",
  "/faq",
  "/shipping",
  "/returns",
  "/terms",
  "/privacy",
] as const;

/** Which file of a split sitemap: the fixed and category pages, or the Nth run of products. */
export type SitemapPart = { kind: "pages" } | { kind: "products"; page: number };

/** ?part=pages or ?part=products-N; null for the sitemap itself; "invalid" for anything else. */
export function parseSitemapPart(raw: string | null): SitemapPart | null | "invalid" {
  if (raw === null) return null;
  if (raw === "pages") return { kind: "pages" };
  const match = /^products-([1-9][0-9]{0,5})$/.exec(raw);
  return match?.[1] ? { kind: "products", page: Number(match[1]) } : "invalid";
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char] ?? ""};`);
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Every path in each language, each naming all of them as alternates (Google's sitemap form of hreflang). */
function urlset(origin: string, paths: Iterable<string>): string {
  const parts = [`${xmlHeader}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`];
  for (const path of paths) {
    const addresses = languages.map((language) => ({ tag: languageTags[language], href: escapeXml(`${origin}${pathInLanguage(path, language)}`) }));
    const alternates = addresses.map(({ tag, href }) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${href}"/>`).join("");
    for (const { href } of addresses) parts.push(`<url><loc>${href}</loc>${alternates}</url>\n`);
  }
  parts.push("</urlset>\n");
  return parts.join("");
}

function sitemapIndex(locations: readonly string[]): string {
  const entries = locations.map((location) => `<sitemap><loc>${escapeXml(location)}</loc></sitemap>\n`);
  return `${xmlHeader}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("")}</sitemapindex>\n`;
}

export interface SitemapOptions {
  /** URLs per file; the protocol's 50,000 unless a test wants to see the split with fewer. */
  maxUrls?: number;
}

export function createSitemapService(db: Database, cache: CatalogCache = noCatalogCache, options: SitemapOptions = {}) {
  // Each page is listed once per language.
  const maxUrls = Math.floor((options.maxUrls ?? maxUrlsPerSitemap) / languages.length);
  /** Canonical paths of rooms (/category/living-room) and subcategories (/category/living-room/sofas). */
  async function categoryPaths(): Promise<string[]> {
    const rows = await db
      .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id));
    const roomSlugs = new Map(rows.filter((row) => row.parentId === null).map((row) => [row.id, row.slug]));
    const paths: string[] = [];
    for (const row of rows) {
      if (row.parentId === null) {
        paths.push(`/category/${row.slug}`);
      } else {
        const room = roomSlugs.get(row.parentId);
        if (room) paths.push(`/category/${room}/${row.slug}`);
      }
    }
    return paths;
  }

  async function collectionPaths(): Promise<string[]> {
    const rows = await db
      .select({ slug: collections.slug })
      .from(collections)
      .orderBy(asc(collections.position), asc(collections.id));
    return rows.map((row) => `/collection/${row.slug}`);
  }

  async function productIds(limit: number, offset: number): Promise<number[]> {
    return cache.read(`sitemap:products:${limit}:${offset}`, async () => {
      const rows = await db.select({ id: products.id }).from(products).where(shopVisible).orderBy(asc(products.id)).limit(limit).offset(offset);
      return rows.map((row) => row.id);
    });
  }

  async function productCount(): Promise<number> {
    return cache.read("sitemap:product-count", async () => {
      const [total] = await db.select({ n: count() }).from(products).where(shopVisible);
      return total?.n ?? 0;
    });
  }

  async function pagePaths(): Promise<string[]> {
    return cache.read("sitemap:pages", async () => {
      const [categoryList, collectionList] = await Promise.all([categoryPaths(), collectionPaths()]);
      return [...fixedSitemapPaths, ...categoryList, ...collectionList];
    });
  }

  return {
    /**
     * The sitemap (or its index) at `origin`, e.g. https://aangan.in, or the part named by the
     * `part` query parameter of a split one (see parseSitemapPart).
     */
    async document(origin: string, rawPart: string | null): Promise<SitemapDocument> {
      const part = parseSitemapPart(rawPart);
      if (part === "invalid") return { kind: "not-found" };
      const absolute = (path: string) => `${origin}${path}`;
      if (part?.kind === "products") {
        const ids = await productIds(maxUrls, (part.page - 1) * maxUrls);
        if (ids.length === 0) return { kind: "not-found" };
        return { kind: "urlset", xml: urlset(origin, ids.map((id) => `/product/${id}`)) };
      }
      const pages = await pagePaths();
      if (part?.kind === "pages") return { kind: "urlset", xml: urlset(origin, pages) };

      // One read tells whether everything fits in one file: ask for one product more than fits.
      const room = maxUrls - pages.length;
      const ids = await productIds(room + 1, 0);
      if (ids.length <= room) {
        return {
          kind: "urlset",
          xml: urlset(origin, [...pages, ...ids.map((id) => `/product/${id}`)]),
        };
      }
      const productFiles = Math.ceil((await productCount()) / maxUrls);
      const parts = ["pages", ...Array.from({ length: productFiles }, (_, index) => `products-${index + 1}`)];
      return { kind: "index", xml: sitemapIndex(parts.map((name) => absolute(`/sitemap.xml?part=${name}`))) };
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
