// The review list's filters as its address carries them (a GET form, so a filtered list can be
// bookmarked or shared). Anything malformed is ignored rather than refused.
import { reviewStates, type AdminReviewFilters, type ReviewState } from "~/lib/contracts/admin-reviews";
import { reviewModerationLimits } from "~/lib/forms/review-moderation-schema";

const maxPage = 10_000;

function param(url: URL, name: string): string | undefined {
  return url.searchParams.get(name)?.trim().slice(0, reviewModerationLimits.query.max) || undefined;
}

function isReviewState(value: unknown): value is ReviewState {
  return typeof value === "string" && (reviewStates as readonly string[]).includes(value);
}

function wholeNumber(value: string | undefined, max: number): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

export function reviewFiltersOf(url: URL): { filters: AdminReviewFilters; page: number } {
  const state = param(url, "state");
  return {
    filters: {
      state: isReviewState(state) ? state : undefined,
      rating: wholeNumber(param(url, "rating"), 5),
      productId: wholeNumber(param(url, "productId"), 2_147_483_647),
      query: param(url, "q"),
    },
    page: wholeNumber(param(url, "page"), maxPage) ?? 1,
  };
}

/** The list's address with these filters (only those set). */
export function reviewListHref(filters: AdminReviewFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.state) params.set("state", filters.state);
  if (filters.rating !== undefined) params.set("rating", String(filters.rating));
  if (filters.productId !== undefined) params.set("productId", String(filters.productId));
  if (filters.query) params.set("q", filters.query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/reviews?${search}` : "/admin/reviews";
}
