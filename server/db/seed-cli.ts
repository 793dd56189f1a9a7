// `npm run db:seed -- --products 50000`: replaces the catalog in the database the server uses
// (DATABASE_URL, else the embedded database under DATA_DIR) with a freshly generated one.
// Exit codes: 0 done, 1 failed or refused (orders exist), 2 bad arguments, 78 bad configuration,
// 130 interrupted (nothing changed: the reseed runs in one transaction).
import { ConfigError, readConfig, type Config } from "../config";
import { databaseTargetFor, openDatabase, type DatabaseHandle, type DatabaseTarget } from "./client";
import { DataDirLockedError } from "./data-dir-lock";
import { parseSeedArgs, SeedArgsError, seedUsage, type SeedCommand } from "./seed/cli-args";
import { createProgressReporter } from "./seed/progress-bar";
import { OrdersExistError, replaceCatalog } from "./seed/replace-catalog";
import { defaultSeed } from "./seed/seed-catalog";

class SeedInterruptedError extends Error {
  constructor() {
    super("interrupted");
    this.name = "SeedInterruptedError";
  }
}

const numberFormat = new Intl.NumberFormat("en-IN");

/** Where the catalog went, without the password a DATABASE_URL may carry. */
function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "embedded") return `the embedded database in ${target.dataDir ?? "memory"}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

async function main(argv: readonly string[]): Promise<number> {
  let command: SeedCommand;
  try {
    command = parseSeedArgs(argv);
  } catch (error) {
    if (error instanceof SeedArgsError) {
      process.stderr.write(`db:seed: ${error.message}\nRun "npm run db:seed -- --help" for usage.\n`);
      return 2;
    }
    throw error;
  }
  if (command.kind === "help") {
    process.stdout.write(seedUsage);
    return 0;
  }

  let config: Config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`db:seed: ${error.message}\n`);
      return 78; // EX_CONFIG, as the server uses
    }
    throw error;
  }
  const products = command.products ?? config.SEED_PRODUCTS;
  const seed = command.seed ?? defaultSeed;
  const target = databaseTargetFor(config, 1);

  // Ctrl-C once: stop at the next batch and roll back, so the database closes cleanly and keeps
  // its old catalog. Twice: leave at once (PostgreSQL rolls back the open transaction itself).
  let interrupted = false;
  const onSigint = () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    process.stderr.write(
      "\nStopping: rolling back, the old catalog stays. Press Ctrl-C again to quit now.\n",
    );
  };
  process.on("SIGINT", onSigint);

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(target);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`db:seed: ${error.message}\n`);
      return 75; // EX_TEMPFAIL: try again once the store is stopped
    }
    throw error;
  }
  const progress = createProgressReporter(process.stderr);
  try {
    await handle.migrate();
    const started = performance.now();
    const result = await replaceCatalog(handle.db, {
      products,
      seed,
      force: command.force,
      onProgress: (done, total) => {
        if (interrupted) throw new SeedInterruptedError();
        progress.update(done, total);
      },
    });
    progress.end();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const removedOrders =
      result.deletedOrders > 0
        ? ` (deleted ${numberFormat.format(result.deletedOrders)} order${result.deletedOrders === 1 ? "" : "s"})`
        : "";
    process.stdout.write(
      `Seeded ${numberFormat.format(result.products)} products (${numberFormat.format(result.variants)} variants, ` +
        `${numberFormat.format(result.images)} images, ${numberFormat.format(result.reviews)} reviews) with seed ${seed} ` +
        `into ${describeTarget(target)} in ${seconds} s${removedOrders}.\n`,
    );
    return 0;
  } catch (error) {
    progress.end();
    if (error instanceof SeedInterruptedError) {
      process.stderr.write("db:seed: interrupted; nothing was changed.\n");
      return 130;
    }
    if (error instanceof OrdersExistError) {
      process.stderr.write(`db:seed: refusing to replace the catalog. ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    process.off("SIGINT", onSigint);
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `db:seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
