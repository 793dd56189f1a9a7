import { useT, type Translate } from "~/i18n/use-t";
import { defaultMaxQuantity, stockLabel, stockWords } from "~/lib/stock-label";

/**
 * How many are left, when the server's label (spec §4, in English) is the low-stock one: read by
 * the same rule that wrote it, so a change of wording there cannot go unnoticed here.
 */
export function lowStockCount(label: string): number | null {
  for (let count = 1; count <= defaultMaxQuantity; count++) if (stockLabel(count) === label) return count;
  return null;
}

/** The server's stock label in the page's language; a label it does not know is shown as sent. */
export function stockText(label: string, t: Translate): string {
  if (label === stockWords.inStock) return t("In Stock");
  if (label === stockWords.outOfStock) return t("Out of Stock");
  const count = lowStockCount(label);
  return count === null ? label : t("Only {count} left in stock", { count });
}

/** The variant's stock label of spec §4, coloured by how urgent it is. */
export function StockStatus({ label, inStock }: { label: string; inStock: boolean }) {
  const t = useT();
  const low = lowStockCount(label) !== null;
  const tone = !inStock ? "text-red-700" : low ? "text-amber-800" : "text-green-800";
  const dot = !inStock ? "bg-red-600" : low ? "bg-amber-500" : "bg-green-600";
  return (
    <p className={`flex items-center gap-2 text-sm font-medium ${tone}`}>
      <span aria-hidden="true" className={`size-2.5 rounded-full ${dot}`} />
      {stockText(label, t)}
    </p>
  );
}
