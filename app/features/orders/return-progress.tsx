// A return's progress as the shopper sees it, in Order History, on the return form and on
// /track-order: its steps (asked, approved, pickup booked, received, refunded) with the current one
// marked, the pieces, the pickup, the reason when it was refused, and the refund.
import { useId } from "react";
import type { ReturnStatus, ReturnView } from "~/lib/contracts/admin-orders";
import { deliverySlotText } from "~/lib/delivery-slots";
import { formatDate } from "~/lib/format-date";
import { pickupDateText } from "~/lib/forms/return-schemas";
import { Rupees } from "~/ui/rupees";

const statusLooks: Record<ReturnStatus, { label: string; className: string }> = {
  requested: { label: "Return requested", className: "bg-blue-100 text-blue-900" },
  approved: { label: "Return approved", className: "bg-yellow-100 text-yellow-900" },
  rejected: { label: "Return rejected", className: "bg-red-100 text-red-900" },
  pickup_scheduled: { label: "Pickup booked", className: "bg-purple-100 text-purple-900" },
  received: { label: "Return received", className: "bg-orange-100 text-orange-900" },
  refunded: { label: "Refunded", className: "bg-green-100 text-green-900" },
};

/** The way a return goes when it is accepted. */
const steps: readonly { status: ReturnStatus; label: string }[] = [
  { status: "requested", label: "Requested" },
  { status: "approved", label: "Approved" },
  { status: "pickup_scheduled", label: "Pickup booked" },
  { status: "received", label: "Received" },
  { status: "refunded", label: "Refunded" },
];

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const look = statusLooks[status];
  return <span className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${look.className}`}>{look.label}</span>;
}

function refundText(view: ReturnView): string {
  const refund = view.refund;
  if (!refund) {
    if (view.refundDestination === "original") return "will go back to the card or UPI account you paid with";
    return view.refundAccount ? `will be paid to ${view.refundAccount}` : "will be paid to the account you gave";
  }
  switch (refund.status) {
    case "processed":
      return refund.reference ? `refunded (reference ${refund.reference})` : "refunded";
    case "pending":
      return "on its way to your account";
    case "failed":
      return "delayed: our team is sending it again";
  }
}

/** One return: its badge, steps, pieces, pickup and refund. */
export function ReturnProgress({ view }: { view: ReturnView }) {
  const rejected = view.status === "rejected";
  const reached = steps.findIndex((step) => step.status === view.status);
  const pickup = `${pickupDateText(view.pickupDate)}, ${deliverySlotText(view.pickupSlot) ?? view.pickupSlot}`;
  const headingId = useId();
  return (
    // A group, not a landmark: two returns asked for on one day would carry the same name.
    <div role="group" aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-sand px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={headingId} className="text-sm font-semibold text-ink">
          Return asked for on <time dateTime={view.createdAt}>{formatDate(view.createdAt)}</time>
        </p>
        <ReturnStatusBadge status={view.status} />
      </div>
      {rejected ? (
        <p className="mt-2 text-sm text-stone-800">
          <span className="font-medium">Why we could not accept it:</span> {view.rejectionReason}
        </p>
      ) : (
        <ol aria-label="Return steps" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {steps.map((step, index) => (
            <li
              key={step.status}
              aria-current={index === reached ? "step" : undefined}
              className={index <= reached ? "font-medium text-ink" : "text-stone-600"}
            >
              <span aria-hidden="true">{index <= reached ? "● " : "○ "}</span>
              {step.label}
              {index < reached ? <span className="sr-only"> (done)</span> : null}
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
          {view.status === "pickup_scheduled" ? "Pickup: " : "Pickup asked for: "}
          <span className="font-medium text-ink">{pickup}</span>
        </p>
      ) : null}
      {rejected ? null : (
        <p className="mt-1 text-sm text-stone-700">
          Refund of <Rupees amount={view.amount} /> {refundText(view)}
        </p>
      )}
    </div>
  );
}

/** Every return of an order, newest first; nothing when there are none. */
export function ReturnsOfOrder({ returns, headingLevel = 3 }: { returns: readonly ReturnView[]; headingLevel?: 2 | 3 }) {
  if (returns.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="space-y-3">
      <Heading className="text-sm font-semibold tracking-wide text-stone-700 uppercase">{returns.length === 1 ? "Return" : "Returns"}</Heading>
      {returns.map((view) => (
        <ReturnProgress key={view.id} view={view} />
      ))}
    </div>
  );
}
