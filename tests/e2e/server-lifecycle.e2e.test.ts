import { existsSync, readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createThrowawayPostgres, startStore, type RunningStore } from "./support/store-server";

// These start their own store processes (besides the shared one) to watch start-up and shutdown.
const kind = inject("databaseKind");
const running: RunningStore[] = [];

async function start(dataDir: string, databaseUrl: string | undefined, fresh: boolean, env: Record<string, string> = {}) {
  const store = await startStore({
    dataDir,
    databaseUrl,
    freshDataDir: fresh,
    env: { LOG_LEVEL: "info", SEED_PRODUCTS: "60", ...env },
  });
  running.push(store);
  return store;
}

afterAll(async () => {
  await Promise.all(running.map((store) => store.stop()));
});

describe("an operator starts and stops the store", () => {
  it("seeds a new database on the first start and reuses it, without reseeding, on the second", async () => {
    const postgresServer = process.env.TEST_DATABASE_URL;
    const database = kind === "postgres" && postgresServer ? await createThrowawayPostgres(postgresServer) : null;
    const dataDir = path.resolve("tmp", `e2e-lifecycle-${kind}`);
    try {
      const first = await start(dataDir, database?.url, true);
      expect(first.output()).toContain("seeded a new catalog");
      // The embedded folder is the store's alone while it runs (docs/decisions/011).
      const lock = path.join(dataDir, "db.lock");
      if (!database) expect(JSON.parse(readFileSync(lock, "utf8"))).toMatchObject({ pid: first.process.pid });
      await first.stop();
      expect(existsSync(lock)).toBe(false);
      const second = await start(dataDir, database?.url, false);
      expect(second.output()).toContain("store is listening");
      expect(second.output()).not.toContain("seeded a new catalog");
      const health: unknown = await (await fetch(`${second.baseUrl}/api/health`)).json();
      expect(health).toMatchObject({ status: "ok", database: { reachable: true } });
      await second.stop();
    } finally {
      await database?.drop();
    }
  });

  it("finishes a request in flight when told to stop, then exits cleanly", async () => {
    const dataDir = path.resolve("tmp", `e2e-shutdown-${kind}`);
    // Its own (empty) image folder: the picture must be drawn now, not found already drawn.
    const store = await start(dataDir, undefined, true, { IMAGE_CACHE_DIR: path.join(dataDir, "images") });
    // The first render of a large AVIF takes a few hundred milliseconds: long enough to be
    // in flight when SIGTERM arrives.
    const url = new URL(`${store.baseUrl}/images/p/dining-set/c68e3f/room-1200.avif`);
    const answered = new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      const outgoing = request(url, { agent: false }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, bytes });
        });
      });
      outgoing.on("error", reject);
      outgoing.end();
    });
    const exited = new Promise<number | null>((resolve) => store.process.once("exit", resolve));
    await new Promise((resolve) => setTimeout(resolve, 40));
    store.process.kill("SIGTERM");
    const result = await answered;
    expect(result.status).toBe(200);
    expect(result.bytes).toBeGreaterThan(1000);
    expect(await exited).toBe(0);
    expect(store.output()).toContain("stopping: finishing in-flight requests");
    expect(store.output()).toContain("stopped cleanly");
    const events = store.output().split("\n").filter((line) => line.includes('"msg":"stopping') || line.includes('"path":"/images'));
    // The image request was logged as answered after the stop began.
    expect(events.findIndex((line) => line.includes("stopping"))).toBeLessThan(
      events.findIndex((line) => line.includes('"path":"/images')),
    );
  });

  it("refuses to start with a bad setting and names it", async () => {
    await expect(
      startStore({ dataDir: path.resolve("tmp", `e2e-bad-config-${kind}`), env: { PORT: "eighty" } }),
    ).rejects.toThrow(/exited with 78[\s\S]*PORT/);
  });

  it("refuses to take payments in production on the test gateway unless PAYMENTS=test says so", async () => {
    await expect(
      startStore({ dataDir: path.resolve("tmp", `e2e-bad-config-${kind}`), env: { PAYMENTS: "" } }),
    ).rejects.toThrow(/exited with 78[\s\S]*PAYMENTS: must be set when NODE_ENV=production/);
  });
});
