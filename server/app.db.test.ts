import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../tests/support/test-database";
import { createApp } from "./app";
import { createRazorpayGateway } from "./payments/razorpay-gateway";
import type { DatabaseHandle } from "./db/client";
import { createServices } from "./services/services";

describe("the store's HTTP server", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const logger = pino({ level: "info" }, { write: (line: string) => logLines.push(line) });
    app = createApp({
      services: createServices(database),
      logger,
      imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
      renderPage: (_request, context) =>
        Promise.resolve(
          new Response(`<html><body>page ${context.nonce ? "with nonce" : "without nonce"}</body></html>`, {
            headers: { "Content-Type": "text/html" },
          }),
        ),
    });
  });

  afterAll(async () => {
    await database.close();
  });

  it("an operator's health check reports the database as reachable", async () => {
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(body).toMatchObject({ status: "ok", database: { kind: database.kind, reachable: true } });
  });

  it("writes one JSON log line per request with method, path, status and duration", async () => {
    logLines.length = 0;
    await app.request("/api/health?probe=1");
    const requestLines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === "request");
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: "GET", path: "/api/health", status: 200 });
    expect(typeof requestLines[0]?.ms).toBe("number");
    expect(typeof requestLines[0]?.reqId).toBe("string");
  });

  it("answers an unknown API path with 404 in the API's error shape", async () => {
    const response = await app.request("/api/db/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
  });

  it("refuses a request body over 16 KB with 413 before reading it", async () => {
    const response = await app.request("/api/db/cart/items", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(20_000) },
      body: JSON.stringify({ padding: "x".repeat(20_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "payload_too_large", message: "The request body is larger than 16 KB." },
    });
  });

  it("sends security headers with a script policy that needs a per-request nonce", async () => {
    const first = await app.request("/");
    const second = await app.request("/");
    const policy = first.headers.get("content-security-policy") ?? "";
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(second.headers.get("content-security-policy")).not.toBe(policy);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(await first.text()).toContain("with nonce");
  });

  it("gives every answer a nonce of its own, 16 random bytes, across many answers", async () => {
    const nonces = new Set<string>();
    for (let index = 0; index < 600; index += 1) {
      const policy = (await app.request("/api/health")).headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? "";
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(600);
  });

  it("allows no other site's script, calls or frames on the test gateway, and on Razorpay exactly its checkout script, API and frames", async () => {
    const directive = (policy: string, name: string) =>
      policy
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? "";
    const onTestGateway = (await app.request("/")).headers.get("content-security-policy") ?? "";
    for (const name of ["script-src", "connect-src", "frame-src"]) expect(directive(onTestGateway, name)).not.toContain("https:");
    const razorpay = createApp({
      services: createServices(database, {
        gateway: createRazorpayGateway({ keyId: "rzp_test_CspCheck0001", keySecret: "key-secret-for-csp", webhookSecret: "hook-secret-for-csp" }),
      }),
      logger: pino({ level: "silent" }),
      imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
    });
    const policy = (await razorpay.request("/")).headers.get("content-security-policy") ?? "";
    expect(directive(policy, "script-src").split(" ").filter((source) => source.startsWith("https:"))).toEqual([
      "https://checkout.razorpay.com/v1/razorpay.js",
    ]);
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com");
    expect(directive(policy, "frame-src")).toBe("frame-src 'self' https://api.razorpay.com");
  });

  it("reports the database as unreachable with 503 once it is gone", async () => {
    const broken = await createTestDatabase();
    const logger = pino({ level: "silent" });
    const brokenApp = createApp({
      services: createServices(broken),
      logger,
      imageCacheDir: mkdtempSync(path.join(tmpdir(), "store-images-")),
    });
    await broken.close();
    const response = await brokenApp.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "degraded", database: { reachable: false } });
  });
});
