// The moves staff may make on an order from its page: confirm, pack, ship, mark delivered and
// cancel, each a small form posting the status the page showed, so a stale page is refused.
import { AlertDialog } from "radix-ui";
import { useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { OrderAction, OrderStatus } from "~/lib/contracts/admin-orders";
import { orderDeskMaxLengths } from "~/lib/forms/order-desk-schemas";
import {
  dangerButton,
  DeskAnswer,
  FieldError,
  fieldClass,
  fieldProps,
  labelClass,
  linkClass,
  orderStatusLabels,
  panelClass,
  primaryButton,
  secondaryButton,
  type DeskActionData,
} from "./order-desk-ui";

const actionIntents: ReadonlySet<string> = new Set(["confirm", "pack", "ship", "deliver", "cancel"]);

/** Whether an answer came from one of these forms (and not the notes' or e-mails'). */
export function isOrderActionAnswer(answer: DeskActionData | undefined): answer is DeskActionData {
  return answer?.intent !== undefined && actionIntents.has(answer.intent);
}

function Hidden({ intent, status }: { intent: OrderAction; status: OrderStatus }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="expectedStatus" value={status} />
    </>
  );
}

export function OrderActionForms({ number, status, actions, answer }: { number: string; status: OrderStatus; actions: readonly OrderAction[]; answer: DeskActionData | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const mine = isOrderActionAnswer(answer) ? answer : undefined;
  const errorOf = (intent: OrderAction, field: string) => (mine?.intent === intent ? mine.fieldErrors?.[field] : undefined);
  const valueOf = (intent: OrderAction, field: string) => (mine?.intent === intent && !mine.ok ? (mine.values?.[field] ?? "") : "");
  const showAnswer = Boolean(mine && !mine.confirmCancel && (mine.ok ?? mine.formError));
  if (actions.length === 0 && !showAnswer) return null;
  return (
    <section aria-labelledby="actions-heading" className={`${panelClass} space-y-4`}>
      <h2 id="actions-heading" className="text-lg font-semibold">
        Move the order on
      </h2>
      {showAnswer ? <DeskAnswer answer={mine} /> : null}
      {mine?.confirmCancel && actions.includes("cancel") ? <CancelConfirmation number={number} status={status} reason={mine.confirmCancel.reason} /> : null}
      {actions.length === 0 ? null : (
        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          {actions.includes("confirm") ? (
            <Form method="post" className="flex items-end gap-2">
              <Hidden intent="confirm" status={status} />
              <div className="w-80">
                <label htmlFor="confirm-note" className={labelClass}>
                  Note <span className="font-normal text-stone-600">(optional)</span>
                </label>
                <input
                  name="note"
                  maxLength={orderDeskMaxLengths.confirmNote}
                  defaultValue={valueOf("confirm", "note")}
                  placeholder="Called the shopper; confirmed for COD"
                  className={fieldClass}
                  {...fieldProps("confirm-note", errorOf("confirm", "note"))}
                />
                <FieldError id="confirm-note-error" message={errorOf("confirm", "note")} />
              </div>
              <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
                Confirm order
              </button>
            </Form>
          ) : null}
          {actions.includes("pack") ? (
            <Form method="post">
              <Hidden intent="pack" status={status} />
              <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
                Pack order
              </button>
            </Form>
          ) : null}
          {actions.includes("ship") ? (
            <Form method="post" className="flex items-end gap-2">
              <Hidden intent="ship" status={status} />
              <div className="w-44">
                <label htmlFor="ship-courier" className={labelClass}>
                  Courier
                </label>
                <input
                  name="courier"
                  required
                  maxLength={orderDeskMaxLengths.courier}
                  defaultValue={valueOf("ship", "courier")}
                  className={fieldClass}
                  {...fieldProps("ship-courier", errorOf("ship", "courier"))}
                />
                <FieldError id="ship-courier-error" message={errorOf("ship", "courier")} />
              </div>
              <div className="w-48">
                <label htmlFor="ship-tracking" className={labelClass}>
                  Tracking number
                </label>
                <input
                  name="trackingNumber"
                  required
                  maxLength={orderDeskMaxLengths.trackingNumber}
                  autoComplete="off"
                  defaultValue={valueOf("ship", "trackingNumber")}
                  className={fieldClass}
                  {...fieldProps("ship-tracking", errorOf("ship", "trackingNumber"))}
                />
                <FieldError id="ship-tracking-error" message={errorOf("ship", "trackingNumber")} />
              </div>
              <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
                Ship order
              </button>
            </Form>
          ) : null}
          {actions.includes("deliver") ? (
            <Form method="post">
              <Hidden intent="deliver" status={status} />
              <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
                Mark delivered
              </button>
            </Form>
          ) : null}
          {actions.includes("cancel") ? (
            <CancelOrderForm number={number} status={status} error={errorOf("cancel", "reason")} defaultReason={valueOf("cancel", "reason")} busy={busy} />
          ) : null}
        </div>
      )}
    </section>
  );
}

/**
 * Cancel, after a question. With JavaScript the question is an alert dialog and only its answer
 * posts; without, the first post comes back with the question as a second form (the server does
 * not cancel until `confirmed` says yes).
 */
function CancelOrderForm({ number, status, error, defaultReason, busy }: { number: string; status: OrderStatus; error: string | undefined; defaultReason: string; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const confirmedRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Form ref={formRef} method="post" className="flex items-end gap-2">
        <Hidden intent="cancel" status={status} />
        <input ref={confirmedRef} type="hidden" name="confirmed" defaultValue="" />
        <div className="w-64">
          <label htmlFor="cancel-reason" className={labelClass}>
            Reason for cancelling
          </label>
          <input ref={reasonRef} name="reason" required maxLength={orderDeskMaxLengths.reason} defaultValue={defaultReason} className={fieldClass} {...fieldProps("cancel-reason", error)} />
          <FieldError id="cancel-reason-error" message={error} />
        </div>
        <button
          type="submit"
          aria-haspopup="dialog"
          aria-disabled={busy || undefined}
          className={`${secondaryButton} border-red-300 text-red-800 hover:bg-red-50`}
          onClick={(event) => {
            // An empty reason goes to the server, which says what is missing; the question comes after.
            const typed = reasonRef.current?.value.trim() ?? "";
            if (!typed) return;
            event.preventDefault();
            setReason(typed);
            setOpen(true);
          }}
        >
          Cancel order
        </button>
      </Form>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[28rem] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl outline-none">
            <AlertDialog.Title className="text-lg font-semibold">Cancel order {number}?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-stone-700">
              The stock goes back, the payment is voided or refunded, and the shopper is told by e-mail. This cannot be undone.
            </AlertDialog.Description>
            <p className="mt-3 rounded-md bg-stone-100 px-3 py-2 text-sm">Reason: {reason}</p>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel className={secondaryButton}>Keep the order</AlertDialog.Cancel>
              <AlertDialog.Action
                className={dangerButton}
                onClick={() => {
                  if (!confirmedRef.current || !formRef.current) return;
                  confirmedRef.current.value = "yes";
                  formRef.current.requestSubmit();
                  confirmedRef.current.value = "";
                }}
              >
                Cancel the order
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}

/** The question again, as a page of its own making, for a cancellation posted without JavaScript. */
function CancelConfirmation({ number, status, reason }: { number: string; status: OrderStatus; reason: string }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm">
      <p className="font-semibold text-red-900">Cancel order {number}?</p>
      <p className="mt-1 text-stone-800">
        The stock goes back, the payment is voided or refunded, and the shopper is told by e-mail. This cannot be undone. Reason: {reason}
      </p>
      <Form method="post" className="mt-3 flex items-center gap-4">
        <Hidden intent="cancel" status={status} />
        <input type="hidden" name="reason" value={reason} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className={dangerButton}>
          Cancel the order
        </button>
        <Link to={`/admin/orders/${number}`} className={linkClass}>
          Keep the order ({orderStatusLabels[status]})
        </Link>
      </Form>
    </div>
  );
}
