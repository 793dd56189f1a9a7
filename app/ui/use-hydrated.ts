import { useSyncExternalStore } from "react";

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * False while rendering on the server and hydrating, true once the page runs in the browser: what
 * only works with JavaScript (roving focus, timers) waits for it, so the server's HTML serves
 * shoppers without JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
