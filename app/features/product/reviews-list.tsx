import { Link, useLocation, useNavigation } from "react-router";
import type { ReviewView } from "~/lib/contracts/catalog";
import { reviewsPageSize } from "./product-rules";
import { RatingStars } from "./rating-stars";

// Fixed to India's time zone so the server and the browser print the same date.
const reviewDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function formatReviewDate(iso: string): string {
  return reviewDate.format(new Date(iso));
}

export interface ReviewsListProps {
  items: readonly ReviewView[];
  total: number;
}

/** Newest first, five at a time. Comments are shown as text, never as HTML. */
export function ReviewsList({ items, total }: ReviewsListProps) {
  const location = useLocation();
  const navigation = useNavigation();
  if (total === 0) {
    return <p className="text-stone-700">No reviews yet. Bought this piece? Tell other shoppers what you think.</p>;
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
        Showing {items.length} of {total} {total === 1 ? "review" : "reviews"}
      </p>
      <ol className="divide-y divide-stone-200 border-y border-stone-200">
        {items.map((review) => (
          <li key={review.id} className="py-4">
            <article aria-label={`Review by ${review.user}`} className="flex flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <p className="font-medium text-ink">{review.user}</p>
                {review.verified ? (
                  <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900">Verified buyer</span>
                ) : null}
                <RatingStars rating={review.rating} />
                <time dateTime={review.date} className="text-sm text-stone-600">
                  {formatReviewDate(review.date)}
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
          {loadingMore ? "Loading more reviews…" : "Show more reviews"}
        </Link>
      ) : null}
    </div>
  );
}
