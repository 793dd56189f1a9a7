import { cartAction } from "~/features/cart/cart-action.server";
import { cartClientAction } from "~/features/cart/cart-client-action";
import { CartPage } from "~/features/cart/cart-page";
import { deliveryCheckForPage } from "~/features/delivery/pincode-check.server";
import { emiOfferHtml } from "~/features/emi/emi-offer-html.server";
import { msg } from "~/i18n/msg";
import { languageOfRequest, messagesFor, translate } from "~/i18n/page-messages.server";
import { site } from "~/lib/site";
import type { Route } from "./+types/cart";
import { privatePageHeaders } from "~/lib/private-page-headers";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: loaderData.title }, { name: "robots", content: "noindex" }];
}

// A cart is one shopper's: never stored by a shared cache.
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const cart = await context.services.cart.getCart(context.cartOwner, language);
  const inStock = cart.items.every((line) => line.quantity <= line.max_quantity);
  const productIds = cart.items.map((line) => line.product.id);
  const delivery = await deliveryCheckForPage(request, context, { cartSubtotal: cart.total, inStock, productIds });
  // No-cost EMI on the server's total for this cart, as checkout will charge it.
  return {
    cart,
    delivery,
    emiOffer: emiOfferHtml(cart.total, language),
    title: translate(language, msg("Shopping Cart | {store}"), { store: site.name }),
    messages: messagesFor(request, "cart", "checkout", "delivery"),
  };
}

/** The one cart action (Hydrogen's pattern): add, update, remove, apply-coupon, remove-coupon, clear. */
export async function action({ request, context }: Route.ActionArgs) {
  return cartAction({ request, context });
}

/** With JavaScript: the same action, plus keeping a change for later when the store is unreachable. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return cartClientAction({ request, serverAction });
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage cart={loaderData.cart} delivery={loaderData.delivery} emiOffer={loaderData.emiOffer} actionData={actionData} />;
}
