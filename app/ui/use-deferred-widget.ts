import { useCallback, useRef, useState, type RefObject } from "react";

/** How the real widget should start once its code has arrived. */
export interface WidgetStart {
  /** The shopper already asked for it to open (click, tap or key) while it was loading. */
  open: boolean;
  /** That request came from the keyboard, so focus goes into the widget as the widget would. */
  keyboard: boolean;
  /** The stand-in trigger had focus; the real trigger takes it over. */
  focusTrigger: boolean;
  /**
   * Counts requests made after the code had arrived: a press on a stand-in that the real trigger
   * replaced mid-press, or on a trigger that stays ours (the cart's Remove button, whose dialog
   * alone is deferred). Used as the widget's key, so it starts again, open.
   */
  attempt: number;
}

export interface DeferredWidget<T> {
  /** The loaded module and how to start it; null until it has arrived. */
  loaded: { module: T; start: WidgetStart } | null;
  /** Attach to the stand-in trigger, so its focus can be handed over. */
  placeholderRef: RefObject<HTMLButtonElement | null>;
  /** Start fetching the code (the pointer is over the trigger, or it has focus). */
  preload: () => void;
  /** The shopper wants the widget open: fetch the code if needed, then open it. */
  requestOpen: (keyboard: boolean) => void;
}

/**
 * A widget (the header's menus and drawers, the listing's Filters drawer) whose code is fetched
 * on the first sign the shopper wants it rather than with the page: the server renders a
 * stand-in trigger that looks the same, and the real one replaces it once loaded. Keeps Radix's menus and dialogs out of the JavaScript every
 * page downloads (the store's budget: a product page loads at most 150 KB gzipped).
 */
export function useDeferredWidget<T>(load: () => Promise<T>, what: string): DeferredWidget<T> {
  const [loaded, setLoaded] = useState<{ module: T; start: WidgetStart } | null>(null);
  const placeholderRef = useRef<HTMLButtonElement>(null);
  const wanted = useRef({ open: false, keyboard: false });
  const loading = useRef(false);
  const arrived = useRef<T | null>(null);
  const attempts = useRef(0);

  const preload = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (module) => {
        const placeholder = placeholderRef.current;
        const focusTrigger = placeholder !== null && placeholder === document.activeElement;
        arrived.current = module;
        setLoaded({ module, start: { ...wanted.current, focusTrigger, attempt: attempts.current } });
      },
      (error: unknown) => {
        // Offline, or a new release replaced the file: the next press tries again.
        loading.current = false;
        console.error(`could not load the ${what}`, error);
      },
    );
  }, [load, what]);

  const requestOpen = useCallback(
    (keyboard: boolean) => {
      // A key press is often followed by the click it causes; the key press decides.
      wanted.current = { open: true, keyboard: keyboard || wanted.current.keyboard };
      const module = arrived.current;
      if (module) {
        // The code is here already (a stand-in replaced mid-press, or a trigger that stays ours):
        // start the widget again, open.
        attempts.current += 1;
        setLoaded({ module, start: { ...wanted.current, focusTrigger: true, attempt: attempts.current } });
        return;
      }
      preload();
    },
    [preload],
  );

  return { loaded, placeholderRef, preload, requestOpen };
}

/**
 * What every stand-in trigger button carries: it says which popup it opens and that it is
 * closed (as the real trigger will), and starts fetching the code on the first hover or focus.
 * The caller adds the look and how a press opens it.
 */
export function standInTriggerProps<T>(widget: DeferredWidget<T>, popup: "dialog" | "menu") {
  return {
    ref: widget.placeholderRef,
    type: "button",
    "aria-haspopup": popup,
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: widget.preload,
    onFocus: widget.preload,
  } as const;
}
