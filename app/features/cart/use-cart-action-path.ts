import { useLanguage } from "~/i18n/use-t";
import { pathInLanguage } from "~/i18n/language";
import { cartActionPath } from "./cart-intents";

/**
 * The cart action in the page's language ("/hi/cart" on a Hindi page): the action answers with
 * the cart's names in the language it is posted in, and the cart sync recognises its own posts.
 */
export function useCartActionPath(): string {
  return pathInLanguage(cartActionPath, useLanguage());
}
