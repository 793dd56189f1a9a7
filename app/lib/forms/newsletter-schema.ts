// The newsletter signup form (spec §5: "the email field is required and of email type"), checked
// in the browser before sending and again by the server's action: one set of rules and messages.
// zod/mini: the home page ships this to the browser, so only the checks used are loaded.
import * as z from "zod/mini";
import { msg } from "../../i18n/msg";
import { maxEmailLength } from "./email-length";

export const newsletterMessages = {
  required: msg("Email is required"),
  invalid: msg("Please enter a valid email address"),
  tooLong: msg(`Email must be at most ${maxEmailLength} characters`),
  /** Spec §8, success messages. */
  success: msg("Thank you for subscribing! Check your email for confirmation."),
} as const;

export const newsletterSchema = z.object({
  email: z.pipe(
    z.string({ error: newsletterMessages.required }).check(
      z.trim(),
      // abort: one clear message per problem, not "required" and "invalid" at once.
      z.minLength(1, { error: newsletterMessages.required, abort: true }),
      z.maxLength(maxEmailLength, { error: newsletterMessages.tooLong, abort: true }),
    ),
    z.email({ error: newsletterMessages.invalid }),
  ),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** The first problem with what was typed, or null when it can be sent. */
export function newsletterEmailError(value: unknown): string | null {
  const parsed = newsletterSchema.safeParse({ email: value });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? newsletterMessages.invalid);
}

/** What the signup action answers: the browser shows `message` or `error` as is. */
export type NewsletterResult =
  | { ok: true; message: string }
  | { ok: false; error: string; /** What was typed, so a page rendered without JavaScript keeps it. */ email: string };
