// @vitest-environment jsdom
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, createApiClient, NetworkError, requestTimeoutMs } from "./api-client";

// A real HTTP server on 127.0.0.1 stands in for the store: the client's real fetch, headers,
// timeout and error handling are what is tested, not a mocked fetch.
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let origin: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      switch (request.url) {
        case "/api/db/cart/count":
          send(200, { data: { count: 3 } });
          break;
        case "/api/db/cart/items":
          send(200, { data: { echo: JSON.parse(body) as unknown } });
          break;
        case "/api/db/cart/items/999":
          send(404, { error: { code: "not_found", message: "This item is not in your cart." } });
          break;
        case "/api/db/slow":
          setTimeout(() => send(200, { data: { count: 1 } }), 2_000);
          break;
        case "/api/db/private":
          send(401, { error: { code: "unauthorized", message: "Please sign in." } });
          break;
        case "/api/db/odd":
          send(200, { data: { count: "many" } });
          break;
        default:
          send(404, { error: { code: "not_found", message: "No such API endpoint." } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  localStorage.clear();
});

const countSchema = z.object({ count: z.number() });

describe("the browser's API client", () => {
  it("calls /api/db with JSON content and accept headers and the XMLHttpRequest marker", async () => {
    const client = createApiClient({ origin });
    expect(await client.request("GET", "/cart/count", countSchema)).toEqual({ count: 3 });
    const [request] = seen;
    expect(request?.method).toBe("GET");
    expect(request?.url).toBe("/api/db/cart/count");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers.accept).toBe("application/json");
    expect(request?.headers["x-requested-with"]).toBe("XMLHttpRequest");
    expect(request?.headers.authorization).toBeUndefined();
  });

  it("sends the body as JSON and the stored auth_token as a bearer header", async () => {
    localStorage.setItem("auth_token", "token-123");
    const client = createApiClient({ origin });
    const echoed = await client.request("POST", "/cart/items", z.object({ echo: z.unknown() }), {
      product_id: 7,
      quantity: 2,
    });
    expect(echoed.echo).toEqual({ product_id: 7, quantity: 2 });
    expect(seen[0]?.headers.authorization).toBe("Bearer token-123");
  });

  it("turns the server's error body into an ApiError with its status, code and message", async () => {
    const client = createApiClient({ origin });
    const failure = await client.request("DELETE", "/cart/items/999", countSchema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: "not_found", message: "This item is not in your cart." });
  });

  it("refuses an answer that does not have the expected shape", async () => {
    const client = createApiClient({ origin });
    await expect(client.request("GET", "/odd", countSchema)).rejects.toMatchObject({ code: "malformed_response" });
  });

  it("gives up after its timeout, 10 seconds unless told otherwise", async () => {
    expect(requestTimeoutMs).toBe(10_000);
    const client = createApiClient({ origin, timeoutMs: 200 });
    const started = Date.now();
    const failure = await client.request("GET", "/slow", countSchema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(failure).toMatchObject({ reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("reports an unreachable store as a network failure, not as a refusal", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = createApiClient({ origin: `http://127.0.0.1:${port}` });
    await expect(client.request("GET", "/cart/count", countSchema)).rejects.toMatchObject({
      name: "NetworkError",
      reason: "offline",
    });
  });

  it("on a 401 forgets the stored session and sends the shopper to the login page (spec §8)", async () => {
    localStorage.setItem("auth_token", "expired");
    localStorage.setItem("user", JSON.stringify({ name: "Asha" }));
    localStorage.setItem("cart", "{}");
    const redirects: string[] = [];
    const client = createApiClient({ origin, onUnauthorized: () => redirects.push("/login") });
    await expect(client.request("GET", "/private", countSchema)).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    // Only the session goes; the saved cart stays.
    expect(localStorage.getItem("cart")).toBe("{}");
    expect(redirects).toEqual(["/login"]);
  });
});
