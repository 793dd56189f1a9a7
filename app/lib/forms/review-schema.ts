// The Write Review dialog (spec §2 Orders: a 1–5 star rating and a free-text review), checked in
// the browser and again by the server before the review is stored.
import * as z from "zod/mini";
import { msg } from "../../i18n/msg";

export const maxReviewLength = 2000;

export const reviewMessages = {
  ratingRequired: msg("Please choose a rating from 1 to 5 stars"),
  commentRequired: msg("Please write a few words about the product"),
  commentTooLong: msg(`Your review must be at most ${maxReviewLength} characters`),
} as const;

export const reviewSchema = z.object({
  rating: z.string({ error: reviewMessages.ratingRequired }).check(
    z.trim(),
    z.regex(/^[1-5]$/, { error: reviewMessages.ratingRequired }),
  ),
  comment: z.string({ error: reviewMessages.commentRequired }).check(
    z.trim(),
    z.minLength(1, { error: reviewMessages.commentRequired, abort: true }),
    z.maxLength(maxReviewLength, { error: reviewMessages.commentTooLong, abort: true }),
  ),
});

export type ReviewInput = z.output<typeof reviewSchema>;
