import type { InputHTMLAttributes, ReactNode, SyntheticEvent } from "react";
import { useT } from "~/i18n/use-t";
import { codReasonInLanguage } from "~/lib/delivery-promise";
import { withUnbrokenPrices } from "~/ui/rupees";
import type { CheckoutField as FieldName } from "./checkout-state";

export function fieldErrorId(name: string): string {
  return `checkout-${name}-error`;
}

export function fieldInputId(name: string): string {
  return `checkout-${name}`;
}

export function fieldHintId(name: string): string {
  return `checkout-${name}-hint`;
}

const inputLook =
  "mt-1.5 block h-11 w-full rounded-lg border bg-white px-3.5 text-base text-ink placeholder:text-stone-500 focus-visible:outline-offset-1";

export interface CheckoutFieldProps
  extends Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "maxLength" | "placeholder"> {
  name: FieldName;
  label: string;
  value: string;
  error: string | undefined;
  optional?: boolean;
  /** Rewrites what was typed as it is typed (input masks: card number groups, expiry slash). */
  mask?: (typed: string) => string;
  /** Told of each change after the mask (the PIN code fills city and state). */
  onValue?: (input: HTMLInputElement) => void;
  /** A line under the label that explains the field. */
  hint?: string;
  /** Part of a typed address: hidden while a saved address is chosen (app.css, .address-choice). */
  addressPart?: boolean;
  /** A field the form never posts (a new card's, which only the gateway's script reads): no name, only `data-field`. */
  keptInBrowser?: boolean;
  className?: string;
}

/** A labelled text field whose error is tied to it (aria-describedby) and read out when shown. */
export function CheckoutField({
  name,
  label,
  value,
  error,
  optional = false,
  mask,
  onValue,
  hint,
  addressPart = false,
  keptInBrowser = false,
  className,
  ...input
}: CheckoutFieldProps) {
  const t = useT();
  const onInput =
    mask || onValue
      ? (event: SyntheticEvent<HTMLInputElement>) => {
          const field = event.currentTarget;
          const masked = mask ? mask(field.value) : field.value;
          if (masked !== field.value) field.value = masked;
          onValue?.(field);
        }
      : undefined;
  const describedBy = [hint ? fieldHintId(name) : null, error ? fieldErrorId(name) : null].filter(Boolean).join(" ");
  return (
    <div className={className} data-address-part={addressPart ? "" : undefined}>
      <label htmlFor={fieldInputId(name)} className="block text-sm font-medium text-stone-800">
        {label}
        {optional ? <span className="font-normal text-stone-600"> {t("(optional)")}</span> : null}
      </label>
      {hint ? (
        <p id={fieldHintId(name)} className="mt-0.5 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      <input
        id={fieldInputId(name)}
        name={keptInBrowser ? undefined : name}
        data-field={keptInBrowser ? name : undefined}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        onInput={onInput}
        className={`${inputLook} ${error ? "border-red-700" : "border-stone-300"}`}
        {...input}
      />
      <FieldError name={name} error={error} />
    </div>
  );
}

export function FieldError({ name, error }: { name: FieldName; error: string | undefined }): ReactNode {
  const t = useT();
  if (!error) return null;
  return (
    <p id={fieldErrorId(name)} className="mt-1.5 text-sm font-medium text-red-800">
      {/* Some refusals name an amount ("…orders up to ₹ 50,000"). */}
      {withUnbrokenPrices(codReasonInLanguage(error, t))}
    </p>
  );
}

/** The checkout field an input stands for: its name, or `data-field` for one the form never posts. */
export function fieldNameOf(element: HTMLInputElement | HTMLSelectElement): string {
  return element.name || (element.dataset.field ?? "");
}

export function selectLook(error: string | undefined): string {
  return `${inputLook} ${error ? "border-red-700" : "border-stone-300"}`;
}
