import { tmpdir } from "node:os";
import path from "node:path";
import { pino, type Logger } from "pino";
import type { DatabaseHandle } from "../db/client";
import { createFilePhotoStorage, type PhotoStorage } from "../images/photo-storage";
import type { HostedGateway } from "../payments/hosted-gateway";
import type { PaymentProvider } from "../payments/payment-provider";
import { createTestGateway } from "../payments/test-gateway";
import { testGatewayCredentials } from "../payments/test-gateway-credentials";
import { createTestPaymentProvider } from "../payments/test-payment-provider";
import { createAccountService } from "./account-service";
import { createAddressService } from "./address-service";
import { createAdminCustomerService } from "./admin-customer-service";
import { createAdminDashboardService } from "./admin-dashboard-service";
import { createAdminOrderService } from "./admin-order-service";
import { createAuditTrailService } from "./audit-trail";
import { createAuthService } from "./auth-service";
import { createCartService } from "./cart-service";
import { createCatalogCache, defaultCatalogCacheOptions } from "./catalog-cache";
import { createCatalogImportService } from "./catalog-import-service";
import { createCatalogService } from "./catalog-service";
import { createDeliveryService } from "./delivery-service";
import { createGatewayPaymentService, type GatewayPaymentService } from "./gateway-payment-service";
import { createHealthService, type HealthOptions } from "./health-service";
import { createInvoiceService } from "./invoice-service";
import { createNewsletterService } from "./newsletter-service";
import { createOrderService } from "./order-service";
import { createOrderStatusService } from "./order-status-service";
import { createProductAdminService } from "./product-admin-service";
import { createProductPhotoService } from "./product-photo-service";
import { createReadYourWrites } from "./read-your-writes";
import { createPromotionService } from "./promotion-service";
import { createRateLimitService } from "./rate-limit-service";
import { createRefundService } from "./refund-service";
import { createReturnService } from "./return-service";
import { createReviewModerationService } from "./review-moderation-service";
import { createSavedCardService } from "./saved-card-service";
import { createSearchService } from "./search-service";
import { createSitemapService } from "./sitemap-service";
import { createStaffApiTokenService } from "./staff-api-token-service";
import { createStaffService } from "./staff-service";
import { createStockService } from "./stock-service";
import { createStoreFinderService } from "./store-finder-service";
import { createWishlistService } from "./wishlist-service";

export interface ServicesOptions {
  /** The clock sessions, reset links and rate limits are measured with; tests move it. */
  now?: () => Date;
  /** The payment gateway; the built-in test provider until a real one is configured. */
  paymentProvider?: PaymentProvider;
  /**
   * The hosted gateway orders paid in the gateway's window go through (decision 029): Razorpay when
   * configured, else the built-in test gateway, whose webhooks come straight back to this store.
   */
  gateway?: HostedGateway;
  /** How long an order awaiting its payment holds its stock (PAYMENT_HOLD_MINUTES). */
  paymentHoldMinutes?: number;
  /** Largest order total in rupees that may be paid cash on delivery (COD_MAX_RUPEES). */
  codMaxRupees?: number;
  /** What the health check watches besides the database: the data folders' disks. */
  health?: HealthOptions;
  /** PUBLIC_ORIGIN: links in e-mails sent with no request at hand (an order moving on). */
  publicOrigin?: string | null;
  /** Told of work that fails after its request has been answered (a refund the provider could not take). */
  logger?: Logger;
  /**
   * Where uploaded product photos are kept: the store passes DATA_DIR/photos. Left out (tests
   * that upload nothing), a folder of this process's own under the system's temporary folder.
   */
  photoStorage?: PhotoStorage;
  /** Where catalog CSV uploads wait between their check and "Apply": the store passes DATA_DIR/catalog-imports. */
  catalogImportDir?: string;
}

/** Every business service, built once per process and shared by API handlers and route loaders. */
export function createServices(
  database: DatabaseHandle,
  options: ServicesOptions = {},
) {
  // With read replicas (DATABASE_READ_URL) the shop's catalog, search and sitemap read from them;
  // everything else, the back office and every transaction included, stays on the primary
  // (docs/decisions/033-read-replicas.md). The embedded database has none.
  const replicas = database.replicas ?? null;
  const readDb = replicas?.db ?? database.db;
  // One cache for the shop's catalog and search reads: one place that learns of catalog changes.
  const catalogCache = createCatalogCache(database, { ...defaultCatalogCacheOptions, replicas });
  // The back office's counts come from the primary, so they are cached apart from replicas' reads.
  const backOfficeCache = replicas ? createCatalogCache(database) : catalogCache;
  const cart = createCartService(database.db);
  const wishlist = createWishlistService(database.db);
  const rateLimits = createRateLimitService(database.db, options.now);
  const paymentProvider = options.paymentProvider ?? createTestPaymentProvider();
  const delivery = createDeliveryService(database.db, { codMaxRupees: options.codMaxRupees, now: options.now });
  const addresses = createAddressService(database.db, { delivery });
  const logger = options.logger ?? pino({ level: "silent" });
  // The test gateway's webhooks are delivered to this very service, as Razorpay's reach it over HTTP.
  let webhookReceiver: GatewayPaymentService | null = null;
  const testGateway = options.gateway
    ? null
    : createTestGateway({
      db: database.db,
      ...testGatewayCredentials,
      logger,
      now: options.now,
      deliverWebhook: async (rawBody, signature, eventId) => {
        await webhookReceiver?.receiveWebhook(new TextEncoder().encode(rawBody), signature, eventId, { clientAddress: null });
      },
    });
  const gateway = options.gateway ?? testGateway;
  if (!gateway) throw new Error("no payment gateway");
  const savedCards = createSavedCardService(database.db, { gateway, logger });
  const gatewayPayments = createGatewayPaymentService(database.db, {
    gateway,
    delivery,
    refunds: { applyGatewayRefund: (refund) => refunds.applyGatewayRefund(refund) },
    savedCards,
    rateLimits,
    holdMinutes: options.paymentHoldMinutes,
    origin: options.publicOrigin ?? null,
    logger,
    now: options.now,
  });
  webhookReceiver = gatewayPayments;
  const orders = createOrderService(database.db, { delivery, addresses, savedCards, rateLimits, gatewayPayments });
  const refunds = createRefundService(database.db, paymentProvider, gateway);
  const adminOrders = createAdminOrderService(database.db, { refunds, paymentProvider, logger });
  const returns = createReturnService(database.db, { refunds, now: options.now, logger });
  const photoStorage = options.photoStorage ?? createFilePhotoStorage(path.join(tmpdir(), `aangan-photos-${process.pid}`));
  return {
    auth: createAuthService(database.db, {
      rateLimits,
      now: options.now,
      // Signing in takes the guest's cart and wishlist along into the account.
      mergeGuestData: async (guest, userId) => {
        if (guest.cartToken) {
          await cart.mergeGuestCart(guest.cartToken, userId);
          await orders.claimGuestOrders(guest.cartToken, userId);
        }
        if (guest.wishlistToken) await wishlist.mergeGuestWishlist(guest.wishlistToken, userId);
      },
    }),
    rateLimits,
    health: createHealthService(database, options.health),
    cart,
    catalog: createCatalogService(readDb, catalogCache),
    search: createSearchService(readDb, catalogCache),
    newsletter: createNewsletterService(database.db),
    orders,
    /** Paying orders that await their payment: the browser's reports, webhooks and the expiry round. */
    gatewayPayments,
    gateway,
    /** The built-in test gateway when it is the gateway (the store then serves its browser side). */
    testGateway,
    orderStatus: createOrderStatusService(database.db, { publicOrigin: options.publicOrigin }),
    // The shopper's own changes to an order: cancelling it here; returns join it from the return service.
    orderChanges: {
      cancel: adminOrders.cancelForShopper,
      ...returns.shopper,
    },
    account: createAccountService(database.db, { orders }),
    invoices: createInvoiceService(database.db, { orders }),
    addresses,
    savedCards,
    sitemap: createSitemapService(readDb, catalogCache),
    delivery,
    storeFinder: createStoreFinderService(database.db),
    wishlist,
    staff: createStaffService(database.db, { rateLimits, now: options.now }),
    auditTrail: createAuditTrailService(database.db),
    orderDesk: adminOrders.desk,
    returns: returns.desk,
    customers: createAdminCustomerService(database.db, { now: options.now }),
    dashboard: createAdminDashboardService(database.db, { now: options.now }),
    refunds,
    apiTokens: createStaffApiTokenService(database.db, { now: options.now }),
    // The back office's products: its list's counts are kept with the catalog's cached reads.
    products: createProductAdminService(database.db, { cache: backOfficeCache }),
    // The catalog as CSV: export, and import checked first and applied whole (decision 028).
    catalogCsv: createCatalogImportService(database.db, { stagingDir: options.catalogImportDir }),
    promotions: createPromotionService(database.db),
    // Stock per warehouse, its ledger and staff's adjustments (decision 027).
    stock: createStockService(database.db),
    reviewModeration: createReviewModerationService(database.db),
    productPhotos: createProductPhotoService(database.db, { storage: photoStorage, logger }),
    /** The same storage the photo service writes, for the image routes to read. */
    photoStorage,
    /** With read replicas: what a shopper's own catalog writes are, so they see them (server/http/read-your-writes.ts); null without. */
    readYourWrites: replicas ? createReadYourWrites(database.db, replicas) : null,
  };
}

export type Services = ReturnType<typeof createServices>;
