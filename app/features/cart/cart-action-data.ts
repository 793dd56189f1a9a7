// Recognising what the /cart action answered, wherever it arrives: a fetcher's data, the page's
// action data after a post without JavaScript, or another page's fetcher seen through useFetchers.
import * as z from "zod/mini";
import { cartIntents, type CartActionResult } from "./cart-intents";
import { cartViewSchema, type CartView } from "./cart-view";

export type CartActionData = CartActionResult<CartView>;

const intent = z.enum(cartIntents);
const lineId = z.nullable(z.int().check(z.positive()));

const cartActionDataSchema: z.ZodMiniType<CartActionData> = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), intent, cart: cartViewSchema, message: z.nullable(z.string()), lineId }),
  z.object({
    ok: z.literal(false),
    intent: z.nullable(intent),
    error: z.string(),
    lineId,
    offline: z.optional(z.boolean()),
  }),
]);

// Components re-render often with the same data object: check each object once.
const checked = new WeakMap<object, boolean>();

export function isCartActionData(value: unknown): value is CartActionData {
  if (typeof value !== "object" || value === null) return false;
  let known = checked.get(value);
  if (known === undefined) {
    known = cartActionDataSchema.safeParse(value).success;
    checked.set(value, known);
  }
  return known;
}
