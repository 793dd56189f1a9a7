// The store's metrics, one registry per process (GET /api/metrics; docs/decisions/010). Each
// server process counts what it served itself: with several processes, scrape each one.
import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";
import { createMetricsRegistry } from "./registry";

export const storeMetrics = createMetricsRegistry();

export const httpRequestsTotal = storeMetrics.counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status.",
  labelNames: ["method", "route", "status"],
});

export const httpRequestDurationSeconds = storeMetrics.histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival until its response headers were ready, by method and route pattern.",
  labelNames: ["method", "route"],
});

export const ordersPlacedTotal = storeMetrics.counter({
  name: "orders_placed_total",
  help: "Orders committed to the database, by payment method (card, upi, cod).",
  labelNames: ["payment_method"],
});

export const paymentFailuresTotal = storeMetrics.counter({
  name: "payment_failures_total",
  help: "Payments the gateway reported failed, by its reason (card_declined, insufficient_funds, card_expired…) and payment method.",
  labelNames: ["reason", "payment_method"],
});

export const pageAnswersTotal = storeMetrics.counter({
  name: "page_answers_total",
  help: "Pages answered, by how: cached (the kept copy, no render), drawn_and_kept (rendered, then kept) or drawn (rendered, not kept: a form post, an error, data still loading, too large).",
  labelNames: ["answer"],
});

export const browsingReadsHeldTotal = storeMetrics.counter({
  name: "browsing_reads_held_total",
  help: "Pages and catalog reads that waited for the event loop to catch up before they were served, so buying went first (BROWSING_MAX_LAG_MS).",
  labelNames: [],
});

const startedAtSeconds = Date.now() / 1000 - process.uptime();

storeMetrics.gauge({
  name: "process_resident_memory_bytes",
  help: "Resident memory of the process in bytes.",
  collect: () => process.memoryUsage.rss(),
});
storeMetrics.gauge({
  name: "nodejs_heap_used_bytes",
  help: "V8 heap in use, in bytes.",
  collect: () => process.memoryUsage().heapUsed,
});
storeMetrics.gauge({
  name: "process_start_time_seconds",
  help: "When the process started, in seconds since the Unix epoch.",
  collect: () => startedAtSeconds,
});
storeMetrics.gauge({
  name: "process_uptime_seconds",
  help: "Seconds since the process started.",
  collect: () => process.uptime(),
});

// Started by the first scrape, so importing this module costs nothing; each scrape reports the
// delay since the one before (as prom-client does) and starts a new interval.
let eventLoopDelay: IntervalHistogram | null = null;
storeMetrics.gauge({
  name: "nodejs_eventloop_lag_p99_seconds",
  help: "99th percentile of the event loop's delay since the previous scrape, in seconds (0 at the first scrape).",
  collect: () => {
    if (!eventLoopDelay) {
      eventLoopDelay = monitorEventLoopDelay({ resolution: 10 });
      eventLoopDelay.enable();
      return 0;
    }
    const p99 = eventLoopDelay.count > 0 ? eventLoopDelay.percentile(99) / 1e9 : 0;
    eventLoopDelay.reset();
    return p99;
  },
});
