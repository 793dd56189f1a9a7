import { checkoutMaxLengths } from "~/lib/forms/checkout-schema";
import { indianStates } from "~/lib/indian-states";
import { CheckoutField, FieldError, fieldErrorId, fieldInputId, selectLook } from "./checkout-field";
import type { CheckoutActionData, CheckoutValues } from "./checkout-state";

const digitsOnly = (length: number) => (typed: string) => typed.replace(/\D/g, "").slice(0, length);

/** Spec §3 "Shipping info" with the §5 rules: where the order goes. */
export function ShippingFields({ values, errors }: { values: CheckoutValues; errors: CheckoutActionData["errors"] }) {
  return (
    <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <CheckoutField name="firstName" label="First name" value={values.firstName} error={errors.firstName} autoComplete="given-name" maxLength={checkoutMaxLengths.firstName} />
      <CheckoutField name="lastName" label="Last name" value={values.lastName} error={errors.lastName} autoComplete="family-name" maxLength={checkoutMaxLengths.lastName} />
      <CheckoutField name="email" label="Email" type="email" value={values.email} error={errors.email} autoComplete="email" inputMode="email" maxLength={checkoutMaxLengths.email} />
      <CheckoutField name="phone" label="Phone" type="tel" value={values.phone} error={errors.phone} autoComplete="tel-national" inputMode="numeric" maxLength={10} mask={digitsOnly(10)} placeholder="10-digit mobile number" />
      <CheckoutField name="address" label="Address" value={values.address} error={errors.address} autoComplete="address-line1" maxLength={checkoutMaxLengths.address} placeholder="House number and street" className="sm:col-span-2" />
      <CheckoutField name="apartment" label="Apartment, suite, etc." optional value={values.apartment} error={errors.apartment} autoComplete="address-line2" maxLength={checkoutMaxLengths.apartment} className="sm:col-span-2" />
      <CheckoutField name="city" label="City" value={values.city} error={errors.city} autoComplete="address-level2" maxLength={checkoutMaxLengths.city} />
      <div>
        <label htmlFor={fieldInputId("state")} className="block text-sm font-medium text-stone-800">
          State
        </label>
        <select
          id={fieldInputId("state")}
          name="state"
          defaultValue={values.state}
          autoComplete="address-level1"
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? fieldErrorId("state") : undefined}
          className={selectLook(errors.state)}
        >
          <option value="">Select State</option>
          {indianStates.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
        <FieldError name="state" error={errors.state} />
      </div>
      <CheckoutField name="pincode" label="PIN code" value={values.pincode} error={errors.pincode} autoComplete="postal-code" inputMode="numeric" maxLength={6} mask={digitsOnly(6)} />
    </div>
  );
}
