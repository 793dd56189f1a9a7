import { localizedRedirect } from "~/i18n/localized-redirect.server";
import { checkoutAction } from "~/features/checkout/checkout-action.server";
import { CheckoutPage } from "~/features/checkout/checkout-page";
import { emptyCheckoutValues } from "~/features/checkout/checkout-state";
import { msg } from "~/i18n/msg";
import { languageOfRequest, messagesFor, pageText } from "~/i18n/page-messages.server";
import { site } from "~/lib/site";
import type { Route } from "./+types/checkout";
import { privatePageHeaders } from "~/lib/private-page-headers";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: loaderData.title }, { name: "robots", content: "noindex" }];
}

// A checkout is one shopper's: never stored by a shared cache.
export const headers = privatePageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, cartOwner, user } = context;
  const cart = await services.cart.getCart(cartOwner, languageOfRequest(request));
  // Spec §2: an empty cart redirects to /cart.
  if (cart.items.length === 0) throw localizedRedirect(request, "/cart");
  // A signed-in shopper picks from their address book and saved cards; the defaults come first.
  const [savedAddresses, savedCards] = user
    ? await Promise.all([services.addresses.list(user.id), services.savedCards.list(user.id)])
    : [[], []];
  const initialValues = emptyCheckoutValues();
  if (user) initialValues.email = user.email;
  initialValues.savedAddressId = savedAddresses[0] ? String(savedAddresses[0].id) : "";
  initialValues.savedCardId = savedCards[0] ? String(savedCards[0].id) : "";
  return {
    cart,
    savedAddresses,
    savedCards,
    canSaveCards: user !== null,
    initialValues,
    // One key per visit to checkout: every step carries it, so Place Order sent twice orders once.
    idempotencyKey: crypto.randomUUID(),
    title: pageText(request, msg("Checkout | {store}"), { store: site.name }),
    messages: messagesFor(request, "checkout", "cart", "orders", "delivery"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction({ request, context });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage {...loaderData} actionData={actionData} />;
}
