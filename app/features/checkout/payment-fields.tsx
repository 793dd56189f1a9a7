import { groupCardNumber, formatExpiryInput, maxExpiryLength, maxGroupedCardNumberLength } from "~/lib/card-number";
import type { SavedCard } from "~/lib/contracts/saved-cards";
import { deliverySlotLabels, deliverySlots } from "~/lib/delivery-slots";
import { emiBanks, emiMonthlyAmount, emiTenures, lowestMonthlyAmount } from "~/lib/emi";
import { checkoutMaxLengths, checkoutMessages, type PaymentMethod } from "~/lib/forms/checkout-schema";
import { formatRupees } from "~/lib/money";
import { cardBrandName } from "~/lib/order-payment-text";
import { EmiPlanTables } from "../emi/emi-offer";
import { CheckoutField, FieldError, fieldErrorId, fieldInputId, selectLook } from "./checkout-field";
import { cardPlans, newChoice, type CheckoutDelivery, type CheckoutErrors, type CheckoutValues } from "./checkout-state";

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: "Credit / Debit Card",
  upi: "UPI",
  cod: "Cash on Delivery",
};

const methodOrder: PaymentMethod[] = ["card", "upi", "cod"];

const codReasonId = "checkout-cod-reason";

const choiceLook =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-4 py-2 text-[15px] font-medium text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500";
const radioLook = "size-4 shrink-0 accent-brand-700 focus-visible:outline-none";

/** "Visa ending in 1111 · expires 08/31 · ASHA VERMA". */
export function savedCardText(card: Pick<SavedCard, "brand" | "last4" | "expiryMonth" | "expiryYear">): string {
  const month = String(card.expiryMonth).padStart(2, "0");
  const year = String(card.expiryYear % 100).padStart(2, "0");
  return `${cardBrandName(card.brand)} ending in ${card.last4} · expires ${month}/${year}`;
}

export interface PaymentFieldsProps {
  values: CheckoutValues;
  errors: CheckoutErrors;
  /** The signed-in shopper's saved cards, the default first; empty for a guest. */
  savedCards: readonly SavedCard[];
  /** Whether the payment provider asks a saved card's CVV again. */
  cvvRequired: boolean;
  /** The server's answer for the address: dates, slot, cash on delivery. */
  delivery: CheckoutDelivery | null;
  /** What the order costs now, as the server priced it: whether no-cost EMI is offered. */
  total: number | null;
}

/**
 * Spec §3 "Payment info": the method (card by default) and its fields, after the delivery promise
 * and, for furniture our fitters assemble, the slot. Only the chosen method's fields show; a
 * stylesheet rule (.payment-methods and .card-choice in app.css) does the switching, so it works
 * before JavaScript has loaded too. The other methods' fields are sent but not read. Cash on
 * delivery is offered where the delivery rules allow it; otherwise it is disabled, and says why.
 */
export function PaymentFields({ values, errors, savedCards, cvvRequired, delivery, total }: PaymentFieldsProps) {
  const codRefusal = delivery?.codRefusal ?? null;
  const offered = methodOrder.filter((method) => method !== "cod" || codRefusal === null);
  const chosen = offered.find((method) => method === values.method) ?? "card";
  return (
    <div className="payment-methods">
      {delivery ? <DeliveryChoice delivery={delivery} values={values} errors={errors} /> : null}
      <fieldset aria-describedby={errors.method ? fieldErrorId("method") : undefined}>
        <legend className="text-sm font-medium text-stone-800">Choose how to pay</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {methodOrder.map((method, index) => {
            const refused = method === "cod" && codRefusal !== null;
            return (
              <label
                key={method}
                className={`${choiceLook} ${refused ? "cursor-not-allowed border-dashed bg-stone-50 text-stone-700" : ""}`}
              >
                <input
                  type="radio"
                  name="method"
                  value={method}
                  id={index === 0 ? fieldInputId("method") : undefined}
                  defaultChecked={method === chosen}
                  disabled={refused}
                  aria-describedby={refused ? codReasonId : undefined}
                  className={radioLook}
                />
                {paymentMethodLabels[method]}
                {refused ? <span className="sr-only"> (not available)</span> : null}
              </label>
            );
          })}
        </div>
        {codRefusal !== null ? (
          <p id={codReasonId} className="mt-2 text-sm text-stone-800">
            {codRefusal}
          </p>
        ) : null}
        <FieldError name="method" error={errors.method} />
      </fieldset>

      <div data-payment-section="card" className="mt-6">
        {savedCards.length > 0 ? (
          <SavedCardChoice values={values} errors={errors} savedCards={savedCards} cvvRequired={cvvRequired} />
        ) : (
          <NewCardFields values={values} errors={errors} />
        )}
        <CardPlanChoice values={values} errors={errors} total={total} />
      </div>

      <div data-payment-section="upi" className="mt-6">
        <CheckoutField
          name="upiId"
          label="UPI ID"
          value={values.upiId}
          error={errors.upiId}
          autoComplete="off"
          placeholder="yourname@bank"
        />
        <p className="mt-2 text-sm text-stone-700">
          On the next step you can scan a QR code or open your UPI app to pay the exact amount.
        </p>
      </div>

      <div data-payment-section="cod" className="mt-6 rounded-lg border border-stone-200 bg-sand px-4 py-3 text-[15px] text-stone-800">
        {checkoutMessages.codNotice}
      </div>
    </div>
  );
}

/**
 * Issue 6: a card payment of the minimum or more is paid in full or in no-cost EMI, with the card's
 * bank and the months. A stylesheet rule (.card-plan in app.css) hides bank and months while
 * "Pay in full" is chosen, so it works before JavaScript has loaded too.
 */
function CardPlanChoice({ values, errors, total }: { values: CheckoutValues; errors: CheckoutErrors; total: number | null }) {
  const lowest = total === null ? null : lowestMonthlyAmount(total);
  if (total === null || lowest === null) {
    // A plan the server refused for this total (it fell under the minimum) is said here.
    return errors.cardPlan ? (
      <p id={fieldErrorId("cardPlan")} className="mt-6 text-sm font-medium text-red-800">
        {errors.cardPlan}
      </p>
    ) : null;
  }
  const chosen = values.cardPlan === cardPlans.emi ? cardPlans.emi : cardPlans.full;
  return (
    <fieldset className="card-plan mt-6" aria-describedby={errors.cardPlan ? fieldErrorId("cardPlan") : undefined}>
      <legend className="text-sm font-medium text-stone-800">Pay in full or in instalments</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <label className={choiceLook}>
          <input
            type="radio"
            name="cardPlan"
            value={cardPlans.full}
            id={fieldInputId("cardPlan")}
            defaultChecked={chosen === cardPlans.full}
            className={radioLook}
          />
          Pay in full
        </label>
        <label className={choiceLook}>
          <input type="radio" name="cardPlan" value={cardPlans.emi} defaultChecked={chosen === cardPlans.emi} className={radioLook} />
          No-cost EMI from {formatRupees(lowest)}/month
        </label>
      </div>
      <FieldError name="cardPlan" error={errors.cardPlan} />

      <div data-emi-plan="" className="mt-5 grid gap-5">
        <div>
          <label htmlFor={fieldInputId("emiBank")} className="block text-sm font-medium text-stone-800">
            Your credit card&apos;s bank
          </label>
          <select
            id={fieldInputId("emiBank")}
            name="emiBank"
            defaultValue={values.emiBank}
            aria-invalid={errors.emiBank ? true : undefined}
            aria-describedby={errors.emiBank ? fieldErrorId("emiBank") : undefined}
            className={selectLook(errors.emiBank)}
          >
            <option value="">Choose your bank</option>
            {emiBanks.map((bank) => (
              <option key={bank.id} value={bank.id}>
                {bank.name}
              </option>
            ))}
          </select>
          <FieldError name="emiBank" error={errors.emiBank} />
        </div>
        <fieldset aria-describedby={errors.emiMonths ? fieldErrorId("emiMonths") : "checkout-emi-hint"}>
          <legend className="text-sm font-medium text-stone-800">Pay over</legend>
          <p id="checkout-emi-hint" className="mt-0.5 text-sm text-stone-700">
            The bank&apos;s interest is taken off the price upfront: your instalments add up to {formatRupees(total)}.
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {emiTenures.map((months, index) => (
              <label key={months} className={choiceLook}>
                <input
                  type="radio"
                  name="emiMonths"
                  value={months}
                  id={index === 0 ? fieldInputId("emiMonths") : undefined}
                  defaultChecked={values.emiMonths === String(months)}
                  className={radioLook}
                />
                {months} months · {formatRupees(emiMonthlyAmount(total, months))}/month
              </label>
            ))}
          </div>
          <FieldError name="emiMonths" error={errors.emiMonths} />
        </fieldset>
        <details className="rounded-lg border border-stone-200 bg-white">
          <summary className="min-h-11 cursor-pointer rounded-lg px-4 py-2.5 text-sm font-semibold text-brand-800">
            Interest waived by each bank
          </summary>
          <div className="border-t border-stone-200 px-4 pt-3 pb-4">
            <EmiPlanTables total={total} />
          </div>
        </details>
      </div>
    </fieldset>
  );
}

/** When the order arrives, and the slot our fitters come in when they assemble it (issue 6). */
function DeliveryChoice({ delivery, values, errors }: { delivery: CheckoutDelivery; values: CheckoutValues; errors: CheckoutErrors }) {
  return (
    <section aria-labelledby="checkout-delivery-heading" className="mb-6 rounded-xl border border-stone-200 p-4">
      <h3 id="checkout-delivery-heading" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
        Delivery
      </h3>
      <p className="mt-2 text-[15px] font-medium text-ink">{delivery.windowText}</p>
      {delivery.slotOffered ? (
        <fieldset className="mt-4" aria-describedby={errors.deliverySlot ? fieldErrorId("deliverySlot") : "checkout-slot-hint"}>
          <legend className="text-sm font-medium text-stone-800">Delivery slot</legend>
          <p id="checkout-slot-hint" className="mt-0.5 text-sm text-stone-700">
            Our fitters deliver and assemble your furniture free of charge. Choose when they should come.
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {deliverySlots.map((slot, index) => (
              <label key={slot} className={choiceLook}>
                <input
                  type="radio"
                  name="deliverySlot"
                  value={slot}
                  id={index === 0 ? fieldInputId("deliverySlot") : undefined}
                  defaultChecked={values.deliverySlot === slot}
                  className={radioLook}
                />
                {deliverySlotLabels[slot]}
              </label>
            ))}
          </div>
          <FieldError name="deliverySlot" error={errors.deliverySlot} />
        </fieldset>
      ) : null}
    </section>
  );
}

/** A saved card (charged by the provider's token; its CVV when the provider asks) or a new one. */
function SavedCardChoice({
  values,
  errors,
  savedCards,
  cvvRequired,
}: {
  values: CheckoutValues;
  errors: CheckoutErrors;
  savedCards: readonly SavedCard[];
  cvvRequired: boolean;
}) {
  const chosen = savedCards.some((card) => String(card.id) === values.savedCardId) ? values.savedCardId : newChoice;
  return (
    <div className="card-choice">
      <fieldset aria-describedby={errors.savedCardId ? fieldErrorId("savedCardId") : undefined}>
        <legend className="text-sm font-medium text-stone-800">Pay with</legend>
        <div className="mt-2 grid gap-2">
          {savedCards.map((card, index) => (
            <label key={card.id} className={choiceLook}>
              <input
                type="radio"
                name="savedCardId"
                value={card.id}
                id={index === 0 ? fieldInputId("savedCardId") : undefined}
                defaultChecked={chosen === String(card.id)}
                className={radioLook}
              />
              <span>
                {savedCardText(card)}
                <span className="block text-sm font-normal text-stone-700">
                  {card.holderName}
                  {card.isDefault ? " · Default card" : ""}
                </span>
              </span>
            </label>
          ))}
          <label className={choiceLook}>
            <input type="radio" name="savedCardId" value={newChoice} defaultChecked={chosen === newChoice} className={radioLook} />A new card
          </label>
        </div>
        <FieldError name="savedCardId" error={errors.savedCardId} />
      </fieldset>
      {cvvRequired ? (
        <div data-saved-card="" className="mt-5 grid gap-x-4 sm:grid-cols-2">
          <CheckoutField
            name="savedCardCvv"
            label="CVV of the saved card"
            type="password"
            value={values.savedCardCvv}
            error={errors.savedCardCvv}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            mask={(typed) => typed.replace(/\D/g, "").slice(0, 4)}
            hint="The 3 or 4 digits on the back. We never keep it."
          />
        </div>
      ) : null}
      <div data-new-card="" className="mt-5">
        <NewCardFields values={values} errors={errors} />
      </div>
    </div>
  );
}

function NewCardFields({ values, errors }: { values: CheckoutValues; errors: CheckoutErrors }) {
  return (
    <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <CheckoutField
        name="cardNumber"
        label="Card number"
        value={values.cardNumber}
        error={errors.cardNumber}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={maxGroupedCardNumberLength}
        mask={groupCardNumber}
        placeholder="1234 5678 9012 3456"
        className="sm:col-span-2"
      />
      <CheckoutField
        name="cardExpiry"
        label="Expiry date (MM/YY)"
        value={values.cardExpiry}
        error={errors.cardExpiry}
        autoComplete="cc-exp"
        inputMode="numeric"
        maxLength={maxExpiryLength}
        mask={formatExpiryInput}
        placeholder="MM/YY"
      />
      <CheckoutField
        name="cardCvv"
        label="CVV"
        type="password"
        value={values.cardCvv}
        error={errors.cardCvv}
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        mask={(typed) => typed.replace(/\D/g, "").slice(0, 4)}
      />
      <CheckoutField
        name="cardHolder"
        label="Name on card"
        optional
        value={values.cardHolder}
        error={errors.cardHolder}
        autoComplete="cc-name"
        maxLength={checkoutMaxLengths.cardHolder}
        mask={(typed) => typed.toUpperCase()}
        className="sm:col-span-2"
      />
    </div>
  );
}
