import { useLocation, useNavigation } from "react-router";
import { languageTags, type Language } from "~/i18n/language";
import { Link } from "~/i18n/localized-link";
import { useLanguage, useT } from "~/i18n/use-t";
import type { ReviewView } from "~/lib/contracts/catalog";
import { reviewsPageSize } from "./product-rules";
import { RatingStars } from "./rating-stars";

// Fixed to India's time zone so the server and the browser print the same date.
const reviewDates = new Map<Language, Intl.DateTimeFormat>();

export function formatReviewDate(iso: string, language: Language = "en"): string {
  let format = reviewDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTags[language], { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
    reviewDates.set(language, format);
  }
  return format.format(new Date(iso));
}

export interface ReviewsListProps {
  items: readonly ReviewView[];
  total: number;
}

/** Newest first, five at a time. Comments are shown as text, never as HTML. */
export function ReviewsList({ items, total }: ReviewsListProps) {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const navigation = useNavigation();
  if (total === 0) {
    return <p className="text-stone-700">{t("No reviews yet. Bought this piece? Tell other shoppers what you think.")}</p>;
  }
  const more = new URLSearchParams(location.search);
  more.set("reviews", String(items.length + reviewsPageSize));
  const loadingMore =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    new URLSearchParams(navigation.location.search).get("reviews") === more.get("reviews");
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">
        {t("{total, plural, one {Showing {shown} of # review} other {Showing {shown} of # reviews}}", { shown: items.length, total })}
      </p>
      <ol className="divide-y divide-stone-200 border-y border-stone-200">
        {items.map((review) => (
          <li key={review.id} className="py-4">
            <article aria-label={t("Review by {name}", { name: review.user })} className="flex flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <p translate="no" className="font-medium text-ink">{review.user}</p>
                {review.verified ? (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900">{t("Verified buyer")}</span>
                ) : null}
                <RatingStars rating={review.rating} />
                <time dateTime={review.date} className="text-sm text-stone-600">
                  {formatReviewDate(review.date, language)}
                </time>
              </div>
              <p className="whitespace-pre-line text-stone-800">{review.comment}</p>
            </article>
          </li>
        ))}
      </ol>
      {items.length < total ? (
        <Link
          to={{ search: `?${more.toString()}` }}
          replace
          preventScrollReset
          aria-disabled={loadingMore || undefined}
          className="self-start rounded-md border border-stone-300 px-4 py-2.5 text-sm font-medium text-ink hover:border-brand-500 hover:text-brand-800"
        >
          {loadingMore ? t("Loading more reviews…") : t("Show more reviews")}
        </Link>
      ) : null}
    </div>
  );
}
