// An order's GST tax invoice as data: the order, its invoice number and the facts only the invoice
// needs (buyer's GSTIN, each line's HSN heading, the EMI plan), with the tax worked out by gst.ts.
// The layout (invoice-layout.ts) only draws what this says, in the language the order was placed in.
import type { Language } from "../../app/i18n/language";
import type { OrderView } from "../../app/lib/contracts/orders";
import { rupeesInWords } from "./amount-in-words";
import { gstBreakdown, type GstBreakdown, type GstClass, type TaxedLine } from "./gst";
import type { InvoiceSeller } from "./invoice-seller";

/** A no-cost EMI plan chosen at checkout (orders.emi_*), amounts in rupees. */
export interface InvoiceEmiPlan {
  bank: string;
  months: number;
  monthlyAmount: number;
  interestWaived: number;
}

/** What the invoice needs beyond the order's view, read from the order's row and its products. */
export interface InvoiceFacts {
  invoiceNumber: string;
  buyerGstin: string | null;
  /** The HSN heading and rate of each order line, in the order's line order. */
  lineClasses: readonly GstClass[];
  emi: InvoiceEmiPlan | null;
  /** The order's language (orders.language): the invoice's labels and amount in words are in it. */
  language: Language;
}

export interface TaxInvoiceLine {
  item: OrderView["items"][number];
  description: string;
  taxed: TaxedLine;
}

export interface TaxInvoice {
  seller: InvoiceSeller;
  number: string;
  /** The invoice's date: the order's, as the number is given when the order is placed. */
  issuedAt: string;
  order: OrderView;
  buyerGstin: string | null;
  /** Where the goods are delivered (GST's place of supply): the shipping address's state. */
  placeOfSupply: string;
  lines: TaxInvoiceLine[];
  gst: GstBreakdown;
  totalInWords: string;
  emi: InvoiceEmiPlan | null;
  language: Language;
}

export function taxInvoiceOf(order: OrderView, facts: InvoiceFacts, seller: InvoiceSeller): TaxInvoice {
  if (facts.lineClasses.length !== order.items.length) {
    throw new Error(`order ${order.number} has ${order.items.length} lines but ${facts.lineClasses.length} GST classes`);
  }
  const classes = facts.lineClasses;
  const gst = gstBreakdown({
    lines: order.items.map((item, index) => ({
      hsn: classes[index]?.hsn ?? "",
      ratePercent: classes[index]?.ratePercent ?? 0,
      quantity: item.quantity,
      unitPrice: item.price,
    })),
    discount: order.discount,
    shippingFee: order.shippingFee,
    total: order.total,
    sellerState: seller.stateCode,
    placeOfSupply: order.shipping.state,
  });
  return {
    seller,
    number: facts.invoiceNumber,
    issuedAt: order.placedAt,
    order,
    buyerGstin: facts.buyerGstin,
    placeOfSupply: order.shipping.state,
    lines: order.items.map((item, index) => {
      const taxed = gst.lines[index];
      if (!taxed) throw new Error(`no GST for line ${index} of order ${order.number}`);
      return { item, description: `${item.name} (${item.variantType}: ${item.variantName})`, taxed };
    }),
    gst,
    totalInWords: rupeesInWords(gst.totals.total, facts.language),
    emi: facts.emi,
    language: facts.language,
  };
}
