// Load with shoppers instead of bare URLs: each connection is one shopper with its own cookies
// (its own cart), sending JSON requests one after another for a fixed time. Only the requests a
// scenario marks as measured count towards latency and errors; set-up requests (filling a cart
// before an order) do not. A measured request may name its endpoint (`label`): the result then
// also has the figures of each endpoint.
import http from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { z } from "zod";
import { summariseLoad, type LoadResult } from "./load";

export interface ShopperAnswer {
  status: number;
  /** The answer parsed as JSON, or null when it is not JSON (a page) or none came. */
  body: unknown;
  /** The answer as text ("" when none came), or why the request failed. */
  text: string;
}

export interface Shopper {
  readonly index: number;
  /**
   * Sends one JSON request with this shopper's cookies; `measured` requests count in the result,
   * and in their endpoint's figures when they have a `label`.
   */
  send(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      headers?: Record<string, string>;
      measured?: boolean;
      label?: string;
      /** Error codes that are a right answer here, not an error (a piece sold out mid-run). */
      answers?: readonly string[];
    },
  ): Promise<ShopperAnswer>;
  /** Use another shopper's cookies from now on (several connections sharing one cart). */
  shareCookiesOf(other: Shopper): void;
}

export interface SessionLoadOptions {
  baseUrl: string;
  connections: number;
  durationMs: number;
  /** Runs once per shopper before the clock starts. */
  prepare?: (shopper: Shopper, shoppers: readonly Shopper[]) => Promise<void>;
  /** One iteration of a shopper: sends at least one measured request. */
  iterate: (shopper: Shopper, iteration: number) => Promise<void>;
}

export interface SessionLoadResult extends LoadResult {
  /** The figures of each labelled endpoint, in the order they were first answered. */
  byLabel: Map<string, LoadResult>;
}

/** A body as sent, unpacked as a browser unpacks it. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length === 0) return body;
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "deflate") return inflateSync(body);
  return body;
}

interface Tally {
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
  bytes: number;
}

function newTally(): Tally {
  return { latencies: [], statuses: new Map(), errors: 0, bytes: 0 };
}

function count(tally: Tally, status: number, latencyMs: number | null, bytes: number, isAnswer: boolean): void {
  if (latencyMs !== null) tally.latencies.push(latencyMs);
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  tally.bytes += bytes;
  if (!isAnswer && (status < 200 || status >= 300)) tally.errors += 1;
}

const errorAnswer = z.object({ error: z.object({ code: z.string() }) });

/** The `error.code` of a refusal's JSON body, if it has one. */
export function errorCodeOf(body: unknown): string | null {
  const parsed = errorAnswer.safeParse(body);
  return parsed.success ? parsed.data.error.code : null;
}

export async function runSessionLoad(options: SessionLoadOptions): Promise<SessionLoadResult> {
  // The timeout makes Node's agent heed the server's Keep-Alive hint and drop a connection it has
  // left idle before the server does, so no request is sent on a connection being closed.
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections, timeout: 4_000 });
  const all = newTally();
  const byLabel = new Map<string, Tally>();
  let measuring = false;
  const record = (label: string | undefined, status: number, latencyMs: number | null, bytes: number, isAnswer = false) => {
    count(all, status, latencyMs, bytes, isAnswer);
    if (label === undefined) return;
    let tally = byLabel.get(label);
    if (!tally) {
      tally = newTally();
      byLabel.set(label, tally);
    }
    count(tally, status, latencyMs, bytes, isAnswer);
  };

  function makeShopper(index: number): Shopper {
    const jar = new Map<string, string>();
    let cookies = jar;
    const shopper: Shopper = {
      index,
      shareCookiesOf(other) {
        cookies = jarOf.get(other) ?? cookies;
      },
      send(method, path, { body, headers = {}, measured = false, label, answers = [] } = {}) {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const cookieHeader = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
        return new Promise((resolve) => {
          const sent = performance.now();
          const request = http.request(
            `${options.baseUrl}${path}`,
            {
              agent,
              method,
              headers: {
                "Content-Type": "application/json",
                Accept: "application/json",
                "X-Requested-With": "XMLHttpRequest",
                // As a browser asks: the store then compresses what it draws and serves kept pages as kept.
                "Accept-Encoding": "gzip, deflate, br",
                ...(cookieHeader ? { Cookie: cookieHeader } : {}),
                ...headers,
              },
            },
            (response) => {
              const chunks: Buffer[] = [];
              response.on("data", (chunk: Buffer) => chunks.push(chunk));
              response.on("end", () => {
                const status = response.statusCode ?? 0;
                for (const line of response.headers["set-cookie"] ?? []) {
                  const [pair = ""] = line.split(";");
                  const separator = pair.indexOf("=");
                  if (separator > 0) cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
                }
                const wire = Buffer.concat(chunks);
                let text: string;
                try {
                  text = decoded(wire, response.headers["content-encoding"]).toString();
                } catch (error) {
                  // A body that does not unpack is a failed request, as a browser would show it.
                  if (measured && measuring) record(label, 0, null, 0);
                  resolve({ status: 0, body: null, text: `the body did not unpack: ${error instanceof Error ? error.message : String(error)}` });
                  return;
                }
                const latencyMs = performance.now() - sent;
                let parsed: unknown = null;
                try {
                  parsed = JSON.parse(text);
                } catch {
                  // Not JSON (an HTML error page): the status says what happened.
                  parsed = null;
                }
                const code = status >= 400 && status < 500 ? errorCodeOf(parsed) : null;
                if (measured && measuring) record(label, status, latencyMs, wire.length, code !== null && answers.includes(code));
                resolve({ status, body: parsed, text });
              });
              response.on("error", (error) => {
                if (measured && measuring) record(label, 0, null, 0);
                resolve({ status: 0, body: null, text: error.message });
              });
            },
          );
          // A failed request counts as status 0, without a latency.
          request.on("error", (error) => {
            if (measured && measuring) record(label, 0, null, 0);
            resolve({ status: 0, body: null, text: error.message });
          });
          request.end(payload);
        });
      },
    };
    jarOf.set(shopper, jar);
    return shopper;
  }
  const jarOf = new WeakMap<Shopper, Map<string, string>>();

  const shoppers = Array.from({ length: options.connections }, (_, index) => makeShopper(index));
  for (const shopper of shoppers) await options.prepare?.(shopper, shoppers);

  measuring = true;
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    shoppers.map(async (shopper) => {
      for (let iteration = 0; performance.now() < deadline; iteration++) await options.iterate(shopper, iteration);
    }),
  );
  const durationMs = performance.now() - started;
  agent.destroy();
  return {
    ...summariseLoad({ ...all, durationMs }),
    byLabel: new Map([...byLabel].map(([label, tally]) => [label, summariseLoad({ ...tally, durationMs })])),
  };
}
