import { data, Link } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { readAuthFields } from "~/features/auth/auth-action.server";
import { deskAttempt, deskInvalid, deskLoad, deskNotFound, deskNoteIntent, deskResendIntent } from "~/features/admin/orders/desk-action.server";
import { orderActionFields } from "~/features/admin/orders/desk-form-fields";
import { OrderActionForms } from "~/features/admin/orders/order-action-forms";
import {
  Fact,
  linkClass,
  OrderStatusBadge,
  panelClass,
  paymentMethodLabels,
  paymentStatusLabel,
  refundDestinationLabels,
  refundStatusLabels,
  ReturnStatusBadge,
  revalidateAfterPosts,
  type DeskActionData,
} from "~/features/admin/orders/order-desk-ui";
import { OrderEmails, OrderNotes } from "~/features/admin/orders/order-notes-and-emails";
import { roleMay } from "~/lib/admin/staff-permissions";
import { isOrderStatus, type OrderAction, type OrderStatus } from "~/lib/contracts/admin-orders";
import { orderNumberPattern } from "~/lib/contracts/orders";
import { deliverySlotText } from "~/lib/delivery-slots";
import { emiPlanText } from "~/lib/emi";
import { formatDate, formatDateTime } from "~/lib/format-date";
import { orderActionSchema } from "~/lib/forms/order-desk-schemas";
import { indianStates } from "~/lib/indian-states";
import { formatRupees } from "~/lib/money";
import { orderPaymentText } from "~/lib/order-payment-text";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-order";

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Order ${params.number} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export const shouldRevalidate = revalidateAfterPosts;

const noSuchOrder = "No order has that number.";

function numberOf(params: { number: string }): string {
  return orderNumberPattern.test(params.number) ? params.number : deskNotFound(noSuchOrder);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "orders.read");
  const detail = await deskLoad(context.services.orderDesk.detail(actor, numberOf(params)));
  const role = actor.staff.role;
  // Only what the role may do is offered; the services refuse the rest anyway.
  const actions = detail.nextActions.filter((action) => roleMay(role, action === "cancel" ? "orders.cancel" : "orders.advance"));
  return {
    detail,
    actions,
    may: { note: roleMay(role, "orders.note"), resend: roleMay(role, "emails.resend") },
  };
}

const doneMessages: Record<OrderAction, string> = {
  confirm: "Order confirmed.",
  pack: "Order packed.",
  ship: "Order shipped.",
  deliver: "Order marked delivered.",
  cancel: "Order cancelled.",
};

export async function action({ request, context, params }: Route.ActionArgs) {
  requireStaffPermission(request, context, "orders.read");
  const number = numberOf(params);
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const fields = read.fields;
  const intent = fields.intent ?? "";
  switch (intent) {
    case "note": {
      const actor = requireStaffPermission(request, context, "orders.note");
      return deskNoteIntent(context, fields, (body) => context.services.orderDesk.addNote(actor, number, body));
    }
    case "resend": {
      const actor = requireStaffPermission(request, context, "emails.resend");
      return deskResendIntent(context, fields, (emailId) => context.services.orderDesk.resendEmail(actor, number, emailId));
    }
    case "confirm":
    case "pack":
    case "ship":
    case "deliver":
    case "cancel": {
      const actor = requireStaffPermission(request, context, intent === "cancel" ? "orders.cancel" : "orders.advance");
      const values = { note: fields.note ?? "", courier: fields.courier ?? "", trackingNumber: fields.trackingNumber ?? "", reason: fields.reason ?? "" };
      const parsed = orderActionSchema.safeParse(orderActionFields(fields));
      if (!parsed.success) return deskInvalid(intent, parsed.error.issues, values);
      const input = parsed.data;
      // Without JavaScript a cancellation comes back once as a question (the dialog's, with it).
      if (input.action === "cancel" && fields.confirmed !== "yes") return data<DeskActionData>({ intent, confirmCancel: { reason: input.reason } });
      const origin = new URL(request.url).origin;
      return deskAttempt(intent, context, values, async () => {
        const after = await context.services.orderDesk.act(actor, number, input, origin);
        if (input.action === "ship") return `Order shipped with ${after.courier ?? input.courier}, tracking number ${after.trackingNumber ?? input.trackingNumber}.`;
        return doneMessages[input.action];
      });
    }
    default:
      return deskInvalid("unknown", [{ path: ["form"], message: "Unknown action." }], {});
  }
}

const stateNames = new Map(indianStates.map((state) => [state.code, state.name]));

function statusOf(status: string): OrderStatus {
  return isOrderStatus(status) ? status : "ordered";
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, actions, may } = loaderData;
  const answer: DeskActionData | undefined = actionData;
  const { order } = detail;
  const status = statusOf(order.status);
  const shipping = order.shipping;
  const slot = deliverySlotText(order.delivery.slot);
  return (
    <div className="space-y-5">
      <p className="text-sm">
        <Link to="/admin/orders" className={linkClass}>
          ← All orders
        </Link>
      </p>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-2xl font-semibold">
            Order <span className="font-mono">{order.number}</span> <OrderStatusBadge status={status} />
          </h1>
          <p className="mt-1 text-sm text-stone-700">
            Placed <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time> · {order.items.length === 1 ? "1 line" : `${order.items.length} lines`}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-sm text-stone-600">Total</span>
          <span className="text-xl font-semibold whitespace-nowrap">{formatRupees(order.total)}</span>
        </p>
      </header>

      <OrderActionForms number={order.number} status={status} actions={actions} answer={answer} />

      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <section aria-labelledby="shopper-heading" className={panelClass}>
          <h2 id="shopper-heading" className="font-semibold">
            Shopper
          </h2>
          <dl className="mt-2 space-y-2 text-sm">
            <Fact term="Name">
              {shipping.firstName} {shipping.lastName}
            </Fact>
            <Fact term="E-mail">{order.email}</Fact>
            <Fact term="Phone">{shipping.phone}</Fact>
            <Fact term="Orders placed">
              {detail.customer.ordersPlaced.toLocaleString("en-IN")} {detail.customer.userId === null ? "(as a guest)" : "(with an account)"}
            </Fact>
          </dl>
        </section>
        <section aria-labelledby="address-heading" className={panelClass}>
          <h2 id="address-heading" className="font-semibold">
            Ships to
          </h2>
          <address className="mt-2 text-sm not-italic">
            {shipping.firstName} {shipping.lastName}
            <br />
            {shipping.address}
            {shipping.apartment ? (
              <>
                <br />
                {shipping.apartment}
              </>
            ) : null}
            <br />
            {shipping.city}, {stateNames.get(shipping.state) ?? shipping.state} {shipping.pincode}
          </address>
          {order.buyerGstin ? <p className="mt-2 text-sm">GSTIN {order.buyerGstin}</p> : null}
        </section>
        <section aria-labelledby="payment-heading" className={panelClass}>
          <h2 id="payment-heading" className="font-semibold">
            Payment
          </h2>
          <dl className="mt-2 space-y-2 text-sm">
            <Fact term="Method">{order.payment.method === "cod" ? paymentMethodLabels.cod : orderPaymentText(order.payment)}</Fact>
            <Fact term="Status">{paymentStatusLabel(order.payment.status)}</Fact>
            {order.emi ? <Fact term="EMI plan">{emiPlanText(order.emi)}, {formatRupees(order.emi.interestWaived)} interest waived</Fact> : null}
            <Fact term="Invoice">
              {detail.invoiceNumber ? (
                <a href={`/admin/orders/${order.number}/invoice.pdf`} download className="font-medium text-brand-800 underline">
                  {detail.invoiceNumber} (PDF)
                </a>
              ) : (
                "Not issued yet"
              )}
            </Fact>
          </dl>
        </section>
        <section aria-labelledby="delivery-heading" className={panelClass}>
          <h2 id="delivery-heading" className="font-semibold">
            Delivery
          </h2>
          <dl className="mt-2 space-y-2 text-sm">
            <Fact term="Promised">{order.delivery.promiseText ?? "No date promised"}</Fact>
            {slot ? <Fact term="Slot">{slot}</Fact> : null}
            <Fact term="Courier">{detail.courier ?? "Not shipped yet"}</Fact>
            {detail.trackingNumber ? <Fact term="Tracking number">{detail.trackingNumber}</Fact> : null}
            {detail.deliveredAt ? <Fact term="Delivered">{formatDateTime(detail.deliveredAt)}</Fact> : null}
            {detail.cancelledAt ? (
              <Fact term="Cancelled">
                {formatDateTime(detail.cancelledAt)}
                {detail.cancelledBy ? ` by ${detail.cancelledBy}` : ""}
                {detail.cancelReason ? `: ${detail.cancelReason}` : ""}
              </Fact>
            ) : null}
          </dl>
        </section>
      </div>

      <section aria-labelledby="items-heading" className={panelClass}>
        <h2 id="items-heading" className="text-lg font-semibold">
          Items
        </h2>
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="py-2 pr-3 font-medium">Product</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Price</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Quantity</th>
              <th scope="col" className="py-2 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={`${item.variantId}-${item.productId}`} className="border-b border-stone-100 align-middle">
                <td className="py-2 pr-3">
                  <div className="flex items-center gap-3">
                    {item.imageUrl ? (
                      <img src={item.imageUrl} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 shrink-0 rounded bg-stone-100 object-cover" />
                    ) : (
                      <span aria-hidden="true" className="h-12 w-16 shrink-0 rounded bg-stone-100" />
                    )}
                    <span>
                      <Link to={`/product/${item.productId}`} className={linkClass}>
                        {item.name}
                      </Link>
                      <span className="block text-stone-600">
                        {item.variantType}: {item.variantName}
                      </span>
                    </span>
                  </div>
                </td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{formatRupees(item.price)}</td>
                <td className="py-2 pr-3 text-right">{item.quantity}</td>
                <td className="py-2 text-right whitespace-nowrap">{formatRupees(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-3 ml-auto w-72 space-y-1 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd className="whitespace-nowrap">{formatRupees(order.subtotal)}</dd>
          </div>
          {order.discount > 0 ? (
            <div className="flex justify-between">
              <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ""}</dt>
              <dd className="whitespace-nowrap">−{formatRupees(order.discount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between">
            <dt>Shipping</dt>
            <dd className="whitespace-nowrap">{order.shippingFee > 0 ? formatRupees(order.shippingFee) : "Free"}</dd>
          </div>
          <div className="flex justify-between border-t border-stone-200 pt-1 font-semibold">
            <dt>Total</dt>
            <dd className="whitespace-nowrap">{formatRupees(order.total)}</dd>
          </div>
        </dl>
      </section>

      <div className="grid grid-cols-2 gap-4">
        <section aria-labelledby="timeline-heading" className={panelClass}>
          <h2 id="timeline-heading" className="text-lg font-semibold">
            Timeline
          </h2>
          <ol className="mt-3 space-y-3 border-l-2 border-stone-200 pl-4 text-sm">
            {order.tracking.map((event, index) => (
              <li key={`${event.status}-${event.at}-${index}`}>
                <p className="font-medium">{event.message}</p>
                <p className="text-stone-600">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </p>
              </li>
            ))}
          </ol>
        </section>
        <OrderNotes notes={detail.notes} mayWrite={may.note} answer={answer} />
      </div>

      <OrderEmails emails={detail.emails} mayResend={may.resend} answer={answer} />

      <div className="grid grid-cols-2 gap-4">
        <section aria-labelledby="refunds-heading" className={panelClass}>
          <h2 id="refunds-heading" className="text-lg font-semibold">
            Refunds
          </h2>
          {detail.refunds.length > 0 ? (
            <ul className="mt-2 divide-y divide-stone-100 text-sm">
              {detail.refunds.map((refund) => (
                <li key={refund.id} className="py-2">
                  <p className="font-medium">
                    {formatRupees(refund.amount)} · {refundStatusLabels[refund.status]}
                  </p>
                  <p className="text-stone-700">
                    {refundDestinationLabels[refund.destination]}, {formatDate(refund.createdAt)}
                    {refund.reference ? ` · reference ${refund.reference}` : ""}
                  </p>
                  {refund.creditNoteNumber ? <p className="text-stone-700">Credit note {refund.creditNoteNumber}</p> : null}
                  {refund.failureReason ? <p className="text-red-800">{refund.failureReason}</p> : null}
                  {refund.returnId ? (
                    <Link to={`/admin/returns/${refund.returnId}`} className={linkClass}>
                      Return {refund.returnId}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-stone-700">No refunds.</p>
          )}
        </section>
        <section aria-labelledby="returns-heading" className={panelClass}>
          <h2 id="returns-heading" className="text-lg font-semibold">
            Returns
          </h2>
          {detail.returns.length > 0 ? (
            <ul className="mt-2 divide-y divide-stone-100 text-sm">
              {detail.returns.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                  <span>
                    <Link to={`/admin/returns/${item.id}`} className={linkClass}>
                      Return {item.id}
                    </Link>
                    <span className="block text-stone-700">
                      {formatRupees(item.amount)}, asked {formatDate(item.createdAt)}
                    </span>
                  </span>
                  <ReturnStatusBadge status={item.status} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-stone-700">No returns.</p>
          )}
        </section>
      </div>
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
