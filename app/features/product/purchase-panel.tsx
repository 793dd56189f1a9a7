import { useId } from "react";
import { useFetcher } from "react-router";
import { Link, useLocalizedPath } from "~/i18n/localized-link";
import { useT } from "~/i18n/use-t";
import { PincodeCheck } from "~/features/delivery/pincode-check";
import type { PageDeliveryCheck } from "~/features/delivery/pincode-check.server";
import type { ProductDetail, VariantDetail } from "~/lib/contracts/catalog";
import { BagIcon, HeartIcon } from "~/ui/icons";
import { productPath } from "./json-ld";
import { canChooseVariant } from "./product-rules";
import { QuantityStepper } from "./quantity-stepper";
import { ShareButton } from "./share-button";

/** What the /cart action answered, read without reaching into the cart feature's insides. */
function cartAnswer(data: unknown): { ok: true } | { ok: false; error: string } | null {
  if (typeof data !== "object" || data === null || !("ok" in data)) return null;
  if (data.ok === true) return { ok: true };
  if (data.ok === false && "error" in data && typeof data.error === "string") return { ok: false, error: data.error };
  return null;
}

/**
 * Quantity, Add to Cart, wishlist and share. Both forms are real POST forms, so they work before
 * (and without) JavaScript; with it they post in the background and the buttons show progress.
 * Without JavaScript − and + submit a GET form that reloads the page with `?quantity=`, keeping
 * the rest of the address (the colour above all). The /cart and /wishlist actions belong to the
 * cart and account work.
 */
export function PurchasePanel({
  product,
  variant,
  quantity,
  params,
  wishlisted,
  delivery = null,
}: {
  product: ProductDetail;
  variant: VariantDetail | undefined;
  /** The quantity the page opens with (the address's `?quantity=`, else 1). */
  quantity: number;
  /** The page's address, which − and + keep when they lead to a new quantity. */
  params: URLSearchParams;
  wishlisted: boolean;
  delivery?: PageDeliveryCheck | null;
}) {
  const t = useT();
  const localizedPath = useLocalizedPath();
  const stepForm = useId();
  const cart = useFetcher();
  const wishlist = useFetcher();
  const buyable = variant !== undefined && canChooseVariant(variant);
  const adding = cart.state !== "idle";
  const answer = cart.state === "idle" ? cartAnswer(cart.data) : null;
  // While the heart's post is on its way, show where it is going (the loader confirms after).
  const hearted = wishlist.formData ? !wishlisted : wishlisted;
  return (
    <div id="purchase" className="flex scroll-mt-4 flex-col gap-2">
      <cart.Form method="post" action={localizedPath("/cart")} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="product_id" value={product.id} />
        {variant ? <input type="hidden" name="variant_id" value={variant.id} /> : null}
        {/* Keyed by variant: choosing another variant starts the quantity again at 1 (spec §4). */}
        <QuantityStepper
          key={variant?.id ?? "none"}
          maxQuantity={variant?.maxQuantity}
          initialQuantity={quantity}
          stepForm={stepForm}
          disabled={!buyable}
        />
        <button
          type="submit"
          disabled={!buyable || adding}
          className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 text-base font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700 disabled:shadow-none sm:max-w-sm"
        >
          <BagIcon size={20} />
          {adding ? t("Adding…") : t("Add to Cart")}
        </button>
      </cart.Form>
      {/* Outside the cart's form (forms do not nest); − and + belong to it through their form attribute. */}
      <form id={stepForm} method="get" action={`${localizedPath(productPath(product.id))}#purchase`} hidden>
        {[...params].map(([name, value], index) =>
          name === "quantity" ? null : <input key={`${name}-${index}`} type="hidden" name={name} value={value} />,
        )}
      </form>
      {/* Always in the page, so screen readers announce what the cart said. */}
      <p role="status" className={`min-h-5 text-sm ${answer?.ok === false ? "text-red-700" : "text-green-800"}`}>
        {answer?.ok ? (
          <>
            {t("Added to your cart.")}{" "}
            <Link to="/cart" className="font-medium underline underline-offset-2">
              {t("View Cart")}
            </Link>
          </>
        ) : answer ? (
          t(answer.error)
        ) : null}
      </p>
      <div className="mt-1 flex flex-wrap items-start gap-3">
        <wishlist.Form method="post" action={localizedPath("/wishlist")}>
          {/* The state asked for, not a toggle: a press that reaches the store twice still ends there. */}
          <input type="hidden" name="intent" value={wishlisted ? "remove" : "add"} />
          <input type="hidden" name="product_id" value={product.id} />
          <button
            type="submit"
            aria-pressed={hearted}
            disabled={wishlist.state !== "idle"}
            className="inline-flex h-11 items-center gap-2 rounded-lg border border-stone-300 px-4 text-sm font-medium text-ink hover:border-brand-500 hover:text-brand-800 disabled:opacity-70 aria-pressed:border-red-300 aria-pressed:text-red-700"
          >
            <HeartIcon size={20} className={hearted ? "fill-current" : undefined} />
            {hearted ? t("Remove from Wishlist") : t("Add to Wishlist")}
          </button>
        </wishlist.Form>
        <ShareButton title={product.name} />
      </div>
      <div className="mt-3">
        <PincodeCheck
          initial={delivery}
          subtotal={variant?.price ?? product.price}
          inStock={variant?.inStock ?? product.inStock}
          productIds={[product.id]}
        />
      </div>
    </div>
  );
}
