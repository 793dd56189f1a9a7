import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { OrderConfirmationPage } from "~/features/checkout/order-confirmation-page";
import { msg } from "~/i18n/msg";
import { languageOfRequest, messagesFor, pageText } from "~/i18n/page-messages.server";
import { site } from "~/lib/site";
import type { Route } from "./+types/order-confirmation";
import { privatePageHeaders } from "~/lib/private-page-headers";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: loaderData.title }, { name: "robots", content: "noindex" }];
}

export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const number = new URL(request.url).searchParams.get("order") ?? "";
  // Spec §2: without an order to show it goes home; an order is only shown to who placed it.
  const order = await context.services.orders.orderForOwner(context.cartOwner, number, languageOfRequest(request));
  if (!order) throw localizedRedirect(request, "/");
  const cart = await context.services.cart.getCart(context.cartOwner, languageOfRequest(request));
  return {
    order,
    cart,
    signedIn: context.user !== null,
    title: pageText(request, msg("Order Confirmed | {store}"), { store: site.name }),
    messages: messagesFor(request, "checkout", "cart", "orders", "delivery"),
  };
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  return <OrderConfirmationPage order={loaderData.order} cart={loaderData.cart} signedIn={loaderData.signedIn} />;
}
