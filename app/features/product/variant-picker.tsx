import { Form } from "react-router";
import type { VariantDetail } from "~/lib/contracts/catalog";
import { formatRupees } from "~/lib/money";
import { stockWords } from "~/lib/stock-label";
import { canChooseVariant } from "./product-rules";

export interface VariantPickerProps {
  variants: readonly VariantDetail[];
  selectedId: number | undefined;
  onChoose: (variant: VariantDetail) => void;
}

/**
 * Native radios in a GET form: without JavaScript the "Choose" button reloads the page with
 * `?variant=`, with it the choice applies at once. Out-of-stock variants stay visible, disabled
 * and labelled, because spec §4 says they cannot be chosen.
 */
export function VariantPicker({ variants, selectedId, onChoose }: VariantPickerProps) {
  const type = variants[0]?.type ?? "Option";
  const selected = variants.find((variant) => variant.id === selectedId);
  if (variants.length <= 1) {
    return selected ? (
      <p className="text-sm text-stone-700">
        <span className="font-medium text-ink">{type}:</span> {selected.name}
      </p>
    ) : null;
  }
  return (
    <Form method="get" preventScrollReset replace>
      <fieldset>
        <legend className="text-sm text-stone-700">
          <span className="font-medium text-ink">{type}:</span> {selected?.name}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {variants.map((variant) => {
            const choosable = canChooseVariant(variant);
            return (
              <label
                key={variant.id}
                className={`relative flex min-h-11 min-w-28 flex-col justify-center rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${
                  choosable
                    ? "cursor-pointer border-stone-300 hover:border-brand-500 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-700"
                    : "cursor-not-allowed border-dashed border-stone-300 bg-stone-50 text-stone-600"
                }`}
              >
                <input
                  type="radio"
                  name="variant"
                  value={variant.id}
                  checked={variant.id === selectedId}
                  disabled={!choosable}
                  onChange={() => onChoose(variant)}
                  className="sr-only"
                />
                <span className="flex items-center gap-2 font-medium">
                  {type === "Colour" ? (
                    <span
                      aria-hidden="true"
                      className="size-4 shrink-0 rounded-full border border-stone-400"
                      style={{ backgroundColor: variant.colour }}
                    />
                  ) : null}
                  <span className={choosable ? "" : "line-through decoration-stone-400"}>{variant.name}</span>
                </span>
                <span className="text-xs text-stone-600">
                  {choosable ? formatRupees(variant.price) : <>{formatRupees(variant.price)} · {stockWords.outOfStock}</>}
                </span>
              </label>
            );
          })}
        </div>
        <noscript>
          <button
            type="submit"
            className="mt-3 rounded-md border border-stone-300 px-4 py-2 text-sm font-medium hover:border-brand-500"
          >
            Choose {type}
          </button>
        </noscript>
      </fieldset>
    </Form>
  );
}
