import { z } from "zod";
import { defaultCodMaxRupees } from "../app/lib/delivery-promise";
import { parsePublicOrigin } from "./http/public-origin";

// Read once at start; a bad value stops the process with a message naming the variable.
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** Folder of the embedded database and generated images. */
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * Where rendered product images are kept (default DATA_DIR/images). Renditions are fingerprinted
   * and written atomically, so several stores may share one folder (the end-to-end tests do).
   */
  IMAGE_CACHE_DIR: z.string().min(1).optional(),
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /**
   * The address shoppers use, e.g. https://www.aangan.in: links in e-mails and canonical URLs are
   * built from it instead of the request's Host header (which anyone can forge).
   */
  PUBLIC_ORIGIN: z
    .string()
    .transform((value, context) => {
      try {
        return parsePublicOrigin(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: error instanceof Error ? error.message : "is not a valid origin" });
        return z.NEVER;
      }
    })
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How many products the first-run seed creates. */
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  /** Largest order total in rupees that may be paid cash on delivery. */
  COD_MAX_RUPEES: z.coerce.number().int().min(0).max(10_000_000).default(defaultCodMaxRupees),
  /**
   * Development: orders move one step on (ordered → confirmed → shipped → delivered) once their
   * last step is this many seconds old. Unset: only the operator command moves them.
   */
  ORDER_AUTO_ADVANCE_SECONDS: z.coerce
    .number()
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1 second")
    .max(7 * 24 * 60 * 60, "must be at most 604800 (a week)")
    .optional(),
  /**
   * Lets a Prometheus scraper on another machine read GET /api/metrics with
   * `Authorization: Bearer <token>`; without it only this machine (loopback) may.
   */
  METRICS_TOKEN: z
    .string()
    .min(24, "must be at least 24 characters (e.g. openssl rand -hex 24)")
    .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
    .optional(),
  /** Milliseconds to let in-flight requests finish after SIGTERM before closing anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set": shells and .env files produce them easily.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
