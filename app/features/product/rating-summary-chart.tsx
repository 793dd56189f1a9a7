import { useT } from "~/i18n/use-t";
import type { RatingSummary } from "~/lib/contracts/catalog";
import { distributionRows } from "./product-rules";
import { RatingStars } from "./rating-stars";

/**
 * Average and the 1–5 star distribution. The bars are decoration; each row is also one sentence
 * for screen readers ("5 stars: 62%"), so the chart reads as well as it looks.
 */
export function RatingSummaryChart({ summary }: { summary: RatingSummary }) {
  const t = useT();
  const rows = distributionRows(summary);
  return (
    <div className="grid gap-6 rounded-xl bg-sand p-5 sm:grid-cols-[12rem_1fr] sm:items-center">
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-semibold tabular-nums text-ink">
          {summary.average.toFixed(1)}
          <span className="text-base font-normal text-stone-600"> {t("out of 5")}</span>
        </p>
        <RatingStars rating={summary.average} size={20} />
        <p className="text-sm text-stone-600">
          {t("Based on {count, plural, one {# review} other {# reviews}}", { count: summary.count })}
        </p>
      </div>
      <ul aria-label={t("Rating distribution")} className="flex flex-col gap-2">
        {rows.map((row) => (
          <li key={row.stars} className="grid grid-cols-[3.5rem_1fr_3rem] items-center gap-3 text-sm">
            <span className="sr-only">
              {t("{stars, plural, one {# star} other {# stars}}: {percent}%", { stars: row.stars, percent: row.percent })}
            </span>
            <span aria-hidden="true" className="text-stone-700">
              {t("{stars, plural, one {# star} other {# stars}}", { stars: row.stars })}
            </span>
            <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-stone-200">
              <span className="block h-full rounded-full bg-amber-600" style={{ width: `${row.percent}%` }} />
            </span>
            <span aria-hidden="true" className="text-right tabular-nums text-stone-700">
              {row.percent}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
