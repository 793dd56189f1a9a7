import { describe, expect, it } from "vitest";
import { createMetricsRegistry, escapeLabelValue, formatValue, overflowLabelValue, prometheusContentType } from "./registry";

describe("a Prometheus scraper reads the store's metrics in the text exposition format", () => {
  it("asks for the 0.0.4 text format", () => {
    expect(prometheusContentType).toBe("text/plain; version=0.0.4; charset=utf-8");
  });

  it("renders a counter with HELP, TYPE and one line per label set", () => {
    const registry = createMetricsRegistry();
    const orders = registry.counter({ name: "orders_placed_total", help: "Orders placed.", labelNames: ["payment_method"] });
    orders.inc({ payment_method: "card" });
    orders.inc({ payment_method: "card" });
    orders.inc({ payment_method: "cod" }, 3);
    expect(registry.render()).toBe(
      [
        "# HELP orders_placed_total Orders placed.",
        "# TYPE orders_placed_total counter",
        'orders_placed_total{payment_method="card"} 2',
        'orders_placed_total{payment_method="cod"} 3',
        "",
      ].join("\n"),
    );
  });

  it("escapes backslashes, double quotes and line feeds in label values, and backslashes and line feeds in help", () => {
    expect(escapeLabelValue('C:\\shop "new"\nline')).toBe('C:\\\\shop \\"new\\"\\nline');
    const registry = createMetricsRegistry();
    const counter = registry.counter({ name: "odd_total", help: "Two\nlines with a \\ in them", labelNames: ["route"] });
    counter.inc({ route: 'a"b\\c\nd' });
    const lines = registry.render().split("\n");
    expect(lines).toContain("# HELP odd_total Two\\nlines with a \\\\ in them");
    expect(lines).toContain('odd_total{route="a\\"b\\\\c\\nd"} 1');
    // Unicode is written as is (UTF-8).
    counter.inc({ route: "/search/सोफ़ा" });
    expect(registry.render()).toContain('odd_total{route="/search/सोफ़ा"} 1');
  });

  it("renders a histogram's buckets cumulatively, ending with +Inf, then _sum and _count", () => {
    const registry = createMetricsRegistry();
    const duration = registry.histogram({
      name: "http_request_duration_seconds",
      help: "Latency.",
      labelNames: ["route"],
      buckets: [0.01, 0.1, 1],
    });
    for (const seconds of [0.004, 0.01, 0.05, 0.5, 0.7, 3]) duration.observe({ route: "/api/db/products/:id" }, seconds);
    const route = 'route="/api/db/products/:id"';
    expect(registry.render().split("\n")).toEqual([
      "# HELP http_request_duration_seconds Latency.",
      "# TYPE http_request_duration_seconds histogram",
      `http_request_duration_seconds_bucket{${route},le="0.01"} 2`,
      `http_request_duration_seconds_bucket{${route},le="0.1"} 3`,
      `http_request_duration_seconds_bucket{${route},le="1"} 5`,
      `http_request_duration_seconds_bucket{${route},le="+Inf"} 6`,
      `http_request_duration_seconds_sum{${route}} ${0.004 + 0.01 + 0.05 + 0.5 + 0.7 + 3}`,
      `http_request_duration_seconds_count{${route}} 6`,
      "",
    ]);
  });

  it("uses Prometheus' default buckets from 5 ms to 10 s when none are given", () => {
    const registry = createMetricsRegistry();
    registry.histogram({ name: "latency_seconds", help: "x", labelNames: ["route"] }).observe({ route: "/" }, 0.2);
    const bounds = [...registry.render().matchAll(/le="([^"]+)"/g)].map((match) => match[1]);
    expect(bounds).toEqual(["0.005", "0.01", "0.025", "0.05", "0.1", "0.25", "0.5", "1", "2.5", "5", "10", "+Inf"]);
  });

  it("reads gauges when scraped", () => {
    const registry = createMetricsRegistry();
    let memory = 100;
    registry.gauge({ name: "process_resident_memory_bytes", help: "RSS.", collect: () => memory });
    expect(registry.render()).toContain("\nprocess_resident_memory_bytes 100\n");
    memory = 250;
    expect(registry.render()).toContain("\nprocess_resident_memory_bytes 250\n");
  });

  it("writes infinities and NaN as Prometheus spells them", () => {
    expect([Infinity, -Infinity, NaN, 0.25, 12].map(formatValue)).toEqual(["+Inf", "-Inf", "NaN", "0.25", "12"]);
  });

  it("folds label sets past the limit into one overflow series instead of growing without end", () => {
    const registry = createMetricsRegistry();
    const counter = registry.counter({ name: "paths_total", help: "x", labelNames: ["route"], maxSeries: 3 });
    for (let n = 0; n < 10; n++) counter.inc({ route: `/p/${n}` });
    const series = registry.render().split("\n").filter((line) => line.startsWith("paths_total{"));
    expect(series).toEqual(['paths_total{route="/p/0"} 1', 'paths_total{route="/p/1"} 1', 'paths_total{route="/p/2"} 1', `paths_total{route="${overflowLabelValue}"} 7`]);
  });

  it("refuses what would make the output invalid: bad names, a reserved le label, counters going down, a name twice", () => {
    const registry = createMetricsRegistry();
    expect(() => registry.counter({ name: "bad-name", help: "x", labelNames: [] })).toThrow(/metric name/);
    expect(() => registry.counter({ name: "ok_total", help: "x", labelNames: ["bad label"] })).toThrow(/label name/);
    expect(() => registry.histogram({ name: "h_seconds", help: "x", labelNames: ["le"] })).toThrow(/label name/);
    expect(() => registry.histogram({ name: "h2_seconds", help: "x", labelNames: [], buckets: [1, 0.5] })).toThrow(/increasing/);
    const counter = registry.counter({ name: "up_total", help: "x", labelNames: [] });
    expect(() => counter.inc({}, -1)).toThrow(/only go up/);
    expect(() => registry.counter({ name: "up_total", help: "x", labelNames: [] })).toThrow(/twice/);
  });
});
