// An order written in one statement (decision 041): one trip to the database, and atomic without
// a transaction of the store's. Its parts are common table expressions, each taking what it needs
// from the ones before, so they run in this order:
// 1. the cart's row is locked, if it is still the version the order was priced from;
// 2. the promo code's row is locked, if it still has a use left;
// 3. the stock rows are locked and the pieces found (stockTakingSteps);
// 4. only when all three hold: the order (with its invoice number, for cash on delivery), its
//    lines, the stock taken and its ledger, the coupon's use, the payment, the first timeline
//    event, the e-mail, and the emptied cart.
// A part that finds nothing to lock writes nothing, and the answer says which part it was.
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database } from "../db/client";
import { cartLines, carts, coupons, emailOutbox, orderLines, orders, orderTrackingEvents, payments } from "../db/schema";
import { couponUsableWhere } from "./coupon-rules";
import { nextInvoiceNumberSql } from "./invoice-number";
import { queryJson } from "./catalog-sql";
import { stockMovingStep, stockTakingSteps } from "./stock-service";

/** The order's own row, as the store chose it: the database adds its id and invoice number. */
export type OrderRowToWrite = Omit<typeof orders.$inferInsert, "id" | "invoiceNumber"> & { number: string; createdAt: Date };
/** One line, as bought: the order's id is the database's. */
export type OrderLineToWrite = Omit<typeof orderLines.$inferInsert, "id" | "orderId">;

export interface OrderToWrite {
  cart: { id: string; version: string };
  couponCode: string | null;
  order: OrderRowToWrite;
  lines: readonly OrderLineToWrite[];
  warehousesNearestFirst: readonly number[];
  payment: {
    method: string;
    status: string;
    amount: number;
    provider: string;
    gatewayOrderId: string | null;
    expiresAt: Date | null;
    upiId: string | null;
  };
  trackingMessage: string;
  /** Cash on delivery: the order is a sale now, so it takes its GST invoice number. */
  withInvoiceNumber: boolean;
  email: { kind: string; toAddress: string; subject: string; textBody: string; htmlBody: string } | null;
}

export type OrderWriteOutcome =
  | { kind: "written" }
  /** The cart changed (or was ordered) after it was priced. */
  | { kind: "cart_changed" }
  /** The promo code's uses are all taken, or it ended. */
  | { kind: "coupon_unavailable" }
  | { kind: "short"; shortages: { variantId: number; available: number }[] }
  /** Everything held, but the order's number or idempotency key was taken meanwhile. */
  | { kind: "not_inserted" };

const outcomeSchema = z.object({
  cart: z.boolean(),
  coupon: z.boolean(),
  short: z.array(z.object({ variantId: z.number().int(), available: z.number().int() })),
  written: z.boolean(),
});

/**
 * A row of `table` as `jsonb_populate_record` reads it: keyed by column names, with the list of
 * those columns, so the statement names exactly the ones the store set and the rest take their
 * defaults.
 */
function columnsOf(table: PgTable, row: object): { names: string[]; json: Record<string, unknown> } {
  const columns: Record<string, { name: string } | undefined> = getTableColumns(table);
  const names: string[] = [];
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    names.push(column.name);
    json[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return { names, json };
}

function identifiers(names: readonly string[], prefix?: string): SQL {
  return sql.join(
    names.map((name) => (prefix ? sql`${sql.identifier(prefix)}.${sql.identifier(name)}` : sql.identifier(name))),
    sql`, `,
  );
}

/** The names of an order's line columns, one list for every order (so the statement's text is the same). */
function lineColumns(lines: readonly OrderLineToWrite[]): string[] {
  const first = lines[0];
  if (!first) throw new Error("an order without lines reached the order's statement");
  return columnsOf(orderLines, first).names;
}

export async function writeOrder(db: Database, input: OrderToWrite): Promise<OrderWriteOutcome> {
  const order = columnsOf(orders, input.order);
  const lineNames = lineColumns(input.lines);
  const lines = input.lines.map((line) => columnsOf(orderLines, line).json);
  const wanted = JSON.stringify(input.lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })));
  const { payment, email } = input;
  const result = await queryJson(
    db,
    sql`
      with cart_held as materialized (
        select c.id from ${carts} c where c.id = ${input.cart.id}::uuid and c.updated_at = ${input.cart.version}::timestamptz
        for update
      ), coupon_held as materialized (
        select ${coupons.code} from ${coupons}
        where ${input.couponCode}::text is not null and exists (select 1 from cart_held) and ${couponUsableWhere(input.couponCode ?? "")}
        for update
      ), allowed as materialized (
        select exists (select 1 from cart_held) and (${input.couponCode}::text is null or exists (select 1 from coupon_held)) as yes
      ), wanted as (
        select * from jsonb_to_recordset(${wanted}::jsonb) as w(variant_id int, quantity int)
      ), ${stockTakingSteps({
        warehousesNearestFirst: input.warehousesNearestFirst,
        lockWhen: sql`(select yes from allowed)`,
      })}, placed as (
        insert into ${orders} (${identifiers(order.names)}, invoice_number)
        select ${identifiers(order.names, "r")}, case when ${input.withInvoiceNumber}::boolean then ${nextInvoiceNumberSql} end
        from jsonb_populate_record(null::orders, ${JSON.stringify(order.json)}::jsonb) r
        where (select yes from allowed) and not exists (select 1 from short)
        on conflict do nothing
        returning id
      ), lines as (
        insert into ${orderLines} (order_id, ${identifiers(lineNames)})
        select p.id, ${identifiers(lineNames, "l")}
        from placed p cross join jsonb_populate_recordset(null::order_lines, ${JSON.stringify(lines)}::jsonb) l
        returning id, variant_id
      ), ${stockMovingStep(sql`exists (select 1 from placed)`)}, logged as (
        insert into stock_movements (variant_id, warehouse_id, reason, sellable_change, order_id, order_line_id)
        select m.variant_id, m.warehouse_id, 'order', -m.quantity, p.id, l.id
        from moved m join lines l on l.variant_id = m.variant_id cross join placed p
      ), coupon_used as (
        update ${coupons} set uses = uses + 1
        where code in (select code from coupon_held) and exists (select 1 from placed)
      ), payment as (
        insert into ${payments} (order_id, method, status, amount, provider, gateway_order_id, expires_at, upi_id)
        select p.id, ${payment.method}, ${payment.status}, ${payment.amount}::int, ${payment.provider},
               ${payment.gatewayOrderId}::text, ${payment.expiresAt?.toISOString() ?? null}::timestamptz, ${payment.upiId}::text
        from placed p
      ), tracking as (
        insert into ${orderTrackingEvents} (order_id, status, message, created_at)
        select p.id, 'ordered', ${input.trackingMessage}, ${input.order.createdAt.toISOString()}::timestamptz from placed p
      ), emptied as (
        delete from ${cartLines} where cart_id in (select id from cart_held) and exists (select 1 from placed)
      ), cart as (
        update ${carts} set coupon_code = null, updated_at = now()
        where id in (select id from cart_held) and exists (select 1 from placed)
      ), mail as (
        insert into ${emailOutbox} (kind, order_id, to_address, subject, text_body, html_body)
        select ${email?.kind ?? ""}, p.id, ${email?.toAddress ?? ""}, ${email?.subject ?? ""}, ${email?.textBody ?? ""}, ${email?.htmlBody ?? ""}
        from placed p where ${email !== null}::boolean
      )
      select json_build_object(
        'cart', exists (select 1 from cart_held),
        'coupon', ${input.couponCode}::text is null or exists (select 1 from coupon_held),
        'short', coalesce((select json_agg(json_build_object('variantId', variant_id, 'available', available) order by variant_id) from shortfall), '[]'::json),
        'written', exists (select 1 from placed)
      ) as value`,
    outcomeSchema,
    // Every order runs it: planned once per session.
    { reuse: true },
  );
  if (!result.cart) return { kind: "cart_changed" };
  if (!result.coupon) return { kind: "coupon_unavailable" };
  if (result.short.length > 0) return { kind: "short", shortages: result.short };
  return result.written ? { kind: "written" } : { kind: "not_inserted" };
}
