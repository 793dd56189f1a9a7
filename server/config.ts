import { z } from "zod";

// Read once at start; a bad value stops the process with a message naming the variable.
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** Folder of the embedded database and generated images. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How many products the first-run seed creates. */
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(1200),
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
