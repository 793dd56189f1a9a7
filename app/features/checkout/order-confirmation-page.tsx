import { useEffect, useRef } from "react";
import { languageTags } from "~/i18n/language";
import { Link } from "~/i18n/localized-link";
import { useLanguage, useT, type Translate } from "~/i18n/use-t";
import { variantText } from "~/i18n/variant-type-name";
import { deliveryWindowText } from "~/lib/delivery-promise";
import { formatRupees } from "~/lib/money";
import type { OrderView } from "~/lib/contracts/orders";
import { deliverySlotText } from "~/lib/delivery-slots";
import { emiPlanText } from "~/lib/emi";
import { stateNameIn } from "~/lib/indian-states";
import { Rupees, withUnbrokenPrices } from "~/ui/rupees";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import type { CartView } from "../cart/cart-view";
import { trackOrderPath } from "~/lib/order-links";
import { profileTabPath } from "../profile/profile-tabs";
import { paymentMethodLabels } from "./payment-fields";

function paymentText(order: OrderView, t: Translate): string {
  if (order.payment.method === "card") return t("Card ending in {last4}", { last4: order.payment.cardLast4 ?? "----" });
  if (order.payment.method === "upi") return order.payment.upiId ? t("UPI ({upiId})", { upiId: order.payment.upiId }) : "UPI";
  if (order.payment.method === "netbanking") return t("Netbanking");
  return t(paymentMethodLabels.cod);
}

/**
 * Spec §2 order confirmation: thank-you, order number, address, payment method, items with
 * variant, quantity and line total, the total, What's Next, and the two links. The server has
 * already emptied the cart; the browser's saved copy is emptied here too (spec §4). View Order
 * Status opens Order History for a signed-in shopper, and Track Order for a guest, who has no
 * account to look in.
 */
export function OrderConfirmationPage({ order, cart, signedIn }: { order: OrderView; cart: CartView; signedIn: boolean }) {
  const t = useT();
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    let cancelled = false;
    void import("../cart/browser-cart").then(({ receiveServerCart }) => {
      if (!cancelled) receiveServerCart(cart);
    });
    return () => {
      cancelled = true;
    };
  }, [cart]);

  const { shipping, delivery } = order;
  const slot = deliverySlotText(delivery.slot);
  // The promise as stored is English: its dates are worded again in the page's language.
  const promise =
    delivery.promisedFrom && delivery.promisedTo
      ? deliveryWindowText({ from: delivery.promisedFrom, to: delivery.promisedTo }, t, languageTags[language])
      : delivery.promiseText;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <div className="text-center">
        <span aria-hidden="true" className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-800">
          ✓
        </span>
        <h1 ref={headingRef} tabIndex={-1} className="mt-5 font-display text-3xl font-bold text-ink outline-none">
          {t("Thank you for your order!")}
        </h1>
        <p className="mt-3 text-[15px] text-stone-700">
          {t("Order number")} <strong className="font-semibold text-ink">{order.number}</strong>
        </p>
      </div>

      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        <section aria-labelledby="confirmation-address" className="rounded-xl border border-stone-200 p-5">
          <h2 id="confirmation-address" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            {t("Shipping Address")}
          </h2>
          <address className="mt-2 text-[15px] leading-relaxed text-ink not-italic">
            {shipping.firstName} {shipping.lastName}
            <br />
            {shipping.address}
            {shipping.apartment ? `, ${shipping.apartment}` : ""}
            <br />
            {shipping.city}, {stateNameIn(shipping.state, t)} {shipping.pincode}
            <br />
            {shipping.phone}
          </address>
          {order.buyerGstin ? <p className="mt-2 text-[15px] text-ink">GSTIN: {order.buyerGstin}</p> : null}
        </section>
        <section aria-labelledby="confirmation-payment" className="rounded-xl border border-stone-200 p-5">
          <h2 id="confirmation-payment" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            {t("Payment Method")}
          </h2>
          <p className="mt-2 text-[15px] text-ink">{paymentText(order, t)}</p>
          {order.emi ? (
            <>
              <p className="mt-1 text-[15px] font-medium text-ink">{withUnbrokenPrices(emiPlanText(order.emi, t))}</p>
              <p className="text-sm text-stone-700">
                {withUnbrokenPrices(
                  t("Interest of {interest} taken off upfront: you pay {total} in all.", {
                    interest: formatRupees(order.emi.interestWaived),
                    total: formatRupees(order.total),
                  }),
                )}
              </p>
            </>
          ) : null}
        </section>
        {promise ? (
          <section aria-labelledby="confirmation-delivery" className="rounded-xl border border-stone-200 p-5 sm:col-span-2">
            <h2 id="confirmation-delivery" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
              {t("Delivery")}
            </h2>
            <p className="mt-2 text-[15px] font-medium text-ink">{promise}</p>
            {slot ? <p className="text-[15px] text-stone-700">{t("Delivery slot: {slot}, with free assembly", { slot: t(slot) })}</p> : null}
          </section>
        ) : null}
      </div>

      <section aria-labelledby="confirmation-items" className="mt-5 rounded-xl border border-stone-200 p-5">
        <h2 id="confirmation-items" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
          {t("Items")}
        </h2>
        <ul className="mt-3 divide-y divide-stone-200">
          {order.items.map((item) => (
            <li key={`${item.productId}-${item.variantName}`} className="flex items-start justify-between gap-4 py-3">
              <div className="text-[15px]">
                <Link to={`/product/${item.productId}`} className="font-medium text-ink hover:underline">
                  {item.name}
                </Link>
                <p className="text-sm text-stone-700">
                  {variantText(t, item.variantType, item.variantName)} · {t("Qty {quantity}", { quantity: item.quantity })}
                </p>
              </div>
              <p className="text-[15px] font-medium text-ink tabular-nums"><Rupees amount={item.lineTotal} /></p>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1.5 border-t border-stone-200 pt-3 text-[15px]">
          {order.discount > 0 ? (
            <div className="flex justify-between">
              <dt className="text-stone-700">{order.couponCode ? t("Discount ({code})", { code: order.couponCode }) : t("Discount")}</dt>
              <dd className="text-emerald-800 tabular-nums"><Rupees amount={-order.discount} /></dd>
            </div>
          ) : null}
          <div className="flex justify-between">
            <dt className="text-stone-700">{t("Shipping")}</dt>
            <dd className="tabular-nums">{order.shippingFee === 0 ? t("Free") : <Rupees amount={order.shippingFee} />}</dd>
          </div>
          <div className="flex justify-between text-lg font-semibold">
            <dt>{t("Total")}</dt>
            <dd className="tabular-nums"><Rupees amount={order.total} /></dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="confirmation-next" className="mt-5 rounded-xl bg-sand p-5">
        <h2 id="confirmation-next" className="text-lg font-semibold text-ink">
          {t("What's Next?")}
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-[15px] text-stone-800">
          <li>{t("You will receive an order confirmation e-mail at {email}.", { email: order.email })}</li>
          <li>{t("We are processing your order and will let you know when it ships.")}</li>
          <li>
            {/* The spec's line speaks of an account, which a guest does not have. */}
            {signedIn
              ? t("You can track your order in your account dashboard.")
              : t("You can track your order any time on the Track Order page with its number and your e-mail address.")}
          </li>
        </ul>
      </section>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={signedIn ? profileTabPath("orders") : trackOrderPath(order.number, order.email)} className={`${primaryButton} sm:w-auto`}>
          {t("View Order Status")}
        </Link>
        <Link to="/" className={`${secondaryButton} sm:w-auto`}>
          {t("Continue Shopping")}
        </Link>
      </div>
    </div>
  );
}
