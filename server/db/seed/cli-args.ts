// Command-line arguments of `npm run db:seed`, parsed strictly: anything unexpected is an error
// with a message, never silently ignored (a typo like --product must not seed the default count).
import { maxProductCount } from "./seed-catalog";

export class SeedArgsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SeedArgsError";
  }
}

export type SeedCommand =
  { kind: "help" } | { kind: "seed"; products: number | null; seed: number | null; force: boolean };

export const seedUsage = `Usage: npm run db:seed -- [--products N] [--seed N] [--force]

Replaces the catalog (rooms, categories, brands, collections, products, variants, images,
specifications and reviews) with a freshly generated one. Cart lines and wishlist items that
point at products are removed too. Uses DATABASE_URL when set, else the embedded database in
DATA_DIR (default ./data).

  --products N   how many products to create, 1 to ${maxProductCount.toLocaleString("en-IN")} (default: SEED_PRODUCTS, 1,200)
  --seed N       seed of the generator, 0 to 4294967295; the same seed gives the same catalog
  --force        also delete existing orders, which otherwise stop the reseed
  --help         show this help
`;

export function parseSeedArgs(argv: readonly string[]): SeedCommand {
  let products: number | null = null;
  let seed: number | null = null;
  let force = false;
  const seen = new Set<string>();

  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? "";
    const equals = argument.indexOf("=");
    const flag = argument.startsWith("--") && equals > 0 ? argument.slice(0, equals) : argument;
    const inlineValue = argument.startsWith("--") && equals > 0 ? argument.slice(equals + 1) : null;

    if (flag === "--help" || flag === "-h") return { kind: "help" };
    if (!flag.startsWith("-")) throw new SeedArgsError(`unexpected argument "${argument}"`);
    if (seen.has(flag)) throw new SeedArgsError(`${flag} is given more than once`);
    seen.add(flag);

    if (flag === "--force") {
      if (inlineValue !== null) throw new SeedArgsError("--force takes no value");
      force = true;
      continue;
    }
    if (flag === "--products" || flag === "--seed") {
      let value = inlineValue;
      if (value === null) {
        index += 1;
        value = argv[index] ?? null;
      }
      if (value === null || value === "") throw new SeedArgsError(`${flag} needs a number`);
      if (flag === "--products") products = parseWholeNumber(flag, value, 1, maxProductCount);
      else seed = parseWholeNumber(flag, value, 0, 0xffffffff);
      continue;
    }
    throw new SeedArgsError(`unknown option "${flag}"`);
  }
  return { kind: "seed", products, seed, force };
}

function parseWholeNumber(flag: string, text: string, min: number, max: number): number {
  if (!/^[0-9]+$/.test(text)) throw new SeedArgsError(`${flag} must be a whole number, not "${text}"`);
  const value = Number(text);
  if (value < min || value > max) {
    throw new SeedArgsError(
      `${flag} must be from ${min.toLocaleString("en-IN")} to ${max.toLocaleString("en-IN")}, not ${text}`,
    );
  }
  return value;
}
