import { msg } from "~/i18n/msg";
import { useT, type Translate } from "~/i18n/use-t";
import type { SavedCard } from "~/lib/contracts/saved-cards";
import { codReasonInLanguage } from "~/lib/delivery-promise";
import { deliverySlotLabels, deliverySlots } from "~/lib/delivery-slots";
import { emiBanks, emiMonthlyAmount, emiTenures, lowestMonthlyAmount } from "~/lib/emi";
import { checkoutMessages, type PaymentMethod } from "~/lib/forms/checkout-schema";
import { formatRupees } from "~/lib/money";
import { withUnbrokenPrices } from "~/ui/rupees";
import { useHydrated } from "~/ui/use-hydrated";
import { EmiPlanTables } from "../emi/emi-offer";
import { cvvInput, NewCardFields, RadioCard, savedCardExpiry, savedCardName } from "../payment/card-fields";
import { CheckoutField, FieldError, fieldErrorId, fieldInputId, selectLook } from "./checkout-field";
import { cardPlans, gatewayNeedsScriptMessage, newChoice, type CheckoutDelivery, type CheckoutErrors, type CheckoutField as CheckoutFieldName, type CheckoutValues } from "./checkout-state";

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: msg("Credit / Debit Card"),
  upi: "UPI",
  cod: msg("Cash on Delivery"),
};

const methodOrder: PaymentMethod[] = ["card", "upi", "cod"];

const codReasonId = "checkout-cod-reason";
const needsScriptId = "checkout-needs-script";

/** "Visa ending in 1111 · expires 08/31 · ASHA VERMA". */
export function savedCardText(card: Pick<SavedCard, "brand" | "last4" | "expiryMonth" | "expiryYear">, t: Translate): string {
  return t("{card} · expires {expiry}", { card: savedCardName(card, t), expiry: savedCardExpiry(card) });
}

export interface PaymentFieldsProps {
  values: CheckoutValues;
  errors: CheckoutErrors;
  /** The signed-in shopper's saved cards, the default first; empty for a guest. */
  savedCards: readonly SavedCard[];
  /** A signed-in shopper may save a new card (as the gateway's token) while paying with it. */
  canSaveCards: boolean;
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
export function PaymentFields({ values, errors, savedCards, canSaveCards, delivery, total }: PaymentFieldsProps) {
  const t = useT();
  // A new card and UPI are paid through the gateway's script in the page: without JavaScript they cannot be.
  const scripted = useHydrated();
  const codRefusal = delivery?.codRefusal ?? null;
  const offered = methodOrder.filter((method) => method !== "cod" || codRefusal === null);
  const chosen = offered.find((method) => method === values.method) ?? "card";
  return (
    <div className="payment-methods">
      {delivery ? <DeliveryChoice delivery={delivery} values={values} errors={errors} /> : null}
      <fieldset aria-describedby={errors.method ? fieldErrorId("method") : undefined}>
        <legend className="text-sm font-medium text-stone-800">{t("Choose how to pay")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {methodOrder.map((method, index) => {
            const refused = method === "cod" && codRefusal !== null;
            const waitsForScript = method !== "cod" && !scripted;
            return (
              <RadioCard
                key={method}
                name="method"
                value={method}
                id={index === 0 ? fieldInputId("method") : undefined}
                defaultChecked={method === chosen}
                disabled={refused || waitsForScript}
                describedBy={refused ? codReasonId : waitsForScript ? needsScriptId : undefined}
              >
                {t(paymentMethodLabels[method])}
                {refused ? <span className="sr-only"> {t("(not available)")}</span> : null}
              </RadioCard>
            );
          })}
        </div>
        {scripted ? null : (
          <p id={needsScriptId} className="mt-2 text-sm text-stone-800">
            {t(gatewayNeedsScriptMessage)}
          </p>
        )}
        {codRefusal !== null ? (
          <p id={codReasonId} className="mt-2 text-sm text-stone-800">
            {withUnbrokenPrices(codReasonInLanguage(codRefusal, t))}
          </p>
        ) : null}
        <FieldError name="method" error={errors.method} />
      </fieldset>

      <div data-payment-section="card" className="mt-6">
        {savedCards.length > 0 ? (
          <SavedCardChoice values={values} errors={errors} savedCards={savedCards} canSaveCards={canSaveCards} />
        ) : (
          <NewCard values={values} errors={errors} canSaveCards={canSaveCards} />
        )}
        <CardPlanChoice values={values} errors={errors} total={total} />
      </div>

      <div data-payment-section="upi" className="mt-6">
        <CheckoutField
          name="upiId"
          label={t("UPI ID")}
          value={values.upiId}
          error={errors.upiId}
          autoComplete="off"
          placeholder="yourname@bank"
        />
        <p className="mt-2 text-sm text-stone-700">
          {t("After Place Order you scan a QR code or open your UPI app to pay the exact amount, through our payment gateway.")}
        </p>
      </div>

      <div data-payment-section="cod" className="mt-6 rounded-lg border border-stone-200 bg-sand px-4 py-3 text-[15px] text-stone-800">
        {t(checkoutMessages.codNotice)}
      </div>
    </div>
  );
}

/**
 * A card payment of the minimum or more is paid in full or in no-cost EMI, with the card's
 * bank and the months. A stylesheet rule (.card-plan in app.css) hides bank and months while
 * "Pay in full" is chosen, so it works before JavaScript has loaded too.
 */
function CardPlanChoice({ values, errors, total }: { values: CheckoutValues; errors: CheckoutErrors; total: number | null }) {
  const t = useT();
  const lowest = total === null ? null : lowestMonthlyAmount(total);
  if (total === null || lowest === null) {
    // A plan the server refused for this total (it fell under the minimum) is said here.
    return errors.cardPlan ? (
      <p id={fieldErrorId("cardPlan")} className="mt-6 text-sm font-medium text-red-800">
        {withUnbrokenPrices(t(errors.cardPlan))}
      </p>
    ) : null;
  }
  const chosen = values.cardPlan === cardPlans.emi ? cardPlans.emi : cardPlans.full;
  return (
    <fieldset className="card-plan mt-6" aria-describedby={errors.cardPlan ? fieldErrorId("cardPlan") : undefined}>
      <legend className="text-sm font-medium text-stone-800">{t("Pay in full or in instalments")}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <RadioCard name="cardPlan" value={cardPlans.full} id={fieldInputId("cardPlan")} defaultChecked={chosen === cardPlans.full}>
          {t("Pay in full")}
        </RadioCard>
        <RadioCard name="cardPlan" value={cardPlans.emi} defaultChecked={chosen === cardPlans.emi}>
          <span>{withUnbrokenPrices(t("No-cost EMI from {amount}/month", { amount: formatRupees(lowest) }))}</span>
        </RadioCard>
      </div>
      <FieldError name="cardPlan" error={errors.cardPlan} />

      <div data-emi-plan="" className="mt-5 grid gap-5">
        <div>
          <label htmlFor={fieldInputId("emiBank")} className="block text-sm font-medium text-stone-800">
            {t("Your credit card's bank")}
          </label>
          <select
            id={fieldInputId("emiBank")}
            name="emiBank"
            defaultValue={values.emiBank}
            aria-invalid={errors.emiBank ? true : undefined}
            aria-describedby={errors.emiBank ? fieldErrorId("emiBank") : undefined}
            className={selectLook(errors.emiBank)}
          >
            <option value="">{t("Choose your bank")}</option>
            {emiBanks.map((bank) => (
              <option key={bank.id} value={bank.id}>
                {bank.name}
              </option>
            ))}
          </select>
          <FieldError name="emiBank" error={errors.emiBank} />
        </div>
        <RadioCardGroup
          name="emiMonths"
          legend={t("Pay over")}
          hint={t("The bank's interest is taken off the price upfront: your instalments add up to {amount}.", { amount: formatRupees(total) })}
          choices={emiTenures.map((months) => ({
            value: String(months),
            label: t("{months} months · {amount}/month", { months, amount: formatRupees(emiMonthlyAmount(total, months)) }),
          }))}
          checked={values.emiMonths}
          error={errors.emiMonths}
          columns="sm:grid-cols-2"
        />
        <details className="rounded-lg border border-stone-200 bg-white">
          <summary className="min-h-11 cursor-pointer rounded-lg px-4 py-2.5 text-sm font-semibold text-brand-800">
            {t("Interest waived by each bank")}
          </summary>
          <div className="border-t border-stone-200 px-4 pt-3 pb-4">
            <EmiPlanTables total={total} />
          </div>
        </details>
      </div>
    </fieldset>
  );
}

/** A question answered by choosing one card, with a hint under its legend and its error below. */
function RadioCardGroup({
  name,
  legend,
  hint,
  choices,
  checked,
  error,
  columns,
}: {
  name: CheckoutFieldName;
  legend: string;
  hint: string;
  choices: readonly { value: string; label: string }[];
  checked: string;
  error: string | undefined;
  columns: string;
}) {
  const hintId = `checkout-${name}-hint`;
  return (
    <fieldset aria-describedby={error ? fieldErrorId(name) : hintId}>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <p id={hintId} className="mt-0.5 text-sm text-stone-700">
        {withUnbrokenPrices(hint)}
      </p>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {choices.map((choice, index) => (
          <RadioCard
            key={choice.value}
            name={name}
            value={choice.value}
            id={index === 0 ? fieldInputId(name) : undefined}
            defaultChecked={checked === choice.value}
          >
            <span>{withUnbrokenPrices(choice.label)}</span>
          </RadioCard>
        ))}
      </div>
      <FieldError name={name} error={error} />
    </fieldset>
  );
}

/** When the order arrives, and the slot our fitters come in when they assemble it. */
function DeliveryChoice({ delivery, values, errors }: { delivery: CheckoutDelivery; values: CheckoutValues; errors: CheckoutErrors }) {
  const t = useT();
  return (
    <section aria-labelledby="checkout-delivery-heading" className="mb-6 rounded-xl border border-stone-200 p-4">
      <h3 id="checkout-delivery-heading" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
        {t("Delivery")}
      </h3>
      <p className="mt-2 text-[15px] font-medium text-ink">{delivery.windowText}</p>
      {delivery.slotOffered ? (
        <div className="mt-4">
          <RadioCardGroup
            name="deliverySlot"
            legend={t("Delivery slot")}
            hint={t("Our fitters deliver and assemble your furniture free of charge. Choose when they should come.")}
            choices={deliverySlots.map((slot) => ({ value: slot, label: t(deliverySlotLabels[slot]) }))}
            checked={values.deliverySlot}
            error={errors.deliverySlot}
            columns="sm:grid-cols-3"
          />
        </div>
      ) : null}
    </section>
  );
}

/** A saved card (the gateway's token, paid with its CVV typed again) or a new one. */
function SavedCardChoice({
  values,
  errors,
  savedCards,
  canSaveCards,
}: {
  values: CheckoutValues;
  errors: CheckoutErrors;
  savedCards: readonly SavedCard[];
  canSaveCards: boolean;
}) {
  const t = useT();
  const chosen = savedCards.some((card) => String(card.id) === values.savedCardId) ? values.savedCardId : newChoice;
  return (
    <div className="card-choice">
      <fieldset aria-describedby={errors.savedCardId ? fieldErrorId("savedCardId") : undefined}>
        <legend className="text-sm font-medium text-stone-800">{t("Pay with")}</legend>
        <div className="mt-2 grid gap-2">
          {savedCards.map((card, index) => (
            <RadioCard
              key={card.id}
              name="savedCardId"
              value={card.id}
              id={index === 0 ? fieldInputId("savedCardId") : undefined}
              defaultChecked={chosen === String(card.id)}
            >
              <span>
                {savedCardText(card, t)}
                <span className="block text-sm font-normal text-stone-700">
                  {card.holderName}
                  {card.isDefault ? ` · ${t("Default card")}` : ""}
                </span>
              </span>
            </RadioCard>
          ))}
          <RadioCard name="savedCardId" value={newChoice} defaultChecked={chosen === newChoice}>
            {t("A new card")}
          </RadioCard>
        </div>
        <FieldError name="savedCardId" error={errors.savedCardId} />
      </fieldset>
      <div data-saved-card="" className="mt-5 grid gap-x-4 sm:grid-cols-2">
        <CheckoutField
          name="savedCardCvv"
          label={t("CVV of the saved card")}
          value={values.savedCardCvv}
          error={errors.savedCardCvv}
          {...cvvInput}
          keptInBrowser
          hint={t("The 3 or 4 digits on the back. It goes to our payment gateway, never to us.")}
        />
      </div>
      <div data-new-card="" className="mt-5">
        <NewCard values={values} errors={errors} canSaveCards={canSaveCards} />
      </div>
    </div>
  );
}

/**
 * The checkout's new-card fields: one column on a phone, and "Name on card" is optional here. A
 * signed-in shopper may tick "Save this card": the gateway then keeps it as a token (the consent
 * RBI's card-on-file rules ask for), and it is among their saved cards once paid.
 */
function NewCard({ values, errors, canSaveCards }: { values: CheckoutValues; errors: CheckoutErrors; canSaveCards: boolean }) {
  const t = useT();
  return (
    <>
      <NewCardFields
        Field={CheckoutField}
        values={values}
        errors={errors}
        holder={{ label: t("Name on card"), optional: true }}
        className="grid gap-x-4 gap-y-5 sm:grid-cols-2"
        keptInBrowser
      />
      {canSaveCards ? <SaveCardConsent defaultChecked={values.saveCard === "yes"} /> : null}
    </>
  );
}

/** "Save this card": never posted, read by the page with the card and handed to the gateway's script. */
export function SaveCardConsent({ defaultChecked, checked, onChange }: { defaultChecked?: boolean; checked?: boolean; onChange?: (checked: boolean) => void }) {
  const t = useT();
  return (
    <label className="mt-4 flex items-start gap-3 text-[15px] text-stone-800">
      <input
        type="checkbox"
        data-field="saveCard"
        value="yes"
        defaultChecked={defaultChecked}
        checked={checked}
        onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <span>
        {t("Save this card for faster checkout")}
        <span className="block text-sm text-stone-700">{t("Our payment gateway keeps it securely as a token; we keep only its last four digits.")}</span>
      </span>
    </label>
  );
}
