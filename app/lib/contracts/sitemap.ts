// A sitemap document as the sitemap route serves it.

export type SitemapDocument = { kind: "urlset" | "index"; xml: string } | { kind: "not-found" };
