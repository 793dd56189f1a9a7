// The back office's home figures: orders, revenue, average order value, cash-on-delivery share,
// cancellations and returns per Indian day over the last 30 days (and so for today, 7 and 30
// days), the best-selling products and the variants running low. The definitions are in
// app/lib/contracts/admin-dashboard.ts, shown on the page as they are computed here.
//
// Days are bucketed in SQL by whole 24-hour steps from the start of the first Indian day
// (app/lib/indian-day.ts, the one place that knows India's offset): India keeps no daylight saving,
// so that is exactly India's calendar day. Every statement reads through an index: the 30 days of
// orders from orders_created_figures_idx alone, their lines by order, returns by date, refunds by
// order, low stock from product_variants_stock_idx.
//
// Reading them costs a few hundred milliseconds with 100,000 orders on the embedded database, where
// every query shares one thread, and every staff member's home page asks. So the figures are kept
// and read again when what they count may have changed: every order placed or cancelled adds a
// tracking event, every return and refund a row, so the newest ids of those three tables (three
// index lookups) are their revision, with today's date. A refund settling, stock moving, or on
// PostgreSQL another process committing an older id after a newer one was seen, is not in the
// revision: figures are also read again once dashboardMaxAgeMs old. The page says when they were read.
import { sql, type SQL } from "drizzle-orm";
import * as z from "zod/mini";
import {
  dashboardDays,
  type DashboardDay,
  type DashboardFigures,
  type DashboardLowStock,
  type DashboardPeriod,
  type DashboardProduct,
} from "../../app/lib/contracts/admin-dashboard";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { addIndianDays, indianDateOf, startOfIndianDay } from "../../app/lib/indian-day";
import { lowStockThreshold } from "../../app/lib/stock-label";
import type { Database } from "../db/client";
import { queryRows } from "./catalog-sql";
import { requirePermission } from "./require-permission";

const topProductsShown = 5;
const lowStockShown = 10;
/** The longest figures are served while their revision stays the same. */
export const dashboardMaxAgeMs = 30_000;

const revisionRowSchema = z.object({ events: z.number(), refunds: z.number(), returns: z.number() });

const dayRowSchema = z.object({
  day: z.number(),
  orders: z.number(),
  kept: z.number(),
  takings: z.number(),
  cod: z.number(),
  cancelled: z.number(),
});
const amountRowSchema = z.object({ day: z.number(), amount: z.number() });
const topRowSchema = z.object({ ranking: z.string(), productId: z.number(), name: z.string(), units: z.number(), revenue: z.number() });
const lowRowSchema = z.object({
  variantId: z.number(),
  productId: z.number(),
  productName: z.string(),
  variantName: z.string(),
  sku: z.string(),
  stock: z.number(),
});

/** The Indian day (0 = the first of the window) an instant column falls on. */
function dayOf(column: SQL, start: Date): SQL {
  return sql`floor(extract(epoch from (${column} - ${start.toISOString()}::timestamptz)) / 86400)::int`;
}

async function rowsOf<T>(db: Database, query: SQL, schema: z.ZodMiniType<T>): Promise<T[]> {
  return z.array(schema).parse(await queryRows(db, query));
}

function periodOf(key: DashboardPeriod["key"], label: string, days: readonly DashboardDay[], totals: readonly PerDay[]): DashboardPeriod {
  const from = days[0]?.date ?? "";
  const to = days.at(-1)?.date ?? "";
  const sum = (pick: (each: PerDay) => number) => totals.reduce((total, each) => total + pick(each), 0);
  const keptOrders = sum((each) => each.kept);
  const takings = sum((each) => each.takings);
  const refunds = sum((each) => each.refunds);
  const codOrders = sum((each) => each.cod);
  return {
    key,
    label,
    from,
    to,
    orders: sum((each) => each.orders),
    keptOrders,
    takings,
    refunds,
    revenue: takings - refunds,
    averageOrderValue: keptOrders > 0 ? Math.round(takings / keptOrders) : 0,
    codOrders,
    codSharePercent: keptOrders > 0 ? Math.round((codOrders / keptOrders) * 1000) / 10 : 0,
    cancellations: sum((each) => each.cancelled),
    returns: sum((each) => each.returns),
  };
}

interface PerDay {
  orders: number;
  kept: number;
  takings: number;
  cod: number;
  cancelled: number;
  refunds: number;
  returns: number;
}

export interface AdminDashboardServiceOptions {
  /** The clock "today" is read from; tests fix it. */
  now?: () => Date;
}

export function createAdminDashboardService(db: Database, options: AdminDashboardServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  let kept: { revision: string; storedAt: number; figures: Promise<DashboardFigures> } | null = null;

  async function revisionOf(today: string): Promise<string> {
    const [row] = await rowsOf(
      db,
      sql`select (select coalesce(max(id), 0) from order_tracking_events)::float8 as events,
            (select coalesce(max(id), 0) from refunds)::float8 as refunds,
            (select coalesce(max(id), 0) from order_returns)::float8 as returns`,
      revisionRowSchema,
    );
    return `${today} ${row?.events ?? 0} ${row?.refunds ?? 0} ${row?.returns ?? 0}`;
  }

  return {
    /** The figures as of now: kept ones while nothing they count changed (at most dashboardMaxAgeMs old), else read afresh. */
    async figures(actor: StaffActor): Promise<DashboardFigures> {
      requirePermission(actor, "orders.read");
      const asOf = now();
      const revision = await revisionOf(indianDateOf(asOf));
      if (kept && kept.revision === revision && Date.now() - kept.storedAt < dashboardMaxAgeMs) return kept.figures;
      const reading = read(asOf);
      const entry = { revision, storedAt: Date.now(), figures: reading };
      kept = entry;
      // A failed read is not kept: the next page asks again.
      reading.catch(() => {
        if (kept === entry) kept = null;
      });
      return reading;
    },
  };

  async function read(asOf: Date): Promise<DashboardFigures> {
    const today = indianDateOf(asOf);
    const firstDay = addIndianDays(today, -(dashboardDays - 1));
    const start = startOfIndianDay(firstDay);
    const end = startOfIndianDay(today, 1);
    const from = start.toISOString();
    const to = end.toISOString();
    const [orderDays, refundDays, returnDays, top, low] = await Promise.all([
      rowsOf(
        db,
        sql`select ${dayOf(sql`created_at`, start)} as day, count(*)::int as orders,
              count(*) filter (where status <> 'cancelled')::int as kept,
              coalesce(sum(total) filter (where status <> 'cancelled'), 0)::float8 as takings,
              count(*) filter (where status <> 'cancelled' and payment_method = 'cod')::int as cod,
              count(*) filter (where status = 'cancelled')::int as cancelled
            from orders
            where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
            group by 1`,
        dayRowSchema,
      ),
      // Refunds count against the day their order was placed, as the order's total does.
      rowsOf(
        db,
        sql`select ${dayOf(sql`placed.created_at`, start)} as day, sum(refund.amount)::float8 as amount
            from orders placed join refunds refund on refund.order_id = placed.id
            where placed.created_at >= ${from}::timestamptz and placed.created_at < ${to}::timestamptz and placed.status <> 'cancelled'
              and refund.status <> 'failed'
            group by 1`,
        amountRowSchema,
      ),
      rowsOf(
        db,
        sql`select ${dayOf(sql`created_at`, start)} as day, count(*)::float8 as amount
            from order_returns
            where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
            group by 1`,
        amountRowSchema,
      ),
      rowsOf(
        db,
        sql`with sold as (
              select line.product_id, max(line.name) as name, sum(line.quantity)::int as units, sum(line.price * line.quantity)::float8 as revenue
              from orders placed join order_lines line on line.order_id = placed.id
              where placed.created_at >= ${from}::timestamptz and placed.created_at < ${to}::timestamptz and placed.status <> 'cancelled'
              group by line.product_id
            )
            (select 'units' as ranking, product_id as "productId", name, units, revenue from sold order by units desc, revenue desc, product_id limit ${topProductsShown})
            union all
            (select 'revenue', product_id, name, units, revenue from sold order by revenue desc, units desc, product_id limit ${topProductsShown})`,
        topRowSchema,
      ),
      rowsOf(
        db,
        sql`select variant.id as "variantId", product.id as "productId", product.name as "productName", variant.name as "variantName",
              variant.sku, variant.stock
            from product_variants variant join products product on product.id = variant.product_id
            where variant.stock <= ${lowStockThreshold}
            order by variant.stock, variant.id
            limit ${lowStockShown}`,
        lowRowSchema,
      ),
    ]);

    const perDay: PerDay[] = Array.from({ length: dashboardDays }, () => ({ orders: 0, kept: 0, takings: 0, cod: 0, cancelled: 0, refunds: 0, returns: 0 }));
    const at = (day: number) => perDay[day];
    for (const row of orderDays) {
      const slot = at(row.day);
      if (!slot) continue;
      Object.assign(slot, { orders: row.orders, kept: row.kept, takings: row.takings, cod: row.cod, cancelled: row.cancelled });
    }
    for (const row of refundDays) {
      const slot = at(row.day);
      if (slot) slot.refunds = row.amount;
    }
    for (const row of returnDays) {
      const slot = at(row.day);
      if (slot) slot.returns = row.amount;
    }
    const days = perDay.map(
      (each, index): DashboardDay => ({
        date: addIndianDays(firstDay, index),
        orders: each.orders,
        keptOrders: each.kept,
        cancellations: each.cancelled,
        revenue: each.takings - each.refunds,
      }),
    );
    const lastDays = (count: number) => ({ days: days.slice(-count), totals: perDay.slice(-count) });
    const periods = (
      [
        ["today", "Today", 1],
        ["week", "Last 7 days", 7],
        ["month", "Last 30 days", dashboardDays],
      ] as const
    ).map(([key, label, count]) => {
      const window = lastDays(count);
      return periodOf(key, label, window.days, window.totals);
    });
    const product = (row: z.infer<typeof topRowSchema>): DashboardProduct => ({ productId: row.productId, name: row.name, units: row.units, revenue: row.revenue });
    return {
      today,
      asOf: asOf.toISOString(),
      periods,
      days,
      topByUnits: top.filter((row) => row.ranking === "units").map(product),
      topByRevenue: top.filter((row) => row.ranking === "revenue").map(product),
      lowStockThreshold,
      lowStock: low.map((row): DashboardLowStock => row),
    };
  }
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
