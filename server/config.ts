import { z } from "zod";
import { defaultCodMaxRupees } from "../app/lib/delivery-promise";
import { parseTrustedProxies } from "./http/client-address";
import { parsePublicOrigin } from "./http/public-origin";
import { defaultMailFrom, mailFromMessage, mailFromPattern, parseSmtpUrl } from "./mail/smtp-settings";

// Read once at start; a bad value stops the process with a message naming the variable.
/** A setting read by a parser that throws on a bad value: the parser's message names what is wrong. */
function parsedBy<T>(parse: (value: string) => T) {
  return (value: string, context: z.RefinementCtx): T => {
    try {
      return parse(value);
    } catch (error) {
      context.addIssue({ code: "custom", message: error instanceof Error ? error.message : "is not valid" });
      return z.NEVER;
    }
  };
}

/** Most replicas DATABASE_READ_URL may name: each has a pool of its own. */
const maxReadUrls = 16;

/** DATABASE_READ_URL's addresses; a message that names an entry by its place, never its text (it may hold a password). */
function parseReadUrls(value: string): string[] {
  const urls = value.split(",").map((url) => url.trim());
  if (urls.length > maxReadUrls) throw new Error(`must name at most ${maxReadUrls} replicas`);
  urls.forEach((url, index) => {
    const place = urls.length > 1 ? ` (entry ${index + 1})` : "";
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`must be postgres:// or postgresql:// addresses separated by commas${place}`);
    const host = URL.canParse(url) ? new URL(url).hostname : "";
    if (host === "") throw new Error(`must name each replica's server, as postgres://user@host:5432/database${place}`);
  });
  return urls;
}

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
  /**
   * Most megabytes of rendered images kept in IMAGE_CACHE_DIR (by every store sharing it); the
   * least recently used go first. The whole catalog at every width and format fits in far less.
   */
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_777_216).default(2048),
  /**
   * How late the event loop may run, in milliseconds, before browsing reads (pages, the catalog
   * and search API) wait for it to catch up, so buying goes first; 0 lets browsing in always.
   */
  BROWSING_MAX_LAG_MS: z.coerce.number().int().min(0).max(10_000).default(10),
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /**
   * Streaming replicas of DATABASE_URL's server, postgres://… separated by commas (a comma inside
   * one percent-encoded): catalog pages, search and suggestions read from them, everything else
   * from DATABASE_URL (docs/decisions/033-read-replicas.md).
   */
  DATABASE_READ_URL: z.string().transform(parsedBy(parseReadUrls)).optional(),
  /**
   * The address shoppers use, e.g. https://www.aangan.in: links in e-mails and canonical URLs are
   * built from it instead of the request's Host header (which anyone can forge). The store needs
   * it in production (checkServerConfig); of the command-line tools only `orders` sends e-mail, and
   * without it that e-mail names the Track Order page instead of linking to it.
   */
  PUBLIC_ORIGIN: z.string().transform(parsedBy(parsePublicOrigin)).optional(),
  /**
   * The SMTP relay that delivers e-mail: smtp://user:password@host:587 (STARTTLS, required with a
   * password unless the host is this machine) or smtps://user:password@host:465, with special
   * characters percent-encoded. Unset: e-mail is written as .eml files to DATA_DIR/mail.
   */
  SMTP_URL: z.string().transform(parsedBy(parseSmtpUrl)).optional(),
  /** The sender of every e-mail: "Name <address>" or an address (default: the store's support address). */
  MAIL_FROM: z.string().regex(mailFromPattern, mailFromMessage).default(defaultMailFrom),
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
   * The reverse proxies in front of the store whose X-Forwarded-For and X-Forwarded-Proto are
   * believed: a number of hops ("1" behind one load balancer) or their addresses and CIDR
   * networks ("10.0.0.0/8,::1"). Unset: none; the TCP peer is the client.
   */
  TRUST_PROXY: z.string().default("").transform(parsedBy(parseTrustedProxies)),
  /**
   * Lets a Prometheus scraper on another machine read GET /api/metrics with
   * `Authorization: Bearer <token>`; without it only this machine (loopback) may.
   */
  METRICS_TOKEN: z
    .string()
    .min(24, "must be at least 24 characters (e.g. openssl rand -hex 24)")
    .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
    .optional(),
  /**
   * GET /api/health answers 503 when the disk of a data folder (the embedded database, mail,
   * images) has less free space than this, in MB: well before writes fail. 0: never for space.
   */
  HEALTH_MIN_FREE_DISK_MB: z.coerce.number().int().min(0).max(10_000_000).default(100),
  /**
   * Without Razorpay's keys the built-in test gateway takes the payments (decision 029): it
   * accepts test cards as money, so a production store refuses to start on it unless PAYMENTS=test
   * says so, and every page then tells shoppers that no money is taken.
   */
  PAYMENTS: z.enum(["test"], { message: 'must be "test" (the test gateway), or left out' }).optional(),
  /** Razorpay's API key id and secret, and the secret its webhooks are signed with: all three turn Razorpay on. */
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,32}$/, "must be a Razorpay key id, rzp_test_… or rzp_live_…")
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, "must be the key's secret from Razorpay's Dashboard").optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, "must be the secret set on the webhook in Razorpay's Dashboard").optional(),
  /** Razorpay's API address, https://api.razorpay.com unless set: the tests point it at a local server speaking Razorpay's API. */
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) address" }).optional(),
  /** How long an order awaiting its payment holds its stock before it expires, in minutes. */
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(5).max(120).default(15),
  /** Milliseconds to let in-flight requests finish after SIGTERM before closing anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Razorpay's three settings when all are set, null when none is (a partial set is refused by checkRazorpay). */
export function razorpaySettingsOf(
  config: Pick<Config, "RAZORPAY_KEY_ID" | "RAZORPAY_KEY_SECRET" | "RAZORPAY_WEBHOOK_SECRET" | "RAZORPAY_API_URL">,
): { keyId: string; keySecret: string; webhookSecret: string; apiUrl?: string } | null {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret, RAZORPAY_API_URL: apiUrl } = config;
  if (!keyId || !keySecret || !webhookSecret) return null;
  return apiUrl ? { keyId, keySecret, webhookSecret, apiUrl } : { keyId, keySecret, webhookSecret };
}

/** Whether shoppers must be told that payments are not real: a production store on the test gateway. */
export function takesTestPayments(config: Pick<Config, "NODE_ENV" | "PAYMENTS">): boolean {
  return config.NODE_ENV === "production" && config.PAYMENTS === "test";
}

const razorpayVariables = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;

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
  if (parsed.data.DATABASE_READ_URL && !parsed.data.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration: DATABASE_READ_URL: must be set with DATABASE_URL: replicas copy a PostgreSQL server, and the embedded database has none",
    );
  }
  return parsed.data;
}

/**
 * What serving shoppers needs beyond readConfig (the command-line tools read the same
 * configuration and need less). Throws a ConfigError naming the variable; returns warnings to log.
 */
export function checkServerConfig(config: Config): string[] {
  const missing = razorpayVariables.filter((name) => config[name] === undefined);
  if (missing.length > 0 && missing.length < razorpayVariables.length) {
    throw new ConfigError(`Invalid configuration: ${missing.join(", ")}: must be set with the other Razorpay settings (all three turn Razorpay on)`);
  }
  const razorpay = razorpaySettingsOf(config) !== null;
  if (razorpay && config.PAYMENTS === "test") {
    throw new ConfigError("Invalid configuration: PAYMENTS: must be left out when Razorpay's keys are set (they take the payments, not the test gateway)");
  }
  if (config.NODE_ENV === "production" && !razorpay && config.PAYMENTS !== "test") {
    throw new ConfigError(
      "Invalid configuration: PAYMENTS: must be set when NODE_ENV=production without a real gateway. Set Razorpay's keys " +
        "(RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET), or set PAYMENTS=test to run knowingly on the test gateway, " +
        "which accepts test cards as money (every page then says \"Test payments: no money is taken\")",
    );
  }
  if (config.PUBLIC_ORIGIN) return [];
  // Without it, a password-reset link is built from the request's Host header: anyone who asks for
  // a reset with a forged Host would get the shopper a link to their own site, token included.
  if (config.NODE_ENV === "production") {
    throw new ConfigError(
      "Invalid configuration: PUBLIC_ORIGIN: must be set when NODE_ENV=production, to the address shoppers use " +
        "(e.g. PUBLIC_ORIGIN=https://www.aangan.in): links in e-mails would otherwise follow the request's Host header, which anyone can forge",
    );
  }
  return [
    `PUBLIC_ORIGIN is not set: links in e-mails and canonical URLs follow each request's Host header (NODE_ENV=${config.NODE_ENV}; production refuses to start without it)`,
  ];
}
