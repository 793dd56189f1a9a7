// GST tax invoices of orders: the order as its shopper sees it, plus what only the
// invoice needs, read from the order's row (invoice number, buyer's GSTIN, EMI plan) and from its
// products' categories (HSN heading and rate of each line). Only the shopper who placed an order
// gets its invoice.
import { and, asc, eq } from "drizzle-orm";
import type { InvoiceFile } from "../../app/lib/contracts/orders";
import type { Database } from "../db/client";
import { categories, orderLines, orders, products } from "../db/schema";
import { gstClassOf } from "../invoices/gst";
import { invoiceSeller, type InvoiceSeller } from "../invoices/invoice-seller";
import { invoiceFileName, taxInvoicePdf } from "../invoices/order-invoice";
import { taxInvoiceOf, type InvoiceEmiPlan, type TaxInvoice } from "../invoices/tax-invoice";
import { assignInvoiceNumber } from "./invoice-number";
import type { OrderService } from "./order-service";

export function createInvoiceService(db: Database, options: { orders: OrderService; seller?: InvoiceSeller }) {
  const seller = options.seller ?? invoiceSeller;

  /** The tax invoice of one of the shopper's orders; null for anyone else's or an unknown number. */
  async function forUser(userId: number, number: string): Promise<TaxInvoice | null> {
    const order = await options.orders.orderForOwner({ kind: "user", userId }, number);
    if (!order) return null;
    const [row] = await db
      .select({
        id: orders.id,
        invoiceNumber: orders.invoiceNumber,
        buyerGstin: orders.buyerGstin,
        emiBank: orders.emiBank,
        emiMonths: orders.emiMonths,
        emiMonthlyAmount: orders.emiMonthlyAmount,
        emiInterestWaived: orders.emiInterestWaived,
      })
      .from(orders)
      .where(and(eq(orders.number, number), eq(orders.userId, userId)));
    if (!row) return null;
    // Orders placed before invoice numbers were given at checkout get theirs now, once.
    const invoiceNumber = row.invoiceNumber ?? (await assignInvoiceNumber(db, row.id));
    const lines = await db
      .select({ category: categories.slug })
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
      { invoiceNumber, buyerGstin: row.buyerGstin, lineClasses: lines.map((line) => gstClassOf(line.category)), emi },
      seller,
    );
  }

  return {
    forUser,
    /** The same invoice as the PDF a shopper downloads, with its file name. */
    async pdfForUser(userId: number, number: string): Promise<InvoiceFile | null> {
      const invoice = await forUser(userId, number);
      return invoice ? { fileName: invoiceFileName(invoice.order.number), pdf: taxInvoicePdf(invoice) } : null;
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
