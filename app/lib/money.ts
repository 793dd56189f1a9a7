// One rupee formatter for the whole store (spec §9): "₹ " then the amount in Indian digit
// grouping, no decimals. Amounts are integer rupees; fractions are rounded half away from zero.

const indianGrouping = new Intl.NumberFormat("en-IN", {
  maximumFractionDigits: 0,
  roundingMode: "halfExpand",
});

export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format ${amount} as rupees`);
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
  // Intl would print "-0" for tiny negatives; a price of nothing is just ₹ 0.
  if (rounded === 0) return "₹ 0";
  const digits = indianGrouping.format(Math.abs(rounded));
  return rounded < 0 ? `-₹ ${digits}` : `₹ ${digits}`;
}

/** Spec §9: discount percent = (original - price) / original, rounded. */
export function discountPercent(price: number, originalPrice: number): number {
  if (originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
