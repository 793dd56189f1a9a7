import { data } from "react-router";
import { payMethods, PayOrderPage } from "~/features/payment/pay-order-page";
import { GatewayPaymentError } from "~/lib/contracts/gateway-payments";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { msg } from "~/i18n/msg";
import { languageOfRequest, messagesFor, translate } from "~/i18n/page-messages.server";
import { site } from "~/lib/site";
import type { Route } from "./+types/order-pay";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: loaderData.title }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

/** "Pay now": an order of this shopper's that awaits its payment, opened in the gateway's window. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const order = await context.services.orders.orderForOwner(context.cartOwner, params.number, language);
  if (!order) throw data(translate(language, msg("No such order.")), { status: 404 });
  const search = new URL(request.url).searchParams;
  const asked = search.get("method");
  const shown = {
    orderNumber: order.number,
    total: order.total,
    emiMonths: order.emi?.months ?? null,
    fromCheckout: search.get("from") === "checkout",
    initialMethod: payMethods.find((method) => method === asked) ?? "card",
    title: translate(language, msg("Pay for order {number} | {store}"), { number: order.number, store: site.name }),
    messages: messagesFor(request, "checkout", "orders"),
  };
  try {
    const checkout = await context.services.gatewayPayments.checkout(context.cartOwner, order.number);
    // A signed-in shopper pays with a saved card's token, or saves a new card, as their gateway customer.
    const cardProfile = context.user ? await context.services.savedCards.paymentProfile(context.user) : null;
    return { ...shown, checkout, refusal: null, cardProfile };
  } catch (error) {
    if (!(error instanceof GatewayPaymentError)) throw error;
    return { ...shown, checkout: null, refusal: error.message, cardProfile: null };
  }
}

export default function OrderPay({ loaderData }: Route.ComponentProps) {
  return <PayOrderPage {...loaderData} />;
}
