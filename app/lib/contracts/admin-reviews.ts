// Reviews as the back office moderates them: the list with its filters, one review, and how the
// review moderation service refuses.
import { Refusal, type RefusalStatus } from "./refusal";

export const reviewStates = ["shown", "hidden"] as const;
export type ReviewState = (typeof reviewStates)[number];

export interface AdminReviewView {
  id: number;
  productId: number;
  productName: string;
  authorName: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** Written about an order line: the author bought the piece here. */
  verifiedBuyer: boolean;
  state: ReviewState;
  hiddenAt: string | null;
  hiddenReason: string | null;
  /** The staff member who hid it, as named now; null when shown (or their account is gone). */
  hiddenBy: string | null;
}

export interface AdminReviewFilters {
  state?: ReviewState | undefined;
  rating?: number | undefined;
  productId?: number | undefined;
  /** Words of the comment or the author's name. */
  query?: string | undefined;
}

export interface AdminReviewPage {
  reviews: AdminReviewView[];
  total: number;
  page: number;
  pageSize: number;
}

export type ReviewAdminErrorCode = "not_found" | "not_allowed" | "invalid_request";

export const reviewAdminErrorStatus = {
  not_found: 404,
  /** Hiding a hidden review, or showing a shown one. */
  not_allowed: 409,
  invalid_request: 422,
} as const satisfies Record<ReviewAdminErrorCode, RefusalStatus>;

export class ReviewAdminError extends Refusal<ReviewAdminErrorCode> {
  constructor(code: ReviewAdminErrorCode, message: string) {
    super(reviewAdminErrorStatus, code, message);
    this.name = "ReviewAdminError";
  }
}

export const reviewAdminMessages = {
  notFound: "No review has that number.",
  alreadyHidden: "This review is already hidden.",
  alreadyShown: "This review is already shown.",
} as const;
