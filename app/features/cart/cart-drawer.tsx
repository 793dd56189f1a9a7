import { Dialog } from "radix-ui";
import { useEffect, useRef, useState, type MouseEvent, type RefObject } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/i18n/localized-link";
import { useLanguage, useT } from "~/i18n/use-t";
import { variantText } from "~/i18n/variant-type-name";
import { ApiError, apiClient, NetworkError } from "~/lib/api-client";
import { Rupees } from "~/ui/rupees";
import { BagIcon, CloseIcon } from "~/ui/icons";
import { receiveServerCart, useBrowserCart, type BrowserCart } from "./browser-cart";
import { cartActionPath } from "./cart-intents";
import { TrashIcon } from "./cart-icons";
import { checkoutPath, continueShoppingPath, itemCountText, productPagePath } from "./cart-paths";
import { cartAnswerSchema, cartApiPath } from "./cart-view";
import { useCartActionPath } from "./use-cart-action-path";
import { OrderSummary } from "./order-summary";

/** One row of the drawer, from the server's cart or, until it answers, from the saved copy. */
interface DrawerLine {
  key: string;
  /** The server's line id; null while only the saved copy is known (Remove waits for it). */
  lineId: number | null;
  productId: number;
  variantId: number | undefined;
  name: string;
  variant: { type: string; name: string } | null;
  image: string;
  price: number;
  quantity: number;
}

function drawerLines(cart: BrowserCart): DrawerLine[] {
  const view = cart.view;
  if (view && cart.pending.length === 0) {
    return view.items.map((line) => ({
      key: `line-${line.id}`,
      lineId: line.id,
      productId: line.product.id,
      variantId: line.variant.id,
      name: line.product.name,
      variant: line.variant,
      image: line.product.primary_image?.url ?? "",
      price: line.price,
      quantity: line.quantity,
    }));
  }
  // The saved copy (before the server answers, or with changes still waiting to be sent).
  return cart.state.items.map((item) => ({
    key: `saved-${item.id}-${item.variant?.id ?? 0}`,
    lineId:
      view?.items.find((line) => line.product.id === item.id && line.variant.id === item.variant?.id)?.id ?? null,
    productId: item.id,
    variantId: item.variant?.id,
    name: item.name,
    variant: item.variant ?? null,
    image: item.image,
    price: item.price,
    quantity: item.quantity,
  }));
}

type LoadState = "loading" | "ready" | "failed";

/**
 * Fetches the server's cart through the JSON API each time the drawer opens; the saved copy is
 * shown meanwhile. A refusal or an unreachable store leaves the saved copy with a notice.
 */
function useServerCartWhileOpen(): [LoadState, () => void] {
  const language = useLanguage();
  const [state, setState] = useState<LoadState>("loading");
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    async function load() {
      try {
        const answer = await apiClient.request("GET", cartApiPath(language), cartAnswerSchema);
        if (!current) return;
        receiveServerCart(answer.cart);
        setState("ready");
      } catch (error) {
        if (!(error instanceof ApiError || error instanceof NetworkError)) throw error;
        if (current) setState("failed");
      }
    }
    void load();
    return () => {
      current = false;
    };
  }, [attempt, language]);
  return [
    state,
    () => {
      setState("loading");
      setAttempt((count) => count + 1);
    },
  ];
}

const linkButton =
  "inline-flex h-12 flex-1 items-center justify-center rounded-lg px-4 text-base font-semibold transition-colors";

export interface CartDrawerProps {
  /** Where focus goes back to when the drawer closes: the header's cart button. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onNavigate: () => void;
}

/**
 * The header's slide-in cart (spec §2): items linking to their product, a Remove button each,
 * subtotal, shipping and total, View Cart and Checkout. Mounted only while open, inside the
 * header's Dialog.Root.
 */
export function CartDrawer({ returnFocusTo, onNavigate }: CartDrawerProps) {
  const t = useT();
  const cart = useBrowserCart();
  const [loadState, retry] = useServerCartWhileOpen();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const lines = cart ? drawerLines(cart) : [];
  const waiting = cart?.pending.length ?? 0;
  const summary = waiting === 0 ? (cart?.view ?? null) : null;
  const totals = summary ?? cart?.summary ?? null;
  const itemCount = summary ? summary.item_count : (cart?.state.itemCount ?? 0);
  const showSkeleton = loadState === "loading" && lines.length === 0;

  // Any link chosen in the drawer leads away, so the drawer closes (one handler for all links).
  function closeOnLinkClick(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest("a")) onNavigate();
  }

  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 motion-safe:animate-fade-in" />
      <Dialog.Content
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // Start at the heading, so the item count is read first and no button is pressed by mistake.
          event.preventDefault();
          titleRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        onClick={closeOnLinkClick}
        className="fixed inset-y-0 right-0 z-50 flex w-[27rem] max-w-[92vw] flex-col bg-white shadow-2xl outline-none motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:translate-x-full"
      >
        <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-4">
          <Dialog.Title ref={titleRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
            {t("Your Cart")}
            {itemCount > 0 ? (
              <span className="ml-2 text-sm font-normal text-stone-600">({itemCountText(itemCount, t)})</span>
            ) : null}
          </Dialog.Title>
          <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50">
            <CloseIcon size={22} />
            <span className="sr-only">{t("Close cart")}</span>
          </Dialog.Close>
        </div>

        <div className="flex-1 overflow-y-auto px-5" aria-busy={loadState === "loading"}>
          {waiting > 0 ? (
            <p role="status" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {t("{count, plural, one {# change is} other {# changes are}} saved on this device and will be sent to your cart when you're back online.", {
                count: waiting,
              })}
            </p>
          ) : null}
          {loadState === "failed" && waiting === 0 ? (
            <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {t("We could not reach the store, so this may not be your latest cart.")}{" "}
              <button type="button" onClick={retry} className="font-semibold underline underline-offset-2">
                {t("Try again")}
              </button>
            </p>
          ) : null}
          {showSkeleton ? (
            <ul aria-label={t("Loading your cart")} className="divide-y divide-stone-100">
              {[0, 1].map((index) => (
                <li key={index} className="flex gap-4 py-4">
                  <span className="h-[60px] w-20 animate-pulse rounded-md bg-stone-100" />
                  <span className="flex flex-1 flex-col gap-2 pt-1">
                    <span className="h-4 w-3/4 animate-pulse rounded bg-stone-100" />
                    <span className="h-3 w-1/3 animate-pulse rounded bg-stone-100" />
                  </span>
                </li>
              ))}
            </ul>
          ) : lines.length === 0 ? (
            <div className="flex flex-col items-center px-4 py-16 text-center">
              <span className="inline-flex size-20 items-center justify-center rounded-full bg-sand text-brand-700">
                <BagIcon size={36} />
              </span>
              <p className="mt-5 text-lg font-semibold text-ink">{t("Your Cart is Empty")}</p>
              <Link
                to={continueShoppingPath}
                className="mt-5 inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t("Continue Shopping")}
              </Link>
            </div>
          ) : (
            <ul className="divide-y divide-stone-100">
              {lines.map((line) => (
                <DrawerLineRow key={line.key} line={line} onRemove={() => titleRef.current?.focus()} />
              ))}
            </ul>
          )}
        </div>

        {lines.length > 0 ? (
          <div className="border-t border-stone-200 bg-sand px-5 pt-4 pb-5">
            {totals ? (
              <OrderSummary
                totals={totals}
                itemCount={itemCount}
                couponCode={summary?.coupon?.code ?? null}
                compact
              />
            ) : (
              <p className="flex justify-between text-sm">
                <span>{t("Subtotal")}</span>
                <Rupees amount={cart?.state.total ?? 0} className="font-medium tabular-nums" />
              </p>
            )}
            <div className="mt-4 flex gap-3">
              <Link
                to={cartActionPath}
                className={`${linkButton} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
              >
                {t("View Cart")}
              </Link>
              <Link to={checkoutPath} className={`${linkButton} bg-brand-700 text-white hover:bg-brand-800`}>
                {t("Checkout")}
              </Link>
            </div>
          </div>
        ) : null}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

function DrawerLineRow({ line, onRemove }: { line: DrawerLine; onRemove: () => void }) {
  const t = useT();
  const fetcher = useFetcher();
  const cartAction = useCartActionPath();
  const busy = fetcher.state !== "idle";
  const href = productPagePath(line.productId, line.variantId);
  return (
    <li className={`flex gap-4 py-4 transition-opacity ${busy ? "opacity-50" : ""}`}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0 self-start overflow-hidden rounded-md bg-sand">
        {line.image ? (
          <img src={line.image} alt="" width={80} height={60} loading="lazy" decoding="async" className="h-[60px] w-20 object-cover" />
        ) : (
          <span className="block h-[60px] w-20" />
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={href} className="line-clamp-2 text-sm leading-snug font-semibold text-ink hover:text-brand-800 hover:underline">
          {line.name}
        </Link>
        {line.variant ? <p className="mt-0.5 text-xs text-stone-600">{variantText(t, line.variant.type, line.variant.name)}</p> : null}
        <p className="mt-1 text-sm text-stone-700">
          <span className="tabular-nums">{t("Qty {quantity}", { quantity: line.quantity })}</span>
          <span aria-hidden="true"> × </span>
          <span className="sr-only"> {t("at")} </span>
          <Rupees amount={line.price} className="tabular-nums" />
        </p>
      </div>
      <div className="flex flex-col items-end justify-between">
        <p className="text-sm font-semibold text-ink tabular-nums">
          <span className="sr-only">{t("Item total")} </span>
          <Rupees amount={line.price * line.quantity} />
        </p>
        <fetcher.Form method="post" action={cartAction} onSubmit={onRemove}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="line_id" value={line.lineId ?? ""} />
          <button
            type="submit"
            disabled={busy || line.lineId === null}
            className="-mr-2 inline-flex size-10 items-center justify-center rounded-full text-stone-600 hover:bg-red-50 hover:text-red-800 disabled:opacity-50"
          >
            <TrashIcon size={18} />
            <span className="sr-only">{t("Remove {name}", { name: line.name })}</span>
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}
