import { pino, type Logger } from "pino";
import type { Config } from "./config";

export type { Logger };

export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  // JSON lines on stdout: one per request plus start/stop events, ready for any log shipper.
  return pino({ level: config.LOG_LEVEL, base: { service: "store" } });
}
