import { useEffect, useRef } from "react";
import { useFetchers, useLocation, useRevalidator } from "react-router";
import { ApiError, apiClient, NetworkError } from "~/lib/api-client";
import { receiveServerCart } from "./browser-cart";
import { cartActionPath } from "./cart-intents";
import { cartAnswerSchema } from "./cart-view";
import { replayPendingChanges } from "./replay-pending-changes";

/**
 * Keeps the browser's saved cart in step with the server. Whenever a background post to the cart
 * action finishes (the product page's Add to Cart, the cart page's steppers, the drawer's Remove),
 * the server's cart is fetched through the JSON API and saved. React Router drops a finished
 * fetcher from useFetchers at once, so a finish is seen as a pending /cart post disappearing.
 */
export function useCartSync(): void {
  const fetchers = useFetchers();
  const pending = useRef(new Set<string>());
  const { revalidate } = useRevalidator();
  const { pathname } = useLocation();

  // Changes made offline go to the server when the browser is back online, or when a page
  // starts with some left from an earlier visit; then every loader shows the server's cart.
  useEffect(() => {
    async function replay() {
      if (await replayPendingChanges()) await revalidate();
    }
    const onOnline = () => void replay();
    window.addEventListener("online", onOnline);
    if (navigator.onLine) void replay();
    return () => {
      window.removeEventListener("online", onOnline);
    };
  }, [revalidate]);

  useEffect(() => {
    const now = new Set(
      fetchers
        .filter((fetcher) => fetcher.state !== "idle" && fetcher.formAction === cartActionPath)
        .map((fetcher) => fetcher.key),
    );
    const finished = [...pending.current].some((key) => !now.has(key));
    pending.current = now;
    // On /cart the page's own data is reloaded after every change and saved from there.
    if (!finished || pathname === cartActionPath) return;
    async function refresh() {
      try {
        // Not cancelled when the component re-renders: any answer is the server's latest cart.
        const answer = await apiClient.request("GET", "/cart", cartAnswerSchema);
        receiveServerCart(answer.cart);
      } catch (error) {
        // Unreachable or refused: the saved copy stays as it was until the next change.
        if (!(error instanceof ApiError || error instanceof NetworkError)) throw error;
      }
    }
    void refresh();
  }, [fetchers, pathname]);
}
