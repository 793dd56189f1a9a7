import { useEffect, useRef } from "react";
import { useFetchers, useLocation, useRevalidator } from "react-router";
import { pathInLanguage } from "~/i18n/language";
import { useLanguage } from "~/i18n/use-t";
import { cartActionPath } from "./cart-intents";
import { hasSavedPendingChanges } from "./cart-storage-keys";

// Every page's header runs this hook, so what it needs only after a cart change (the API client,
// the answer's schema, the saved copy) is fetched then, not with the page.
const loadReplay = () => import("./replay-pending-changes");
const loadRefresh = () => import("./refresh-server-cart");

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
  const language = useLanguage();
  const cartAction = pathInLanguage(cartActionPath, language);

  // Changes made offline go to the server when the browser is back online, or when a page
  // starts with some left from an earlier visit; then every loader shows the server's cart.
  useEffect(() => {
    async function replay() {
      const { replayPendingChanges } = await loadReplay();
      if (await replayPendingChanges()) await revalidate();
    }
    const onOnline = () => void replay();
    window.addEventListener("online", onOnline);
    if (navigator.onLine && hasSavedPendingChanges()) void replay();
    return () => {
      window.removeEventListener("online", onOnline);
    };
  }, [revalidate]);

  useEffect(() => {
    const now = new Set(
      fetchers
        .filter((fetcher) => fetcher.state !== "idle" && fetcher.formAction === cartAction)
        .map((fetcher) => fetcher.key),
    );
    const finished = [...pending.current].some((key) => !now.has(key));
    pending.current = now;
    // On /cart the page's own data is reloaded after every change and saved from there.
    if (!finished || pathname === cartAction) return;
    void loadRefresh().then(({ refreshServerCart }) => refreshServerCart(language));
  }, [fetchers, pathname, cartAction, language]);
}
