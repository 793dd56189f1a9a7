// A small autocannon-style load generator: N connections kept alive, each sending its next
// request as soon as the previous answer has been read, for a fixed time. Latency is measured
// per request from sending to the last byte of the body.
import http from "node:http";

export interface LoadOptions {
  /** One URL, or a function giving the URL of the n-th request (to vary queries). */
  url: string | ((n: number) => string);
  connections: number;
  durationMs: number;
  /** Extra request headers; none by default, as autocannon (so answers are not compressed). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  durationMs: number;
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers outside 2xx and failed requests. */
  errors: number;
  /** How many answers each status code got (0 for a failed request). */
  statuses: Map<number, number>;
  bytes: number;
}

/** What a scenario must reach (the browsing and buying targets); zero errors is always asked. */
export interface LoadTarget {
  minRps?: number;
  maxP99Ms?: number;
}

/** "meets target", or where the result falls short of it, for the report's last column. */
export function targetVerdict(result: LoadResult, target: LoadTarget): string {
  const misses: string[] = [];
  if (target.minRps !== undefined && result.requestsPerSecond < target.minRps) misses.push(`req/s < ${target.minRps}`);
  if (target.maxP99Ms !== undefined && result.p99Ms > target.maxP99Ms) misses.push(`p99 > ${target.maxP99Ms} ms`);
  if (result.errors > 0) misses.push("errors");
  return misses.length === 0 ? "meets target" : `MISSES: ${misses.join(", ")}`;
}

/** The target as the report's column shows it. */
export function targetText(target: LoadTarget): string {
  const parts: string[] = [];
  if (target.minRps !== undefined) parts.push(`≥ ${target.minRps} req/s`);
  if (target.maxP99Ms !== undefined) parts.push(`p99 ≤ ${target.maxP99Ms} ms`);
  parts.push("0 errors");
  return parts.join(", ");
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? 0;
}

function requestOnce(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { agent, method: "GET", headers },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on("error", () => resolve({ status: 0, bytes }));
      },
    );
    // A refused or reset connection is counted as an error, not thrown: the run goes on.
    request.on("error", () => resolve({ status: 0, bytes: 0 }));
    request.end();
  });
}

/** Sends requests to one URL from `connections` keep-alive connections for `durationMs`. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { url } = options;
  const urlOf = typeof url === "string" ? () => url : url;
  let sentCount = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;

  async function connection(): Promise<void> {
    while (performance.now() < deadline) {
      const sent = performance.now();
      const answer = await requestOnce(agent, urlOf(sentCount++), options.headers ?? {});
      latencies.push(performance.now() - sent);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      bytes += answer.bytes;
      if (answer.status < 200 || answer.status >= 300) errors += 1;
    }
  }

  await Promise.all(Array.from({ length: options.connections }, () => connection()));
  const durationMs = performance.now() - started;
  agent.destroy();
  return summariseLoad({ latencies, durationMs, errors, statuses, bytes });
}

/** The figures of a run from its raw measurements (latencies are sorted in place). */
export function summariseLoad(run: {
  latencies: number[];
  durationMs: number;
  errors: number;
  statuses: Map<number, number>;
  bytes: number;
}): LoadResult {
  const { latencies, durationMs } = run;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    durationMs,
    requestsPerSecond: (latencies.length / durationMs) * 1000,
    p50Ms: percentile(latencies, 0.5),
    p90Ms: percentile(latencies, 0.9),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies.at(-1) ?? 0,
    errors: run.errors,
    statuses: run.statuses,
    bytes: run.bytes,
  };
}

function format(value: number, digits = 1): string {
  return value.toLocaleString("en-IN", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A scenario that only ever answered 404 measured a page this build does not have. */
function verdictOf(result: LoadResult, target: LoadTarget): string {
  if (result.statuses.has(404) && result.statuses.size === 1) return "404 (page not built yet)";
  return targetVerdict(result, target);
}

/** Prints the benchmarks' table: endpoint, req/s, p50, p99, errors, statuses, target and verdict. */
export function printLoadTable(rows: readonly { label: string; result: LoadResult; target: LoadTarget }[], header: string): void {
  const lines = [
    ["endpoint", "req/s", "p50 ms", "p99 ms", "errors", "statuses", "target", "result"],
    ...rows.map(({ label, result, target }) => [
      label,
      format(result.requestsPerSecond, 0),
      format(result.p50Ms),
      format(result.p99Ms),
      String(result.errors),
      [...result.statuses].map(([status, count]) => `${status}×${count}`).join(" "),
      targetText(target),
      verdictOf(result, target),
    ]),
  ];
  const widths = lines[0]?.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? "").length))) ?? [];
  const render = (line: string[]) =>
    line.map((cell, column) => (column >= 1 && column <= 4 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join("  ");
  process.stdout.write(`\n${header}\n\n${render(lines[0] ?? [])}\n`);
  process.stdout.write(`${widths.map((width) => "-".repeat(width)).join("  ")}\n`);
  for (const line of lines.slice(1)) process.stdout.write(`${render(line)}\n`);
}
