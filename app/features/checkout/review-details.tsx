import { useT } from "~/i18n/use-t";
import { cardLast4 } from "~/lib/card-number";
import type { OrderShipping } from "~/lib/contracts/orders";
import type { SavedCard } from "~/lib/contracts/saved-cards";
import { deliverySlotText } from "~/lib/delivery-slots";
import { emiPlan, emiPlanText } from "~/lib/emi";
import { checkoutMessages, type PaymentMethod } from "~/lib/forms/checkout-schema";
import { normalizeGstin } from "~/lib/gstin";
import { stateNameIn } from "~/lib/indian-states";
import { formatRupees } from "~/lib/money";
import { withUnbrokenPrices } from "~/ui/rupees";
import { choosesEmi, chosenSavedCard, type CheckoutDelivery, type CheckoutValues } from "./checkout-state";
import { paymentMethodLabels } from "./payment-fields";

function methodOf(values: CheckoutValues): PaymentMethod {
  return values.method === "upi" || values.method === "cod" ? values.method : "card";
}

export interface ReviewDetailsProps {
  values: CheckoutValues;
  /** Where the order goes, as the server resolved it (a saved address included). */
  shipping: OrderShipping | null;
  delivery: CheckoutDelivery | null;
  savedCards: readonly SavedCard[];
  /** What the order costs now, as the server priced it: the EMI plan is worked out from it. */
  total: number | null;
}

/** The review step (spec §2): where it goes, when, and how it is paid, before Place Order. */
export function ReviewDetails({ values, shipping, delivery, savedCards, total }: ReviewDetailsProps) {
  const t = useT();
  const method = methodOf(values);
  const savedCardId = chosenSavedCard(values);
  const savedCard = savedCardId === null ? undefined : savedCards.find((card) => card.id === savedCardId);
  const last4 = savedCard ? savedCard.last4 : cardLast4(values.cardNumber.replace(/\D/g, ""));
  const slot = delivery?.slotOffered ? deliverySlotText(values.deliverySlot) : null;
  const gstin = normalizeGstin(values.buyerGstin);
  const emi = total !== null && choosesEmi(values) ? emiPlan(total, values.emiBank, Number(values.emiMonths)) : null;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <section aria-labelledby="review-shipping-heading" className="rounded-xl border border-stone-200 p-4">
        <h3 id="review-shipping-heading" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
          {t("Shipping to")}
        </h3>
        {shipping ? (
          <address className="mt-2 text-[15px] leading-relaxed text-ink not-italic">
            {shipping.firstName} {shipping.lastName}
            <br />
            {shipping.address}
            {shipping.apartment ? <>, {shipping.apartment}</> : null}
            <br />
            {shipping.city}, {stateNameIn(shipping.state, t)} {shipping.pincode}
            <br />
            {shipping.phone} · {shipping.email}
          </address>
        ) : null}
        {gstin !== "" ? <p className="mt-2 text-[15px] text-ink">GSTIN: {gstin}</p> : null}
      </section>
      <section aria-labelledby="review-payment-heading" className="rounded-xl border border-stone-200 p-4">
        <h3 id="review-payment-heading" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
          {t("Payment")}
        </h3>
        <p className="mt-2 text-[15px] font-medium text-ink">{t(paymentMethodLabels[method])}</p>
        {method === "card" ? <p className="text-[15px] text-stone-700">{t("Card ending in {last4}", { last4 })}</p> : null}
        {method === "card" && emi ? (
          <>
            <p className="mt-2 text-[15px] font-medium text-ink">
              {withUnbrokenPrices(emiPlanText({ bank: emi.bankName, months: emi.months, monthlyAmount: emi.monthlyAmount }, t))}
            </p>
            <p className="text-sm text-stone-700">
              {withUnbrokenPrices(
                emi.lastInstalment !== emi.monthlyAmount
                  ? t("{bank}'s interest of {interest} ({rate}% a year) is taken off the price upfront: you pay {total} in all, the last instalment {last}.", {
                      bank: emi.bankName,
                      interest: formatRupees(emi.interestWaived),
                      rate: emi.annualRatePercent,
                      total: formatRupees(emi.totalPayable),
                      last: formatRupees(emi.lastInstalment),
                    })
                  : t("{bank}'s interest of {interest} ({rate}% a year) is taken off the price upfront: you pay {total} in all.", {
                      bank: emi.bankName,
                      interest: formatRupees(emi.interestWaived),
                      rate: emi.annualRatePercent,
                      total: formatRupees(emi.totalPayable),
                    }),
              )}
            </p>
          </>
        ) : null}
        {method === "upi" ? <p className="text-[15px] text-stone-700">{t("UPI ID: {upiId}", { upiId: values.upiId })}</p> : null}
        {method === "cod" ? <p className="mt-1 text-sm text-stone-700">{t(checkoutMessages.codNotice)}</p> : null}
      </section>
      {delivery ? (
        <section aria-labelledby="review-delivery-heading" className="rounded-xl border border-stone-200 p-4 sm:col-span-2">
          <h3 id="review-delivery-heading" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            {t("Delivery")}
          </h3>
          <p className="mt-2 text-[15px] font-medium text-ink">{delivery.windowText}</p>
          {slot ? <p className="text-[15px] text-stone-700">{t("Delivery slot: {slot}, with free assembly", { slot: t(slot) })}</p> : null}
        </section>
      ) : null}
    </div>
  );
}
