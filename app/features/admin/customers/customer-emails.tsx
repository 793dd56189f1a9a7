// The e-mails a customer was sent (to their address, or about one of their orders), each of which
// may be sent again unless it carried a single-use link; and the form that sends them the shop's
// own password-reset e-mail.
import { Form, Link } from "react-router";
import { DeskAnswer, linkClass, panelClass, primaryButton, secondaryButton, type DeskActionData } from "~/features/admin/orders/order-desk-ui";
import type { CustomerEmail } from "~/lib/contracts/admin-customers";
import { formatDateTime } from "~/lib/format-date";

function emailState(email: CustomerEmail): string {
  if (email.sentAt) return `Sent ${formatDateTime(email.sentAt)}`;
  if (email.failedAt) return `Failed ${formatDateTime(email.failedAt)}`;
  return "Waiting to be sent";
}

export function CustomerEmails({ emails, mayResend, answer }: { emails: readonly CustomerEmail[]; mayResend: boolean; answer: DeskActionData | undefined }) {
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
              <th scope="col" className="py-2 pr-3 font-medium">Subject and address</th>
              <th scope="col" className="py-2 pr-3 font-medium">Order</th>
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
                <td className="py-2 pr-3">
                  {email.subject}
                  <span className="block text-stone-600 [overflow-wrap:anywhere]">To {email.toAddress}</span>
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {email.orderNumber ? (
                    <Link to={`/admin/orders/${email.orderNumber}`} className={linkClass}>
                      {email.orderNumber}
                    </Link>
                  ) : (
                    "None"
                  )}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(email.createdAt)}</td>
                <td className="py-2 pr-3">{emailState(email)}</td>
                {mayResend ? (
                  <td className="py-2 text-right">
                    {email.resendable ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="resend" />
                        <input type="hidden" name="emailId" value={email.id} />
                        <button type="submit" className={secondaryButton}>
                          Resend<span className="sr-only"> “{email.subject}”</span>
                        </button>
                      </Form>
                    ) : (
                      <span className="text-stone-600">Single-use link: send a new one</span>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-stone-700">No e-mails sent to this customer yet.</p>
      )}
    </section>
  );
}

export function PasswordResetForm({ email, answer }: { email: string; answer: DeskActionData | undefined }) {
  const mine = answer?.intent === "password-reset" ? answer : undefined;
  return (
    <section aria-labelledby="reset-heading" className={panelClass}>
      <h2 id="reset-heading" className="text-lg font-semibold">
        Password
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Sends the shop&apos;s own password-reset e-mail to {email}: a link that works once, for an hour. You never see the link.
      </p>
      <Form method="post" className="mt-3 space-y-2">
        <input type="hidden" name="intent" value="password-reset" />
        <DeskAnswer answer={mine} />
        <button type="submit" className={primaryButton}>
          Send password reset
        </button>
      </Form>
    </section>
  );
}
