import { useFetcher } from "react-router";
import { useT } from "~/i18n/use-t";
import { useCartActionPath } from "./use-cart-action-path";
import { MinusIcon, PlusIcon } from "./cart-icons";
import type { CartLine } from "./cart-view";
import { isCartActionData } from "./cart-action-data";

const stepButton =
  "inline-flex size-11 items-center justify-center text-ink transition-colors hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent";

/**
 * − / quantity / + for one cart line (spec §4: decrement disabled at 1, increment at the line's
 * maximum). Each button is a submit button of a real form, so it works without JavaScript; with
 * it the form posts in the background and both buttons wait for the answer.
 */
export function LineQuantityStepper({ line, onError }: { line: CartLine; onError?: string | null }) {
  const t = useT();
  const fetcher = useFetcher();
  const cartAction = useCartActionPath();
  const busy = fetcher.state !== "idle";
  const requested = fetcher.formData?.get("quantity");
  // While the change is on its way, show the quantity asked for; the server's answer replaces it.
  const shown = busy && typeof requested === "string" && /^\d+$/.test(requested) ? Number(requested) : line.quantity;
  const name = line.product.name;
  // Stock may have fallen below the quantity in the cart: one step down goes to what is left.
  const down = Math.max(1, Math.min(shown - 1, line.max_quantity));
  const error = fetcher.state === "idle" && isCartActionData(fetcher.data) && !fetcher.data.ok ? fetcher.data.error : onError;

  return (
    <div className="flex flex-col items-start gap-1">
      <fetcher.Form
        method="post"
        action={cartAction}
        aria-busy={busy}
        className="inline-flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white"
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="line_id" value={line.id} />
        <button
          type="submit"
          name="quantity"
          value={down}
          disabled={busy || shown <= 1}
          aria-label={t("Decrease quantity of {name}", { name })}
          className={stepButton}
        >
          <MinusIcon size={18} />
        </button>
        <output className="w-10 text-center text-base font-semibold tabular-nums" aria-live="polite">
          <span className="sr-only">{t("Quantity of {name}:", { name })} </span>
          {shown}
        </output>
        <button
          type="submit"
          name="quantity"
          value={shown + 1}
          disabled={busy || shown >= line.max_quantity}
          aria-label={t("Increase quantity of {name}", { name })}
          className={stepButton}
        >
          <PlusIcon size={18} />
        </button>
      </fetcher.Form>
      {error ? (
        <p role="alert" className="max-w-48 text-xs font-medium text-red-800">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
