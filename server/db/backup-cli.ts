// npm run db:backup [-- --out FILE]   and   npm run db:restore -- FILE [--force]
// The embedded database only: a PostgreSQL server (DATABASE_URL) is backed up with pg_dump
// (README, Backups). Stop the store first: PGlite allows one process per data folder.
import path from "node:path";
import { backupEmbeddedDatabase, BackupError, defaultBackupFile, restoreEmbeddedDatabase } from "./backup";
import { databaseTargetFor } from "./client";
import { DataDirLockedError } from "./data-dir-lock";
import { parseCommandLine, readConfigFor, runWhenRunDirectly } from "../command-line";

export const backupUsage = `Usage:
  npm run db:backup [-- --out FILE]      the embedded database (DATA_DIR/db) to a .tar.gz file
                                         (default DATA_DIR/backups/db-<time>.tar.gz)
  npm run db:restore -- FILE [--force]   replace DATA_DIR/db with a backup; --force when it holds
                                         a database, which is moved aside (db.before-restore-<time>)

Stop the store first: the embedded database allows one process per data folder.
With DATABASE_URL (a PostgreSQL server) use pg_dump -Fc and pg_restore instead (README, Backups).
`;

export type BackupCommand =
  | { kind: "help" }
  | { kind: "backup"; out: string | null }
  | { kind: "restore"; file: string; force: boolean };

export class BackupArgsError extends Error {}

export function parseBackupArgs(argv: readonly string[]): BackupCommand {
  const [verb, ...rest] = argv;
  const parsed = parseCommandLine(
    rest,
    { out: { type: "string" }, force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    BackupArgsError,
  );
  const { values, positionals } = parsed;
  if (values.help) return { kind: "help" };
  if (verb === "backup") {
    if (positionals.length > 0) throw new BackupArgsError(`Unexpected argument ${positionals[0] ?? ""}: name the file with --out FILE`);
    if (values.force) throw new BackupArgsError("--force is for db:restore");
    return { kind: "backup", out: values.out ?? null };
  }
  if (verb === "restore") {
    if (values.out !== undefined) throw new BackupArgsError("--out is for db:backup");
    const [file, ...extra] = positionals;
    if (!file) throw new BackupArgsError("Name the backup file to restore");
    if (extra.length > 0) throw new BackupArgsError(`Restore one file at a time (also given: ${extra.join(" ")})`);
    return { kind: "restore", file, force: values.force ?? false };
  }
  throw new BackupArgsError(`Unknown command ${verb ?? "(none)"}: backup or restore`);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const name = argv[0] === "restore" ? "db:restore" : "db:backup";
  let command: BackupCommand;
  try {
    command = parseBackupArgs(argv);
  } catch (error) {
    if (error instanceof BackupArgsError) {
      process.stderr.write(`${name}: ${error.message}\n\n${backupUsage}`);
      return 2;
    }
    throw error;
  }
  if (command.kind === "help") {
    process.stdout.write(backupUsage);
    return 0;
  }
  const config = readConfigFor(name, env);
  if (typeof config === "number") return config;
  const target = databaseTargetFor(config);
  if (target.kind !== "embedded" || !target.dataDir) {
    process.stderr.write(
      `${name}: DATABASE_URL names a PostgreSQL server; back it up with pg_dump -Fc and restore with pg_restore (README, Backups).\n`,
    );
    return 1;
  }
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  try {
    if (command.kind === "backup") {
      const file = command.out ? path.resolve(command.out) : defaultBackupFile(config.DATA_DIR);
      const result = await backupEmbeddedDatabase({ dataDir: target.dataDir, file });
      process.stdout.write(
        `Backed up ${target.dataDir} (${result.orders} orders) to ${result.file} (${megabytes(result.bytes)}) in ${seconds()} s.\n` +
          `Restore it with: npm run db:restore -- ${result.file}\n` +
          `The uploaded product photos are not in it: back them up with npm run photos -- backup --to DIR\n`,
      );
      return 0;
    }
    const result = await restoreEmbeddedDatabase({ dataDir: target.dataDir, file: command.file, force: command.force });
    process.stdout.write(`Restored ${path.resolve(command.file)} into ${target.dataDir} (${result.orders} orders) in ${seconds()} s.\n`);
    if (result.movedAside) {
      process.stdout.write(`The database that was there is kept in ${result.movedAside}; delete it once the store runs well.\n`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof DataDirLockedError) {
      process.stderr.write(`${name}: ${error.message}\n`);
      return error instanceof DataDirLockedError ? 75 : 1; // 75: EX_TEMPFAIL, try again once the store is stopped
    }
    throw error;
  }
}

// Only when run as the command, so tests can import the parser and main.
runWhenRunDirectly("backup-cli.ts", "db backup/restore", main);
