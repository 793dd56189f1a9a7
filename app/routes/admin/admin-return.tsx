import { Link } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { readAuthFields } from "~/features/auth/auth-action.server";
import { deskAttempt, deskInvalid, deskLoad, deskNotFound, idOf } from "~/features/admin/orders/desk-action.server";
import {
  Fact,
  indiaDateText,
  linkClass,
  panelClass,
  paymentMethodLabels,
  refundDestinationLabels,
  refundStatusLabels,
  ReturnStatusBadge,
  revalidateAfterPosts,
  type DeskActionData,
} from "~/features/admin/orders/order-desk-ui";
import { returnActionFields } from "~/features/admin/orders/desk-form-fields";
import { ReturnActionForms } from "~/features/admin/orders/return-action-forms";
import { roleMay } from "~/lib/admin/staff-permissions";
import type { ReturnActionInput } from "~/lib/contracts/admin-orders";
import { deliverySlotLabels } from "~/lib/delivery-slots";
import { formatDate, formatDateTime } from "~/lib/format-date";
import { returnActionSchema } from "~/lib/forms/order-desk-schemas";
import { formatRupees } from "~/lib/money";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-return";

export function meta({ params }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: `Return ${params.id} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export const shouldRevalidate = revalidateAfterPosts;

const noSuchReturn = "No return has that number.";

function returnIdOf(params: { id: string }): number {
  return idOf(params.id) ?? deskNotFound(noSuchReturn);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "orders.read");
  const view = await deskLoad(context.services.returns.detail(actor, returnIdOf(params)));
  // The order tells how it was paid and what was refunded against this return.
  const order = await deskLoad(context.services.orderDesk.detail(actor, view.orderNumber));
  const refunds = order.refunds.filter((refund) => refund.returnId === view.id);
  const latest = refunds.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return {
    view,
    paymentMethod: order.order.payment.method,
    refunds,
    failedRefund: latest?.status === "failed" ? latest : null,
    mayManage: roleMay(actor.staff.role, "returns.manage"),
  };
}

const doneMessages: Record<ReturnActionInput["action"], string> = {
  approve: "Return approved.",
  reject: "Return rejected; the shopper is told why.",
  schedule_pickup: "Pickup scheduled.",
  receive: "Return received.",
  refund: "Refund sent.",
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requireStaffPermission(request, context, "returns.manage");
  const id = returnIdOf(params);
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const fields = read.fields;
  const intent = fields.intent ?? "";
  if (intent === "retry_refund") {
    const refundId = idOf(fields.refundId);
    if (refundId === null) return deskInvalid(intent, [{ path: ["form"], message: "That refund is not known. Reload the page." }], {});
    return deskAttempt(intent, context, {}, async () => {
      const refund = await context.services.returns.retryRefund(actor, refundId);
      return refund.status === "processed" ? `Refund of ${formatRupees(refund.amount)} processed.` : `Refund of ${formatRupees(refund.amount)} sent again; waiting for the provider.`;
    });
  }
  const values = { reason: fields.reason ?? "", pickupDate: fields.pickupDate ?? "", pickupSlot: fields.pickupSlot ?? "", payoutReference: fields.payoutReference ?? "" };
  const parsed = returnActionSchema.safeParse(returnActionFields(fields));
  if (!parsed.success) return deskInvalid(intent, parsed.error.issues, values);
  const input = parsed.data;
  const origin = new URL(request.url).origin;
  return deskAttempt(intent, context, values, async () => {
    const after = await context.services.returns.act(actor, id, input, origin);
    if (input.action === "schedule_pickup") return `Pickup scheduled for ${indiaDateText(after.pickupDate)}, ${deliverySlotLabels[after.pickupSlot]}.`;
    if (input.action === "refund") return `Refund of ${formatRupees(after.amount)} sent.`;
    return doneMessages[input.action];
  });
}

export default function AdminReturn({ loaderData, actionData }: Route.ComponentProps) {
  const { view, paymentMethod, refunds, failedRefund, mayManage } = loaderData;
  const answer: DeskActionData | undefined = actionData;
  return (
    <div className="space-y-5">
      <p className="text-sm">
        <Link to="/admin/returns" className={linkClass}>
          ← All returns
        </Link>
      </p>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-2xl font-semibold">
            Return {view.id} <ReturnStatusBadge status={view.status} />
          </h1>
          <p className="mt-1 text-sm text-stone-700">
            Order{" "}
            <Link to={`/admin/orders/${view.orderNumber}`} className={`font-mono ${linkClass}`}>
              {view.orderNumber}
            </Link>{" "}
            · {view.customerName} · asked <time dateTime={view.createdAt}>{formatDateTime(view.createdAt)}</time>
          </p>
        </div>
        <p className="text-right">
          <span className="block text-sm text-stone-600">To refund</span>
          <span className="text-xl font-semibold whitespace-nowrap">{formatRupees(view.amount)}</span>
        </p>
      </header>

      {mayManage ? <ReturnActionForms view={view} failedRefund={failedRefund} answer={answer} /> : null}

      <div className="grid grid-cols-3 gap-4">
        <section aria-labelledby="reason-heading" className={panelClass}>
          <h2 id="reason-heading" className="font-semibold">
            Why it is returned
          </h2>
          <p className="mt-2 text-sm whitespace-pre-line">{view.reason}</p>
          {view.rejectionReason ? <p className="mt-2 text-sm text-red-800">Refused: {view.rejectionReason}</p> : null}
        </section>
        <section aria-labelledby="pickup-heading" className={panelClass}>
          <h2 id="pickup-heading" className="font-semibold">
            Pickup
          </h2>
          <dl className="mt-2 space-y-2 text-sm">
            <Fact term="Date">{indiaDateText(view.pickupDate)}</Fact>
            <Fact term="Slot">{deliverySlotLabels[view.pickupSlot]}</Fact>
          </dl>
        </section>
        <section aria-labelledby="refund-heading" className={panelClass}>
          <h2 id="refund-heading" className="font-semibold">
            Refund
          </h2>
          <dl className="mt-2 space-y-2 text-sm">
            <Fact term="Paid by">{paymentMethodLabels[paymentMethod]}</Fact>
            <Fact term="Goes">{refundDestinationLabels[view.refundDestination]}</Fact>
            {view.refundAccount ? <Fact term="Account">{view.refundAccount}</Fact> : null}
          </dl>
        </section>
      </div>

      <section aria-labelledby="lines-heading" className={panelClass}>
        <h2 id="lines-heading" className="text-lg font-semibold">
          Pieces returned
        </h2>
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="py-2 pr-3 font-medium">Product</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Price</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Quantity</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Amount</th>
              <th scope="col" className="py-2 font-medium">Condition</th>
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line) => (
              <tr key={line.orderLineId} className="border-b border-stone-100">
                <td className="py-2 pr-3">
                  {line.name}
                  <span className="block text-stone-600">{line.variantName}</span>
                </td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{formatRupees(line.price)}</td>
                <td className="py-2 pr-3 text-right">{line.quantity}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{formatRupees(line.price * line.quantity)}</td>
                <td className="py-2">{line.condition === "sellable" ? "Sellable" : line.condition === "damaged" ? "Damaged" : "Not received yet"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {refunds.length > 0 ? (
        <section aria-labelledby="refunds-heading" className={panelClass}>
          <h2 id="refunds-heading" className="text-lg font-semibold">
            Refunds
          </h2>
          <ul className="mt-2 divide-y divide-stone-100 text-sm">
            {refunds.map((refund) => (
              <li key={refund.id} className="py-2">
                <p className="font-medium">
                  {formatRupees(refund.amount)} · {refundStatusLabels[refund.status]} · {formatDate(refund.createdAt)}
                </p>
                <p className="text-stone-700">
                  {refund.reference ? `Reference ${refund.reference}` : "No reference yet"}
                  {refund.creditNoteNumber ? ` · credit note ${refund.creditNoteNumber}` : ""}
                </p>
                {refund.failureReason ? <p className="text-red-800">{refund.failureReason}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
