// Stock per warehouse on a real database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set): an order takes its pieces from the nearest warehouse that has them, or splits them over
// the nearest ones; a cancellation and a return put them back where they came from; staff receive,
// set aside as damaged and correct stock, never below zero, audited and in the ledger; and orders
// racing adjustments on one variant lose nothing.
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { StockError, type VariantStock } from "../../app/lib/contracts/admin-stock";
import { OrderError } from "../../app/lib/contracts/orders";
import type { Owner } from "../../app/lib/contracts/owner";
import { StaffError, type StaffActor } from "../../app/lib/contracts/staff";
import { pickupDates } from "../../app/lib/forms/return-schemas";
import { isLowStock, lowStockThreshold } from "../../app/lib/stock-label";
import { openTestShop, testShipping, type TestShop } from "../../tests/support/test-shop";
import { auditLog, orderLines, orders, productVariants, products, stockMovements, warehouseStock } from "../db/schema";
import { queryRows } from "./catalog-sql";
import type { Services } from "./services";
import { takeStockForOrder } from "./stock-service";

// The seeded warehouses (server/db/seed/india-places.ts). Orders here go to Bengaluru (560001):
// nearest Bengaluru, then Chennai, then Hyderabad, then Mumbai.
const mumbai = 1;
const bengaluru = 3;
const chennai = 4;
const hyderabad = 5;
const guwahati = 8;

let shop: TestShop;
let services: Services;
let owner: StaffActor;
let operations: StaffActor;
let catalog: StaffActor;
const origin = "https://aangan.example";

beforeAll(async () => {
  shop = await openTestShop({ products: 6 });
  services = shop.services;
  const add = async (name: string, role: "owner" | "operations" | "catalog") => ({
    staff: await services.staff.addFromCommandLine({ email: `${name.toLowerCase().replace(/\s/g, ".")}@aangan.example`, name, role, password: `${name}'s long password` }),
    clientAddress: "203.0.113.41",
  });
  owner = await add("Meera Iyer", "owner");
  operations = await add("Ravi Menon", "operations");
  catalog = await add("Arjun Nair", "catalog");
}, 120_000);

afterAll(async () => {
  await shop.close();
});

/** A fresh guest: no account to hash a password for, so many can order at once. */
function guest(): Owner {
  return { kind: "guest", token: randomUUID() };
}

/** Sets a variant's pieces on sale in every warehouse (the rest to none) by staff corrections. */
async function stockVariant(variantId: number, onSale: Record<number, number>): Promise<void> {
  const now = await services.stock.variant(owner, variantId, 1);
  for (const site of now.warehouses) {
    const wanted = onSale[site.id] ?? 0;
    if (site.sellable === wanted) continue;
    await services.stock.adjust(owner, { variantId, warehouseId: site.id, kind: "correction", mode: "set", quantity: wanted, note: "Counted for the test" });
  }
}

async function held(variantId: number): Promise<Record<number, { sellable: number; damaged: number }>> {
  const rows = await shop.handle.db
    .select({ warehouseId: warehouseStock.warehouseId, sellable: warehouseStock.sellable, damaged: warehouseStock.damaged })
    .from(warehouseStock)
    .where(eq(warehouseStock.variantId, variantId));
  return Object.fromEntries(rows.filter((row) => row.sellable > 0 || row.damaged > 0).map((row) => [row.warehouseId, { sellable: row.sellable, damaged: row.damaged }]));
}

async function variantTotals(variantId: number) {
  const [row] = await shop.handle.db
    .select({ stock: productVariants.stock, damaged: productVariants.damagedStock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!row) throw new Error(`no variant ${variantId}`);
  return row;
}

/** Where an order's pieces were taken from, per warehouse. */
async function takenFor(orderNumber: string): Promise<Record<number, number>> {
  const rows = await shop.handle.db
    .select({ warehouseId: stockMovements.warehouseId, taken: sql<number>`(-sum(${stockMovements.sellableChange}))::int`.mapWith(Number) })
    .from(stockMovements)
    .innerJoin(orders, eq(orders.id, stockMovements.orderId))
    .where(and(eq(orders.number, orderNumber), eq(stockMovements.reason, "order")))
    .groupBy(stockMovements.warehouseId);
  return Object.fromEntries(rows.map((row) => [row.warehouseId, row.taken]));
}

const ledgerRow = z.object({ warehouse_id: z.number(), sellable: z.number(), damaged: z.number(), ledger_sellable: z.number(), ledger_damaged: z.number() });

/** Each warehouse's figures are the sum of its ledger, and the variant's the sum of its warehouses. */
async function expectLedgerBalanced(variantId: number): Promise<void> {
  const rows = await queryRows(shop.handle.db, sql`
    select s.warehouse_id, s.sellable, s.damaged,
      coalesce((select sum(m.sellable_change) from stock_movements m where m.variant_id = s.variant_id and m.warehouse_id = s.warehouse_id), 0)::int as ledger_sellable,
      coalesce((select sum(m.damaged_change) from stock_movements m where m.variant_id = s.variant_id and m.warehouse_id = s.warehouse_id), 0)::int as ledger_damaged
    from warehouse_stock s where s.variant_id = ${variantId}`);
  let sellable = 0;
  let damaged = 0;
  for (const row of rows.map((raw) => ledgerRow.parse(raw))) {
    expect({ warehouse: row.warehouse_id, sellable: row.sellable, damaged: row.damaged }).toEqual({ warehouse: row.warehouse_id, sellable: row.ledger_sellable, damaged: row.ledger_damaged });
    expect(row.sellable).toBeGreaterThanOrEqual(0);
    expect(row.damaged).toBeGreaterThanOrEqual(0);
    sellable += row.sellable;
    damaged += row.damaged;
  }
  expect(await variantTotals(variantId)).toEqual({ stock: sellable, damaged });
}

async function stockRefusal(work: Promise<unknown>): Promise<StockError> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof StockError)) throw new Error(`expected a StockError, got ${String(error)}`);
  return error;
}

describe("stock per warehouse", () => {
  it("the catalog's stock starts spread over warehouses, each with its opening balance, and the variant's total is their sum", async () => {
    const variant = shop.variantAt(0);
    const view = await services.stock.variant(operations, variant.id, 1);
    const placed = view.warehouses.filter((site) => site.sellable > 0);
    expect(placed.length).toBeGreaterThan(1);
    expect(placed.reduce((sum, site) => sum + site.sellable, 0)).toBe(view.sellable);
    const openings = view.ledger.filter((entry) => entry.note === "Opening balance");
    expect(openings.map((entry) => entry.reason)).toEqual(openings.map(() => "correction"));
    expect(openings.reduce((sum, entry) => sum + entry.sellableChange, 0)).toBe(view.sellable);
    await expectLedgerBalanced(variant.id);
  });

  it("an order takes its pieces from the nearest warehouse that has them all", async () => {
    const variant = shop.variantAt(1);
    await stockVariant(variant.id, { [mumbai]: 5, [bengaluru]: 3, [chennai]: 4 });
    const order = await shop.placeOrder(guest(), [1, 1]);
    expect(await takenFor(order.number)).toEqual({ [bengaluru]: 2 });
    expect(await held(variant.id)).toEqual({ [mumbai]: { sellable: 5, damaged: 0 }, [bengaluru]: { sellable: 1, damaged: 0 }, [chennai]: { sellable: 4, damaged: 0 } });
    await expectLedgerBalanced(variant.id);
  });

  it("when the nearest cannot send the whole line, the next nearest that can does", async () => {
    const variant = shop.variantAt(1);
    await stockVariant(variant.id, { [mumbai]: 5, [bengaluru]: 1, [chennai]: 1, [hyderabad]: 2 });
    const order = await shop.placeOrder(guest(), [1, 1]);
    expect(await takenFor(order.number)).toEqual({ [hyderabad]: 2 });
    await expectLedgerBalanced(variant.id);
  });

  it("an order no single warehouse can send is split across the nearest ones, and cancelling it puts each piece back where it came from", async () => {
    const variant = shop.variantAt(2);
    await stockVariant(variant.id, { [mumbai]: 2, [bengaluru]: 1, [chennai]: 1 });
    const shopper = guest();
    const order = await shop.placeOrder(shopper, [2, 2, 2]);
    expect(await takenFor(order.number)).toEqual({ [bengaluru]: 1, [chennai]: 1, [mumbai]: 1 });
    expect((await variantTotals(variant.id)).stock).toBe(1);

    await services.orderChanges.cancel(shopper, order.number, { clientAddress: "198.51.100.7", origin });
    expect(await held(variant.id)).toEqual({ [mumbai]: { sellable: 2, damaged: 0 }, [bengaluru]: { sellable: 1, damaged: 0 }, [chennai]: { sellable: 1, damaged: 0 } });
    const view = await services.stock.variant(operations, variant.id, 1);
    const back = view.ledger.filter((entry) => entry.orderNumber === order.number && entry.reason === "cancellation");
    expect(back.map((entry) => [entry.warehouseId, entry.sellableChange]).toSorted(([a = 0], [b = 0]) => a - b)).toEqual([
      [mumbai, 1],
      [bengaluru, 1],
      [chennai, 1],
    ]);
    expect(back.map((entry) => entry.staffName)).toEqual([null, null, null]);
    await expectLedgerBalanced(variant.id);
  });

  it("staff cancelling an order return its pieces to their warehouse, signed with their name", async () => {
    const variant = shop.variantAt(2);
    await stockVariant(variant.id, { [chennai]: 3 });
    const order = await shop.placeOrder(guest(), [2]);
    expect(await takenFor(order.number)).toEqual({ [chennai]: 1 });
    await services.orderDesk.act(operations, order.number, { action: "cancel", expectedStatus: "ordered", reason: "The shopper called to cancel" }, origin);
    expect(await held(variant.id)).toEqual({ [chennai]: { sellable: 3, damaged: 0 } });
    const view = await services.stock.variant(operations, variant.id, 1);
    expect(view.ledger[0]).toMatchObject({ reason: "cancellation", warehouseId: chennai, sellableChange: 1, staffName: "Ravi Menon", orderNumber: order.number });
  });

  it("an order for more than every warehouse holds together is refused with what is left, and takes nothing", async () => {
    const variant = shop.variantAt(3);
    await stockVariant(variant.id, { [bengaluru]: 2, [mumbai]: 1 });
    const shopper = guest();
    for (let piece = 0; piece < 3; piece++) await services.cart.addItem(shopper, { productId: variant.productId, variantId: variant.id, quantity: 1 });
    // Someone else's order takes the Mumbai piece between the cart and the checkout.
    await shop.placeOrder(guest(), [3]);
    const before = await held(variant.id);
    const error: unknown = await services.orders
      .placeOrder(shopper, { shipping: testShipping, payment: { method: "cod" }, deliverySlot: "morning", emi: null, idempotencyKey: randomUUID() })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(OrderError);
    expect(error instanceof OrderError ? [error.code, error.message] : null).toEqual(["out_of_stock", expect.stringContaining("Only 2 left in stock")]);
    expect(await held(variant.id)).toEqual(before);
    await expectLedgerBalanced(variant.id);
  });

  it("taking an order's stock when a line cannot be had in full takes nothing and names what there is", async () => {
    const variant = shop.variantAt(3);
    await stockVariant(variant.id, { [bengaluru]: 1, [chennai]: 1 });
    const other = shop.variantAt(1);
    const before = { short: await held(variant.id), other: await held(other.id) };
    const shortages = await shop.handle.db.transaction((tx) =>
      takeStockForOrder(
        tx,
        999_999,
        [
          { lineId: 999_998, variantId: other.id, quantity: 1 },
          { lineId: 999_999, variantId: variant.id, quantity: 3 },
        ],
        [bengaluru, chennai, hyderabad, mumbai],
      ),
    );
    expect(shortages).toEqual([{ variantId: variant.id, available: 2 }]);
    expect({ short: await held(variant.id), other: await held(other.id) }).toEqual(before);
  });

  it("returned pieces found damaged go back to the warehouse they were sent from, set aside from sale", async () => {
    const variant = shop.variantAt(4);
    await stockVariant(variant.id, { [mumbai]: 4, [bengaluru]: 2 });
    const shopper = await shop.newShopper();
    const placed = await shop.placeOrder(shopper, [4, 4], { payment: { method: "card", cardNumber: "4111111111111111", cardExpiry: "12/39", cardCvv: "123" } });
    expect(await takenFor(placed.number)).toEqual({ [bengaluru]: 2 });
    await services.orderStatus.advance(placed.number, "delivered");
    const customer: Owner = { kind: "user", userId: shopper.id };
    const options = await services.orderChanges.returnOptions(customer, placed.number);
    const line = options?.lines[0];
    if (!line) throw new Error("the delivered order should be returnable");
    const [, pickupDate = ""] = pickupDates(new Date());
    const asked = await services.orderChanges.requestReturn(
      customer,
      placed.number,
      { lines: [{ orderLineId: line.orderLineId, quantity: 2 }], reason: "One arrived scratched.", pickupDate, pickupSlot: "morning" },
      { clientAddress: "198.51.100.8", origin },
    );
    await services.returns.act(operations, asked.id, { action: "approve", expectedStatus: "requested" }, origin);
    await services.returns.act(operations, asked.id, { action: "schedule_pickup", expectedStatus: "approved", pickupDate: asked.pickupDate, pickupSlot: asked.pickupSlot }, origin);
    await services.returns.act(operations, asked.id, { action: "receive", expectedStatus: "pickup_scheduled", conditions: [{ orderLineId: line.orderLineId, condition: "damaged" }] }, origin);
    expect(await held(variant.id)).toEqual({ [mumbai]: { sellable: 4, damaged: 0 }, [bengaluru]: { sellable: 0, damaged: 2 } });
    const view = await services.stock.variant(operations, variant.id, 1);
    expect(view.ledger[0]).toMatchObject({ reason: "return", warehouseId: bengaluru, sellableChange: 0, damagedChange: 2, returnId: asked.id, staffName: "Ravi Menon" });
    expect(await variantTotals(variant.id)).toEqual({ stock: 4, damaged: 2 });
    await expectLedgerBalanced(variant.id);
  });

  it("a returned piece found sellable is back on sale in its warehouse", async () => {
    const variant = shop.variantAt(4);
    await stockVariant(variant.id, { [chennai]: 1, [mumbai]: 4 });
    const shopper = await shop.newShopper();
    const placed = await shop.placeOrder(shopper, [4], { payment: { method: "card", cardNumber: "4111111111111111", cardExpiry: "12/39", cardCvv: "123" } });
    expect(await takenFor(placed.number)).toEqual({ [chennai]: 1 });
    await services.orderStatus.advance(placed.number, "delivered");
    const customer: Owner = { kind: "user", userId: shopper.id };
    const line = (await services.orderChanges.returnOptions(customer, placed.number))?.lines[0];
    if (!line) throw new Error("the delivered order should be returnable");
    const [, pickupDate = ""] = pickupDates(new Date());
    const asked = await services.orderChanges.requestReturn(
      customer,
      placed.number,
      { lines: [{ orderLineId: line.orderLineId, quantity: 1 }], reason: "Changed my mind.", pickupDate, pickupSlot: "evening" },
      { clientAddress: "198.51.100.8", origin },
    );
    await services.returns.act(operations, asked.id, { action: "approve", expectedStatus: "requested" }, origin);
    await services.returns.act(operations, asked.id, { action: "schedule_pickup", expectedStatus: "approved", pickupDate: asked.pickupDate, pickupSlot: asked.pickupSlot }, origin);
    await services.returns.act(operations, asked.id, { action: "receive", expectedStatus: "pickup_scheduled", conditions: [{ orderLineId: line.orderLineId, condition: "sellable" }] }, origin);
    expect((await held(variant.id))[chennai]).toEqual({ sellable: 1, damaged: 0 });
    await expectLedgerBalanced(variant.id);
  });
});

describe("staff adjust stock", () => {
  it("an operations clerk receives pieces, sets damaged ones aside and corrects a count; each is audited and in the ledger", async () => {
    const variant = shop.variantAt(5);
    await stockVariant(variant.id, { [mumbai]: 10 });
    let view: VariantStock = await services.stock.adjust(operations, { variantId: variant.id, warehouseId: chennai, kind: "received", quantity: 7, note: "Lorry from Jodhpur" });
    expect(view.warehouses.find((site) => site.id === chennai)).toMatchObject({ sellable: 7, damaged: 0 });
    view = await services.stock.adjust(operations, { variantId: variant.id, warehouseId: chennai, kind: "damaged", quantity: 2 });
    expect(view.warehouses.find((site) => site.id === chennai)).toMatchObject({ sellable: 5, damaged: 2 });
    view = await services.stock.adjust(operations, { variantId: variant.id, warehouseId: mumbai, kind: "correction", mode: "set", quantity: 8, note: "Cycle count" });
    view = await services.stock.adjust(operations, { variantId: variant.id, warehouseId: mumbai, kind: "correction", mode: "add", quantity: -3, note: "Two found broken in the yard, one missing" });
    expect(view.warehouses.find((site) => site.id === mumbai)).toMatchObject({ sellable: 5, damaged: 0 });
    expect(view).toMatchObject({ sellable: 10, damaged: 2 });
    expect(view.ledger.slice(0, 4).map((entry) => [entry.reason, entry.warehouseId, entry.sellableChange, entry.damagedChange, entry.staffName, entry.note])).toEqual([
      ["correction", mumbai, -3, 0, "Ravi Menon", "Two found broken in the yard, one missing"],
      ["correction", mumbai, -2, 0, "Ravi Menon", "Cycle count"],
      ["damaged", chennai, -2, 2, "Ravi Menon", null],
      ["received", chennai, 7, 0, "Ravi Menon", "Lorry from Jodhpur"],
    ]);
    const audit = await shop.handle.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "variant"), eq(auditLog.entityId, String(variant.id)), eq(auditLog.staffId, operations.staff.id)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => row.action)).toEqual(["stock.received", "stock.damaged", "stock.correction", "stock.correction"]);
    expect(audit[1]).toMatchObject({ before: { warehouseId: chennai, sellable: 7, damaged: 0 }, after: { warehouseId: chennai, sellable: 5, damaged: 2 } });
    await expectLedgerBalanced(variant.id);
  });

  it("stock never goes below zero: taking more than a warehouse has is refused plainly and writes nothing", async () => {
    const variant = shop.variantAt(5);
    await stockVariant(variant.id, { [hyderabad]: 2 });
    const before = await services.stock.variant(owner, variant.id, 1);
    const damaged = await stockRefusal(services.stock.adjust(operations, { variantId: variant.id, warehouseId: hyderabad, kind: "damaged", quantity: 3 }));
    expect([damaged.code, damaged.status, damaged.message]).toEqual(["not_enough_stock", 409, "This warehouse has 2 on sale: it cannot set 3 aside as damaged. Nothing was changed."]);
    const correction = await stockRefusal(
      services.stock.adjust(operations, { variantId: variant.id, warehouseId: chennai, kind: "correction", mode: "add", quantity: -1, note: "Shelf empty" }),
    );
    expect([correction.code, correction.status]).toEqual(["not_enough_stock", 409]);
    expect(await services.stock.variant(owner, variant.id, 1)).toEqual(before);
  });

  it("a correction without a note, a bad figure, an unknown variant or warehouse, or a role without stock.manage is refused", async () => {
    const variant = shop.variantAt(5);
    const noNote = await stockRefusal(services.stock.adjust(operations, { variantId: variant.id, warehouseId: mumbai, kind: "correction", mode: "set", quantity: 4, note: "  " }));
    expect([noNote.code, noNote.status]).toEqual(["invalid_request", 422]);
    expect(noNote.message).toContain("a correction always needs a note");
    expect((await stockRefusal(services.stock.adjust(operations, { variantId: variant.id, warehouseId: mumbai, kind: "received", quantity: 0 }))).code).toBe("invalid_request");
    expect((await stockRefusal(services.stock.adjust(operations, { variantId: variant.id, warehouseId: mumbai, kind: "received", quantity: "5" }))).code).toBe("invalid_request");
    expect((await stockRefusal(services.stock.adjust(operations, { variantId: 999_999, warehouseId: mumbai, kind: "received", quantity: 1 }))).status).toBe(404);
    expect((await stockRefusal(services.stock.adjust(operations, { variantId: variant.id, warehouseId: 999, kind: "received", quantity: 1 }))).status).toBe(404);
    const forbidden: unknown = await services.stock.adjust(catalog, { variantId: variant.id, warehouseId: mumbai, kind: "received", quantity: 1 }).catch((caught: unknown) => caught);
    expect(forbidden).toBeInstanceOf(StaffError);
    await expectLedgerBalanced(variant.id);
  });

  it("the stock list finds variants by product name or SKU, in one warehouse, and lists the low ones fewest first by the shop's rule", async () => {
    const variant = shop.variantAt(5);
    await stockVariant(variant.id, { [guwahati]: 3 });
    const [product] = await shop.handle.db.select({ name: products.name }).from(products).where(eq(products.id, variant.productId));
    const [sku] = await shop.handle.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.id, variant.id));
    if (!product || !sku) throw new Error("the variant should exist");
    const byName = await services.stock.list(operations, { query: product.name.slice(2, 12).toUpperCase() }, 1);
    expect(byName.rows.map((row) => row.variantId)).toContain(variant.id);
    const bySku = await services.stock.list(operations, { query: sku.sku.toLowerCase() }, 1);
    expect(bySku.rows.map((row) => row.variantId)).toContain(variant.id);
    const inGuwahati = await services.stock.list(operations, { warehouseId: guwahati, query: sku.sku }, 1);
    expect(inGuwahati.rows).toContainEqual(expect.objectContaining({ variantId: variant.id, sellable: 3, inWarehouse: { sellable: 3, damaged: 0 } }));
    const low = await services.stock.list(operations, { low: true }, 1);
    expect(low.lowThreshold).toBe(lowStockThreshold);
    expect(low.rows.map((row) => row.variantId)).toContain(variant.id);
    expect(low.rows.every((row) => isLowStock(row.sellable))).toBe(true);
    expect(low.rows.map((row) => row.sellable)).toEqual(low.rows.map((row) => row.sellable).toSorted((a, b) => a - b));
    expect((await stockRefusal(services.stock.list(operations, { warehouseId: 999 }, 1))).status).toBe(404);
    expect((await stockRefusal(services.stock.list(operations, { query: "50%_off\u0000" }, 1))).status).toBe(422);
    expect((await services.stock.list(operations, { query: "100%" }, 1)).rows).toEqual([]);
  });

  it("a variant whose last piece is sold leaves the in-stock filter, and comes back when stock is received", async () => {
    const variant = shop.variantAt(5);
    const siblings = shop.variants.filter((candidate) => candidate.productId === variant.productId);
    for (const sibling of siblings) await stockVariant(sibling.id, sibling.id === variant.id ? { [bengaluru]: 1 } : {});
    const inStock = async () => (await shop.handle.db.select({ inStock: products.inStock }).from(products).where(eq(products.id, variant.productId)))[0]?.inStock;
    expect(await inStock()).toBe(true);
    await shop.placeOrder(guest(), [shop.variants.indexOf(variant)]);
    expect(await inStock()).toBe(false);
    await services.stock.adjust(operations, { variantId: variant.id, warehouseId: mumbai, kind: "received", quantity: 4 });
    expect(await inStock()).toBe(true);
  });
});

/** A refusal's code, or the database's own error (a deadlock, say) when it is not one. */
function refusalCode(reason: unknown): string {
  if (reason instanceof OrderError || reason instanceof StockError) return reason.code;
  return String(reason instanceof Error && reason.cause ? reason.cause : reason);
}

describe("orders racing adjustments", () => {
  it("many orders and many adjustments on one variant at once lose nothing: every warehouse is its ledger, the variant is its warehouses, none below zero, every order has its pieces", async () => {
    const variant = shop.variantAt(0);
    const index = 0;
    await stockVariant(variant.id, { [mumbai]: 6, [bengaluru]: 6, [chennai]: 6 });
    const orderCount = 24;
    const adjustments = [
      ...Array.from({ length: 8 }, (_, n) => ({ variantId: variant.id, warehouseId: [mumbai, bengaluru, chennai, hyderabad][n % 4] ?? mumbai, kind: "received" as const, quantity: 1 })),
      ...Array.from({ length: 8 }, (_, n) => ({ variantId: variant.id, warehouseId: [bengaluru, chennai, mumbai][n % 3] ?? mumbai, kind: "damaged" as const, quantity: 1 })),
      ...Array.from({ length: 8 }, (_, n) => ({
        variantId: variant.id,
        warehouseId: [chennai, bengaluru, mumbai][n % 3] ?? mumbai,
        kind: "correction" as const,
        mode: "add" as const,
        quantity: n % 2 === 0 ? -1 : 2,
        note: "Recount during the sale",
      })),
    ];
    const [orderOutcomes, adjustmentOutcomes] = await Promise.all([
      Promise.allSettled(Array.from({ length: orderCount }, () => shop.placeOrder(guest(), [index]))),
      Promise.allSettled(adjustments.map((adjustment) => services.stock.adjust(operations, adjustment))),
    ]);

    for (const outcome of orderOutcomes) {
      if (outcome.status === "rejected") expect(refusalCode(outcome.reason)).toBe("out_of_stock");
    }
    for (const outcome of adjustmentOutcomes) {
      if (outcome.status === "rejected") expect(refusalCode(outcome.reason)).toBe("not_enough_stock");
    }
    const placed = orderOutcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
    expect(placed.length).toBeGreaterThan(0);
    for (const order of placed) {
      const taken = await takenFor(order.number);
      expect(Object.values(taken).reduce((sum, pieces) => sum + pieces, 0)).toBe(1);
      const [line] = await shop.handle.db
        .select({ quantity: orderLines.quantity })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(eq(orders.number, order.number));
      expect(line?.quantity).toBe(1);
    }
    await expectLedgerBalanced(variant.id);
    const audited = await shop.handle.db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "variant"), eq(auditLog.entityId, String(variant.id)), eq(auditLog.staffId, operations.staff.id)));
    expect(audited[0]?.total).toBe(adjustmentOutcomes.filter((outcome) => outcome.status === "fulfilled").length);
  }, 120_000);
});
