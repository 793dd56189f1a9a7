// A return's progress as the shopper sees it, in Order History, on the return form and on
// /track-order: its steps (asked, approved, pickup booked, received, refunded) with the current one
// marked, the pieces, the pickup, the reason when it was refused, and the refund.
import { useId } from "react";
import { msg } from "~/i18n/msg";
import { useT, type Translate } from "~/i18n/use-t";
import type { ReturnStatus, ReturnView } from "~/lib/contracts/admin-orders";
import { deliverySlotText } from "~/lib/delivery-slots";
import { formatDate } from "~/lib/format-date";
import { pickupDateText } from "~/lib/forms/return-schemas";
import { formatRupees } from "~/lib/money";
import { withUnbrokenPrices } from "~/ui/rupees";

const statusLooks: Record<ReturnStatus, { label: string; className: string }> = {
  requested: { label: msg("Return requested"), className: "bg-blue-100 text-blue-900" },
  approved: { label: msg("Return approved"), className: "bg-yellow-100 text-yellow-900" },
  rejected: { label: msg("Return rejected"), className: "bg-red-100 text-red-900" },
  pickup_scheduled: { label: msg("Pickup booked"), className: "bg-purple-100 text-purple-900" },
  received: { label: msg("Return received"), className: "bg-orange-100 text-orange-900" },
  refunded: { label: msg("Refunded"), className: "bg-green-100 text-green-900" },
};

/** The way a return goes when it is accepted. */
const steps: readonly { status: ReturnStatus; label: string }[] = [
  { status: "requested", label: msg("Requested") },
  { status: "approved", label: msg("Approved") },
  { status: "pickup_scheduled", label: msg("Pickup booked") },
  { status: "received", label: msg("Received") },
  { status: "refunded", label: msg("Refunded") },
];

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const t = useT();
  const look = statusLooks[status];
  return <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${look.className}`}>{t(look.label)}</span>;
}

/** "Refund of ₹ 12,499 will be paid to …": the whole sentence, so each language orders it its own way. */
function refundText(view: ReturnView, t: Translate): string {
  const amount = formatRupees(view.amount);
  const refund = view.refund;
  if (!refund) {
    if (view.refundDestination === "original") return t("Refund of {amount} will go back to the card or UPI account you paid with", { amount });
    return view.refundAccount
      ? t("Refund of {amount} will be paid to {account}", { amount, account: view.refundAccount })
      : t("Refund of {amount} will be paid to the account you gave", { amount });
  }
  switch (refund.status) {
    case "processed":
      return refund.reference
        ? t("Refund of {amount} refunded (reference {reference})", { amount, reference: refund.reference })
        : t("Refund of {amount} refunded", { amount });
    case "pending":
      return t("Refund of {amount} on its way to your account", { amount });
    case "failed":
      return t("Refund of {amount} delayed: our team is sending it again", { amount });
  }
}

/** One return: its badge, steps, pieces, pickup and refund. */
export function ReturnProgress({ view }: { view: ReturnView }) {
  const t = useT();
  const rejected = view.status === "rejected";
  const reached = steps.findIndex((step) => step.status === view.status);
  const slot = deliverySlotText(view.pickupSlot);
  const pickup = `${pickupDateText(view.pickupDate)}, ${slot ? t(slot) : view.pickupSlot}`;
  const headingId = useId();
  return (
    // A group, not a landmark: two returns asked for on one day would carry the same name.
    <div role="group" aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-sand px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={headingId} className="text-sm font-semibold text-ink">
          {t("Return asked for on")} <time dateTime={view.createdAt}>{formatDate(view.createdAt)}</time>
        </p>
        <ReturnStatusBadge status={view.status} />
      </div>
      {rejected ? (
        <p className="mt-2 text-sm text-stone-800">
          <span className="font-medium">{t("Why we could not accept it:")}</span> {view.rejectionReason}
        </p>
      ) : (
        <ol aria-label={t("Return steps")} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {steps.map((step, index) => (
            <li
              key={step.status}
              aria-current={index === reached ? "step" : undefined}
              className={index <= reached ? "font-medium text-ink" : "text-stone-600"}
            >
              <span aria-hidden="true">{index <= reached ? "● " : "○ "}</span>
              {t(step.label)}
              {index < reached ? <span className="sr-only"> {t("(done)")}</span> : null}
            </li>
          ))}
        </ol>
      )}
      <ul className="mt-2 text-sm text-stone-700">
        {view.lines.map((line) => (
          <li key={line.orderLineId}>
            {line.name} ({line.variantName}) × {line.quantity}
          </li>
        ))}
      </ul>
      {view.status === "requested" || view.status === "approved" || view.status === "pickup_scheduled" ? (
        <p className="mt-2 text-sm text-stone-700">
          {view.status === "pickup_scheduled" ? t("Pickup:") : t("Pickup asked for:")}{" "}
          <span className="font-medium text-ink">{pickup}</span>
        </p>
      ) : null}
      {rejected ? null : (
        <p className="mt-1 text-sm text-stone-700">
          {withUnbrokenPrices(refundText(view, t))}
        </p>
      )}
    </div>
  );
}

/** Every return of an order, newest first; nothing when there are none. */
export function ReturnsOfOrder({ returns, headingLevel = 3 }: { returns: readonly ReturnView[]; headingLevel?: 2 | 3 }) {
  const t = useT();
  if (returns.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="space-y-3">
      <Heading className="text-sm font-semibold tracking-wide text-stone-700 uppercase">{returns.length === 1 ? t("Return") : t("Returns")}</Heading>
      {returns.map((view) => (
        <ReturnProgress key={view.id} view={view} />
      ))}
    </div>
  );
}
