// Address Book (spec §2 Addresses): the shopper's addresses with the Default badge, Set as
// Default, Edit and Add New Address (a real form with the checkout's rules: the PIN code first,
// filling city and state), and Delete with the spec's confirmation (never on the default).
import { useId, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import type { SavedAddress } from "~/lib/contracts/addresses";
import { addressErrors } from "~/lib/forms/address-schema";
import { checkoutMaxLengths } from "~/lib/forms/checkout-schema";
import { indianStates, stateNameIn } from "~/lib/indian-states";
import { maskPhone, phoneMaxLength } from "~/lib/phone";
import { maskPincode, pincodeMaxLength } from "~/lib/pincode";
import { usePincodeAutofill } from "../checkout/use-pincode-autofill";
import type { ProfileActionData } from "./profile-intents";
import { profileTabPath } from "./profile-tabs";
import { buttonPrimary, buttonSecondary, buttonSmall, card, ConfirmDeleteButton, EmptyState, Field, inputClass, Notice, useFormCheck } from "./profile-ui";

const addressesPath = profileTabPath("addresses");

/** Spec §2: the address delete confirmation, word for word. */
export const deleteAddressQuestion = msg("Are you sure you want to delete this address?");

export interface AddressesTabProps {
  addresses: SavedAddress[];
  /** ?address=new or ?address=<id>: the form shown. */
  editing: "new" | number | null;
  actionData: ProfileActionData | undefined;
}

function isAddressIntent(intent: string | null): boolean {
  return intent === "address-save" || intent === "address-delete" || intent === "address-default";
}

export function AddressesTab({ addresses, editing, actionData }: AddressesTabProps) {
  const t = useT();
  const answer = actionData && isAddressIntent(actionData.intent) ? actionData : undefined;
  const failedSave = answer && !answer.ok && answer.intent === "address-save" && Object.keys(answer.errors).length > 0 ? answer : null;
  const formFor: "new" | number | null = failedSave ? (failedSave.target ?? "new") : editing;
  const editedAddress = typeof formFor === "number" ? addresses.find((address) => address.id === formFor) : undefined;

  return (
    <div className="space-y-5">
      {answer?.ok ? <Notice tone="success">{t(answer.message)}</Notice> : null}
      {answer && !answer.ok && answer.message ? <Notice tone="error">{t(answer.message)}</Notice> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-[15px] text-stone-700">
          {addresses.length === 0
            ? t("No saved addresses yet.")
            : t("{count, plural, one {# saved address} other {# saved addresses}}", { count: addresses.length })}
        </p>
        {formFor === "new" ? null : (
          <Link to={profileTabPath("addresses", { address: "new" })} className={buttonPrimary}>
            {t("Add New Address")}
          </Link>
        )}
      </div>

      {formFor === "new" ? (
        <AddressForm heading={t("Add New Address")} address={undefined} failed={failedSave} />
      ) : null}
      {editedAddress ? <AddressForm heading={t("Edit Address")} address={editedAddress} failed={failedSave} /> : null}

      {addresses.length === 0 && formFor !== "new" ? (
        <EmptyState title={t("Your address book is empty")}>{t("Save your home or office address to check out faster.")}</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard address={address} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AddressCard({ address }: { address: SavedAddress }) {
  const t = useT();
  const navigation = useNavigation();
  const submit = useSubmit();
  const busyIntent =
    navigation.state !== "idle" && navigation.formData?.get("id") === String(address.id) ? navigation.formData.get("intent") : null;
  const street = [address.address, address.apartment].filter(Boolean).join(", ");
  const name = `${address.firstName} ${address.lastName}`;
  return (
    <article aria-label={`${name}, ${street}`} className={`${card} flex h-full flex-col`}>
      <div className="flex items-start justify-between gap-3">
        <p className="font-semibold text-ink">{name}</p>
        {address.isDefault ? (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{t("Default")}</span>
        ) : null}
      </div>
      <address className="mt-2 text-[15px] not-italic leading-relaxed text-stone-700">
        {street}
        <br />
        {address.city}, {stateNameIn(address.state, t)} {address.pincode}
        <br />
        {t("Phone: {phone}", { phone: address.phone })}
      </address>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        <Link to={profileTabPath("addresses", { address: String(address.id) })} className={buttonSmall} aria-label={t("Edit address {address}", { address: street })}>
          {t("Edit")}
        </Link>
        {address.isDefault ? null : (
          <>
            <Form method="post" action={addressesPath}>
              <input type="hidden" name="intent" value="address-default" />
              <input type="hidden" name="id" value={address.id} />
              <button type="submit" disabled={busyIntent === "address-default"} className={buttonSmall} aria-label={t("Set {address} as default", { address: street })}>
                {busyIntent === "address-default" ? t("Saving…") : t("Set as Default")}
              </button>
            </Form>
            <ConfirmDeleteButton
              action={addressesPath}
              fields={{ intent: "address-delete", id: String(address.id) }}
              label={t("Delete")}
              accessibleLabel={t("Delete address {address}", { address: street })}
              title={t("Delete address?")}
              question={deleteAddressQuestion}
              summary={
                <>
                  <span className="font-medium">{name}</span> · {street}, {address.city}
                </>
              }
              busy={busyIntent === "address-delete"}
              onConfirm={(form) => {
                void submit(form);
              }}
            />
          </>
        )}
      </div>
    </article>
  );
}

function AddressForm({
  heading,
  address,
  failed,
}: {
  heading: string;
  address: SavedAddress | undefined;
  failed: (ProfileActionData & { ok: false }) | null;
}) {
  const t = useT();
  const navigation = useNavigation();
  const headingId = useId();
  const stateId = useId();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "address-save";
  // What the server said of the PIN code as it was typed: a problem blocks saving, a place we do
  // not deliver to yet is only said (the address may still be saved; checkout tells it again).
  const [pincodeProblem, setPincodeProblem] = useState<string | null>(null);
  const [notServed, setNotServed] = useState<string | null>(null);
  const { clientErrors, setClientErrors, onSubmit, onInput, onChange } = useFormCheck((values) => {
    const found = addressErrors(values);
    // A PIN code the browser already found wrong stays wrong: the server would only say so again.
    if (pincodeProblem !== null) found.pincode ??= pincodeProblem;
    return found;
  });
  const autofill = usePincodeAutofill(({ problem, code, filled }) => {
    const blocking = code === "not_serviceable" ? null : problem;
    setPincodeProblem(blocking);
    setNotServed(code === "not_serviceable" ? problem : null);
    setClientErrors((current) => {
      const kept = Object.fromEntries(
        Object.entries(current ?? failed?.errors ?? {}).filter(([field]) => field !== "pincode" && !filled.some((name) => name === field)),
      );
      return blocking === null ? kept : { ...kept, pincode: blocking };
    });
  });
  const errors = clientErrors ?? failed?.errors ?? {};
  const value = (field: Exclude<keyof SavedAddress, "id" | "isDefault">) => failed?.values[field] ?? (address ? address[field] : "");
  const pincodeNote = errors.pincode ? null : (autofill.note ?? notServed);
  return (
    <section aria-labelledby={headingId} className={`${card} border-brand-200`}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      <Form method="post" action={addressesPath} noValidate onSubmit={onSubmit} onInput={onInput} onChange={onChange} className="mt-4">
        <input type="hidden" name="intent" value="address-save" />
        {address ? <input type="hidden" name="id" value={address.id} /> : null}
        <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
          <Field name="firstName" label={t("First name")} defaultValue={value("firstName")} error={errors.firstName} autoComplete="given-name" maxLength={checkoutMaxLengths.firstName} />
          <Field name="lastName" label={t("Last name")} defaultValue={value("lastName")} error={errors.lastName} autoComplete="family-name" maxLength={checkoutMaxLengths.lastName} />
          <Field name="phone" label={t("Phone")} type="tel" defaultValue={value("phone")} error={errors.phone} autoComplete="tel-national" inputMode="tel" maxLength={phoneMaxLength} mask={maskPhone} placeholder={t("10-digit mobile number")} />
          <Field name="address" label={t("Address")} defaultValue={value("address")} error={errors.address} autoComplete="address-line1" maxLength={checkoutMaxLengths.address} placeholder={t("House number and street")} className="sm:col-span-2" />
          <Field name="apartment" label={t("Apartment, suite, etc.")} optional defaultValue={value("apartment")} error={errors.apartment} autoComplete="address-line2" maxLength={checkoutMaxLengths.apartment} className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <Field
              name="pincode"
              label={t("PIN code")}
              defaultValue={value("pincode")}
              error={errors.pincode}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={pincodeMaxLength}
              mask={maskPincode}
              onValue={(input) => {
                setPincodeProblem(null);
                setNotServed(null);
                autofill.onPincodeInput(input);
              }}
              hint={t("City and state fill in from the PIN code.")}
              className="sm:max-w-[calc(50%-0.5rem)]"
            />
            <p aria-live="polite" className={`mt-1.5 text-sm font-medium empty:hidden ${notServed ? "text-amber-900" : "text-green-800"}`}>
              {pincodeNote === null ? null : t(pincodeNote)}
            </p>
          </div>
          <Field name="city" label={t("City")} defaultValue={value("city")} error={errors.city} autoComplete="address-level2" maxLength={checkoutMaxLengths.city} />
          <div>
            <label htmlFor={stateId} className="block text-sm font-medium text-stone-800">
              {t("State")}
            </label>
            <select
              id={stateId}
              name="state"
              defaultValue={value("state")}
              autoComplete="address-level1"
              aria-invalid={errors.state ? true : undefined}
              aria-describedby={errors.state ? `${stateId}-error` : undefined}
              onChange={(event) => autofill.onStateChange(event.currentTarget)}
              className={inputClass(errors.state)}
            >
              <option value="">{t("Select State")}</option>
              {indianStates.map((state) => (
                <option key={state.code} value={state.code}>
                  {t(state.name)}
                </option>
              ))}
            </select>
            {errors.state ? (
              <p id={`${stateId}-error`} className="mt-1.5 text-sm font-medium text-red-800">
                {t(errors.state)}
              </p>
            ) : null}
          </div>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link to={addressesPath} className={buttonSecondary}>
            {t("Cancel")}
          </Link>
          <button type="submit" disabled={busy} className={buttonPrimary}>
            {busy ? t("Saving…") : t("Save Address")}
          </button>
        </div>
      </Form>
    </section>
  );
}
