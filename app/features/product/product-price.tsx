import { useT } from "~/i18n/use-t";
import { Rupees } from "~/ui/rupees";

/** Price, struck-through original price and discount, all as the server computed them. */
export function ProductPrice({
  price,
  originalPrice,
  discount,
}: {
  price: number;
  originalPrice: number;
  discount: number;
}) {
  const t = useT();
  const discounted = discount > 0 && originalPrice > price;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-semibold tabular-nums text-ink">
          <span className="sr-only">{t("Price:")} </span>
          <Rupees amount={price} />
        </span>
        {discounted ? (
          <>
            <s className="text-lg tabular-nums text-stone-600">
              <span className="sr-only">{t("Original price")}: </span>
              <Rupees amount={originalPrice} />
            </s>
            <span className="rounded bg-green-50 px-2 py-0.5 text-sm font-semibold text-green-800">{t("{discount}% off", { discount })}</span>
          </>
        ) : null}
      </p>
      <p className="mt-1 text-sm text-stone-600">{t("Inclusive of all taxes")}</p>
    </div>
  );
}
