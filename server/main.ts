// Starts the store: reads configuration, opens (creating, migrating and on first run seeding)
// the database, and serves the API, images, static files and server-rendered pages.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createRequestHandler } from "react-router";
import * as build from "virtual:react-router/server-build";
import { createApp } from "./app";
import { checkServerConfig, ConfigError, razorpaySettingsOf, readConfig, takesTestPayments, type Config } from "./config";
import { databaseTargetFor, openDatabase, type DatabaseHandle } from "./db/client";
import { DataDirLockedError, setDataDirLockReporter } from "./db/data-dir-lock";
import { ensureCatalogSeeded, ensureIndiaSeeded } from "./db/seed/ensure-seeded";
import { lagBrowsingGate } from "./http/browsing-gate";
import { forwardedHttps, peerAddressOf } from "./http/client-address";
import { withPublicOrigin } from "./http/public-origin";
import { setupLinkHours } from "./services/staff-service";
import { createCatalogPictures } from "./images/catalog-pictures";
import { createFilePhotoStorage, photoFolderOf } from "./images/photo-storage";
import { createLogger } from "./logger";
import { createFileMailer } from "./mail/file-mailer";
import { createOutboxDispatcher } from "./mail/outbox-dispatcher";
import { createSmtpMailer } from "./mail/smtp-mailer";
import { createPageRouteMatcher, pageRoutesOf } from "./metrics/route-labels";
import { browsingReadsHeldTotal } from "./metrics/store-metrics";
import { createHousekeeping } from "./services/housekeeping";
import { createPeriodicTask } from "./lib/periodic-task";
import { createRazorpayGateway } from "./payments/razorpay-gateway";
import { createOrderAutoAdvancer, type OrderAutoAdvancer } from "./services/order-auto-advance";
import { sweepOrphanedPhotos } from "./services/photo-sweep";
import { createServices } from "./services/services";

// This module is the entry of the server build (build/server/index.js): the browser build is
// build/client beside it.
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "client");

async function main(): Promise<void> {
  let config: Config;
  let configWarnings: string[];
  try {
    config = readConfig();
    configWarnings = checkServerConfig(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(config);
  for (const warning of configWarnings) logger.warn(warning);
  const configured = databaseTargetFor(config);
  // A read replica leaving or rejoining the catalog's reads goes to the log (decision 033).
  const target: typeof configured =
    configured.kind === "postgres"
      ? {
          ...configured,
          onReplicaChange: (event) => {
            if (event.state === "down") logger.warn({ replica: event.replica, err: event.error }, "a read replica cannot answer: catalog reads go to the primary until it does");
            else logger.info({ replica: event.replica }, "a read replica answers again");
          },
        }
      : configured;
  // A stale lock taken over (or a held one lost) goes to the log, not to standard error.
  setDataDirLockReporter((message, details) => logger.warn({ lock: details.lockPath, holder: details.holder }, message));

  // A signal during start-up stops the store between steps (never halfway through seeding), with
  // the database closed and its lock released. Ctrl+C under npm arrives twice (from the terminal
  // and forwarded by npm), so only a signal seconds later means "stop now".
  let stopDuringStartup: NodeJS.Signals | null = null;
  let firstSignalAt = 0;
  const noteStopDuringStartup = (signal: NodeJS.Signals) => {
    if (stopDuringStartup) {
      if (Date.now() - firstSignalAt > 2000) process.exit(1);
      return;
    }
    stopDuringStartup = signal;
    firstSignalAt = Date.now();
    logger.info({ signal }, "stopping once the start-up step in progress is done");
  };
  process.on("SIGTERM", noteStopDuringStartup);
  process.on("SIGINT", noteStopDuringStartup);
  const stopIfAsked = async (database: DatabaseHandle) => {
    if (!stopDuringStartup) return;
    await database.close();
    logger.info("stopped cleanly");
    process.exit(0);
  };

  let database: DatabaseHandle;
  try {
    database = await openDatabase(target);
    await database.migrate();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      // Another store (or a backup, restore or CLI) has the folder: say so plainly, no stack.
      logger.fatal({ lock: error.lockPath, holder: error.holder }, error.message);
    } else {
      logger.fatal({ err: error, database: target.kind }, "could not open and migrate the database");
    }
    process.exit(1);
  }
  await stopIfAsked(database);
  const seeded = await ensureCatalogSeeded(database.db, {
    products: config.SEED_PRODUCTS,
    onProgress: (done, total) => {
      if (done === total || done % 200 === 0) logger.info({ done, total }, "seeding catalog");
    },
  });
  if (seeded) logger.info({ products: config.SEED_PRODUCTS }, "seeded a new catalog");
  await stopIfAsked(database);
  const indiaStarted = performance.now();
  const india = await ensureIndiaSeeded(database.db);
  if (india.pincodes > 0 || india.warehouses || india.stores) {
    logger.info({ ...india, ms: Math.round(performance.now() - indiaStarted) }, "seeded PIN codes, warehouses and stores");
  }
  await stopIfAsked(database);

  const imageCacheDir = path.resolve(config.IMAGE_CACHE_DIR ?? path.join(config.DATA_DIR, "images"));
  // Uploaded product photos: shared by every store using this data folder (docs/decisions/026).
  const photoDir = photoFolderOf(config.DATA_DIR);
  const razorpay = razorpaySettingsOf(config);
  const services = createServices(database, {
    logger,
    photoStorage: createFilePhotoStorage(photoDir),
    catalogImportDir: path.resolve(config.DATA_DIR, "catalog-imports"),
    codMaxRupees: config.COD_MAX_RUPEES,
    publicOrigin: config.PUBLIC_ORIGIN,
    // Razorpay when its keys are set; else the built-in test gateway (decision 029).
    gateway: razorpay ? createRazorpayGateway(razorpay) : undefined,
    paymentHoldMinutes: config.PAYMENT_HOLD_MINUTES,
    // Health also watches the disks of the data folders, which only the configuration names.
    health: {
      folders: [
        ...(target.kind === "embedded" && target.dataDir ? [{ name: "database", path: target.dataDir }] : []),
        ...(config.SMTP_URL ? [] : [{ name: "mail", path: path.resolve(config.DATA_DIR, "mail") }]),
        { name: "images", path: imageCacheDir },
        { name: "photos", path: photoDir },
      ],
      minFreeBytes: config.HEALTH_MIN_FREE_DISK_MB * 1024 * 1024,
    },
  });
  // Mail goes out by SMTP when SMTP_URL names a relay, else as .eml files under DATA_DIR/mail
  // (docs/decisions/007).
  const mailer = config.SMTP_URL
    ? createSmtpMailer({ server: config.SMTP_URL, from: config.MAIL_FROM })
    : createFileMailer(path.resolve(config.DATA_DIR, "mail"), { from: config.MAIL_FROM });
  logger.info({ mailer: mailer.name, smtpHost: config.SMTP_URL?.host, smtpPort: config.SMTP_URL?.port }, "e-mail outbox started");
  const outbox = createOutboxDispatcher(database.db, mailer, logger);
  outbox.start();
  const housekeeping = createHousekeeping(database.db, {
    logger,
    settlePendingRefunds: () => services.refunds.settlePending(),
    sweepPhotos: () => sweepOrphanedPhotos(database.db, services.photoStorage, { logger }),
  });
  housekeeping.start();
  // Orders not paid in time give their stock back; every process runs the round, and each payment
  // is locked while it is decided, so two processes never expire one twice.
  const paymentExpiry = createPeriodicTask(() => services.gatewayPayments.expireOverdue(), {
    intervalMs: 60 * 1000,
    onError: (error) => logger.error({ err: error }, "the payment expiry round failed; trying again in a minute"),
  });
  paymentExpiry.start();
  let autoAdvance: OrderAutoAdvancer | null = null;
  if (config.ORDER_AUTO_ADVANCE_SECONDS) {
    logger.warn(
      { seconds: config.ORDER_AUTO_ADVANCE_SECONDS },
      "ORDER_AUTO_ADVANCE_SECONDS is set: orders move on by themselves (a development setting)",
    );
    autoAdvance = createOrderAutoAdvancer(services.orderStatus, config.ORDER_AUTO_ADVANCE_SECONDS, logger);
    autoAdvance.start();
  }
  const handleRequest = createRequestHandler(build, config.NODE_ENV);
  const app = createApp({
    services,
    logger,
    clientDir,
    imageCacheDir,
    imageCacheMaxBytes: config.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    isCatalogPicture: createCatalogPictures(database).isCatalogPicture,
    renderPage: (request, context) => handleRequest(request, context),
    pageRoute: createPageRouteMatcher(pageRoutesOf(build.routes)),
    trustProxy: config.TRUST_PROXY,
    metricsToken: config.METRICS_TOKEN,
    testPayments: takesTestPayments(config),
    ...(config.BROWSING_MAX_LAG_MS > 0 ? { browsingGate: lagBrowsingGate(config.BROWSING_MAX_LAG_MS, () => browsingReadsHeldTotal.inc({})) } : {}),
  });

  // The second argument carries the socket (the client address for rate limits): passed on as is.
  const fetch: typeof app.fetch = (request, env, ...rest) => {
    const https = forwardedHttps(
      config.TRUST_PROXY,
      peerAddressOf(env),
      request.headers.get("x-forwarded-for"),
      request.headers.get("x-forwarded-proto"),
    );
    return app.fetch(withPublicOrigin(request, config.PUBLIC_ORIGIN, https), env, ...rest);
  };
  const shownHost = config.HOST === "127.0.0.1" || config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  // Before listening, so the link comes before "ready" in what a newcomer reads.
  await offerOwnerSetup(config.PUBLIC_ORIGIN ?? `http://${shownHost}:${config.PORT}`);
  const server = serve({ fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(
      { port: info.port, host: config.HOST, database: database.kind, url: `http://${shownHost}:${info.port}` },
      "store is listening",
    );
  });

  // A fresh store has nobody who can run it: a one-time link, printed at each start until an owner
  // exists, creates the owner's account (the embedded database admits no second process to do it).
  async function offerOwnerSetup(origin: string): Promise<void> {
    try {
      const token = await services.staff.issueSetupLink();
      if (!token) return;
      const link = `${origin}/admin/setup?${new URLSearchParams({ token }).toString()}`;
      logger.warn({ link, hours: setupLinkHours }, "the store has no owner yet: open the set-up link to create the owner's account");
      process.stderr.write(`\nNobody runs this store yet. To create the owner's account, open this link (it works once, for ${setupLinkHours} hours):\n  ${link}\n\n`);
    } catch (error) {
      logger.error({ err: error }, "could not make the owner's set-up link");
    }
  }

  server.on("error", (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === "EADDRINUSE"
        ? `port ${config.PORT} on ${config.HOST} is already in use: stop the other server or set PORT`
        : error.message;
    logger.fatal({ err: error }, `could not listen: ${reason}`);
    void database.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: finishing in-flight requests");
    // Refuse new connections, let requests in flight finish, then close the database cleanly.
    const forceTimer = setTimeout(() => {
      logger.warn("shutdown timeout: closing remaining connections");
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    forceTimer.unref();
    server.close((error) => {
      if (error) logger.error({ err: error }, "error while closing the HTTP server");
      Promise.all([outbox.stop(), housekeeping.stop(), paymentExpiry.stop(), autoAdvance?.stop()])
        .then(() => database.close())
        .then(() => {
          logger.info("stopped cleanly");
          process.exit(0);
        })
        .catch((closeError: unknown) => {
          logger.error({ err: closeError }, "error while closing the database");
          process.exit(1);
        });
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.off("SIGTERM", noteStopDuringStartup);
  process.off("SIGINT", noteStopDuringStartup);
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`The store could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
