// What the back office's order and return pages share: the words for statuses and payment, their
// badges, the look of buttons and fields, the answer of a form, and the pages of a queue.
import type { ReactNode } from "react";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { formatDate } from "~/lib/format-date";
import type { OrderStatus, PaymentMethod, RefundDestination, RefundStatus, ReturnStatus } from "~/lib/contracts/admin-orders";

export const orderStatusLabels: Record<OrderStatus, string> = {
  ordered: "Ordered",
  confirmed: "Confirmed",
  packed: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const returnStatusLabels: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  pickup_scheduled: "Pickup scheduled",
  received: "Received",
  refunded: "Refunded",
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: "Card",
  upi: "UPI",
  netbanking: "Netbanking",
  cod: "Cash on delivery",
};

const paymentStatusLabels: Record<string, string> = {
  pending: "Pending",
  authorized: "Authorised",
  captured: "Paid",
  failed: "Failed",
  voided: "Voided",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
};

export function paymentStatusLabel(status: string): string {
  return paymentStatusLabels[status] ?? status;
}

export const refundStatusLabels: Record<RefundStatus, string> = { pending: "Pending", processed: "Processed", failed: "Failed" };

export const refundDestinationLabels: Record<RefundDestination, string> = {
  original: "Back to the original payment",
  upi: "To the shopper's UPI ID",
  bank: "To the shopper's bank account",
};

// Dark text on a pale ground: each pair well above 4.5:1.
const orderStatusLooks: Record<OrderStatus, string> = {
  ordered: "bg-blue-100 text-blue-900",
  confirmed: "bg-yellow-100 text-yellow-900",
  packed: "bg-orange-100 text-orange-900",
  shipped: "bg-purple-100 text-purple-900",
  delivered: "bg-green-100 text-green-900",
  cancelled: "bg-stone-200 text-stone-800",
};

const returnStatusLooks: Record<ReturnStatus, string> = {
  requested: "bg-blue-100 text-blue-900",
  approved: "bg-yellow-100 text-yellow-900",
  rejected: "bg-stone-200 text-stone-800",
  pickup_scheduled: "bg-purple-100 text-purple-900",
  received: "bg-orange-100 text-orange-900",
  refunded: "bg-green-100 text-green-900",
};

const badge = "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${badge} ${orderStatusLooks[status]}`}>{orderStatusLabels[status]}</span>;
}

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <span className={`${badge} ${returnStatusLooks[status]}`}>{returnStatusLabels[status]}</span>;
}

export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
export const primaryButton = `inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 ${focusRing}`;
export const secondaryButton = `inline-flex items-center justify-center rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-stone-100 ${focusRing}`;
export const dangerButton = `inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 ${focusRing}`;
export const fieldClass = "mt-1 block w-full rounded-md border border-stone-300 bg-white px-2.5 py-1.5 text-sm";
export const labelClass = "block text-sm font-medium";
export const linkClass = "font-medium text-brand-700 underline hover:text-brand-800";
export const panelClass = "rounded-lg border border-stone-200 bg-white p-4";

/** What a back-office order or return form answers when it does not move on. */
export interface DeskActionData {
  /** Which form answered, so only that one shows the message. */
  intent?: string;
  ok?: string;
  formError?: string;
  /** The HTTP status of a refusal, shown with it (409: someone else moved the order first). */
  status?: number;
  fieldErrors?: Partial<Record<string, string>>;
  values?: Partial<Record<string, string>>;
  /** A cancellation posted without JavaScript, asked about once more before it is done. */
  confirmCancel?: { reason: string };
}

/** The answer of one form: a success line, or the refusal with its status, read out as it appears. */
export function DeskAnswer({ answer }: { answer: DeskActionData | undefined }) {
  if (answer?.ok) {
    return (
      <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
        {answer.ok}
      </p>
    );
  }
  if (answer?.formError) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
        {answer.formError}
        {answer.status ? <span className="font-normal"> (status {answer.status})</span> : null}
      </p>
    );
  }
  return null;
}

/** A field's error, tied to it by id. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

export function fieldProps(id: string, message: string | undefined) {
  return { id, "aria-invalid": message ? true : undefined, "aria-describedby": message ? `${id}-error` : undefined } as const;
}

/** "Page 2 of 40" with the previous and next pages' links. */
export function Pager({ label, page, pageCount, hrefFor }: { label: string; page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-4 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page.toLocaleString("en-IN")} of {pageCount.toLocaleString("en-IN")}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

/** One labelled fact of a record: a small term above its description, inside a <dl>. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-stone-600">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** Status tabs of a queue: each a link with its count; the current one marked for screen readers. */
export function StatusTabs({ label, tabs }: { label: string; tabs: { key: string; label: string; count: number; href: string; current: boolean }[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap border-b border-stone-200">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={`-mb-px inline-flex items-center gap-1.5 border-b-2 px-2.5 py-2 text-sm font-medium ${focusRing} ${
                tab.current ? "border-brand-700 text-brand-800" : "border-transparent text-stone-700 hover:border-stone-300 hover:text-stone-900"
              }`}
            >
              {tab.label}
              <span className={`rounded-full px-2 py-0.5 text-xs ${tab.current ? "bg-brand-50 text-brand-800" : "bg-stone-100 text-stone-700"}`}>{tab.count.toLocaleString("en-IN")}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * After any post, refused or not, the page reads the order again: a refusal because it moved
 * meanwhile (409) or a failed refund (402) should show where things now stand.
 */
export function revalidateAfterPosts({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;
}

/** An India date (yyyy-mm-dd) as pages show dates: "5 Mar 2026". */
export function indiaDateText(date: string): string {
  return formatDate(`${date}T12:00:00+05:30`);
}
