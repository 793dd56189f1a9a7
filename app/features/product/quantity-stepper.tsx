import { useId, useState, type MouseEvent } from "react";
import { useT } from "~/i18n/use-t";
import { clampQuantity, quantityLimit } from "./product-rules";

export interface QuantityStepperProps {
  /** The variant's maxQuantity (spec §4; 10 when absent). */
  maxQuantity: number | undefined;
  /** Form field name, so the add-to-cart form posts the quantity without any script. */
  name?: string;
  /** The quantity shown first (already clamped; the address's `?quantity=`). */
  initialQuantity?: number;
  /**
   * The id of a GET form that − and + submit without JavaScript, as `quantity=` one less or one
   * more; with JavaScript they count in place.
   */
  stepForm?: string;
  disabled?: boolean;
}

const stepButton =
  "inline-flex size-11 items-center justify-center text-xl font-medium text-ink hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent";

/**
 * − / number / +, clamped to 1..maxQuantity (spec §4). The parent gives it a key per variant,
 * which is how choosing a variant resets the quantity to 1.
 */
export function QuantityStepper({
  maxQuantity,
  name = "quantity",
  initialQuantity = 1,
  stepForm,
  disabled = false,
}: QuantityStepperProps) {
  const t = useT();
  const limit = quantityLimit(maxQuantity);
  const [quantity, setQuantity] = useState(() => clampQuantity(initialQuantity, limit));
  // What the field shows while the shopper types: may be empty for a moment, never out of range.
  const [draft, setDraft] = useState(() => String(clampQuantity(initialQuantity, limit)));
  const labelId = useId();
  const hintId = useId();

  function commit(next: number) {
    const clamped = clampQuantity(next, limit);
    setQuantity(clamped);
    setDraft(String(clamped));
  }

  /** − or +: a plain button, or without JavaScript a submit button of `stepForm`. */
  function stepProps(next: number) {
    const step = (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      commit(next);
    };
    return stepForm === undefined
      ? { type: "button" as const, onClick: step }
      : { type: "submit" as const, form: stepForm, name, value: String(clampQuantity(next, limit)), onClick: step };
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-ink">
        {t("Quantity")}
      </span>
      <div className="flex items-center gap-3">
        <div
          role="group"
          aria-labelledby={labelId}
          className="inline-flex w-fit items-center overflow-hidden rounded-lg border border-stone-300"
        >
          <button
            {...stepProps(quantity - 1)}
            aria-label={t("Decrease quantity")}
            disabled={disabled || quantity <= 1}
            className={stepButton}
          >
            −
          </button>
          <input
            type="number"
            name={name}
            inputMode="numeric"
            min={1}
            max={limit}
            step={1}
            required
            aria-labelledby={labelId}
            aria-describedby={disabled ? undefined : hintId}
            value={draft}
            disabled={disabled}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              if (typed === "") {
                setDraft("");
                return;
              }
              commit(Number(typed));
            }}
            onBlur={() => commit(draft === "" ? 1 : Number(draft))}
            className="h-11 w-14 border-x border-stone-300 text-center text-base font-medium tabular-nums [appearance:textfield] focus-visible:outline-offset-[-3px] disabled:bg-stone-50 disabled:text-stone-500 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
          <button
            {...stepProps(quantity + 1)}
            aria-label={t("Increase quantity")}
            disabled={disabled || quantity >= limit}
            className={stepButton}
          >
            +
          </button>
        </div>
        {disabled ? null : (
          <p id={hintId} className="text-xs text-stone-600">
            {t("Up to {limit} per order", { limit })}
          </p>
        )}
      </div>
    </div>
  );
}
