import { useId } from "react";
import { useFetcher } from "react-router";
import { useT } from "~/i18n/use-t";
import type { CouponView } from "~/lib/contracts/cart";
import { couponOffText } from "~/lib/coupon-text";
import { isCartActionData, type CartActionData } from "./cart-action-data";
import { useCartActionPath } from "./use-cart-action-path";
import { TagIcon } from "./cart-icons";

export interface PromoCodeFormProps {
  coupon: CouponView | null;
  /** The page's action data after a post without JavaScript. */
  actionData: CartActionData | undefined;
}

/**
 * Spec §2, §5: one promo code, compared case-insensitively by the server. Shows "Promo code
 * applied successfully!" or "Invalid promo code", and the applied code with a Remove button.
 */
export function PromoCodeForm({ coupon, actionData }: PromoCodeFormProps) {
  // One fetcher for applying and removing, so its data is always the latest answer.
  const t = useT();
  const promo = useFetcher({ key: "promo-code" });
  const cartAction = useCartActionPath();
  const inputId = useId();
  const messageId = useId();

  // A background post answers through the fetcher; a post without JavaScript through the page.
  const answer = isCartActionData(promo.data) ? promo.data : actionData;
  const fresh =
    promo.state === "idle" && (answer?.intent === "apply-coupon" || answer?.intent === "remove-coupon") ? answer : undefined;
  const error = fresh && !fresh.ok ? fresh.error : null;
  const success = fresh?.ok ? fresh.message : null;
  const busy = promo.state !== "idle";

  return (
    <div>
      {coupon ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5">
          <p className="flex min-w-0 items-center gap-2 text-sm text-emerald-950">
            <TagIcon size={18} className="shrink-0 text-emerald-800" />
            <span>
              <span className="font-semibold tracking-wide">{coupon.code}</span>{" "}
              {t("applied: {saving}", { saving: couponOffText({ percent: coupon.percent, amountOff: coupon.amount_off }, t) })}
            </span>
          </p>
          <promo.Form method="post" action={cartAction}>
            <input type="hidden" name="intent" value="remove-coupon" />
            <button
              type="submit"
              disabled={busy}
              aria-label={t("Remove promo code {code}", { code: coupon.code })}
              className="rounded px-1 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 disabled:opacity-60"
            >
              {t("Remove")}
            </button>
          </promo.Form>
        </div>
      ) : (
        <promo.Form method="post" action={cartAction} noValidate>
          <input type="hidden" name="intent" value="apply-coupon" />
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            {t("Promo code")}
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id={inputId}
              name="code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              aria-invalid={error ? true : undefined}
              aria-describedby={messageId}
              placeholder={t("e.g. {example}", { example: "WELCOME10" })}
              className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base uppercase placeholder:text-stone-500 placeholder:normal-case aria-[invalid=true]:border-red-700"
            />
            <button
              type="submit"
              disabled={busy}
              className="inline-flex h-11 shrink-0 items-center rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-60"
            >
              {busy ? t("Applying…") : t("Apply")}
            </button>
          </div>
        </promo.Form>
      )}
      {/* Always in the page, so screen readers announce the message when it appears. */}
      <p
        id={messageId}
        role="status"
        className={`mt-2 min-h-5 text-sm font-medium ${error ? "text-red-800" : "text-emerald-800"}`}
      >
        {error ? t(error) : success ? t(success) : null}
      </p>
    </div>
  );
}
