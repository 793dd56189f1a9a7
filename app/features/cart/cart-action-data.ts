// Recognising what the /cart action answered, wherever it arrives: a fetcher's data, the page's
// action data after a post without JavaScript, or another page's fetcher seen through useFetchers.
import { boolean, either, literal, nullable, oneOf, optional, positiveWholeNumber, shape, text, type Check } from "~/lib/shape-checks";
import { cartIntents, type CartActionResult } from "./cart-intents";
import { isCartView, type CartView } from "./cart-view";

export type CartActionData = CartActionResult<CartView>;

const intent = oneOf(cartIntents);
const lineId = nullable(positiveWholeNumber);

const checkCartActionData: Check<CartActionData> = either<CartActionData>(
  shape({ ok: literal(true), intent, cart: isCartView, message: nullable(text()), lineId }),
  shape({ ok: literal(false), intent: nullable(intent), error: text(), lineId, offline: optional(boolean) }),
);

// Components re-render often with the same data object: check each object once.
const checked = new WeakMap<object, boolean>();

export function isCartActionData(value: unknown): value is CartActionData {
  if (typeof value !== "object" || value === null) return false;
  let known = checked.get(value);
  if (known === undefined) {
    known = checkCartActionData(value) !== undefined;
    checked.set(value, known);
  }
  return known;
}
