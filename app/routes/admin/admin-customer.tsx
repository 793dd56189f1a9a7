import { Link } from "react-router";
import { AdminPageError } from "~/features/admin/admin-page-error";
import { CustomerEmails, PasswordResetForm } from "~/features/admin/customers/customer-emails";
import { deskAttempt, deskInvalid, deskLoad, deskNotFound, deskNoteIntent, deskResendIntent, idOf } from "~/features/admin/orders/desk-action.server";
import { Fact, linkClass, OrderStatusBadge, panelClass, paymentMethodLabels, revalidateAfterPosts, type DeskActionData } from "~/features/admin/orders/order-desk-ui";
import { OrderNotes } from "~/features/admin/orders/order-notes-and-emails";
import { requireStaffPermission } from "~/features/admin/require-staff.server";
import { readAuthFields } from "~/features/auth/auth-action.server";
import { roleMay } from "~/lib/admin/staff-permissions";
import { formatDate, formatDateTime } from "~/lib/format-date";
import { indianStates } from "~/lib/indian-states";
import { formatRupees } from "~/lib/money";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import type { Route } from "./+types/admin-customer";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const name = loaderData ? `${loaderData.detail.customer.firstName} ${loaderData.detail.customer.lastName}` : "Customer";
  return [{ title: `${name} | Customers | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export const shouldRevalidate = revalidateAfterPosts;

function customerIdOf(params: { id: string }): number {
  return idOf(params.id) ?? deskNotFound("No customer has that number.");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = requireStaffPermission(request, context, "customers.read");
  const detail = await deskLoad(context.services.customers.detail(actor, customerIdOf(params)));
  const role = actor.staff.role;
  // Only what the role may do is offered; the services refuse the rest anyway.
  return { detail, may: { note: roleMay(role, "customers.note"), email: roleMay(role, "emails.resend"), orders: roleMay(role, "orders.read") } };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireStaffPermission(request, context, "customers.read");
  const customerId = customerIdOf(params);
  const read = await readAuthFields(request);
  if (!read.ok) return read.response;
  const fields = read.fields;
  const intent = fields.intent ?? "";
  switch (intent) {
    case "note": {
      const actor = requireStaffPermission(request, context, "customers.note");
      return deskNoteIntent(context, fields, (body) => context.services.customers.addNote(actor, customerId, body));
    }
    case "resend": {
      const actor = requireStaffPermission(request, context, "emails.resend");
      return deskResendIntent(context, fields, (emailId) => context.services.customers.resendEmail(actor, customerId, emailId));
    }
    case "password-reset": {
      const actor = requireStaffPermission(request, context, "emails.resend");
      const origin = new URL(request.url).origin;
      return deskAttempt(intent, context, {}, async () => {
        const { toAddress } = await context.services.customers.sendPasswordReset(actor, customerId, origin);
        return `A password-reset e-mail is on its way to ${toAddress}.`;
      });
    }
    default:
      return deskInvalid("unknown", [{ path: ["form"], message: "Unknown action." }], {});
  }
}

const stateNames = new Map(indianStates.map((state) => [state.code, state.name]));

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, may } = loaderData;
  const answer: DeskActionData | undefined = actionData;
  const { customer } = detail;
  return (
    <div className="space-y-5">
      <p className="text-sm">
        <Link to="/admin/customers" className={linkClass}>
          ← All customers
        </Link>
      </p>
      <header>
        <h1 className="text-2xl font-semibold">
          {customer.firstName} {customer.lastName}
        </h1>
        <p className="mt-1 text-sm text-stone-700">
          Customer since <time dateTime={customer.since}>{formatDate(customer.since)}</time> ·{" "}
          {customer.ordersPlaced === 1 ? "1 order" : `${customer.ordersPlaced.toLocaleString("en-IN")} orders`}
        </p>
      </header>

      <div className="grid grid-cols-2 gap-4 xl:grid-cols-3">
        <section aria-labelledby="contact-heading" className={panelClass}>
          <h2 id="contact-heading" className="font-semibold">
            Contact
          </h2>
          <dl className="mt-2 space-y-2 text-sm">
            <Fact term="E-mail">{customer.email}</Fact>
            <Fact term="Phone">{customer.mobile}</Fact>
            <Fact term="Saved cards">
              {detail.savedCardCount === 0 ? "None" : detail.savedCardCount === 1 ? "1 card" : `${detail.savedCardCount} cards`}
            </Fact>
          </dl>
        </section>
        <section aria-labelledby="addresses-heading" className={`${panelClass} xl:col-span-2`}>
          <h2 id="addresses-heading" className="font-semibold">
            Saved addresses
          </h2>
          {detail.addresses.length > 0 ? (
            <ul className="mt-2 grid grid-cols-1 gap-3 text-sm xl:grid-cols-2">
              {detail.addresses.map((address) => (
                <li key={address.id}>
                  <address className="not-italic">
                    {address.firstName} {address.lastName}
                    {address.isDefault ? <span className="ml-2 rounded bg-stone-100 px-1.5 py-0.5 text-xs font-medium text-stone-800">Default</span> : null}
                    <br />
                    {address.address}
                    {address.apartment ? `, ${address.apartment}` : ""}
                    <br />
                    {address.city}, {stateNames.get(address.state) ?? address.state} {address.pincode}
                    <br />
                    Phone {address.phone}
                  </address>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-stone-700">No saved addresses.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="orders-heading" className={panelClass}>
        <h2 id="orders-heading" className="text-lg font-semibold">
          Orders
        </h2>
        {detail.orders.length > 0 ? (
          <>
            <table className="mt-2 w-full border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-stone-200 text-stone-600">
                  <th scope="col" className="py-2 pr-3 font-medium">Order</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Placed</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">Total</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Payment</th>
                  <th scope="col" className="py-2 font-medium">Status</th>
                </tr>
              </thead>
              <tbody>
                {detail.orders.map((order) => (
                  <tr key={order.number} className="border-b border-stone-100">
                    <td className="py-2 pr-3">
                      {may.orders ? (
                        <Link to={`/admin/orders/${order.number}`} className={linkClass}>
                          {order.number}
                        </Link>
                      ) : (
                        <span className="font-mono">{order.number}</span>
                      )}
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time>
                    </td>
                    <td className="py-2 pr-3 text-right whitespace-nowrap">{formatRupees(order.total)}</td>
                    <td className="py-2 pr-3">{paymentMethodLabels[order.paymentMethod]}</td>
                    <td className="py-2">
                      <OrderStatusBadge status={order.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {customer.ordersPlaced > detail.orders.length ? (
              <p className="mt-2 text-sm text-stone-700">
                The newest {detail.orders.length} of {customer.ordersPlaced.toLocaleString("en-IN")} orders.{" "}
                {may.orders ? (
                  <Link to={`/admin/orders?${new URLSearchParams({ q: customer.email }).toString()}`} className={linkClass}>
                    All their orders
                  </Link>
                ) : null}
              </p>
            ) : null}
          </>
        ) : (
          <p className="mt-2 text-sm text-stone-700">No orders yet.</p>
        )}
      </section>

      <div className="grid grid-cols-2 gap-4">
        <OrderNotes notes={detail.notes} mayWrite={may.note} answer={answer} />
        {may.email ? <PasswordResetForm email={customer.email} answer={answer} /> : null}
      </div>

      <CustomerEmails emails={detail.emails} mayResend={may.email} answer={answer} />
    </div>
  );
}

export { AdminPageError as ErrorBoundary };
