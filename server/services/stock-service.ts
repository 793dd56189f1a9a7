// Stock per warehouse and its ledger (decision 027). Every movement (an order taking pieces, a
// cancellation or return putting them back, staff's adjustments) changes warehouse_stock and writes
// its stock_movements row in the caller's transaction; the database's triggers keep
// product_variants.stock and damaged_stock (what the shop reads) equal to the sums over warehouses.
// Lock order, so nothing deadlocks: an order's row first, then warehouse_stock rows by (variant,
// warehouse), then (by trigger) the variants by id, then their products by id.
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  StockError,
  stockReasons,
  type StockLedgerEntry,
  type StockList,
  type StockListFilters,
  type StockReason,
  type VariantStock,
  type WarehouseView,
} from "../../app/lib/contracts/admin-stock";
import type { StaffActor } from "../../app/lib/contracts/staff";
import { stockAdjustmentProblem, stockAdjustmentSchema } from "../../app/lib/forms/stock-adjustment-schema";
import { lowStockThreshold } from "../../app/lib/stock-label";
import { isStorableText, unstorableTextMessage } from "../../app/lib/storable-text";
import type { Database } from "../db/client";
import { orders, productVariants, products, staffMembers, stockMovements, warehouses, warehouseStock } from "../db/schema";
import { recordChange } from "./audit-trail";
import { queryRows } from "./catalog-sql";
import { requirePermission } from "./require-permission";
import { containsPattern } from "../db/contains-pattern";

/** One movement to write: the change to a warehouse's figures and its ledger row. */
export interface StockMovement {
  variantId: number;
  warehouseId: number;
  reason: StockReason;
  sellableChange: number;
  damagedChange: number;
  orderId?: number | null;
  orderLineId?: number | null;
  returnId?: number | null;
  staffId?: number | null;
  note?: string | null;
}

/**
 * Applies movements that only add, or take from rows that exist and were checked under their
 * locks: one statement adds
 * them to the warehouse rows (created when missing), rows taken in (variant, warehouse) order,
 * and writes the ledger.
 */
export async function applyStockMovements(tx: Database, movements: readonly StockMovement[]): Promise<void> {
  const moving = movements.filter((movement) => movement.sellableChange !== 0 || movement.damagedChange !== 0);
  if (moving.length === 0) return;
  const rows = JSON.stringify(
    moving.map((movement) => ({
      variant_id: movement.variantId,
      warehouse_id: movement.warehouseId,
      reason: movement.reason,
      sellable: movement.sellableChange,
      damaged: movement.damagedChange,
      order_id: movement.orderId ?? null,
      order_line_id: movement.orderLineId ?? null,
      return_id: movement.returnId ?? null,
      staff_id: movement.staffId ?? null,
      note: movement.note ?? null,
    })),
  );
  await tx.execute(sql`
    with moves as (
      select * from jsonb_to_recordset(${rows}::jsonb) as m(
        variant_id int, warehouse_id int, reason text, sellable int, damaged int,
        order_id int, order_line_id int, return_id int, staff_id int, note text)
    ), net as (
      select variant_id, warehouse_id, sum(sellable)::int as sellable, sum(damaged)::int as damaged
      from moves group by variant_id, warehouse_id
    ), changed as (
      -- The row proposed for insert is checked before the conflict is found: never below zero.
      insert into warehouse_stock (variant_id, warehouse_id, sellable, damaged)
      select variant_id, warehouse_id, greatest(sellable, 0), greatest(damaged, 0) from net order by variant_id, warehouse_id
      on conflict (variant_id, warehouse_id) do update
        set sellable = warehouse_stock.sellable + (select n.sellable from net n where n.variant_id = excluded.variant_id and n.warehouse_id = excluded.warehouse_id),
            damaged = warehouse_stock.damaged + (select n.damaged from net n where n.variant_id = excluded.variant_id and n.warehouse_id = excluded.warehouse_id),
            updated_at = now()
      returning variant_id
    )
    insert into stock_movements (variant_id, warehouse_id, reason, sellable_change, damaged_change, order_id, order_line_id, return_id, staff_id, note)
    select variant_id, warehouse_id, reason, sellable, damaged, order_id, order_line_id, return_id, staff_id, note from moves`);
}

export interface OrderLineStock {
  lineId: number;
  variantId: number;
  quantity: number;
}

const shortageRow = z.object({ variant_id: z.number().int(), available: z.number().int() });

/**
 * The steps of taking an order's pieces, as common table expressions after a `wanted` one (its
 * rows' variant_id and quantity, one row per variant): from the nearest warehouse that holds the
 * whole order, else for each line the nearest holding the whole line, else the line split across
 * warehouses nearest first. The rows are locked first (`held`, only when `lockWhen` holds), so
 * `short` (the variants that cannot be had in full) is decided on them as they now are, and
 * `shortfall` says how many pieces each short variant has. stockMovingStep then takes them; the
 * caller writes the ledger from its `moved`, with its own order and line ids.
 */
export function stockTakingSteps(options: { warehousesNearestFirst: readonly number[]; lockWhen: SQL }): SQL {
  return sql`ranked as (
        select r.warehouse_id, r.preference
        from unnest(string_to_array(${options.warehousesNearestFirst.join(",")}, ',')::int[]) with ordinality as r(warehouse_id, preference)
      ), held as materialized (
        -- Locked in one order by every path that moves stock; a row another order changed
        -- meanwhile is read as it now is.
        select s.variant_id, s.warehouse_id, s.sellable
        from warehouse_stock s
        where s.variant_id in (select variant_id from wanted) and ${options.lockWhen}
        order by s.variant_id, s.warehouse_id
        for update
      ), whole_order as (
        select h.warehouse_id
        from held h join wanted w on w.variant_id = h.variant_id
        where h.sellable >= w.quantity
        group by h.warehouse_id
        having count(*) = (select count(*) from wanted)
      ), candidates as (
        select h.variant_id, h.warehouse_id, h.sellable, w.quantity,
          h.warehouse_id in (select warehouse_id from whole_order) as has_order,
          h.sellable >= w.quantity as has_line,
          coalesce(r.preference, 2147483647) as preference
        from held h
        join wanted w on w.variant_id = h.variant_id
        left join ranked r on r.warehouse_id = h.warehouse_id
        where h.sellable > 0
      ), running as (
        select c.*, sum(c.sellable) over (
          partition by c.variant_id
          order by c.has_order desc, c.has_line desc, c.preference, c.warehouse_id
          rows between unbounded preceding and current row) as through_here
        from candidates c
      ), taken as (
        select variant_id, warehouse_id, least(sellable, quantity - (through_here - sellable))::int as quantity
        from running
        where through_here - sellable < quantity
      ), short as (
        select w.variant_id
        from wanted w left join taken t on t.variant_id = w.variant_id
        group by w.variant_id, w.quantity
        having coalesce(sum(t.quantity), 0) < w.quantity
      ), shortfall as (
        select s.variant_id, coalesce((select sum(h.sellable) from held h where h.variant_id = s.variant_id), 0)::int as available
        from short s
      )`;
}

/**
 * The step after stockTakingSteps (and anything it waits for): `moved` takes the pieces found,
 * unless a line is short or `proceedWhen` does not hold, and returns what it took from where.
 */
export function stockMovingStep(proceedWhen: SQL): SQL {
  return sql`moved as (
        update warehouse_stock s
        set sellable = s.sellable - t.quantity, updated_at = now()
        from taken t
        where s.variant_id = t.variant_id and s.warehouse_id = t.warehouse_id and not exists (select 1 from short) and ${proceedWhen}
        returning t.variant_id, t.warehouse_id, t.quantity
      )`;
}

/**
 * Takes an order's pieces, in one statement (stockTakingSteps). Each warehouse's pieces and its
 * ledger row (with the order line, so a cancellation or return puts them back where they came
 * from) change together. When any line cannot be had in full nothing is taken, and the answer
 * names each short variant with the pieces there are; an empty answer means everything was taken.
 */
export async function takeStockForOrder(
  tx: Database,
  orderId: number,
  lines: readonly OrderLineStock[],
  warehousesNearestFirst: readonly number[],
): Promise<{ variantId: number; available: number }[]> {
  if (lines.length === 0) return [];
  const wanted = JSON.stringify(lines.map((line) => ({ line_id: line.lineId, variant_id: line.variantId, quantity: line.quantity })));
  const rows = await queryRows(
    tx,
    sql`
      with wanted as (
        select * from jsonb_to_recordset(${wanted}::jsonb) as w(line_id int, variant_id int, quantity int)
      ), ${stockTakingSteps({ warehousesNearestFirst, lockWhen: sql`true` })}, ${stockMovingStep(sql`true`)}, logged as (
        insert into stock_movements (variant_id, warehouse_id, reason, sellable_change, order_id, order_line_id)
        select m.variant_id, m.warehouse_id, 'order', -m.quantity, ${orderId}::int, w.line_id
        from moved m join wanted w on w.variant_id = m.variant_id
      )
      select variant_id, available from shortfall order by variant_id`,
    // Every order runs it, holding the stock it locks: planned once per session.
    { reuse: true },
  );
  return rows.map((row) => {
    const parsed = shortageRow.parse(row);
    return { variantId: parsed.variant_id, available: parsed.available };
  });
}

const sourceRow = z.object({
  line_id: z.number().int(),
  variant_id: z.number().int(),
  ordered: z.number().int(),
  warehouse_id: z.number().int().nullable(),
  taken: z.number().int(),
  returned: z.number().int(),
  fallback_warehouse: z.number().int().nullable(),
});

type LineSources = { lineId: number; variantId: number; ordered: number; fallbackWarehouse: number | null; sources: { warehouseId: number; remaining: number }[] };

/**
 * Where each of these order lines' pieces came from, and how many are still out (taken less
 * returned) per warehouse. A line placed before warehouses were tracked has none: its pieces go
 * back to the first warehouse holding the variant.
 */
async function lineSources(tx: Database, where: SQL): Promise<LineSources[]> {
  const rows = await queryRows(
    tx,
    sql`
      select l.id as line_id, l.variant_id, l.quantity as ordered, m.warehouse_id,
        coalesce(-sum(m.sellable_change) filter (where m.reason = 'order'), 0)::int as taken,
        coalesce(sum(m.sellable_change + m.damaged_change) filter (where m.reason in ('return', 'cancellation')), 0)::int as returned,
        coalesce(
          (select min(s.warehouse_id) from warehouse_stock s where s.variant_id = l.variant_id),
          (select min(w.id) from warehouses w)
        ) as fallback_warehouse
      from order_lines l
      left join stock_movements m on m.order_line_id = l.id and m.reason in ('order', 'return', 'cancellation')
      where ${where}
      group by l.id, l.variant_id, l.quantity, m.warehouse_id
      order by l.id, m.warehouse_id`,
  );
  const byLine = new Map<number, LineSources>();
  for (const row of rows) {
    const parsed = sourceRow.parse(row);
    const line = byLine.get(parsed.line_id) ?? {
      lineId: parsed.line_id,
      variantId: parsed.variant_id,
      ordered: parsed.ordered,
      fallbackWarehouse: parsed.fallback_warehouse,
      sources: [],
    };
    if (parsed.warehouse_id !== null && parsed.taken - parsed.returned > 0) {
      line.sources.push({ warehouseId: parsed.warehouse_id, remaining: parsed.taken - parsed.returned });
    }
    byLine.set(parsed.line_id, line);
  }
  return [...byLine.values()];
}

/** Splits `quantity` pieces of a line over the warehouses they came from (most out first), the rest to its fallback. */
function spreadBack(line: LineSources, quantity: number): { warehouseId: number | null; quantity: number }[] {
  const parts: { warehouseId: number | null; quantity: number }[] = [];
  let left = quantity;
  const sources = [...line.sources].sort((a, b) => b.remaining - a.remaining || a.warehouseId - b.warehouseId);
  for (const source of sources) {
    if (left === 0) break;
    const back = Math.min(left, source.remaining);
    parts.push({ warehouseId: source.warehouseId, quantity: back });
    left -= back;
  }
  if (left > 0) parts.push({ warehouseId: line.fallbackWarehouse, quantity: left });
  return parts;
}

/** With no warehouse at all (a store set up without them), the pieces go back on the variant itself. */
async function putBackWithoutWarehouse(tx: Database, variantId: number, sellable: number, damaged: number): Promise<void> {
  await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${sellable}`, damagedStock: sql`${productVariants.damagedStock} + ${damaged}` })
    .where(eq(productVariants.id, variantId));
}

/** A cancelled order's pieces back on sale, each to the warehouse it was taken from. */
export async function putBackCancelledOrder(tx: Database, orderId: number, staffId: number | null): Promise<void> {
  const lines = await lineSources(tx, sql`l.order_id = ${orderId}`);
  const movements: StockMovement[] = [];
  for (const line of lines) {
    const out = line.sources.reduce((sum, source) => sum + source.remaining, 0);
    // A line with no tracked pieces at all was placed before warehouses: all of it goes back.
    const quantity = line.sources.length > 0 ? out : line.ordered;
    for (const part of spreadBack(line, quantity)) {
      if (part.warehouseId === null) {
        await putBackWithoutWarehouse(tx, line.variantId, part.quantity, 0);
        continue;
      }
      movements.push({
        variantId: line.variantId,
        warehouseId: part.warehouseId,
        reason: "cancellation",
        sellableChange: part.quantity,
        damagedChange: 0,
        orderId,
        orderLineId: line.lineId,
        staffId,
      });
    }
  }
  await applyStockMovements(tx, movements);
}

export interface ReceivedReturnLine {
  orderLineId: number;
  quantity: number;
  condition: "sellable" | "damaged";
}

/** Returned pieces back to the warehouse they were sent from: on sale, or set aside as damaged. */
export async function receiveReturnedPieces(
  tx: Database,
  input: { orderId: number; returnId: number; staffId: number | null; lines: readonly ReceivedReturnLine[] },
): Promise<void> {
  if (input.lines.length === 0) return;
  const ids = input.lines.map((line) => line.orderLineId);
  const sources = await lineSources(tx, sql`l.order_id = ${input.orderId} and l.id in (select unnest(string_to_array(${ids.join(",")}, ',')::int[]))`);
  const movements: StockMovement[] = [];
  for (const received of input.lines) {
    const line = sources.find((candidate) => candidate.lineId === received.orderLineId);
    if (!line) throw new Error(`order line ${received.orderLineId} is not on order ${input.orderId}`);
    for (const part of spreadBack(line, received.quantity)) {
      const sellable = received.condition === "sellable" ? part.quantity : 0;
      const damaged = received.condition === "damaged" ? part.quantity : 0;
      if (part.warehouseId === null) {
        await putBackWithoutWarehouse(tx, line.variantId, sellable, damaged);
        continue;
      }
      movements.push({
        variantId: line.variantId,
        warehouseId: part.warehouseId,
        reason: "return",
        sellableChange: sellable,
        damagedChange: damaged,
        orderId: input.orderId,
        orderLineId: line.lineId,
        returnId: input.returnId,
        staffId: input.staffId,
      });
    }
  }
  await applyStockMovements(tx, movements);
}

const listPageSize = 50;
const ledgerPageSize = 50;


function isStockReason(value: string): value is StockReason {
  return (stockReasons as readonly string[]).includes(value);
}

function wholePage(page: number): number {
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function createStockService(db: Database) {
  async function warehouseList(): Promise<WarehouseView[]> {
    return db
      .select({ id: warehouses.id, city: warehouses.city, stateCode: warehouses.stateCode, pincode: warehouses.pincode })
      .from(warehouses)
      .orderBy(asc(warehouses.id));
  }

  async function variantView(variantId: number, ledgerPage: number): Promise<VariantStock> {
    if (!Number.isSafeInteger(variantId) || variantId < 1 || variantId > 2_147_483_647) {
      throw new StockError("not_found", `No variant has the number ${variantId}.`);
    }
    const page = wholePage(ledgerPage);
    const [variant] = await db
      .select({
        variantId: productVariants.id,
        productId: productVariants.productId,
        productName: products.name,
        variantName: productVariants.name,
        sku: productVariants.sku,
        sellable: productVariants.stock,
        damaged: productVariants.damagedStock,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, variantId));
    if (!variant) throw new StockError("not_found", `No variant has the number ${variantId}.`);
    const [sites, held, ledger, [ledgerCount]] = await Promise.all([
      warehouseList(),
      db
        .select({ warehouseId: warehouseStock.warehouseId, sellable: warehouseStock.sellable, damaged: warehouseStock.damaged })
        .from(warehouseStock)
        .where(eq(warehouseStock.variantId, variantId)),
      db
        .select({
          id: stockMovements.id,
          at: stockMovements.createdAt,
          warehouseId: stockMovements.warehouseId,
          warehouseCity: warehouses.city,
          reason: stockMovements.reason,
          sellableChange: stockMovements.sellableChange,
          damagedChange: stockMovements.damagedChange,
          orderNumber: orders.number,
          returnId: stockMovements.returnId,
          staffName: staffMembers.name,
          note: stockMovements.note,
        })
        .from(stockMovements)
        .innerJoin(warehouses, eq(warehouses.id, stockMovements.warehouseId))
        .leftJoin(orders, eq(orders.id, stockMovements.orderId))
        .leftJoin(staffMembers, eq(staffMembers.id, stockMovements.staffId))
        .where(eq(stockMovements.variantId, variantId))
        .orderBy(desc(stockMovements.id))
        .limit(ledgerPageSize)
        .offset((page - 1) * ledgerPageSize),
      db.select({ total: count() }).from(stockMovements).where(eq(stockMovements.variantId, variantId)),
    ]);
    const heldAt = new Map(held.map((row) => [row.warehouseId, row]));
    return {
      ...variant,
      warehouses: sites.map((site) => ({ ...site, sellable: heldAt.get(site.id)?.sellable ?? 0, damaged: heldAt.get(site.id)?.damaged ?? 0 })),
      ledger: ledger.map(
        (entry): StockLedgerEntry => ({
          ...entry,
          at: entry.at.toISOString(),
          reason: isStockReason(entry.reason) ? entry.reason : "correction",
        }),
      ),
      ledgerTotal: ledgerCount?.total ?? 0,
      ledgerPage: page,
      ledgerPageSize,
    };
  }

  return {
    /** A page of variants with their stock: found by product name or SKU, in one warehouse, or only the low ones. */
    async list(actor: StaffActor, filters: StockListFilters, page: number): Promise<StockList> {
      requirePermission(actor, "stock.manage");
      const wantedPage = wholePage(page);
      const sites = await warehouseList();
      const warehouseId = filters.warehouseId;
      if (warehouseId !== undefined && !sites.some((site) => site.id === warehouseId)) {
        throw new StockError("not_found", `No warehouse has the number ${warehouseId}.`);
      }
      const query = filters.query?.trim() ?? "";
      if (query.length > 100) throw new StockError("invalid_request", "Search with at most 100 characters.");
      if (!isStorableText(query)) throw new StockError("invalid_request", `The search ${unstorableTextMessage}.`);
      const conditions: SQL[] = [];
      if (filters.low) conditions.push(sql`v.stock <= ${lowStockThreshold}`);
      if (query !== "") {
        const pattern = containsPattern(query);
        // Each side on its own trigram index (the products' search text, variant SKUs).
        conditions.push(sql`v.id in (
          select v2.id from products p2 join product_variants v2 on v2.product_id = p2.id where p2.search_text like ${pattern}
          union select v3.id from product_variants v3 where lower(v3.sku) like ${pattern})`);
      }
      const held = warehouseId === undefined ? sql`` : sql`join warehouse_stock ws on ws.variant_id = v.id and ws.warehouse_id = ${warehouseId}`;
      const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
      // Low stock fewest first (product_variants_stock_idx); otherwise in variant order.
      const order = filters.low ? sql`order by v.stock, v.id` : sql`order by v.id`;
      const [rows, totals] = await Promise.all([
        queryRows(
          db,
          sql`select v.id as variant_id, v.product_id, p.name as product_name, v.name as variant_name, v.sku, v.stock as sellable,
                v.damaged_stock as damaged,
                ${warehouseId === undefined ? sql`null::int as in_sellable, null::int as in_damaged` : sql`ws.sellable as in_sellable, ws.damaged as in_damaged`}
              from product_variants v join products p on p.id = v.product_id ${held}
              ${where} ${order}
              limit ${listPageSize} offset ${(wantedPage - 1) * listPageSize}`,
        ),
        queryRows(db, sql`select count(*)::int as total from product_variants v ${held} ${where}`),
      ]);
      const total = z.object({ total: z.number().int() }).parse(totals[0]).total;
      return {
        rows: rows.map((row) => {
          const parsed = listRow.parse(row);
          return {
            variantId: parsed.variant_id,
            productId: parsed.product_id,
            productName: parsed.product_name,
            variantName: parsed.variant_name,
            sku: parsed.sku,
            sellable: parsed.sellable,
            damaged: parsed.damaged,
            inWarehouse: parsed.in_sellable === null || parsed.in_damaged === null ? null : { sellable: parsed.in_sellable, damaged: parsed.in_damaged },
          };
        }),
        total,
        page: wantedPage,
        pageSize: listPageSize,
        warehouses: sites,
        lowThreshold: lowStockThreshold,
      };
    },

    /** One variant: its figures in every warehouse and a page of its ledger, newest first. */
    async variant(actor: StaffActor, variantId: number, ledgerPage: number): Promise<VariantStock> {
      requirePermission(actor, "stock.manage");
      return variantView(variantId, ledgerPage);
    },

    /**
     * A staff adjustment in one warehouse: pieces received, pieces found damaged (moved from sale
     * to damaged), or a correction (set or add, with a note). Never below zero: refused, and
     * nothing is written. Audited and in the ledger, in one transaction.
     */
    async adjust(actor: StaffActor, raw: unknown): Promise<VariantStock> {
      requirePermission(actor, "stock.manage");
      const parsed = stockAdjustmentSchema.safeParse(raw);
      if (!parsed.success) {
        throw new StockError("invalid_request", parsed.error.issues[0]?.message ?? "That adjustment is not valid.");
      }
      const input = parsed.data;
      const problem = stockAdjustmentProblem(input);
      if (problem) throw new StockError("invalid_request", problem.message);
      const note = input.note?.trim() || null;
      await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ variantId: productVariants.id, warehouseId: sql<number | null>`(select ${warehouses.id} from ${warehouses} where ${warehouses.id} = ${input.warehouseId})` })
          .from(productVariants)
          .where(eq(productVariants.id, input.variantId));
        if (!found) throw new StockError("not_found", `No variant has the number ${input.variantId}.`);
        if (found.warehouseId === null) throw new StockError("not_found", `No warehouse has the number ${input.warehouseId}.`);
        // The row exists (perhaps empty) and is locked before it is read, as orders lock it.
        await tx.insert(warehouseStock).values({ variantId: input.variantId, warehouseId: input.warehouseId }).onConflictDoNothing();
        const [row] = await tx
          .select({ sellable: warehouseStock.sellable, damaged: warehouseStock.damaged })
          .from(warehouseStock)
          .where(and(eq(warehouseStock.variantId, input.variantId), eq(warehouseStock.warehouseId, input.warehouseId)))
          .for("update");
        if (!row) throw new Error(`warehouse_stock row ${input.variantId}/${input.warehouseId} vanished under its lock`);
        let sellableChange = 0;
        let damagedChange = 0;
        if (input.kind === "received") sellableChange = input.quantity;
        else if (input.kind === "damaged") {
          sellableChange = -input.quantity;
          damagedChange = input.quantity;
        } else sellableChange = input.mode === "set" ? input.quantity - row.sellable : input.quantity;
        if (row.sellable + sellableChange < 0) {
          throw new StockError(
            "not_enough_stock",
            `This warehouse has ${row.sellable} on sale: it cannot ${input.kind === "damaged" ? `set ${input.quantity} aside as damaged` : `give up ${-sellableChange}`}. Nothing was changed.`,
          );
        }
        if (sellableChange === 0 && damagedChange === 0) {
          throw new StockError("invalid_request", `This warehouse already has ${row.sellable} on sale: nothing to change.`);
        }
        await applyStockMovements(tx, [
          {
            variantId: input.variantId,
            warehouseId: input.warehouseId,
            reason: input.kind,
            sellableChange,
            damagedChange,
            staffId: actor.staff.id,
            note,
          },
        ]);
        await recordChange(tx, actor, {
          action: `stock.${input.kind}`,
          entityType: "variant",
          entityId: input.variantId,
          before: { warehouseId: input.warehouseId, sellable: row.sellable, damaged: row.damaged },
          after: {
            warehouseId: input.warehouseId,
            sellable: row.sellable + sellableChange,
            damaged: row.damaged + damagedChange,
            ...(input.kind === "correction" ? { mode: input.mode } : {}),
            note,
          },
        });
      });
      return variantView(input.variantId, 1);
    },
  };
}

const listRow = z.object({
  variant_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  variant_name: z.string(),
  sku: z.string(),
  sellable: z.number().int(),
  damaged: z.number().int(),
  in_sellable: z.number().int().nullable(),
  in_damaged: z.number().int().nullable(),
});

export type StockService = ReturnType<typeof createStockService>;
