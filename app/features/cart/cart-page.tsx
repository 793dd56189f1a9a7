import { useEffect, useRef, useState } from "react";
import { primaryButton } from "~/ui/button-styles";
import { Link } from "~/i18n/localized-link";
import { assemblyRadiusText } from "~/features/content/promise-figures";
import { returnWindowDays } from "~/features/content/promise-figures";
import { PincodeCheck } from "~/features/delivery/pincode-check";
import type { PageDeliveryCheck } from "~/features/delivery/pincode-check.server";
import { useT } from "~/i18n/use-t";
import { formatRupees } from "~/lib/money";
import { withUnbrokenPrices } from "~/ui/rupees";
import { freeShippingThreshold } from "~/lib/shipping";
import { BagIcon, TruckIcon } from "~/ui/icons";
import { ServerDrawnHtml } from "~/ui/server-drawn-html";
import { receiveServerCart, useBrowserCart } from "./browser-cart";
import type { CartActionData } from "./cart-action-data";
import { ReturnIcon, ShieldCheckIcon } from "./cart-icons";
import { CartLineRow, cartRowColumns } from "./cart-line-row";
import { checkoutPath, continueShoppingPath, itemCountText } from "./cart-paths";
import type { CartLine, CartView } from "./cart-view";
import { OrderSummary } from "./order-summary";
import { PromoCodeForm } from "./promo-code-form";

export interface CartPageProps {
  cart: CartView;
  /** What the action answered to a post without JavaScript (fetchers keep their own answers). */
  actionData: CartActionData | undefined;
  /** The PIN code check the server answered (?pin= or the remembered PIN code). */
  delivery?: PageDeliveryCheck | null;
  /** The no-cost EMI disclosure the server drew for the cart's total; null below the minimum. */
  emiOffer?: string | null;
}


/** The /cart page (spec §2, §4, §8, §9). Every number on it comes from the server. */
export function CartPage({ cart, actionData, delivery = null, emiOffer = null }: CartPageProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removal, setRemoval] = useState<{ id: number; name: string } | null>(null);
  // A confirmed removal is done once the server's cart no longer has the line: say so.
  const removalDone = removal !== null && !cart.items.some((line) => line.id === removal.id);
  const announcement = removalDone ? t("{name} was removed from your cart.", { name: removal.name }) : "";

  // Every cart the server sends becomes the browser's saved copy.
  useEffect(() => {
    receiveServerCart(cart);
  }, [cart]);

  // The last removal swaps the page for the empty state, whose heading is a new element.
  useEffect(() => {
    if (removalDone && document.activeElement === document.body) headingRef.current?.focus();
  }, [removalDone]);

  function onRemoveConfirmed(line: CartLine) {
    setRemoval({ id: line.id, name: line.product.name });
    // The row is about to disappear: focus moves to the page heading, which stays.
    headingRef.current?.focus();
  }

  const refusal = actionData && !actionData.ok ? actionData : null;
  const waiting = useBrowserCart()?.pending.length ?? 0;
  // A refusal without JavaScript that no row or promo form shows (an add that failed, say).
  const pageError =
    refusal && refusal.lineId === null && refusal.intent !== "apply-coupon" && refusal.intent !== "remove-coupon"
      ? refusal.error
      : null;
  const status = (
    <>
      {pageError ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {t(pageError)}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {waiting > 0 ? (
        <p className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t(
            "{count, plural, one {# change is} other {# changes are}} saved on this device and will be sent to your cart when you're back online. Below is your cart as the store last confirmed it.",
            { count: waiting },
          )}
        </p>
      ) : null}
    </>
  );

  if (cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24 lg:px-6">
        {status}
        <div className="mx-auto flex max-w-md flex-col items-center text-center">
          <span className="inline-flex size-24 items-center justify-center rounded-full bg-sand text-brand-700">
            <BagIcon size={44} />
          </span>
          <h1 ref={headingRef} tabIndex={-1} className="mt-6 font-display text-3xl font-bold text-ink outline-none">
            {t("Your Cart is Empty")}
          </h1>
          <p className="mt-3 text-[15px] text-stone-700">
            {withUnbrokenPrices(
              t(
                "Sofas, beds, dining sets and more are waiting. Delivery is free on orders above {amount}, with free assembly within {distance} of our warehouses.",
                { amount: formatRupees(freeShippingThreshold), distance: assemblyRadiusText },
              ),
            )}
          </p>
          <Link to={continueShoppingPath} className={`${primaryButton} mt-8 w-auto`}>
            {t("Continue Shopping")}
          </Link>
        </div>
      </div>
    );
  }

  const outOfStock = cart.items.some((line) => line.quantity > line.max_quantity);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10 lg:px-6">
      {status}
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h1 ref={headingRef} tabIndex={-1} className="font-display text-3xl font-bold text-ink outline-none">
          {t("Shopping Cart")}
        </h1>
        <p className="text-[15px] text-stone-700">{t("{items} in your cart", { items: itemCountText(cart.item_count, t) })}</p>
      </div>

      {/* One column that never grows past the screen: the promo code box is wider than a phone's
          column at its natural size. */}
      <div className="mt-6 grid grid-cols-1 gap-8 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_23rem] lg:gap-10">
        <section aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="sr-only">
            {t("Items in your cart")}
          </h2>
          <div
            aria-hidden="true"
            className={`hidden gap-x-4 border-b border-stone-200 pb-3 text-xs font-semibold tracking-wide text-stone-600 uppercase md:grid ${cartRowColumns}`}
          >
            <span className="col-span-2">{t("Product")}</span>
            <span>{t("Price")}</span>
            <span>{t("Quantity")}</span>
            <span className="text-right">{t("Total")}</span>
          </div>
          <ul className="divide-y divide-stone-200 border-b border-stone-200">
            {cart.items.map((line) => (
              <CartLineRow
                key={line.id}
                line={line}
                onRemoveConfirmed={onRemoveConfirmed}
                updateError={refusal?.lineId === line.id && refusal.intent === "update" ? refusal.error : null}
                removeError={refusal?.lineId === line.id && refusal.intent === "remove" ? refusal.error : null}
              />
            ))}
          </ul>
          <Link
            to={continueShoppingPath}
            className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
          >
            <span aria-hidden="true">←</span> {t("Continue Shopping")}
          </Link>
        </section>

        <aside aria-labelledby="order-summary-heading" className="lg:sticky lg:top-6 lg:self-start">
          <div className="rounded-2xl border border-stone-200 bg-sand p-5 sm:p-6">
            <h2 id="order-summary-heading" className="text-lg font-semibold text-ink">
              {t("Order Summary")}
            </h2>
            <div className="mt-4">
              <PromoCodeForm coupon={cart.coupon} actionData={actionData} />
            </div>
            <div className="mt-3 border-t border-stone-200 pt-4">
              <OrderSummary totals={cart} itemCount={cart.item_count} couponCode={cart.coupon?.code ?? null} />
            </div>
            {emiOffer ? <ServerDrawnHtml html={emiOffer} className="mt-4" /> : null}
            {outOfStock ? (
              <p className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {t("Some items are not available in the quantity in your cart. Please adjust them before checking out.")}
              </p>
            ) : null}
            <Link to={checkoutPath} className={`${primaryButton} mt-5`}>
              {t("Proceed to Checkout")}
            </Link>
            <ul className="mt-5 space-y-2 text-sm text-stone-700">
              <li className="flex items-center gap-2">
                <TruckIcon size={18} className="shrink-0 text-brand-700" />
                <span>
                  {withUnbrokenPrices(
                    t("Free delivery above {amount}; free assembly within {distance} of our warehouses", {
                      amount: formatRupees(freeShippingThreshold),
                      distance: assemblyRadiusText,
                    }),
                  )}
                </span>
              </li>
              <li className="flex items-center gap-2">
                <ReturnIcon size={18} className="shrink-0 text-brand-700" />
                {t("{days}-day easy returns", { days: returnWindowDays })}
              </li>
              <li className="flex items-center gap-2">
                <ShieldCheckIcon size={18} className="shrink-0 text-brand-700" />
                {t("Secure payments: cards, UPI and cash on delivery")}
              </li>
            </ul>
          </div>
          <div className="mt-4">
            <PincodeCheck
              initial={delivery}
              subtotal={cart.total}
              inStock={!outOfStock}
              productIds={cart.items.map((line) => line.product.id)}
            />
          </div>
        </aside>
      </div>
    </div>
  );
}
