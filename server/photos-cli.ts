// `npm run photos -- backup --to DIR`, `-- restore --from DIR` and `-- sweep`: the product photos
// staff uploaded (DATA_DIR/photos), which `npm run db:backup` and pg_dump do not copy. A photo is
// never rewritten under its key, so a backup copies only what DIR lacks and may run while stores
// upload. restore and sweep read the database the server uses (DATABASE_URL, else the embedded
// database under DATA_DIR: stop the store first, it admits one process at a time).
// Exit codes: 0 done, 1 refused or incomplete (photos the database refers to are in neither
// place, files that could not be removed), 2 bad arguments, 75 the store holds the database,
// 78 bad configuration.
import { existsSync, statSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { openStoreDatabaseFor, parseCommandLine, readConfigFor, runWhenRunDirectly } from "./command-line";
import { createFilePhotoStorage, photoFolderOf } from "./images/photo-storage";
import { copyMissingPhotos, photosWithoutFiles } from "./services/photo-backup";
import { photoSweepGraceMs, sweepOrphanedPhotos } from "./services/photo-sweep";

export const photosUsage = `Usage:
  npm run photos -- backup --to DIR     copy the uploaded product photos (DATA_DIR/photos) that DIR
                                        lacks; what DIR holds already is kept. Safe while stores run.
  npm run photos -- restore --from DIR  copy back the photos DATA_DIR/photos lacks, then name the
                                        photos the database refers to that are in neither place
  npm run photos -- sweep               remove photo files no product refers to, stored over an hour
                                        ago (each store does it hourly)

restore and sweep read the database: with the embedded database, stop the store first.
`;

export type PhotosCommand = { kind: "help" } | { kind: "backup"; to: string } | { kind: "restore"; from: string } | { kind: "sweep" };

export class PhotosArgsError extends Error {}

export function parsePhotosArgs(argv: readonly string[]): PhotosCommand {
  const parsed = parseCommandLine(
    argv,
    { to: { type: "string" }, from: { type: "string" }, help: { type: "boolean", short: "h" } },
    PhotosArgsError,
  );
  const { values, positionals } = parsed;
  if (values.help) return { kind: "help" };
  const [verb, ...extra] = positionals;
  if (extra.length > 0) throw new PhotosArgsError(`Unexpected ${extra.join(" ")}: name the folder with --to or --from`);
  if (verb === "backup") {
    if (values.from !== undefined) throw new PhotosArgsError("--from is for restore; back up with --to DIR");
    if (!values.to) throw new PhotosArgsError("Name the backup folder with --to DIR");
    return { kind: "backup", to: values.to };
  }
  if (verb === "restore") {
    if (values.to !== undefined) throw new PhotosArgsError("--to is for backup; restore with --from DIR");
    if (!values.from) throw new PhotosArgsError("Name the backup folder with --from DIR");
    return { kind: "restore", from: values.from };
  }
  if (verb === "sweep") {
    if (values.to !== undefined || values.from !== undefined) throw new PhotosArgsError("sweep takes no folder: it sweeps DATA_DIR/photos");
    return { kind: "sweep" };
  }
  throw new PhotosArgsError(`Unknown command ${verb ?? "(none)"}: backup, restore or sweep`);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const photos = (count: number) => (count === 1 ? "1 photo" : `${count.toLocaleString("en-IN")} photos`);
/** How many photos without files are named one by one; the rest are counted. */
const namedAtMost = 20;

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let command: PhotosCommand;
  try {
    command = parsePhotosArgs(argv);
  } catch (error) {
    if (error instanceof PhotosArgsError) {
      process.stderr.write(`photos: ${error.message}\n\n${photosUsage}`);
      return 2;
    }
    throw error;
  }
  if (command.kind === "help") {
    process.stdout.write(photosUsage);
    return 0;
  }
  const config = readConfigFor("photos", env);
  if (typeof config === "number") return config;
  const photoDir = photoFolderOf(config.DATA_DIR);
  const storage = createFilePhotoStorage(photoDir);
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

  if (command.kind === "backup") {
    const backupDir = path.resolve(command.to);
    if (backupDir === photoDir) {
      process.stderr.write(`photos: ${backupDir} is the store's own photo folder; back up to another.\n`);
      return 2;
    }
    // Made even when there is nothing to copy, so a restore from it finds the folder.
    await mkdir(backupDir, { recursive: true });
    const result = await copyMissingPhotos(storage, createFilePhotoStorage(backupDir));
    process.stdout.write(
      `Backed up ${photoDir} to ${backupDir}: copied ${photos(result.copied)} (${megabytes(result.copiedBytes)}), ` +
        `${result.alreadyThere.toLocaleString("en-IN")} there already; ${photos(result.copied + result.alreadyThere)}, ` +
        `${megabytes(result.totalBytes)} in all, in ${seconds()} s.\n` +
        `Restore them with: npm run photos -- restore --from ${backupDir}\n`,
    );
    return 0;
  }

  if (command.kind === "restore") {
    const backupDir = path.resolve(command.from);
    if (!existsSync(backupDir) || !statSync(backupDir).isDirectory()) {
      process.stderr.write(`photos: there is no folder ${backupDir}.\n`);
      return 1;
    }
    if (backupDir === photoDir) {
      process.stderr.write(`photos: ${backupDir} is the store's own photo folder; restore from a backup of it.\n`);
      return 2;
    }
  }
  // The database is opened before any file is copied, so a store holding it stops the command whole.
  const handle = await openStoreDatabaseFor("photos", env);
  if (typeof handle === "number") return handle;
  try {
    await handle.migrate();
    if (command.kind === "sweep") {
      const result = await sweepOrphanedPhotos(handle.db, storage, {
        logger: { warn: (details, message) => process.stderr.write(`photos: ${message}: ${JSON.stringify(details, errorFields)}\n`) },
      });
      process.stdout.write(
        `Swept ${photoDir}: removed ${photos(result.removed)} no product refers to; kept ${photos(result.kept)} ` +
          `(in use, or stored within the last ${photoSweepGraceMs / 60_000} minutes), in ${seconds()} s.\n`,
      );
      if (result.failed > 0) process.stdout.write(`${photos(result.failed)} could not be removed (said above); the next sweep tries again.\n`);
      return result.failed > 0 ? 1 : 0;
    }
    const backupDir = path.resolve(command.from);
    const result = await copyMissingPhotos(createFilePhotoStorage(backupDir), storage);
    process.stdout.write(
      `Restored from ${backupDir} into ${photoDir}: copied ${photos(result.copied)} (${megabytes(result.copiedBytes)}), ` +
        `${result.alreadyThere.toLocaleString("en-IN")} there already, in ${seconds()} s.\n`,
    );
    const missing = await photosWithoutFiles(handle.db, storage);
    if (missing.length === 0) {
      process.stdout.write("Every photo the database refers to is in place.\n");
      return 0;
    }
    const lines = missing.slice(0, namedAtMost).map((photo) => `  product ${photo.productId} (${photo.productName}): photo ${photo.photoId}, file ${photo.key}\n`);
    if (missing.length > namedAtMost) lines.push(`  and ${(missing.length - namedAtMost).toLocaleString("en-IN")} more\n`);
    process.stdout.write(
      `${photos(missing.length)} the database refers to ${missing.length === 1 ? "is" : "are"} in neither place; the shop answers 404 for ` +
        `${missing.length === 1 ? "it" : "them"} until uploaded again (the product's Photos page in the back office):\n${lines.join("")}`,
    );
    return 1;
  } finally {
    await handle.close();
  }
}

/** JSON.stringify replacer: an Error's message instead of {}. */
function errorFields(_key: string, value: unknown): unknown {
  return value instanceof Error ? value.message : value;
}

// Only when run as the command, so tests can import the parser and main.
runWhenRunDirectly("photos-cli.ts", "photos", main);
