// GST credit note numbers (CGST Act section 34, CGST Rules rule 53: a consecutive serial number of
// at most 16 characters, unique within a financial year, like the invoice's): "CN/26-27/000042",
// the financial year (April to March, India time) of the refund's date, then the
// credit_note_number_sequence. One per refund of an invoiced order; a rolled-back refund leaves a
// gap, which the GSTR-1 documents summary reports, as for invoices.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { queryRows } from "./catalog-sql";

export const creditNoteNumberPattern = /^CN\/\d{2}-\d{2}\/\d{6,}$/;

const numberRow = z.object({ credit_note_number: z.string().regex(creditNoteNumberPattern) });

/** The next credit note number, dated now (the database's clock, in India). */
export async function nextCreditNoteNumber(tx: Database): Promise<string> {
  const [row] = await queryRows(
    tx,
    sql`select 'CN/'
          || to_char((now() at time zone 'Asia/Kolkata') - interval '3 months', 'YY') || '-'
          || to_char((now() at time zone 'Asia/Kolkata') + interval '9 months', 'YY') || '/'
          || lpad(nextval('credit_note_number_sequence')::text, 6, '0') as credit_note_number`,
  );
  return numberRow.parse(row).credit_note_number;
}
