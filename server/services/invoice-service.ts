// GST tax invoices of orders: the order as its shopper sees it, plus what only the
// invoice needs, read from the order's row (invoice number, buyer's GSTIN, EMI plan, the language
// it was placed in, which the invoice is written in) and from its
// products (HSN heading and rate of each line: the product's own when set, else its category's). Only the shopper who placed an order
// gets its invoice, and staff who may read orders.
import { and, asc, eq, type SQL } from "drizzle-orm";
import { languageOrDefault } from "../../app/i18n/language";
import type { InvoiceFile, OrderView } from "../../app/lib/contracts/orders";
import type { StaffActor } from "../../app/lib/contracts/staff";
import type { Database } from "../db/client";
import { categories, orderLines, orders, products } from "../db/schema";
import { gstClassOf } from "../invoices/gst";
import { invoiceSeller, type InvoiceSeller } from "../invoices/invoice-seller";
import { invoiceFileName, taxInvoicePdf } from "../invoices/order-invoice";
import { taxInvoiceOf, type InvoiceEmiPlan, type TaxInvoice } from "../invoices/tax-invoice";
import { assignInvoiceNumber } from "./invoice-number";
import type { OrderService } from "./order-service";
import { readOrder } from "./order-views";
import { requirePermission } from "./require-permission";

export function createInvoiceService(db: Database, options: { orders: OrderService; seller?: InvoiceSeller }) {
  const seller = options.seller ?? invoiceSeller;
  const paidStatuses: ReadonlySet<string> = new Set(["authorized", "captured", "partially_refunded", "refunded"]);

  /** The tax invoice of `order`, whose row `which` names. */
  async function invoiceOf(order: OrderView, which: SQL | undefined): Promise<TaxInvoice | null> {
    const [row] = await db
      .select({
        id: orders.id,
        invoiceNumber: orders.invoiceNumber,
        buyerGstin: orders.buyerGstin,
        emiBank: orders.emiBank,
        emiMonths: orders.emiMonths,
        emiMonthlyAmount: orders.emiMonthlyAmount,
        emiInterestWaived: orders.emiInterestWaived,
        language: orders.language,
      })
      .from(orders)
      .where(which);
    if (!row) return null;
    // An order paid in the gateway's window is invoiced when its payment is taken: one that never
    // was (awaiting, expired, cancelled unpaid) is not a sale and has no invoice.
    if (row.invoiceNumber === null && order.payment.method !== "cod" && !paidStatuses.has(order.payment.status)) return null;
    // Orders placed before invoice numbers were given at checkout get theirs now, once.
    const invoiceNumber = row.invoiceNumber ?? (await assignInvoiceNumber(db, row.id));
    const lines = await db
      .select({ category: categories.slug, hsnCode: products.hsnCode, gstRatePercent: products.gstRatePercent })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.id));
    const emi: InvoiceEmiPlan | null =
      row.emiBank !== null && row.emiMonths !== null && row.emiMonthlyAmount !== null
        ? { bank: row.emiBank, months: row.emiMonths, monthlyAmount: row.emiMonthlyAmount, interestWaived: row.emiInterestWaived ?? 0 }
        : null;
    return taxInvoiceOf(
      order,
      {
        invoiceNumber,
        buyerGstin: row.buyerGstin,
        lineClasses: lines.map((line) => gstClassOf(line.category, line)),
        emi,
        language: languageOrDefault(row.language),
      },
      seller,
    );
  }

  /** The tax invoice of one of the shopper's orders; null for anyone else's or an unknown number. */
  async function forUser(userId: number, number: string): Promise<TaxInvoice | null> {
    const order = await options.orders.orderForOwner({ kind: "user", userId }, number);
    return order ? invoiceOf(order, and(eq(orders.number, number), eq(orders.userId, userId))) : null;
  }

  const fileOf = (invoice: TaxInvoice | null): InvoiceFile | null =>
    invoice ? { fileName: invoiceFileName(invoice.order.number), pdf: taxInvoicePdf(invoice) } : null;

  return {
    forUser,
    /** The same invoice as the PDF a shopper downloads, with its file name. */
    async pdfForUser(userId: number, number: string): Promise<InvoiceFile | null> {
      return fileOf(await forUser(userId, number));
    },
    /** Any order's invoice, for staff who may read orders (guests' orders included). */
    async pdfForStaff(actor: StaffActor, number: string): Promise<InvoiceFile | null> {
      requirePermission(actor, "orders.read");
      const order = await readOrder(db, number);
      return fileOf(order ? await invoiceOf(order, eq(orders.number, number)) : null);
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
