import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import { variantText } from "~/i18n/variant-type-name";
import { Rupees } from "~/ui/rupees";
import { defaultMaxQuantity } from "~/lib/stock-label";
import { productPagePath } from "./cart-paths";
import type { CartLine } from "./cart-view";
import { LineQuantityStepper } from "./line-quantity-stepper";
import { RemoveLineButton } from "./remove-line-button";

/** The grid both the column headings and every row follow from md up. */
export const cartRowColumns = "md:grid-cols-[6.5rem_minmax(0,1fr)_7.5rem_9rem_7.5rem]";

export interface CartLineRowProps {
  line: CartLine;
  onRemoveConfirmed: (line: CartLine) => void;
  /** A refusal for this line from a post without JavaScript. */
  updateError?: string | null;
  removeError?: string | null;
}

/**
 * One cart line: a row of a table-like grid on wide screens, a stacked card on phones. Prices
 * are the server's; the line total is its price times its quantity.
 */
export function CartLineRow({ line, onRemoveConfirmed, updateError, removeError }: CartLineRowProps) {
  const t = useT();
  const href = productPagePath(line.product.id, line.variant.id);
  const reduced = line.original_price > line.price;
  const shortOfStock = line.quantity > line.max_quantity;
  return (
    <li
      className={`grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6.5rem_minmax(0,1fr)] md:items-center ${cartRowColumns}`}
    >
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="row-span-2 block self-start overflow-hidden rounded-lg bg-sand md:row-span-1 md:self-center"
      >
        {line.product.primary_image ? (
          <img
            src={line.product.primary_image.url}
            alt=""
            width={320}
            height={240}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] h-auto w-full object-cover"
          />
        ) : (
          <span className="block aspect-[4/3] w-full" />
        )}
      </Link>

      <div className="min-w-0">
        <h3 className="text-[15px] leading-snug font-semibold text-ink sm:text-base">
          <Link to={href} className="hover:text-brand-800 hover:underline">
            {line.product.name}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm text-stone-600">
          {variantText(t, line.variant.type, line.variant.name)}
        </p>
        {/* On phones the unit price sits under the name; from md up it has its own column. */}
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm md:hidden">
          <Rupees amount={line.price} className="font-semibold text-ink" />
          {reduced ? (
            <span className="text-stone-600 line-through">
              <span className="sr-only">{t("Original price")} </span>
              <Rupees amount={line.original_price} />
            </span>
          ) : null}
        </p>
        {line.max_quantity === 0 ? (
          <p className="mt-1 text-sm font-medium text-red-800">{t("Out of Stock: please remove it to check out.")}</p>
        ) : shortOfStock ? (
          <p className="mt-1 text-sm font-medium text-red-800">{line.max_quantity > defaultMaxQuantity
              ? t("In Stock: please lower the quantity.")
              : t("Only {count} left in stock: please lower the quantity.", { count: line.max_quantity })}</p>
        ) : line.max_quantity < 10 ? (
          <p className="mt-1 text-xs font-medium text-amber-900">{t("Only {count} left in stock", { count: line.max_quantity })}</p>
        ) : null}
        <div className="mt-1.5">
          <RemoveLineButton line={line} onConfirmed={onRemoveConfirmed} onError={removeError} />
        </div>
      </div>

      <p className="hidden text-[15px] md:block">
        <span className="sr-only">{t("Price:")} </span>
        <Rupees amount={line.price} className="font-medium text-ink tabular-nums" />
        {reduced ? (
          <span className="block text-sm text-stone-600 line-through tabular-nums">
            <span className="sr-only">{t("Original price")} </span>
            <Rupees amount={line.original_price} />
          </span>
        ) : null}
      </p>

      {/* Phones: stepper and line total share a row under the details; md up: two columns. */}
      <div className="col-start-2 flex items-center justify-between gap-3 md:contents">
        <LineQuantityStepper line={line} onError={updateError} />
        <p className="text-right md:self-center">
          <span className="block text-xs text-stone-600 md:sr-only">{t("Item total")}</span>
          <Rupees amount={line.price * line.quantity} className="text-base font-semibold text-ink tabular-nums" />
        </p>
      </div>
    </li>
  );
}
