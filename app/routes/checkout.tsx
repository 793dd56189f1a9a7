import { redirect } from "react-router";
import { checkoutAction } from "~/features/checkout/checkout-action.server";
import { CheckoutPage } from "~/features/checkout/checkout-page";
import { site } from "~/lib/site";
import type { Route } from "./+types/checkout";

export function meta(): Route.MetaDescriptors {
  return [{ title: `Checkout | ${site.name}` }, { name: "robots", content: "noindex" }];
}

// A checkout is one shopper's: never stored by a shared cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ context }: Route.LoaderArgs) {
  const cart = await context.services.cart.getCart(context.cartOwner);
  // Spec §2: an empty cart redirects to /cart.
  if (cart.items.length === 0) throw redirect("/cart");
  // One key per visit to checkout: every step carries it, so Place Order sent twice orders once.
  return { cart, idempotencyKey: crypto.randomUUID() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return checkoutAction({ request, context });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage cart={loaderData.cart} actionData={actionData} idempotencyKey={loaderData.idempotencyKey} />;
}
