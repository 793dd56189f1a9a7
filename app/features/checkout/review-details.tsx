import { cardLast4 } from "~/lib/card-number";
import type { OrderShipping } from "~/lib/contracts/orders";
import type { SavedCard } from "~/lib/contracts/saved-cards";
import { deliverySlotText } from "~/lib/delivery-slots";
import { emiPlan, emiPlanText } from "~/lib/emi";
import { checkoutMessages, type PaymentMethod } from "~/lib/forms/checkout-schema";
import { normalizeGstin } from "~/lib/gstin";
import { stateName } from "~/lib/indian-states";
import { Rupees, withUnbrokenPrices } from "~/ui/rupees";
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
          Shipping to
        </h3>
        {shipping ? (
          <address className="mt-2 text-[15px] leading-relaxed text-ink not-italic">
            {shipping.firstName} {shipping.lastName}
            <br />
            {shipping.address}
            {shipping.apartment ? <>, {shipping.apartment}</> : null}
            <br />
            {shipping.city}, {stateName(shipping.state) ?? shipping.state} {shipping.pincode}
            <br />
            {shipping.phone} · {shipping.email}
          </address>
        ) : null}
        {gstin !== "" ? <p className="mt-2 text-[15px] text-ink">GSTIN: {gstin}</p> : null}
      </section>
      <section aria-labelledby="review-payment-heading" className="rounded-xl border border-stone-200 p-4">
        <h3 id="review-payment-heading" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
          Payment
        </h3>
        <p className="mt-2 text-[15px] font-medium text-ink">{paymentMethodLabels[method]}</p>
        {method === "card" ? <p className="text-[15px] text-stone-700">Card ending in {last4}</p> : null}
        {method === "card" && emi ? (
          <>
            <p className="mt-2 text-[15px] font-medium text-ink">
              {withUnbrokenPrices(emiPlanText({ bank: emi.bankName, months: emi.months, monthlyAmount: emi.monthlyAmount }))}
            </p>
            <p className="text-sm text-stone-700">
              {emi.bankName}&apos;s interest of <Rupees amount={emi.interestWaived} /> ({emi.annualRatePercent}% a year) is taken off
              the price upfront: you pay <Rupees amount={emi.totalPayable} /> in all
              {emi.lastInstalment !== emi.monthlyAmount ? (
                <>
                  , the last instalment <Rupees amount={emi.lastInstalment} />
                </>
              ) : null}
              .
            </p>
          </>
        ) : null}
        {method === "upi" ? <p className="text-[15px] text-stone-700">UPI ID: {values.upiId}</p> : null}
        {method === "cod" ? <p className="mt-1 text-sm text-stone-700">{checkoutMessages.codNotice}</p> : null}
      </section>
      {delivery ? (
        <section aria-labelledby="review-delivery-heading" className="rounded-xl border border-stone-200 p-4 sm:col-span-2">
          <h3 id="review-delivery-heading" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            Delivery
          </h3>
          <p className="mt-2 text-[15px] font-medium text-ink">{delivery.windowText}</p>
          {slot ? <p className="text-[15px] text-stone-700">Delivery slot: {slot}, with free assembly</p> : null}
        </section>
      ) : null}
    </div>
  );
}
