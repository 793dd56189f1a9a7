import { useId } from "react";
import { useT } from "~/i18n/use-t";

const starPath =
  "M12 2.8l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 16.8l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 2.8z";

/** Five stars filled to the rating (fractions too), read by screen readers as one phrase. */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const t = useT();
  const clipId = useId();
  const filled = Math.min(5, Math.max(0, rating));
  const rounded = Math.round(filled * 10) / 10;
  const width = size * 5;
  return (
    <svg
      role="img"
      aria-label={t("Rated {rating} out of 5", { rating: rounded })}
      viewBox="0 0 120 24"
      width={width}
      height={size}
      className="shrink-0"
    >
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={(filled / 5) * 120} height="24" />
        </clipPath>
      </defs>
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={`empty-${index}`} d={starPath} transform={`translate(${index * 24} 0)`} fill="#d6d3d1" />
      ))}
      <g clipPath={`url(#${clipId})`}>
        {[0, 1, 2, 3, 4].map((index) => (
          <path key={`full-${index}`} d={starPath} transform={`translate(${index * 24} 0)`} fill="#b45309" />
        ))}
      </g>
    </svg>
  );
}
