// A small metrics registry that renders the Prometheus text exposition format (version 0.0.4):
// counters, histograms and gauges read when scraped. Written here instead of taking prom-client:
// the store needs a handful of metrics, and this is all of it (docs/decisions/010).
// Label values must come from a bounded set (route patterns, not URLs); a metric that still grows
// past maxSeries folds the excess into one series instead of growing without end.

/** The content type Prometheus asks for and the registry renders. */
export const prometheusContentType = "text/plain; version=0.0.4; charset=utf-8";

/** Prometheus' default buckets, in seconds: from 5 ms to 10 s. */
export const defaultDurationBuckets: readonly number[] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label value every label of a series gets once a metric has maxSeries series. */
export const overflowLabelValue = "_overflow";

const metricNamePattern = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const labelNamePattern = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

export type Labels<Name extends string> = Readonly<Record<Name, string>>;

export interface Counter<Name extends string> {
  inc(labels: Labels<Name>, by?: number): void;
}

export interface Histogram<Name extends string> {
  observe(labels: Labels<Name>, value: number): void;
}

interface MetricOptions<Name extends string> {
  name: string;
  help: string;
  labelNames: readonly Name[];
  /** Distinct label sets kept before the rest share one overflow series (default 1000). */
  maxSeries?: number;
}

export interface GaugeOptions {
  name: string;
  help: string;
  /** Read at every scrape. */
  collect: () => number;
}

export interface MetricsRegistry {
  counter<Name extends string>(options: MetricOptions<Name>): Counter<Name>;
  histogram<Name extends string>(options: MetricOptions<Name> & { buckets?: readonly number[] }): Histogram<Name>;
  gauge(options: GaugeOptions): void;
  /** Every metric in the text exposition format, ending with a newline. */
  render(): string;
}

/** A label value inside double quotes: backslash, double quote and line feed are escaped. */
export function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

function escapeHelp(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\n/g, "\\n");
}

/** A sample value as Prometheus parses it (Go's ParseFloat, plus +Inf, -Inf and NaN). */
export function formatValue(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "+Inf";
  if (value === -Infinity) return "-Inf";
  return String(value);
}

function labelText(pairs: readonly (readonly [string, string])[]): string {
  return pairs.length === 0 ? "" : `{${pairs.map(([name, value]) => `${name}="${escapeLabelValue(value)}"`).join(",")}}`;
}

function checkNames(name: string, labelNames: readonly string[], reserved: readonly string[] = []): void {
  if (!metricNamePattern.test(name)) throw new Error(`"${name}" is not a valid metric name`);
  const seen = new Set<string>();
  for (const label of labelNames) {
    if (!labelNamePattern.test(label) || label.startsWith("__") || reserved.includes(label)) {
      throw new Error(`"${label}" is not a valid label name for ${name}`);
    }
    if (seen.has(label)) throw new Error(`${name} names the label "${label}" twice`);
    seen.add(label);
  }
}

/** The series of one metric, keyed by their label values in labelNames order. */
function seriesStore<Name extends string, State>(options: MetricOptions<Name>, fresh: () => State) {
  const maxSeries = options.maxSeries ?? 1000;
  const series = new Map<string, { values: string[]; state: State }>();
  return {
    get(labels: Labels<Name>): State {
      let values = options.labelNames.map((label) => {
        const value: unknown = labels[label];
        if (typeof value !== "string") throw new Error(`${options.name} needs the label ${label}`);
        return value;
      });
      let key = JSON.stringify(values);
      if (!series.has(key) && series.size >= maxSeries) {
        values = options.labelNames.map(() => overflowLabelValue);
        key = JSON.stringify(values);
      }
      let entry = series.get(key);
      if (!entry) {
        entry = { values, state: fresh() };
        series.set(key, entry);
      }
      return entry.state;
    },
    *entries(): Generator<{ pairs: [string, string][]; state: State }> {
      for (const { values, state } of series.values()) {
        yield { pairs: options.labelNames.map((label, index): [string, string] => [label, values[index] ?? ""]), state };
      }
    },
  };
}

export function createMetricsRegistry(): MetricsRegistry {
  const renderers: (() => string[])[] = [];
  const names = new Set<string>();

  function claim(name: string): void {
    if (names.has(name)) throw new Error(`the metric ${name} is registered twice`);
    names.add(name);
  }

  return {
    counter<Name extends string>(options: MetricOptions<Name>): Counter<Name> {
      checkNames(options.name, options.labelNames);
      claim(options.name);
      const store = seriesStore(options, () => ({ value: 0 }));
      renderers.push(() => {
        const lines = [`# HELP ${options.name} ${escapeHelp(options.help)}`, `# TYPE ${options.name} counter`];
        for (const { pairs, state } of store.entries()) lines.push(`${options.name}${labelText(pairs)} ${formatValue(state.value)}`);
        return lines;
      });
      return {
        inc(labels, by = 1) {
          if (!(by >= 0) || !Number.isFinite(by)) throw new RangeError(`${options.name} can only go up, not by ${by}`);
          store.get(labels).value += by;
        },
      };
    },

    histogram<Name extends string>(options: MetricOptions<Name> & { buckets?: readonly number[] }): Histogram<Name> {
      checkNames(options.name, options.labelNames, ["le"]);
      claim(options.name);
      const bounds = [...(options.buckets ?? defaultDurationBuckets)];
      if (bounds.length === 0 || bounds.some((bound, index) => !Number.isFinite(bound) || (index > 0 && bound <= (bounds[index - 1] ?? 0)))) {
        throw new Error(`${options.name} needs finite buckets in increasing order`);
      }
      // Counts per bucket alone; made cumulative when rendered, as the format wants.
      const store = seriesStore(options, () => ({ counts: bounds.map(() => 0), sum: 0, count: 0 }));
      renderers.push(() => {
        const lines = [`# HELP ${options.name} ${escapeHelp(options.help)}`, `# TYPE ${options.name} histogram`];
        for (const { pairs, state } of store.entries()) {
          let cumulative = 0;
          bounds.forEach((bound, index) => {
            cumulative += state.counts[index] ?? 0;
            lines.push(`${options.name}_bucket${labelText([...pairs, ["le", formatValue(bound)]])} ${cumulative}`);
          });
          lines.push(`${options.name}_bucket${labelText([...pairs, ["le", "+Inf"]])} ${state.count}`);
          lines.push(`${options.name}_sum${labelText(pairs)} ${formatValue(state.sum)}`);
          lines.push(`${options.name}_count${labelText(pairs)} ${state.count}`);
        }
        return lines;
      });
      return {
        observe(labels, value) {
          if (Number.isNaN(value)) throw new RangeError(`${options.name} cannot observe NaN`);
          const state = store.get(labels);
          const index = bounds.findIndex((bound) => value <= bound);
          if (index >= 0) state.counts[index] = (state.counts[index] ?? 0) + 1;
          state.sum += value;
          state.count += 1;
        },
      };
    },

    gauge(options: GaugeOptions): void {
      checkNames(options.name, []);
      claim(options.name);
      renderers.push(() => [
        `# HELP ${options.name} ${escapeHelp(options.help)}`,
        `# TYPE ${options.name} gauge`,
        `${options.name} ${formatValue(options.collect())}`,
      ]);
    },

    render(): string {
      return `${renderers.flatMap((render) => render()).join("\n")}\n`;
    },
  };
}
