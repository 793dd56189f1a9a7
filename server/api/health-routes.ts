import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

export function createHealthRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => {
    const report = await c.var.services.health.check();
    // The causes go to the log only: they may name files, settings and the database's own words.
    const { causes, ...body } = report;
    if (causes.length > 0) c.var.logger.error({ failed: report.failed, causes }, `health check failed: ${causes.join("; ")}`);
    // A load balancer's answer must be this moment's, never one a cache in between kept.
    c.header("Cache-Control", "no-store");
    return c.json(body, report.status === "ok" ? 200 : 503);
  });
}
