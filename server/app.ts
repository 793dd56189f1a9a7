import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { routePath } from "hono/route";
import type { Logger } from "pino";
import type { AppLoadContext } from "react-router";
import { maxProductBodyBytes } from "../app/lib/contracts/admin-products";
import { maxPhotoRequestBytes, productPhotoMessages } from "../app/lib/contracts/product-photos";
import { refusalOf } from "../app/lib/contracts/refusal";
import { createAdminRoutes, isCatalogImport, isPhotoUpload, isProductWrite } from "./api/admin-routes";
import { apiError, apiRefusal } from "./api/api-error";
import { createAuthRoutes } from "./api/auth-routes";
import { createCartRoutes } from "./api/cart-routes";
import { createCatalogRoutes } from "./api/catalog-routes";
import { createHealthRoutes } from "./api/health-routes";
import { createIndiaRoutes } from "./api/india-routes";
import { createMetricsRoutes } from "./api/metrics-routes";
import { createOpenApiRoutes } from "./api/openapi";
import { createOrderRoutes } from "./api/order-routes";
import { createSavedCardRoutes } from "./api/saved-card-routes";
import { createPaymentWebhookRoutes } from "./api/payment-webhook-routes";
import { databaseRetryAfterSeconds, databaseUnavailableMessage, isDatabaseUnavailable } from "./db/unavailable";
import type { AppEnv } from "./http/app-env";
import { compressAnswers } from "./http/compression";
import { clientAddress, noTrustedProxies, peerAddressOf, type TrustedProxies } from "./http/client-address";
import { createClientAssetText } from "./http/client-asset-text";
import { pageFailures } from "./http/page-failures";
import { isBrowsingApiPath, throughBrowsingGate, type BrowsingGate } from "./http/browsing-gate";
import { readYourWrites } from "./http/read-your-writes";
import { refuseCrossSiteForms } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { clearedGuestCookies, clearedSessionCookie, resolveUser, sessionCookie } from "./http/session";
import { clearedStaffSessionCookie, resolveStaff, staffSessionCookie } from "./http/staff-session";
import { createImageRoutes } from "./images/image-routes";
import { createTestGatewayRoutes } from "./payments/test-gateway-routes";
import { staticFilesRoute, unmatchedRoute, type PageRouteMatch } from "./metrics/route-labels";
import { httpRequestDurationSeconds, httpRequestsTotal, pageAnswersTotal, storeMetrics } from "./metrics/store-metrics";
import { cartOwnership, wishlistOwnership } from "./services/ownership";
import type { Services } from "./services/services";
import { rememberLanguageChoice } from "./http/language-choice";

/** Renders a page: React Router's request handler, given the per-request load context. */
export type PageRenderer = (request: Request, context: AppLoadContext) => Promise<Response>;

export interface AppOptions {
  services: Services;
  logger: Logger;
  /** Folder with the browser build (assets/ inside is fingerprinted). Absent in API-only tests. */
  clientDir?: string;
  /** Where rendered product images are cached. */
  imageCacheDir: string;
  /** Most bytes of rendered images kept in imageCacheDir (IMAGE_CACHE_MAX_MB); default 2 GiB. */
  imageCacheMaxBytes?: number;
  /**
   * Whether the store shows a picture (server/images/catalog-pictures.ts): only those are drawn.
   * Without it no picture is (API-only tests).
   */
  isCatalogPicture?: (basePath: string) => Promise<boolean>;
  renderPage?: PageRenderer;
  /**
   * The page route a path matches (server/metrics/route-labels.ts): its pattern for the request
   * metrics, and whether it takes form posts.
   */
  pageRoute?: (pathname: string) => PageRouteMatch;
  /** The reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY); none when left out. */
  trustProxy?: TrustedProxies;
  /** Lets a scraper elsewhere read /api/metrics with `Authorization: Bearer` (METRICS_TOKEN). */
  metricsToken?: string | undefined;
  /** A production store on the test gateway (PAYMENTS=test): every page says no money is taken. */
  testPayments?: boolean;
  /**
   * Where browsing reads (pages, the catalog and search API) wait while the thread is behind, so
   * buying does not wait behind them (server/http/browsing-gate.ts). None when left out.
   */
  browsingGate?: BrowsingGate;
}

/** Largest JSON body any endpoint accepts; bigger ones get 413 before they are read. */
export const maxApiBodyBytes = 16 * 1024;

const immutable = "public, max-age=31536000, immutable";

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The route a request is counted under: what a handler named (pages, static files), else the
 * pattern of the Hono route that answered. Never the URL, so the series stay bounded.
 */
function metricsRouteOf(c: Context<AppEnv>): string {
  if (c.var.metricsRoute) return c.var.metricsRoute;
  const pattern = routePath(c).replace(/(.)\/$/, "$1");
  return pattern === "" || pattern === "*" || pattern === "/*" ? unmatchedRoute : pattern;
}

export function createApp(options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const trustProxy = options.trustProxy ?? noTrustedProxies;
  const browsingGate = options.browsingGate ?? null;

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("services", options.services);
    c.set("logger", options.logger);
    // Once per request, for per-address limits: behind trusted proxies, the address they saw.
    c.set("clientAddress", clientAddress(trustProxy, peerAddressOf(c.env), c.req.header("x-forwarded-for")));
    await next();
    // On the answer itself: c.header() after a handler builds the whole answer again.
    c.res.headers.set("X-Request-Id", requestId);
    const ms = performance.now() - started;
    const method = knownMethods.has(c.req.method) ? c.req.method : "other";
    const route = metricsRouteOf(c);
    httpRequestsTotal.inc({ method, route, status: String(c.res.status) });
    httpRequestDurationSeconds.observe({ method, route }, ms / 1000);
    options.logger.info(
      {
        reqId: requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(ms * 10) / 10,
      },
      "request",
    );
  });
  // With read replicas: a shopper's catalog reads see their own latest catalog change.
  app.use(readYourWrites());
  app.use(securityHeaders(options.services.gateway.browserCheckout));

  // A service's refusal thrown by any API handler is answered here, with its own status and
  // message; anything else is a fault of ours.
  app.onError((error, c) => {
    const refusal = refusalOf(error);
    if (refusal) return apiRefusal(c, refusal);
    if (isDatabaseUnavailable(error)) {
      c.var.logger.warn({ err: error, reqId: c.var.requestId, path: c.req.path }, "database unavailable");
      c.header("Retry-After", String(databaseRetryAfterSeconds));
      return apiError(c, 503, "database_unavailable", databaseUnavailableMessage);
    }
    c.var.logger.error({ err: error, reqId: c.var.requestId, path: c.req.path }, "unhandled error");
    return apiError(c, 500, "internal_error", "Something went wrong on our side. Please try again.");
  });

  // Images are already compressed; everything else (HTML, JSON, JS, CSS) is worth gzipping
  // (http/compression.ts), unless compressed already, as the build's files are.
  app.route(
    "/images",
    createImageRoutes({
      cacheDir: options.imageCacheDir,
      maxCacheBytes: options.imageCacheMaxBytes,
      isCatalogPicture: options.isCatalogPicture ?? (() => Promise.resolve(false)),
      logger: options.logger,
      photoStorage: options.services.photoStorage,
    }),
  );
  app.use(compressAnswers());
  // The test gateway's script, its payments endpoint and its stand-in UPI app, when it is the gateway.
  if (options.services.testGateway) app.route("/test-gateway", createTestGatewayRoutes(options.services.testGateway));

  const api = new Hono<AppEnv>();
  const jsonBodyLimit = bodyLimit({
    maxSize: maxApiBodyBytes,
    onError: (c) => apiError(c, 413, "payload_too_large", "The request body is larger than 16 KB."),
  });
  // A product photo's upload alone may be larger, and only as a multipart body.
  const photoBodyLimit = bodyLimit({
    maxSize: maxPhotoRequestBytes,
    onError: (c) => apiError(c, 413, "payload_too_large", productPhotoMessages.tooLarge),
  });
  const productBodyLimit = bodyLimit({
    maxSize: maxProductBodyBytes,
    onError: (c) => apiError(c, 413, "payload_too_large", `The request body is larger than ${maxProductBodyBytes / 1024} KB.`),
  });
  // A catalog CSV import is counted as it streams, and refused past its own limit (catalogCsvLimits).
  api.use((c, next) => {
    const { method, path: pathname } = c.req;
    const contentType = c.req.header("content-type");
    // Reading whether a request has a body builds a whole Request from Node's (a tenth of a GET's
    // time); a GET or HEAD is never read for one.
    if (method === "GET" || method === "HEAD" || isCatalogImport(method, pathname, contentType)) return next();
    const limit = isPhotoUpload(method, pathname, contentType) ? photoBodyLimit : isProductWrite(method, pathname) ? productBodyLimit : jsonBodyLimit;
    return limit(c, next);
  });
  // Before resolveUser: a scraper's bearer token is not a shopper's session.
  api.route("/metrics", createMetricsRoutes({ registry: storeMetrics, token: options.metricsToken }));
  api.use(resolveUser());
  api.use((c, next) => (isBrowsingApiPath(c.req.path) ? throughBrowsingGate(browsingGate, c.req.method, next) : next()));
  api.route("/db/auth", createAuthRoutes());
  api.route("/health", createHealthRoutes());
  api.route("/db/cart", createCartRoutes());
  api.route("/db/orders", createOrderRoutes());
  api.route("/db/saved-cards", createSavedCardRoutes());
  api.route("/payments/webhooks", createPaymentWebhookRoutes());
  api.route("/admin", createAdminRoutes());
  api.route("/db", createIndiaRoutes());
  api.route("/db", createCatalogRoutes());
  api.route("/docs", createOpenApiRoutes());
  api.all("*", (c) => apiError(c, 404, "not_found", "No such API endpoint."));
  app.route("/api", api);

  if (options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir) || ".";
    app.use(
      "/assets/*",
      serveStatic({
        root,
        // The build's Brotli and gzip copies (scripts/precompress-assets.mjs), when the browser takes them.
        precompressed: true,
        onFound: (_path, c) => {
          c.set("metricsRoute", staticFilesRoute);
          c.header("Cache-Control", immutable);
          c.header("Vary", "Accept-Encoding");
        },
      }),
    );
    // The build's few files outside assets/ (the icons), known once: a page's path is never
    // looked for on disk, which would be a file-system call on the thread for every page.
    const rootFile = serveStatic({
      root,
      onFound: (_path, c) => {
        c.set("metricsRoute", staticFilesRoute);
        c.header("Cache-Control", "public, max-age=3600");
      },
    });
    for (const entry of readdirSync(options.clientDir, { withFileTypes: true })) {
      // Plain names only: a route pattern's own characters (":", "*", "{") would be read as one.
      if (entry.isFile() && /^[\w.-]+$/.test(entry.name)) app.use(`/${entry.name}`, rootFile);
    }
  }

  const renderPage = options.renderPage;
  if (renderPage) {
    const clientAssetText = createClientAssetText(options.clientDir);
    // After the static files: only pages look up who is signed in, and take form posts.
    app.use("*", async (c, next) => {
      const route = options.pageRoute?.(c.req.path);
      // Counted under its page's pattern even when refused before it renders.
      c.set("metricsRoute", route?.label ?? "page");
      // A page is read (GET, HEAD) and, when its route has an action, posted to; nothing else.
      const allowed = route?.acceptsPost === false ? "GET, HEAD" : "GET, HEAD, POST";
      if (!allowed.split(", ").includes(c.req.method)) {
        return c.text(`This page answers ${allowed.replace(", POST", " and POST")} only.`, 405, { Allow: allowed });
      }
      await throughBrowsingGate(browsingGate, c.req.method, next);
      // Pages show who is signed in and what their cart holds: a shared cache must key them by
      // the cookies, and never keep one made for a shopper. What says it is public (a bundle of
      // messages, the sitemap) is the same for everyone.
      if (c.res.headers.get("Cache-Control")?.startsWith("public")) return;
      c.res.headers.append("Vary", "Cookie");
      if (c.var.user && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "private, no-cache");
    });
    app.use("*", refuseCrossSiteForms());
    app.use("*", resolveUser());
    app.use("*", resolveStaff());
    app.use(
      "*",
      rememberLanguageChoice(async (c, language) => {
        if (c.var.user) await c.var.services.account.setLanguage(c.var.user.id, language);
      }),
    );
    app.all("*", (c) => {
      const user = c.var.user ?? null;
      const cookies = c.req.header("cookie");
      return renderPage(c.req.raw, {
        services: c.var.services,
        logger: c.var.logger,
        requestId: c.var.requestId,
        nonce: c.var.secureHeadersNonce ?? "",
        testPayments: options.testPayments ?? false,
        clientAssetText,
        cartOwner: cartOwnership.ownerOf(user, cookies),
        cartOwnerForChange: () => cartOwnership.ownerForChange(cookies, c.req.url, user),
        wishlistOwner: wishlistOwnership.ownerOf(user, cookies),
        wishlistOwnerForChange: () => wishlistOwnership.ownerForChange(cookies, c.req.url, user),
        user,
        sessionToken: c.var.sessionToken ?? null,
        clientAddress: c.var.clientAddress ?? "unknown",
        failures: pageFailures(c.var.logger, c.var.requestId, c.req.path),
        countPageAnswer: (answer) => pageAnswersTotal.inc({ answer }),
        staff: c.var.staff ?? null,
        staffSessionToken: c.var.staffSessionToken ?? null,
        staffCookies: {
          signIn: (token) => staffSessionCookie(token, c.req.url),
          signOut: () => clearedStaffSessionCookie(c.req.url),
        },
        sessionCookies: {
          signIn: (token) => [sessionCookie(token, c.req.url), ...clearedGuestCookies(c.req.url)],
          signOut: () => clearedSessionCookie(c.req.url),
        },
      });
    });
  }

  return app;
}
