// The browser's copy of the cart: spec §4 state saved to
// localStorage under `cart`, restored at start so the drawer paints before the server answers,
// and replaced by the server's cart whenever one arrives (page loads, actions, the drawer's fetch).
import { useSyncExternalStore } from "react";
import { arrayOf, nullable, optional, positiveWholeNumber, shape, text, wholeNumber } from "~/lib/shape-checks";
import { emptyCart, type CartState } from "~/lib/cart-reducer";
import type { OrderTotals } from "~/lib/order-totals";
import { cartStorageKey, pendingStorageKey } from "./cart-storage-keys";
import { cartStateFromView, loadCartState, type CartView } from "./cart-view";
import { applyPendingChange, isPendingChangeList, type PendingChange } from "./pending-changes";

export { cartStorageKey, pendingStorageKey };

/**
 * What is saved: spec §4 state, plus the server's subtotal, discount, shipping and total for it
 * (spec §3: "the shop screens also read subtotal, shipping and discount"), null when unknown.
 */
export interface SavedCart extends CartState {
  summary: OrderTotals | null;
}

export interface BrowserCart {
  state: CartState;
  summary: OrderTotals | null;
  /** The latest cart the server sent to this page; null until it has answered once. */
  view: CartView | null;
  /** Changes made while the store could not be reached, oldest first, waiting to be sent. */
  pending: readonly PendingChange[];
}

const whole = wholeNumber();
const positive = positiveWholeNumber;

// localStorage is anyone's to edit: the saved copy is checked like any other input.
const checkSavedCart = shape({
  items: arrayOf(
    shape({
      id: positive,
      name: text({ maxLength: 500 }),
      price: whole,
      quantity: positive,
      image: text({ maxLength: 2_000 }),
      maxQuantity: whole,
      originalPrice: optional(whole),
      variant: optional(shape({ id: positive, type: text(), name: text() })),
    }),
    { maxLength: 200 },
  ),
  total: whole,
  itemCount: whole,
  summary: optional(nullable(shape({ subtotal: whole, discount: whole, shipping: whole, total: whole }))),
});

type CartStorage = Pick<Storage, "getItem">;

/** Reads the saved copy; anything unreadable counts as no saved cart. */
export function readSavedCart(storage: CartStorage): SavedCart | null {
  const raw = storage.getItem(cartStorageKey);
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    throw error;
  }
  const saved = checkSavedCart(json);
  if (!saved) return null;
  const state = loadCartState({ items: saved.items, total: saved.total, itemCount: saved.itemCount });
  const summary = saved.summary ?? null;
  // A summary belongs to exactly the items it was computed for; after any edit it is dropped.
  return { ...state, summary: summary && summary.subtotal === state.total ? summary : null };
}

/** The saved form of a server cart. */
export function savedCartFromView(view: CartView): SavedCart {
  return {
    ...cartStateFromView(view),
    summary: { subtotal: view.subtotal, discount: view.discount, shipping: view.shipping, total: view.total },
  };
}

// --- changes waiting for the server -------------------------------------------------------

export function readPendingChanges(storage: Pick<Storage, "getItem">): PendingChange[] {
  const raw = storage.getItem(pendingStorageKey);
  if (raw === null) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    if (error instanceof SyntaxError) return [];
    throw error;
  }
  return isPendingChangeList(json) ?? [];
}

// --- the page-wide store -------------------------------------------------------------------

let current: BrowserCart | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch (error) {
    // Privacy modes may refuse storage; the cart then lives for this page only.
    if (error instanceof DOMException) return null;
    throw error;
  }
}

function write(key: string, value: unknown): void {
  const store = storage();
  if (!store) return;
  try {
    if (Array.isArray(value) && value.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch (error) {
    // A full storage quota only costs the saved copy; the page keeps working from memory.
    if (!(error instanceof DOMException)) throw error;
  }
}

function restore(): BrowserCart {
  const store = storage();
  const saved = store ? readSavedCart(store) : null;
  const pending = store ? readPendingChanges(store) : [];
  if (!saved) return { state: emptyCart, summary: null, view: null, pending };
  const { summary, ...state } = saved;
  return { state, summary, view: null, pending };
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab changed the cart: show what it saved (keeping the server cart this page knows).
  if (event.key !== cartStorageKey && event.key !== pendingStorageKey) return;
  current = { ...restore(), view: current?.view ?? null };
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== "undefined") window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") window.removeEventListener("storage", onStorage);
  };
}

function getSnapshot(): BrowserCart {
  current ??= restore();
  return current;
}

/** The browser's cart right now, outside React (route client actions). */
export function currentBrowserCart(): BrowserCart {
  return getSnapshot();
}

/** Sets the state, saves it, and tells every component that shows it. */
function publish(next: BrowserCart): void {
  current = next;
  write(cartStorageKey, { ...next.state, summary: next.summary } satisfies SavedCart);
  write(pendingStorageKey, next.pending);
  notify();
}

/**
 * Takes a cart the server just sent: it becomes the browser's state and is saved. Changes still
 * waiting for the server are applied on top, so the copy shows what the shopper asked for.
 */
export function receiveServerCart(view: CartView): void {
  const known = getSnapshot();
  if (known.view === view) return;
  const pending = known.pending;
  const { summary, ...serverState } = savedCartFromView(view);
  const state = pending.reduce(applyPendingChange, serverState);
  publish({ state, summary: pending.length === 0 ? summary : null, view, pending });
}

/** A change the server could not be asked about: applied to the copy and queued for later. */
export function recordPendingChange(change: PendingChange): void {
  const known = getSnapshot();
  publish({
    state: applyPendingChange(known.state, change),
    // The server's totals no longer describe these items.
    summary: null,
    view: known.view,
    pending: [...known.pending, change],
  });
}

/** The oldest waiting change has reached the server (or been refused): it leaves the queue. */
export function dropOldestPendingChange(): void {
  const known = getSnapshot();
  publish({ ...known, pending: known.pending.slice(1) });
}

/** The browser's cart; null while rendering on the server, where there is no saved copy. */
export function useBrowserCart(): BrowserCart | null {
  return useSyncExternalStore<BrowserCart | null>(subscribe, getSnapshot, () => null);
}

/** For tests: forget the page-wide copy so the next read restores from storage again. */
export function resetBrowserCartForTests(): void {
  current = null;
}
