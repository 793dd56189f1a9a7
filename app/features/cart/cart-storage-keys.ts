// Where the browser keeps its copy of the cart. On their own, without the checks that read them
// (browser-cart.ts), so every page can ask whether anything waits to be sent without loading those.

/** Spec §3: the browser keeps "cart (a saved copy of the cart state)" under this key. */
export const cartStorageKey = "cart";

/** Spec-free key for the queue of changes made offline, beside the spec's `cart`. */
export const pendingStorageKey = "cart_pending";

/**
 * Whether changes made offline are saved and waiting (the queue's key is removed when it
 * empties). False when storage is refused, as then nothing could have been saved.
 */
export function hasSavedPendingChanges(): boolean {
  try {
    return typeof localStorage !== "undefined" && localStorage.getItem(pendingStorageKey) !== null;
  } catch (error) {
    // Privacy modes may refuse storage: no saved queue can exist there.
    if (error instanceof DOMException) return false;
    throw error;
  }
}
