import { Link } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import { variantText } from "~/i18n/variant-type-name";
import { Rupees } from "~/ui/rupees";
import { OrderSummary } from "../cart/order-summary";
import type { CartView } from "../cart/cart-view";

export interface CheckoutSummaryProps {
  cart: CartView;
  /**
   * "aside": beside the steps (below them on a narrow screen). "review": inside the review step,
   * above Place Order, where a phone shows it (the aside would come after the button).
   */
  placement?: "aside" | "review";
  className?: string;
}

/** The cart being bought, priced by the server, beside every step. */
export function CheckoutSummary({ cart, placement = "aside", className = "" }: CheckoutSummaryProps) {
  const t = useT();
  const headingId = `checkout-summary-heading-${placement}`;
  const Container = placement === "aside" ? "aside" : "section";
  const Heading = placement === "aside" ? "h2" : "h3";
  return (
    <Container
      aria-labelledby={headingId}
      className={[placement === "aside" ? "lg:sticky lg:top-6 lg:self-start" : "", className].filter(Boolean).join(" ")}
    >
      <div className="rounded-2xl border border-stone-200 bg-sand p-5 sm:p-6">
        <Heading id={headingId} className="text-lg font-semibold text-ink">
          {t("Order Summary")}
        </Heading>
        <ul className="mt-4 divide-y divide-stone-200">
          {cart.items.map((item) => (
            <li key={item.id} className="flex gap-3 py-3 first:pt-0">
              {item.product.primary_image ? (
                <img
                  src={item.product.primary_image.url}
                  alt=""
                  width={320}
                  height={240}
                  decoding="async"
                  className="aspect-[4/3] h-auto w-16 shrink-0 rounded-lg bg-white object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1 text-sm">
                <Link to={`/product/${item.product.id}`} className="font-medium text-ink hover:underline">
                  {item.product.name}
                </Link>
                <p className="text-stone-700">
                  {variantText(t, item.variant.type, item.variant.name)} · {t("Qty {quantity}", { quantity: item.quantity })}
                </p>
              </div>
              <p className="text-sm font-medium text-ink tabular-nums"><Rupees amount={item.price * item.quantity} /></p>
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t border-stone-200 pt-4">
          <OrderSummary totals={cart} itemCount={cart.item_count} couponCode={cart.coupon?.code ?? null} />
        </div>
      </div>
    </Container>
  );
}
