// The back office's home figures on a real database (embedded PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), with orders placed at known instants around India's midnight: an
// order at 23:50 in India belongs to that day, one at 00:10 to the next, whatever UTC says; the
// 30 days begin at India's midnight 29 days before today. Revenue leaves out cancelled orders and
// subtracts refunds; cash on delivery is a share of the orders kept.
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "../../app/lib/admin/staff-permissions";
import type { DashboardFigures } from "../../app/lib/contracts/admin-dashboard";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { openTestShop, testVisa, type TestPayment, type TestShop } from "../../tests/support/test-shop";
import { orderReturns, orders, productVariants, refunds } from "../db/schema";
import { createAdminDashboardService } from "./admin-dashboard-service";

let shop: TestShop;
let figures: DashboardFigures;
let owner: StaffActor;
let catalog: StaffActor;
const dashboard = () => createAdminDashboardService(shop.handle.db, { now: () => new Date("2026-11-21T06:00:00Z") });

/** The orders, each placed at a known instant (UTC), with India's date and time beside it; variants by product (0 to 3). */
const placements = {
  lateYesterday: { at: "2026-11-20T18:20:00Z", india: "20 Nov 23:50", payment: "cod", variants: [0, 1] },
  justAfterMidnight: { at: "2026-11-20T18:40:00Z", india: "21 Nov 00:10 (cancelled)", payment: "upi", variants: [0] },
  thisMorning: { at: "2026-11-21T05:00:00Z", india: "21 Nov 10:30", payment: "cod", variants: [2] },
  sixDaysAgo: { at: "2026-11-15T10:00:00Z", india: "15 Nov 15:30 (refunded in part)", payment: "card", variants: [0] },
  sevenDaysAgo: { at: "2026-11-14T18:29:00Z", india: "14 Nov 23:59", payment: "cod", variants: [0, 3] },
  firstInstant: { at: "2026-10-22T18:30:00Z", india: "23 Oct 00:00", payment: "upi", variants: [3] },
  tooOld: { at: "2026-10-22T18:29:59Z", india: "22 Oct 23:59:59", payment: "cod", variants: [1] },
} as const;
type Placement = keyof typeof placements;

const totals = new Map<Placement, number>();
const refunded = 4_000;

/** The index of the first variant of the n-th product, so each product's sales are known. */
function productVariant(product: number): number {
  const productIds = [...new Set(shop.variants.map((variant) => variant.productId))];
  const index = shop.variants.findIndex((variant) => variant.productId === productIds[product]);
  if (index < 0) throw new Error(`the seed has no product #${product}`);
  return index;
}

/** Card and UPI orders are paid in the gateway's window at once, as shoppers do. */
function paymentOf(method: string): TestPayment {
  if (method === "card") return testVisa;
  if (method === "upi") return { method: "upi", upiId: "asha@okicici", paidInWindow: true };
  return { method: "cod" };
}

async function staffMember(role: StaffRole): Promise<StaffActor> {
  const staff = await shop.services.staff.addFromCommandLine({ email: `${role}.${randomUUID().slice(0, 6)}@aangan.example`, name: `${role} desk`, role, password: "a long staff password" });
  return { staff, clientAddress: "203.0.113.30" };
}

beforeAll(async () => {
  shop = await openTestShop({ products: 4 });
  owner = await staffMember("owner");
  catalog = await staffMember("catalog");
  const shopper = await shop.newShopper();
  const numbers = new Map<Placement, string>();
  for (const [name, placement] of Object.entries(placements) as [Placement, (typeof placements)[Placement]][]) {
    const order = await shop.placeOrder(shopper, placement.variants.map(productVariant), { payment: paymentOf(placement.payment) });
    await shop.handle.db.update(orders).set({ createdAt: new Date(placement.at) }).where(eq(orders.number, order.number));
    numbers.set(name, order.number);
    totals.set(name, order.total);
  }
  // A prepaid order starts confirmed.
  await shop.services.orderDesk.act(owner, numbers.get("justAfterMidnight") ?? "", { action: "cancel", expectedStatus: "confirmed", reason: "Customer asked on the phone" }, "https://aangan.example");
  const [refundedOrder] = await shop.handle.db.select({ id: orders.id }).from(orders).where(eq(orders.number, numbers.get("sixDaysAgo") ?? ""));
  if (!refundedOrder) throw new Error("the card order should exist");
  // A return asked for this morning, and a refund of part of the card order (as a settled return leaves them).
  const [asked] = await shop.handle.db
    .insert(orderReturns)
    .values({ orderId: refundedOrder.id, reason: "Scratched leg", pickupDate: "2026-11-23", pickupSlot: "morning", refundDestination: "original", createdAt: new Date("2026-11-21T04:00:00Z") })
    .returning({ id: orderReturns.id });
  await shop.handle.db.insert(refunds).values({ orderId: refundedOrder.id, returnId: asked?.id, amount: refunded, destination: "original", status: "processed", idempotencyKey: `dashboard-${randomUUID()}` });
  // Two variants run low: one sold out, one with three left.
  const [soldOut, fewLeft] = [shop.variantAt(productVariant(2)), shop.variantAt(productVariant(3))];
  await shop.handle.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, soldOut.id));
  await shop.handle.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, fewLeft.id));
  figures = await dashboard().figures(owner);
}, 120_000);

afterAll(async () => {
  await shop.close();
});

function total(...names: Placement[]): number {
  return names.reduce((sum, name) => sum + (totals.get(name) ?? Number.NaN), 0);
}

function period(key: "today" | "week" | "month") {
  const found = figures.periods.find((each) => each.key === key);
  if (!found) throw new Error(`no ${key} figures`);
  return found;
}

describe("the dashboard's figures by India's day", () => {
  it("counts today from India's midnight: the order at 00:10 is today's, the one at 23:50 yesterday's", () => {
    expect(figures.today).toBe("2026-11-21");
    expect(period("today")).toMatchObject({
      from: "2026-11-21",
      to: "2026-11-21",
      orders: 2,
      keptOrders: 1,
      cancellations: 1,
      revenue: total("thisMorning"),
      averageOrderValue: total("thisMorning"),
      codOrders: 1,
      codSharePercent: 100,
      returns: 1,
    });
    const yesterday = figures.days.find((day) => day.date === "2026-11-20");
    expect(yesterday).toEqual({ date: "2026-11-20", orders: 1, keptOrders: 1, cancellations: 0, revenue: total("lateYesterday") });
  });

  it("takes the last 7 days from the 15th, leaving out 23:59 on the 14th, and subtracts the refund", () => {
    const week = period("week");
    const kept = total("lateYesterday", "thisMorning", "sixDaysAgo");
    expect(week).toMatchObject({ from: "2026-11-15", to: "2026-11-21", orders: 4, keptOrders: 3, takings: kept, refunds: refunded, revenue: kept - refunded, cancellations: 1, codOrders: 2 });
    expect(week.averageOrderValue).toBe(Math.round(kept / 3));
    expect(week.codSharePercent).toBe(66.7);
  });

  it("takes 30 days from India's midnight on 23 Oct, one second before it left out", () => {
    const month = period("month");
    const kept = total("lateYesterday", "thisMorning", "sixDaysAgo", "sevenDaysAgo", "firstInstant");
    expect(month).toMatchObject({ from: "2026-10-23", to: "2026-11-21", orders: 6, keptOrders: 5, revenue: kept - refunded, codOrders: 3, codSharePercent: 60 });
    expect(figures.days).toHaveLength(30);
    expect(figures.days[0]).toMatchObject({ date: "2026-10-23", orders: 1, revenue: total("firstInstant") });
    expect(figures.days.reduce((sum, day) => sum + day.revenue, 0)).toBe(month.revenue);
  });

  it("ranks the products sold in orders kept over 30 days by units and by amount", () => {
    const first = shop.variantAt(productVariant(0));
    // Variant 0 sold in three kept orders (its cancelled one does not count).
    expect(figures.topByUnits[0]).toMatchObject({ productId: first.productId, units: 3, revenue: first.price * 3 });
    const amounts = figures.topByRevenue.map((product) => product.revenue);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
  });

  it("lists the variants at or below the shop's 'only N left' line, fewest first", () => {
    expect(figures.lowStockThreshold).toBe(10);
    expect(figures.lowStock.map((variant) => [variant.variantId, variant.stock])).toEqual([
      [shop.variantAt(productVariant(2)).id, 0],
      [shop.variantAt(productVariant(3)).id, 3],
    ]);
  });

  it("keeps its figures between pages, and counts a new order at once", async () => {
    const service = dashboard();
    const before = await service.figures(owner);
    expect(await service.figures(owner)).toBe(before);
    const order = await shop.placeOrder(await shop.newShopper(), [productVariant(1)]);
    await shop.handle.db.update(orders).set({ createdAt: new Date("2026-11-21T05:30:00Z") }).where(eq(orders.number, order.number));
    const after = await service.figures(owner);
    expect(after.periods[0]).toMatchObject({ orders: 3, keptOrders: 2, revenue: total("thisMorning") + order.total });
  });

  it("is refused to a catalog editor, who does not read orders", async () => {
    await expect(dashboard().figures(catalog)).rejects.toMatchObject({ status: 403 });
  });

  it("shows nothing for days without orders, and the refund row it subtracts is the card order's", async () => {
    expect(figures.days.filter((day) => day.orders === 0)).toHaveLength(30 - 5);
    const rows = await shop.handle.db.select({ amount: refunds.amount }).from(refunds).where(inArray(refunds.amount, [refunded]));
    expect(rows).toHaveLength(1);
  });
});
