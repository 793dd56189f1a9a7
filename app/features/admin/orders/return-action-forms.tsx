// The steps staff take on a return from its page, as its status allows: approve or reject it,
// schedule the pickup, receive it (each line sellable or damaged), refund it, or try a failed
// refund again. Each posts the status the page showed, so a stale page is refused.
import { Form, useNavigation } from "react-router";
import type { RefundView, ReturnStatus, ReturnView } from "~/lib/contracts/admin-orders";
import { deliverySlotLabels, deliverySlots } from "~/lib/delivery-slots";
import { orderDeskMaxLengths } from "~/lib/forms/order-desk-schemas";
import { conditionFieldPrefix } from "./desk-form-fields";
import { formatRupees } from "~/lib/money";
import { DeskAnswer, FieldError, fieldClass, fieldProps, labelClass, panelClass, primaryButton, secondaryButton, type DeskActionData } from "./order-desk-ui";

function Hidden({ intent, status }: { intent: string; status: ReturnStatus }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="expectedStatus" value={status} />
    </>
  );
}

export function ReturnActionForms({ view, failedRefund, answer }: { view: ReturnView; failedRefund: RefundView | null; answer: DeskActionData | undefined }) {
  const busy = useNavigation().state === "submitting";
  const errorOf = (intent: string, field: string) => (answer?.intent === intent ? answer.fieldErrors?.[field] : undefined);
  const valueOf = (intent: string, field: string, fallback = "") => (answer?.intent === intent && !answer.ok ? (answer.values?.[field] ?? fallback) : fallback);
  const status = view.status;
  const cashOnDelivery = view.refundDestination !== "original";
  return (
    <section aria-labelledby="return-actions-heading" className={`${panelClass} space-y-4`}>
      <h2 id="return-actions-heading" className="text-lg font-semibold">
        Next step
      </h2>
      <DeskAnswer answer={answer} />
      {status === "requested" ? (
        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          <Form method="post">
            <Hidden intent="approve" status={status} />
            <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
              Approve return
            </button>
          </Form>
          <Form method="post" className="flex items-end gap-2">
            <Hidden intent="reject" status={status} />
            <div className="w-72">
              <label htmlFor="reject-reason" className={labelClass}>
                Reason for refusing
              </label>
              <input
                name="reason"
                required
                maxLength={orderDeskMaxLengths.reason}
                defaultValue={valueOf("reject", "reason")}
                className={fieldClass}
                {...fieldProps("reject-reason", errorOf("reject", "reason"))}
              />
              <FieldError id="reject-reason-error" message={errorOf("reject", "reason")} />
            </div>
            <button type="submit" className={`${secondaryButton} border-red-300 text-red-800 hover:bg-red-50`} aria-disabled={busy || undefined}>
              Reject return
            </button>
          </Form>
        </div>
      ) : null}
      {status === "approved" ? (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <Hidden intent="schedule_pickup" status={status} />
          <div className="w-44">
            <label htmlFor="pickup-date" className={labelClass}>
              Pickup date
            </label>
            <input
              name="pickupDate"
              type="date"
              required
              defaultValue={valueOf("schedule_pickup", "pickupDate", view.pickupDate)}
              className={fieldClass}
              {...fieldProps("pickup-date", errorOf("schedule_pickup", "pickupDate"))}
            />
            <FieldError id="pickup-date-error" message={errorOf("schedule_pickup", "pickupDate")} />
          </div>
          <div className="w-56">
            <label htmlFor="pickup-slot" className={labelClass}>
              Pickup slot
            </label>
            <select
              name="pickupSlot"
              required
              defaultValue={valueOf("schedule_pickup", "pickupSlot", view.pickupSlot)}
              className={fieldClass}
              {...fieldProps("pickup-slot", errorOf("schedule_pickup", "pickupSlot"))}
            >
              {deliverySlots.map((slot) => (
                <option key={slot} value={slot}>
                  {deliverySlotLabels[slot]}
                </option>
              ))}
            </select>
            <FieldError id="pickup-slot-error" message={errorOf("schedule_pickup", "pickupSlot")} />
          </div>
          <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
            Schedule pickup
          </button>
        </Form>
      ) : null}
      {status === "pickup_scheduled" ? (
        <Form method="post" className="space-y-3">
          <Hidden intent="receive" status={status} />
          <p className="text-sm text-stone-700">When the pieces are back at the warehouse, say for each whether it can be sold again.</p>
          {view.lines.map((line) => (
            <fieldset key={line.orderLineId} className="flex flex-wrap items-center gap-x-6 gap-y-1 text-sm">
              <legend className="mb-1 font-medium">
                {line.name} ({line.variantName}) × {line.quantity}
              </legend>
              {(["sellable", "damaged"] as const).map((condition) => (
                <label key={condition} className="flex items-center gap-2">
                  <input type="radio" name={`${conditionFieldPrefix}${line.orderLineId}`} value={condition} required defaultChecked={condition === "sellable"} />
                  {condition === "sellable" ? "Sellable: back into stock" : "Damaged: kept apart"}
                </label>
              ))}
            </fieldset>
          ))}
          <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
            Mark received
          </button>
        </Form>
      ) : null}
      {status === "received" && failedRefund ? (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="retry_refund" />
          <input type="hidden" name="refundId" value={failedRefund.id} />
          <p className="text-sm text-red-800">
            The refund of {formatRupees(failedRefund.amount)} failed{failedRefund.failureReason ? `: ${failedRefund.failureReason}` : "."}
          </p>
          <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
            Try the refund again
          </button>
        </Form>
      ) : null}
      {status === "received" && !failedRefund ? (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <Hidden intent="refund" status={status} />
          {cashOnDelivery ? (
            <div className="w-64">
              <label htmlFor="payout-reference" className={labelClass}>
                Payout UTR
              </label>
              <input
                name="payoutReference"
                required
                autoComplete="off"
                maxLength={orderDeskMaxLengths.payoutReference}
                defaultValue={valueOf("refund", "payoutReference")}
                className={fieldClass}
                {...fieldProps("payout-reference", errorOf("refund", "payoutReference"))}
                aria-describedby={errorOf("refund", "payoutReference") ? "payout-reference-error" : "payout-reference-hint"}
              />
              <p id="payout-reference-hint" className="mt-1 text-xs text-stone-600">
                The bank's reference of the transfer you made.
              </p>
              <FieldError id="payout-reference-error" message={errorOf("refund", "payoutReference")} />
            </div>
          ) : null}
          <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
            Refund {formatRupees(view.amount)}
          </button>
        </Form>
      ) : null}
      {status === "rejected" || status === "refunded" ? <p className="text-sm text-stone-700">Nothing more to do.</p> : null}
    </section>
  );
}
