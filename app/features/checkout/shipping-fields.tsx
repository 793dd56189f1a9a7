import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import type { SavedAddress } from "~/lib/contracts/addresses";
import { checkoutMaxLengths } from "~/lib/forms/checkout-schema";
import { normalizeGstin } from "~/lib/gstin";
import { indianStates, stateNameIn } from "~/lib/indian-states";
import { maskPhone, phoneMaxLength } from "~/lib/phone";
import { maskPincode, pincodeMaxLength } from "~/lib/pincode";
import { profileTabPath } from "../profile/profile-tabs";
import { CheckoutField, FieldError, fieldErrorId, fieldInputId, selectLook } from "./checkout-field";
import { newChoice, type CheckoutErrors, type CheckoutValues } from "./checkout-state";
import type { PincodeAutofill } from "./use-pincode-autofill";

/** Room for a GSTIN written in groups ("27 AAPFU 0939 F1ZV"): the mask and the server drop the spaces. */
const gstinTypedMaxLength = 20;

export interface ShippingFieldsProps {
  values: CheckoutValues;
  errors: CheckoutErrors;
  /** The signed-in shopper's address book, the default first; empty for a guest. */
  savedAddresses: readonly SavedAddress[];
  autofill: PincodeAutofill;
}

/**
 * Spec §3 "Shipping info" with the §5 rules: where the order goes. A signed-in shopper picks one of
 * their saved addresses (the default is chosen to begin with) or types a new one; a stylesheet rule
 * (.address-choice in app.css) hides the typed address while a saved one is chosen, so this works
 * before JavaScript has loaded too. The e-mail and an optional GSTIN are asked either way.
 */
export function ShippingFields({ values, errors, savedAddresses, autofill }: ShippingFieldsProps) {
  const t = useT();
  const chosen = savedAddresses.some((saved) => String(saved.id) === values.savedAddressId) ? values.savedAddressId : newChoice;
  // A saved address checkout refused (a PIN code we cannot deliver to, or one saved before the
  // address book checked it) is fixed in the address book: its edit form is one link away.
  const blocked = savedAddresses.find((saved) => String(saved.id) === chosen);
  return (
    <div className="address-choice grid gap-x-4 gap-y-5 sm:grid-cols-2">
      {savedAddresses.length > 0 ? (
        <fieldset className="sm:col-span-2" aria-describedby={errors.savedAddressId ? fieldErrorId("savedAddressId") : undefined}>
          <legend className="text-sm font-medium text-stone-800">{t("Deliver to")}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {savedAddresses.map((saved, index) => (
              <label
                key={saved.id}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 bg-white px-4 py-3 text-[15px] text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
              >
                <input
                  type="radio"
                  name="savedAddressId"
                  value={saved.id}
                  id={index === 0 ? fieldInputId("savedAddressId") : undefined}
                  defaultChecked={chosen === String(saved.id)}
                  className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                />
                <span className="leading-relaxed">
                  <span className="font-semibold">
                    {saved.firstName} {saved.lastName}
                  </span>
                  {saved.isDefault ? (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{t("Default")}</span>
                  ) : null}
                  <br />
                  {[saved.address, saved.apartment].filter(Boolean).join(", ")}
                  <br />
                  {saved.city}, {stateNameIn(saved.state, t)} {saved.pincode}
                  <br />
                  <span className="text-stone-700">{saved.phone}</span>
                </span>
              </label>
            ))}
            <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-4 py-3 text-[15px] font-medium text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500">
              <input
                type="radio"
                name="savedAddressId"
                value={newChoice}
                defaultChecked={chosen === newChoice}
                className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              {t("A new address")}
            </label>
          </div>
          <FieldError name="savedAddressId" error={errors.savedAddressId} />
          {errors.savedAddressId && blocked ? (
            <p className="mt-1.5 text-sm">
              <Link
                to={profileTabPath("addresses", { address: String(blocked.id) })}
                className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {t("Edit this address")}
              </Link>
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <CheckoutField addressPart name="firstName" label={t("First name")} value={values.firstName} error={errors.firstName} autoComplete="given-name" maxLength={checkoutMaxLengths.firstName} />
      <CheckoutField addressPart name="lastName" label={t("Last name")} value={values.lastName} error={errors.lastName} autoComplete="family-name" maxLength={checkoutMaxLengths.lastName} />
      <CheckoutField name="email" label={t("Email")} type="email" value={values.email} error={errors.email} autoComplete="email" inputMode="email" maxLength={checkoutMaxLengths.email} />
      <CheckoutField addressPart name="phone" label={t("Phone")} type="tel" value={values.phone} error={errors.phone} autoComplete="tel-national" inputMode="tel" maxLength={phoneMaxLength} mask={maskPhone} placeholder={t("10-digit mobile number")} />
      <CheckoutField addressPart name="address" label={t("Address")} value={values.address} error={errors.address} autoComplete="address-line1" maxLength={checkoutMaxLengths.address} placeholder={t("House number and street")} className="sm:col-span-2" />
      <CheckoutField addressPart name="apartment" label={t("Apartment, suite, etc.")} optional value={values.apartment} error={errors.apartment} autoComplete="address-line2" maxLength={checkoutMaxLengths.apartment} className="sm:col-span-2" />
      <div data-address-part="" className="sm:col-span-2">
        <CheckoutField
          name="pincode"
          label={t("PIN code")}
          value={values.pincode}
          error={errors.pincode}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={pincodeMaxLength}
          mask={maskPincode}
          onValue={autofill.onPincodeInput}
          hint={t("City and state fill in from the PIN code.")}
          className="sm:max-w-[calc(50%-0.5rem)]"
        />
        <p aria-live="polite" className="mt-1.5 text-sm font-medium text-green-800 empty:hidden">
          {errors.pincode ? null : autofill.note}
        </p>
      </div>
      <CheckoutField addressPart name="city" label={t("City")} value={values.city} error={errors.city} autoComplete="address-level2" maxLength={checkoutMaxLengths.city} />
      <div data-address-part="">
        <label htmlFor={fieldInputId("state")} className="block text-sm font-medium text-stone-800">
          {t("State")}
        </label>
        <select
          id={fieldInputId("state")}
          name="state"
          defaultValue={values.state}
          autoComplete="address-level1"
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? fieldErrorId("state") : undefined}
          onChange={(event) => autofill.onStateChange(event.currentTarget)}
          className={selectLook(errors.state)}
        >
          <option value="">{t("Select State")}</option>
          {indianStates.map((state) => (
            <option key={state.code} value={state.code}>
              {t(state.name)}
            </option>
          ))}
        </select>
        <FieldError name="state" error={errors.state} />
      </div>
      <CheckoutField
        name="buyerGstin"
        label={t("GSTIN")}
        optional
        value={values.buyerGstin}
        error={errors.buyerGstin}
        autoComplete="off"
        maxLength={gstinTypedMaxLength}
        mask={(typed) => normalizeGstin(typed).slice(0, 15)}
        hint={t("For a GST invoice in your business's name: the 15 characters of your GST number.")}
        placeholder={t("e.g. {example}", { example: "27AAPFU0939F1ZV" })}
        className="sm:col-span-2"
      />
    </div>
  );
}
