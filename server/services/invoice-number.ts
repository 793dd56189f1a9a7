// GST invoice numbers (CGST Rules, rule 46(b): a consecutive serial number of at most 16
// characters, unique within a financial year): "AAN/26-27/000042", the financial year (April to
// March, India time) of the order's date, then the invoice_number_sequence. The sequence never
// goes back, so a number is never given twice; an order whose transaction rolls back leaves a gap,
// which the GSTR-1 documents summary reports. Numbers are given when an order is placed
// (docs/decisions/008-gst-tax-invoice.md); orders placed before that get theirs at first invoice.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { queryRows } from "./catalog-sql";

export const invoiceNumberPattern = /^AAN\/\d{2}-\d{2}\/\d{6,}$/;

/** The next number of the series, for an `update orders` (it reads the order's created_at). */
export const nextInvoiceNumberSql = sql`'AAN/'
  || to_char((created_at at time zone 'Asia/Kolkata') - interval '3 months', 'YY') || '-'
  || to_char((created_at at time zone 'Asia/Kolkata') + interval '9 months', 'YY') || '/'
  || lpad(nextval('invoice_number_sequence')::text, 6, '0')`;

const numberRow = z.object({ invoice_number: z.string().regex(invoiceNumberPattern) });

/** The order's invoice number, given now if it has none; safe when two requests race for it. */
export async function assignInvoiceNumber(db: Database, orderId: number): Promise<string> {
  // Only a row still without a number takes one from the sequence; a racing request waits for the
  // row lock, then finds the number set and updates nothing.
  const assigned = await queryRows(
    db,
    sql`update orders set invoice_number = ${nextInvoiceNumberSql} where id = ${orderId} and invoice_number is null returning invoice_number`,
  );
  if (assigned[0]) return numberRow.parse(assigned[0]).invoice_number;
  const [existing] = await queryRows(db, sql`select invoice_number from orders where id = ${orderId}`);
  if (!existing) throw new Error(`order ${orderId} does not exist`);
  return numberRow.parse(existing).invoice_number;
}
