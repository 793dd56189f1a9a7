import type { DatabaseHandle } from "../db/client";
import { createCartService } from "./cart-service";
import { createCatalogCache } from "./catalog-cache";
import { createCatalogService } from "./catalog-service";
import { createHealthService } from "./health-service";
import { createNewsletterService } from "./newsletter-service";
import { createSearchService } from "./search-service";
import { createSitemapService } from "./sitemap-service";
import { createWishlistService } from "./wishlist-service";

/** Every business service, built once per process and shared by API handlers and route loaders. */
export function createServices(database: DatabaseHandle) {
  // One cache for catalog and search reads: one place that learns of catalog changes.
  const catalogCache = createCatalogCache(database);
  return {
    health: createHealthService(database),
    cart: createCartService(database.db),
    catalog: createCatalogService(database.db, catalogCache),
    search: createSearchService(database.db, catalogCache),
    newsletter: createNewsletterService(database.db),
    sitemap: createSitemapService(database.db, catalogCache),
    wishlist: createWishlistService(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;
