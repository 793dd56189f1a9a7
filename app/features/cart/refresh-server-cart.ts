import type { Language } from "~/i18n/language";
import { ApiError, apiClient, NetworkError } from "~/lib/api-client";
import { receiveServerCart } from "./browser-cart";
import { cartAnswerSchema, cartApiPath } from "./cart-view";

/**
 * Fetches the server's cart through the JSON API and makes it the browser's copy. A module of its
 * own so that every page's header (use-cart-sync.ts) fetches it only after a cart change.
 */
export async function refreshServerCart(language: Language): Promise<void> {
  try {
    // Not cancelled when the component re-renders: any answer is the server's latest cart.
    const answer = await apiClient.request("GET", cartApiPath(language), cartAnswerSchema);
    receiveServerCart(answer.cart);
  } catch (error) {
    // Unreachable or refused: the saved copy stays as it was until the next change.
    if (!(error instanceof ApiError || error instanceof NetworkError)) throw error;
  }
}
