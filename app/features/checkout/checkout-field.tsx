import type { InputHTMLAttributes, ReactNode, SyntheticEvent } from "react";
import type { CheckoutField as FieldName } from "./checkout-state";

export function fieldErrorId(name: string): string {
  return `checkout-${name}-error`;
}

export function fieldInputId(name: string): string {
  return `checkout-${name}`;
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
  className?: string;
}

/** A labelled text field whose error is tied to it (aria-describedby) and read out when shown. */
export function CheckoutField({ name, label, value, error, optional = false, mask, className, ...input }: CheckoutFieldProps) {
  const onInput = mask
    ? (event: SyntheticEvent<HTMLInputElement>) => {
        const field = event.currentTarget;
        const masked = mask(field.value);
        if (masked !== field.value) field.value = masked;
      }
    : undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldInputId(name)} className="block text-sm font-medium text-stone-800">
        {label}
        {optional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
      </label>
      <input
        id={fieldInputId(name)}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(name) : undefined}
        onInput={onInput}
        className={`${inputLook} ${error ? "border-red-700" : "border-stone-300"}`}
        {...input}
      />
      <FieldError name={name} error={error} />
    </div>
  );
}

export function FieldError({ name, error }: { name: FieldName; error: string | undefined }): ReactNode {
  if (!error) return null;
  return (
    <p id={fieldErrorId(name)} className="mt-1.5 text-sm font-medium text-red-800">
      {error}
    </p>
  );
}

export function selectLook(error: string | undefined): string {
  return `${inputLook} ${error ? "border-red-700" : "border-stone-300"}`;
}
