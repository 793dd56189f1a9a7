// What every benchmark's command line begins with: its options (or its usage), and the built store.
import { existsSync } from "node:fs";
import path from "node:path";

/** The repository's folder: where the store is built and started from. */
export const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/**
 * The options `parse` reads from the command line, or the exit code to end with: 2 after saying
 * what was wrong with them, 0 after printing the usage that --help asked for.
 */
export function benchOptions<T extends { help: boolean }>(name: string, usage: string, parse: () => T): T | number {
  let options: T;
  try {
    options = parse();
  } catch (error) {
    process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(usage);
    return 0;
  }
  return options;
}

/** A whole-number option from min to max, or an error naming it (digits only: no "1e3", "-1", "2.5"). */
export function wholeOption(name: string, value: string, min: number, max: number): number {
  const parsed = /^\d{1,8}$/.test(value) ? Number(value) : Number.NaN;
  if (!(parsed >= min && parsed <= max)) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return parsed;
}

/** The built store's server (BUILD_DIR, else build/), or null after saying how to build it. */
export function builtStoreEntry(name: string): string | null {
  const entry = path.resolve(repositoryRoot, process.env.BUILD_DIR ?? "build", "server", "index.js");
  if (existsSync(entry)) return entry;
  process.stderr.write(`${name}: ${entry} does not exist. Build the store first: npm run build\n`);
  return null;
}

/**
 * A comma-separated list of names, each one of `names` (undefined when the option is not given),
 * or an error naming those that are not: "--only: no page named x (the pages: home, cart)".
 */
export function namesOption<const Name extends string>(option: string, value: string | undefined, names: readonly Name[], noun: string): Name[] | undefined {
  if (value === undefined) return undefined;
  const given = value.split(",").map((name) => name.trim());
  const isName = (name: string): name is Name => names.some((known) => known === name);
  const unknown = given.filter((name) => !isName(name));
  if (unknown.length > 0) throw new Error(`--${option}: no ${noun} named ${unknown.join(", ")} (the ${noun}s: ${names.join(", ")})`);
  return given.filter(isName);
}
