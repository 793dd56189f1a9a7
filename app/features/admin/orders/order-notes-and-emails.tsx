// An order's internal notes (read by staff only, never the shopper) and the e-mails the shopper was
// sent about it, each of which may be sent again.
import { Form, useNavigation } from "react-router";
import type { OrderEmail, OrderNote } from "~/lib/contracts/admin-orders";
import { formatDateTime } from "~/lib/format-date";
import { orderDeskMaxLengths } from "~/lib/forms/order-desk-schemas";
import { useResetOnSuccess } from "~/ui/use-reset-on-success";
import { DeskAnswer, FieldError, fieldClass, fieldProps, labelClass, panelClass, primaryButton, secondaryButton, type DeskActionData } from "./order-desk-ui";

export function OrderNotes({ notes, mayWrite, answer }: { notes: readonly OrderNote[]; mayWrite: boolean; answer: DeskActionData | undefined }) {
  const mine = answer?.intent === "note" ? answer : undefined;
  const error = mine?.fieldErrors?.body;
  const busy = useNavigation().state === "submitting";
  const noteForm = useResetOnSuccess(mine);
  return (
    <section aria-labelledby="notes-heading" className={panelClass}>
      <h2 id="notes-heading" className="text-lg font-semibold">
        Internal notes
      </h2>
      <p className="text-sm text-stone-600">For staff only; the shopper never sees them.</p>
      {notes.length > 0 ? (
        <ol className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-stone-50 px-3 py-2 text-sm">
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-xs text-stone-600">
                {note.author}, <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-stone-700">No notes yet.</p>
      )}
      {mayWrite ? (
        <Form ref={noteForm} method="post" className="mt-4 space-y-2">
          <input type="hidden" name="intent" value="note" />
          <DeskAnswer answer={mine} />
          <div>
            <label htmlFor="note-body" className={labelClass}>
              Add a note
            </label>
            <textarea
              name="body"
              rows={3}
              required
              maxLength={orderDeskMaxLengths.note}
              defaultValue={mine?.ok ? "" : (mine?.values?.body ?? "")}
              className={fieldClass}
              {...fieldProps("note-body", error)}
            />
            <FieldError id="note-body-error" message={error} />
          </div>
          <button type="submit" className={primaryButton} aria-disabled={busy || undefined}>
            Add note
          </button>
        </Form>
      ) : null}
    </section>
  );
}

function emailState(email: OrderEmail): string {
  if (email.sentAt) return `Sent ${formatDateTime(email.sentAt)}`;
  if (email.failedAt) return `Failed ${formatDateTime(email.failedAt)}`;
  return "Waiting to be sent";
}

export function OrderEmails({ emails, mayResend, answer }: { emails: readonly OrderEmail[]; mayResend: boolean; answer: DeskActionData | undefined }) {
  const mine = answer?.intent === "resend" ? answer : undefined;
  return (
    <section aria-labelledby="emails-heading" className={panelClass}>
      <h2 id="emails-heading" className="text-lg font-semibold">
        E-mails sent
      </h2>
      {mine ? (
        <div className="mt-2">
          <DeskAnswer answer={mine} />
        </div>
      ) : null}
      {emails.length > 0 ? (
        <table className="mt-3 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="py-2 pr-3 font-medium">Subject</th>
              <th scope="col" className="py-2 pr-3 font-medium">To</th>
              <th scope="col" className="py-2 pr-3 font-medium">Written</th>
              <th scope="col" className="py-2 pr-3 font-medium">Delivery</th>
              {mayResend ? (
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Send again</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {emails.map((email) => (
              <tr key={email.id} className="border-b border-stone-100 align-top">
                <td className="py-2 pr-3">{email.subject}</td>
                <td className="py-2 pr-3 break-all">{email.toAddress}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(email.createdAt)}</td>
                <td className="py-2 pr-3">{emailState(email)}</td>
                {mayResend ? (
                  <td className="py-2 text-right">
                    <Form method="post">
                      <input type="hidden" name="intent" value="resend" />
                      <input type="hidden" name="emailId" value={email.id} />
                      <button type="submit" className={secondaryButton}>
                        Resend<span className="sr-only"> “{email.subject}”</span>
                      </button>
                    </Form>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-stone-700">No e-mails about this order yet.</p>
      )}
    </section>
  );
}
