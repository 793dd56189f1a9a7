// GST on an order, for its tax invoice (docs/decisions/008-gst-tax-invoice.md). Prices in
// the store are GST-inclusive whole rupees, so the tax is backed out of what the shopper paid, line
// by line, in paise: every line's taxable value plus its tax is exactly what that line cost, and
// the invoice's totals add up to the order's total to the paisa. Pure rules, no I/O.

/** What is sold under which HSN heading, and the GST rate in force for it (percent). */
export interface GstClass {
  hsn: string;
  ratePercent: number;
  description: string;
}

/**
 * Furniture (heading 9403) and mattresses (9404) are both taxed at 18%: since 15 November 2017
 * (28% before), and unchanged by the rate rationalisation in force from 22 September 2025, which
 * lowered only bamboo, cane and rattan furniture (not sold here) to 5%. See decision 008.
 */
export const furnitureGst: GstClass = { hsn: "9403", ratePercent: 18, description: "Furniture" };
export const mattressGst: GstClass = { hsn: "9404", ratePercent: 18, description: "Mattresses" };

/** Subcategory slugs (server/catalog/taxonomy.ts) of things that are not furniture for GST. */
const gstClassByCategory: Readonly<Record<string, GstClass>> = Object.freeze({ mattresses: mattressGst });

/**
 * The HSN heading and rate of a product: its own when staff set them (both together), else its
 * (sub)category's.
 */
export function gstClassOf(categorySlug: string, own: { hsnCode: string | null; gstRatePercent: number | null } = { hsnCode: null, gstRatePercent: null }): GstClass {
  const byCategory = gstClassByCategory[categorySlug] ?? furnitureGst;
  if (own.hsnCode === null || own.gstRatePercent === null) return byCategory;
  return { hsn: own.hsnCode, ratePercent: own.gstRatePercent, description: byCategory.description };
}

/** One line of the order as the shopper bought it: GST-inclusive whole rupees. */
export interface GstLineInput {
  hsn: string;
  ratePercent: number;
  quantity: number;
  unitPrice: number;
}

export interface GstOrderInput {
  lines: readonly GstLineInput[];
  /** The coupon's discount off the goods, in rupees (GST-inclusive, like the prices). */
  discount: number;
  /** Delivery charged, in rupees, GST-inclusive. */
  shippingFee: number;
  /** The order's total; the breakdown must come to exactly this. */
  total: number;
  /** Where the goods are supplied from and to (letter state codes): same state is intra-state. */
  sellerState: string;
  placeOfSupply: string;
}

/** Money on one row of the invoice, in paise. */
export interface TaxedAmount {
  /** What the goods cost before the discount, tax included. */
  gross: number;
  /** The share of the order's discount this row takes, tax included. */
  discount: number;
  /** Value the tax is charged on: gross − discount − tax. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** taxable + cgst + sgst + igst = gross − discount. */
  total: number;
}

export interface TaxedLine extends TaxedAmount {
  hsn: string;
  ratePercent: number;
}

export interface GstBreakdown {
  /** IGST when the goods leave the seller's state; CGST + SGST when they stay in it. */
  interState: boolean;
  /** One per order line, in the order given. */
  lines: TaxedLine[];
  /** Delivery, taxed as part of the supply of the goods; null when delivery was free. */
  shipping: TaxedLine | null;
  totals: TaxedAmount;
  /** The HSN-wise summary: one row per HSN heading and rate, in order of first appearance. */
  byHsn: TaxedLine[];
}

/** Splits `amount` (paise) over `weights` in proportion, to whole paise (largest remainder first). */
export function allocate(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`cannot allocate ${amount}`);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0) return weights.map(() => 0);
  if (total <= 0) throw new RangeError("cannot allocate over nothing");
  // BigInt: amount × weight can pass 2^53 for large orders.
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const shares = exact.map((value) => Number(value / BigInt(total)));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  // The paise left over go to the largest remainders; on a tie, to the earlier line.
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % BigInt(total) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The tax inside a GST-inclusive amount (paise) at a rate: the taxable value is the amount divided
 * by (1 + rate), rounded half up to the paisa, and the tax is what is left, so the two always add
 * back up to the amount. Intra-state, the tax is halved into CGST and SGST; an odd paisa goes to SGST.
 */
export function backOutTax(inclusive: number, ratePercent: number, interState: boolean): Pick<TaxedAmount, "taxable" | "cgst" | "sgst" | "igst"> {
  if (!Number.isSafeInteger(inclusive) || inclusive < 0) throw new RangeError(`bad amount ${inclusive}`);
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) throw new RangeError(`bad GST rate ${ratePercent}`);
  const divisor = 100 + ratePercent;
  const taxable = Math.floor((inclusive * 200 + divisor) / (2 * divisor));
  const tax = inclusive - taxable;
  if (interState) return { taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { taxable, cgst, sgst: tax - cgst, igst: 0 };
}

function taxed(line: { hsn: string; ratePercent: number; gross: number; discount: number }, interState: boolean): TaxedLine {
  const net = line.gross - line.discount;
  return { ...line, ...backOutTax(net, line.ratePercent, interState), total: net };
}

function sum(rows: readonly TaxedAmount[]): TaxedAmount {
  const zero: TaxedAmount = { gross: 0, discount: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  return rows.reduce(
    (acc, row) => ({
      gross: acc.gross + row.gross,
      discount: acc.discount + row.discount,
      taxable: acc.taxable + row.taxable,
      cgst: acc.cgst + row.cgst,
      sgst: acc.sgst + row.sgst,
      igst: acc.igst + row.igst,
      total: acc.total + row.total,
    }),
    zero,
  );
}

/**
 * The GST in an order. The discount is spread over the lines in proportion to their value (it is
 * a discount on the goods, shown on the invoice, so it lowers their taxable value). Delivery is
 * part of one composite supply whose principal supply is the goods: it is taxed at the rate (and
 * shown under the HSN) of the line of the highest value.
 */
export function gstBreakdown(input: GstOrderInput): GstBreakdown {
  if (input.lines.length === 0) throw new RangeError("an invoice needs at least one line");
  const gross = input.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`bad quantity ${line.quantity}`);
    if (!Number.isSafeInteger(line.unitPrice) || line.unitPrice < 0) throw new RangeError(`bad price ${line.unitPrice}`);
    return line.unitPrice * line.quantity * 100;
  });
  const goods = gross.reduce((total, value) => total + value, 0);
  const discount = input.discount * 100;
  if (!Number.isSafeInteger(discount) || discount < 0 || discount > goods) throw new RangeError(`bad discount ${input.discount}`);
  if (!Number.isSafeInteger(input.shippingFee) || input.shippingFee < 0) throw new RangeError(`bad delivery fee ${input.shippingFee}`);
  if (goods - discount + input.shippingFee * 100 !== input.total * 100) {
    throw new RangeError(`the order's lines, discount and delivery do not add up to its total ${input.total}`);
  }

  const interState = input.sellerState !== input.placeOfSupply;
  const discounts = allocate(discount, gross);
  const lines = input.lines.map((line, index) =>
    taxed({ hsn: line.hsn, ratePercent: line.ratePercent, gross: gross[index] ?? 0, discount: discounts[index] ?? 0 }, interState),
  );
  let principal = lines[0];
  for (const line of lines) if (principal && line.total > principal.total) principal = line;
  const shipping =
    input.shippingFee > 0 && principal
      ? taxed({ hsn: principal.hsn, ratePercent: principal.ratePercent, gross: input.shippingFee * 100, discount: 0 }, interState)
      : null;

  const rows = shipping ? [...lines, shipping] : lines;
  const groups = new Map<string, TaxedLine[]>();
  for (const row of rows) {
    const key = `${row.hsn}@${row.ratePercent}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const byHsn = [...groups.values()].map((group) => ({ hsn: group[0]?.hsn ?? "", ratePercent: group[0]?.ratePercent ?? 0, ...sum(group) }));
  const totals = sum(rows);
  if (totals.total !== input.total * 100 || totals.taxable + totals.cgst + totals.sgst + totals.igst !== totals.total) {
    throw new Error("GST breakdown does not add up to the order's total");
  }
  return { interState, lines, shipping, totals, byHsn };
}
