// The names the /cart action and its forms share (Hydrogen's pattern: one action, a named
// `intent` field). No validation library here: these run in every page's header.

export const cartIntents = ["add", "update", "remove", "apply-coupon", "remove-coupon", "clear"] as const;
export type CartIntent = (typeof cartIntents)[number];

/** Where the cart's forms post, with or without JavaScript. */
export const cartActionPath = "/cart";

export const offlineMessages = {
  saved: "You're offline. Your change is saved and will be sent when you're back online.",
  notSaved: "You're offline. Please try again when you're back online.",
} as const;

export function isCartIntent(value: unknown): value is CartIntent {
  return typeof value === "string" && (cartIntents as readonly string[]).includes(value);
}

/** What the /cart action answers (as loader-style data, with a 4xx status on refusal). */
export type CartActionResult<View> =
  | { ok: true; intent: CartIntent; cart: View; message: string | null; lineId: number | null }
  | { ok: false; intent: CartIntent | null; error: string; lineId: number | null; offline?: boolean };
