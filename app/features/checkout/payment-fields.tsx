import { groupCardNumber, formatExpiryInput, maxExpiryLength, maxGroupedCardNumberLength } from "~/lib/card-number";
import { checkoutMaxLengths, checkoutMessages, type PaymentMethod } from "~/lib/forms/checkout-schema";
import { CheckoutField, FieldError } from "./checkout-field";
import type { CheckoutActionData, CheckoutValues } from "./checkout-state";

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: "Credit / Debit Card",
  upi: "UPI",
  cod: "Cash on Delivery",
};

const methodOrder: PaymentMethod[] = ["card", "upi", "cod"];

/**
 * Spec §3 "Payment info": the method (card by default) and its fields. Only the chosen method's
 * fields show; a stylesheet rule (.payment-methods in app.css) does the switching, so it works
 * before JavaScript has loaded too. The other methods' fields are sent but not read.
 */
export function PaymentFields({ values, errors }: { values: CheckoutValues; errors: CheckoutActionData["errors"] }) {
  const chosen = methodOrder.find((method) => method === values.method) ?? "card";
  return (
    <div className="payment-methods">
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">Choose how to pay</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {methodOrder.map((method) => (
            <label
              key={method}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-4 py-2 text-[15px] font-medium text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name="method"
                value={method}
                defaultChecked={method === chosen}
                className="size-4 accent-brand-700 focus-visible:outline-none"
              />
              {paymentMethodLabels[method]}
            </label>
          ))}
        </div>
        <FieldError name="method" error={errors.method} />
      </fieldset>

      <div data-payment-section="card" className="mt-6 grid gap-x-4 gap-y-5 sm:grid-cols-2">
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
