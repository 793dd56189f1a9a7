import { useT } from "~/i18n/use-t";
import { formatRupees } from "~/lib/money";
import { Rupees, withUnbrokenPrices } from "~/ui/rupees";
import type { OrderTotals } from "~/lib/order-totals";
import { freeShippingThreshold } from "~/lib/shipping";
import { itemCountText } from "./cart-paths";

export interface OrderSummaryProps {
  /** The server's numbers; the browser never adds them up itself. */
  totals: OrderTotals;
  itemCount: number;
  couponCode: string | null;
  /** Smaller type for the cart drawer. */
  compact?: boolean;
}

/**
 * Subtotal, discount (only when positive, as a negative amount), shipping ("Free" when 0) and
 * total (spec §2, §9). A description list, so each amount is read with its label.
 */
export function OrderSummary({ totals, itemCount, couponCode, compact = false }: OrderSummaryProps) {
  const t = useT();
  const row = `flex items-baseline justify-between gap-4 ${compact ? "text-sm" : "text-[15px]"}`;
  return (
    <div>
      <dl className={compact ? "space-y-1.5" : "space-y-3"}>
        <div className={row}>
          <dt className="text-stone-700">
            {t("Subtotal")} <span className="text-stone-600">({itemCountText(itemCount, t)})</span>
          </dt>
          <dd className="font-medium tabular-nums"><Rupees amount={totals.subtotal} /></dd>
        </div>
        {totals.discount > 0 ? (
          <div className={row}>
            <dt className="text-stone-700">{couponCode ? t("Discount ({code})", { code: couponCode }) : t("Discount")}</dt>
            <dd className="font-medium text-emerald-800 tabular-nums"><Rupees amount={-totals.discount} /></dd>
          </div>
        ) : null}
        <div className={row}>
          <dt className="text-stone-700">{t("Shipping")}</dt>
          <dd className={`font-medium tabular-nums ${totals.shipping === 0 ? "text-emerald-800" : ""}`}>
            {totals.shipping === 0 ? t("Free") : <Rupees amount={totals.shipping} />}
          </dd>
        </div>
        <div
          className={`flex items-baseline justify-between gap-4 border-t border-stone-200 ${compact ? "pt-2 text-base" : "pt-4 text-lg"}`}
        >
          <dt className="font-semibold">{t("Total")}</dt>
          <dd className="font-semibold tabular-nums"><Rupees amount={totals.total} /></dd>
        </div>
      </dl>
      {totals.shipping > 0 ? (
        <p className={`text-stone-600 ${compact ? "mt-1.5 text-xs" : "mt-3 text-sm"}`}>
          {withUnbrokenPrices(t("Free delivery on orders above {amount}.", { amount: formatRupees(freeShippingThreshold) }))}
        </p>
      ) : null}
    </div>
  );
}
