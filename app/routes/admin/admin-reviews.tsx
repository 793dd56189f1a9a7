import { Form, Link, useNavigation } from "react-router";
import { adminAttempt, adminFormInvalid, type AdminActionData } from "~/features/admin/admin-action.server";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { DeskAnswer, FieldError, fieldClass, labelClass, linkClass, Pager, primaryButton, secondaryButton } from "~/features/admin/orders/order-desk-ui";
import { reviewFiltersOf, reviewListHref } from "~/features/admin/reviews/review-filters";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { readAuthFields } from "~/features/auth/auth-action.server";
import type { AdminReviewView } from "~/lib/contracts/admin-reviews";
import { formatDateTime } from "~/lib/format-date";
import { hideReviewSchema, reviewModerationLimits } from "~/lib/forms/review-moderation-schema";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-reviews";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Reviews | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "reviews.manage");
  const { filters, page } = reviewFiltersOf(new URL(request.url));
  const list = await context.services.reviewModeration.list(actor, filters, page);
  return { list, filters };
}

function reviewIdOf(typed: string | undefined): number | null {
  if (!typed || !/^\d{1,10}$/.test(typed)) return null;
  const id = Number(typed);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaffPermission(request, context, "reviews.manage");
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const fields = read.fields;
  const intent = fields.intent ?? "";
  const id = reviewIdOf(fields.id);
  const values = { id: fields.id ?? "", reason: (fields.reason ?? "").slice(0, reviewModerationLimits.reason.max + 20) };
  if (id === null || (intent !== "hide" && intent !== "show")) {
    return adminFormInvalid(intent, [{ path: ["form"], message: "That review is not known. Reload the page." }], values);
  }
  if (intent === "show") {
    return adminAttempt(intent, context, values, async () => {
      await context.services.reviewModeration.show(actor, id);
      return `Review ${id} is shown again and counts in the product's rating.`;
    });
  }
  const parsed = hideReviewSchema.safeParse({ reason: fields.reason ?? "" });
  if (!parsed.success) return adminFormInvalid(intent, parsed.error.issues, values);
  return adminAttempt(intent, context, values, async () => {
    await context.services.reviewModeration.hide(actor, id, parsed.data);
    return `Review ${id} is hidden: it is off the product page and out of its rating. Its author sees why.`;
  });
}

const stars = (rating: number) => `${"★".repeat(rating)}${"☆".repeat(5 - rating)}`;

function ReviewRow({ review, answer }: { review: AdminReviewView; answer: AdminActionData | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(review.id);
  const mine = answer?.values?.id === String(review.id) ? answer : undefined;
  const reasonError = mine?.intent === "hide" ? mine.fieldErrors?.reason : undefined;
  const reasonId = `review-${review.id}-reason`;
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_16rem] gap-4 border-b border-stone-100 bg-white px-4 py-3 text-sm">
      <article aria-labelledby={`review-${review.id}-heading`}>
        <h2 id={`review-${review.id}-heading`} className="font-medium">
          Review {review.id} of{" "}
          <Link to={`/product/${review.productId}`} className={linkClass}>
            {review.productName}
          </Link>
        </h2>
        <p className="mt-1 text-stone-700">
          <span aria-label={`${review.rating} out of 5 stars`} className="text-amber-700">
            {stars(review.rating)}
          </span>{" "}
          by {review.authorName}
          {review.verifiedBuyer ? <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900">Verified buyer</span> : null} ·{" "}
          <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time> ·{" "}
          <Link to={reviewListHref({ productId: review.productId })} className={linkClass}>
            Only this product
          </Link>
        </p>
        <p className="mt-2 whitespace-pre-line text-stone-900">{review.comment}</p>
        {review.state === "hidden" ? (
          <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-950">
            <strong>Hidden</strong>
            {review.hiddenBy ? ` by ${review.hiddenBy}` : ""}
            {review.hiddenAt ? ` on ${formatDateTime(review.hiddenAt)}` : ""}: {review.hiddenReason}
          </p>
        ) : null}
      </article>
      <div className="space-y-2">
        {mine?.formError ? <DeskAnswer answer={{ formError: mine.formError }} /> : null}
        {review.state === "shown" ? (
          <Form method="post" noValidate className="space-y-2">
            <input type="hidden" name="intent" value="hide" />
            <input type="hidden" name="id" value={review.id} />
            <label htmlFor={reasonId} className={labelClass}>
              Why hide it <span className="font-normal text-stone-600">(its author sees this)</span>
            </label>
            <input
              id={reasonId}
              name="reason"
              required
              maxLength={reviewModerationLimits.reason.max}
              defaultValue={reasonError ? mine?.values?.reason : ""}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
              className={fieldClass}
            />
            <FieldError id={`${reasonId}-error`} message={reasonError} />
            <button type="submit" className={secondaryButton} aria-label={`Hide review ${review.id}`} aria-disabled={busy || undefined}>
              Hide review
            </button>
          </Form>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="show" />
            <input type="hidden" name="id" value={review.id} />
            <button type="submit" className={secondaryButton} aria-label={`Show review ${review.id} again`} aria-disabled={busy || undefined}>
              Show again
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { list, filters } = loaderData;
  const answer: AdminActionData | undefined = actionData ?? undefined;
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const productName = filters.productId !== undefined ? list.reviews[0]?.productName : undefined;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">Reviews</h1>
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-3">
        <div>
          <label htmlFor="reviews-state" className={labelClass}>
            State
          </label>
          <select id="reviews-state" name="state" defaultValue={filters.state ?? ""} className={fieldClass}>
            <option value="">All</option>
            <option value="shown">Shown</option>
            <option value="hidden">Hidden</option>
          </select>
        </div>
        <div>
          <label htmlFor="reviews-rating" className={labelClass}>
            Rating
          </label>
          <select id="reviews-rating" name="rating" defaultValue={filters.rating === undefined ? "" : String(filters.rating)} className={fieldClass}>
            <option value="">Any</option>
            {[5, 4, 3, 2, 1].map((rating) => (
              <option key={rating} value={rating}>
                {rating} {rating === 1 ? "star" : "stars"}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-56 flex-1">
          <label htmlFor="reviews-query" className={labelClass}>
            Words in the review or the author's name
          </label>
          <input id="reviews-query" name="q" type="search" defaultValue={filters.query ?? ""} maxLength={reviewModerationLimits.query.max} className={fieldClass} />
        </div>
        {filters.productId !== undefined ? <input type="hidden" name="productId" value={filters.productId} /> : null}
        <button type="submit" className={primaryButton}>
          Filter
        </button>
        <Link to="/admin/reviews" className={linkClass}>
          Clear filters
        </Link>
      </Form>
      {filters.productId !== undefined ? (
        <p className="text-sm">
          Only reviews of {productName ?? `product ${filters.productId}`}.{" "}
          <Link to={reviewListHref({ ...filters, productId: undefined })} className={linkClass}>
            All products
          </Link>
        </p>
      ) : null}
      {/* Done, or refused about a review no longer listed here: said above the list. */}
      {answer?.ok || (answer?.formError && !list.reviews.some((review) => answer.values?.id === String(review.id))) ? (
        <DeskAnswer answer={answer} />
      ) : null}
      {answer?.fieldErrors?.form ? <DeskAnswer answer={{ formError: answer.fieldErrors.form }} /> : null}
      <p className="text-sm text-stone-700" role="status">
        {list.total === 1 ? "1 review" : `${list.total.toLocaleString("en-IN")} reviews`}
      </p>
      {list.reviews.length > 0 ? (
        <ul className="overflow-hidden rounded-lg border border-stone-200">
          {list.reviews.map((review) => (
            <ReviewRow key={review.id} review={review} answer={answer} />
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-stone-200 bg-white px-4 py-6 text-stone-700">No reviews match.</p>
      )}
      <Pager label="Pages of reviews" page={list.page} pageCount={pageCount} hrefFor={(page) => reviewListHref(filters, page)} />
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
