// The return form (/profile/orders/<number>/return): which pieces of a delivered order go back and
// how many, why, when our team should collect them and, for cash on delivery, where the refund
// goes (a UPI ID or a bank account). Server-rendered and posted as a plain form; with JavaScript the
// shared schema checks it before it is sent.
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { languageTags } from "~/i18n/language";
import { Link } from "~/i18n/localized-link";
import { Trans } from "~/i18n/trans";
import { useLanguage, useT } from "~/i18n/use-t";
import { variantText } from "~/i18n/variant-type-name";
import { ReturnsOfOrder } from "~/features/orders/return-progress";
import { RadioCard } from "~/features/payment/card-fields";
import type { ReturnOptions } from "~/lib/contracts/order-returns";
import { deliverySlotLabels, deliverySlots } from "~/lib/delivery-slots";
import { checkoutMaxLengths } from "~/lib/forms/checkout-schema";
import { parseReturnForm, quantityField, returnLimits } from "~/lib/forms/return-schemas";
import { Rupees } from "~/ui/rupees";
import { profileTabPath } from "./profile-tabs";
import { buttonPrimary, buttonSecondary, card, Field, inputClass, Notice, useFormCheck } from "./profile-ui";

export function returnFormPath(orderNumber: string): string {
  return `/profile/orders/${encodeURIComponent(orderNumber)}/return`;
}

export interface ReturnFormAnswer {
  /** A message about the whole form (a refusal by the store). */
  message: string | null;
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
}

export interface ReturnFormPageProps {
  options: ReturnOptions;
  /** The pickup dates offered today, YYYY-MM-DD, with their words. */
  dates: readonly { value: string; label: string }[];
  answer: ReturnFormAnswer | undefined;
}

/** "5 Mar 2026", in the page's language. */
function windowClosesText(iso: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(iso));
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-800">
      {t(error)}
    </p>
  );
}

export function ReturnFormPage({ options, dates, answer }: ReturnFormPageProps) {
  const t = useT();
  const languageTag = languageTags[useLanguage()];
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const id = useId();
  const cashOnDelivery = options.paymentMethod === "cod";
  const { clientErrors, onSubmit, onInput, onChange } = useFormCheck((values) => {
    const parsed = parseReturnForm(values, { now: new Date(), paymentMethod: options.paymentMethod });
    return parsed.ok ? {} : parsed.errors;
  });
  const errors = clientErrors ?? answer?.errors ?? {};
  const values = answer?.values ?? {};
  const historyPath = profileTabPath("orders");
  const errorId = (name: string) => `${id}-${name}-error`;
  const destination = values.refundDestination ?? "";

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <p className="text-sm">
        <Link to={historyPath} className="font-medium text-brand-800 underline">
          {t("Order History")}
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold text-ink">
        {t("Return items from order")} <span className="font-mono text-2xl">{options.number}</span>
      </h1>
      {options.returnWindowClosesAt && !options.unavailable ? (
        <p className="mt-2 text-[15px] text-stone-700">
          <Trans
            id="You can ask for a return until <0>{date}</0>. Our team collects the items from your address free of charge."
            values={{ date: windowClosesText(options.returnWindowClosesAt, languageTag) }}
            components={{ 0: <time dateTime={options.returnWindowClosesAt} /> }}
          />
        </p>
      ) : null}

      {options.unavailable ? (
        <div className="mt-6 space-y-4">
          <Notice tone="error">{t(options.unavailable)}</Notice>
          <Link to={historyPath} className={buttonSecondary}>
            {t("Back to Order History")}
          </Link>
        </div>
      ) : (
        <Form method="post" noValidate onSubmit={onSubmit} onInput={onInput} onChange={onChange} className="mt-6 space-y-6">
          {answer?.message ? <Notice tone="error">{t(answer.message)}</Notice> : null}

          <fieldset className={card} aria-describedby={errors.lines ? errorId("lines") : undefined}>
            <legend className="float-left mb-3 w-full text-lg font-semibold text-ink">{t("Items to return")}</legend>
            <ul className="clear-both divide-y divide-stone-100">
              {options.lines.map((line) => {
                const name = quantityField(line.orderLineId);
                const fieldId = `${id}-${name}`;
                const error = errors[name];
                return (
                  <li key={line.orderLineId} className="flex flex-wrap items-center gap-4 py-3">
                    {line.imageUrl ? (
                      <img src={line.imageUrl} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 shrink-0 rounded-md bg-sand object-cover" />
                    ) : (
                      <span aria-hidden="true" className="h-12 w-16 shrink-0 rounded-md bg-sand" />
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-ink">{line.name}</p>
                      <p className="text-sm text-stone-700">
                        {variantText(t, line.variantType, line.variantName)} · {t("Bought {count}", { count: line.bought })} ·{" "}
                        <Trans id="<0/> each" components={{ 0: <Rupees amount={line.price} /> }} />
                      </p>
                    </div>
                    {line.returnable > 0 ? (
                      <div className="w-40">
                        <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
                          {t("Quantity to return")}
                          <span className="sr-only">{t(" of {product}", { product: line.name })}</span>
                        </label>
                        <select
                          id={fieldId}
                          name={name}
                          defaultValue={values[name] ?? "0"}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId(name) : undefined}
                          className={inputClass(error)}
                        >
                          {Array.from({ length: line.returnable + 1 }, (_, quantity) => (
                            <option key={quantity} value={quantity}>
                              {quantity}
                            </option>
                          ))}
                        </select>
                        <FieldError id={errorId(name)} error={error} />
                      </div>
                    ) : (
                      <p className="text-sm font-medium text-stone-700">{t("Already in a return")}</p>
                    )}
                  </li>
                );
              })}
            </ul>
            <FieldError id={errorId("lines")} error={errors.lines} />
          </fieldset>

          <div className={card}>
            <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-stone-800">
              {t("Why are you returning them?")}
            </label>
            <p id={`${id}-reason-hint`} className="mt-0.5 text-sm text-stone-700">
              {t("{min} to {max} characters: what is wrong, or what you expected.", { min: returnLimits.reasonMin, max: returnLimits.reasonMax })}
            </p>
            <textarea
              id={`${id}-reason`}
              name="reason"
              rows={4}
              maxLength={returnLimits.reasonMax}
              defaultValue={values.reason ?? ""}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-hint ${errorId("reason")}` : `${id}-reason-hint`}
              className={`mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-stone-500 ${errors.reason ? "border-red-700" : "border-stone-300"}`}
            />
            <FieldError id={errorId("reason")} error={errors.reason} />
          </div>

          <div className={`${card} space-y-5`}>
            <h2 className="text-lg font-semibold text-ink">{t("Pickup")}</h2>
            <div>
              <label htmlFor={`${id}-pickupDate`} className="block text-sm font-medium text-stone-800">
                {t("Pickup date")}
              </label>
              <select
                id={`${id}-pickupDate`}
                name="pickupDate"
                defaultValue={values.pickupDate ?? ""}
                aria-invalid={errors.pickupDate ? true : undefined}
                aria-describedby={errors.pickupDate ? errorId("pickupDate") : undefined}
                className={inputClass(errors.pickupDate)}
              >
                <option value="">{t("Choose a date")}</option>
                {dates.map((date) => (
                  <option key={date.value} value={date.value}>
                    {date.label}
                  </option>
                ))}
              </select>
              <FieldError id={errorId("pickupDate")} error={errors.pickupDate} />
            </div>
            <fieldset aria-describedby={errors.pickupSlot ? errorId("pickupSlot") : undefined}>
              <legend className="text-sm font-medium text-stone-800">{t("Pickup slot")}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-3">
                {deliverySlots.map((slot) => (
                  <RadioCard key={slot} name="pickupSlot" value={slot} defaultChecked={values.pickupSlot === slot}>
                    {t(deliverySlotLabels[slot])}
                  </RadioCard>
                ))}
              </div>
              <FieldError id={errorId("pickupSlot")} error={errors.pickupSlot} />
            </fieldset>
          </div>

          {cashOnDelivery ? (
            <fieldset className={`${card} group space-y-4`} aria-describedby={errors.refundDestination ? errorId("refundDestination") : `${id}-refund-hint`}>
              <legend className="float-left w-full text-lg font-semibold text-ink">{t("Where should we send your refund?")}</legend>
              <p id={`${id}-refund-hint`} className="clear-both text-sm text-stone-700">
                {t("You paid cash on delivery, so we pay your refund to your UPI ID or bank account once the items reach us.")}
              </p>
              <div className="grid gap-2 sm:grid-cols-2">
                <RadioCard name="refundDestination" value="upi" defaultChecked={destination === "upi"}>
                  {t("To my UPI ID")}
                </RadioCard>
                <RadioCard name="refundDestination" value="bank" defaultChecked={destination === "bank"}>
                  {t("To my bank account")}
                </RadioCard>
              </div>
              <FieldError id={errorId("refundDestination")} error={errors.refundDestination} />
              {/* Only the chosen destination's fields show (and without a choice, both, so nothing is hidden from a browser without :has). */}
              <div className="group-has-[input[value=bank]:checked]:hidden">
                <Field
                  name="upiId"
                  label={t("UPI ID")}
                  hint={t("Like name@okicici")}
                  defaultValue={values.upiId ?? ""}
                  error={errors.upiId}
                  autoComplete="off"
                  maxLength={checkoutMaxLengths.upiId}
                />
              </div>
              <div className="grid gap-4 group-has-[input[value=upi]:checked]:hidden sm:grid-cols-2">
                <Field
                  name="accountName"
                  label={t("Account holder's name")}
                  defaultValue={values.accountName ?? ""}
                  error={errors.accountName}
                  autoComplete="name"
                  maxLength={returnLimits.accountNameMax}
                  className="sm:col-span-2"
                />
                <Field
                  name="accountNumber"
                  label={t("Account number")}
                  defaultValue={values.accountNumber ?? ""}
                  error={errors.accountNumber}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={24}
                />
                <Field
                  name="ifsc"
                  label={t("IFSC")}
                  hint={t("11 characters, on your cheque book or passbook")}
                  defaultValue={values.ifsc ?? ""}
                  error={errors.ifsc}
                  autoComplete="off"
                  maxLength={11}
                />
              </div>
            </fieldset>
          ) : (
            <p className={`${card} text-[15px] text-stone-800`}>
              {t("Your refund goes back to the card or UPI account you paid with, once the items reach us.")}
            </p>
          )}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={historyPath} className={buttonSecondary}>
              {t("Cancel")}
            </Link>
            <button type="submit" disabled={busy} className={buttonPrimary}>
              {busy ? t("Sending…") : t("Request return")}
            </button>
          </div>
        </Form>
      )}

      {options.returns.length > 0 ? (
        <div className="mt-8">
          <ReturnsOfOrder returns={options.returns} headingLevel={2} />
        </div>
      ) : null}
    </div>
  );
}
