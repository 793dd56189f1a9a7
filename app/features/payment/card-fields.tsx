// The card fields the checkout's payment step and the profile's Add New Card form both ask for
// (spec §2 and §9 input masks), and the words for a saved card, written once so that their masks,
// lengths and autofill hints cannot drift apart. Each screen brings its own labelled field, since
// ids and error wiring are the screen's, and its own grid.
import type { ComponentType, InputHTMLAttributes, ReactNode } from "react";
import { useT, type Translate } from "~/i18n/use-t";
import { formatExpiryInput, groupCardNumber, maxExpiryLength, maxGroupedCardNumberLength } from "~/lib/card-number";
import type { SavedCard } from "~/lib/contracts/saved-cards";
import { checkoutMaxLengths } from "~/lib/forms/checkout-schema";
import { cardBrandName, cardBrandNameIn } from "~/lib/order-payment-text";

/** The card inputs either screen posts; the checkout adds the saved card's CVV. */
export type CardFieldName = "cardNumber" | "cardExpiry" | "cardCvv" | "cardHolder" | "savedCardCvv";
export type NewCardFieldName = Exclude<CardFieldName, "savedCardCvv">;

/**
 * The props a screen's labelled field takes from these fields: what the checkout's CheckoutField
 * and the profile's Field have in common. `value` is the value shown first (the input is uncontrolled).
 */
export interface CardFieldProps
  extends Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "inputMode" | "maxLength" | "placeholder"> {
  name: CardFieldName;
  label: string;
  value: string;
  error: string | undefined;
  optional?: boolean;
  /** Rewrites what was typed as it is typed. */
  mask?: (typed: string) => string;
  /** Never posted: the gateway's script reads it in the browser. */
  keptInBrowser?: boolean;
  className?: string;
}

type CardInput = Pick<CardFieldProps, "type" | "autoComplete" | "inputMode" | "maxLength" | "placeholder" | "mask">;

const numberInput: CardInput = {
  autoComplete: "cc-number",
  inputMode: "numeric",
  maxLength: maxGroupedCardNumberLength,
  placeholder: "1234 5678 9012 3456",
  mask: groupCardNumber,
};

const expiryInput: CardInput = {
  autoComplete: "cc-exp",
  inputMode: "numeric",
  maxLength: maxExpiryLength,
  placeholder: "MM/YY",
  mask: formatExpiryInput,
};

/** A CVV: hidden as typed, 3 or 4 digits; for a new card, and for a saved one when the provider asks it again. */
export const cvvInput: CardInput = {
  type: "password",
  autoComplete: "cc-csc",
  inputMode: "numeric",
  maxLength: 4,
  mask: (typed) => typed.replace(/\D/g, "").slice(0, 4),
};

const holderInput: CardInput = {
  autoComplete: "cc-name",
  maxLength: checkoutMaxLengths.cardHolder,
  mask: (typed) => typed.toUpperCase(),
};

// Number and holder take the grid's whole width, whether it has one column or two.
const wide = "col-span-full";

export interface NewCardFieldsProps {
  /** The screen's labelled field, which owns the input's id, its label and its error message. */
  Field: ComponentType<CardFieldProps>;
  /** What the fields show first; a missing one starts empty. */
  values: Partial<Record<NewCardFieldName, string>>;
  errors: Partial<Record<NewCardFieldName, string>>;
  /** The screen's words for the holder's name (the checkout asks it as optional). */
  holder: Pick<CardFieldProps, "label" | "optional" | "placeholder">;
  /** The grid the four fields sit in. */
  className: string;
  /** The fields are never posted: the gateway's script reads them in the browser (the checkout's). */
  keptInBrowser?: boolean;
}

/** A new card: number grouped in fours, expiry MM/YY, CVV, and the holder's name in capitals. */
export function NewCardFields({ Field, values, errors, holder, className, keptInBrowser = false }: NewCardFieldsProps) {
  const t = useT();
  return (
    <div className={className}>
      <Field name="cardNumber" label={t("Card number")} value={values.cardNumber ?? ""} error={errors.cardNumber} {...numberInput} keptInBrowser={keptInBrowser} className={wide} />
      <Field name="cardExpiry" label={t("Expiry date (MM/YY)")} value={values.cardExpiry ?? ""} error={errors.cardExpiry} {...expiryInput} keptInBrowser={keptInBrowser} />
      <Field name="cardCvv" label="CVV" value={values.cardCvv ?? ""} error={errors.cardCvv} {...cvvInput} keptInBrowser={keptInBrowser} />
      <Field name="cardHolder" {...holder} value={values.cardHolder ?? ""} error={errors.cardHolder} {...holderInput} keptInBrowser={keptInBrowser} className={wide} />
    </div>
  );
}

/** "Visa ending in 1111". */
export function savedCardName(card: Pick<SavedCard, "brand" | "last4">, t?: Translate): string {
  const brand = t ? cardBrandNameIn(card.brand, t) : cardBrandName(card.brand);
  return t ? t("{brand} ending in {last4}", { brand, last4: card.last4 }) : `${brand} ending in ${card.last4}`;
}

/** "08/31". */
export function savedCardExpiry(card: Pick<SavedCard, "expiryMonth" | "expiryYear">): string {
  return `${String(card.expiryMonth).padStart(2, "0")}/${String(card.expiryYear % 100).padStart(2, "0")}`;
}

const radioCardLook =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-4 py-2 text-[15px] font-medium text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500";
const refusedLook = "cursor-not-allowed border-dashed bg-stone-50 text-stone-700";

/**
 * One choice of a radio group drawn as a card: the whole card is its label, so a tap anywhere
 * chooses it; a chosen card is outlined, a refused one dashed and greyed.
 */
export function RadioCard({
  name,
  value,
  defaultChecked,
  id,
  disabled = false,
  describedBy,
  children,
}: {
  name: string;
  value: string | number;
  defaultChecked: boolean;
  /** The first choice of a group carries the id the group's errors point at. */
  id?: string | undefined;
  disabled?: boolean;
  describedBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    <label className={disabled ? `${radioCardLook} ${refusedLook}` : radioCardLook}>
      <input
        type="radio"
        name={name}
        value={value}
        id={id}
        defaultChecked={defaultChecked}
        disabled={disabled}
        aria-describedby={describedBy}
        className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
      />
      {children}
    </label>
  );
}
