// No-cost EMI as shoppers read it: "No-cost EMI from ₹ 2,083/month" on product pages and
// in the cart, opening to each bank's plans with the interest we waive shown in full. A native
// <details> disclosure, so it opens with no script; those two pages receive it drawn by the server
// (emi-offer-html.server.tsx). Every figure comes from app/lib/emi.ts, applied to a total the
// server priced. Checkout's payment step shows the same tables.
import { emiMinimumRupees, emiPlansByBank, lowestMonthlyAmount } from "~/lib/emi";
import { useT, type Translate } from "~/i18n/use-t";
import { formatRupees } from "~/lib/money";
import { Rupees, withUnbrokenPrices } from "~/ui/rupees";

/** "14% a year", or "14–15% a year" when the rate depends on the tenure. */
function rateText(rates: readonly number[], t: Translate): string {
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  return low === high ? t("{rate}% a year", { rate: low }) : t("{low}–{high}% a year", { low, high });
}

/** Every bank's plans for a total, one table per bank; nothing below the minimum. */
export function EmiPlanTables({ total }: { total: number }) {
  const t = useT();
  const byBank = emiPlansByBank(total);
  if (byBank.length === 0) return null;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-800">
        {withUnbrokenPrices(
          t(
            "Pay in 3, 6, 9 or 12 monthly instalments with a credit card of these banks. The bank charges interest on what it lends; we take that interest off the price upfront, so your instalments add up to {amount} and you pay nothing extra.",
            { amount: formatRupees(total) },
          ),
        )}
      </p>
      {byBank.map(({ bank, plans }) => (
        <table key={bank.id} className="w-full text-left text-sm tabular-nums">
          <caption className="pb-1 text-left font-semibold text-ink">
            {bank.name} <span className="font-normal text-stone-700">· {t("interest {rate}", { rate: rateText(plans.map((plan) => plan.annualRatePercent), t) })}</span>
          </caption>
          <thead>
            <tr className="border-b border-stone-300 text-xs text-stone-700">
              <th scope="col" className="py-1 pr-2 font-medium">
                {t("Months")}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t("Per month")}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t("Interest waived")}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t("You pay")}
              </th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <tr key={plan.months} className="border-b border-stone-200 last:border-0">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {plan.months}
                </th>
                <td className="py-1 pr-2"><Rupees amount={plan.monthlyAmount} /></td>
                <td className="py-1 pr-2 text-emerald-800"><Rupees amount={plan.interestWaived} /></td>
                <td className="py-1"><Rupees amount={plan.totalPayable} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <p className="text-xs text-stone-700">
        {withUnbrokenPrices(
          t(
            "Monthly amounts are rounded to the rupee; the last instalment is a few rupees more or less, so the instalments add up exactly. Choose a plan at checkout when you pay by credit card, on orders of {amount} or more.",
            { amount: formatRupees(emiMinimumRupees) },
          ),
        )}
      </p>
    </div>
  );
}

/** "No-cost EMI from ₹ 2,083/month", opening to the plans; nothing when the total is below the minimum. */
export function EmiOffer({ total }: { total: number }) {
  const t = useT();
  const lowest = lowestMonthlyAmount(total);
  if (lowest === null) return null;
  return (
    <details className="group rounded-xl border border-stone-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl px-4 py-2 text-[15px] text-ink [&::-webkit-details-marker]:hidden">
        <span>
          {t("No-cost EMI from")} <strong className="font-semibold">{withUnbrokenPrices(t("{amount}/month", { amount: formatRupees(lowest) }))}</strong>
        </span>
        <span className="text-sm font-semibold text-brand-800 underline-offset-2 group-hover:underline">
          <span className="group-open:hidden">{t("View plans")}</span>
          <span className="hidden group-open:inline">{t("Hide plans")}</span>
        </span>
      </summary>
      <div className="border-t border-stone-200 px-4 pt-3 pb-4">
        <EmiPlanTables total={total} />
      </div>
    </details>
  );
}
