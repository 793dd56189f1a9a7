// GET /api/metrics: the process's metrics in Prometheus' text format. They reveal business figures
// (orders per payment method, refusals), so only a scraper on this machine or one that holds
// METRICS_TOKEN may read them (docs/decisions/010).
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { peerAddressOf } from "../http/client-address";
import { prometheusContentType, type MetricsRegistry } from "../metrics/registry";
import { apiError } from "./api-error";

export const metricsRefusedMessage =
  "Metrics are served to this machine, or to a scraper sending Authorization: Bearer with the metrics token.";

/** Headers a reverse proxy adds: a request that carries one came from elsewhere, whatever its socket says. */
const forwardingHeaders = ["forwarded", "x-forwarded-for", "x-real-ip"];

function isLoopback(address: string): boolean {
  return address === "::1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

function carriesToken(header: string | undefined, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
  // Compared as digests of equal length, in constant time.
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

export function mayReadMetrics(c: Context<AppEnv>, token: string | undefined): boolean {
  if (carriesToken(c.req.header("authorization"), token)) return true;
  const proxied = forwardingHeaders.some((name) => c.req.header(name) !== undefined);
  return !proxied && isLoopback(peerAddressOf(c.env));
}

export function createMetricsRoutes(options: { registry: MetricsRegistry; token: string | undefined }) {
  return new Hono<AppEnv>().get("/", (c) => {
    if (!mayReadMetrics(c, options.token)) return apiError(c, 403, "forbidden", metricsRefusedMessage);
    return c.body(options.registry.render(), 200, { "Content-Type": prometheusContentType, "Cache-Control": "no-store" });
  });
}
