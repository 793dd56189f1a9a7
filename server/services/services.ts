import type { DatabaseHandle } from "../db/client";
import type { PaymentProvider } from "../payments/payment-provider";
import { createTestPaymentProvider } from "../payments/test-payment-provider";
import { createCartService } from "./cart-service";
import { createCatalogCache } from "./catalog-cache";
import { createCatalogService } from "./catalog-service";
import { createHealthService } from "./health-service";
import { createOrderService } from "./order-service";
import { createNewsletterService } from "./newsletter-service";
import { createSearchService } from "./search-service";
import { createSitemapService } from "./sitemap-service";
import { createWishlistService } from "./wishlist-service";

/** Every business service, built once per process and shared by API handlers and route loaders. */
export interface ServicesOptions {
  /** The payment gateway; the built-in test provider until a real one is configured. */
  paymentProvider?: PaymentProvider;
}

export function createServices(database: DatabaseHandle, options: ServicesOptions = {}) {
  // One cache for catalog and search reads: one place that learns of catalog changes.
  const catalogCache = createCatalogCache(database);
  return {
    health: createHealthService(database),
    cart: createCartService(database.db),
    catalog: createCatalogService(database.db, catalogCache),
    search: createSearchService(database.db, catalogCache),
    newsletter: createNewsletterService(database.db),
    orders: createOrderService(database.db, options.paymentProvider ?? createTestPaymentProvider()),
    sitemap: createSitemapService(database.db, catalogCache),
    wishlist: createWishlistService(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;
