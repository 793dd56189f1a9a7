// What the profile page's forms post to its action: a named intent per change, and what the
// action answers. Browser-safe: the page reads the answer, the action writes it.

export const profileIntents = [
  "address-save",
  "address-delete",
  "address-default",
  "card-delete",
  "card-default",
  "review",
  "order-cancel",
  "notifications",
  "password",
  "email",
  "details",
] as const;

export type ProfileIntent = (typeof profileIntents)[number];

export function isProfileIntent(value: unknown): value is ProfileIntent {
  return typeof value === "string" && (profileIntents as readonly string[]).includes(value);
}

export type ProfileActionData =
  | { ok: true; intent: ProfileIntent; message: string; target: number | null }
  | {
      ok: false;
      intent: ProfileIntent | null;
      /** A message about the whole form (not one field). */
      message: string | null;
      /** One message per field. */
      errors: Partial<Record<string, string>>;
      /** What was typed, to put back into the form (never passwords, card numbers or CVVs). */
      values: Partial<Record<string, string>>;
      /** The address, card or order line the form was about. */
      target: number | null;
    };
