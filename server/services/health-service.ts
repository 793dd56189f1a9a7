import type { DatabaseHandle } from "../db/client";

export interface HealthReport {
  status: "ok" | "degraded";
  database: { kind: DatabaseHandle["kind"]; reachable: boolean; latencyMs: number | null };
  cause?: string;
}

export function createHealthService(database: DatabaseHandle) {
  return {
    async check(): Promise<HealthReport> {
      const started = performance.now();
      try {
        await database.ping();
        return {
          status: "ok",
          database: {
            kind: database.kind,
            reachable: true,
            latencyMs: Math.round((performance.now() - started) * 100) / 100,
          },
        };
      } catch (error) {
        // Not rethrown: an unreachable database is the answer here (503), and the cause is kept
        // for the caller to log.
        return {
          status: "degraded",
          database: { kind: database.kind, reachable: false, latencyMs: null },
          cause: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
