// Staff hiding a review: the reason is required (its author sees it). One rule for the
// /admin/reviews page, the JSON API and the review moderation service. zod/mini, as the other forms.
import * as z from "zod/mini";
import { isStorableText, unstorableTextMessage } from "../storable-text";

export const reviewModerationLimits = { reason: { min: 3, max: 300 }, query: { max: 100 } } as const;

export const reviewModerationMessages = {
  reasonRequired: "Say why the review is hidden; its author will see it",
  reasonLength: `The reason must be ${reviewModerationLimits.reason.min} to ${reviewModerationLimits.reason.max} characters`,
  reasonUnstorable: `The reason ${unstorableTextMessage}`,
} as const;

export const hideReviewSchema = z.object({
  reason: z.string({ error: reviewModerationMessages.reasonRequired }).check(
    z.trim(),
    z.minLength(1, { error: reviewModerationMessages.reasonRequired, abort: true }),
    z.minLength(reviewModerationLimits.reason.min, { error: reviewModerationMessages.reasonLength, abort: true }),
    z.maxLength(reviewModerationLimits.reason.max, { error: reviewModerationMessages.reasonLength, abort: true }),
    z.refine(isStorableText, { error: reviewModerationMessages.reasonUnstorable }),
  ),
});
export type HideReviewInput = z.output<typeof hideReviewSchema>;
