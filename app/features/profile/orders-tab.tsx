// Order History (spec §2 Orders): each order with its status badge, items, total, Track Order
// (the timeline of its real tracking events), the invoice download, and Write Review on items of
// delivered orders not yet reviewed; Cancel order (after a confirmation) until it ships, Return
// items inside the return window after delivery, and each return's progress.
import { Dialog } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { languageTags } from "~/i18n/language";
import { Link } from "~/i18n/localized-link";
import { msg } from "~/i18n/msg";
import { Trans } from "~/i18n/trans";
import { useLanguage, useT } from "~/i18n/use-t";
import { variantText } from "~/i18n/variant-type-name";
import type { ProfileOrder, ProfileOrderItem } from "~/lib/contracts/account";
import type { OrderReturnSummary } from "~/lib/contracts/order-returns";
import { emiPlanText } from "~/lib/emi";
import { firstErrors } from "~/lib/forms/checkout-schema";
import { maxReviewLength, reviewSchema } from "~/lib/forms/review-schema";
import { Rupees, withUnbrokenPrices } from "~/ui/rupees";
import { orderPaymentText } from "~/lib/order-payment-text";
import { payOrderPath } from "~/features/checkout/checkout-paths";
import { Pager } from "~/ui/pager";
import { DeliveryPromise, OrderTimeline, StatusBadge } from "../orders/order-timeline";
import { ReturnsOfOrder } from "../orders/return-progress";
import type { ProfileActionData } from "./profile-intents";
import { invoicePath, profileTabPath } from "./profile-tabs";
import { buttonPrimary, buttonSecondary, buttonSmall, EmptyState, LinkDialog, Notice, useFormCheck } from "./profile-ui";
import { returnFormPath } from "./return-form";

/** A page of Order History, with what else the address asks for (the timeline or review to show inline). */
function ordersHref(page: number, extra: Record<string, string> = {}): string {
  return profileTabPath("orders", page > 1 ? { page: String(page), ...extra } : extra);
}

/** "5 March 2026", in the page's language. */
function placedOnText(iso: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(iso));
}

export interface OrdersTabProps {
  /** One page of the history, newest first. */
  orders: ProfileOrder[];
  page: number;
  pageCount: number;
  /** ?track=: the order whose timeline is shown inline (the Track Order link without JavaScript). */
  track: string | null;
  /** ?review=: the order line whose review form is shown inline. */
  review: number | null;
  /** Each order's returns and whether more can be returned, by order number. */
  returns: Record<string, OrderReturnSummary>;
  /** ?cancel=: the order whose cancellation is confirmed inline (the Cancel order link without JavaScript). */
  cancel: string | null;
  /** ?returned=: the order a return was just asked for. */
  returned: string | null;
  actionData: ProfileActionData | undefined;
}

/** An order may be cancelled by its shopper until it ships. */
const cancellableStatuses: readonly string[] = ["ordered", "confirmed", "packed"];

/** One fetcher for the review dialogs, read by the tab too: the dialog is gone once its item is reviewed. */
const reviewFetcherKey = "profile-review";
/** Likewise for the cancel dialogs: the tab says the order was cancelled, the dialog why it was not. */
const cancelFetcherKey = "profile-cancel";

export function OrdersTab({ orders, page, pageCount, track, review, returns, cancel, returned, actionData }: OrdersTabProps) {
  const t = useT();
  const reviewFetcher = useFetcher<ProfileActionData>({ key: reviewFetcherKey });
  const published = reviewFetcher.state === "idle" && reviewFetcher.data?.ok ? reviewFetcher.data.message : null;
  const cancelFetcher = useFetcher<ProfileActionData>({ key: cancelFetcherKey });
  const cancelled = cancelFetcher.state === "idle" && cancelFetcher.data?.ok ? cancelFetcher.data.message : null;
  if (pageCount === 0) {
    return (
      <EmptyState
        title={t("No orders yet")}
        action={
          <Link to="/products" className={buttonPrimary}>
            {t("Start Shopping")}
          </Link>
        }
      >
        {t("When you place an order it appears here, with its status, tracking and invoice.")}
      </EmptyState>
    );
  }
  const failedReview = actionData?.intent === "review" && !actionData.ok ? actionData : null;
  const inlineReview = failedReview?.target ?? review;
  const cancelAnswer = actionData?.intent === "order-cancel" ? actionData : null;
  return (
    <div className="space-y-5">
      {returned && returns[returned] ? (
        <Notice tone="success">{t("We have your return request for order {number}. We will e-mail you at each step, and it shows here.", { number: returned })}</Notice>
      ) : null}
      {cancelAnswer ? <Notice tone={cancelAnswer.ok ? "success" : "error"}>{cancelAnswer.message === null ? null : t(cancelAnswer.message)}</Notice> : null}
      {cancelled ? <Notice tone="success">{t(cancelled)}</Notice> : null}
      {actionData?.intent === "review" && actionData.ok ? <Notice tone="success">{t(actionData.message)}</Notice> : null}
      {published ? <Notice tone="success">{t(published)}</Notice> : null}
      {failedReview?.message && failedReview.target === null ? <Notice tone="error">{t(failedReview.message)}</Notice> : null}
      {orders.length === 0 ? (
        <p className="text-stone-700">
          {t("There are no orders on this page.")}{" "}
          <Link to={ordersHref(1)} className="font-medium text-brand-800 underline">
            {t("See your latest orders")}
          </Link>
        </p>
      ) : null}
      <ul className="space-y-5">
        {orders.map((order) => (
          <li key={order.number}>
            <OrderCard
              order={order}
              returns={returns[order.number] ?? null}
              confirmingCancel={cancel === order.number}
              page={page}
              showTimeline={track === order.number}
              inlineReview={inlineReview}
              failedReview={failedReview}
            />
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={pageCount} hrefFor={(wanted) => ordersHref(wanted)} />
    </div>
  );
}

function OrderCard({
  order,
  returns,
  confirmingCancel,
  page,
  showTimeline,
  inlineReview,
  failedReview,
}: {
  order: ProfileOrder;
  returns: OrderReturnSummary | null;
  confirmingCancel: boolean;
  page: number;
  showTimeline: boolean;
  inlineReview: number | null;
  failedReview: (ProfileActionData & { ok: false }) | null;
}) {
  const t = useT();
  const languageTag = languageTags[useLanguage()];
  const headingId = useId();
  const delivered = order.status === "delivered";
  const cancellable = cancellableStatuses.includes(order.status);
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 px-5 py-4">
        <div>
          <h2 id={headingId} className="font-semibold text-ink">
            {t("Order")} <span className="font-mono">{order.number}</span>
          </h2>
          <p className="mt-0.5 text-sm text-stone-700">
            {t("Placed on")} <time dateTime={order.placedAt}>{placedOnText(order.placedAt, languageTag)}</time>
          </p>
          {order.status === "delivered" || order.status === "cancelled" ? null : (
            <div className="mt-1">
              <DeliveryPromise delivery={order.delivery} />
            </div>
          )}
        </div>
        <StatusBadge status={order.status} />
      </header>
      <ul className="divide-y divide-stone-100 px-5">
        {order.items.map((item) => (
          <li key={item.lineId} className="flex flex-wrap items-center gap-4 py-4">
            {item.imageUrl ? (
              <img src={item.imageUrl} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 shrink-0 rounded-md bg-sand object-cover" />
            ) : (
              <span aria-hidden="true" className="h-12 w-16 shrink-0 rounded-md bg-sand" />
            )}
            <div className="min-w-0 flex-1">
              <Link to={`/product/${item.productId}`} className="font-medium text-ink hover:text-brand-800 hover:underline">
                {item.name}
              </Link>
              <p className="text-sm text-stone-700">
                {variantText(t, item.variantType, item.variantName)} · {t("Qty {quantity}", { quantity: item.quantity })} · <Rupees amount={item.price} />
              </p>
            </div>
            {delivered ? (
              item.reviewed ? (
                item.reviewHiddenReason !== null ? (
                  // Only the author's own history says so; the product page no longer shows the review.
                  <span className="basis-full text-sm text-amber-900 sm:basis-auto">{t("Hidden by the store: {reason}", { reason: item.reviewHiddenReason })}</span>
                ) : (
                  <span className="text-sm font-medium text-green-800">{t("Reviewed")}</span>
                )
              ) : (
                <ReviewDialog item={item} page={page} />
              )
            ) : null}
            {delivered && !item.reviewed && inlineReview === item.lineId ? (
              <div className="basis-full rounded-lg border border-stone-200 bg-sand p-4">
                <h3 className="font-semibold text-ink">{t("Write a review of {product}", { product: item.name })}</h3>
                <ReviewForm item={item} page={page} failed={failedReview?.target === item.lineId ? failedReview : null} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-5 py-4">
        <div>
          <p className="text-base font-semibold text-ink">{t("Total")} <Rupees amount={order.total} /></p>
          <p className="text-sm text-stone-700">{orderPaymentText(order.payment, t)}</p>
          {order.payment.payableUntil ? <p className="text-sm font-medium text-amber-800">{t("Awaiting payment")}</p> : null}
          {order.emi ? <p className="text-sm text-stone-700">{withUnbrokenPrices(emiPlanText(order.emi, t))}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <LinkDialog
            href={ordersHref(page, { track: order.number })}
            trigger={t("Track Order")}
            triggerLabel={t("Track order {number}", { number: order.number })}
            triggerClassName={buttonSmall}
            title={t("Tracking order {number}", { number: order.number })}
          >
            {() => <Timeline order={order} />}
          </LinkDialog>
          {order.payment.payableUntil ? (
            <Link to={payOrderPath(order.number)} className={buttonSmall} aria-label={t("Pay now for order {number}", { number: order.number })}>
              {t("Pay now")}
            </Link>
          ) : order.payment.status === "awaiting" || order.payment.status === "expired" ? null : (
            <a href={invoicePath(order.number)} download className={buttonSmall} aria-label={t("Invoice for order {number} (PDF)", { number: order.number })}>
              {t("Invoice")}
            </a>
          )}
          {returns?.canRequestReturn ? (
            <Link to={returnFormPath(order.number)} className={buttonSmall} aria-label={t("Return items from order {number}", { number: order.number })}>
              {t("Return items")}
            </Link>
          ) : null}
          {cancellable ? <CancelDialog order={order} page={page} /> : null}
        </div>
      </footer>
      {returns && returns.returns.length > 0 ? (
        <div className="border-t border-stone-200 px-5 py-4">
          <ReturnsOfOrder returns={returns.returns} />
        </div>
      ) : null}
      {cancellable && confirmingCancel ? (
        <section aria-label={t("Cancel order {number}", { number: order.number })} className="border-t border-stone-200 px-5 py-4">
          <CancelForm order={order} page={page} />
        </section>
      ) : null}
      {showTimeline ? (
        <section aria-label={t("Tracking order {number}", { number: order.number })} className="border-t border-stone-200 px-5 py-4">
          <Timeline order={order} />
        </section>
      ) : null}
    </article>
  );
}

/** The order's tracking events, oldest first, each with its message and date-time. */
function Timeline({ order }: { order: ProfileOrder }) {
  return <OrderTimeline status={order.status} tracking={order.tracking} delivery={order.delivery} shipment={order.shipment} />;
}

function CancelDialog({ order, page }: { order: ProfileOrder; page: number }) {
  const t = useT();
  return (
    <LinkDialog
      href={ordersHref(page, { cancel: order.number })}
      trigger={t("Cancel order")}
      triggerLabel={t("Cancel order {number}", { number: order.number })}
      triggerClassName={buttonSmall}
      title={t("Cancel order {number}?", { number: order.number })}
    >
      {(close) => <CancelForm order={order} page={page} onDone={close} />}
    </LinkDialog>
  );
}

/** What cancelling does to the money, before the shopper confirms. */
function cancelConsequence(order: ProfileOrder): string {
  if (order.payment.method === "cod") return msg("Nothing has been charged: you were to pay on delivery.");
  return msg("The amount you paid comes back to the card or UPI account you paid with; banks usually show it within 5 to 7 working days.");
}

/**
 * The confirmation: the whole order is cancelled. In the dialog it posts with a fetcher and closes
 * once done (the order shows as cancelled); inline (no JavaScript) it is a plain form post.
 */
function CancelForm({ order, page, onDone }: { order: ProfileOrder; page: number; onDone?: () => void }) {
  const t = useT();
  const fetcher = useFetcher<ProfileActionData>({ key: cancelFetcherKey });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const refused = answer && !answer.ok && answer.values.number === order.number ? answer.message : null;
  const busy = fetcher.state !== "idle";
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer?.ok || !onDone || handled.current === answer) return;
    handled.current = answer;
    onDone();
  }, [answer, onDone]);
  const FormComponent = onDone ? fetcher.Form : Form;
  return (
    <FormComponent method="post" action={ordersHref(page)} className="space-y-4">
      <input type="hidden" name="intent" value="order-cancel" />
      <input type="hidden" name="number" value={order.number} />
      {refused ? <Notice tone="error">{t(refused)}</Notice> : null}
      <p className="text-[15px] text-stone-800">
        <Trans
          id="The whole order is cancelled ({count, plural, one {# item} other {# items}}, <0/>)."
          values={{ count: order.items.length }}
          components={{ 0: <Rupees amount={order.total} /> }}
        />{" "}
        {t(cancelConsequence(order))}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onDone ? (
          <Dialog.Close className={buttonSecondary}>{t("Keep my order")}</Dialog.Close>
        ) : (
          <Link to={ordersHref(page)} className={buttonSecondary}>
            {t("Keep my order")}
          </Link>
        )}
        <button type="submit" disabled={busy} className="inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70">
          {busy ? t("Cancelling…") : t("Yes, cancel order")}
        </button>
      </div>
    </FormComponent>
  );
}

function ReviewDialog({ item, page }: { item: ProfileOrderItem; page: number }) {
  const t = useT();
  return (
    <LinkDialog
      href={ordersHref(page, { review: String(item.lineId) })}
      trigger={t("Write Review")}
      triggerLabel={t("Write a review of {product}", { product: item.name })}
      triggerClassName={buttonSmall}
      title={t("Write a Review")}
      description={`${item.name} (${variantText(t, item.variantType, item.variantName)})`}
    >
      {(close) => (
        <ReviewForm
          item={item}
          page={page}
          failed={null}
          onDone={close}
        />
      )}
    </LinkDialog>
  );
}

const starPath = "M12 2.8l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 16.8l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 2.8z";

/**
 * The review form: a 1–5 star radio group and the text. In a dialog it posts with a fetcher and
 * closes on success; inline (no JavaScript) it is a plain form post.
 */
function ReviewForm({
  item,
  page,
  failed,
  onDone,
}: {
  item: ProfileOrderItem;
  page: number;
  failed: (ProfileActionData & { ok: false }) | null;
  onDone?: () => void;
}) {
  const t = useT();
  const fetcher = useFetcher<ProfileActionData>({ key: reviewFetcherKey });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const refused = answer && !answer.ok && answer.target === item.lineId ? answer : failed;
  const [rating, setRating] = useState(Number(refused?.values.rating ?? 0));
  const id = useId();
  const busy = fetcher.state !== "idle";
  const { clientErrors, onSubmit, onInput, onChange } = useFormCheck((values) => {
    const parsed = reviewSchema.safeParse(values);
    return parsed.success ? {} : firstErrors(parsed.error);
  });
  const errors = clientErrors ?? refused?.errors ?? {};

  // Once per answer: the dialog closes and the tab says the review was published.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer?.ok || !onDone || handled.current === answer) return;
    handled.current = answer;
    onDone();
  }, [answer, onDone]);

  const FormComponent = onDone ? fetcher.Form : Form;
  return (
    <FormComponent method="post" action={ordersHref(page)} noValidate onSubmit={onSubmit} onInput={onInput} onChange={onChange} className="mt-3 space-y-4">
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="lineId" value={item.lineId} />
      {refused?.message ? <Notice tone="error">{t(refused.message)}</Notice> : null}
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-medium text-stone-800">{t("Rating")}</legend>
        <div className="mt-1.5 flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="cursor-pointer rounded-md p-0.5 has-[:checked]:bg-amber-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500">
              <input
                type="radio"
                name="rating"
                value={stars}
                defaultChecked={rating === stars}
                onChange={() => setRating(stars)}
                className="sr-only"
              />
              <svg viewBox="0 0 24 24" width={32} height={32} aria-hidden="true">
                <path d={starPath} fill={stars <= rating ? "#b45309" : "#d6d3d1"} />
              </svg>
              <span className="sr-only">{t("{count, plural, one {# star} other {# stars}}", { count: stars })}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${id}-rating-error`} className="mt-1.5 text-sm font-medium text-red-800">
            {t(errors.rating)}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor={`${id}-comment`} className="block text-sm font-medium text-stone-800">
          {t("Your review")}
        </label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={4}
          maxLength={maxReviewLength}
          defaultValue={refused?.values.comment ?? ""}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${id}-comment-error` : undefined}
          placeholder={t("What did you like or dislike? How is the quality?")}
          className={`mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-stone-500 ${errors.comment ? "border-red-700" : "border-stone-300"}`}
        />
        {errors.comment ? (
          <p id={`${id}-comment-error`} className="mt-1.5 text-sm font-medium text-red-800">
            {t(errors.comment)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onDone ? (
          <Dialog.Close className={buttonSecondary}>{t("Cancel")}</Dialog.Close>
        ) : (
          <Link to={ordersHref(page)} className={buttonSecondary}>
            {t("Cancel")}
          </Link>
        )}
        <button type="submit" disabled={busy} className={buttonPrimary}>
          {busy ? t("Submitting…") : t("Submit Review")}
        </button>
      </div>
    </FormComponent>
  );
}

