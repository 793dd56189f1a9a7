// What the store's command-line tools do alike: open the store's database, saying plainly why
// not when the configuration is wrong or a running store holds the embedded database, and run
// their main only when their own file is the one run (tests import them).
import { parseArgs, type ParseArgsConfig } from "node:util";
import { ConfigError, readConfig, type Config } from "./config";
import { databaseTargetFor, openDatabase, type DatabaseHandle } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";

/** Exit codes from sysexits.h, as the server uses them. */
export const exitCodes = { config: 78, tryAgainLater: 75 } as const;

/** The store's configuration, or the exit code once what is wrong with it is printed. */
export function readConfigFor(tool: string, env: NodeJS.ProcessEnv = process.env): Config | number {
  try {
    return readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${tool}: ${error.message}\n`);
      return exitCodes.config;
    }
    throw error;
  }
}

/** The store's database (one connection), or the exit code once the reason is printed. */
export async function openStoreDatabaseFor(tool: string, env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle | number> {
  try {
    return await openDatabase(databaseTargetFor(readConfig(env), 1));
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      process.stderr.write(`${tool}: ${error.message}\n`);
      // A locked data folder frees up once the store is stopped.
      return error instanceof ConfigError ? exitCodes.config : exitCodes.tryAgainLater;
    }
    throw error;
  }
}

/** Runs `main` with the arguments when `fileName` is the file node was asked to run. */
export function runWhenRunDirectly(fileName: string, tool: string, main: (argv: readonly string[]) => Promise<number>): void {
  if (!process.argv[1]?.endsWith(fileName)) return;
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${tool} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

/**
 * A command's options and positional arguments (node:util parseArgs, strict); what parseArgs
 * refuses (an unknown option, a missing value) becomes the command's own usage error.
 */
export function parseCommandLine<const Options extends NonNullable<ParseArgsConfig["options"]>>(
  argv: readonly string[],
  options: Options,
  usageError: new (message: string) => Error,
) {
  try {
    return parseArgs({ args: [...argv], allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new usageError(error instanceof Error ? error.message : String(error));
  }
}
