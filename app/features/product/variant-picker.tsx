import { useT } from "~/i18n/use-t";
import { variantTypeName } from "~/i18n/variant-type-name";
import type { VariantDetail } from "~/lib/contracts/catalog";
import { Rupees } from "~/ui/rupees";
import { canChooseVariant } from "./product-rules";

export interface VariantPickerProps {
  variants: readonly VariantDetail[];
  selectedId: number | undefined;
  onChoose: (variant: VariantDetail) => void;
  /** The address that shows a variant (`?variant=`): where a variant leads without JavaScript. */
  hrefFor: (variant: VariantDetail) => string;
}

const optionClass =
  "relative flex min-h-11 min-w-28 flex-col justify-center rounded-lg border px-3 py-2 text-sm transition-colors";
const soldOutClass = "cursor-not-allowed border-dashed border-stone-300 bg-stone-50 text-stone-600";

/**
 * Native radios: the choice applies at once, and the URL remembers it. Without JavaScript a radio
 * could only be checked, not shown, and the Add to Cart form would still post the variant the
 * server drew; so there the radios are hidden and each variant is a link to its own address.
 * Out-of-stock variants stay visible, disabled and labelled, because spec §4 says they cannot be
 * chosen.
 */
export function VariantPicker({ variants, selectedId, onChoose, hrefFor }: VariantPickerProps) {
  const t = useT();
  const type = variants[0]?.type ?? "Option";
  const typeName = variantTypeName(t, type);
  const selected = variants.find((variant) => variant.id === selectedId);
  if (variants.length <= 1) {
    return selected ? (
      <p className="text-sm text-stone-700">
        <span className="font-medium text-ink">{typeName}:</span> {selected.name}
      </p>
    ) : null;
  }
  const legend = (
    <legend className="text-sm text-stone-700">
      <span className="font-medium text-ink">{typeName}:</span> {selected?.name}
    </legend>
  );
  return (
    <div>
      <fieldset className="noscript:hidden">
        {legend}
        <div className="mt-2 flex flex-wrap gap-2">
          {variants.map((variant) => {
            const choosable = canChooseVariant(variant);
            return (
              <label
                key={variant.id}
                className={`${optionClass} has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${
                  choosable
                    ? "cursor-pointer border-stone-300 hover:border-brand-500 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-700"
                    : soldOutClass
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
                <VariantFace variant={variant} type={type} choosable={choosable} />
              </label>
            );
          })}
        </div>
      </fieldset>
      {/* React leaves <noscript> alone in the browser, so the links cost the scripted page nothing. */}
      <noscript>
        <fieldset>
          {legend}
          <ul className="mt-2 flex flex-wrap gap-2">
            {variants.map((variant) => {
              const choosable = canChooseVariant(variant);
              const current = variant.id === selectedId;
              return (
                <li key={variant.id} className="flex">
                  {choosable ? (
                    <a
                      href={hrefFor(variant)}
                      aria-current={current ? "true" : undefined}
                      className={`${optionClass} border-stone-300 hover:border-brand-500 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50 aria-[current=true]:ring-1 aria-[current=true]:ring-brand-700`}
                    >
                      <VariantFace variant={variant} type={type} choosable />
                    </a>
                  ) : (
                    <span className={`${optionClass} ${soldOutClass}`}>
                      <VariantFace variant={variant} type={type} choosable={false} />
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      </noscript>
    </div>
  );
}

/** What one variant shows: its swatch, name and price, and "Out of Stock" when it is. */
function VariantFace({ variant, type, choosable }: { variant: VariantDetail; type: string; choosable: boolean }) {
  const t = useT();
  return (
    <>
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
        <Rupees amount={variant.price} />
        {choosable ? null : <> · {t("Out of Stock")}</>}
      </span>
    </>
  );
}
