import { useT } from "~/i18n/use-t";
import { checkoutStepLabels, checkoutSteps, type CheckoutStep } from "./checkout-state";

/** Spec §2: Shipping, Payment, Review; the current one is marked for screen readers too. */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const t = useT();
  const currentIndex = checkoutSteps.indexOf(current);
  return (
    <nav aria-label={t("Checkout steps")}>
      <ol className="flex items-center gap-2 sm:gap-4">
        {checkoutSteps.map((step, index) => {
          const done = index < currentIndex;
          const isCurrent = index === currentIndex;
          return (
            <li key={step} className="flex flex-1 items-center gap-2 sm:gap-3" aria-current={isCurrent ? "step" : undefined}>
              <span
                aria-hidden="true"
                className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                  isCurrent ? "bg-brand-700 text-white" : done ? "bg-emerald-700 text-white" : "bg-stone-200 text-stone-700"
                }`}
              >
                {done ? "✓" : index + 1}
              </span>
              <span className={`text-sm font-medium ${isCurrent ? "text-ink" : "text-stone-700"}`}>
                {t(checkoutStepLabels[step])}
                {done ? <span className="sr-only"> {t("(done)")}</span> : null}
              </span>
              {index < checkoutSteps.length - 1 ? (
                <span aria-hidden="true" className={`h-px flex-1 ${done ? "bg-emerald-700" : "bg-stone-300"}`} />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
