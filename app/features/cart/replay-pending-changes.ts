import { ApiError, apiClient, NetworkError, type ApiClient } from "~/lib/api-client";
import { currentBrowserCart, dropOldestPendingChange, receiveServerCart } from "./browser-cart";
import { cartAnswerSchema, type CartView } from "./cart-view";
import type { PendingChange } from "./pending-changes";

function lineFor(cart: CartView, productId: number, variantId: number) {
  return cart.items.find((line) => line.product.id === productId && line.variant.id === variantId) ?? null;
}

/** Sends one waiting change through the JSON API; a change that no longer applies is skipped. */
async function send(client: ApiClient, change: PendingChange, cart: CartView): Promise<CartView> {
  switch (change.type) {
    case "add": {
      const body = { product_id: change.productId, quantity: change.quantity, variant_id: change.variantId };
      return (await client.request("POST", "/cart/items", cartAnswerSchema, body)).cart;
    }
    case "update": {
      const line = lineFor(cart, change.productId, change.variantId);
      if (!line || line.quantity === change.quantity) return cart;
      return (await client.request("PUT", `/cart/items/${line.id}`, cartAnswerSchema, { quantity: change.quantity })).cart;
    }
    case "remove": {
      const line = lineFor(cart, change.productId, change.variantId);
      if (!line) return cart;
      return (await client.request("DELETE", `/cart/items/${line.id}`, cartAnswerSchema)).cart;
    }
    case "clear":
      return (await client.request("DELETE", "/cart", cartAnswerSchema)).cart;
  }
}

let running: Promise<boolean> | null = null;

/**
 * Sends the changes made offline, oldest first, and makes the server's answer the browser's
 * cart. A change the server refuses (out of stock meanwhile, say) is dropped: the server's cart
 * is the truth. If the store is unreachable again, the rest waits for the next try.
 * Resolves to true when the server's cart may have changed.
 */
export function replayPendingChanges(client: ApiClient = apiClient): Promise<boolean> {
  running ??= (async () => {
    if (currentBrowserCart().pending.length === 0) return false;
    let cart: CartView;
    try {
      cart = (await client.request("GET", "/cart", cartAnswerSchema)).cart;
    } catch (error) {
      if (error instanceof NetworkError || error instanceof ApiError) return false;
      throw error;
    }
    // Changes the shopper makes meanwhile join the end of the queue and are sent in turn.
    for (let change = currentBrowserCart().pending[0]; change; change = currentBrowserCart().pending[0]) {
      try {
        cart = await send(client, change, cart);
      } catch (error) {
        if (error instanceof NetworkError) break;
        if (!(error instanceof ApiError)) throw error;
      }
      // Saved after every step, so a reload half-way never sends a change twice.
      dropOldestPendingChange();
    }
    receiveServerCart(cart);
    return true;
  })().finally(() => {
    running = null;
  });
  return running;
}
