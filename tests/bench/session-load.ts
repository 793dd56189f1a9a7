// Load with shoppers instead of bare URLs: each connection is one shopper with its own cookies
// (its own cart), sending JSON requests one after another for a fixed time. Only the requests a
// scenario marks as measured count towards latency and errors; set-up requests (filling a cart
// before an order) do not.
import http from "node:http";
import { summariseLoad, type LoadResult } from "./load";

export interface ShopperAnswer {
  status: number;
  body: unknown;
}

export interface Shopper {
  readonly index: number;
  /** Sends one JSON request with this shopper's cookies; `measured` requests count in the result. */
  send(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string>; measured?: boolean }): Promise<ShopperAnswer>;
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

export async function runSessionLoad(options: SessionLoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let bytes = 0;
  let measuring = false;

  function makeShopper(index: number): Shopper {
    const jar = new Map<string, string>();
    let cookies = jar;
    const shopper: Shopper = {
      index,
      shareCookiesOf(other) {
        cookies = jarOf.get(other) ?? cookies;
      },
      send(method, path, { body, headers = {}, measured = false } = {}) {
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
                const text = Buffer.concat(chunks).toString();
                if (measured && measuring) {
                  latencies.push(performance.now() - sent);
                  statuses.set(status, (statuses.get(status) ?? 0) + 1);
                  bytes += text.length;
                  if (status < 200 || status >= 300) errors += 1;
                }
                let parsed: unknown = null;
                try {
                  parsed = JSON.parse(text);
                } catch {
                  // Not JSON (an HTML error page): the status says what happened.
                  parsed = null;
                }
                resolve({ status, body: parsed });
              });
              response.on("error", () => resolve({ status: 0, body: null }));
            },
          );
          request.on("error", () => {
            if (measured && measuring) {
              errors += 1;
              statuses.set(0, (statuses.get(0) ?? 0) + 1);
            }
            resolve({ status: 0, body: null });
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
  return summariseLoad({ latencies, durationMs, errors, statuses, bytes });
}
