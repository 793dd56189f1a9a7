import { data, Form } from "react-router";
import { languageOfRequest, messagesFor, translate } from "~/i18n/page-messages.server";
import { msg } from "~/i18n/msg";
import { useT } from "~/i18n/use-t";
import { OrderTimeline } from "~/features/orders/order-timeline";
import { ReturnsOfOrder } from "~/features/orders/return-progress";
import { refusalHeaders, refusalOf } from "~/lib/contracts/refusal";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { site } from "~/lib/site";
import { primaryButton } from "~/ui/button-styles";
import type { Route } from "./+types/track-order";

const trackOrderNotFound = msg(
  "We could not find an order with those details. Check the order number and the e-mail or phone number you gave at checkout.",
);

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: loaderData.title },
    { name: "description", content: loaderData.description },
  ];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const number = (url.searchParams.get("order") ?? "").slice(0, 40);
  const contact = (url.searchParams.get("contact") ?? "").slice(0, 254);
  const asked = number.trim() !== "" || contact.trim() !== "";
  const language = languageOfRequest(request);
  const page = {
    title: translate(language, msg("Track Order | {store}"), { store: site.name }),
    description: translate(language, msg("Follow your {store} order with its order number and your e-mail or phone number."), { store: site.name }),
    messages: messagesFor(request, "orders", "delivery"),
  };
  if (!asked) return { ...page, number, contact, asked, order: null, returns: [], refusal: null };
  try {
    const order = await context.services.orders.trackOrder(number, contact, { clientAddress: context.clientAddress }, language);
    // The lookup was counted against its limit above; its returns are read only when it matched.
    const returns = order ? await context.services.orderChanges.trackedReturns(number, contact) : [];
    return { ...page, number, contact, asked, order, returns, refusal: null };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ ...page, number, contact, asked, order: null, returns: [], refusal: translate(language, refusal.message) }, { status: refusal.status, headers: refusalHeaders(refusal) });
  }
}

const inputLook =
  "mt-1.5 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3.5 text-base text-ink focus-visible:outline-offset-1";

/** Order tracking for anyone with the order number and the e-mail or phone used at checkout. */
export default function TrackOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { number, contact, asked, order, returns, refusal } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="font-display text-3xl font-bold text-ink">{t("Track Order")}</h1>
      <p className="mt-2 text-[15px] text-stone-700">
        {t("Enter your order number (it starts with ORD) and the e-mail address or phone number you gave at checkout.")}
      </p>
      <Form method="get" className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="track-order-number" className="block text-sm font-medium text-stone-800">
            {t("Order number")}
          </label>
          <input id="track-order-number" name="order" defaultValue={number} required maxLength={40} autoComplete="off" placeholder="ORD…" className={inputLook} />
        </div>
        <div>
          <label htmlFor="track-order-contact" className="block text-sm font-medium text-stone-800">
            {t("E-mail or phone")}
          </label>
          <input id="track-order-contact" name="contact" defaultValue={contact} required maxLength={254} autoComplete="email" className={inputLook} />
        </div>
        <button type="submit" className={`${primaryButton} sm:w-auto`}>
          {t("Track")}
        </button>
      </Form>

      {asked && !order ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-[15px] font-medium text-red-800">
          {refusal ?? t(trackOrderNotFound)}
        </p>
      ) : null}
      {order ? (
        <section aria-labelledby="tracked-order-heading" className="mt-8 rounded-xl border border-stone-200 p-5">
          <h2 id="tracked-order-heading" className="text-lg font-semibold text-ink">
            {t("Order {number}", { number: order.number })}
          </h2>
          <ul className="mt-2 text-sm text-stone-700">
            {order.items.map((item, index) => (
              <li key={`${item.name}-${index}`}>
                {item.name} ({item.variantName}) × {item.quantity}
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <OrderTimeline status={order.status} tracking={order.tracking} delivery={order.delivery} shipment={order.shipment} />
          </div>
          {returns.length > 0 ? (
            <div className="mt-6 border-t border-stone-200 pt-4">
              <ReturnsOfOrder returns={returns} />
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
