// The dashboard's two charts of the last 30 days: revenue per day, and orders per day with the
// cancelled ones stacked on top. Drawn as SVG on the server (visx), so they show without
// JavaScript; hidden from screen readers, which read the table of the same figures beside them
// and the caption's summary. Cancelled orders are hatched, not only another colour.
import { Group } from "@visx/group";
import { PatternLines } from "@visx/pattern";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import type { DashboardDay } from "~/lib/contracts/admin-dashboard";
import { formatRupees } from "~/lib/money";

const width = 560;
const height = 220;
const margin = { top: 12, right: 8, bottom: 28, left: 8 };
const innerWidth = width - margin.left - margin.right;
const innerHeight = height - margin.top - margin.bottom;

const dayLabel = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

/** "23 Oct", from an Indian date (YYYY-MM-DD). */
export function shortDate(date: string): string {
  return dayLabel.format(new Date(`${date}T00:00:00Z`));
}

function xScaleOf(days: readonly DashboardDay[]) {
  return scaleBand<string>({ domain: days.map((day) => day.date), range: [0, innerWidth], padding: 0.2 });
}

/** A date under every seventh bar, counted back from today, so today is always labelled. */
function DateLabels({ days }: { days: readonly DashboardDay[] }) {
  const x = xScaleOf(days);
  return (
    <>
      {days.map((day, index) =>
        (days.length - 1 - index) % 7 === 0 ? (
          <text key={day.date} x={(x(day.date) ?? 0) + x.bandwidth() / 2} y={innerHeight + 18} textAnchor="middle" fontSize={12} fill="#44403c">
            {shortDate(day.date)}
          </text>
        ) : null,
      )}
      <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke="#78716c" />
    </>
  );
}

function highest(days: readonly DashboardDay[], pick: (day: DashboardDay) => number): DashboardDay | undefined {
  return days.reduce<DashboardDay | undefined>((best, day) => (best === undefined || pick(day) > pick(best) ? day : best), undefined);
}

export function RevenueChart({ days }: { days: readonly DashboardDay[] }) {
  const x = xScaleOf(days);
  const top = Math.max(1, ...days.map((day) => day.revenue));
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0] });
  const best = highest(days, (day) => day.revenue);
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <figure aria-labelledby="revenue-chart-caption" className="m-0">
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" aria-hidden="true" focusable="false" className="block">
        <Group left={margin.left} top={margin.top}>
          {days.map((day) => {
            const barHeight = innerHeight - y(Math.max(0, day.revenue));
            return <Bar key={day.date} x={x(day.date) ?? 0} y={innerHeight - barHeight} width={x.bandwidth()} height={barHeight} fill="#7c2d12" />;
          })}
          <DateLabels days={days} />
          <text x={0} y={-2} fontSize={12} fill="#44403c">
            {formatRupees(top)}
          </text>
        </Group>
      </svg>
      <figcaption id="revenue-chart-caption" className="mt-1 text-sm text-stone-700">
        Revenue per day, last 30 days: {formatRupees(total)} in all
        {best && best.revenue > 0 ? `, highest ${formatRupees(best.revenue)} on ${shortDate(best.date)}` : ""}. The table beside it has every day&apos;s figures.
      </figcaption>
    </figure>
  );
}

export function OrdersChart({ days }: { days: readonly DashboardDay[] }) {
  const x = xScaleOf(days);
  const top = Math.max(1, ...days.map((day) => day.orders));
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0] });
  const best = highest(days, (day) => day.orders);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const cancelled = days.reduce((sum, day) => sum + day.cancellations, 0);
  const heightOf = (count: number) => innerHeight - y(count);
  return (
    <figure aria-labelledby="orders-chart-caption" className="m-0">
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" aria-hidden="true" focusable="false" className="block">
        <PatternLines id="cancelled-hatch" height={6} width={6} stroke="#57534e" strokeWidth={1.5} orientation={["diagonal"]} background="#f5f5f4" />
        <Group left={margin.left} top={margin.top}>
          {days.map((day) => {
            const keptHeight = heightOf(day.keptOrders);
            const cancelledHeight = heightOf(day.cancellations);
            const left = x(day.date) ?? 0;
            return (
              <g key={day.date}>
                <Bar x={left} y={innerHeight - keptHeight} width={x.bandwidth()} height={keptHeight} fill="#1c1917" />
                {day.cancellations > 0 ? (
                  <Bar
                    x={left}
                    y={innerHeight - keptHeight - cancelledHeight}
                    width={x.bandwidth()}
                    height={cancelledHeight}
                    fill="url(#cancelled-hatch)"
                    stroke="#57534e"
                  />
                ) : null}
              </g>
            );
          })}
          <DateLabels days={days} />
          <text x={0} y={-2} fontSize={12} fill="#44403c">
            {top.toLocaleString("en-IN")} {top === 1 ? "order" : "orders"}
          </text>
        </Group>
      </svg>
      <p className="mt-1 flex gap-4 text-sm text-stone-700" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-3 w-3 bg-stone-900" /> Kept (solid)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-3 w-3 border border-stone-600 bg-[repeating-linear-gradient(45deg,#57534e_0,#57534e_1.5px,#f5f5f4_1.5px,#f5f5f4_5px)]" /> Cancelled (hatched)
        </span>
      </p>
      <figcaption id="orders-chart-caption" className="mt-1 text-sm text-stone-700">
        Orders per day, last 30 days: {orders.toLocaleString("en-IN")} placed, {cancelled.toLocaleString("en-IN")} of them cancelled
        {best && best.orders > 0 ? `, most on ${shortDate(best.date)} (${best.orders.toLocaleString("en-IN")})` : ""}.
      </figcaption>
    </figure>
  );
}
