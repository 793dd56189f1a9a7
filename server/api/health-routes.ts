import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

export function createHealthRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => {
    const report = await c.var.services.health.check();
    if (report.cause) c.var.logger.error({ cause: report.cause }, "health check: database unreachable");
    const { cause: _cause, ...body } = report;
    return c.json(body, report.status === "ok" ? 200 : 503);
  });
}
