// The back office's home figures: sales by Indian day over the last 30 days, the three periods
// staff compare (today, 7 and 30 days), the best-selling products and the variants running low.
// The definitions below are shown on the page and written in docs/architecture.md.

export const dashboardDays = 30;

export const dashboardDefinitions = {
  revenue:
    "Revenue: the order totals (after discounts, with shipping) of orders placed in the period and not cancelled, minus the refunds paid or pending for returns of those orders.",
  orders: "Orders: every order placed in the period, cancelled ones included.",
  averageOrderValue: "Average order value: the totals of the period's orders that were not cancelled, divided by their number (before refunds).",
  codShare: "Cash on delivery: the share of the period's orders that were not cancelled and are paid on delivery.",
  cancellations: "Cancellations: orders placed in the period that have since been cancelled.",
  returns: "Returns: return requests shoppers made in the period.",
  days: "Days are India's calendar days (midnight to midnight, India time).",
  topProducts: "Top products: units and line amounts (price times quantity, before order discounts) in orders of the last 30 days that were not cancelled.",
} as const;

export interface DashboardPeriod {
  key: "today" | "week" | "month";
  label: string;
  /** First and last Indian dates, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
  orders: number;
  /** Orders not cancelled. */
  keptOrders: number;
  /** Totals of the kept orders, before refunds. */
  takings: number;
  refunds: number;
  /** takings - refunds. */
  revenue: number;
  /** takings / keptOrders, rounded; 0 without orders. */
  averageOrderValue: number;
  codOrders: number;
  /** codOrders / keptOrders in percent, one decimal; 0 without orders. */
  codSharePercent: number;
  cancellations: number;
  returns: number;
}

export interface DashboardDay {
  /** Indian date, YYYY-MM-DD. */
  date: string;
  orders: number;
  keptOrders: number;
  cancellations: number;
  revenue: number;
}

export interface DashboardProduct {
  productId: number;
  name: string;
  units: number;
  revenue: number;
}

export interface DashboardLowStock {
  variantId: number;
  productId: number;
  productName: string;
  variantName: string;
  sku: string;
  stock: number;
}

export interface DashboardFigures {
  /** The Indian date "today" was, and the instant the figures were read (ISO 8601). */
  today: string;
  asOf: string;
  periods: DashboardPeriod[];
  /** Oldest first, one per Indian day, dashboardDays of them. */
  days: DashboardDay[];
  topByUnits: DashboardProduct[];
  topByRevenue: DashboardProduct[];
  /** Variants with this many or fewer on sale, fewest first. */
  lowStockThreshold: number;
  lowStock: DashboardLowStock[];
}
